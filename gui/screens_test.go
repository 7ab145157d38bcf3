package gui

import (
	"testing"

	"backtracklab/gui/maze"
	"backtracklab/gui/program"
	"backtracklab/gui/queens"
	"backtracklab/gui/run"
	"backtracklab/gui/sudoku"
)

// The tabs, in the order of screens, for the tests that reach into a
// screen.
const (
	tabQueens = iota
	tabSudoku
	tabMaze
	tabCode
)

func (m *mainWindow) queens() *queens.Screen { return m.screens[tabQueens].(*queens.Screen) }
func (m *mainWindow) sudoku() *sudoku.Screen { return m.screens[tabSudoku].(*sudoku.Screen) }
func (m *mainWindow) maze() *maze.Screen     { return m.screens[tabMaze].(*maze.Screen) }
func (m *mainWindow) code() *program.Screen  { return m.screens[tabCode].(*program.Screen) }

// The window makes a tab of every screen, each labelled with its name.
func TestEveryScreenIsATab(t *testing.T) {
	m := newTestWindow(t, 0)
	if len(m.tabs.Items) != len(screens) || len(m.screens) != len(screens) {
		t.Fatalf("%d tabs and %d screens from %d", len(m.tabs.Items), len(m.screens), len(screens))
	}
	for i, s := range m.screens {
		if item := m.tabs.Items[i]; item.Content != s.Content() || item.Text != s.Name() || s.Name() == "" {
			t.Errorf("tab %d %q does not show screen %q", i, item.Text, s.Name())
		}
	}
}

// File > Open opens on the tab on show when its screen opens files, and
// otherwise on the first tab whose screen does: from N-Queens, which has
// none, the Sudoku tab. The dialog opens over the tab on show, which
// stays until a file is read (opened selects the target).
func TestFileOpenGoesToTheFirstScreenThatOpens(t *testing.T) {
	m := newTestWindow(t, 0)
	for _, c := range []struct{ from, want int }{{tabQueens, tabSudoku}, {tabMaze, tabMaze}, {tabSudoku, tabSudoku}} {
		m.tabs.SelectIndex(c.from)
		menuItem(t, m, "File", "Open puzzle…").Action()
		if got, target := m.tabs.SelectedIndex(), m.fileTarget(); got != c.from || target != c.want || !run.Modal(m.win) {
			t.Errorf("File > Open from tab %d: on tab %d, a file for tab %d (want %d), dialog open %v", c.from, got, target, c.want, run.Modal(m.win))
		}
		for run.Modal(m.win) {
			m.win.Canvas().Overlays().Remove(m.win.Canvas().Overlays().Top())
		}
	}
}
