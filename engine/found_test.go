package engine

import (
	"sync/atomic"
	"testing"
)

// A result reaches the watcher whether or not anybody watches: watched as
// a numbered step, unwatched alone, Aside, with Seq 0.
func TestFoundWatchedAndNot(t *testing.T) {
	var got []Event
	var watching atomic.Bool
	tr := NewSwitchTracer(func(e Event) { got = append(got, e) }, &watching, nil)
	tr.Found(Event{Kind: Solution, Result: 7})
	watching.Store(true)
	tr.Emit(Event{Kind: Place})
	tr.Found(Event{Kind: Solution, Result: 8})
	if len(got) != 3 {
		t.Fatalf("got %d events, want 3: %v", len(got), got)
	}
	if e := got[0]; !e.Aside || e.Seq != 0 || e.Result != 7 {
		t.Errorf("unwatched result = %+v, want Aside, Seq 0, Result 7", e)
	}
	if e := got[1]; e.Kind != Place || e.Seq != 1 {
		t.Errorf("watched step = %+v, want the Place numbered 1", e)
	}
	if e := got[2]; e.Aside || e.Seq != 2 || e.Result != 8 {
		t.Errorf("watched result = %+v, want step 2, not Aside, Result 8", e)
	}
}

// A result tracer is never watched and hands over only the results.
func TestResultTracer(t *testing.T) {
	var got []Event
	tr := NewResultTracer(func(e Event) { got = append(got, e) })
	if tr.Watched() {
		t.Fatal("a result tracer is watched")
	}
	tr.Found(Event{Kind: Solution, Result: "a"})
	if len(got) != 1 || got[0].Result != "a" || !got[0].Aside {
		t.Fatalf("got %v, want the one result, Aside", got)
	}
	if NewTracer(nil).Found(Event{Kind: Solution}); len(got) != 1 {
		t.Fatal("a tracer without a watcher delivered a result")
	}
}

// Under a Runner at full speed, results found unwatched reach onEvent,
// Aside, between nothing else but the Finish.
func TestRunnerDeliversResultsAside(t *testing.T) {
	r := NewRunner()
	var got []Event
	r.Start(func(t *Tracer) End {
		for i := range 3 {
			if t.Watched() {
				t.Emit(Event{Kind: Try})
			}
			t.Found(Event{Kind: Solution, Result: i})
		}
		return Done
	}, func(e Event, _ *Stats) { got = append(got, e) })
	r.Wait()
	if len(got) != 4 {
		t.Fatalf("got %d events, want 3 results and the Finish: %v", len(got), got)
	}
	for i, e := range got[:3] {
		if !e.Aside || e.Result != i {
			t.Errorf("event %d = %+v, want result %d aside", i, e, i)
		}
	}
	if got[3].Kind != Finish || got[3].End != Done {
		t.Errorf("last event %v, want finish done", got[3])
	}
}

// A solver that has not looked since watching came on sets Aside and gets
// its result delivered aside: it has not restated where it stands.
func TestFoundAsideByTheSolver(t *testing.T) {
	var got []Event
	var watching atomic.Bool
	tr := NewSwitchTracer(func(e Event) { got = append(got, e) }, &watching, nil)
	watching.Store(true)
	tr.Found(Event{Kind: Solution, Result: 1, Aside: true})
	tr.Found(Event{Kind: Solution, Result: 2})
	if len(got) != 2 || !got[0].Aside || got[0].Seq != 0 || got[1].Aside || got[1].Seq != 1 {
		t.Fatalf("got %v, want result 1 aside, then result 2 as step 1", got)
	}
	NewTracer(nil).Found(Event{Kind: Solution, Aside: true})
}
