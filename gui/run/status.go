package run

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NewStatusLine returns the label a screen tells in words what the search
// or the user's last action did: large and bold, under the board.
func NewStatusLine() *widget.Label {
	l := widget.NewLabel("")
	l.SizeName = theme.SizeNameSubHeadingText
	l.TextStyle.Bold = true
	return l
}

// TwoLineStatus keeps room for two lines of a status line l that wraps,
// so that the board above does not jump when a message wraps.
func TwoLineStatus(l *widget.Label) fyne.CanvasObject {
	probe := widget.NewLabel("1\n2")
	probe.SizeName = l.SizeName
	probe.TextStyle = l.TextStyle
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, probe.MinSize().Height))
	return container.NewStack(room, l)
}

// NewKeyHint returns a small line that names a screen's keys: text
// says them in the language in use, and is asked again when it changes.
func NewKeyHint(text func() string) *widget.Label {
	l := widget.NewLabel("")
	l.SizeName = theme.SizeNameCaptionText
	Words(func() { SetText(l, text()) })
	return l
}
