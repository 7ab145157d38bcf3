package sudoku

import (
	"sync"

	"backtracklab/engine"
)

// geometry holds the fixed tables of one grid size: which row, column and
// box each cell is in, the cells of every unit, and every cell's peers (the
// other cells sharing a row, column or box). They are built once, so the
// solvers' hot loops only index arrays.
type geometry struct {
	n, box, cells int
	full          Digits // every digit of the size

	row, col, boxOf [MaxCells]uint8
	// units lists rows 0..n-1, then columns, then boxes: unit u's cells are
	// units[u][:n], in reading order.
	units [3 * MaxSize][MaxSize]uint8
	// peers[c][:npeers] are the cells that see cell c: its box, then the
	// rest of its row, then the rest of its column, each in reading order.
	// The MRV search visits them in this order.
	peers  [MaxCells][3 * MaxSize]uint8
	npeers int
	// unitIx[c] are the units of cell c: its row, n + its column and
	// 2n + its box.
	unitIx [MaxCells][3]uint8
	// otherUnits[c][i] are the units of the peer peers[c][i] that cell c is
	// not in (one or two; noUnit pads).
	otherUnits [MaxCells][3 * MaxSize][2]uint8
}

// unitConflicts is the rule a digit breaks in each unit of unitIx: its
// row, its column, its box.
var unitConflicts = [3]engine.Conflict{engine.SameRow, engine.SameColumn, engine.SameBox}

// noUnit pads geometry.otherUnits.
const noUnit = 0xFF

// geometries are indexed by shape, each built at its first use: the
// three took 0.25 ms of every start of the program (queens and maze
// included) when an init built them, and the 9x9 fast path needs none.
var geometries [numShapes]struct {
	once sync.Once
	g    *geometry
}

// geometryOf returns the geometry of a shape, built once.
func geometryOf(sh shape) *geometry {
	e := &geometries[sh]
	e.once.Do(func() { e.g = newGeometry(sizes[sh].box) })
	return e.g
}

func newGeometry(box int) *geometry {
	n := box * box
	g := &geometry{n: n, box: box, cells: n * n, full: Digits(1<<n - 1)}
	for c := 0; c < g.cells; c++ {
		r, k := c/n, c%n
		b := r/box*box + k/box
		g.row[c], g.col[c], g.boxOf[c] = uint8(r), uint8(k), uint8(b)
		g.unitIx[c] = [3]uint8{uint8(r), uint8(n + k), uint8(2*n + b)}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			g.units[i][j] = uint8(i*n + j)
			g.units[n+i][j] = uint8(j*n + i)
			r := i/box*box + j/box
			k := i%box*box + j%box
			g.units[2*n+i][j] = uint8(r*n + k)
		}
	}
	for c := 0; c < g.cells; c++ {
		var buf [3 * MaxSize]uint8
		p := buf[:0]
		for _, u := range [3]int{2*n + int(g.boxOf[c]), int(g.row[c]), n + int(g.col[c])} {
			for _, x := range g.units[u][:n] {
				if int(x) != c && !containsCell(p, x) {
					p = append(p, x)
				}
			}
		}
		g.npeers = copy(g.peers[c][:], p)
	}
	for c := 0; c < g.cells; c++ {
		for i, p := range g.peers[c][:g.npeers] {
			other := [2]uint8{noUnit, noUnit}
			k := 0
			for j, u := range g.unitIx[p] {
				if u != g.unitIx[c][j] {
					other[k] = u
					k++
				}
			}
			g.otherUnits[c][i] = other
		}
	}
	return g
}

func containsCell(cells []uint8, c uint8) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}
