// Package runtest is what the screens' tests of a run share: waiting for
// a search, which works on its own goroutine, with a deadline, so that a
// regression that hangs fails its test within seconds and says what the
// test waited for, instead of hanging the suite.
package runtest

import (
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

// Deadline is how long a test waits for what it awaits before it fails.
// Every wait here is for something that takes milliseconds; the deadline
// is generous for the race detector on a busy two-core machine.
const Deadline = 20 * time.Second

// poll is how often a condition is looked at again.
const poll = time.Millisecond

// Await waits until cond holds. Past the Deadline it fails t, saying what
// it awaited. cond runs on the test's goroutine.
func Await(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(Deadline)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for %s", Deadline, what)
		}
		time.Sleep(poll)
	}
}

// AwaitEvents waits until the run of s has recorded k events, then
// pushes a frame, as the window's ticker would.
func AwaitEvents(t testing.TB, s *run.Session, k uint64) {
	t.Helper()
	deadline := time.Now().Add(Deadline)
	for {
		_, _, last, ok := s.History()
		if ok && last >= k {
			break
		}
		if time.Now().After(deadline) {
			if !ok {
				t.Fatalf("waited %v for event %d: nothing recorded (state %v)", Deadline, k, s.State())
			}
			t.Fatalf("waited %v for event %d: the run recorded %d (state %v)", Deadline, k, last, s.State())
		}
		time.Sleep(poll)
	}
	s.Frame()
}

// Returns fails t unless f returns within the Deadline: a guard against
// a hang, not a speed test.
func Returns(t testing.TB, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	timer := time.NewTimer(Deadline)
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
		t.Fatalf("%s did not return within %v", what, Deadline)
	}
}

// Wait waits for the run of s to end, as Session.Wait, and fails t if it
// has not ended within the Deadline.
func Wait(t testing.TB, s *run.Session) (engine.End, engine.Stats) {
	t.Helper()
	var end engine.End
	var st engine.Stats
	Returns(t, "the search", func() { end, st = s.Wait() })
	return end, st
}

// AwaitGoroutines waits until no more goroutines run than before (an
// ended goroutine may take a moment to be counted out); past the Deadline
// it fails t and lists the goroutines left.
func AwaitGoroutines(t testing.TB, before int) {
	t.Helper()
	deadline := time.Now().Add(Deadline)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines left, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(poll)
	}
}

// Receive waits for a value on ch (a closed channel gives its zero value
// at once) and returns it. Past the Deadline it fails t, saying what it
// awaited.
func Receive[T any](t testing.TB, what string, ch <-chan T) T {
	t.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(Deadline):
		t.Fatalf("waited %v for %s", Deadline, what)
	}
	var none T
	return none
}

// FindButton finds a button by its text in a tree of objects, such as a
// dialog on the canvas's overlays; nil if there is none.
func FindButton(o fyne.CanvasObject, text string) *widget.Button {
	return findButton(o, text, false)
}

// FindShownButton finds a button by its text among the objects of a tree
// on show (hidden ones and what they hold left out); nil if there is none.
func FindShownButton(o fyne.CanvasObject, text string) *widget.Button {
	return findButton(o, text, true)
}

func findButton(o fyne.CanvasObject, text string, shown bool) *widget.Button {
	if shown && !o.Visible() {
		return nil
	}
	if b, ok := o.(*widget.Button); ok && b.Text == text {
		return b
	}
	var kids []fyne.CanvasObject
	switch o := o.(type) {
	case *fyne.Container:
		kids = o.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(o).Objects()
	}
	for _, k := range kids {
		if b := findButton(k, text, shown); b != nil {
			return b
		}
	}
	return nil
}

// Shown reports whether o is drawn: reached from root through visible
// containers and widgets only.
func Shown(root, o fyne.CanvasObject) bool {
	if root == nil || !root.Visible() {
		return false
	}
	if root == o {
		return true
	}
	var kids []fyne.CanvasObject
	switch r := root.(type) {
	case *fyne.Container:
		kids = r.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(r).Objects()
	}
	for _, k := range kids {
		if Shown(k, o) {
			return true
		}
	}
	return false
}
