package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/settings"
)

// entriesIn lists the one-line entries shown in o, in tree order: the
// controls that are neither a select, a check nor a radio group.
func entriesIn(o fyne.CanvasObject) []fyne.Focusable {
	var all []fyne.Focusable
	for _, c := range controlsIn(o) {
		switch c.(type) {
		case *widget.Select, *widget.Check, *widget.RadioGroup:
			continue
		}
		if f, ok := c.(fyne.Focusable); ok {
			all = append(all, f)
		}
	}
	return all
}

// textOf is the text of an entry entriesIn found.
func textOf(t *testing.T, f fyne.Focusable) string {
	t.Helper()
	switch e := f.(type) {
	case *widget.Entry:
		return e.Text
	case *run.Entry:
		return e.Text
	}
	t.Fatalf("%T is no entry", f)
	return ""
}

// checkFunctionKeysPass presses F11, F6 and F5, each twice, in the entry
// e of the tab on show, which has the focus, as the desktop driver hands
// them over (pressKey), and checks that each does what it does with no
// widget focused while e keeps the focus and its typing. F5 may make e
// step aside (run.Aside): it then gives the keys back. In a dialog,
// which takes the keys of what lies behind it, F6 does not reach the
// quiz, and Enter is the dialog's business; elsewhere Enter gives the
// keys back.
func checkFunctionKeysPass(t *testing.T, m *mainWindow, where string, e fyne.Focusable, inDialog bool) {
	t.Helper()
	c := m.win.Canvas()
	c.Focus(e)
	if c.Focused() != e {
		t.Fatalf("%s: the entry did not take the focus", where)
	}
	kept := func(key fyne.KeyName) {
		t.Helper()
		if c.Focused() != e {
			t.Fatalf("%s: after %s the entry lost the focus to %T", where, key, c.Focused())
		}
	}
	was := textOf(t, e)
	full := m.win.FullScreen()
	for _, on := range []bool{!full, full} {
		pressKey(m, fyne.KeyF11)
		if m.win.FullScreen() != on {
			t.Errorf("%s: F11 in the entry left full screen %v", where, !on)
		}
		kept(fyne.KeyF11)
	}
	if q, ok := m.screen().(QuizTaker); ok && !inDialog {
		quiz := q.Quiz().On()
		for _, on := range []bool{!quiz, quiz} {
			pressKey(m, fyne.KeyF6)
			if q.Quiz().On() != on {
				t.Errorf("%s: F6 in the entry left the quiz on %v", where, !on)
			}
			kept(fyne.KeyF6)
		}
	}
	present := settings.Present.Get(m.prefs)
	pressKey(m, fyne.KeyF5)
	if settings.Present.Get(m.prefs) == present {
		t.Errorf("%s: F5 in the entry left presentation mode %v", where, present)
	}
	if runtest.Shown(c.Content(), e.(fyne.CanvasObject)) || c.Overlays().Top() != nil {
		kept(fyne.KeyF5)
	} else if c.Focused() != nil {
		t.Errorf("%s: the entry stepped aside keeping the focus", where)
	}
	if c.Focused() == e {
		pressKey(m, fyne.KeyF5)
	} else {
		m.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF5})
		c.Focus(e)
	}
	if settings.Present.Get(m.prefs) != present {
		t.Errorf("%s: F5 again left presentation mode %v", where, !present)
	}
	kept(fyne.KeyF5)
	if got := textOf(t, e); got != was {
		t.Errorf("%s: the function keys changed the entry's text from %q to %q", where, was, got)
	}
	// Its own keys stay its own: Escape does not reach the window, a
	// digit and Backspace edit the text.
	pressKey(m, fyne.KeyEscape)
	pressKey(m, fyne.KeyEnd)
	e.TypedRune('7')
	if got := textOf(t, e); got != was+"7" || c.Focused() != e {
		t.Errorf("%s: after Escape and 7 the entry shows %q (focus %T), want %q", where, got, c.Focused(), was+"7")
	}
	pressKey(m, fyne.KeyBackspace)
	if got := textOf(t, e); got != was {
		t.Errorf("%s: Backspace left %q, want %q", where, got, was)
	}
	if inDialog {
		return
	}
	pressKey(m, fyne.KeyReturn)
	if f := c.Focused(); f != nil {
		t.Errorf("%s: the entry keeps the focus (%T) after Enter", where, f)
	}
}

// F5 (presentation), F11 (full screen) and F6 (the quiz) work while a
// one-line entry of any screen has the focus, as they do with none: with
// the quiz off, and on, which shows the seed of a variant puzzle.
func TestFunctionKeysPassThroughEveryEntry(t *testing.T) {
	m := newTestWindow(t, 0)
	tested := map[string]int{}
	for _, quiz := range []bool{false, true} {
		for i, item := range m.tabs.Items {
			m.tabs.SelectIndex(i)
			if q, ok := m.screen().(QuizTaker); ok && q.Quiz().On() != quiz {
				m.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF6})
			}
			where := fmt.Sprintf("%s tab, quiz %v", item.Text, quiz)
			for _, e := range entriesIn(item.Content) {
				checkFunctionKeysPass(t, m, where, e, false)
				tested[where]++
			}
		}
	}
	// The board size on the N-Queens tab; width, height and seed on the
	// Maze tab, and the variant's seed with the quiz on.
	if tested["N-Queens tab, quiz false"] < 1 || tested["Maze tab, quiz false"] < 3 || tested["Maze tab, quiz true"] < 4 {
		t.Errorf("entries tested: %v", tested)
	}
}

// The same in the entries of a dialog: the Sudoku generator's seed.
func TestFunctionKeysPassThroughTheSudokuGeneratorsSeed(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabSudoku)
	newPuzzle := runtest.FindButton(m.sudoku().Content(), i18n.T("sudoku.button.new"))
	if newPuzzle == nil {
		t.Fatal("no New button on the Sudoku tab")
	}
	test.Tap(newPuzzle)
	top := m.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("New opened no dialog")
	}
	entries := entriesIn(top)
	if len(entries) != 1 {
		t.Fatalf("the generator shows %d entries, want 1 (the seed)", len(entries))
	}
	checkFunctionKeysPass(t, m, "Sudoku generator", entries[0], true)
}
