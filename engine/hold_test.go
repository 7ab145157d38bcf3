package engine_test

import (
	"testing"
	"time"

	"backtracklab/engine"
)

// Hold, called as an event is handed over, holds the search right after
// it, even with more single steps granted than taken.
func TestHoldDropsStepsGranted(t *testing.T) {
	r := engine.NewRunner()
	r.Pause()
	seen := make(chan engine.Event, 100)
	r.Start(countdown(10), func(e engine.Event, _ *engine.Stats) {
		if e.Seq == 5 {
			r.Hold()
		}
		seen <- e
	})
	for range 20 { // far more than the five steps to the hold
		r.Step()
	}
	deadline := time.After(20 * time.Second)
	for {
		select {
		case e := <-seen:
			if e.Seq > 5 {
				t.Fatalf("the search went on to step %d after the hold at 5", e.Seq)
			}
			if e.Seq < 5 {
				continue
			}
		case <-deadline:
			t.Fatal("no step 5")
		}
		break
	}
	// Nothing more comes until a step is asked for; then exactly one.
	select {
	case e := <-seen:
		t.Fatalf("step %d after the hold, none asked for", e.Seq)
	case <-time.After(50 * time.Millisecond):
	}
	r.Step()
	if e := <-seen; e.Seq != 6 {
		t.Fatalf("the step after the hold is %d, want 6", e.Seq)
	}
	r.Stop()
	r.Wait()
}
