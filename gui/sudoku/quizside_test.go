package sudoku

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// shownIn reports whether o is on show in the tree under root: reached
// through visible containers and widgets only, and given room.
func shownIn(root, o fyne.CanvasObject) bool {
	return runtest.Shown(root, o) && o.Size().Width > 0 && o.Size().Height > 0
}

// The Quiz toggle stays in sight with the Teach panel open, where F6
// still turns the quiz on: the room sees that it is on.
func TestQuizToggle_InSightWithTeachOpen(t *testing.T) {
	s, w, _ := newTestScreen(t)
	if !shownIn(s.Content(), s.quiz.Toggle) {
		t.Fatal("the Quiz toggle is not on show")
	}
	test.Tap(s.teach.Toggle)
	if !s.teach.On() {
		t.Fatal("Teach did not open")
	}
	if !shownIn(s.Content(), s.quiz.Toggle) {
		t.Fatal("with Teach open the Quiz toggle is not on show")
	}
	w.Canvas().Unfocus()
	s.quiz.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF6})
	if !s.quiz.On() || !s.quiz.Toggle.Checked || !shownIn(s.Content(), s.quiz.Toggle) {
		t.Fatalf("after F6 the quiz is on %v, its toggle checked %v and on show %v",
			s.quiz.On(), s.quiz.Toggle.Checked, shownIn(s.Content(), s.quiz.Toggle))
	}
	test.Tap(s.teach.Toggle)
	if s.teach.On() || !shownIn(s.Content(), s.quiz.Toggle) {
		t.Fatal("with Teach closed again the Quiz toggle is not on show")
	}
}

// While the quiz holds a step for its question, the status line tells
// the step as the quiz's, not "Back in time" as if the user had gone
// back; once the run goes on, the quiz's words go.
func TestQuizStatus_QuizWordsWhileItAsks(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(7) // 4×4
	s.quiz.SetOn(true)
	s.quiz.SetMode(quiz.Every)
	s.quiz.Linger = 0
	test.Tap(runtest.FindButton(s.Content(), "Start"))
	runtest.Await(t, "a question", func() bool {
		s.session.Frame()
		return s.quiz.Asking() != nil || !s.session.State().Active()
	})
	if s.quiz.Asking() == nil {
		t.Fatal("the quiz asked nothing")
	}
	s.session.Frame() // the ticker's next frame
	if st := s.Status(); !strings.HasPrefix(st, "Quiz — ") {
		t.Fatalf("while the quiz asks the status says %q", st)
	}
	// Answered, the answer on show at the live end: still the quiz's.
	qu := s.quiz.Asking()
	s.quiz.RevealAnswer()
	s.session.Frame()
	if _, at, _, _ := s.session.History(); at != qu.Step || s.session.State() != run.Paused {
		t.Fatalf("the answer's step %d is not on show, paused: at %d, %s", qu.Step, at, s.session.State())
	}
	if st := s.Status(); !strings.HasPrefix(st, "Quiz — ") {
		t.Fatalf("with the answer on show the status says %q", st)
	}
	i18ntest.UseChinese(t)
	if st := s.Status(); !strings.HasPrefix(st, "测验 — ") {
		t.Fatalf("in Chinese the status says %q", st)
	}
	s.quiz.SetOn(false) // the answer dropped: the run goes on
	runtest.Wait(t, s.session)
	s.session.Frame()
	if s.session.State() != run.Finished || strings.HasPrefix(s.Status(), "测验") {
		t.Fatalf("state %s, status %q", s.session.State(), s.Status())
	}
}
