package quiz_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	equeens "backtracklab/engine/queens"
	"backtracklab/gui/queens"
	"backtracklab/gui/quiz"
	"backtracklab/gui/settings"
)

// The quiz comes back at the next start as it was left, on and asking as
// often, each screen's its own.
func TestQuizSettingsAreKept(t *testing.T) {
	s := newQueens(t, 6, equeens.Scan)
	prefs := fyne.CurrentApp().Preferences()
	q := s.Quiz()
	if q.On() {
		t.Fatal("the quiz starts on")
	}
	test.Tap(q.Toggle)
	q.Often.SetSelectedIndex(int(quiz.DeadEnds)) // as a click on the select does
	if !settings.QuizOn("queens").Get(prefs) || settings.QuizMode("queens").Get(prefs) != int(quiz.DeadEnds) {
		t.Fatal("the settings were not stored")
	}
	if settings.QuizOn("sudoku").Get(prefs) {
		t.Fatal("the N-Queens quiz turned the Sudoku quiz on")
	}

	w := test.NewTempWindow(t, nil)
	again := queens.New(w, prefs, 0)
	w.SetContent(again.Content())
	t.Cleanup(again.Close)
	q2 := again.Quiz()
	if !q2.On() || !q2.Toggle.Checked || !q2.Visible() || q2.Mode() != quiz.DeadEnds || q2.Often.SelectedIndex() != int(quiz.DeadEnds) {
		t.Fatalf("the next start shows the quiz on=%v (ticked %v, shown %v), mode %d (%q)",
			q2.On(), q2.Toggle.Checked, q2.Visible(), q2.Mode(), q2.Often.Selected)
	}

	test.Tap(q2.Toggle)
	if settings.QuizOn("queens").Get(prefs) {
		t.Fatal("turned off, the quiz is stored on")
	}
}
