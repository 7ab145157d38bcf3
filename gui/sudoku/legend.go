package sudoku

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/palette"
)

// legendEntries pairs a sample cell with the key of what its look means.
var legendEntries = []struct {
	cell Cell
	key  string
}{
	{Cell{Digit: 5, Kind: Given}, "sudoku.legend.given"},
	{Cell{Digit: 5, Kind: Entry}, "sudoku.legend.entry"},
	{Cell{Digit: 5, Kind: Solver}, "sudoku.legend.solver"},
	{Cell{Kind: Solver, Marks: Chosen}, "sudoku.legend.chosen"},
	{Cell{Digit: 5, Kind: Solver, Marks: Trying}, "sudoku.legend.trying"},
	{Cell{Digit: 5, Kind: Solver, Marks: Rejected}, "sudoku.legend.rejected"},
	{Cell{Digit: 5, Kind: Given, Marks: Blocker}, "sudoku.legend.blocker"},
	{Cell{Digit: 5, Kind: Solver, Marks: Undone}, "sudoku.legend.undone"},
	{Cell{Digit: 5, Kind: Entry, Marks: Conflict}, "sudoku.legend.clash"},
	{Cell{Digit: 5, Kind: Entry, Marks: Wrong}, "sudoku.legend.wrong"},
	{Cell{Digit: 5, Kind: Entry, Marks: Hinted}, "sudoku.legend.hint"},
	{Cell{Digit: 5, Kind: Solver, Marks: Differs}, "sudoku.legend.differs"},
}

// swatchSide is the side of a legend's cell.
const swatchSide = 24

// newLegend returns a key to the board's looks, drawn as the board draws
// them.
func newLegend() *palette.BoardKey {
	entries := make([]palette.LegendEntry, 0, len(legendEntries))
	for _, e := range legendEntries {
		entries = append(entries, palette.LegendEntry{Swatch: newLegendSwatch(e.cell), TextKey: e.key})
	}
	return palette.NewBoardKey(3, entries)
}

// legendSwatch is one cell of the key, drawn with the board's look of its
// sample cell in the theme of the moment: repainted when the theme
// changes, as the board is.
type legendSwatch struct {
	widget.BaseWidget
	cell        Cell
	sq          *canvas.Rectangle
	digit, mark *canvas.Text
	badge       *canvas.Circle
	content     *fyne.Container
}

func newLegendSwatch(c Cell) *legendSwatch {
	s := &legendSwatch{cell: c, sq: canvas.NewRectangle(nil), badge: canvas.NewCircle(palette.OnColour)}
	s.sq.SetMinSize(fyne.NewSize(swatchSide, swatchSide))
	s.sq.StrokeWidth = 2
	s.digit = canvas.NewText("", nil)
	s.digit.Alignment = fyne.TextAlignCenter
	s.digit.TextSize = 15
	// The corner mark where the board puts it, on its badge or flush
	// with the corner.
	s.mark = canvas.NewText("", nil)
	s.mark.TextStyle.Monospace = true
	const d = 11
	s.badge.Move(fyne.NewPos(swatchSide-d-1, 1))
	s.badge.Resize(fyne.NewSize(d, d))
	s.content = container.NewStack(s.sq, container.NewCenter(s.digit), container.NewWithoutLayout(s.badge, s.mark))
	s.ExtendBaseWidget(s)
	s.paint()
	return s
}

// paint draws the sample cell as the board would now.
func (s *legendSwatch) paint() {
	in := inksFor(theme.Current(), palette.Variant())
	l := lookOf(s.cell, 9, in.paper, &in)
	s.sq.FillColor, s.sq.StrokeColor = l.fill, in.thin
	if l.stroke.A != 0 {
		s.sq.StrokeColor = l.stroke
	}
	s.digit.Text, s.digit.Color = l.text, l.ink
	s.digit.TextStyle = fyne.TextStyle{Bold: l.bold, Italic: l.italic, Monospace: l.text == deadEndGlyph}
	s.mark.Text, s.mark.Color = l.mark, l.markInk
	if l.badge {
		const d = 11
		s.mark.Alignment, s.mark.TextSize = fyne.TextAlignCenter, 9
		s.mark.Move(fyne.NewPos(swatchSide-d-1, 0))
		s.mark.Resize(fyne.NewSize(d, d))
	} else {
		s.mark.Alignment, s.mark.TextSize = fyne.TextAlignTrailing, 10
		s.mark.Move(fyne.NewPos(0, -1))
		s.mark.Resize(fyne.NewSize(swatchSide-2, 12))
	}
	s.badge.Hidden = !l.badge
	s.sq.Refresh()
	s.digit.Refresh()
	s.mark.Refresh()
	s.badge.Refresh()
}

// CreateRenderer is part of fyne.Widget.
func (s *legendSwatch) CreateRenderer() fyne.WidgetRenderer {
	return &swatchRenderer{WidgetRenderer: widget.NewSimpleRenderer(s.content), swatch: s}
}

// swatchRenderer repaints the swatch when the theme changes.
type swatchRenderer struct {
	fyne.WidgetRenderer
	swatch *legendSwatch
}

// Refresh is part of fyne.WidgetRenderer.
func (r *swatchRenderer) Refresh() {
	r.swatch.paint()
	r.WidgetRenderer.Refresh()
}
