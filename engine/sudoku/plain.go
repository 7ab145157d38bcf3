package sudoku

import "backtracklab/engine"

// plainSearch fills the next empty cell in reading order and checks a
// digit by scanning its row, column and box: no memory but the grid.
type plainSearch struct {
	run
	geo    *geometry
	cells  [MaxCells]uint8
	cellAt [MaxCells]uint8 // the cell the frame at each depth fills, for a Resync
}

func (s *plainSearch) start(g Grid) {
	s.geo = g.geo()
	s.cells = g.cells
	s.solve(0, 0)
}

// solve is the frame at depth: it fills the first empty cell at or after
// from, and reports whether the search must end (enough solutions, or
// stopped). Its listing is what a teaching view shows, tracing and polls
// left out.
//
//listing:begin sudoku/plain
func (s *plainSearch) solve(depth, from int) bool { //@enter
	s.enter(depth)
	geo := s.geo
	n := geo.n
	c := from
	for c < geo.cells && s.cells[c] != 0 { //@choose
		c++
	}
	if c == geo.cells { //@exit
		if s.solution(s.cells[:geo.cells], depth) {
			return true
		}
		s.leave(depth)
		return false
	}
	s.cellAt[depth] = uint8(c) //listing:hide
	st := s.stats
	for d := 1; d <= n; d++ { //@loop
		st.Nodes++
		if s.watched || s.poll(depth) {
			if s.stopped {
				return true
			}
			s.step(engine.Try, 0, depth, c, d, -1)
		}
		if conflict, by := s.check(c, d); conflict != engine.NoConflict { //@check
			st.Rejections[conflict]++
			if s.watched {
				s.step(engine.Reject, conflict, depth, c, d, by)
			}
			continue
		}
		s.cells[c] = uint8(d) //@place
		st.Placements++
		if s.watched {
			s.step(engine.Place, 0, depth, c, d, -1)
		}
		if s.solve(depth+1, c+1) { //@call
			return true
		}
		s.cells[c] = 0 //@undo
		st.Backtracks++
		if s.watched {
			s.step(engine.Undo, 0, depth, c, d, -1)
		}
	}
	s.leave(depth) //@return
	return false
}

//listing:end

// restate emits the frames of the path down to depth and the digit each
// placed on the way.
func (s *plainSearch) restate(depth int) {
	for k := 0; k <= depth; k++ {
		s.syncFrame(k)
		if k < depth {
			c := int(s.cellAt[k])
			s.syncPlace(k, c, int(s.cells[c]), false, 0)
		}
	}
}

// check scans the row, then the column, then the box of cell c for digit
// d, one cell per check, and returns the rule broken and the cell that
// breaks it.
//
//listing:begin sudoku/plain
func (s *plainSearch) check(c, d int) (engine.Conflict, int) {
	geo := s.geo
	for i, u := range geo.unitIx[c] { // the row, the column, the box
		for _, x := range geo.units[u][:geo.n] {
			s.stats.Checks++
			if s.cells[x] == uint8(d) { //@check.row @check.column @check.box
				return unitConflicts[i], int(x)
			}
		}
	}
	return engine.NoConflict, -1
}

//listing:end
