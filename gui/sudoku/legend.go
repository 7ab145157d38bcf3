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

// newLegend returns a key to the board's looks, drawn as the board draws
// them.
func newLegend() *palette.BoardKey {
	v := palette.Variant()
	in := inksFor(theme.Current(), v)
	entries := make([]palette.LegendEntry, 0, len(legendEntries))
	for _, e := range legendEntries {
		l := lookOf(e.cell, 9, in.paper, &in)
		sq := canvas.NewRectangle(l.fill)
		sq.SetMinSize(fyne.NewSize(24, 24))
		sq.StrokeColor = in.thin
		if l.stroke.A != 0 {
			sq.StrokeColor = l.stroke
		}
		sq.StrokeWidth = 2
		digit := canvas.NewText(l.text, l.ink)
		digit.TextStyle.Bold = l.bold
		digit.Alignment = fyne.TextAlignCenter
		digit.TextSize = 15
		swatch := container.NewStack(sq, container.NewCenter(digit))
		entries = append(entries, palette.LegendEntry{Swatch: swatch, TextKey: e.key})
	}
	return palette.NewBoardKey(3, entries)
}
