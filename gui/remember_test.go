package gui

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/queens"
	"backtracklab/gui/settings"
	"backtracklab/gui/statefile"
)

// attacksCheck is the N-Queens "Show attacked squares" box of m; the
// N-Queens tab must be on show.
func attacksCheck(t *testing.T, m *mainWindow) *widget.Check {
	t.Helper()
	for _, c := range controlsIn(m.queens().Content()) {
		if c, ok := c.(*widget.Check); ok && c.Text == "Show attacked squares" {
			return c
		}
	}
	t.Fatal("no Show attacked squares box")
	return nil
}

func TestTheTabAndTheAttackedSquaresAreKeptBetweenRuns(t *testing.T) {
	a := tempApp(t)
	m := newMainWindow(a, "test", 0)
	if m.tabs.SelectedIndex() != tabQueens || attacksCheck(t, m).Checked {
		t.Fatalf("first start on tab %d, attacked squares %v; want N-Queens, off", m.tabs.SelectedIndex(), attacksCheck(t, m).Checked)
	}
	test.Tap(attacksCheck(t, m))
	m.tabs.SelectIndex(tabMaze)
	m.win.Close()

	again := newMainWindow(a, "test", 0) // closed below
	if again.tabs.SelectedIndex() != tabMaze {
		t.Errorf("restarted on tab %d, want the Maze tab (%d)", again.tabs.SelectedIndex(), tabMaze)
	}
	again.tabs.SelectIndex(tabQueens)
	if !attacksCheck(t, again).Checked {
		t.Fatal("Show attacked squares is not ticked after a restart")
	}
	again.queens().Board().OnTapped(0, 0) // a queen by hand
	if v := again.queens().Board().View(); !v.Has(0, 1, queens.Attacked) {
		t.Error("the board does not show the squares a queen attacks")
	}

	test.Tap(attacksCheck(t, again))
	again.tabs.SelectIndex(tabSudoku)
	again.win.Close()
	third := newMainWindow(a, "test", 0)
	t.Cleanup(third.win.Close)
	if third.tabs.SelectedIndex() != tabSudoku {
		t.Errorf("third start on tab %d, want Sudoku", third.tabs.SelectedIndex())
	}
	third.tabs.SelectIndex(tabQueens)
	if attacksCheck(t, third).Checked {
		t.Error("Show attacked squares, cleared before closing, is ticked again")
	}
}

func TestACorruptTabGivesTheFirst(t *testing.T) {
	a := tempApp(t)
	a.Preferences().SetInt(settings.WindowTab.Key, 7)
	m := newMainWindow(a, "test", 0)
	t.Cleanup(m.win.Close)
	if m.tabs.SelectedIndex() != tabQueens {
		t.Errorf("a stored tab 7 opened tab %d", m.tabs.SelectedIndex())
	}
}

// The tab is kept as soon as it changes, in Fyne's preferences and in
// the state file: a page in a browser is reloaded without its window
// closing, and a crash closes nothing. A window opened on the same
// preferences while the first is still open opens on that tab.
func TestTheTabIsKeptAsItChanges(t *testing.T) {
	a := tempApp(t)
	m := newMainWindow(a, "test", 0)
	t.Cleanup(m.win.Close)
	for _, tab := range []int{tabMaze, tabSudoku, tabQueens, tabMaze} {
		m.tabs.SelectIndex(tab)
		if got := settings.WindowTab.Get(a.Preferences()); got != tab {
			t.Fatalf("after selecting tab %d, tab %d is kept", tab, got)
		}
	}
	reloaded := newMainWindow(a, "test", 0)
	t.Cleanup(reloaded.win.Close)
	if got := reloaded.tabs.SelectedIndex(); got != tabMaze {
		t.Errorf("a window opened while the first shows the Maze tab opens on tab %d", got)
	}

	st, _ := statefile.Open(filepath.Join(t.TempDir(), "state.json"), time.Now(), statefile.Options{})
	t.Cleanup(func() { st.Close() })
	b := tempApp(t)
	saved := buildWindow(b, settings.Saved(b.Preferences(), st), "test", 0)
	t.Cleanup(saved.win.Close)
	saved.tabs.SelectIndex(tabSudoku)
	if v, ok := st.Get(settings.WindowTab.Key); !ok || v != float64(tabSudoku) {
		t.Errorf("after selecting the Sudoku tab the state file holds %v (%v), want %d", v, ok, tabSudoku)
	}
}
