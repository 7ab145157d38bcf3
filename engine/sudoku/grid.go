package sudoku

import (
	"fmt"
	"strings"
)

// The largest grid: 16x16, 256 cells.
const (
	MaxSize  = 16
	MaxCells = MaxSize * MaxSize
)

// shape tells the sizes apart; shape9 is zero so that the zero Grid is an
// empty 9x9 grid.
type shape uint8

const (
	shape9 shape = iota
	shape4
	shape16
	numShapes
)

// Grid is a Sudoku grid of 4x4 (boxes of 2x2), 9x9 (3x3) or 16x16 (4x4):
// each cell holds 0 for empty or a digit 1..Size. It is a plain value:
// copy it, compare it with ==, keep it in a map. The zero Grid is an empty
// 9x9 grid.
type Grid struct {
	shape shape
	cells [MaxCells]uint8
}

// sizes are each shape's size, box side and cells, which the grid's
// methods read without building its geometry.
var sizes = [numShapes]struct{ n, box, cells int }{
	shape9:  {9, 3, 81},
	shape4:  {4, 2, 16},
	shape16: {16, 4, 256},
}

// NewGrid returns an empty grid of the given size: 4, 9 or 16.
func NewGrid(size int) (Grid, error) {
	for s, z := range sizes {
		if z.n == size {
			return Grid{shape: shape(s)}, nil
		}
	}
	return Grid{}, fmt.Errorf("sudoku: size %d, want 4, 9 or 16", size)
}

func (g *Grid) geo() *geometry { return geometryOf(g.shape) }

// Size is the number of rows (and columns, and digits): 4, 9 or 16.
func (g Grid) Size() int { return sizes[g.shape].n }

// BoxSize is the side of a box: 2, 3 or 4.
func (g Grid) BoxSize() int { return sizes[g.shape].box }

// NumCells is Size squared: 16, 81 or 256.
func (g Grid) NumCells() int { return sizes[g.shape].cells }

// At returns the digit at row, col (0-based), 0 when empty.
func (g Grid) At(row, col int) int {
	n := g.Size()
	if row < 0 || row >= n || col < 0 || col >= n {
		panic(fmt.Sprintf("sudoku: cell (%d,%d) outside a %dx%d grid", row, col, n, n))
	}
	return int(g.cells[row*n+col])
}

// Set puts digit v (0 to empty the cell) at row, col (0-based). It panics
// on a cell outside the grid or a digit above Size, like an index out of
// range.
func (g *Grid) Set(row, col, v int) {
	n := g.Size()
	if row < 0 || row >= n || col < 0 || col >= n || v < 0 || v > n {
		panic(fmt.Sprintf("sudoku: cannot set (%d,%d) to %d in a %dx%d grid", row, col, v, n, n))
	}
	g.cells[row*n+col] = uint8(v)
}

// Filled counts the cells that hold a digit.
func (g Grid) Filled() int {
	k := 0
	for _, v := range g.cells[:g.NumCells()] {
		if v != 0 {
			k++
		}
	}
	return k
}

// Full reports whether every cell holds a digit. A full grid is a
// solution when Validate also accepts it.
func (g Grid) Full() bool { return g.Filled() == g.NumCells() }

// digitChars spells the digits 0..16: '.' for empty, then 1-9 and A-G.
const digitChars = ".123456789ABCDEFG"

// DigitChar is how digit v (1..16) is written: 1-9, then A-G for 10..16;
// '.' for 0.
func DigitChar(v int) byte {
	if v < 0 || v >= len(digitChars) {
		return '?'
	}
	return digitChars[v]
}

// String is the grid on one line, row by row: a digit per cell (A-G for
// 10..16) and '.' for an empty cell. Parse reads it back.
func (g Grid) String() string {
	b, _ := g.AppendText(make([]byte, 0, g.NumCells()))
	return string(b)
}

// AppendText appends String's form of the grid to b, so that a long
// listing needs no allocation per grid. It implements
// encoding.TextAppender and never fails.
func (g Grid) AppendText(b []byte) ([]byte, error) {
	for _, v := range g.cells[:g.NumCells()] {
		b = append(b, digitChars[v])
	}
	return b, nil
}

// Pretty is the grid drawn over Size lines, with boxes set apart:
//
//	5 3 . | . 7 . | . . .
//	6 . . | 1 9 5 | . . .
//	------+-------+------
//
// Parse reads it back.
func (g Grid) Pretty() string {
	geo := g.geo()
	n, box := geo.n, geo.box
	var b strings.Builder
	// A box is 2*box-1 wide plus a space each side of the bar between
	// boxes, so the inner boxes are one dash wider than the outer ones.
	rule := strings.Repeat("-", 2*box)
	for r := 0; r < n; r++ {
		if r > 0 && r%box == 0 {
			for k := 0; k < box; k++ {
				if k > 0 {
					b.WriteByte('+')
				}
				b.WriteString(rule)
				if k > 0 && k < box-1 {
					b.WriteByte('-')
				}
			}
			b.WriteByte('\n')
		}
		for c := 0; c < n; c++ {
			if c > 0 {
				if c%box == 0 {
					b.WriteString(" | ")
				} else {
					b.WriteByte(' ')
				}
			}
			b.WriteByte(digitChars[g.cells[r*n+c]])
		}
		b.WriteByte('\n')
	}
	return b.String()
}
