package palette

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// LegendEntry is one line of a board's key: a swatch, drawn by the
// board's own code so that the two never disagree, and what it means.
type LegendEntry struct {
	Swatch fyne.CanvasObject
	Text   string
}

// Legend lays out a board's key, columns entries to a row, each swatch
// beside a small caption.
func Legend(columns int, entries []LegendEntry) fyne.CanvasObject {
	items := make([]fyne.CanvasObject, 0, len(entries))
	for _, e := range entries {
		label := widget.NewLabel(e.Text)
		label.SizeName = theme.SizeNameCaptionText
		items = append(items, container.NewHBox(container.NewCenter(e.Swatch), label))
	}
	return container.New(layout.NewGridLayoutWithColumns(columns), items...)
}
