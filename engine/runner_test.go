package engine_test

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"backtracklab/engine"
)

// countdown is a toy search: a chain of depth places, each tried, placed and
// undone, with a solution at the bottom. It emits 3*depth+1 events.
func countdown(depth int) engine.Search {
	return func(t *engine.Tracer) engine.End {
		var rec func(d int)
		rec = func(d int) {
			if d == depth {
				t.Stats.Solutions++
				if t.Watched() {
					t.Emit(engine.Event{Kind: engine.Solution, Depth: d})
				}
				return
			}
			t.Stats.Nodes++
			if t.Watched() {
				t.Emit(engine.Event{Kind: engine.Try, Depth: d, Row: d})
			}
			t.Stats.Placements++
			if t.Watched() {
				t.Emit(engine.Event{Kind: engine.Place, Depth: d, Row: d})
			}
			rec(d + 1)
			t.Stats.Backtracks++
			if t.Watched() {
				t.Emit(engine.Event{Kind: engine.Undo, Depth: d, Row: d})
			}
		}
		rec(0)
		return engine.Done
	}
}

// endless emits events until stopped.
func endless(t *engine.Tracer) engine.End {
	for i := 0; ; i++ {
		t.Stats.Nodes++
		t.Emit(engine.Event{Kind: engine.Try, Row: i})
	}
}

// within fails the test if f does not return in d: a guard against
// deadlocks, not a speed assertion.
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %v", what, d)
	}
}

type recorder struct {
	mu     sync.Mutex
	events []engine.Event
}

func (r *recorder) on(e engine.Event, _ *engine.Stats) {
	r.mu.Lock()
	r.events = append(r.events, e)
	r.mu.Unlock()
}

func (r *recorder) len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.events)
}

func TestRunnerFullSpeed(t *testing.T) {
	r := engine.NewRunner()
	r.WatchAlways(true)
	var rec recorder
	r.Start(countdown(10), rec.on)
	end, stats := r.Wait()
	if end != engine.Done {
		t.Fatalf("end = %v, want done", end)
	}
	if stats.Nodes != 10 || stats.Placements != 10 || stats.Backtracks != 10 || stats.Solutions != 1 {
		t.Errorf("stats = %+v", stats)
	}
	if n := rec.len(); n != 3*10+1+1 {
		t.Errorf("%d events, want 32 (31 and a finish)", n)
	}
	last := rec.events[len(rec.events)-1]
	if last.Kind != engine.Finish || last.End != engine.Done {
		t.Errorf("last event = %v, want finish done", last)
	}
	if r.Running() {
		t.Error("still running after Wait")
	}
}

func TestRunnerWithoutCallback(t *testing.T) {
	r := engine.NewRunner()
	r.Start(countdown(100), nil)
	end, stats := r.Wait()
	if end != engine.Done || stats.Placements != 100 {
		t.Fatalf("end %v, stats %+v", end, stats)
	}
}

func TestRunnerPauseAndStep(t *testing.T) {
	r := engine.NewRunner()
	r.WatchAlways(true) // the events after Resume too
	r.Pause()
	var rec recorder
	r.Start(countdown(5), rec.on)
	// Paused from the start: the first event is reported, then the search
	// waits in it.
	waitFor(t, func() bool { return rec.len() == 1 })
	time.Sleep(20 * time.Millisecond)
	if n := rec.len(); n != 1 {
		t.Fatalf("%d events while paused, want 1", n)
	}
	for i := 2; i <= 4; i++ {
		r.Step()
		waitFor(t, func() bool { return rec.len() == i })
	}
	time.Sleep(20 * time.Millisecond)
	if n := rec.len(); n != 4 {
		t.Fatalf("%d events after 3 steps, want 4", n)
	}
	r.Resume()
	end, _ := r.Wait()
	if end != engine.Done || rec.len() != 17 {
		t.Fatalf("end %v with %d events, want done with 17", end, rec.len())
	}
}

func TestRunnerStopWhilePaused(t *testing.T) {
	r := engine.NewRunner()
	r.Pause()
	var rec recorder
	r.Start(endless, rec.on)
	waitFor(t, func() bool { return rec.len() == 1 })
	within(t, 5*time.Second, "Stop while paused", r.Stop)
	end, _ := r.Wait()
	if end != engine.Stopped {
		t.Fatalf("end = %v, want stopped", end)
	}
	last := rec.events[len(rec.events)-1]
	if last.Kind != engine.Finish || last.End != engine.Stopped {
		t.Errorf("last event = %v", last)
	}
}

func TestRunnerStopAtSlowestSpeed(t *testing.T) {
	r := engine.NewRunner()
	r.SetSpeed(1)
	var rec recorder
	r.Start(endless, rec.on)
	waitFor(t, func() bool { return rec.len() >= 1 })
	within(t, 500*time.Millisecond, "Stop at 1 step/s", r.Stop)
	if end, _ := r.Wait(); end != engine.Stopped {
		t.Fatalf("end = %v", end)
	}
}

func TestRunnerPacing(t *testing.T) {
	r := engine.NewRunner()
	r.SetSpeed(1)
	var rec recorder
	r.Start(endless, rec.on)
	time.Sleep(300 * time.Millisecond)
	// At one step a second only the first step may have passed by now.
	if n := rec.len(); n < 1 || n > 2 {
		t.Errorf("%d events in 0.3 s at 1 step/s", n)
	}
	r.SetSpeed(engine.Unlimited) // takes effect in the middle of the wait
	waitFor(t, func() bool { return rec.len() > 1000 })
	r.Stop()
}

func TestRunnerStartStopsPrevious(t *testing.T) {
	r := engine.NewRunner()
	r.Start(endless, nil)
	r.Start(countdown(3), nil)
	if end, _ := r.Wait(); end != engine.Done {
		t.Fatalf("end = %v", end)
	}
}

func TestRunnerConcurrentControl(t *testing.T) {
	r := engine.NewRunner()
	var rec recorder
	r.Start(endless, rec.on)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 300; i++ {
				switch (i + g) % 6 {
				case 0:
					r.Pause()
				case 1:
					r.Step()
				case 2:
					r.Resume()
				case 3:
					r.SetSpeed(float64(1 + i*100))
				case 4:
					r.SetSpeed(engine.Unlimited)
				case 5:
					_ = r.Paused()
					_ = r.Running()
					_ = r.Elapsed()
					_, _ = r.Progress()
				}
			}
		}()
	}
	wg.Wait()
	within(t, 5*time.Second, "Stop after concurrent control", r.Stop)
	r.Stop() // a second stop is harmless
	if end, _ := r.Wait(); end != engine.Stopped {
		t.Fatalf("end = %v", end)
	}
}

func TestRunnerPollStopsParallelWorkers(t *testing.T) {
	r := engine.NewRunner()
	var started atomic.Int32
	r.Start(func(tr *engine.Tracer) engine.End {
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				started.Add(1)
				for tr.Poll() {
					tr.AddProgress(1)
					runtime.Gosched()
				}
			}()
		}
		wg.Wait()
		return engine.Stopped
	}, nil)
	waitFor(t, func() bool { return started.Load() == 4 })
	r.Pause() // every worker now waits in Poll
	time.Sleep(10 * time.Millisecond)
	within(t, 5*time.Second, "Stop with paused workers", r.Stop)
	if done, _ := r.Progress(); done == 0 {
		t.Error("no progress recorded")
	}
}

func TestRunnerNoGoroutineLeft(t *testing.T) {
	before := runtime.NumGoroutine()
	r := engine.NewRunner()
	r.SetSpeed(1000)
	for i := 0; i < 1000; i++ {
		r.Start(endless, func(engine.Event, *engine.Stats) {})
		if i%3 == 0 {
			r.Pause()
		} else {
			r.Resume()
		}
		r.Stop()
	}
	waitFor(t, func() bool { return runtime.NumGoroutine() <= before })
}

func TestRunnerElapsedExcludesPause(t *testing.T) {
	r := engine.NewRunner()
	r.Pause()
	r.Start(endless, nil)
	time.Sleep(50 * time.Millisecond)
	if e := r.Elapsed(); e != 0 {
		t.Errorf("elapsed %v while paused from the start, want 0", e)
	}
	r.Stop()
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached within 5 s")
		}
		time.Sleep(time.Millisecond)
	}
}

func BenchmarkRunnerUnwatched(b *testing.B) {
	r := engine.NewRunner()
	for b.Loop() {
		r.Start(countdown(1000), func(engine.Event, *engine.Stats) {})
		r.Wait()
	}
}

// Watching is on while the run is paused or paced, off at full speed, and
// always on with WatchAlways.
func TestRunnerWatchesWhenSomebodyCanFollow(t *testing.T) {
	r := engine.NewRunner()
	var watched []bool
	r.Start(func(tr *engine.Tracer) engine.End {
		watched = append(watched, tr.Watched())
		return engine.Done
	}, func(engine.Event, *engine.Stats) {})
	r.Wait()
	steps := []struct {
		what string
		do   func()
		want bool
	}{
		{"full speed", func() {}, false},
		{"paused", r.Pause, true},
		{"resumed", r.Resume, false},
		{"paced", func() { r.SetSpeed(100) }, true},
		{"full speed again", func() { r.SetSpeed(engine.Unlimited) }, false},
		{"always", func() { r.WatchAlways(true) }, true},
	}
	if watched[0] {
		t.Error("a run at full speed started watched")
	}
	for _, s := range steps {
		s.do()
		if r.Watching() != s.want {
			t.Errorf("%s: watching %v, want %v", s.what, r.Watching(), s.want)
		}
	}
}

// Peek makes a search at full speed restate where it stands once, then go
// on unwatched.
func TestRunnerPeek(t *testing.T) {
	r := engine.NewRunner()
	var mu sync.Mutex
	var kinds []engine.Kind
	stop := make(chan struct{})
	r.Start(func(tr *engine.Tracer) engine.End {
		depth := 0
		for {
			select {
			case <-stop:
				return engine.Done
			default:
			}
			depth++
			if tr.Watched() {
				tr.Emit(engine.Event{Kind: engine.Resync, Sync: true, Depth: depth})
				tr.Emit(engine.Event{Kind: engine.Try, Depth: depth})
			}
			if !tr.Continue() {
				return engine.Stopped
			}
		}
	}, func(e engine.Event, _ *engine.Stats) {
		mu.Lock()
		kinds = append(kinds, e.Kind)
		mu.Unlock()
	})
	time.Sleep(10 * time.Millisecond)
	mu.Lock()
	before := len(kinds)
	mu.Unlock()
	r.Peek()
	waitFor(t, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(kinds) >= before+2
	})
	time.Sleep(10 * time.Millisecond)
	close(stop)
	r.Wait()
	mu.Lock()
	defer mu.Unlock()
	if before != 0 || len(kinds) != 3 || kinds[0] != engine.Resync || kinds[1] != engine.Try || kinds[2] != engine.Finish || r.Watching() {
		t.Errorf("events %v (before the peek %d), watching %v: want one resync and one step, then unwatched", kinds, before, r.Watching())
	}
}
