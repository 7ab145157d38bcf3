package gui

import (
	"runtime"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// View > Compare (Ctrl+M) opens the comparison of the puzzle on show,
// which Close or Esc takes away with its run; the Code screen compares
// nothing.
func TestViewCompareOnEveryPuzzle(t *testing.T) {
	m := newTestWindow(t, 0)
	m.win.Resize(fyne.NewSize(1200, 760))
	for _, tc := range []struct {
		tab   int
		title string
	}{
		{tabQueens, "Compare the checks on 8 queens"},
		{tabSudoku, "Compare the strategies on this puzzle"},
		{tabMaze, "Compare DFS and BFS on this maze"},
	} {
		m.tabs.SelectIndex(tc.tab)
		before := runtime.NumGoroutine()
		typeMenuShortcut(t, m, shortcut(fyne.KeyM))
		top := m.win.Canvas().Overlays().Top()
		if top == nil {
			t.Fatalf("tab %d: Ctrl+M opened nothing", tc.tab)
		}
		if texts := textsIn(top); !slices.Contains(texts, tc.title) {
			t.Errorf("tab %d: the view says %q, want the title %q", tc.tab, texts, tc.title)
		}
		// A second Ctrl+M while it is open opens no second one.
		typeMenuShortcut(t, m, shortcut(fyne.KeyM))
		if n := len(m.win.Canvas().Overlays().List()); n != 1 {
			t.Errorf("tab %d: %d overlays after a second Ctrl+M", tc.tab, n)
		}
		if tc.tab == tabMaze {
			pressKey(m, fyne.KeyEscape)
		} else {
			close := runtest.FindButton(top, "Close")
			if close == nil {
				t.Fatalf("tab %d: no Close button", tc.tab)
			}
			test.Tap(close)
		}
		if m.win.Canvas().Overlays().Top() != nil {
			t.Errorf("tab %d: the view is still open after Close (Esc on the maze)", tc.tab)
		}
		// Closed, it no longer takes the window's Esc.
		if run.CloseAlert(m.win, false) {
			t.Errorf("tab %d: Esc would close the view again", tc.tab)
		}
		runtest.AwaitGoroutines(t, before)
	}
	m.tabs.SelectIndex(tabCode)
	typeMenuShortcut(t, m, shortcut(fyne.KeyM))
	if m.win.Canvas().Overlays().Top() != nil {
		t.Error("Ctrl+M opened something on the Code screen")
	}
}

// A search running on the screen is paused while the Compare view is
// open (the two would share the cores and the comparison's times would
// say so), and goes on when it closes.
func TestCompareHoldsTheScreensSearch(t *testing.T) {
	m := newTestWindow(t, 0)
	s := m.queens().Session()
	s.Start()
	if s.State() != run.Running {
		t.Fatalf("the search is %v, want running", s.State())
	}
	typeMenuShortcut(t, m, shortcut(fyne.KeyM))
	if s.State() != run.Paused {
		t.Errorf("with Compare open the search is %v, want paused", s.State())
	}
	pressKey(m, fyne.KeyEscape)
	if s.State() != run.Running {
		t.Errorf("Compare closed, the search is %v, want running again", s.State())
	}
	s.Stop()
	s.Wait()
}

// compareMenuItem is the window's View > Compare, found by its shortcut.
func compareMenuItem(t *testing.T, m *mainWindow) *fyne.MenuItem {
	t.Helper()
	for _, mm := range m.win.MainMenu().Items {
		for _, it := range mm.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == shortcut(fyne.KeyM).ShortcutName() {
				return it
			}
		}
	}
	t.Fatal("no View > Compare")
	return nil
}

// View > Compare is off while the Code tab, which compares nothing, is
// on show, and on on every other tab, in the menu as built anew for a
// language too.
func TestCompareOffOnTheCodeTab(t *testing.T) {
	m := newTestWindow(t, 0)
	for _, tab := range []int{tabCode, tabQueens, tabCode, tabSudoku, tabMaze, tabCode} {
		m.tabs.SelectIndex(tab)
		if off := compareMenuItem(t, m).Disabled; off != (tab == tabCode) {
			t.Errorf("tab %d: View > Compare disabled %v", tab, off)
		}
	}
	m.words() // the menu built anew, as for a new language
	if !compareMenuItem(t, m).Disabled {
		t.Error("rebuilt on the Code tab, View > Compare is on")
	}
	m.tabs.SelectIndex(tabSudoku)
	m2 := newMainWindow(m.app, "1.2.3", 0) // the tab kept: Sudoku
	t.Cleanup(m2.win.Close)
	if compareMenuItem(t, m2).Disabled {
		t.Error("a window opening on the Sudoku tab has View > Compare off")
	}
}
