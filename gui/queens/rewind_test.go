package queens

import (
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tracetest"
)

// A random walk back and forth over a recorded run of 6-queens shows at
// every step what a fresh replay to that step shows, for every check; a
// thousand steps forward and back restore the start.
func TestRewindMatchesAFreshReplay(t *testing.T) {
	for _, check := range queens.Checks() {
		var events []engine.Event
		tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
		end := (&queens.Solver{N: 6, Check: check}).Search(tr)
		events = append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
		tracetest.Walk(t, events, func() trace.Board { return newPosition(6) }, tracetest.Snapshot, 64, 3000, uint64(check))
	}
}
