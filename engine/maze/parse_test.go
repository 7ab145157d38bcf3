package maze

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"

	"backtracklab/engine"
)

func TestParseErrors(t *testing.T) {
	row := strings.Repeat(".", MaxSide)
	tooHigh := "S" + row[1:] + "\n" + strings.Repeat(row+"\n", MaxSide-2) + "E" + row[1:] + "\n" + row + "\n"
	tests := []struct {
		name, in  string
		kind      ErrorKind
		line, col int
		msg       string
	}{
		{"empty", "", EmptyInput, 0, 0, "empty input: no maze"},
		{"only blank lines", "\n  \n\r\n", EmptyInput, 0, 0, "empty input: no maze"},
		{"short line", "S.E\n...\n..\n", BadWidth, 3, 0, "line 3 has 2 cells, want 3"},
		{"long line", "S.E\n....\n", BadWidth, 2, 0, "line 2 has 4 cells, want 3"},
		{"blank line inside", "S.E\n\n...\n", BadWidth, 2, 0, "line 2 has 0 cells, want 3"},
		{"blank lines first", "\n\nS.E\n", BadWidth, 1, 0, "line 1 has 0 cells, want 3"},
		{"bad character", "S.E\n.x.\n", BadChar, 2, 2, "line 2, column 2: 'x' is not one of # . S E"},
		{"leading blank", "S.E\n ..\n", BadChar, 2, 1, "line 2, column 1: ' ' is not one of # . S E"},
		{"tab inside", "S.E\n.\t.\n", BadChar, 2, 2, `line 2, column 2: '\t' is not one of # . S E`},
		{"wide character", "S.E#\n#.é.\n", BadChar, 2, 3, "line 2, column 3: 'é' is not one of # . S E"},
		{"lower case", "s.E\n", BadChar, 1, 1, "line 1, column 1: 's' is not one of # . S E"},
		{"no start", "...\n.E.\n", NoStart, 0, 0, "no S (start)"},
		{"no end", "S..\n...\n", NoEnd, 0, 0, "no E (end)"},
		{"two starts", "S.#\n##.\n.SE\n", TwoStarts, 3, 2, "two S cells: line 1 column 1 and line 3 column 2"},
		{"two ends", "SE.\n..E\n", TwoEnds, 2, 3, "two E cells: line 1 column 2 and line 2 column 3"},
		{"too wide", "S" + strings.Repeat(".", MaxSide-1) + "E\n", TooWide, 1, 0, "line 1 has 1001 cells, at most 1000 allowed"},
		{"far too wide", "SE" + strings.Repeat(".", 9000), TooWide, 1, 0, "line 1 has more than 1000 cells"},
		{"too high", tooHigh, TooHigh, MaxSide + 1, 0, "more than 1000 lines"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := ParseString(tc.in)
			if m != nil {
				t.Errorf("got a maze:\n%s", m)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T), want a *ParseError", err, err)
			}
			if pe.Kind != tc.kind || pe.Line != tc.line || pe.Column != tc.col || pe.Error() != tc.msg {
				t.Errorf("got kind %d at %d:%d %q, want kind %d at %d:%d %q",
					pe.Kind, pe.Line, pe.Column, pe.Error(), tc.kind, tc.line, tc.col, tc.msg)
			}
		})
	}
}

func TestParseReadError(t *testing.T) {
	broken := errors.New("disk on fire")
	_, err := Parse(iotest.ErrReader(broken))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Kind != ReadFailed || !errors.Is(err, broken) {
		t.Fatalf("error %v, want a ReadFailed ParseError wrapping %v", err, broken)
	}
	if pe.Error() != "reading the maze: disk on fire" {
		t.Errorf("message %q", pe.Error())
	}
}

func TestParseAccessors(t *testing.T) {
	m := loadMaze(t, "edges.txt")
	if m.Width() != 5 || m.Height() != 3 {
		t.Fatalf("size %dx%d, want 5x3", m.Width(), m.Height())
	}
	if m.Start() != (Point{1, 0}) || m.End() != (Point{1, 4}) {
		t.Errorf("S %v E %v, want (1,0) (1,4)", m.Start(), m.End())
	}
	if m.OpenCells() != 13 {
		t.Errorf("%d open cells, want 13", m.OpenCells())
	}
	walls := []Point{{0, 2}, {1, 2}, {-1, 0}, {0, 5}, {3, 0}, {0, -1}}
	for _, p := range walls {
		if m.At(p) != Wall || !m.IsWall(p.Row, p.Col) {
			t.Errorf("%v is not a wall", p)
		}
	}
	for _, p := range []Point{{0, 0}, {1, 0}, {1, 4}, {2, 2}} {
		if m.At(p) != Open || m.IsWall(p.Row, p.Col) {
			t.Errorf("%v is not open", p)
		}
	}
	if m.Inside(Point{3, 0}) || !m.Inside(Point{2, 4}) {
		t.Error("Inside is wrong at the border")
	}
}

func TestParseToleratesLineEnds(t *testing.T) {
	m := loadMaze(t, "crlf.txt")
	if got, want := m.String(), "#####\n#S.E#\n#####\n"; got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestParseLargest(t *testing.T) {
	row := strings.Repeat(".", MaxSide)
	in := "S" + row[1:] + "\n" + strings.Repeat(row+"\n", MaxSide-2) + row[1:] + "E"
	m := mustParse(t, in)
	if m.Width() != MaxSide || m.Height() != MaxSide || m.End() != (Point{MaxSide - 1, MaxSide - 1}) {
		t.Fatalf("size %dx%d, E at %v", m.Width(), m.Height(), m.End())
	}
}

func TestStringRoundTrip(t *testing.T) {
	for _, name := range sampleFiles {
		m := loadMaze(t, name)
		s := m.String()
		again := mustParse(t, s)
		if again.String() != s || again.Start() != m.Start() || again.End() != m.End() || again.OpenCells() != m.OpenCells() {
			t.Errorf("%s: does not read back:\n%s", name, s)
		}
	}
	const text = "#S.#\n#..E\n"
	if got := mustParse(t, text).String(); got != text {
		t.Errorf("got %q, want %q", got, text)
	}
}

func TestStringWithPath(t *testing.T) {
	m := loadMaze(t, "small.txt")
	path := []Point{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {-1, 3}, {9, 9}}
	want := "#########\n" +
		"#S..#...#\n" +
		"#*#.#.#.#\n" +
		"#*#...#.#\n" +
		"#*#####.#\n" +
		"#E..#...#\n" +
		"#########\n"
	if got := m.StringWithPath(path); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestParseReadsItsPathOutput: the maze with its path marked '*' and the
// "path length:" line after it, as the maze command prints them, reads
// back as the same maze, so the search finds the same path again.
func TestParseReadsItsPathOutput(t *testing.T) {
	for _, name := range []string{"small.txt", "loops.txt", "edges.txt"} {
		m := loadMaze(t, name)
		for _, solve := range []func(*Maze) ([]Point, engine.Stats){SolveDFS, SolveBFS} {
			path, _ := solve(m)
			out := m.StringWithPath(path) + PathLengthPrefix + "12\n"
			back, err := ParseString(out)
			if err != nil {
				t.Fatalf("%s: %v\n%s", name, err, out)
			}
			if back.String() != m.String() {
				t.Fatalf("%s read back as\n%s\nwant\n%s", name, back, m)
			}
			again, _ := solve(back)
			if back.StringWithPath(again) != m.StringWithPath(path) {
				t.Fatalf("%s: the path read back differs", name)
			}
		}
	}
	// The trailer ends the grid: a grid line after it is refused.
	_, err := ParseString("S*E\npath length: 2\n...\n")
	if err == nil || err.Error() != "line 2 has 0 cells, want 3" {
		t.Fatalf("a row after the trailer: %v", err)
	}
	// Before any grid it is no trailer.
	if _, err := ParseString("path length: 2\nS.E\n"); err == nil {
		t.Fatal("a text starting with the trailer was read")
	}
}
