package compare

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/compare"
	"backtracklab/gui/run"
)

// Show opens the Compare view of c over win's content, nearly as large
// as the window, and starts it. Close, Esc or Enter close it and stop
// the run at once. While it runs, a frame is pushed every frame period
// of screen, the session of the screen it covers (0 in tests, which push
// frames themselves). Closing the window stops the run too. A search of
// the screen's running at full tilt is paused while the view is open,
// and goes on after: the two would share the cores, and the comparison's
// times would say so.
func Show(win fyne.Window, screen *run.Session, c *compare.Comparison) *View {
	v := NewView(c, screen.Period())
	p := widget.NewModalPopUp(v.Content(), win.Canvas())
	paused := screen.State() == run.Running
	if paused {
		screen.Pause()
	}
	var forget, unclose func()
	v.OnClose = func() {
		unclose()
		forget()
		p.Hide()
		v.Close()
		if paused && screen.State() == run.Paused {
			screen.Resume()
		}
	}
	forget = run.Closable(win, v.OnClose) // Esc closes it, as it closes a message
	// The window closing ends the run; nothing is left to hide or resume.
	unclose = run.OnWindowClose(win, func() {
		forget()
		v.Close()
	})
	size := win.Canvas().Size()
	p.Resize(fyne.NewSize(size.Width*0.96, size.Height*0.94))
	p.Show()
	v.Start()
	return v
}
