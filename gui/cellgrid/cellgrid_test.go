package cellgrid

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestAtFindsTheCellUnderAPoint(t *testing.T) {
	p := Placement{Origin: fyne.NewPos(10, 20), Cell: 8}
	for _, c := range []struct {
		pos      fyne.Position
		row, col int
		ok       bool
	}{
		{p.Center(0, 0), 0, 0, true},
		{p.Center(2, 3), 2, 3, true},
		{fyne.NewPos(9.5, 20), 0, -1, false}, // just left of the grid
		{fyne.NewPos(10, 19.5), -1, 0, false},
		{p.Center(3, 0), 3, 0, false}, // below a grid of 3 rows
	} {
		row, col, ok := p.At(c.pos, 3, 4)
		if row != c.row || col != c.col || ok != c.ok {
			t.Errorf("At(%v) = %d, %d, %v; want %d, %d, %v", c.pos, row, col, ok, c.row, c.col, c.ok)
		}
	}
	if _, _, ok := (Placement{}).At(fyne.NewPos(0, 0), 3, 4); ok {
		t.Error("a grid not laid out yet has a cell")
	}
}
