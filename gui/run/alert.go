package run

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// alerts holds the error dialog open in each window. UI goroutine only.
var alerts = map[fyne.Window]dialog.Dialog{}

// ShowError tells err in a dialog over win. A window shows one such
// message at a time: a new one replaces the one still open, so five bad
// pastes in a row leave one dialog, the last, rather than a pile of
// them. The window closes it with Esc or Enter (CloseAlert).
func ShowError(win fyne.Window, err error) {
	if old, ok := alerts[win]; ok {
		delete(alerts, win)
		old.Hide()
	}
	d := dialog.NewError(err, win)
	d.SetOnClosed(func() {
		if alerts[win] == d {
			delete(alerts, win)
		}
	})
	alerts[win] = d
	d.Show()
}

// CloseAlert closes the message ShowError shows in win, or else the
// view open over it that said how to close it (Closable), and reports
// whether there was one. enter is whether Enter asked, not Esc: a
// dialog that asks something (Cancelable) closes on Esc alone.
func CloseAlert(win fyne.Window, enter bool) bool {
	d, ok := alerts[win]
	if ok {
		d.Hide() // its OnClosed forgets it
		return true
	}
	if c, ok := closables[win]; ok && (c.onEnter || !enter) {
		c.close()
		return true
	}
	return false
}

// closables holds how to close the view open over each window (a
// comparison's pop-up, File > Export's dialog). UI goroutine only.
var closables = map[fyne.Window]closer{}

type closer struct {
	close   func()
	onEnter bool // Enter closes it too, as it closes a message
	id      int  // which registration (register)
}

// Closable makes Esc and Enter close a view open over win as they close a
// message: with close, which must end with forget, the function it
// returns, that the view calls whichever way it closes.
func Closable(win fyne.Window, close func()) (forget func()) {
	return register(win, closer{close: close, onEnter: true})
}

// Cancelable makes Esc cancel a dialog open over win, with cancel, as
// Closable does; Enter is left to the dialog (its choices are not to be
// thrown away by it).
func Cancelable(win fyne.Window, cancel func()) (forget func()) {
	return register(win, closer{close: cancel})
}

// register makes c how the view open over win closes; forget forgets it,
// unless another view has come over win since.
func register(win fyne.Window, c closer) (forget func()) {
	closers++
	c.id = closers
	closables[win] = c
	return func() {
		if closables[win].id == c.id {
			delete(closables, win)
		}
	}
}

// closers counts the views registered, to tell them apart.
var closers int

// Modal reports whether a dialog or a pop-up covers win's content. Keys
// typed then belong to it, never to the screen behind: the window drops
// them, except Esc and Enter, which close a message (CloseAlert).
func Modal(win fyne.Window) bool { return win.Canvas().Overlays().Top() != nil }
