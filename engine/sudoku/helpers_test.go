package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"backtracklab/engine"
)

// answered is a test line PUZZLE:COUNT[:SOLUTION]; count is -1 when it
// does not fit an int (the empty grid's count).
type answered struct {
	line     int
	puzzle   string
	count    int
	solution string
}

// readLines returns the lines of a testdata file, without blank ones.
func readLines(t testing.TB, name string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			lines = append(lines, l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// readPuzzles parses every line of a testdata file of plain puzzles.
func readPuzzles(t testing.TB, name string) []Grid {
	t.Helper()
	var grids []Grid
	for i, l := range readLines(t, name) {
		g, err := Parse(l)
		if err != nil {
			t.Fatalf("%s line %d: %v", name, i+1, err)
		}
		grids = append(grids, g)
	}
	return grids
}

// readAnswered reads a testdata file of PUZZLE:COUNT[:SOLUTION] lines.
func readAnswered(t testing.TB, name string) []answered {
	t.Helper()
	var out []answered
	for i, l := range readLines(t, name) {
		f := strings.Split(l, ":")
		if len(f) < 2 {
			t.Fatalf("%s line %d: no count", name, i+1)
		}
		a := answered{line: i + 1, puzzle: f[0], count: -1}
		if n, err := strconv.Atoi(f[1]); err == nil {
			a.count = n
		}
		if len(f) > 2 {
			a.solution = f[2]
		}
		out = append(out, a)
	}
	return out
}

// mustParse parses a grid a test writes out in full.
func mustParse(t testing.TB, s string) Grid {
	t.Helper()
	g, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// naiveValid checks the rules the slow way, by comparing every pair of
// cells that share a row, column or box; it is the yardstick for
// Validate.
func naiveValid(g Grid) bool {
	n, b := g.Size(), g.BoxSize()
	for i := 0; i < n*n; i++ {
		for j := i + 1; j < n*n; j++ {
			ri, ci, rj, cj := i/n, i%n, j/n, j%n
			same := ri == rj || ci == cj || (ri/b == rj/b && ci/b == cj/b)
			if same && g.At(ri, ci) != 0 && g.At(ri, ci) == g.At(rj, cj) {
				return false
			}
		}
	}
	return true
}

// checkSolution fails t unless sol is a full grid that keeps the rules
// and every given of puzzle.
func checkSolution(t testing.TB, what string, puzzle, sol Grid) {
	t.Helper()
	if sol.Size() != puzzle.Size() {
		t.Errorf("%s: solution is %dx%d, puzzle %dx%d", what, sol.Size(), sol.Size(), puzzle.Size(), puzzle.Size())
		return
	}
	if !sol.Full() || !naiveValid(sol) {
		t.Errorf("%s: not a solution: %s", what, sol)
		return
	}
	n := puzzle.Size()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if v := puzzle.At(r, c); v != 0 && sol.At(r, c) != v {
				t.Errorf("%s: given %d at r%dc%d changed to %d", what, v, r+1, c+1, sol.At(r, c))
				return
			}
		}
	}
}

// solutionOf is the solution a Solution event carries (see Solver.Run), a
// copy; ok is false on an event without one.
func solutionOf(e engine.Event) (g Grid, ok bool) {
	if p, is := e.Result.(*Grid); is && e.Kind == engine.Solution {
		return *p, true
	}
	return Grid{}, false
}

// solutionsTo is a result tracer that appends every solution found to sols.
func solutionsTo(sols *[]Grid) *engine.Tracer {
	return engine.NewResultTracer(func(e engine.Event) {
		if g, ok := solutionOf(e); ok {
			*sols = append(*sols, g)
		}
	})
}
