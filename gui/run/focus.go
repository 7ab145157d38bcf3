package run

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The window hands a key to a search only while no widget has the focus
// (HandleKey). A select, a check or a radio button takes the focus when
// it is clicked and keeps it: Space would then open the select again,
// or tick the box, instead of pausing the search, even once the control
// is disabled for a run. HandBack and Enable give the keys back.

// HandBack makes each of controls give the focus back to the screen once
// it has been used: a select once an option is chosen, a check once it is
// ticked or cleared, a radio group once a choice is made, an entry once
// Enter is pressed in it. Call it after the controls' callbacks are set;
// a control of any other kind is left alone.
func HandBack(controls ...fyne.CanvasObject) {
	for _, o := range controls {
		switch w := o.(type) {
		case *widget.Select:
			w.OnChanged = thenRelease(w, w.OnChanged)
		case *widget.Check:
			w.OnChanged = thenRelease(w, w.OnChanged)
		case *widget.RadioGroup:
			w.OnChanged = thenRelease(w, w.OnChanged)
		case *Entry:
			w.OnSubmitted = thenRelease(w, w.OnSubmitted)
		}
	}
}

// thenRelease returns f followed by Release(o).
func thenRelease[T any](o fyne.CanvasObject, f func(T)) func(T) {
	return func(v T) {
		if f != nil {
			f(v)
		}
		Release(o)
	}
}

// Release takes the focus from o, or from the part of o that has it (a
// radio group's button), so that the keys reach the screen again. Focus
// elsewhere is left alone: a select set by the screen while the user
// types in the grid must not take the grid's keys away, nor one on
// another tab, relabelled as the theme or the language changes, an
// entry's.
func Release(o fyne.CanvasObject) {
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	d := app.Driver()
	c := d.CanvasForObject(o)
	if c == nil {
		return
	}
	f, ok := c.Focused().(fyne.CanvasObject)
	if !ok {
		return
	}
	if f == o || partOf(d, f, o) {
		c.Unfocus()
	}
}

// partOf reports whether the focused f is a part of o, such as a radio
// group's button. Its place tells: o's parts are not reachable from
// outside the widget. A control of its own is no part of another,
// wherever it lies: an object on a tab not on show is placed at the
// window's corner, where its box may hold an entry of the tab on show.
func partOf(d fyne.Driver, f, o fyne.CanvasObject) bool {
	return !control(f) && within(d, f, o)
}

// control reports whether o is one of the controls HandBack knows.
func control(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *widget.Select, *widget.Check, *widget.RadioGroup, *Entry:
		return true
	}
	return false
}

// within reports whether f lies inside o on the screen: o's own parts
// are not reachable from outside the widget.
func within(d fyne.Driver, f, o fyne.CanvasObject) bool {
	if !o.Visible() || !f.Visible() {
		return false
	}
	op, fp := d.AbsolutePositionForObject(o), d.AbsolutePositionForObject(f)
	os, fs := o.Size(), f.Size()
	return fp.X >= op.X && fp.Y >= op.Y && fp.X+fs.Width <= op.X+os.Width && fp.Y+fs.Height <= op.Y+os.Height
}
