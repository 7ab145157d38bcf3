package run

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/trace"
)

// A Hold pauses the search right after the step it asks for, nothing
// recorded beyond it, and the next frame shows the step it names, as the
// last step there is until Unhold; Resume goes on to the next, and a run
// stepped by hand is held the same way.
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
	if _, shown, last, _ := s.History(); held[0] != (heldAt{10, true}) || shown != 10 || last != 10 || s.Recording().Last() != 12 || s.State() != Paused || !s.Held() {
		t.Fatalf("held %v: shows %d of %d (%d recorded), %v; want step 10 of 10 (12), paused, running before", held, shown, last, s.Recording().Last(), s.State())
	}
	s.Resume()
	await("the second undo", 2)
	if _, shown, last, _ := s.History(); held[1] != (heldAt{11, true}) || shown != 11 || last != 11 || s.Recording().Last() != 13 {
		t.Fatalf("held %v: shows %d of %d (%d recorded)", held, shown, last, s.Recording().Last())
	}
	// Once unheld, stepped by hand: → shows the recorded 12 and 13, then
	// takes one more step, the next undo, which is held.
	s.Unhold()
	if _, shown, last, _ := s.History(); shown != 11 || last != 13 || s.Held() {
		t.Fatalf("unheld: shows %d of %d, held %v", shown, last, s.Held())
	}
	s.Step()
	s.Step()
	if _, shown, _, _ := s.History(); shown != 13 {
		t.Fatalf("two steps show %d, want 13", shown)
	}
	s.Step()
	await("the third undo", 3)
	if _, shown, last, _ := s.History(); held[2] != (heldAt{12, false}) || shown != 12 || last != 12 || s.Recording().Last() != 14 {
		t.Fatalf("held %v: shows %d of %d (%d recorded)", held, shown, last, s.Recording().Last())
	}
	s.Resume()
	s.Clear()
}

// While held, the session takes no step forward beyond the moment held:
// not by Step, Seek nor Jump, and its frames end there; it steps back,
// and forward again up to the moment held. Resume ends the hold.
func TestHeldTakesNoStepForward(t *testing.T) {
	test.NewTempApp(t)
	p := recordedPuzzle{newFakePuzzle(chain(5))}
	s := NewSession(p, 0)
	defer s.Close()
	var frames []Frame
	s.OnFrame(func(f Frame) { frames = append(frames, f) })
	heldAt := 0
	s.SetHold(func() Hold {
		return func(e engine.Event) (uint64, bool) { return e.Seq - 2, e.Kind == engine.Undo }
	}, func(uint64, bool) { heldAt++ })
	s.WatchAlways(true)
	s.Start()
	deadline := time.Now().Add(20 * time.Second)
	for heldAt == 0 {
		if time.Now().After(deadline) {
			t.Fatal("never held")
		}
		s.Frame()
		time.Sleep(time.Millisecond)
	}
	still := func(what string, want uint64) {
		t.Helper()
		f := frames[len(frames)-1]
		if _, shown, last, _ := s.History(); shown != want || last != 10 || f.Step.Step() != want || f.Last != 10 || !f.Held {
			t.Fatalf("after %s: shows %d of %d, the frame %d of %d (held %v); want %d of 10", what, shown, last, f.Step.Step(), f.Last, f.Held, want)
		}
	}
	still("the hold", 10)
	s.Step()
	still("Step", 10)
	s.Seek(12)
	still("Seek", 10)
	if s.Jump(trace.Backtracks, true) || s.Jump(trace.Solutions, true) {
		t.Fatal("a jump forward went past the moment held")
	}
	still("the jumps", 10)
	s.Back()
	still("Back", 9)
	s.Step()
	still("Step back to the moment held", 10)
	s.Resume()
	if s.Held() {
		t.Fatal("Resume left the session held")
	}
	s.Clear()
}
