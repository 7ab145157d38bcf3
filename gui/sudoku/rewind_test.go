package sudoku

import (
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tracetest"
)

// A random walk back and forth over recorded runs (the 4×4 sample by
// plain search, a hard 9×9 by the fewest candidates with singles) shows at
// every step what a fresh replay to that step shows; a thousand steps
// forward and back restore the start.
func TestRewindMatchesAFreshReplay(t *testing.T) {
	for _, c := range []struct {
		puzzle   string
		strategy sudoku.Strategy
	}{
		{"....2...3....4..", sudoku.Plain}, // assets/puzzles/4x4.txt, read row by row
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", sudoku.MRV},
	} {
		g, err := sudoku.Parse(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		var events []engine.Event
		tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
		end := (&sudoku.Solver{Strategy: c.strategy}).Run(g, tr)
		events = append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
		tracetest.Walk(t, events, func() trace.Board { return newPosition(g) }, tracetest.Snapshot, 64, 3000, uint64(c.strategy))
	}
}
