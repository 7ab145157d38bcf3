package run

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A row that steps aside takes no room once its screen hides it: a
// wrapped label above views leaves them its height.
func TestAsideOfAHiddenRowTakesNoRoom(t *testing.T) {
	test.NewTempApp(t)
	hint := widget.NewLabel("a hint long enough to wrap onto a few lines in a narrow panel")
	hint.Wrapping = fyne.TextWrapWord
	row := Aside(hint)
	below := widget.NewLabel("views")
	box := container.NewVBox(widget.NewLabel("checks"), row, below)
	test.NewTempWindow(t, box)
	shown, hintH := box.MinSize().Height, hint.MinSize().Height
	hint.Hide()
	if row.MinSize().Height != 0 || box.MinSize().Height != shown-hintH {
		t.Errorf("hidden, the row asks %v, the box %v; want 0, %v", row.MinSize(), box.MinSize().Height, shown-hintH)
	}
	hint.Show()
	if box.MinSize().Height != shown {
		t.Errorf("shown again, the box asks %v, want %v", box.MinSize().Height, shown)
	}
}
