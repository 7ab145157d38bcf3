package sudoku

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

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
	v := palette.Variant()
	in := inksFor(theme.Current(), v)
	entries := make([]palette.LegendEntry, 0, len(legendEntries))
	for _, e := range legendEntries {
		l := lookOf(e.cell, 9, in.paper, &in)
		sq := canvas.NewRectangle(l.fill)
		sq.SetMinSize(fyne.NewSize(swatchSide, swatchSide))
		sq.StrokeColor = in.thin
		if l.stroke.A != 0 {
			sq.StrokeColor = l.stroke
		}
		sq.StrokeWidth = 2
		digit := canvas.NewText(l.text, l.ink)
		digit.TextStyle.Bold = l.bold
		digit.TextStyle.Italic = l.italic
		digit.TextStyle.Monospace = l.text == deadEndGlyph
		digit.Alignment = fyne.TextAlignCenter
		digit.TextSize = 15
		// The corner mark where the board puts it.
		mark := canvas.NewText(l.mark, l.markInk)
		mark.TextStyle.Monospace = true
		mark.Alignment = fyne.TextAlignTrailing
		mark.TextSize = 10
		mark.Move(fyne.NewPos(0, -1))
		mark.Resize(fyne.NewSize(swatchSide-2, 12))
		corner := container.NewWithoutLayout(mark)
		if l.badge {
			const d = 11
			badge := canvas.NewCircle(palette.OnColour)
			badge.Move(fyne.NewPos(swatchSide-d-1, 1))
			badge.Resize(fyne.NewSize(d, d))
			mark.Alignment = fyne.TextAlignCenter
			mark.TextSize = 9
			mark.Move(fyne.NewPos(swatchSide-d-1, 0))
			mark.Resize(fyne.NewSize(d, d))
			corner = container.NewWithoutLayout(badge, mark)
		}
		swatch := container.NewStack(sq, container.NewCenter(digit), corner)
		entries = append(entries, palette.LegendEntry{Swatch: swatch, TextKey: e.key})
	}
	return palette.NewBoardKey(3, entries)
}
