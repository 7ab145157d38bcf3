package gui

import (
	"path/filepath"
	"testing"
	"time"

	"backtracklab/gui/settings"
	"backtracklab/gui/statefile"
)

func TestTheWorkIsKeptInTheStateFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	a := tempApp(t)
	st, _ := statefile.Open(path, time.Now(), statefile.Options{})
	m := buildWindow(a, settings.Saved(a.Preferences(), st), "test", 0)
	m.tabs.SelectIndex(tabSudoku)
	board := m.sudoku().Board()
	board.Select(0, 0) // empty in the first sample
	board.TypedRune('4')
	want := settings.SudokuGrid.Get(m.prefs)
	m.win.Close()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	if got := settings.SudokuGrid.Get(a.Preferences()); got != "" {
		t.Fatalf("the grid went to Fyne's preferences file: %q", got)
	}

	// The next start, with nothing in Fyne's preferences, shows the grid.
	b := tempApp(t)
	again, d := statefile.Open(path, time.Now(), statefile.Options{})
	if d != nil {
		t.Fatalf("damage: %+v", d)
	}
	t.Cleanup(func() { again.Close() })
	m2 := buildWindow(b, settings.Saved(b.Preferences(), again), "test", 0)
	t.Cleanup(m2.win.Close)
	if m2.tabs.SelectedIndex() != tabSudoku {
		t.Errorf("restarted on tab %d, want Sudoku", m2.tabs.SelectedIndex())
	}
	if got := settings.SudokuGrid.Get(m2.prefs); got != want {
		t.Fatalf("restarted with grid %q, want %q", got, want)
	}
	if v := m2.sudoku().Board().View(); v.At(0, 0).Digit != 4 {
		t.Fatalf("restarted grid shows %+v in r1c1, want the 4 typed", v.At(0, 0))
	}
}
