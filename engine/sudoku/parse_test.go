package sudoku

import (
	"errors"
	"strings"
	"testing"
)

const easy1 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

func TestParseForms(t *testing.T) {
	rows := `..3.2.6..
9..3.5..1
..18.64..
..81.29..
7.......8
..67.82..
..26.95..
8..2.3..9
..5.1.3..`
	drawing := `+-------+-------+-------+
| . . 3 | . 2 . | 6 . . |
| 9 . . | 3 . 5 | . . 1 |
| . . 1 | 8 . 6 | 4 . . |
+-------+-------+-------+
| . . 8 | 1 . 2 | 9 . . |
| 7 . . | . . . | . . 8 |
| . . 6 | 7 . 8 | 2 . . |
+=======+=======+=======+
| . . 2 | 6 . 9 | 5 . . |
| 8 . . | 2 . 3 | . . 9 |
| . . 5 | . 1 . | 3 . . |
+-------+-------+-------+
`
	unicodeDrawing := "┌───────┬───────┬───────┐\n" +
		strings.ReplaceAll(strings.Join(strings.Split(rows, "\n")[:3], "\n"), ".", "0") + "\n" +
		"├───────┼───────┼───────┤\n" +
		"│..81.29..│\n│7.......8│\n│..67.82..│\n" +
		"..26.95..\r\n8..2.3..9\r\n..5.1.3..\r\n" +
		"└───────┴───────┴───────┘"
	for name, in := range map[string]string{
		"one line":        easy1,
		"zeros":           strings.ReplaceAll(easy1, ".", "0"),
		"underscores":     strings.ReplaceAll(easy1, ".", "_"),
		"stars":           strings.ReplaceAll(easy1, ".", "*"),
		"dashes":          strings.ReplaceAll(easy1, ".", "-"),
		"rows":            rows,
		"crlf and spaces": "  " + strings.ReplaceAll(rows, "\n", " \r\n\t") + "\n\n",
		"drawing":         drawing,
		"box drawing":     unicodeDrawing,
		"bars in a line":  strings.Join([]string{easy1[:27], easy1[27:54], easy1[54:]}, "|"),
	} {
		g, err := Parse(in)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if g.String() != easy1 {
			t.Errorf("%s: read %s, want %s", name, g, easy1)
		}
	}
}

func TestParseSizes(t *testing.T) {
	g, err := Parse("1.3. ..1. .2.. 4..1")
	if err != nil || g.Size() != 4 || g.String() != "1.3...1..2..4..1" {
		t.Fatalf("4x4: %v %v", g, err)
	}
	big := strings.Repeat("123456789abcdefg", 16)
	g, err = Parse(big)
	if err != nil || g.Size() != 16 {
		t.Fatalf("16x16: %v", err)
	}
	if g.At(0, 9) != 10 || g.At(15, 15) != 16 || g.String() != strings.ToUpper(big) {
		t.Fatalf("16x16 letters read as %d, %d: %s", g.At(0, 9), g.At(15, 15), g)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		in       string
		msg      string
		pos, col int
		line     int
		char     rune
		cells    int
	}{
		{in: easy1[:80], msg: "80 cells, want 81", line: 1, cells: 80},
		{in: easy1 + ".", msg: "82 cells, want 81", line: 1, cells: 82},
		{in: easy1[:16] + "x" + easy1[17:], msg: "character 17 'x' is not a digit or blank", pos: 17, line: 1, col: 17, char: 'x'},
		{in: easy1[:40] + "A" + easy1[41:], msg: "character 41 'A' is not a digit or blank", pos: 41, line: 1, col: 41, char: 'A', cells: 81},
		{in: easy1[:9] + "H" + easy1[10:], msg: "character 10 'H' is not a digit or blank", pos: 10, line: 1, col: 10, char: 'H'},
		{in: "12.3\n..5.\n....\n....", msg: "line 2 character 3 '5' is not a digit 1-4 or blank", pos: 8, line: 2, col: 3, char: '5', cells: 16},
		{in: "123\n4x6", msg: "line 1: 3 cells, want 81 (9x9), 16 (4x4) or 256 (16x16)", line: 1, cells: 3},
		{in: "1234\n4x6.", msg: "line 2 character 2 'x' is not a digit or blank", pos: 7, line: 2, col: 2, char: 'x'},
		{in: "..3.2.6..\n9..3.5..1\n..18.64..\n..81.29..\n7.......8\n..67.82..\n..26.95..\n8..2.3..9\n",
			msg: "line 1: the grid that starts here ends after 8 rows, want 9", line: 1},
		{in: "..3.2.6..\n9..3.5..\n", msg: "line 2 has 8 cells, want 9 like the rows above it", line: 2, cells: 8},
		{in: easy1 + "\n" + easy1, msg: "the text holds 2 puzzles, want one"},
		{in: "", msg: "0 cells, want 81 (9x9), 16 (4x4) or 256 (16x16)"},
		{in: "1234567890123456.", msg: "17 cells, want 16 (4x4) or 81", line: 1, cells: 17},
		{in: strings.Repeat(".", 250), msg: "250 cells, want 256 (16x16) or 81", line: 1, cells: 250},
		{in: strings.Repeat(".", 120), msg: "120 cells, want 81 (9x9), 16 (4x4) or 256 (16x16)", line: 1, cells: 120},
	} {
		_, err := Parse(tc.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%.20q...): error %v, want a *ParseError", tc.in, err)
			continue
		}
		if pe.Error() != tc.msg {
			t.Errorf("Parse(%.20q...): %q, want %q", tc.in, pe.Error(), tc.msg)
		}
		if pe.Pos != tc.pos || pe.Line != tc.line || pe.Col != tc.col || pe.Char != tc.char {
			t.Errorf("%q: at pos %d line %d col %d char %q, want %d %d %d %q",
				tc.msg, pe.Pos, pe.Line, pe.Col, pe.Char, tc.pos, tc.line, tc.col, tc.char)
		}
		if tc.cells != 0 && pe.Cells != tc.cells {
			t.Errorf("%q: cells %d, want %d", tc.msg, pe.Cells, tc.cells)
		}
	}
}

func TestParseMalformedFile(t *testing.T) {
	want := []string{
		"80 cells, want 81",
		"82 cells, want 81",
		"character 41 'x' is not a digit or blank",
		"80 cells, want 81", // the space is read as layout, leaving 80 cells
		"character 41 'A' is not a digit or blank",
		"", // '-' is a blank, as many write it: this line is a puzzle
	}
	lines := readLines(t, "sudoku_malformed.txt")
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d", len(lines), len(want))
	}
	for i, l := range lines {
		_, err := Parse(l)
		if want[i] == "" {
			if err != nil {
				t.Errorf("line %d: %v", i+1, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("line %d accepted", i+1)
			continue
		}
		if err.Error() != want[i] {
			t.Errorf("line %d: %q, want %q", i+1, err, want[i])
		}
	}
}
