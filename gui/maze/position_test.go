package maze

import (
	"bytes"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// searchOf is the engine's search alg on m.
func searchOf(m *maze.Maze, alg Algorithm) engine.Search {
	if alg == BFS {
		return maze.NewBFS(m).Run
	}
	return maze.NewDFS(m).Run
}

// A run watched on and off under a Runner ends with the position a run
// watched throughout has: each Resync burst restates the maze whole.
// Right after a DFS burst the search stands at the end of the path the
// Resync names, whatever dead ends were restated before it.
func TestPositionRebuildsFromResyncBursts(t *testing.T) {
	m := maze.Generate(120, 120, 3) // about 200,000 events for each search
	for _, alg := range []Algorithm{DFS, BFS} {
		want := newPosition(newPlan(alg, alg), m.Width(), m.Height())
		searchOf(m, alg)(engine.NewTracer(func(e engine.Event) { want.Apply(&e) }))
		var got *position
		resyncs := 0
		// Which steps go unwatched depends on the scheduler: a run that
		// was never joined mid-run, or ended unwatched (the toggler woke
		// too late), is tried again; about one in two is both.
		for try := 0; try < 20 && (resyncs == 0 || !got.over || !got.solved); try++ {
			var bad string
			got, resyncs, bad = blinkingRun(m, alg)
			if bad != "" {
				t.Fatalf("%v: %s", alg, bad)
			}
		}
		if resyncs == 0 || !got.solved {
			t.Fatalf("%v: no run was both joined mid-run and watched at its end", alg)
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
	}
}

// blinkingRun runs alg on m under a Runner, watched (paced, too fast to
// wait) but for a blink of full speed at a few steps early on: the search
// goes on unwatched at once and is joined again at its next poll, once a
// toggler has slowed it down again. It returns the position the events
// built, how many Resyncs there were, and what went wrong right after a
// burst, if anything.
func blinkingRun(m *maze.Maze, alg Algorithm) (got *position, resyncs int, bad string) {
	got = newPosition(newPlan(alg, alg), m.Width(), m.Height())
	var resync engine.Event
	steps := 0
	r := engine.NewRunner()
	r.SetSpeed(1e8)
	// The toggler spins rather than waits on a channel: woken late, it
	// would leave the rest of the run unwatched.
	var blinks atomic.Int32
	var stop atomic.Bool
	done := make(chan struct{})
	go func() {
		defer close(done)
		for !stop.Load() {
			if blinks.Load() == 0 {
				runtime.Gosched()
				continue
			}
			// A few microseconds: the search has read by then that
			// nobody watches.
			for start := time.Now(); time.Since(start) < 5*time.Microsecond; {
			}
			r.SetSpeed(1e8)
			blinks.Add(-1)
		}
	}()
	r.Start(searchOf(m, alg), func(e engine.Event, _ *engine.Stats) {
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
			r.SetSpeed(engine.Unlimited)
			blinks.Add(1)
		}
	})
	r.Wait()
	stop.Store(true)
	<-done
	return got, resyncs, bad
}
