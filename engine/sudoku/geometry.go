package sudoku

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
	// peers[c][:npeers] are the cells that see cell c, rows first, then
	// columns, then the rest of the box.
	peers  [MaxCells][3 * MaxSize]uint8
	npeers int
	// unitsOf[c] has bit u set for the three units u of cell c.
	unitsOf [MaxCells]uint64
	// allUnits has a bit for every unit.
	allUnits uint64
}

// geometries are indexed by shape.
var geometries = [numShapes]*geometry{
	shape9:  newGeometry(3),
	shape4:  newGeometry(2),
	shape16: newGeometry(4),
}

func newGeometry(box int) *geometry {
	n := box * box
	g := &geometry{n: n, box: box, cells: n * n, full: Digits(1<<n - 1), allUnits: 1<<(3*n) - 1}
	for c := 0; c < g.cells; c++ {
		r, k := c/n, c%n
		b := r/box*box + k/box
		g.row[c], g.col[c], g.boxOf[c] = uint8(r), uint8(k), uint8(b)
		g.unitsOf[c] = 1<<r | 1<<(n+k) | 1<<(2*n+b)
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
		var p []uint8
		for _, u := range [3]int{int(g.row[c]), n + int(g.col[c]), 2*n + int(g.boxOf[c])} {
			for _, x := range g.units[u][:n] {
				if int(x) != c && !containsCell(p, x) {
					p = append(p, x)
				}
			}
		}
		g.npeers = copy(g.peers[c][:], p)
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
