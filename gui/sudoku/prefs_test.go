package sudoku

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/settings"
)

func TestPrefsRoundTrip(t *testing.T) {
	s, _, a := newTestScreen(t)
	s.loadSample(0)
	tapCell(s, 0, 0)
	test.Type(s.board, "3")
	selectStrategy(s, sudoku.Static)
	s.pencil.SetChecked(true)
	s.Close()
	if got := settings.SudokuGrid.Get(a.Preferences()); got != s.p.encode() {
		t.Fatalf("stored grid %q, want %q", got, s.p.encode())
	}

	// The app closes and opens again: a new screen on the same
	// preferences shows the same puzzle and settings.
	again, _ := screenIn(t, a)
	if again.p != s.p {
		t.Fatalf("reopened with\n%s\nwant\n%s", again.p.encode(), s.p.encode())
	}
	if again.chosenStrategy() != sudoku.Static || !again.pencil.Checked {
		t.Fatalf("reopened with strategy %s, pencil marks %v", again.chosenStrategy(), again.pencil.Checked)
	}
	if v := again.board.View(); v.At(0, 0) != (Cell{Digit: 3, Kind: Entry}) {
		t.Fatalf("reopened grid shows %+v in r1c1", v.At(0, 0))
	}
	if strings.HasPrefix(again.Status(), "Welcome") {
		t.Fatal("a reopened screen greets like a first start")
	}
}

func TestPrefsSavedOnEveryEdit(t *testing.T) {
	s, _, a := newTestScreen(t)
	tapCell(s, 0, 0)
	test.Type(s.board, "4")
	if got := settings.SudokuGrid.Get(a.Preferences()); !strings.HasPrefix(got, pe1+"|4") {
		t.Fatalf("stored %q after typing, want the new entry", got)
	}
}

func TestPrefsCorruptGridIgnored(t *testing.T) {
	for name, stored := range map[string]string{
		"garbage":   "not a grid",
		"truncated": pe1[:40],
		"overlap":   pe1 + "|..4" + strings.Repeat(".", 78),
	} {
		t.Run(name, func(t *testing.T) {
			a := test.NewTempApp(t)
			settings.SudokuGrid.Set(a.Preferences(), stored)
			a.Preferences().SetString(settings.SudokuStrategy.Key, "quantum")
			s, _ := screenIn(t, a)
			if s.p.givens.String() != pe1 || !strings.HasPrefix(s.Status(), "Welcome") {
				t.Fatalf("a corrupt stored grid gave %s, status %q", s.p.givens.String(), s.Status())
			}
			if s.chosenStrategy() != sudoku.MRV {
				t.Fatalf("an unknown stored strategy gave %s", s.chosenStrategy())
			}
		})
	}
}

func TestPrefsKeepTheSpeed(t *testing.T) {
	s, _, a := newTestScreen(t)
	s.Session().SetNotch(2)
	again, _ := screenIn(t, a)
	if got := again.Session().Notch(); got != 2 {
		t.Fatalf("reopened at notch %d, want 2", got)
	}
}
