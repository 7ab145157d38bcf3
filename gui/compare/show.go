package compare

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"backtracklab/engine/compare"
	"backtracklab/gui/run"
)

// Show opens the Compare view of c over win, nearly as large as the
// window, and starts it. Closing it stops the run at once.
func Show(win fyne.Window, c *compare.Comparison) *View {
	v := NewView(c, run.FramePeriod)
	d := dialog.NewCustomWithoutButtons("", v.Content(), win)
	v.OnClose = d.Hide
	d.SetOnClosed(v.Close)
	size := win.Canvas().Size()
	d.Resize(fyne.NewSize(size.Width*0.96, size.Height*0.94))
	d.Show()
	v.Start()
	return v
}
