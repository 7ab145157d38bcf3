package sudoku

import (
	"fmt"

	"backtracklab/engine/sudoku"
)

// hint is one cell the rules force, and why.
type hint struct {
	cell  sudoku.Cell
	digit int
	// unit is where the digit has only this place (a hidden single);
	// naked is set instead when the cell has only this digit left.
	unit  sudoku.Unit
	naked bool
}

// text explains the hint the way a teacher would say it.
func (h hint) text(n int) string {
	cell := cellName(h.cell.Row, h.cell.Col)
	d := digitName(h.digit)
	if h.naked {
		return fmt.Sprintf("%s must be %s: every other digit is already in its row, column or box", cell, d)
	}
	return fmt.Sprintf("%s must be %s: it is the only place for %s in %s", cell, d, d, unitName(h.unit, n, h.cell))
}

// unitName names the unit of a kind that holds cell: "row 4", "column 7",
// "box 6" (boxes numbered from 1 in reading order).
func unitName(u sudoku.Unit, n int, cell sudoku.Cell) string {
	switch u {
	case sudoku.Row:
		return fmt.Sprintf("row %d", cell.Row+1)
	case sudoku.Column:
		return fmt.Sprintf("column %d", cell.Col+1)
	}
	return fmt.Sprintf("box %d", boxOf(n, cell.Row, cell.Col)+1)
}

// findHint looks for a cell of g that the rules force, in the order a
// person finds them most easily: a digit with one place left in a box,
// then a cell with one digit left, then a digit with one place left in a
// row or a column; the first in reading order of each. When there is
// none it returns false and, if g cannot be completed at all, a problem:
// a cell with no digit left, or a digit with no place left in a unit.
func findHint(g sudoku.Grid) (h hint, problem string, ok bool) {
	n := g.Size()
	var cands [sudoku.MaxCells]sudoku.Digits
	for r := range n {
		for c := range n {
			if g.At(r, c) != 0 {
				continue
			}
			m := sudoku.Candidates(g, r, c)
			if m == 0 {
				return hint{}, fmt.Sprintf("%s has no digit left: a digit in its row, column or box must be wrong", cellName(r, c)), false
			}
			cands[r*n+c] = m
		}
	}
	if h, p, ok := hiddenSingle(g, &cands, sudoku.Box); ok || p != "" {
		return h, p, ok
	}
	for i := 0; i < n*n; i++ {
		if m := cands[i]; m != 0 && m.Len() == 1 {
			return hint{cell: sudoku.Cell{Row: i / n, Col: i % n}, digit: m.List()[0], naked: true}, "", true
		}
	}
	for _, u := range []sudoku.Unit{sudoku.Row, sudoku.Column} {
		if h, p, ok := hiddenSingle(g, &cands, u); ok || p != "" {
			return h, p, ok
		}
	}
	return hint{}, "", false
}

// hiddenSingle finds a digit with a single place left in a unit of kind
// u, or reports a digit with no place left.
func hiddenSingle(g sudoku.Grid, cands *[sudoku.MaxCells]sudoku.Digits, u sudoku.Unit) (hint, string, bool) {
	n := g.Size()
	for k := range n {
		// The k-th unit of its kind, found through a cell it holds.
		row, col := k, k
		if u == sudoku.Box {
			b := boxSide(n)
			row, col = k/b*b, k%b*b
		}
		cells := unitCells(n, u, row, col)
		var placed sudoku.Digits
		for _, c := range cells {
			if v := g.At(c.Row, c.Col); v != 0 {
				placed |= 1 << (v - 1)
			}
		}
		for d := 1; d <= n; d++ {
			if placed.Has(d) {
				continue
			}
			home, places := sudoku.Cell{}, 0
			for _, c := range cells {
				if cands[c.Row*n+c.Col].Has(d) {
					home = c
					places++
				}
			}
			switch places {
			case 0:
				return hint{}, fmt.Sprintf("%s has no place left in %s: a digit there must be wrong",
					digitName(d), unitName(u, n, cells[0])), false
			case 1:
				return hint{cell: home, digit: d, unit: u}, "", true
			}
		}
	}
	return hint{}, "", false
}
