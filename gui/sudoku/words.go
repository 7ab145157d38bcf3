package sudoku

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// tr is i18n.Tr: the screen's texts are many.
var tr = i18n.Tr

// count writes a count with its noun, in the plural form it takes: key's
// "1 try", "1,204 tries".
func count(key string, n uint64) string {
	return i18n.N(key, int(min(n, 1<<31)), i18n.Args{"Count": run.Thousands(n)})
}

// errText tells err in the language in use: the engine's parse and
// validation errors from their fields (their own Error is the command
// line's English), any other error, the screen's own refusals
// (i18n.Error) among them, as it tells itself.
func errText(err error) string {
	var pe *sudoku.ParseError
	var ce *sudoku.ConflictError
	switch {
	case errors.As(err, &pe):
		return parseText(pe)
	case errors.As(err, &ce):
		return clashText(ce)
	}
	return err.Error()
}

// parseText tells why a text is not a puzzle.
func parseText(e *sudoku.ParseError) string {
	inLine := e.Multiline() && e.Line > 0
	args := i18n.Args{"Pos": e.Pos, "Line": e.Line, "Col": e.Col, "Char": strconv.QuoteRune(e.Char),
		"Rows": e.Rows, "Want": e.Want, "Puzzles": e.Puzzles, "Count": e.Cells}
	switch e.Reason {
	case sudoku.BadChar, sudoku.OverFour:
		key := "sudoku.parse.char"
		if e.Reason == sudoku.OverFour {
			key = "sudoku.parse.over4"
		}
		if inLine {
			key += ".line"
		}
		return i18n.T(key, args)
	case sudoku.BadRow:
		return i18n.N("sudoku.parse.row", e.Cells, args)
	case sudoku.ShortGrid:
		return i18n.T("sudoku.parse.short", args)
	case sudoku.SeveralGrids:
		return i18n.T("sudoku.parse.several", args)
	}
	var msg string
	switch n := e.Cells; {
	case n >= 72 && n <= 90:
		msg = i18n.T("sudoku.parse.count.9", args)
	case n >= 12 && n <= 20:
		msg = i18n.T("sudoku.parse.count.4", args)
	case n >= 240 && n <= 272:
		msg = i18n.T("sudoku.parse.count.16", args)
	default:
		msg = i18n.N("sudoku.parse.count", n, args)
	}
	if inLine {
		return i18n.T("sudoku.parse.atline", i18n.Args{"Line": e.Line, "Text": msg})
	}
	return msg
}

// clashText tells which two givens break the rules.
func clashText(e *sudoku.ConflictError) string {
	d := digitName(e.Digit)
	switch e.Unit {
	case sudoku.Row:
		return i18n.T("sudoku.clash.row", i18n.Args{"Digit": d, "Row": e.Index + 1, "A": e.A.Col + 1, "B": e.B.Col + 1})
	case sudoku.Column:
		return i18n.T("sudoku.clash.column", i18n.Args{"Digit": d, "Col": e.Index + 1, "A": e.A.Row + 1, "B": e.B.Row + 1})
	}
	return i18n.T("sudoku.clash.box", i18n.Args{"Digit": d, "Box": e.Index + 1,
		"A": cellName(e.A.Row, e.A.Col), "B": cellName(e.B.Row, e.B.Col)})
}

// capitalize makes a message start a sentence; a message that does not
// start with a Latin letter, such as a Chinese one, stays as it is.
func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// lower writes a name in the middle of a sentence: "a medium puzzle".
func lower(s string) string { return strings.ToLower(s) }
