package sudoku

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ParseError says where and why Parse refused its input, so that an editor
// can point at the character.
type ParseError struct {
	// Pos is the 1-based number of the offending character in the input,
	// counted in characters (not bytes); 0 when the input as a whole is
	// wrong, such as a count of cells that fits no size.
	Pos int
	// Line and Col are the 1-based line and column of that character.
	Line, Col int
	Char      rune   // the offending character
	Cells     int    // how many cells were read
	Msg       string // what is wrong, e.g. "is not a digit or blank"

	multiline bool // the input had several lines: say which one
}

func (e *ParseError) Error() string {
	switch {
	case e.Pos == 0:
		return e.Msg
	case e.multiline:
		return fmt.Sprintf("line %d character %d %q %s", e.Line, e.Col, e.Char, e.Msg)
	}
	return fmt.Sprintf("character %d %q %s", e.Pos, e.Char, e.Msg)
}

// Parse reads a grid in the forms people paste:
//
//   - one line of 16, 81 or 256 cells (the count tells the size);
//   - one row per line, with spaces anywhere;
//   - a drawing with "|" between boxes and lines of "-", "+", "|" (or
//     box-drawing characters) between bands.
//
// A cell is a digit 1-9, a letter A-G (or a-g) for 10..16 in a 16x16 grid,
// or a blank: '.', '0', '_' or '*'. Because some people write '-' for a
// blank, '-' is accepted only on lines that hold no cell at all, where it
// can only be a rule. Anything else is refused with a *ParseError.
func Parse(s string) (Grid, error) {
	if g, ok := parseCompact(s); ok {
		return g, nil
	}
	return parseLong(s)
}

// parseLong is Parse for every form, character by character.
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
				return Grid{}, &ParseError{Pos: pos, Line: lineNo, Col: col, Char: r,
					Msg: "is not a digit or blank", multiline: multiline}
			}
			if v >= 10 && letter.Pos == 0 {
				letter = ParseError{Pos: pos, Line: lineNo, Col: col, Char: r,
					Msg: "is not a digit or blank", multiline: multiline}
			}
			if v > 4 && over4.Pos == 0 {
				over4 = ParseError{Pos: pos, Line: lineNo, Col: col, Char: r,
					Msg: "is not a digit 1-4 or blank", multiline: multiline}
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
		return Grid{}, &ParseError{Cells: n, Msg: countMessage(n)}
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
func parseCompact(s string) (Grid, bool) {
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
