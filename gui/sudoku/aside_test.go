package sudoku

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// Start solves the givens: typed entries, clashing ones included, are set
// aside while the search is shown, the status line says so to the end,
// and Reset brings them back as they were.
func TestStart_SetsEntriesAsideAndSaysSo(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(1)
	s.givensMode.SetChecked(false)
	tapCell(s, 0, 0)
	test.Type(s.board, "3") // clashes with the given 3 in r1c3
	tapCell(s, 0, 1)
	test.Type(s.board, "9") // clashes with the given 9 in r2c1
	before := s.p
	if got := marked(s.board.View(), Conflict); len(got) == 0 {
		t.Fatal("the typed entries show no clash")
	}
	test.Tap(runtest.FindButton(s.Content(), "Start"))
	runtest.Wait(t, s.session)
	s.session.Frame()
	if s.session.State() != run.Finished {
		t.Fatalf("state %s", s.session.State())
	}
	st := s.Status()
	if !strings.Contains(st, "your 2 entries are set aside while the grid shows the search of the givens: Reset (Esc) brings them back") {
		t.Fatalf("status %q does not say where the entries went", st)
	}
	if v := s.board.View(); v.At(0, 0).Kind != Solver || v.At(0, 1).Kind != Solver {
		t.Fatalf("the solved grid shows r1c1 %+v, r1c2 %+v", v.At(0, 0), v.At(0, 1))
	}
	if s.p != before {
		t.Fatal("the search changed the puzzle being edited")
	}

	i18ntest.UseChinese(t)
	if st := s.Status(); !strings.Contains(st, "2 个答案") || !i18ntest.HasHan(st) {
		t.Fatalf("Chinese status %q", st)
	}
	i18n.Use(i18n.English)

	test.Tap(runtest.FindButton(s.Content(), "Reset"))
	if s.session.State() != run.Idle {
		t.Fatalf("after Reset the state is %s", s.session.State())
	}
	v := s.board.View()
	if v.At(0, 0).Digit != 3 || v.At(0, 0).Kind != Entry || v.At(0, 1).Digit != 9 || v.At(0, 1).Kind != Entry {
		t.Fatalf("after Reset r1c1 shows %+v, r1c2 %+v", v.At(0, 0), v.At(0, 1))
	}
	if v.At(0, 0).Marks&Conflict == 0 {
		t.Fatal("after Reset the clash is not marked")
	}
	if !strings.HasPrefix(s.Status(), "Two 3s in row 1") {
		t.Fatalf("after Reset the status says %q", s.Status())
	}
}

// With no entries the words of a finished search are the search's alone.
func TestStart_NoEntriesNoAside(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(1)
	solveAll(t, s)
	if strings.Contains(s.Status(), "set aside") {
		t.Fatalf("status %q", s.Status())
	}
}
