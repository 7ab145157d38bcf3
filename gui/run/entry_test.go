package run

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// An Entry hands the function keys to its window's key handler and keeps
// the rest: typing, Enter (here its OnSubmitted), Escape.
func TestEntryHandsTheFunctionKeysToItsWindow(t *testing.T) {
	test.NewTempApp(t)
	e := NewEntry()
	submitted := ""
	e.OnSubmitted = func(s string) { submitted = s }
	w := test.NewTempWindow(t, e)
	var window []fyne.KeyName
	w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) { window = append(window, k.Name) })
	w.Canvas().Focus(e)
	for _, k := range []fyne.KeyName{fyne.KeyF5, fyne.KeyF6, fyne.KeyF11, fyne.KeyEscape} {
		e.TypedKey(&fyne.KeyEvent{Name: k})
	}
	test.Type(e, "12")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(window) != 3 || window[0] != fyne.KeyF5 || window[1] != fyne.KeyF6 || window[2] != fyne.KeyF11 {
		t.Errorf("the window got %v, want F5 F6 F11", window)
	}
	if e.Text != "1" || submitted != "1" || w.Canvas().Focused() != e {
		t.Errorf("entry %q, submitted %q, focus %T; want 1, 1, the entry", e.Text, submitted, w.Canvas().Focused())
	}
}

// A select relabelled on a tab not on show (placed at the window's
// corner, its box over the entry on show) leaves the entry its focus.
func TestHiddenSelectLeavesAnEntryItsFocus(t *testing.T) {
	test.NewTempApp(t)
	e := NewEntry()
	sel := widget.NewSelect([]string{"a", "b"}, nil)
	HandBack(sel, e)
	other := container.NewStack(sel) // a tab laid out, then left
	w := test.NewTempWindow(t, container.NewStack(container.NewVBox(container.NewHBox(e)), other))
	w.Resize(fyne.NewSize(400, 300))
	other.Hide()
	w.Canvas().Focus(e)
	sel.SetSelectedIndex(1)
	if w.Canvas().Focused() != e {
		t.Errorf("the focus went from the entry to %T", w.Canvas().Focused())
	}
	other.Show() // and a choice made in it hands its keys back still
	w.Canvas().Focus(sel)
	sel.SetSelectedIndex(0)
	if f := w.Canvas().Focused(); f != nil {
		t.Errorf("the select kept the focus (%T) after a choice", f)
	}
}

// An entry that steps aside in presentation mode gives the keys back:
// hidden, it would take them unseen.
func TestEntrySteppingAsideGivesTheFocusBack(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { SetPresenting(false) })
	e, kept := NewEntry(), NewEntry()
	row := Aside(NewRow(widget.NewLabel("size"), FixedWidth(e, 64)))
	w := test.NewTempWindow(t, container.NewVBox(row, kept))
	w.Canvas().Focus(kept)
	SetPresenting(true)
	row.Refresh()
	if row.Visible() || w.Canvas().Focused() != kept {
		t.Fatalf("aside visible %v, focus on %T; want hidden, the entry not in it", row.Visible(), w.Canvas().Focused())
	}
	SetPresenting(false)
	row.Refresh()
	w.Canvas().Focus(e)
	SetPresenting(true)
	row.Refresh()
	if f := w.Canvas().Focused(); row.Visible() || f != nil {
		t.Errorf("aside visible %v, focus on %T; want hidden, no focus", row.Visible(), f)
	}
}
