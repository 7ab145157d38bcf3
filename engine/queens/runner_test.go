package queens

import (
	"testing"

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
	for range 4 {
		r.Step()
		<-done
	}
	r.Stop()
	end, st := r.Wait()
	if end != engine.Stopped {
		t.Fatalf("end = %v, want stopped", end)
	}
	want := []string{
		"try d0 (0,0)=0",
		"place d0 (0,0)=0",
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
	if done != 0 || all != int64(len(splitTasks(16))) {
		t.Errorf("progress %d of %d, want 0 of %d", done, all, len(splitTasks(16)))
	}
}

func TestCountReportsProgress(t *testing.T) {
	tr := engine.NewTracer(nil)
	total, end := Count(11, 2, tr)
	done, all := tr.Progress()
	if total != 2680 || end != engine.Done || done != all || all != int64(len(splitTasks(11))) || all < 100 {
		t.Errorf("Count(11) = %d, %v with progress %d of %d", total, end, done, all)
	}
}
