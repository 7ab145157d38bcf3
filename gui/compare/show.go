package compare

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/compare"
	"backtracklab/gui/run"
)

// Show opens the Compare view of c over win's content, nearly as large
// as the window, and starts it. Close, Esc or Enter close it and stop
// the run at once. While it
// runs, a frame is pushed every period (run.FramePeriod; 0 in tests,
// which push frames themselves).
func Show(win fyne.Window, c *compare.Comparison, period time.Duration) *View {
	v := NewView(c, period)
	p := widget.NewModalPopUp(v.Content(), win.Canvas())
	var forget func()
	v.OnClose = func() {
		forget()
		p.Hide()
		v.Close()
	}
	forget = run.Closable(win, v.OnClose) // Esc closes it, as it closes a message
	size := win.Canvas().Size()
	p.Resize(fyne.NewSize(size.Width*0.96, size.Height*0.94))
	p.Show()
	v.Start()
	return v
}
