package queens

import (
	"fmt"
	"slices"
	"testing"

	"backtracklab/engine"
)

// A seeded variant (Solver.First) finds exactly the solutions whose first
// queen stands in that column, in the same order, with every check,
// watched or not; watched, row 0 tries that column alone and its events
// keep the grammar (every Try answered, every Place undone).
func TestSolverFirstFixesRowZero(t *testing.T) {
	for _, n := range []int{1, 4, 5, 6, 8} {
		all := naiveSolutions(n)
		for first := 1; first <= n; first++ {
			var want [][]byte
			for _, s := range all {
				if int(s[0]) == first-1 {
					want = append(want, s)
				}
			}
			for _, check := range Checks() {
				t.Run(fmt.Sprintf("n=%d/first=%d/%s", n, first, check), func(t *testing.T) {
					for _, watched := range []bool{false, true} {
						sols := NewSolutions(n)
						var evs []engine.Event
						tr := engine.NewResultTracer(sols.Found)
						if watched {
							tr = engine.NewTracer(func(e engine.Event) {
								sols.Found(e)
								evs = append(evs, e)
							})
						}
						end := (&Solver{N: n, Check: check, First: first}).Search(tr)
						if sols.Len() != len(want) {
							t.Fatalf("watched=%v: %d solutions, want %d (end %v)", watched, sols.Len(), len(want), end)
						}
						for i, w := range want {
							if !slices.Equal(sols.At(i), w) {
								t.Fatalf("watched=%v: solution %d = %v, want %v", watched, i, sols.At(i), w)
							}
						}
						if wantEnd := map[bool]engine.End{true: engine.Done, false: engine.NoSolution}[len(want) > 0]; end != wantEnd {
							t.Errorf("watched=%v: end %v, want %v", watched, end, wantEnd)
						}
						if !watched {
							continue
						}
						tries, places := 0, 0
						for _, e := range evs {
							if e.Row != 0 || e.Depth != 0 {
								continue
							}
							switch e.Kind {
							case engine.Try:
								tries++
								if e.Col != first-1 {
									t.Fatalf("row 0 tries column %d, want only %d", e.Col, first-1)
								}
							case engine.Place:
								places++
							case engine.Undo:
								places--
							case engine.Choose:
								if e.Value != 1<<(first-1) || e.Count != 1 {
									t.Errorf("row 0 chooses %b (%d), want only column %d", e.Value, e.Count, first-1)
								}
							}
						}
						if tries != 1 || places != 0 {
							t.Errorf("row 0: %d tries, %d places not undone; want 1 and 0", tries, places)
						}
						if evs[0].Kind != engine.Enter || evs[len(evs)-1].Kind != engine.Leave {
							t.Errorf("stream from %v to %v", evs[0].Kind, evs[len(evs)-1].Kind)
						}
					}
				})
			}
		}
	}
}

func TestSolverFirstPastTheBoardFindsNothing(t *testing.T) {
	for _, first := range []int{-1, 9} {
		tr := engine.NewTracer(nil)
		if end := (&Solver{N: 8, Check: Scan, First: first}).Search(tr); end != engine.NoSolution || tr.Stats.Nodes != 0 {
			t.Errorf("First=%d: end %v after %d tries, want NoSolution at once", first, end, tr.Stats.Nodes)
		}
	}
}
