package gui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// File > Export is on every tab: each screen offers its handouts.
func TestEveryScreenExports(t *testing.T) {
	m := newTestWindow(t, 0)
	for i, s := range m.screens {
		if _, ok := s.(Exporter); !ok {
			t.Errorf("screen %d (%s) has no File > Export", i, s.Name())
		}
	}
	// On the N-Queens tab before any run: the sheets of 8 queens.
	m.tabs.SelectIndex(0)
	menuItem(t, m, "File", "Export…").Action()
	top := m.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("File > Export shows no dialog")
	}
	if runtest.FindButton(top, "Export…") == nil {
		t.Error("the Export dialog has no Export… button")
	}
	if !hasRadioOption(top, "PDF sheet: every solution of 8 queens, numbered") {
		t.Error("the Export dialog does not offer 8-queens' sheet")
	}
	cancel := runtest.FindButton(top, "Cancel")
	if cancel == nil {
		t.Fatal("the Export dialog has no Cancel")
	}
	test.Tap(cancel)
	if m.win.Canvas().Overlays().Top() != nil {
		t.Error("Cancel left the dialog open")
	}
}

// hasRadioOption reports whether a radio group in o offers option.
func hasRadioOption(o fyne.CanvasObject, option string) bool {
	switch o := o.(type) {
	case *widget.RadioGroup:
		return slices.Contains(o.Options, option)
	case *fyne.Container:
		return slices.ContainsFunc(o.Objects, func(k fyne.CanvasObject) bool { return hasRadioOption(k, option) })
	case fyne.Widget:
		return slices.ContainsFunc(test.WidgetRenderer(o).Objects(), func(k fyne.CanvasObject) bool { return hasRadioOption(k, option) })
	}
	return false
}

// Esc cancels the Export dialog, as it closes a message; Enter does not
// throw the choices away.
func TestEscCancelsExport(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(0)
	menuItem(t, m, "File", "Export…").Action()
	if m.win.Canvas().Overlays().Top() == nil {
		t.Fatal("File > Export shows no dialog")
	}
	m.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if m.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Enter closed the Export dialog, its choices with it")
	}
	m.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if m.win.Canvas().Overlays().Top() != nil {
		t.Error("Esc left the Export dialog open")
	}
	// Closed, it is forgotten: Esc does nothing more.
	if run.CloseAlert(m.win, false) {
		t.Error("the closed Export dialog still answers Esc")
	}
}
