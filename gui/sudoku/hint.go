package sudoku

import (
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
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
	a := i18n.Args{"Cell": cellName(h.cell.Row, h.cell.Col), "Digit": digitName(h.digit)}
	if h.naked {
		return i18n.T("sudoku.hint.naked", a)
	}
	a["Unit"] = unitName(h.unit, n, h.cell)
	return i18n.T("sudoku.hint.hidden", a)
}

// unitName names the unit of a kind that holds cell: "row 4", "column 7",
// "box 6" (boxes numbered from 1 in reading order).
func unitName(u sudoku.Unit, n int, cell sudoku.Cell) string {
	switch u {
	case sudoku.Row:
		return i18n.T("sudoku.unit.row", i18n.Args{"N": cell.Row + 1})
	case sudoku.Column:
		return i18n.T("sudoku.unit.column", i18n.Args{"N": cell.Col + 1})
	}
	return i18n.T("sudoku.unit.box", i18n.Args{"N": boxOf(n, cell.Row, cell.Col) + 1})
}

// findHint looks for a cell of g that the rules force, in the order a
// person finds them most easily: a digit with one place left in a box,
// then a cell with one digit left, then a digit with one place left in a
// row or a column; the first in reading order of each. When there is
// none it returns false and, if g cannot be completed at all, a problem
// (nil if none): a cell with no digit left, or a digit with no place left
// in a unit.
func findHint(g sudoku.Grid) (h hint, problem i18n.Words, ok bool) {
	n := g.Size()
	var cands [sudoku.MaxCells]sudoku.Digits
	for r := range n {
		for c := range n {
			if g.At(r, c) != 0 {
				continue
			}
			m := sudoku.Candidates(g, r, c)
			if m == 0 {
				return hint{}, tr("sudoku.hint.nodigit", i18n.Args{"Cell": cellName(r, c)}), false
			}
			cands[r*n+c] = m
		}
	}
	if h, p, ok := hiddenSingle(g, &cands, sudoku.Box); ok || p != nil {
		return h, p, ok
	}
	for i := 0; i < n*n; i++ {
		if m := cands[i]; m != 0 && m.Len() == 1 {
			return hint{cell: sudoku.Cell{Row: i / n, Col: i % n}, digit: m.List()[0], naked: true}, nil, true
		}
	}
	for _, u := range []sudoku.Unit{sudoku.Row, sudoku.Column} {
		if h, p, ok := hiddenSingle(g, &cands, u); ok || p != nil {
			return h, p, ok
		}
	}
	return hint{}, nil, false
}

// hiddenSingle finds a digit with a single place left in a unit of kind
// u, or reports a digit with no place left.
func hiddenSingle(g sudoku.Grid, cands *[sudoku.MaxCells]sudoku.Digits, u sudoku.Unit) (hint, i18n.Words, bool) {
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
				unitCell := cells[0]
				return hint{}, func() string {
					return i18n.T("sudoku.hint.noplace", i18n.Args{"Digit": digitName(d), "Unit": unitName(u, n, unitCell)})
				}, false
			case 1:
				return hint{cell: home, digit: d, unit: u}, nil, true
			}
		}
	}
	return hint{}, nil, false
}
