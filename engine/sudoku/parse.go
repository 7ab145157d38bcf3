package sudoku

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseReason says what is wrong with a text a parser refused.
type ParseReason uint8

// The ways a text can fail to be a puzzle.
const (
	BadChar      ParseReason = iota + 1 // Char is not a cell (or a letter outside a 16x16 grid)
	OverFour                            // Char is a digit above 4 in a 4x4 grid
	BadCount                            // Cells cells fit no size
	BadRow                              // a row of a grid has Cells cells, not Want
	ShortGrid                           // a grid ends after Rows rows, not Want
	SeveralGrids                        // Parse found Puzzles puzzles, not one
)

// ParseError says where and why a text was refused, so that an editor
// can point at the character. Error builds its message from the fields
// alone, so that a translation needs only the fields.
type ParseError struct {
	Reason ParseReason
	// Pos is the 1-based number of the offending character in the input,
	// counted in characters (not bytes); 0 when no one character is wrong,
	// such as a count of cells that fits no size.
	Pos int
	// Line and Col are the 1-based line and column of that character;
	// without a character, Line is the line the puzzle starts on (or the
	// row that is wrong, for BadRow) and Col is 0.
	Line, Col int
	Char      rune // the offending character
	Cells     int  // how many cells were read
	Rows      int  // for ShortGrid, how many rows were read
	Want      int  // for BadRow and ShortGrid, how many were wanted
	Puzzles   int  // for SeveralGrids, how many puzzles were read

	multiline bool // the input had several lines: say which one
}

// Multiline reports whether the text had several lines, so that a message
// names the line of the character (Line, Col) rather than its number in
// the text (Pos), as Error does.
func (e *ParseError) Multiline() bool { return e.multiline }

func (e *ParseError) Error() string {
	at := ""
	if e.multiline && e.Line > 0 {
		at = fmt.Sprintf("line %d", e.Line)
	}
	switch e.Reason {
	case BadChar, OverFour:
		what := "is not a digit or blank"
		if e.Reason == OverFour {
			what = "is not a digit 1-4 or blank"
		}
		if at != "" {
			return fmt.Sprintf("%s character %d %q %s", at, e.Col, e.Char, what)
		}
		return fmt.Sprintf("character %d %q %s", e.Pos, e.Char, what)
	case BadRow:
		return fmt.Sprintf("line %d has %d cells, want %d like the rows above it", e.Line, e.Cells, e.Want)
	case ShortGrid:
		return fmt.Sprintf("line %d: the grid that starts here ends after %d rows, want %d", e.Line, e.Rows, e.Want)
	case SeveralGrids:
		return fmt.Sprintf("the text holds %d puzzles, want one", e.Puzzles)
	}
	if at != "" {
		return at + ": " + countMessage(e.Cells)
	}
	return countMessage(e.Cells)
}

// Parse reads one grid in any of the forms ParseAll reads (see there); a
// text holding several puzzles is refused. A cell is a digit 1-9, a letter
// A-G (or a-g) for 10..16 in a 16x16 grid, or a blank: '.', '0', '_', '*'
// or '-'. Anything else is refused with a *ParseError.
func Parse(s string) (Grid, error) {
	if g, ok := parseCompact(s); ok {
		return g, nil
	}
	all := ParseAll(s)
	switch len(all) {
	case 0:
		return Grid{}, &ParseError{Reason: BadCount}
	case 1:
		return all[0].Grid, all[0].Err
	}
	return Grid{}, &ParseError{Reason: SeveralGrids, Puzzles: len(all)}
}

// parseLong reads a whole text as one grid, character by character,
// whatever its rows: ParseAll falls back on it for a grid laid out
// unevenly (say, a band per line), as the window always read them.
func parseLong(s string) (Grid, error) {
	var g Grid
	// A letter is a digit only in a 16x16 grid, and a digit above 4 is out
	// of range in a 4x4 grid: the count of cells decides, so remember the
	// first of each until it is known.
	var letter, over4 ParseError
	n, pos := 0, 0
	multiline := strings.Contains(strings.TrimSpace(s), "\n")
	lineNo := 0
	for line := range strings.SplitSeq(s, "\n") {
		lineNo++
		rule := isRule(line)
		col := 0
		for _, r := range line {
			pos++
			col++
			if rule || r == ' ' || r == '|' || r == '\t' || r == '\r' || r >= utf8.RuneSelf && (unicode.IsSpace(r) || isBoxDrawing(r)) {
				continue
			}
			v := -1
			switch {
			case r == '.' || r == '0' || r == '_' || r == '*':
				v = 0
			case r >= '1' && r <= '9':
				v = int(r - '0')
			case r >= 'A' && r <= 'G':
				v = int(r-'A') + 10
			case r >= 'a' && r <= 'g':
				v = int(r-'a') + 10
			case unicode.IsSpace(r):
				continue
			}
			if v < 0 {
				return Grid{}, &ParseError{Reason: BadChar, Pos: pos, Line: lineNo, Col: col, Char: r, multiline: multiline}
			}
			if v >= 10 && letter.Pos == 0 {
				letter = ParseError{Reason: BadChar, Pos: pos, Line: lineNo, Col: col, Char: r, multiline: multiline}
			}
			if v > 4 && over4.Pos == 0 {
				over4 = ParseError{Reason: OverFour, Pos: pos, Line: lineNo, Col: col, Char: r, multiline: multiline}
			}
			if n < MaxCells {
				g.cells[n] = uint8(v)
			}
			n++
		}
		pos++ // the line break
	}
	switch n {
	case 16:
		g.shape = shape4
	case 81:
		g.shape = shape9
	case 256:
		g.shape = shape16
	default:
		return Grid{}, &ParseError{Reason: BadCount, Cells: n}
	}
	if g.shape != shape16 && letter.Pos != 0 {
		letter.Cells = n
		return Grid{}, &letter
	}
	if g.shape == shape4 && over4.Pos != 0 {
		over4.Cells = n
		return Grid{}, &over4
	}
	return g, nil
}

// cellValue maps a byte to the cell it writes, 0 to 16; noCell for any
// other byte.
var cellValue = func() (t [256]uint8) {
	for i := range t {
		t[i] = noCell
	}
	for _, b := range ".0_*" {
		t[b] = 0
	}
	for v := 1; v <= 16; v++ {
		t[digitChars[v]] = uint8(v)
		t[digitChars[v]|0x20] = uint8(v) // lower case letters; digits are unchanged
	}
	return t
}()

const noCell = 0xFF

// parseCompact reads the most common form at speed: one line of 16, 81 or
// 256 cells and nothing else. It reports false for anything else, which
// Parse then reads the long way, with its error messages.
func parseCompact[T string | []byte](s T) (Grid, bool) {
	var g Grid
	switch len(s) {
	case 81:
		g.shape = shape9
	case 16:
		g.shape = shape4
	case 256:
		g.shape = shape16
	default:
		return g, false
	}
	n := uint8(g.Size())
	for i := 0; i < len(s); i++ {
		v := cellValue[s[i]]
		if v > n { // also noCell
			return g, false
		}
		g.cells[i] = v
	}
	return g, true
}

// countMessage explains a count of cells that fits no size, naming the
// size it is closest to when it is near one.
func countMessage(n int) string {
	switch {
	case n >= 72 && n <= 90:
		return fmt.Sprintf("%d cells, want 81", n)
	case n >= 12 && n <= 20:
		return fmt.Sprintf("%d cells, want 16 (4x4) or 81", n)
	case n >= 240 && n <= 272:
		return fmt.Sprintf("%d cells, want 256 (16x16) or 81", n)
	}
	return fmt.Sprintf("%d cells, want 81 (9x9), 16 (4x4) or 256 (16x16)", n)
}

// isRule reports whether a line is a drawn rule between bands: it holds
// no cell, only '-', '+', '=', '|' or box-drawing characters, and spaces.
func isRule(line string) bool {
	seen := false
	for _, r := range line {
		switch {
		case r == '-' || r == '+' || r == '=' || r == '|' || isBoxDrawing(r):
			seen = true
		case !unicode.IsSpace(r):
			return false
		}
	}
	return seen
}

// isBoxDrawing reports whether r is one of Unicode's box-drawing
// characters, which grids copied from documents use for their rules.
func isBoxDrawing(r rune) bool { return r >= 0x2500 && r <= 0x257F }
