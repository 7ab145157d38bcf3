package queens

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/run"
)

// A search stepped from its start spends its time waiting for the next
// step, which the clock leaves out: Elapsed shows a dash, not "0 µs".
func TestElapsedWhileSteppingIsADash(t *testing.T) {
	s := newTestScreen(t)
	for range 3 {
		test.Tap(s.Controls().StepButton)
		s.Session().Frame()
	}
	if st := s.Session().State(); st != run.Paused {
		t.Fatalf("state %v after stepping, want paused", st)
	}
	if got := s.counters.elapsed.Text; got != "–" {
		t.Errorf("Elapsed shows %q while stepping, want –", got)
	}
}
