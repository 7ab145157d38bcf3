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
		tracetest.Walk(t, events, func() trace.Board { return newPosition(alg, m.Width(), m.Height()) },
			tracetest.Snapshot, 64, 3000, uint64(alg)+1)
	}
}

// A comparison, DFS then BFS and BFS then DFS, recorded as the screen
// runs it: the second search starts on the step the grammar says a
// search starts (S's Try, which closes the first's open frames), and a
// random walk back and forth shows at every step what a fresh replay
// shows, the board starting afresh there.
func TestRewindAComparison(t *testing.T) {
	m := maze.GenerateWithLoops(12, 8, 42, 25)
	for _, first := range []Algorithm{DFS, BFS} {
		mdl := newModel()
		var events []engine.Event
		var tr *engine.Tracer
		tr = engine.NewTracer(func(e engine.Event) {
			mdl.onEvent(e, &tr.Stats)
			events = append(events, e)
		})
		end := compareSearch(m, first)(tr)
		// The second search names itself on its first step, S's Try.
		second := uint64(0)
		for _, e := range events[1:] {
			if alg, ok := algOf(e.Search); ok && e.StartsSearch() {
				if e.Kind != engine.Try || alg != first.other() {
					t.Fatalf("%v first: the second search starts with %v", first, e)
				}
				second = e.Seq
			}
		}
		if second < 2 {
			t.Fatalf("%v first: no step starts the second search", first)
		}
		if snap := mdl.snapshot(); len(snap.results) != 2 || snap.results[0].alg != first || snap.results[1].alg != first.other() {
			t.Fatalf("%v first: results %+v", first, snap.results)
		}
		events = append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
		tracetest.Walk(t, events, func() trace.Board { return newPosition(first, m.Width(), m.Height()) },
			tracetest.Snapshot, 64, 3000, uint64(first)+7)
	}
}
