package run

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
)

// A Hold pauses the search right after the step it asks for, nothing
// recorded beyond it, and the next frame shows the step it names; Resume
// goes on to the next, and a run stepped by hand is held the same way.
func TestHoldPausesAfterTheStepAsked(t *testing.T) {
	test.NewTempApp(t)
	p := recordedPuzzle{newFakePuzzle(chain(5))}
	s := NewSession(p, 0)
	defer s.Close()
	type heldAt struct {
		show    uint64
		running bool
	}
	var held []heldAt
	s.SetHold(func() Hold {
		return func(e engine.Event) (uint64, bool) { return e.Seq - 2, e.Kind == engine.Undo }
	}, func(show uint64, running bool) { held = append(held, heldAt{show, running}) })
	s.WatchAlways(true)

	await := func(what string, n int) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for len(held) < n {
			if time.Now().After(deadline) {
				t.Fatalf("waited for %s: held %v, state %v", what, held, s.State())
			}
			s.Frame()
			time.Sleep(time.Millisecond)
		}
	}
	s.Start()
	await("the first undo", 1)
	// chain(5): tries and places 1 to 10, the solution 11, undos 12 to 16.
	if _, shown, last, _ := s.History(); held[0] != (heldAt{10, true}) || shown != 10 || last != 12 || s.State() != Paused {
		t.Fatalf("held %v: shows %d of %d, %v; want step 10 of 12, paused, running before", held, shown, last, s.State())
	}
	s.Resume()
	await("the second undo", 2)
	if _, shown, last, _ := s.History(); held[1] != (heldAt{11, true}) || shown != 11 || last != 13 {
		t.Fatalf("held %v: shows %d of %d", held, shown, last)
	}
	// Stepped by hand: → shows the recorded 12 and 13, then takes one
	// more step, the next undo, which is held.
	s.Step()
	s.Step()
	if _, shown, _, _ := s.History(); shown != 13 {
		t.Fatalf("two steps show %d, want 13", shown)
	}
	s.Step()
	await("the third undo", 3)
	if _, shown, last, _ := s.History(); held[2] != (heldAt{12, false}) || shown != 12 || last != 14 {
		t.Fatalf("held %v: shows %d of %d", held, shown, last)
	}
	s.Resume()
	s.Clear()
}
