package sudoku

import "backtracklab/engine/sudoku"

// Kind says where the digit in a cell comes from; each kind has its own
// ink, so a reader tells the puzzle, their own work and the solver's
// answers apart at a glance.
type Kind uint8

// The kinds of cell.
const (
	Empty  Kind = iota
	Given       // part of the puzzle
	Entry       // typed by the user (or filled by a hint)
	Solver      // filled by the search
)

// Mark is a set of highlights on a cell; the board draws the most telling
// one (see lookOf).
type Mark uint32

// The highlights. Editing marks come first, then the marks of a search
// step, then those of a finished search.
const (
	Conflict Mark = 1 << iota // the digit repeats in a row, column or box
	Wrong                     // Check: the entry is not the solution's digit
	Hinted                    // the cell a hint just filled
	HintUnit                  // the row, column or box that explains the hint
	Trying                    // the search tries Cell.Digit here
	Rejected                  // the search rejected Cell.Digit here
	Blocker                   // the cell whose digit rejects the try
	OnUnit                    // the row, column or box along which the try is rejected
	DeadEnd                   // a cell (or unit) left without a candidate
	Placed                    // the search just placed this digit
	Undone                    // the search just took this digit back
	Differs                   // the two solutions shown differ here
	Chosen                    // the search branches on this cell: it has the fewest candidates
)

// Cell is what the board shows in one cell.
type Cell struct {
	Digit uint8
	Kind  Kind
	Marks Mark
	// Cands are the pencil marks: the digits still possible in an empty
	// cell; 0 shows none.
	Cands sudoku.Digits
}

// View is everything a board shows: a plain value, compared and copied
// freely, so a screen builds a new one for each state.
type View struct {
	N     int // 4, 9 or 16
	Cells [sudoku.MaxCells]Cell
}

// NewView returns an empty view of an n×n grid.
func NewView(n int) View { return View{N: n} }

// At returns the cell at row, col (0-based).
func (v *View) At(row, col int) Cell { return v.Cells[row*v.N+col] }

// Mark adds marks m to the cell at row, col.
func (v *View) Mark(row, col int, m Mark) { v.Cells[row*v.N+col].Marks |= m }

// Put sets the digit and kind of the cell at row, col.
func (v *View) Put(row, col int, digit int, kind Kind) {
	c := &v.Cells[row*v.N+col]
	c.Digit, c.Kind = uint8(digit), kind
}

// MarkUnit marks every cell of a unit: which row, column or box holds
// the cell at row, col.
func (v *View) MarkUnit(u sudoku.Unit, row, col int, m Mark) {
	for _, c := range unitCells(v.N, u, row, col) {
		v.Mark(c.Row, c.Col, m)
	}
}

// boxSide is the side of a box in an n×n grid.
func boxSide(n int) int { return sudoku.BoxSide(n) }

// boxOf numbers the boxes from 0 in reading order.
func boxOf(n, row, col int) int {
	b := boxSide(n)
	return row/b*b + col/b
}

// unitCells lists the cells of the row, column or box that holds the
// cell at row, col, in reading order.
func unitCells(n int, u sudoku.Unit, row, col int) []sudoku.Cell {
	cells := make([]sudoku.Cell, 0, n)
	switch u {
	case sudoku.Row:
		for c := range n {
			cells = append(cells, sudoku.Cell{Row: row, Col: c})
		}
	case sudoku.Column:
		for r := range n {
			cells = append(cells, sudoku.Cell{Row: r, Col: col})
		}
	default:
		b := boxSide(n)
		r0, c0 := row/b*b, col/b*b
		for r := r0; r < r0+b; r++ {
			for c := c0; c < c0+b; c++ {
				cells = append(cells, sudoku.Cell{Row: r, Col: c})
			}
		}
	}
	return cells
}
