// Package cellgrid is the geometry the boards share: where a grid of
// square cells lies in its widget, to find the cell under the pointer and
// to point at a cell.
package cellgrid

import (
	"math"

	"fyne.io/fyne/v2"
)

// Placement is where a board's grid lies in the widget: the top-left
// corner of its first cell and the side of a cell. A board's renderer
// sets it at each layout; the zero Placement, before the first layout,
// has no cells.
type Placement struct {
	Origin fyne.Position
	Cell   float32
}

// At returns the row and column of the cell under pos, and whether pos
// lies on a grid of rows×cols cells.
func (p Placement) At(pos fyne.Position, rows, cols int) (row, col int, ok bool) {
	if p.Cell <= 0 {
		return 0, 0, false
	}
	col = int(math.Floor(float64((pos.X - p.Origin.X) / p.Cell)))
	row = int(math.Floor(float64((pos.Y - p.Origin.Y) / p.Cell)))
	return row, col, row >= 0 && row < rows && col >= 0 && col < cols
}

// Center returns the middle of the cell at row, col.
func (p Placement) Center(row, col int) fyne.Position {
	return fyne.NewPos(p.Origin.X+(float32(col)+0.5)*p.Cell, p.Origin.Y+(float32(row)+0.5)*p.Cell)
}
