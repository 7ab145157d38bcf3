package maze

import (
	"bytes"
	"slices"
	"sync/atomic"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// A run watched on and off ends with the position a run watched
// throughout has: each Resync burst restates the maze whole. Right after a
// DFS burst the search stands at the end of the path the Resync names,
// whatever dead ends were restated before it. Watching is switched at
// exact points (off every 10,000 steps, on again at the second poll
// after), so the test does not depend on the scheduler.
func TestPositionRebuildsFromResyncBursts(t *testing.T) {
	m := maze.Generate(120, 120, 3) // about 200,000 events for each search
	for _, alg := range []Algorithm{DFS, BFS} {
		want := newPosition(alg, m.Width(), m.Height())
		searchOf(m, alg)(engine.NewTracer(func(e engine.Event) { want.Apply(&e) }))
		got, resyncs, bad := switchedRun(m, alg)
		if bad != "" {
			t.Fatalf("%v: %s", alg, bad)
		}
		if resyncs < 2 || !got.solved {
			t.Fatalf("%v: %d resyncs, solved %v: the switches were not tried", alg, resyncs, got.solved)
		}
		if !bytes.Equal(got.cells, want.cells) {
			n := 0
			for i := range got.cells {
				if got.cells[i] != want.cells[i] {
					n++
				}
			}
			t.Errorf("%v: %d cells differ from the run watched throughout (%d Resyncs)", alg, n, resyncs)
		}
		if got.maxDist != want.maxDist || got.current != want.current {
			t.Errorf("%v: max distance %d current %v, want %d %v", alg, got.maxDist, got.current, want.maxDist, want.current)
		}
		// The distances come from the Place events, the path from the
		// search's result: the same either way.
		if (alg == BFS) != (want.dist != nil) || !slices.Equal(got.dist, want.dist) {
			t.Errorf("%v: distances differ from the run watched throughout (%d and %d cells)", alg, len(got.dist), len(want.dist))
		}
		if len(want.path) < 2 || !slices.Equal(got.path, want.path) || want.path[len(want.path)-1] != m.End() {
			t.Errorf("%v: path of %d cells, want %d ending at E", alg, len(got.path), len(want.path))
		}
	}
}

// switchedRun runs alg on m watched, but unwatched from every 10,000th
// step until the search's second poll after it. It returns the position
// the events built, how many Resyncs there were, and what went wrong
// right after a burst, if anything.
func switchedRun(m *maze.Maze, alg Algorithm) (got *position, resyncs int, bad string) {
	got = newPosition(alg, m.Width(), m.Height())
	var resync engine.Event
	steps, polls := 0, 0
	var watching atomic.Bool
	watching.Store(true)
	tr := engine.NewSwitchTracer(func(e engine.Event) {
		if resync.Kind != 0 && !e.Sync && alg == DFS && bad == "" &&
			(!got.hasCurrent || got.current != (maze.Point{Row: resync.Row, Col: resync.Col})) {
			bad = "after the burst the search stands at " + cellName(got.current) + ", not at " + cellName(maze.Point{Row: resync.Row, Col: resync.Col})
		}
		if !e.Sync {
			resync = engine.Event{}
			steps++
		}
		got.Apply(&e)
		if e.Kind == engine.Resync {
			resync = e
			resyncs++
		}
		if !e.Sync && steps%10_000 == 5_000 && steps < 40_000 {
			watching.Store(false)
			polls = 0
		}
	}, &watching, func() bool {
		if polls++; polls == 2 {
			watching.Store(true)
		}
		return true
	})
	searchOf(m, alg)(tr)
	return got, resyncs, bad
}
