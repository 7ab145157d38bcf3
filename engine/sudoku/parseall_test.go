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

// readStream reads text with a Reader, by Next or, with lines set, by
// NextLine and ReadLine, and tells every puzzle as "LINE GRID" or
// "LINE error: MESSAGE".
func readStream(text string, lines bool) []string {
	var got []string
	tell := func(p Puzzle) {
		if p.Err != nil {
			got = append(got, itoa(p.Line)+" error: "+p.Err.Error())
		} else {
			got = append(got, itoa(p.Line)+" "+p.Grid.String())
		}
	}
	r := NewReader(strings.NewReader(text))
	if !lines {
		for p, ok := r.Next(); ok; p, ok = r.Next() {
			tell(p)
		}
		return got
	}
	for raw, line, p, ok := r.NextLine(); ok; raw, line, p, ok = r.NextLine() {
		if p == nil {
			tell(Puzzle{Grid: ReadLine(raw), Line: line})
			continue
		}
		if p.Line != line {
			return append(got, "line "+itoa(line)+" said for a puzzle of line "+itoa(p.Line))
		}
		tell(*p)
	}
	return got
}

// NextLine leaves one-line puzzles unread, for ReadLine, and reads the
// rest itself: the two together find what Next finds, in every form, and
// after grids, titles, sections and broken lines that change how the
// next line is read.
func TestNextLineReadsAsNext(t *testing.T) {
	var texts []string
	files, _ := filepath.Glob(filepath.Join("testdata", "forms", "*"))
	files = append(files, filepath.Join("testdata", "sudoku_malformed.txt"), filepath.Join("testdata", "sudoku_edge_cases.txt"))
	for _, f := range files {
		if strings.HasSuffix(f, ".md") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	easy := "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	rows := strings.Join([]string{easy[:9], easy[9:18], easy[18:27], easy[27:36], easy[36:45], easy[45:54], easy[54:63], easy[63:72], easy[72:]}, "\n")
	big := strings.Repeat("123456789ABCDEFG", 16)
	texts = append(texts,
		easy+"\r\n"+easy+"\r\r\n"+easy,
		"[Puzzle]\n"+rows+"\n[State]\n"+easy+"\n[Puzzle]\n"+easy+"\n",                  // a section skips a one-line puzzle
		rows[:40]+"\n"+easy+"\n"+easy+"\n",                                             // a line of 81 cells breaks a grid
		easy[:5]+"x"+easy[6:]+"\n"+easy+"\n"+"12\n"+easy+"\n"+easy[:80]+"x\n"+big+"\n", // bad lines between good ones
		"1234\n"+easy+"\n"+big[:80]+"H\n"+big+"\r\n",
		easy+" # a comment\n"+easy+":1\n"+easy)
	for i, text := range texts {
		want, got := readStream(text, false), readStream(text, true)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("text %d: NextLine read\n%s\nNext\n%s", i, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if len(want) == 0 {
			t.Errorf("text %d: no puzzle read", i)
		}
	}
	// The common form is the one left unread.
	r := NewReader(strings.NewReader(easy + "\r\n" + big + "\n"))
	for _, want := range []string{easy, big} {
		if raw, _, p, ok := r.NextLine(); !ok || p != nil || string(raw) != want {
			t.Errorf("NextLine gave %q, %v, %v; want the line %q unread", raw, p, ok, want)
		}
	}
}
