package run

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Entry is the app's one-line entry: a widget.Entry that hands the
// function keys to its window. The window applies F5 (presentation), F6
// (the quiz) and F11 (full screen) whatever has the focus, but Fyne hands
// a key to the focused widget alone, and widget.Entry drops the keys it
// has no use for: without this, those keys did nothing while the cursor
// was in an entry. Every other key (typing, Enter, Escape) is the entry's
// as before.
type Entry struct {
	widget.Entry
}

// NewEntry returns an empty one-line entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey is part of fyne.Focusable: the function keys go to the
// window's own key handler, as they do while no widget has the focus.
func (e *Entry) TypedKey(k *fyne.KeyEvent) {
	if !functionKey(k.Name) {
		e.Entry.TypedKey(k)
		return
	}
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	if c := app.Driver().CanvasForObject(e); c != nil && c.OnTypedKey() != nil {
		c.OnTypedKey()(k)
	}
}

// functionKey reports whether k is one of F1 to F12.
func functionKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4, fyne.KeyF5, fyne.KeyF6,
		fyne.KeyF7, fyne.KeyF8, fyne.KeyF9, fyne.KeyF10, fyne.KeyF11, fyne.KeyF12:
		return true
	}
	return false
}
