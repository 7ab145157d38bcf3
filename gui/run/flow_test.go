package run

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A row its owner hides takes no room in the box above what follows it
// (the Teach panel's hint while a run is on show left a blank the height
// of its text above the views), and its room comes back when it is shown.
func TestAsideOfAHiddenRowTakesNoRoom(t *testing.T) {
	test.NewTempApp(t)
	hint := widget.NewLabel("Start a run to see it here.")
	checks := widget.NewCheck("Code", nil)
	body := widget.NewLabel("body")
	content := container.NewBorder(container.NewVBox(checks, Aside(hint)), nil, nil, nil, body)
	w := test.NewWindow(content)
	defer w.Close()
	w.Resize(fyne.NewSize(300, 400))
	at := func(o fyne.CanvasObject) float32 {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Y
	}
	below := func(o fyne.CanvasObject) float32 { return at(o) + o.Size().Height }
	if at(body) < below(hint) {
		t.Fatalf("with the hint shown the body starts at y=%v, above the hint's end (y=%v)", at(body), below(hint))
	}

	hint.Hide()
	content.Refresh()
	if got, want := at(body), below(checks)+2*theme.Padding(); got > want {
		t.Errorf("with the hint hidden the body starts at y=%v, want right below the checks (y <= %v)", got, want)
	}

	hint.Show()
	content.Refresh()
	if at(body) < below(hint) || hint.Size().Height < hint.MinSize().Height {
		t.Errorf("with the hint shown again the body starts at y=%v, the hint (%v high) ends at y=%v", at(body), hint.Size().Height, below(hint))
	}
}
