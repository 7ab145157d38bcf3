package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"backtracklab/engine/sudoku"
)

// Puzzles with known answers (from the Sudoku engine's test data).
const (
	sudokuEasy     = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	sudokuEasySol  = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	sudokuHard     = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	sudokuHardSol  = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	sudokuTwo      = "4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382"
	sudokuTwoFirst = "463921857987345621251876493548132976729564138136798245372689514814253769695417382" // of its 2
	sudokuNone     = "12345678.........9..............................................................."
	sudokuDup      = "5.......5........................................................................"
	sudokuSmall    = "123.........4..1"
	sudokuSmallSol = "1234341221434321"
)

// sudokuBig is a 16x16 puzzle: a pattern solution with every third cell
// blanked; sudokuBigSol is that solution.
var sudokuBig, sudokuBigSol = func() (string, string) {
	var p, s []byte
	for r := 0; r < 16; r++ {
		for c := 0; c < 16; c++ {
			d := "123456789ABCDEFG"[(4*(r%4)+r/4+c)%16]
			s = append(s, d)
			if (r*16+c)%3 == 0 {
				d = '.'
			}
			p = append(p, d)
		}
	}
	return string(p), string(s)
}()

// runSudokuArgs runs the sudoku subcommand on stdin and returns its exit
// status, stdout and stderr.
func runSudokuArgs(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(append([]string{"sudoku"}, args...), Streams{In: strings.NewReader(stdin), Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

func TestSudoku(t *testing.T) {
	lines := func(l ...string) string { return strings.Join(l, "\n") + "\n" }
	mixed := lines("# a comment", sudokuEasy, "", sudokuNone, "  "+sudokuHard+"  ", sudokuDup, sudokuEasy[:80], sudokuTwo)
	tests := []struct {
		name   string
		stdin  string
		args   []string
		out    string
		errOut string
		code   int
	}{
		{name: "one puzzle", stdin: sudokuEasy + "\n", out: lines(sudokuEasySol)},
		{name: "no final newline, crlf", stdin: sudokuHard + "\r\n" + sudokuEasy, out: lines(sudokuHardSol, sudokuEasySol)},
		{name: "stdin as -", stdin: sudokuEasy, args: []string{"-"}, out: lines(sudokuEasySol)},
		{name: "empty input", stdin: "", out: ""},
		{name: "mixed", stdin: mixed, out: lines(sudokuEasySol, "none", sudokuHardSol, "invalid", "invalid", sudokuTwoFirst),
			errOut: lines("line 6: two 5s in row 1 (columns 1 and 9)", "line 7: 80 cells, want 81"), code: ExitFail},
		{name: "count", stdin: mixed, args: []string{"-count-solutions"}, out: lines("1", "0", "1", "invalid", "invalid", "2+"),
			errOut: lines("line 6: two 5s in row 1 (columns 1 and 9)", "line 7: 80 cells, want 81"), code: ExitFail},
		{name: "blocks, titles and dashes", stdin: "Grid 01\n" + strings.Join(sudokuRows(strings.ReplaceAll(sudokuEasy, ".", "-")), "\n") +
			"\n\nGrid 02 # bad\n" + strings.Join(sudokuRows(sudokuEasy)[:8], "\n") + "\n\n" + sudokuHard + " # the last\r\n",
			out:    lines(sudokuEasySol, "invalid", sudokuHardSol),
			errOut: lines("line 13: the grid that starts here ends after 8 rows, want 9"), code: ExitFail},
		{name: "count all solvable", stdin: lines(sudokuEasy, sudokuTwo), args: []string{"-count-solutions"}, out: lines("1", "2+")},
		{name: "bad character", stdin: strings.Replace(sudokuEasy, "3", "x", 1), out: lines("invalid"),
			errOut: lines("line 1 character 3 'x' is not a digit or blank"), code: ExitFail},
		{name: "4x4 and 16x16", stdin: lines(sudokuSmall, sudokuBig, "1.3.5...........", strings.Repeat(".", 256)),
			args: []string{"-count-solutions"}, out: lines("1", "1", "invalid", "2+"),
			errOut: lines("line 3 character 5 '5' is not a digit 1-4 or blank"), code: ExitFail},
		{name: "16x16 solution", stdin: sudokuBig, out: lines(sudokuBigSol)},
		{name: "unknown strategy", args: []string{"-strategy", "dlx"},
			errOut: lines(`backtracklab sudoku: unknown strategy "dlx", want plain, records, static, singles or mrv`, sudokuUsage), code: ExitUsage},
		{name: "two files", args: []string{"a", "b"},
			errOut: lines("backtracklab sudoku: one FILE at most, got 2", sudokuUsage), code: ExitUsage},
		{name: "directory", args: []string{"."}, errOut: lines("backtracklab sudoku: read .: is a directory"), code: ExitUsage},
		{name: "line too long", stdin: strings.Repeat(".", sudoku.MaxLine+1),
			errOut: lines("backtracklab sudoku: line 1: longer than 1048576 bytes"), code: ExitFail},
		{name: "line too long after puzzles", stdin: lines(sudokuEasy, sudokuHard, "# note", sudokuEasy) + strings.Repeat(".", sudoku.MaxLine+1),
			out:    lines(sudokuEasySol, sudokuHardSol, sudokuEasySol),
			errOut: lines("backtracklab sudoku: line 5: longer than 1048576 bytes"), code: ExitFail},
		{name: "missing file", args: []string{"/nonexistent/puzzles.txt"},
			errOut: lines("backtracklab sudoku: open /nonexistent/puzzles.txt: no such file or directory"), code: ExitUsage},
	}
	for _, st := range []string{"plain", "records", "static", "mrv"} {
		tests = append(tests, struct {
			name   string
			stdin  string
			args   []string
			out    string
			errOut string
			code   int
		}{name: "strategy " + st, stdin: lines(sudokuEasy, sudokuSmall), args: []string{"-strategy", st},
			out: lines(sudokuEasySol, sudokuSmallSol)})
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runSudokuArgs(tc.stdin, tc.args...)
			if code != tc.code || out != tc.out || errOut != tc.errOut {
				t.Errorf("exit %d, stdout %q, stderr %q;\nwant %d, %q, %q", code, out, errOut, tc.code, tc.out, tc.errOut)
			}
		})
	}
}

func TestSudokuFileAndFlagOrder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "puzzles.txt")
	if err := os.WriteFile(path, []byte(sudokuEasy+"\n"+sudokuTwo+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{path},
		{"-count-solutions", path},
		{path, "-count-solutions"},
		{"-strategy=records", path, "-count-solutions"},
	} {
		code, out, errOut := runSudokuArgs("", args...)
		want := sudokuEasySol + "\n" + sudokuTwoFirst + "\n"
		if strings.Contains(strings.Join(args, " "), "-count") {
			want = "1\n2+\n"
		}
		if code != ExitOK || out != want || errOut != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
}

func TestSudokuStats(t *testing.T) {
	code, out, errOut := runSudokuArgs(sudokuEasy+"\n"+sudokuSmall+"\n", "-stats", "-strategy", "records")
	if code != ExitOK || out != sudokuEasySol+"\n"+sudokuSmallSol+"\n" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	// The node count of a fixed-order search is a property of the puzzles.
	first, second, _ := strings.Cut(errOut, "\n")
	if !strings.HasPrefix(first, "puzzles 2, nodes 1634, solving ") || !strings.HasSuffix(first, " puzzles/s") {
		t.Fatalf("stderr %q", errOut)
	}
	// The other counters, over both puzzles: a 4x4 search without forced
	// digits and a 9x9 one.
	if !strings.HasPrefix(second, "checks ") || !strings.Contains(second, "(forced 0)") || !strings.HasSuffix(second, ", solutions 2\n") {
		t.Fatalf("stderr %q", errOut)
	}
}

func TestSudokuUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"-fast"}, {"-strategy"}} {
		code, out, errOut := runSudokuArgs("", args...)
		if code != ExitUsage || out != "" || !strings.Contains(errOut, sudokuUsage) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if code, _, errOut := runSudokuArgs("", "-h"); code != ExitOK || !strings.Contains(errOut, "-count-solutions") {
		t.Errorf("-h: exit %d, stderr %q", code, errOut)
	}
}

// sudokuRows splits a 9x9 line into its nine rows.
func sudokuRows(line string) []string {
	var out []string
	for r := range 9 {
		out = append(out, line[r*9:r*9+9])
	}
	return out
}

// TestSudokuForms solves the engine's collection of real-world forms: the
// command line reads every file as the window does, puzzle by puzzle.
func TestSudokuForms(t *testing.T) {
	wants, err := filepath.Glob(filepath.Join("..", "sudoku", "testdata", "forms", "*.want"))
	if err != nil || len(wants) < 20 {
		t.Fatalf("%d forms, %v", len(wants), err)
	}
	for _, want := range wants {
		base := strings.TrimSuffix(want, ".want")
		files, _ := filepath.Glob(base + ".*")
		for _, f := range files {
			if f == want {
				continue
			}
			t.Run(filepath.Base(f), func(t *testing.T) {
				puzzles, err := os.ReadFile(want)
				if err != nil {
					t.Fatal(err)
				}
				_, out, errOut := runSudokuArgs("", "-count-solutions", f)
				n := strings.Count(string(puzzles), "\n")
				if strings.Count(out, "\n") != n || strings.Contains(out, "invalid") || errOut != "" {
					t.Fatalf("stdout %q, stderr %q; want %d puzzles read", out, errOut, n)
				}
			})
		}
	}
}

// A file's puzzles solved on several workers print as on one: every
// answer and every message in the order of the input, the exit status
// the same.
func TestSudokuWorkersKeepTheOrder(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "sudoku", "testdata", "sudoku_norvig_top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// Enough puzzles for several chunks, with broken ones among them.
	var in strings.Builder
	for i := 0; i < 4; i++ {
		in.Write(data)
		in.WriteString("11" + strings.Repeat(".", 79) + "\n") // a clash
		in.WriteString("12345\n")                             // too short
	}
	code1, out1, err1 := runSudokuArgs(in.String(), "-workers", "1")
	if code1 != ExitFail || strings.Count(out1, "invalid\n") != 8 || strings.Count(out1, "\n") != 4*97 {
		t.Fatalf("one worker: exit %d, %d lines, %d invalid", code1, strings.Count(out1, "\n"), strings.Count(out1, "invalid\n"))
	}
	for _, w := range []string{"2", "3", "0"} {
		code, out, errOut := runSudokuArgs(in.String(), "-workers", w)
		if code != code1 || out != out1 || errOut != err1 {
			t.Errorf("-workers %s: exit %d, output or messages differ from one worker's\n%s", w, code, errOut)
		}
	}
	if code, _, errOut := runSudokuArgs("", "-workers", "-1"); code != ExitUsage || !strings.Contains(errOut, "-workers must be 0 or more") {
		t.Errorf("-workers -1: exit %d, %q", code, errOut)
	}
}

// MRV's log tells the locked candidates it takes away, and Singles' has
// none.
func TestSudokuLogTellsLockedCandidates(t *testing.T) {
	_, out, _ := runArgs(sudokuHard, "sudoku", "-strategy", "mrv", "-log")
	if !strings.Contains(out, ": pointing — in box ") || !strings.Contains(out, ": claiming — in ") {
		t.Errorf("no pointing or claiming told:\n%s", firstLines(out, 60))
	}
	_, out, _ = runArgs(sudokuHard, "sudoku", "-strategy", "singles", "-log")
	if strings.Contains(out, "loses candidate") {
		t.Errorf("singles takes candidates away")
	}
}

// The reader leaves one-line puzzles for the workers to parse and reads
// the other forms itself: mixed in one chunk and across chunks, every
// puzzle is answered in the order of the input, each message names its
// line, for any number of workers.
func TestSudokuMixedFormsInChunks(t *testing.T) {
	var in strings.Builder
	line := 0
	add := func(text string) {
		in.WriteString(text + "\n")
		line += strings.Count(text, "\n") + 1
	}
	var want, wantErr []string
	for i := 0; i < 3*sudokuChunkSize; i++ {
		switch i % 11 {
		case 3: // a grid of nine rows, titled
			add("Grid " + itoa(i) + "\n" + strings.Join(sudokuRows(sudokuHard), "\n"))
			want = append(want, sudokuHardSol)
		case 5: // a line with a bad character
			add(sudokuEasy[:10] + "x" + sudokuEasy[11:])
			want = append(want, "invalid")
			wantErr = append(wantErr, "line "+itoa(line)+" character 11 'x' is not a digit or blank")
		case 7: // givens that clash, on one line: read by the worker
			add(sudokuDup + "\r")
			want = append(want, "invalid")
			wantErr = append(wantErr, "line "+itoa(line)+": two 5s in row 1 (columns 1 and 9)")
		case 8: // a puzzle with a comment, and one with no solution
			add(sudokuTwo + " # two solutions")
			add(sudokuNone)
			want = append(want, sudokuTwoFirst, "none")
		default:
			add(sudokuEasy)
			want = append(want, sudokuEasySol)
		}
	}
	for _, w := range []string{"1", "2", "5"} {
		code, out, errOut := runSudokuArgs(in.String(), "-workers", w)
		if code != ExitFail || out != strings.Join(want, "\n")+"\n" || errOut != strings.Join(wantErr, "\n")+"\n" {
			t.Errorf("-workers %s: exit %d, stdout\n%s\nstderr\n%s", w, code, out, errOut)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// A worker that runs ahead of the printing waits for it: with room for
// one chunk ahead, three workers still answer every chunk once, in
// order.
func TestSudokuWorkersWaitForThePrinting(t *testing.T) {
	var in strings.Builder
	var want strings.Builder
	for i := 0; i < 20*sudokuChunkSize; i++ {
		if i%7 == 0 {
			in.WriteString(sudokuHard + "\n")
			want.WriteString(sudokuHardSol + "\n")
		} else {
			in.WriteString(sudokuEasy + "\n")
			want.WriteString(sudokuEasySol + "\n")
		}
	}
	for _, ahead := range []int{1, 2} {
		var out, errOut bytes.Buffer
		b := sudokuBatch{solver: sudoku.Solver{Strategy: sudoku.MRV, Limit: 1}, workers: 3, ahead: ahead}
		code := b.run(strings.NewReader(in.String()), Streams{Out: &out, Err: &errOut}, false)
		if code != ExitOK || out.String() != want.String() || errOut.Len() != 0 {
			t.Errorf("ahead %d: exit %d, %d lines out, stderr %q", ahead, code, strings.Count(out.String(), "\n"), errOut.String())
		}
	}
}
