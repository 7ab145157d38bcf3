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
	waitFor(t, "the first event", func() bool { return rec.len() == 1 })
	time.Sleep(20 * time.Millisecond) // time for a second event to slip through if the pause let it
	if n := rec.len(); n != 1 {
		t.Fatalf("%d events while paused, want 1", n)
	}
	for i := 2; i <= 4; i++ {
		r.Step()
		waitFor(t, "the event of a step", func() bool { return rec.len() == i })
	}
	time.Sleep(20 * time.Millisecond) // time for one more event to slip through if a step let two

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
	waitFor(t, "the first event", func() bool { return rec.len() == 1 })
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

// A stop ends a search that waits for its next paced step: at the slowest
// speed, one step in 100 s, the search ends long before that step is due.
func TestRunnerStopAtSlowestSpeed(t *testing.T) {
	r := engine.NewRunner()
	r.SetSpeed(0)
	var rec recorder
	r.Start(endless, rec.on)
	waitFor(t, "the first two events", func() bool { return rec.len() >= 2 })
	within(t, 5*time.Second, "Stop at the slowest speed", r.Stop)
	var end engine.End
	within(t, 20*time.Second, "the end of a search waiting 100 s for its step", func() { end, _ = r.Wait() })
	if end != engine.Stopped {
		t.Fatalf("end = %v", end)
	}
}

// A paced search takes its first step at once and waits the interval
// before the next: at the slowest speed, one step in 100 s, exactly the
// first two events pass, however slow the machine. A change of speed
// takes effect in the middle of the wait. The pace itself is timed by
// BenchmarkRunnerPacing.
func TestRunnerPacing(t *testing.T) {
	r := engine.NewRunner()
	r.SetSpeed(0) // taken as 0.01 steps/s
	var rec recorder
	r.Start(endless, rec.on)
	waitFor(t, "the first two events", func() bool { return rec.len() >= 2 })
	time.Sleep(20 * time.Millisecond) // time for a third event to slip through if pacing let it
	if n := rec.len(); n != 2 {
		t.Errorf("%d events at one step in 100 s, want 2: the first passes at once, the next waits", n)
	}
	r.SetSpeed(engine.Unlimited) // takes effect in the middle of the wait
	waitFor(t, "a thousand events at full speed", func() bool { return rec.len() > 1000 })
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
	waitFor(t, "four workers", func() bool { return started.Load() == 4 })
	r.Pause()
	// Time for every worker to reach its Poll and wait there: Stop must
	// wake them.
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
	waitFor(t, "the runs' goroutines to end", func() bool { return runtime.NumGoroutine() <= before })
}

func TestRunnerElapsedExcludesPause(t *testing.T) {
	r := engine.NewRunner()
	r.Pause()
	r.Start(endless, nil)
	time.Sleep(50 * time.Millisecond) // time a clock that left out no pause would count
	if e := r.Elapsed(); e != 0 {
		t.Errorf("elapsed %v while paused from the start, want 0", e)
	}
	r.Stop()
}

// waitFor waits until cond holds, and fails the test, naming what it
// awaited, if it does not within 20 s: a guard against a hang, generous
// for the race detector on a busy machine, not a speed test.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 20 s for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// BenchmarkRunnerPacing times the pace: a run of 31 events at 1,000
// steps/s, the first passing at once and each of the others 1 ms after
// the one before, takes 30 ms, so steps/s comes out a little over 1,000
// when the pacing keeps time.
func BenchmarkRunnerPacing(b *testing.B) {
	const depth = 10 // 31 events
	r := engine.NewRunner()
	r.SetSpeed(1000)
	r.WatchAlways(true)
	steps := 0
	for b.Loop() {
		r.Start(countdown(depth), nil)
		r.Wait()
		steps += 3*depth + 1
	}
	b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "steps/s")
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
	time.Sleep(10 * time.Millisecond) // the search runs unwatched a while: nothing may reach onEvent
	mu.Lock()
	before := len(kinds)
	mu.Unlock()
	r.Peek()
	waitFor(t, "the peek's resync and step", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(kinds) >= before+2
	})
	time.Sleep(10 * time.Millisecond) // the search runs on after the peek: nothing more may reach onEvent
	close(stop)
	r.Wait()
	mu.Lock()
	defer mu.Unlock()
	if before != 0 || len(kinds) != 3 || kinds[0] != engine.Resync || kinds[1] != engine.Try || kinds[2] != engine.Finish || r.Watching() {
		t.Errorf("events %v (before the peek %d), watching %v: want one resync and one step, then unwatched", kinds, before, r.Watching())
	}
}

func TestRemaining(t *testing.T) {
	for _, c := range []struct {
		done, total int64
		elapsed     time.Duration
		left        time.Duration
		ok          bool
	}{
		{0, 100, time.Second, 0, false}, // no pace yet
		{10, 0, time.Second, 0, false},  // no total
		{25, 100, 3 * time.Second, 9 * time.Second, true},
		{100, 100, 3 * time.Second, 0, true},
		{120, 100, 3 * time.Second, 0, true},
	} {
		left, ok := engine.Remaining(c.done, c.total, c.elapsed)
		if left != c.left || ok != c.ok {
			t.Errorf("Remaining(%d, %d, %v) = %v, %v, want %v, %v", c.done, c.total, c.elapsed, left, ok, c.left, c.ok)
		}
	}
}

func TestRunnerCountedSoFar(t *testing.T) {
	r := engine.NewRunner()
	if r.Counted() != 0 {
		t.Errorf("counted %d before any run", r.Counted())
	}
	r.Start(func(tr *engine.Tracer) engine.End {
		tr.AddCounted(5)
		tr.AddCounted(7)
		return engine.Done
	}, nil)
	r.Wait()
	if got := r.Counted(); got != 12 {
		t.Errorf("counted %d, want 12", got)
	}
}
