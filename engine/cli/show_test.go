package cli

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
)

// runArgs runs a subcommand with stdin in and returns its exit status,
// stdout and stderr.
func runArgs(in string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := Run(args, Streams{In: strings.NewReader(in), Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

// eventsOf runs search on a plain watched tracer, apart from the command
// line's runner, and returns its events and a Finish, as a Runner sends
// it last.
func eventsOf(search engine.Search) []engine.Event {
	var evs []engine.Event
	t := engine.NewTracer(func(e engine.Event) { evs = append(evs, e) })
	end := search(t)
	return append(evs, engine.Event{Seq: uint64(len(evs) + 1), Kind: engine.Finish, End: end})
}

// checkLog checks a step log against the events of the same run: a line
// per event, numbered from 1, and each Enter indented two spaces a level
// by its depth (so are the steps of its frame).
func checkLog(t *testing.T, name, out string, evs []engine.Event) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(evs) {
		t.Fatalf("%s: %d lines for %d steps", name, len(lines), len(evs))
	}
	for i, line := range lines {
		prefix := fmt.Sprintf("%6d  ", i+1)
		if !strings.HasPrefix(line, prefix) {
			t.Fatalf("%s: line %d is %q, not numbered %d", name, i+1, line, i+1)
		}
		rest := line[len(prefix):]
		indent := len(rest) - len(strings.TrimLeft(rest, " "))
		switch e := evs[i]; e.Kind {
		case engine.Enter, engine.Leave:
			if indent != 2*e.Depth {
				t.Errorf("%s: line %d (%v) indented %d, want %d", name, i+1, e, indent, 2*e.Depth)
			}
		case engine.Finish:
			if indent != 0 {
				t.Errorf("%s: the last line is indented %d", name, indent)
			}
		}
		if strings.TrimSpace(rest) == "" || strings.Contains(rest, "<no value>") {
			t.Errorf("%s: line %d says %q", name, i+1, rest)
		}
	}
}

func TestQueensLog(t *testing.T) {
	code, out, errOut := runArgs("", "queens", "-n", "4", "-check", "scan", "-log")
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	head := "" +
		"     1  Start in row 1: look for a safe column\n" +
		"     2  Row 1: try column 1\n" +
		"     3  Row 1: column 1 is safe — place a queen and go on to row 2\n" +
		"     4    Row 2: look for a safe column\n" +
		"     5    Row 2: try column 1\n" +
		"     6    Row 2: column 1 is attacked along its column by the queen in row 1 — skip\n" +
		"     7    Row 2: try column 2\n" +
		"     8    Row 2: column 2 is attacked along a \\ diagonal by the queen in row 1 — skip\n" +
		"     9    Row 2: try column 3\n" +
		"    10    Row 2: column 3 is safe — place a queen and go on to row 3\n" +
		"    11      Row 3: look for a safe column\n" +
		"    12      Row 3: try column 1\n"
	if !strings.HasPrefix(out, head) {
		t.Errorf("the log starts\n%s\nwant\n%s", firstLines(out, 12), head)
	}
	tail := "" +
		"   167  Row 2: no safe column left — backtrack to row 1 and take its queen back from column 4\n" +
		"   168  Row 1: every column tried — the search is over\n" +
		"   169  Finished: 2 solutions\n"
	if !strings.HasSuffix(out, tail) {
		t.Errorf("the log ends\n%s\nwant\n%s", out[max(0, len(out)-300):], tail)
	}
	for _, check := range []queens.Check{queens.Scan, queens.Arrays, queens.Bitmask} {
		_, out, _ := runArgs("", "queens", "-n", "5", "-check", check.String(), "-log")
		evs := eventsOf((&queens.Solver{N: 5, Check: check}).Search)
		checkLog(t, "queens n=5 "+check.String(), out, evs)
		if got := strings.Count(out, "Solution "); got != 10 {
			t.Errorf("%v: %d solutions told, want 10", check, got)
		}
	}
}

// dotCounts counts a DOT graph's nodes, edges, stubs (cut edges) and
// solutions (double boxes).
func dotCounts(dot string) (nodes, edges, stubs, solutions int) {
	nodes = len(regexp.MustCompile(`(?m)^\tn\d+ \[label=`).FindAllString(dot, -1))
	edges = strings.Count(dot, " -> ")
	stubs = strings.Count(dot, "arrowhead=tee")
	solutions = strings.Count(dot, "peripheries=2")
	return
}

// eventCounts counts the choices placed (not forced), the rejected tries
// and the solutions among evs.
func eventCounts(evs []engine.Event) (choices, rejects, solutions int) {
	for _, e := range evs {
		switch {
		case e.Kind == engine.Place && !e.Forced:
			choices++
		case e.Kind == engine.Reject:
			rejects++
		case e.Kind == engine.Solution:
			solutions++
		}
	}
	return
}

func TestQueensTree(t *testing.T) {
	// The 4-queens tree: 16 queens placed by every check; the scan and
	// the arrays reject 44 tries, the bitmask tries only free squares.
	// 6-queens: 152 placements of 894 tries.
	for _, c := range []struct {
		n                    int
		check                queens.Check
		nodes, stubs, solved int
	}{
		{4, queens.Scan, 61, 44, 2},
		{4, queens.Arrays, 61, 44, 2},
		{4, queens.Bitmask, 17, 0, 2},
		{6, queens.Scan, 895, 742, 4},
		{6, queens.Bitmask, 153, 0, 4},
	} {
		name := fmt.Sprintf("n=%d %v", c.n, c.check)
		code, dot, errOut := runArgs("", "queens", "-n", fmt.Sprint(c.n), "-check", c.check.String(), "-tree", "dot")
		if code != ExitOK || errOut != "" {
			t.Fatalf("%s: exit %d, stderr %q", name, code, errOut)
		}
		if !strings.HasPrefix(dot, "digraph search {\n") || !strings.HasSuffix(dot, "}\n") {
			t.Errorf("%s: not a DOT graph:\n%s", name, firstLines(dot, 3))
		}
		nodes, edges, stubs, solved := dotCounts(dot)
		if nodes != c.nodes || edges != nodes-1 || stubs != c.stubs || solved != c.solved {
			t.Errorf("%s: %d nodes, %d edges, %d stubs, %d solutions; want %d, %d, %d, %d",
				name, nodes, edges, stubs, solved, c.nodes, c.nodes-1, c.stubs, c.solved)
		}
		choices, rejects, solutions := eventCounts(eventsOf((&queens.Solver{N: c.n, Check: c.check}).Search))
		if nodes != 1+choices+rejects || stubs != rejects || solved != solutions {
			t.Errorf("%s: the events make %d choices, %d rejections, %d solutions", name, choices, rejects, solutions)
		}
	}
	_, text, _ := runArgs("", "queens", "-n", "4", "-check", "scan", "-tree", "text")
	head := "start\n" +
		"  col 1\n" +
		"    col 1 ✗ column\n" +
		"    col 2 ✗ diagonal\n" +
		"    col 3\n" +
		"      col 1 ✗ column\n" +
		"      col 2 ✗ anti-diagonal\n"
	if !strings.HasPrefix(text, head) {
		t.Errorf("the outline starts\n%s\nwant\n%s", firstLines(text, 7), head)
	}
	if lines := strings.Count(text, "\n"); lines != 61 || strings.Count(text, "✓ solution") != 2 {
		t.Errorf("the outline has %d lines and %d solutions, want 61 and 2", lines, strings.Count(text, "✓ solution"))
	}
	if !strings.Contains(text, "        col 3  ✓ solution (step 69)\n") {
		t.Errorf("the first solution is not marked at its step:\n%s", text)
	}
}

func TestShowRefusals(t *testing.T) {
	for _, c := range []struct {
		args    []string
		errLine string
	}{
		{[]string{"queens", "-n", "4", "-log", "-tree", "dot"}, "backtracklab queens: -log and -tree show one thing each: choose one"},
		{[]string{"queens", "-n", "4", "-tree", "jpg"}, `backtracklab queens: unknown -tree "jpg" (want dot, text, pdf, svg or png)`},
		{[]string{"queens", "-n", "4", "-log", "-count"}, "backtracklab queens: -log and -tree show the listing search: not with -count, -unique or -format"},
		{[]string{"queens", "-n", "4", "-tree", "text", "-unique"}, "backtracklab queens: -log and -tree show the listing search: not with -count, -unique or -format"},
		{[]string{"sudoku", "-tree", "gif"}, `backtracklab sudoku: unknown -tree "gif" (want dot, text, pdf, svg or png)`},
		{[]string{"maze", "-log", "-tree", "text"}, "backtracklab maze: -log and -tree show one thing each: choose one"},
	} {
		code, out, errOut := runArgs("", c.args...)
		if code != ExitUsage || out != "" || firstLines(errOut, 1) != c.errLine+"\n" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d and %q", c.args, code, out, errOut, ExitUsage, c.errLine)
		}
	}
	if code, out, _ := runArgs("", "queens", "-n", "3", "-log"); code != ExitFail || !strings.HasSuffix(out, "  Finished: no solution for n = 3\n") {
		t.Errorf("n=3: exit %d, log ends %q", code, out[max(0, len(out)-60):])
	}
}

// -tree stops a search at maxTreeSteps, shows the tree up to there and
// says so.
func TestTreeCut(t *testing.T) {
	defer func(k uint64) { maxTreeSteps = k }(maxTreeSteps)
	maxTreeSteps = 20 // 4-queens with the scan: 2 queens placed, 6 tries rejected by then
	code, dot, errOut := runArgs("", "queens", "-n", "4", "-check", "scan", "-tree", "dot")
	want := "backtracklab queens: the search goes on past 20 steps: the tree shows the first 20, try a smaller puzzle\n"
	if code != ExitFail || errOut != want {
		t.Errorf("exit %d, stderr %q; want %d, %q", code, errOut, ExitFail, want)
	}
	evs := eventsOf((&queens.Solver{N: 4, Check: queens.Scan}).Search)[:20]
	choices, rejects, _ := eventCounts(evs)
	if nodes, _, stubs, _ := dotCounts(dot); nodes != 1+choices+rejects || stubs != rejects || choices != 2 || rejects != 6 {
		t.Errorf("cut tree: %d nodes, %d stubs; the first 20 steps make %d choices and %d rejections", nodes, stubs, choices, rejects)
	}
}

// sudoku4 is assets/puzzles/4x4.txt: one solution, which the plain
// search finds after 57 tries and 7 backtracks.
const sudoku4 = ". . | 2 .\n2 . | . .\n----+----\n. . | . 3\n. 4 | . .\n"

func TestSudokuLog(t *testing.T) {
	code, out, errOut := runArgs(sudoku4, "sudoku", "-strategy", "plain", "-log")
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	head := "" +
		"     1  The search starts from the givens (depth 0)\n" +
		"     2  r1c1: try 1\n" +
		"     3  r1c1: 1 fits — place it and go deeper (depth 1)\n" +
		"     4    Depth 1: on to the next empty cell\n" +
		"     5    r1c2: try 1\n" +
		"     6    r1c2: 1 is already in row 1 (r1c1) — skip\n"
	if !strings.HasPrefix(out, head) || !strings.HasSuffix(out, "  The search is over: 1 solution, after 57 tries and 7 backtracks\n") {
		t.Errorf("the log:\n%s…\n%s", firstLines(out, 6), out[max(0, len(out)-200):])
	}
	g, err := sudoku.Parse(sudoku4)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range sudoku.Strategies {
		_, out, _ := runArgs(sudoku4, "sudoku", "-strategy", st.String(), "-log")
		evs := eventsOf((&sudoku.Solver{Strategy: st, Limit: 1}).Search(g))
		checkLog(t, "sudoku 4x4 "+st.String(), out, evs)

		_, dot, _ := runArgs(sudoku4, "sudoku", "-strategy", st.String(), "-tree", "dot")
		nodes, edges, stubs, solved := dotCounts(dot)
		choices, rejects, solutions := eventCounts(evs)
		if nodes != 1+choices+rejects || edges != nodes-1 || stubs != rejects || solved != solutions || solved != 1 {
			t.Errorf("%v tree: %d nodes, %d edges, %d stubs, %d solutions; the events make %d choices, %d rejections, %d solutions",
				st, nodes, edges, stubs, solved, choices, rejects, solutions)
		}
	}
	// The fewest-candidates search fills this one by singles alone: the
	// tree is its root, with the 12 forced digits folded in.
	_, text, _ := runArgs(sudoku4, "sudoku", "-strategy", "mrv", "-tree", "text")
	if text != "givens +12 forced  ✓ solution (step 14)\n" {
		t.Errorf("mrv tree: %q", text)
	}
	if code, _, errOut := runArgs(sudoku4+"\n"+sudokuSmall+"\n", "sudoku", "-log"); code != ExitUsage ||
		firstLines(errOut, 1) != "backtracklab sudoku: -log and -tree show one puzzle: the input holds more\n" {
		t.Errorf("two puzzles: exit %d, %q", code, errOut)
	}
}

// A forced digit taken back is told with the reason it had been forced,
// read off the events.
func TestSudokuLogTellsWhyAForcedDigitGoesBack(t *testing.T) {
	_, out, _ := runArgs(sudokuHard, "sudoku", "-strategy", "singles", "-log")
	if !strings.Contains(out, "take back") || !strings.Contains(out, ", forced as ") || strings.Contains(out, "take back the forced") {
		t.Errorf("forced digits taken back are not told with their reason:\n%s", firstLines(out, 40))
	}
}

func TestMazeLog(t *testing.T) {
	code, out, errOut := runArgs(smallMaze, "maze", "-log")
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	head := "" +
		"     1  Start at S (r2c2)\n" +
		"     2  Enter S (r2c2) (path length 0)\n" +
		"     3  S (r2c2): look for a way on — up, right, down, left in turn\n" +
		"     4  From r2c2 try up: r1c2\n" +
		"     5  r1c2 is a wall — skip\n" +
		"     6  From r2c2 try right: r2c3\n" +
		"     7  Enter r2c3 (path length 1)\n" +
		"     8    r2c3: look for a way on — up, right, down, left in turn\n"
	tail := "" +
		"   207        Reached E: path of 4 steps\n" +
		"   208  The search is over: E reached after 77 tries, 21 cells explored\n"
	if !strings.HasPrefix(out, head) || !strings.HasSuffix(out, tail) {
		t.Errorf("the log:\n%s…\n%s", firstLines(out, 8), out[max(0, len(out)-200):])
	}
	m, err := maze.Parse(strings.NewReader(smallMaze))
	if err != nil {
		t.Fatal(err)
	}
	checkLog(t, "maze dfs", out, eventsOf(maze.NewDFS(m).Run))
	_, out, _ = runArgs(smallMaze, "maze", "-algo", "bfs", "-log")
	evs := eventsOf(maze.NewBFS(m).Run)
	checkLog(t, "maze bfs", out, evs)
	if !strings.Contains(out, "     4  Take S (r2c2) from the queue: ring 0 — look at its neighbours\n") {
		t.Errorf("bfs log:\n%s", firstLines(out, 6))
	}
	for _, algo := range []string{"dfs", "bfs"} {
		_, dot, _ := runArgs(smallMaze, "maze", "-algo", algo, "-tree", "dot")
		evs := eventsOf(maze.NewDFS(m).Run)
		if algo == "bfs" {
			evs = eventsOf(maze.NewBFS(m).Run)
		}
		nodes, edges, stubs, solved := dotCounts(dot)
		choices, rejects, _ := eventCounts(evs)
		if nodes != 1+choices+rejects || edges != nodes-1 || stubs != rejects || solved != 1 {
			t.Errorf("%s tree: %d nodes, %d edges, %d stubs, %d solutions; the events make %d cells entered and %d refused",
				algo, nodes, edges, stubs, solved, choices, rejects)
		}
	}
}

// firstLines is the first k lines of s.
func firstLines(s string, k int) string {
	lines := strings.SplitAfter(s, "\n")
	return strings.Join(lines[:min(k, len(lines))], "")
}
