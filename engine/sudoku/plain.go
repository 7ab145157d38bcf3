package sudoku

import "backtracklab/engine"

// plainSearch fills the next empty cell in reading order and checks a
// digit by scanning its row, column and box: no memory but the grid.
type plainSearch struct {
	run
	geo   *geometry
	cells [MaxCells]uint8
}

func (s *plainSearch) start(g Grid) {
	s.geo = g.geo()
	s.cells = g.cells
	s.solve(0, 0)
}

// solve fills the first empty cell at or after from; it reports whether
// the search must end (enough solutions, or stopped).
func (s *plainSearch) solve(depth, from int) bool {
	geo := s.geo
	n := geo.n
	c := from
	for c < geo.cells && s.cells[c] != 0 {
		c++
	}
	if c == geo.cells {
		return s.solution(s.cells[:geo.cells], depth)
	}
	st := s.stats
	for d := 1; d <= n; d++ {
		st.Nodes++
		if s.watched {
			s.emit(engine.Try, 0, depth, n, c, d, -1, false)
		} else if s.poll() {
			return true
		}
		if conflict, by := s.check(c, d); conflict != engine.NoConflict {
			st.Rejections[conflict]++
			if s.watched {
				s.emit(engine.Reject, conflict, depth, n, c, d, by, false)
			}
			continue
		}
		s.cells[c] = uint8(d)
		st.Placements++
		if s.watched {
			s.emit(engine.Place, 0, depth, n, c, d, -1, false)
		}
		if s.solve(depth+1, c+1) {
			return true
		}
		s.cells[c] = 0
		st.Backtracks++
		if s.watched {
			s.emit(engine.Undo, 0, depth, n, c, d, -1, false)
		}
	}
	return false
}

// check scans the row, then the column, then the box of cell c for digit
// d, one cell per check, and returns the rule broken and the cell that
// breaks it.
func (s *plainSearch) check(c, d int) (engine.Conflict, int) {
	geo := s.geo
	for i, u := range geo.unitIx[c] {
		for _, x := range geo.units[u][:geo.n] {
			s.stats.Checks++
			if s.cells[x] == uint8(d) {
				return unitConflicts[i], int(x)
			}
		}
	}
	return engine.NoConflict, -1
}
