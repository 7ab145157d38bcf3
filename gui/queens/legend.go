package queens

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/queens"
	"backtracklab/gui/palette"
)

// legendEntry pairs a mark with what it means.
type legendEntry struct {
	mark Mark
	key  string
}

// legendEntries are the marks a search that tries every square shows
// (scan, arrays), in the order the board gives them precedence.
var legendEntries = []legendEntry{
	{Queen, "queens.legend.queen"},
	{Trying, "queens.legend.trying"},
	{Rejected, "queens.legend.rejected"},
	{Queen | Blocker, "queens.legend.blocker"},
	{OnLine, "queens.legend.line"},
	{Undone, "queens.legend.undone"},
	{Queen | Solved, "queens.legend.solution"},
	{Attacked, "queens.legend.attacked"},
}

// bitmaskEntries are the marks the bitmask search shows: it rejects no
// try, and shows the free squares of its row instead.
var bitmaskEntries = []legendEntry{
	{Queen, "queens.legend.queen"},
	{Trying, "queens.legend.trying"},
	{Free, "queens.legend.free"},
	{Undone, "queens.legend.undone"},
	{Queen | Solved, "queens.legend.solution"},
	{Attacked, "queens.legend.attacked"},
}

// legend is the key to the board's colours, drawn with the board's own
// looks so the two never disagree, and redrawn with the theme. It keeps a
// key for each kind of search and shows the one of the check chosen.
type legend struct {
	widget.BaseWidget
	keys    [2]*legendKey // scan and arrays, then bitmask
	content *fyne.Container
}

// legendKey is one key: its entries, their swatches and the captions.
type legendKey struct {
	entries []legendEntry
	squares []*canvas.Rectangle
	glyphs  []*canvas.Text
	marks   []*canvas.Text
	badges  []*canvas.Circle
	signs   []*canvas.Circle
	lines   []*canvas.Line
	key     *palette.BoardKey
}

// swatchSide is the side of a legend's square.
const swatchSide = 22

func newLegendKey(entries []legendEntry) *legendKey {
	k := &legendKey{entries: entries}
	items := make([]palette.LegendEntry, 0, len(entries))
	for _, e := range entries {
		sq := canvas.NewRectangle(nil)
		sq.SetMinSize(fyne.NewSize(swatchSide, swatchSide))
		sq.StrokeWidth = 1
		glyph := canvas.NewText("", nil)
		glyph.TextStyle.Monospace = true
		glyph.Alignment = fyne.TextAlignCenter
		glyph.TextSize = 18
		// The corner mark and the stripe sit where the board puts them.
		mark := canvas.NewText("", nil)
		mark.TextStyle.Monospace = true
		mark.Alignment = fyne.TextAlignCenter
		badge := canvas.NewCircle(nil)
		placeBadge(badge, mark, fyne.NewPos(2, -2), swatchSide)
		line := canvas.NewLine(nil)
		placeLine(line, lineDown, fyne.Position{}, swatchSide)
		line.Hide()
		k.squares = append(k.squares, sq)
		k.glyphs = append(k.glyphs, glyph)
		k.marks = append(k.marks, mark)
		k.badges = append(k.badges, badge)
		sgn := canvas.NewCircle(nil)
		k.signs = append(k.signs, sgn)
		k.lines = append(k.lines, line)
		swatch := container.NewStack(sq, container.NewWithoutLayout(line, sgn), container.NewCenter(glyph), container.NewWithoutLayout(badge, mark))
		items = append(items, palette.LegendEntry{Swatch: swatch, TextKey: e.key})
	}
	k.key = palette.NewBoardKey(4, items)
	return k
}

// newLegend returns the legend of check c.
func newLegend(c queens.Check) *legend {
	l := &legend{keys: [2]*legendKey{newLegendKey(legendEntries), newLegendKey(bitmaskEntries)}}
	l.content = container.NewStack(l.keys[0].key.Content, l.keys[1].key.Content)
	l.show(c)
	l.ExtendBaseWidget(l)
	l.paint()
	return l
}

// show shows the key of check c.
func (l *legend) show(c queens.Check) {
	bitmask := c == queens.Bitmask
	for i, k := range l.keys {
		if (i == 1) == bitmask {
			k.key.Content.Show()
		} else {
			k.key.Content.Hide()
		}
	}
	l.content.Refresh()
}

// shown is the key on show, for tests.
func (l *legend) shown() *legendKey {
	if l.keys[1].key.Content.Visible() {
		return l.keys[1]
	}
	return l.keys[0]
}

// CreateRenderer is part of fyne.Widget.
func (l *legend) CreateRenderer() fyne.WidgetRenderer {
	return &legendRenderer{legend: l, WidgetRenderer: widget.NewSimpleRenderer(l.content)}
}

// relabel says the captions again in a new language.
func (l *legend) relabel() {
	for _, k := range l.keys {
		k.key.Relabel()
	}
}

// paint colours the swatches for the current theme variant.
func (l *legend) paint() {
	squares := palette.SquaresFor(palette.Variant())
	for _, k := range l.keys {
		for i, e := range k.entries {
			look := lookOf(e.mark, squares.Light)
			k.squares[i].FillColor = look.fill
			k.squares[i].StrokeColor = squares.Dark
			k.glyphs[i].Text = look.glyph
			k.glyphs[i].Color = look.ink
			paintBadge(k.badges[i], k.marks[i], look)
			placeSign(k.signs[i], look.sign, look.ink, fyne.Position{}, swatchSide)
			k.signs[i].Refresh()
			k.lines[i].StrokeColor = look.lineC
			k.lines[i].Hidden = look.line == noLine
			k.squares[i].Refresh()
			k.glyphs[i].Refresh()
			k.lines[i].Refresh()
		}
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
