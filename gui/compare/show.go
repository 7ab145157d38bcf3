package compare

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/compare"
	"backtracklab/gui/run"
)

// framePeriod is the time between the frames of a view Show opens
// (tests set 0, and push frames themselves).
var framePeriod = run.FramePeriod

// Show opens the Compare view of c over win's content, nearly as large
// as the window, and starts it. Close, or closing the window, stops the
// run at once.
func Show(win fyne.Window, c *compare.Comparison) *View {
	v := NewView(c, framePeriod)
	p := widget.NewModalPopUp(v.Content(), win.Canvas())
	v.OnClose = func() {
		p.Hide()
		v.Close()
	}
	size := win.Canvas().Size()
	p.Resize(fyne.NewSize(size.Width*0.96, size.Height*0.94))
	p.Show()
	v.Start()
	return v
}
