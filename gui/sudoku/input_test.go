package sudoku

import (
	"strings"
	"testing"
)

const (
	pe1      = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	pe1Sol   = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	easy17   = ".5.8.7.2.6...1..9.7.254...6.7..2.3.15.4...9.81.3.8..7.9...762.5.6..9...3.8.1.3.4."
	badPE1   = "..x.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	shortPE1 = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3."
)

func TestReadPuzzles(t *testing.T) {
	drawn := `
 . . 3 | . 2 . | 6 . .
 9 . . | 3 . 5 | . . 1
 . . 1 | 8 . 6 | 4 . .
-------+-------+------
 . . 8 | 1 . 2 | 9 . .
 7 . . | . . . | . . 8
 . . 6 | 7 . 8 | 2 . .
-------+-------+------
 . . 2 | 6 . 9 | 5 . .
 8 . . | 2 . 3 | . . 9
 . . 5 | . 1 . | 3 . .
`
	for name, tc := range map[string]struct {
		text    string
		want    []string // the puzzles read, as lines
		skipped int
		err     string
	}{
		"one line":               {text: pe1 + "\n", want: []string{pe1}},
		"zeros for blanks":       {text: strings.ReplaceAll(pe1, ".", "0"), want: []string{pe1}},
		"CRLF and a BOM":         {text: "\uFEFF" + pe1 + "\r\n", want: []string{pe1}},
		"nine lines":             {text: strings.Join(rows(pe1), "\n"), want: []string{pe1}},
		"a drawing":              {text: drawn, want: []string{pe1}},
		"a list":                 {text: pe1 + "\n" + easy17 + "\n", want: []string{pe1, easy17}},
		"comments and answers":   {text: "# two puzzles\n" + pe1 + ":1:" + pe1Sol + "\n\n" + easy17 + ":1\n", want: []string{pe1, easy17}},
		"a list with a bad line": {text: pe1 + "\n" + badPE1 + "\n" + easy17, want: []string{pe1, easy17}, skipped: 1},
		"a 4x4":                  {text: "1 . | . 4\n. . | . .\n----+----\n. . | . .\n4 . | . 1\n", want: []string{"1..4........4..1"}},
		"a bad character":        {text: badPE1, err: `character 3 'x' is not a digit or blank`},
		"one cell short":         {text: shortPE1, err: "80 cells, want 81"},
		"a typo in a drawing":    {text: strings.Replace(drawn, "7 . .", "7 x .", 1), err: `line 7 character 4 'x' is not a digit or blank`},
		"a list of bad lines":    {text: shortPE1 + "\n" + shortPE1 + "\n", err: "line 1: 80 cells, want 81"},
		"dashes and a title":     {text: "Puzzle 1\n" + strings.Join(rows(strings.ReplaceAll(pe1, ".", "-")), "\n"), want: []string{pe1}},
		"a 4x4 list":             {text: "1.3...1..2..4..1\n.2.4............\n", want: []string{"1.3...1..2..4..1", ".2.4............"}},
		"too large":              {text: strings.Repeat(".", maxInput+1), err: "the text is 8.1 MB, more than the 8 MB a puzzle file can be"},
		"empty":                  {text: " \n\n", err: "there is nothing to read: the text is empty"},
		"binary":                 {text: "\xff\xfe\x00", err: "this is not a text file"},
		"prose":                  {text: "Hello there", err: "there are words in the text, but no grid of cells"},
		"a typo in a row":        {text: "..3.2.6.x", err: `character 9 'x' is not a digit or blank`},
	} {
		t.Run(name, func(t *testing.T) {
			res, err := readPuzzles(tc.text)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, g := range res.grids {
				got = append(got, g.String())
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Fatalf("read %q, want %q", got, tc.want)
			}
			if res.skipped != tc.skipped {
				t.Fatalf("skipped %d, want %d (%v)", res.skipped, tc.skipped, res.skipErr)
			}
		})
	}
}

// rows splits a 9x9 line into its nine rows, with spaces between cells.
func rows(line string) []string {
	var out []string
	for r := range 9 {
		out = append(out, strings.Join(strings.Split(line[r*9:r*9+9], ""), " "))
	}
	return out
}

func TestReadPuzzlesSkippedLineMessage(t *testing.T) {
	res, err := readPuzzles(pe1 + "\n" + badPE1 + "\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := `line 2 character 3 'x' is not a digit or blank`; res.skipErr == nil || res.skipErr.Error() != want {
		t.Fatalf("skip error %v, want %q", res.skipErr, want)
	}
}
