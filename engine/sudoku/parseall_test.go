package sudoku

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseAllForms reads every file of testdata/forms and compares the
// puzzles read with the file's .want.
func TestParseAllForms(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "forms", "*"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".want") || strings.HasSuffix(f, ".md") {
			continue
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			text, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, filepath.Ext(f)) + ".want")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range ParseAll(string(text)) {
				if p.Err != nil {
					t.Fatalf("line %d: %v", p.Line, p.Err)
				}
				got = append(got, p.Grid.String())
			}
			if g, w := strings.Join(got, "\n")+"\n", string(want); g != w {
				t.Fatalf("read\n%s\nwant\n%s", g, w)
			}
			// The stream reader finds the same puzzles.
			var streamed []string
			r := NewReader(strings.NewReader(string(text)))
			for p, ok := r.Next(); ok; p, ok = r.Next() {
				streamed = append(streamed, p.Grid.String())
			}
			if r.Err() != nil || strings.Join(streamed, " ") != strings.Join(got, " ") {
				t.Fatalf("Reader read %q, %v", streamed, r.Err())
			}
		})
	}
	if n < 20 {
		t.Fatalf("%d forms, want at least 20", n)
	}
}

func TestParseAllLines(t *testing.T) {
	rows := strings.Join([]string{"..3.2.6..", "9..3.5..1", "..18.64..", "..81.29..", "7.......8", "..67.82..", "..26.95..", "8..2.3..9", "..5.1.3.."}, "\n")
	for name, tc := range map[string]struct {
		text string
		want []string // "LINE GRID" or "LINE error: MESSAGE"
	}{
		"a grid after a title": {text: "Grid 01\n" + rows + "\n", want: []string{"2 " + easy1}},
		"a bad line in a list": {text: easy1 + "\n" + easy1[:5] + "x" + easy1[6:] + "\n" + easy1 + "\n",
			want: []string{"1 " + easy1, "2 error: line 2 character 6 'x' is not a digit or blank", "3 " + easy1}},
		"a short line in a list": {text: easy1[:80] + "\n" + easy1,
			want: []string{"1 error: line 1: 80 cells, want 81", "2 " + easy1}},
		"a row too short, then a puzzle": {text: strings.Replace(rows, "7.......8", "7......8", 1) + "\n\n" + easy1 + "\n",
			want: []string{"1 error: line 5 has 8 cells, want 9 like the rows above it", "11 " + easy1}},
		"a grid cut short by a title": {text: rows[:40] + "\nGrid 02\n" + rows,
			want: []string{"1 error: line 1: the grid that starts here ends after 4 rows, want 9", "7 " + easy1}},
		"a letter in a 9x9 grid": {text: "Grid\n" + strings.Replace(rows, "7.......8", "7...A...8", 1),
			want: []string{"2 error: line 6 character 5 'A' is not a digit or blank"}},
		"a band per line":                  {text: easy1[:27] + "\n" + easy1[27:54] + "\n" + easy1[54:], want: []string{"1 " + easy1}},
		"a pencil-mark section is skipped": {text: "[Puzzle]\n" + rows + "\n[PencilMarks]\n" + rows + "\n", want: []string{"2 " + easy1}},
	} {
		t.Run(name, func(t *testing.T) {
			var got []string
			for _, p := range ParseAll(tc.text) {
				if p.Err != nil {
					got = append(got, strings.Join([]string{itoa(p.Line), "error:", p.Err.Error()}, " "))
				} else {
					got = append(got, itoa(p.Line)+" "+p.Grid.String())
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Fatalf("read\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		if n /= 10; n == 0 {
			return s
		}
	}
}
