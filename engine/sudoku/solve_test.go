package sudoku

import (
	"fmt"
	"testing"

	"backtracklab/engine"
)

// solveSet solves every puzzle of a file with one strategy and checks each
// solution against the rules and the givens.
func solveSet(t *testing.T, name string, st Strategy) {
	t.Helper()
	s := Solver{Strategy: st, Limit: 1}
	var sol Grid
	tr := engine.NewResultTracer(func(e engine.Event) { sol, _ = solutionOf(e) })
	for i, g := range readPuzzles(t, name) {
		sol = Grid{}
		if end := s.Run(g, tr); end != engine.LimitReached {
			t.Errorf("%s line %d: %s ended %v", name, i+1, st, end)
			continue
		}
		checkSolution(t, fmt.Sprintf("%s line %d (%s)", name, i+1, st), g, sol)
	}
	if tr.Stats.Solutions != uint64(len(readLines(t, name))) {
		t.Errorf("%s: %d solutions counted", name, tr.Stats.Solutions)
	}
}

func TestMRVSolvesEverySet(t *testing.T) {
	for _, name := range []string{
		"sudoku_norvig_easy50.txt", "sudoku_norvig_top95.txt", "sudoku_norvig_hardest11.txt",
		"sudoku_magictour_top1465.txt", "sudoku_17clue_sample500.txt", "sudoku_qqwing_diabolical_sample500.txt",
	} {
		solveSet(t, name, MRV)
	}
}

// fixedOrderEasy are the lines of easy50 (and hardest11) that Records and
// Static both finish in under 150,000 nodes: enough for Plain under -race.
var fixedOrderEasy = map[string][]int{
	"sudoku_norvig_easy50.txt":    {1, 2, 4, 5, 8, 12, 15, 16, 17, 19, 20, 21, 25, 27, 33, 34, 35, 36, 37, 38, 39, 40, 43},
	"sudoku_norvig_hardest11.txt": {7, 8},
}

func TestSlowStrategiesSolveEasySets(t *testing.T) {
	for name, lines := range fixedOrderEasy {
		all := readPuzzles(t, name)
		for _, st := range []Strategy{Plain, Records, Static} {
			s := Solver{Strategy: st, Limit: 1}
			var sol Grid
			tr := engine.NewResultTracer(func(e engine.Event) { sol, _ = solutionOf(e) })
			for _, line := range lines {
				g := all[line-1]
				sol = Grid{}
				if end := s.Run(g, tr); end != engine.LimitReached {
					t.Errorf("%s line %d: %s ended %v", name, line, st, end)
					continue
				}
				checkSolution(t, fmt.Sprintf("%s line %d (%s)", name, line, st), g, sol)
			}
		}
	}
	if !testing.Short() {
		// Records is the quickest of the three: it takes the whole sets.
		solveSet(t, "sudoku_norvig_easy50.txt", Records)
		solveSet(t, "sudoku_norvig_hardest11.txt", Records)
	}
}

func TestKnownSolutions(t *testing.T) {
	for _, a := range readAnswered(t, "sudoku_solutions.txt") {
		g := mustParse(t, a.puzzle)
		sol, end, _ := Solve(g, MRV)
		if end != engine.LimitReached || sol.String() != a.solution {
			t.Errorf("line %d: %v %s, want %s", a.line, end, sol, a.solution)
		}
		if a.count != 1 {
			t.Fatalf("line %d: count %d", a.line, a.count)
		}
		if n := CountSolutions(g, 2); n != 1 {
			t.Errorf("line %d: %d solutions, want 1", a.line, n)
		}
	}
}

func TestKnownCounts(t *testing.T) {
	for _, a := range readAnswered(t, "sudoku_tdoku_known_counts.txt") {
		g := mustParse(t, a.puzzle)
		if n := CountSolutions(g, 0); n != a.count {
			t.Errorf("line %d: %d solutions, want %d", a.line, n, a.count)
		}
		if n := CountSolutions(g, 2); n != min(a.count, 2) {
			t.Errorf("line %d: %d solutions with limit 2, want %d", a.line, n, min(a.count, 2))
		}
		if a.solution != "" {
			if sol, _, _ := Solve(g, MRV); sol.String() != a.solution {
				t.Errorf("line %d: solved %s, want %s", a.line, sol, a.solution)
			}
		}
	}
}

func TestEdgeCases(t *testing.T) {
	for _, a := range readAnswered(t, "sudoku_edge_cases.txt") {
		g := mustParse(t, a.puzzle)
		want := 2 // line 1's count is too big for an int
		if a.count >= 0 {
			want = min(a.count, 2)
		}
		if n := CountSolutions(g, 2); n != want {
			t.Errorf("line %d: %d solutions (limit 2), want %d", a.line, n, want)
		}
		for _, st := range Strategies {
			if st != MRV && (a.line == 10 || a.line == 13 || a.line == 14) {
				continue // seconds to minutes in a fixed cell order
			}
			s := Solver{Strategy: st, Limit: 2}
			tr := engine.NewTracer(nil)
			end := s.Run(g, tr)
			wantEnd := map[int]engine.End{0: engine.NoSolution, 1: engine.Done, 2: engine.LimitReached}[want]
			if int(tr.Stats.Solutions) != want || end != wantEnd {
				t.Errorf("line %d %s: %d solutions, %v; want %d, %v", a.line, st, tr.Stats.Solutions, end, want, wantEnd)
			}
		}
	}
	// Line 13 has 1158 solutions exactly.
	if n := CountSolutions(mustParse(t, readAnswered(t, "sudoku_edge_cases.txt")[12].puzzle), 0); n != 1158 {
		t.Errorf("line 13: %d solutions, want 1158", n)
	}
}
