package queens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/palette"
)

// legendEntries pairs each mark with what it means, in the order the board
// gives them precedence.
var legendEntries = []struct {
	mark Mark
	text string
}{
	{Queen, "queen placed"},
	{Trying, "square being tried"},
	{Rejected, "rejected try"},
	{Queen | Blocker, "queen that blocks it"},
	{OnLine, "its line of attack"},
	{Undone, "queen taken back"},
	{Queen | Solved, "solution"},
	{Attacked, "attacked square"},
}

// newLegend returns a small key to the board's colours, drawn with the
// same looks as the board itself.
func newLegend() fyne.CanvasObject {
	base := palette.SquaresFor(fyne.CurrentApp().Settings().ThemeVariant()).Light
	items := make([]fyne.CanvasObject, 0, len(legendEntries))
	for _, e := range legendEntries {
		l := lookOf(e.mark, base)
		sq := canvas.NewRectangle(l.fill)
		sq.SetMinSize(fyne.NewSize(22, 22))
		sq.StrokeColor = palette.SquaresFor(fyne.CurrentApp().Settings().ThemeVariant()).Dark
		sq.StrokeWidth = 1
		glyph := canvas.NewText(l.glyph, l.ink)
		glyph.TextStyle.Monospace = true
		glyph.Alignment = fyne.TextAlignCenter
		glyph.TextSize = 16
		swatch := container.NewStack(sq, container.NewCenter(glyph))
		label := widget.NewLabel(e.text)
		label.SizeName = theme.SizeNameCaptionText
		items = append(items, container.NewHBox(container.NewCenter(swatch), label))
	}
	return container.New(layout.NewGridLayoutWithColumns(4), items...)
}
