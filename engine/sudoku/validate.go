package sudoku

import "fmt"

// Unit is a kind of group of cells that must hold distinct digits.
type Unit uint8

// The three kinds of unit.
const (
	Row Unit = iota
	Column
	Box
)

var unitNames = [...]string{"row", "column", "box"}

func (u Unit) String() string {
	if int(u) < len(unitNames) {
		return unitNames[u]
	}
	return fmt.Sprintf("unit(%d)", u)
}

// Cell locates a cell: row and column, 0-based.
type Cell struct{ Row, Col int }

// ConflictError reports two givens that break the rules: the same digit
// twice in one row, column or box. Fields are 0-based; the message is
// 1-based, for people.
type ConflictError struct {
	Digit int
	Unit  Unit
	Index int  // which row, column or box; boxes are numbered in reading order
	A, B  Cell // the two cells, A before B in reading order
}

func (e *ConflictError) Error() string {
	d := string(DigitChar(e.Digit))
	switch e.Unit {
	case Row:
		return fmt.Sprintf("two %ss in row %d (columns %d and %d)", d, e.Index+1, e.A.Col+1, e.B.Col+1)
	case Column:
		return fmt.Sprintf("two %ss in column %d (rows %d and %d)", d, e.Index+1, e.A.Row+1, e.B.Row+1)
	}
	return fmt.Sprintf("two %ss in %s %d (r%dc%d and r%dc%d)", d, e.Unit, e.Index+1,
		e.A.Row+1, e.A.Col+1, e.B.Row+1, e.B.Col+1)
}

// Validate checks that no digit repeats in a row, column or box. It
// returns nil or the first repeat found, as a *ConflictError, looking at
// rows first, then columns, then boxes. Empty cells are fine: Validate
// does not tell whether the grid can be completed.
func Validate(g Grid) error {
	geo := g.geo()
	n := geo.n
	for u := 0; u < 3*n; u++ {
		var seen [MaxSize + 1]int16 // cell+1 holding each digit in this unit
		for _, c := range geo.units[u][:n] {
			d := g.cells[c]
			if d == 0 {
				continue
			}
			if seen[d] != 0 {
				a := int(seen[d] - 1)
				return &ConflictError{
					Digit: int(d), Unit: Unit(u / n), Index: u % n,
					A: Cell{a / n, a % n}, B: Cell{int(c) / n, int(c) % n},
				}
			}
			seen[d] = int16(c) + 1
		}
	}
	return nil
}

// Conflicts returns every cell whose digit repeats in its row, column or
// box, in reading order, for highlighting while a grid is typed in. It
// returns nil when there is none.
func Conflicts(g Grid) []Cell {
	geo := g.geo()
	n := geo.n
	var bad [MaxCells]bool
	k := 0
	for u := 0; u < 3*n; u++ {
		var first [MaxSize + 1]int16 // cell+1 first holding each digit
		for _, c := range geo.units[u][:n] {
			d := g.cells[c]
			if d == 0 {
				continue
			}
			if f := first[d]; f != 0 {
				for _, x := range [2]int{int(f - 1), int(c)} {
					if !bad[x] {
						bad[x] = true
						k++
					}
				}
				continue
			}
			first[d] = int16(c) + 1
		}
	}
	if k == 0 {
		return nil
	}
	cells := make([]Cell, 0, k)
	for c := 0; c < geo.cells; c++ {
		if bad[c] {
			cells = append(cells, Cell{c / n, c % n})
		}
	}
	return cells
}
