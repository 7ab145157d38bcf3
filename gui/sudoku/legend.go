package sudoku

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/palette"
)

// legendEntries pairs a sample cell with what its look means.
var legendEntries = []struct {
	cell Cell
	text string
}{
	{Cell{Digit: 5, Kind: Given}, "given"},
	{Cell{Digit: 5, Kind: Entry}, "your entry"},
	{Cell{Digit: 5, Kind: Solver}, "solver's digit"},
	{Cell{Kind: Solver, Marks: Chosen}, "cell chosen to branch on"},
	{Cell{Digit: 5, Kind: Solver, Marks: Trying}, "digit being tried"},
	{Cell{Digit: 5, Kind: Solver, Marks: Rejected}, "rejected try"},
	{Cell{Digit: 5, Kind: Given, Marks: Blocker}, "the digit in the way"},
	{Cell{Digit: 5, Kind: Solver, Marks: Undone}, "taken back"},
	{Cell{Digit: 5, Kind: Entry, Marks: Conflict}, "clash"},
	{Cell{Digit: 5, Kind: Entry, Marks: Wrong}, "wrong (Check)"},
	{Cell{Digit: 5, Kind: Entry, Marks: Hinted}, "hint"},
	{Cell{Digit: 5, Kind: Solver, Marks: Differs}, "solutions differ"},
}

// newLegend returns a key to the board's looks, drawn as the board draws
// them.
func newLegend() fyne.CanvasObject {
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
		entries = append(entries, palette.LegendEntry{Swatch: swatch, Text: e.text})
	}
	return palette.Legend(3, entries)
}
