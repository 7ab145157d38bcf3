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
