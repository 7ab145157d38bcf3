package program

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/lesson"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// A slide does not replace a program of the teacher's own without a yes,
// and applies the rest of itself once it has one; a program a slide put
// in the editor goes without a question.
func TestSlideAsksBeforeReplacingOwnProgram(t *testing.T) {
	s := newTestScreen(t)
	own := "print(42)\n"
	s.Editor().SetText(own)
	slide := lesson.Slide{Screen: lesson.Code, Example: "queens_broken", Step: 3}
	if err := s.ApplySlide(slide); err != nil {
		t.Fatal(err)
	}
	top := s.win.Canvas().Overlays().Top()
	if top == nil || s.Editor().Text() != own || s.Session().State() != run.Idle {
		t.Fatalf("no question asked (overlay %v), or the slide went on", top)
	}
	test.Tap(runtest.FindButton(top, "Yes"))
	want, _ := ExampleText("queens_broken")
	if s.Editor().Text() != want || s.Session().State() != run.Paused {
		t.Fatalf("after Yes: the editor holds %.40q, the run is %v", s.Editor().Text(), s.Session().State())
	}
	runtest.AwaitEvents(t, s.Session(), 3)
	s.Session().Stop()
	runtest.Wait(t, s.Session())

	slide = lesson.Slide{Screen: lesson.Code, Program: "def f(k):\n    return k\n\nprint(f(3))\n"}
	if err := s.ApplySlide(slide); err != nil || s.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("replacing an example asked (%v)", err)
	}
	if err := s.ApplySlide(lesson.Slide{Screen: lesson.Code, Example: "subsets"}); err != nil || s.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("replacing the lesson's own program asked (%v)", err)
	}
	if !strings.Contains(s.Editor().Text(), "Subsets") {
		t.Errorf("the editor holds %.40q", s.Editor().Text())
	}
	if err := s.ApplySlide(lesson.Slide{Screen: lesson.Code, Example: "fibonacci"}); err == nil {
		t.Error("an unknown example was taken")
	}
}
