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

// CloseAlert closes the message ShowError shows in win and reports
// whether there was one.
func CloseAlert(win fyne.Window) bool {
	d, ok := alerts[win]
	if ok {
		d.Hide() // its OnClosed forgets it
	}
	return ok
}

// Modal reports whether a dialog or a pop-up covers win's content. Keys
// typed then belong to it, never to the screen behind: the window drops
// them, except Esc and Enter, which close a message (CloseAlert).
func Modal(win fyne.Window) bool { return win.Canvas().Overlays().Top() != nil }
