package maze

import (
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tracetest"
)

// A random walk back and forth over recorded runs of DFS and BFS shows at
// every step what a fresh replay to that step shows; a thousand steps
// forward and back restore the start.
func TestRewindMatchesAFreshReplay(t *testing.T) {
	m := maze.GenerateWithLoops(12, 8, 42, 25)
	for _, alg := range []Algorithm{DFS, BFS} {
		var events []engine.Event
		tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
		end := searchOf(m, alg)(tr)
		events = append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
		tracetest.Walk(t, events, func() trace.Board { return newPosition(newPlan(alg, alg), m.Width(), m.Height()) },
			tracetest.Snapshot, 64, 3000, uint64(alg)+1)
	}
}
