package queens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/palette"
)

// legendEntries pairs each mark with what it means, in the order the board
// gives them precedence.
var legendEntries = []struct {
	mark Mark
	key  string
}{
	{Queen, "queens.legend.queen"},
	{Trying, "queens.legend.trying"},
	{Rejected, "queens.legend.rejected"},
	{Queen | Blocker, "queens.legend.blocker"},
	{OnLine, "queens.legend.line"},
	{Undone, "queens.legend.undone"},
	{Free, "queens.legend.free"},
	{Queen | Solved, "queens.legend.solution"},
	{Attacked, "queens.legend.attacked"},
}

// legend is the key to the board's colours, drawn with the board's own
// looks so the two never disagree, and redrawn with the theme.
type legend struct {
	widget.BaseWidget
	squares []*canvas.Rectangle
	glyphs  []*canvas.Text
	key     *palette.BoardKey
}

func newLegend() *legend {
	l := &legend{}
	entries := make([]palette.LegendEntry, 0, len(legendEntries))
	for _, e := range legendEntries {
		sq := canvas.NewRectangle(nil)
		sq.SetMinSize(fyne.NewSize(22, 22))
		sq.StrokeWidth = 1
		glyph := canvas.NewText("", nil)
		glyph.TextStyle.Monospace = true
		glyph.Alignment = fyne.TextAlignCenter
		glyph.TextSize = 18
		l.squares = append(l.squares, sq)
		l.glyphs = append(l.glyphs, glyph)
		entries = append(entries, palette.LegendEntry{Swatch: container.NewStack(sq, container.NewCenter(glyph)), TextKey: e.key})
	}
	l.key = palette.NewBoardKey(4, entries)
	l.ExtendBaseWidget(l)
	l.paint()
	return l
}

// CreateRenderer is part of fyne.Widget.
func (l *legend) CreateRenderer() fyne.WidgetRenderer {
	return &legendRenderer{legend: l, WidgetRenderer: widget.NewSimpleRenderer(l.key.Content)}
}

// relabel says the captions again in a new language.
func (l *legend) relabel() { l.key.Relabel() }

// paint colours the swatches for the current theme variant.
func (l *legend) paint() {
	squares := palette.SquaresFor(palette.Variant())
	for i, e := range legendEntries {
		look := lookOf(e.mark, squares.Light)
		l.squares[i].FillColor = look.fill
		l.squares[i].StrokeColor = squares.Dark
		l.glyphs[i].Text = look.glyph
		l.glyphs[i].Color = look.ink
		l.squares[i].Refresh()
		l.glyphs[i].Refresh()
	}
}

// legendRenderer repaints the swatches when the theme changes.
type legendRenderer struct {
	fyne.WidgetRenderer
	legend *legend
}

// Refresh is part of fyne.WidgetRenderer.
func (r *legendRenderer) Refresh() {
	r.legend.paint()
	r.WidgetRenderer.Refresh()
}
