package sudoku

import (
	"testing"

	"backtracklab/engine"
)

func TestSolverLimitAndEnd(t *testing.T) {
	twoWays := mustParse(t, readAnswered(t, "sudoku_edge_cases.txt")[11].puzzle)
	none := mustParse(t, readAnswered(t, "sudoku_edge_cases.txt")[7].puzzle)
	for _, st := range Strategies {
		for _, tc := range []struct {
			g     Grid
			limit int
			found int
			end   engine.End
		}{
			{twoWays, 0, 2, engine.Done},
			{twoWays, 1, 1, engine.LimitReached},
			{twoWays, 2, 2, engine.LimitReached},
			{twoWays, 3, 2, engine.Done},
			{none, 0, 0, engine.NoSolution},
			{none, 1, 0, engine.NoSolution},
		} {
			var got []Grid
			s := Solver{Strategy: st, Limit: tc.limit}
			tr := solutionsTo(&got)
			if end := s.Run(tc.g, tr); end != tc.end || len(got) != tc.found || tr.Stats.Solutions != uint64(tc.found) {
				t.Errorf("%s limit %d: %v with %d solutions, want %v with %d", st, tc.limit, end, len(got), tc.end, tc.found)
			}
			if len(got) == 2 && got[0] == got[1] {
				t.Errorf("%s: the same solution twice", st)
			}
		}
	}
}

func TestInvalidGivensHaveNoSolution(t *testing.T) {
	var g Grid
	g.Set(0, 0, 5)
	g.Set(0, 8, 5)
	for _, st := range Strategies {
		s := Solver{Strategy: st}
		tr := engine.NewTracer(func(e engine.Event) { t.Errorf("%s: event %v for invalid givens", st, e) })
		if end := s.Run(g, tr); end != engine.NoSolution {
			t.Errorf("%s: %v", st, end)
		}
	}
	if n := CountSolutions(g, 2); n != 0 {
		t.Errorf("CountSolutions = %d", n)
	}
	sol, end, _ := Solve(g, MRV)
	if sol != g || end != engine.NoSolution {
		t.Errorf("Solve: %v %s", end, sol)
	}
}

func TestSolverIsReusedAcrossSizes(t *testing.T) {
	s := Solver{Limit: 1}
	var sols []Grid
	for _, g := range []Grid{blank(patternSolution(4), 150), mustParse(t, easy1), blank(patternSolution(2), 12), mustParse(t, easy1)} {
		sols = sols[:0]
		tr := solutionsTo(&sols)
		if end := s.Run(g, tr); end != engine.LimitReached {
			t.Fatalf("%dx%d: %v", g.Size(), g.Size(), end)
		}
		if len(sols) != 1 {
			t.Fatalf("%dx%d: %d solutions reported, want 1", g.Size(), g.Size(), len(sols))
		}
		checkSolution(t, "reused solver", g, sols[0])
	}
}

func TestRunnerStopsASearch(t *testing.T) {
	for _, st := range Strategies {
		s := Solver{Strategy: st}
		r := engine.NewRunner()
		r.Pause() // the run waits before its first step
		var last engine.Event
		r.Start(s.Search(mustParse(t, easy1)), func(e engine.Event, _ *engine.Stats) { last = e })
		r.Stop()
		end, _ := r.Wait()
		if end != engine.Stopped || last.Kind != engine.Finish || last.End != engine.Stopped {
			t.Errorf("%s: %v, last event %v", st, end, last)
		}
		r.Resume()
		r.Start(s.Search(mustParse(t, easy1)), nil)
		if end, stats := r.Wait(); end != engine.Done || stats.Solutions != 1 {
			t.Errorf("%s: second run %v with %d solutions", st, end, stats.Solutions)
		}
	}
}

// One Solver, general search, runs puzzle after puzzle to its limit: each
// run starts from an empty path, whatever the one before left on it.
func TestSolverReusedOnLimits(t *testing.T) {
	s := Solver{Strategy: MRV, Limit: 1, generic: true}
	for round := range 3 {
		for i, g := range readPuzzles(t, "sudoku_norvig_top95.txt") {
			tr := engine.NewResultTracer(nil)
			if end := s.Run(g, tr); end != engine.LimitReached {
				t.Fatalf("round %d puzzle %d: %v", round, i, end)
			}
			checkSolution(t, "top95", g, s.mrv.result)
		}
	}
}
