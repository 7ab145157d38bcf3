package run

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// StopAll calls what is registered for its window, once, and not what
// was forgotten or registered for another window; a stop may forget
// itself.
func TestStopAllStopsWhatIsOpenOverTheWindow(t *testing.T) {
	test.NewTempApp(t)
	win := test.NewTempWindow(t, widget.NewLabel(""))
	other := test.NewTempWindow(t, widget.NewLabel(""))
	stopped := map[string]int{}
	var forgetA func()
	forgetA = OnWindowClose(win, func() { stopped["a"]++; forgetA() })
	OnWindowClose(win, func() { stopped["b"]++ })
	forgetC := OnWindowClose(win, func() { stopped["c"]++ })
	forgetC() // ended before the window closed
	forgetD := OnWindowClose(other, func() { stopped["d"]++ })
	defer forgetD()

	StopAll(win)
	StopAll(win) // a window closed twice (Quit closes it too) stops nothing again
	if stopped["a"] != 1 || stopped["b"] != 1 || stopped["c"] != 0 || stopped["d"] != 0 {
		t.Errorf("stopped %v, want a and b once", stopped)
	}
	forgetA() // a forget after the close does nothing
	if _, ok := stops[win]; ok {
		t.Error("the closed window is still kept")
	}
}
