package queens

import (
	"sync/atomic"
	"testing"
	"time"

	"backtracklab/engine"
)

func TestSolverUnderRunnerStepsAndStops(t *testing.T) {
	r := engine.NewRunner()
	r.Pause()
	var events []engine.Event
	done := make(chan struct{}, 16)
	s := &Solver{N: 6, Check: Arrays}
	r.Start(s.Search, func(e engine.Event, _ *engine.Stats) {
		events = append(events, e)
		done <- struct{}{}
	})
	// The gate is passed after the watcher sees an event: each Step lets
	// the search go on to the next one.
	<-done
	for range 6 {
		r.Step()
		<-done
	}
	r.Stop()
	end, st := r.Wait()
	if end != engine.Stopped {
		t.Fatalf("end = %v, want stopped", end)
	}
	want := []string{
		"enter d0 f1",
		"try d0 (0,0)=0",
		"place d0 (0,0)=0",
		"enter d1 f2",
		"try d1 (1,0)=0",
		"reject d1 (1,0)=0 column by (0,0)",
		"try d1 (1,1)=0",
		"finish stopped",
	}
	if len(events) != len(want) {
		t.Fatalf("%d events %v, want %d", len(events), events, len(want))
	}
	for i, w := range want {
		if events[i].String() != w {
			t.Errorf("event %d = %q, want %q", i, events[i], w)
		}
	}
	if st.Nodes != 3 || st.Placements != 1 || st.Rejections[engine.SameColumn] != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestCountUnderRunnerStopsBetweenTasks(t *testing.T) {
	r := engine.NewRunner()
	r.Pause() // the workers wait at their first poll
	var total uint64
	r.Start(func(t *engine.Tracer) engine.End {
		var end engine.End
		total, end = Count(16, 2, t)
		return end
	}, nil)
	r.Stop()
	end, _ := r.Wait()
	if end != engine.Stopped || total != 0 {
		t.Errorf("end %v after counting %d, want stopped before any task", end, total)
	}
	done, all := r.Progress()
	if want := int64(len(borders(16))) * progressUnit; done != 0 || all != want {
		t.Errorf("progress %d of %d, want 0 of %d", done, all, want)
	}
}

func TestCountReportsProgress(t *testing.T) {
	tr := engine.NewTracer(nil)
	total, end := Count(11, 2, tr)
	done, all := tr.Progress()
	if total != 2680 || end != engine.Done || done != all || all != int64(len(borders(11)))*progressUnit || len(borders(11)) < 100 {
		t.Errorf("Count(11) = %d, %v with progress %d of %d", total, end, done, all)
	}
}

// A count whose tasks take years (n=32) stops inside its task, with the
// progress it made. How soon, and that Stop itself does not wait, is timed
// by BenchmarkCountStopLatency: here a count that goes on is a failure.
func TestCountStopsInsideTasks(t *testing.T) {
	for _, n := range []int{17, 22, 32} {
		r := engine.NewRunner()
		var total uint64
		r.Start(func(t *engine.Tracer) engine.End {
			var end engine.End
			total, end = Count(n, 2, t)
			return end
		}, nil)
		time.Sleep(300 * time.Millisecond) // the count gets into its tasks
		begin := time.Now()
		r.Stop()
		select {
		case <-r.Done():
		case <-time.After(20 * time.Second):
			t.Fatalf("n=%d: the count did not end within 20 s of Stop", n)
		}
		t.Logf("n=%d: ended %v after Stop", n, time.Since(begin))
		end, _ := r.Wait()
		done, all := r.Progress()
		// n=32 is still in the first columns of its first rows after
		// 0.3 s: its progress may well be 0.
		if end != engine.Stopped || done >= all || (n < 32 && done <= 0) {
			t.Errorf("n=%d: end %v, progress %d of %d, want stopped part way", n, end, done, all)
		}
		if n == 17 && total == 0 {
			t.Errorf("n=17: no solution counted in 0.3 s")
		}
		// What a view showed as counted so far adds up to the partial count.
		if r.Counted() != total {
			t.Errorf("n=%d: %d counted so far, %d in the end", n, r.Counted(), total)
		}
	}
}

// Pause holds the counting workers inside their tasks: no progress while
// paused, and the count goes on after Resume.
func TestCountPausesInsideTasks(t *testing.T) {
	r := engine.NewRunner()
	r.Start(func(t *engine.Tracer) engine.End {
		_, end := Count(24, 2, t)
		return end
	}, nil)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		if done, _ := r.Progress(); done > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no progress within 20 s of Start")
		}
	}
	r.Pause()
	time.Sleep(50 * time.Millisecond) // every worker reaches a poll
	before, _ := r.Progress()
	time.Sleep(200 * time.Millisecond) // time for progress to grow if the pause let it
	if after, _ := r.Progress(); after != before {
		t.Errorf("progress went from %d to %d while paused", before, after)
	}
	r.Resume()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(time.Millisecond) {
		if now, _ := r.Progress(); now > before {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no progress within 20 s of Resume")
		}
	}
	r.Stop()
	if end, _ := r.Wait(); end != engine.Stopped {
		t.Errorf("end %v, want stopped", end)
	}
}

// The progress inside tasks only grows and ends at the total.
func TestCountProgressGrows(t *testing.T) {
	r := engine.NewRunner()
	r.Start(func(t *engine.Tracer) engine.End {
		_, end := Count(14, 1, t)
		return end
	}, nil)
	var last int64
	for r.Running() {
		done, _ := r.Progress()
		if done < last {
			t.Fatalf("progress went back from %d to %d", last, done)
		}
		last = done
	}
	done, all := r.Progress()
	if done != all {
		t.Errorf("progress %d of %d at the end", done, all)
	}
}

// An unwatched listing search polls between solutions too: n=32 stops
// before its first solution, for every check.
func TestSolverUnwatchedStopsBeforeFirstSolution(t *testing.T) {
	for _, check := range Checks() {
		var stop atomic.Bool
		var polls atomic.Int64
		tr := engine.NewSwitchTracer(func(e engine.Event) {
			t.Errorf("%v: %v before the stop", check, e)
		}, new(atomic.Bool), func() bool {
			polls.Add(1)
			return !stop.Load()
		})
		s := &Solver{N: 32, Check: check}
		done := make(chan engine.End)
		go func() { done <- s.Search(tr) }()
		for deadline := time.Now().Add(20 * time.Second); polls.Load() == 0; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%v: no poll within 20 s", check)
			}
		}
		stop.Store(true)
		select {
		case end := <-done:
			if end != engine.Stopped || polls.Load() < 2 {
				t.Errorf("%v: end %v after %d polls, want stopped", check, end, polls.Load())
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("%v: the search did not stop within 2 s", check)
		}
	}
}
