package queens

import (
	"bytes"
	"sync/atomic"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/run"
)

// scriptedControl plays the session's part in a run: Fast and Hold follow
// a script the test writes.
type scriptedControl struct {
	fast, slow, quit atomic.Bool
	holds            int                     // calls of Hold so far
	hold             func(k int) run.Verdict // what the k-th Hold (1-based) says
}

func (c *scriptedControl) Fast() bool             { return c.fast.Load() }
func (c *scriptedControl) Slow() bool             { return c.slow.Load() }
func (c *scriptedControl) Quitting() bool         { return c.quit.Load() }
func (c *scriptedControl) FastFlag() *atomic.Bool { return &c.fast }
func (c *scriptedControl) SlowFlag() *atomic.Bool { return &c.slow }
func (c *scriptedControl) Hold() run.Verdict {
	c.holds++
	if c.hold == nil {
		return run.Go
	}
	return c.hold(c.holds)
}

// bare lists the solutions of n with the engine alone, with its counters.
func bare(n int) (*queens.Solutions, engine.Stats) {
	sols := queens.NewSolutions(n)
	t := engine.NewTracer(nil)
	(&queens.Solver{N: n, Check: queens.Bitmask, OnSolution: sols.Append}).Search(t)
	return sols, t.Stats
}

// listed returns the solutions the model listed.
func listed(m *model) *queens.Solutions {
	sols := queens.NewSolutions(m.work.n)
	m.each(0, m.snapshot().listed, func(_ int, cols []byte) { sols.Append(cols) })
	return sols
}

func sameSolutions(t *testing.T, got, want *queens.Solutions) {
	t.Helper()
	if got.Len() != want.Len() {
		t.Fatalf("listed %d solutions, want %d", got.Len(), want.Len())
	}
	for i := range want.Len() {
		if !bytes.Equal(got.At(i), want.At(i)) {
			t.Fatalf("solution %d is %v, want %v", i, got.At(i), want.At(i))
		}
	}
}

func sameCounters(t *testing.T, got, want engine.Stats) {
	t.Helper()
	got.Elapsed, want.Elapsed = 0, 0
	if got != want {
		t.Errorf("counters %+v, want %+v", got, want)
	}
}

// runSearch runs a listing search of n under a runner at full speed and
// returns how it ended and its model. onEvent, if set, sees every event
// the runner passes before the search does.
func runSearch(n int, ctl run.Control, onEvent func(engine.Event)) (engine.End, *model) {
	m := newModel(n, ctl)
	s := newSearch(n, queens.Bitmask, ctl, m)
	r := engine.NewRunner()
	r.Start(s.Run, func(e engine.Event, st *engine.Stats) {
		if onEvent != nil {
			onEvent(e)
		}
		s.onEvent(e, st)
	})
	end, _ := r.Wait()
	return end, m
}

func TestWatchedSearchListsEverySolutionWithTheEnginesCounters(t *testing.T) {
	ctl := &scriptedControl{}
	end, m := runSearch(8, ctl, nil)
	want, stats := bare(8)
	snap := m.snapshot()
	if end != engine.Done || snap.end != engine.Done || snap.found != 92 {
		t.Fatalf("end %v / %v, found %d; want done and 92", end, snap.end, snap.found)
	}
	sameSolutions(t, listed(m), want)
	sameCounters(t, snap.stats, stats)
	for r := range 8 {
		if snap.board[r] != -1 {
			t.Errorf("board row %d holds %d after the search, want -1 (all taken back)", r, snap.board[r])
		}
	}
}

func TestFastSearchListsEverySolutionWithTheEnginesCounters(t *testing.T) {
	ctl := &scriptedControl{}
	ctl.fast.Store(true)
	end, m := runSearch(10, ctl, nil)
	want, stats := bare(10)
	// One hold at each solution, and one at each poll of the solver.
	holds := 724 + int(stats.Placements)/queens.PollEvery
	if end != engine.Done || ctl.holds != holds {
		t.Fatalf("end %v after %d holds, want done after %d", end, ctl.holds, holds)
	}
	sameSolutions(t, listed(m), want)
	sameCounters(t, m.snapshot().stats, stats)
}

// A search that goes from fast to watched (the user steps) and back to fast
// (the user resumes at full speed) must list each solution once, in order,
// and end with the counters of one whole run.
func TestSwitchingBetweenFastAndWatchedKeepsTheRun(t *testing.T) {
	ctl := &scriptedControl{}
	ctl.fast.Store(true)
	ctl.hold = func(k int) run.Verdict {
		if k == 30 {
			ctl.fast.Store(false)
			return run.Watch
		}
		return run.Go
	}
	solutions := 0
	var afterCatchUp []engine.Kind
	end, m := runSearch(8, ctl, func(e engine.Event) {
		if len(afterCatchUp) < 3 {
			afterCatchUp = append(afterCatchUp, e.Kind)
		}
		if e.Kind == engine.Solution {
			solutions++
			if solutions == 20 { // the 50th in all: back to full speed
				ctl.fast.Store(true)
			}
		}
	})
	want, stats := bare(8)
	if end != engine.Done {
		t.Fatalf("end %v, want done", end)
	}
	// The watched phase starts right after the 30th solution, whose last
	// queen is taken back next.
	if afterCatchUp[0] != engine.Undo {
		t.Errorf("first events passed on after catching up: %v, want an Undo first", afterCatchUp)
	}
	sameSolutions(t, listed(m), want)
	sameCounters(t, m.snapshot().stats, stats)
	if ctl.holds != 30+(92-50+1) {
		t.Errorf("%d holds, want %d (30 fast, then 43 fast again from the 50th)", ctl.holds, 30+43)
	}
}

func TestQuitEndsAFastSearch(t *testing.T) {
	ctl := &scriptedControl{}
	ctl.fast.Store(true)
	ctl.hold = func(k int) run.Verdict {
		if k == 10 {
			return run.Quit
		}
		return run.Go
	}
	end, m := runSearch(8, ctl, nil)
	snap := m.snapshot()
	if end != engine.Stopped || snap.end != engine.Stopped || snap.listed != 10 {
		t.Errorf("end %v / %v with %d listed, want stopped with 10", end, snap.end, snap.listed)
	}
}

func TestQuitEndsACatchUp(t *testing.T) {
	ctl := &scriptedControl{}
	ctl.fast.Store(true)
	ctl.hold = func(k int) run.Verdict {
		if k == 60 {
			ctl.fast.Store(false)
			ctl.quit.Store(true) // stopped as the replay begins: it must notice
			return run.Watch
		}
		return run.Go
	}
	passed := 0
	end, m := runSearch(8, ctl, func(engine.Event) { passed++ })
	snap := m.snapshot()
	if end != engine.Stopped || snap.listed != 60 || passed != 1 {
		t.Errorf("end %v, %d listed, %d events passed on; want stopped, 60, only the Finish", end, snap.listed, passed)
	}
}
