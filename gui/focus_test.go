package gui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/run"
)

// pressKey hands a key to the window as Fyne's desktop driver does: to
// the focused widget if there is one, else to the canvas's handler.
func pressKey(m *mainWindow, name fyne.KeyName) {
	k := &fyne.KeyEvent{Name: name}
	if f := m.win.Canvas().Focused(); f != nil {
		f.TypedKey(k)
		if name == fyne.KeySpace {
			f.TypedRune(' ')
		}
		return
	}
	m.win.Canvas().OnTypedKey()(k)
}

// controlsIn lists the selects, checks, radio groups and entries shown in
// o, in tree order.
func controlsIn(o fyne.CanvasObject) []fyne.CanvasObject {
	if !o.Visible() {
		return nil
	}
	switch w := o.(type) {
	case *widget.Select, *widget.Check, *widget.RadioGroup, *widget.Entry, *run.Entry:
		return []fyne.CanvasObject{o}
	case *fyne.Container:
		var all []fyne.CanvasObject
		for _, c := range w.Objects {
			all = append(all, controlsIn(c)...)
		}
		return all
	case fyne.Widget:
		var all []fyne.CanvasObject
		for _, c := range test.WidgetRenderer(w).Objects() {
			all = append(all, controlsIn(c)...)
		}
		return all
	}
	return nil
}

// chooseFromPopUp picks option i of the menu a select has just opened,
// as a click on it does.
func chooseFromPopUp(t *testing.T, m *mainWindow, i int) {
	t.Helper()
	top := m.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no menu open")
	}
	var pop *widget.PopUpMenu
	for _, o := range test.WidgetRenderer(top.(fyne.Widget)).Objects() { // Fyne wraps a menu in an overlay
		if p, ok := o.(*widget.PopUpMenu); ok {
			pop = p
		}
	}
	if pop == nil {
		t.Fatalf("the overlay %T holds no menu", top)
	}
	test.Tap(pop.Items[i].(fyne.Tappable))
}

func TestChoosingTheSudokuStrategyGivesTheKeysBack(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabSudoku)
	var strategy *widget.Select
	for _, c := range controlsIn(m.sudoku().Content()) {
		if sel, ok := c.(*widget.Select); ok && slices.Contains(sel.Options, "Plain") {
			strategy = sel
		}
	}
	if strategy == nil {
		t.Fatal("no Strategy select on the Sudoku tab")
	}
	s := m.sudoku().Session()
	s.SetNotch(0) // 1 step/s: the search waits rather than races the test

	test.Tap(strategy)
	chooseFromPopUp(t, m, slices.Index(strategy.Options, "Plain"))
	if strategy.Selected != "Plain" {
		t.Fatalf("strategy %q after choosing Plain", strategy.Selected)
	}
	if f := m.win.Canvas().Focused(); f != nil {
		t.Fatalf("after the choice %T keeps the focus", f)
	}
	pressKey(m, fyne.KeySpace)
	if s.State() != run.Running || m.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("Space after the choice: state %v, overlay %v; want running and no menu", s.State(), m.win.Canvas().Overlays().Top())
	}
	if !strategy.Disabled() {
		t.Error("the strategy can be changed while its search runs")
	}
	pressKey(m, fyne.KeyEscape)
	s.Wait()
	s.Frame()
	if s.State() != run.Stopped {
		t.Fatalf("Esc: state %v, want stopped", s.State())
	}
	s.Stop() // reset

	// A select that has the focus when a run starts gives it up as it is
	// disabled, so Space pauses the run rather than opening its menu.
	m.win.Canvas().Focus(strategy)
	s.Step() // starts paused
	if f := m.win.Canvas().Focused(); f != nil {
		t.Fatalf("the disabled strategy select kept the focus (%T)", f)
	}
	pressKey(m, fyne.KeySpace)
	if s.State() != run.Running || m.win.Canvas().Overlays().Top() != nil {
		t.Errorf("Space with the strategy disabled: state %v, overlay %v", s.State(), m.win.Canvas().Overlays().Top())
	}
	pressKey(m, fyne.KeyEscape)
	s.Wait()
	s.Frame()
	if s.State() != run.Stopped {
		t.Errorf("Esc: state %v, want stopped", s.State())
	}
}

// Every select, check and radio group of every screen gives the keys back
// once it is used, and every entry once Enter is pressed in it.
func TestEveryControlGivesTheKeysBack(t *testing.T) {
	m := newTestWindow(t, 0)
	for i, item := range m.tabs.Items {
		m.tabs.SelectIndex(i)
		controls := controlsIn(item.Content)
		if len(controls) < 2 { // the Code tab has two: its examples and its step limit

			t.Fatalf("%s tab: only %d controls found", item.Text, len(controls))
		}
		for _, c := range controls {
			if d, ok := c.(fyne.Disableable); ok && d.Disabled() {
				continue
			}
			switch w := c.(type) {
			case *widget.Select:
				test.Tap(w)
				chooseFromPopUp(t, m, len(w.Options)-1)
			case *widget.Check:
				test.Tap(w)
				test.Tap(w) // and back
			case *widget.RadioGroup:
				items := test.WidgetRenderer(w).Objects()
				test.Tap(items[len(items)-1].(fyne.Tappable))
				if w.Selected != w.Options[len(w.Options)-1] {
					t.Errorf("%s tab: tapping %q chose %q", item.Text, w.Options[len(w.Options)-1], w.Selected)
				}
			case *widget.Entry:
				m.win.Canvas().Focus(w)
				w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			case *run.Entry:
				m.win.Canvas().Focus(w)
				w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			}
			if f := m.win.Canvas().Focused(); f != nil {
				t.Errorf("%s tab: %s keeps the focus (%T) after use", item.Text, describe(c), f)
				m.win.Canvas().Unfocus()
			}
			for m.win.Canvas().Overlays().Top() != nil { // a dialog a choice opened
				m.win.Canvas().Overlays().Top().Hide()
			}
		}
	}
}

// describe names a control for a test's message.
func describe(c fyne.CanvasObject) string {
	switch w := c.(type) {
	case *widget.Select:
		return "the select of " + strings.Join(w.Options, ", ")
	case *widget.Check:
		return "the check " + w.Text
	case *widget.RadioGroup:
		return "the radio group of " + strings.Join(w.Options, ", ")
	case *widget.Entry:
		return "the entry for " + w.PlaceHolder
	case *run.Entry:
		return "the entry for " + w.PlaceHolder
	}
	return fmt.Sprintf("%T", c)
}
