package sudoku

import (
	"slices"

	"backtracklab/engine"
)

// recordsSearch fills the empty cells in a fixed order, keeping for every
// row, column and box where each digit stands, so that a check is one
// lookup per unit and a rejection knows the cell that blocks it. Records
// walks the cells in reading order; Static sorts them once by their number
// of candidates, fewest first (reading order among equals). Both try every
// digit, watched or not, so their counters do not depend on being watched.
type recordsSearch struct {
	run
	geo   *geometry
	cells [MaxCells]uint8
	order [MaxCells]uint8 // the empty cells, in the order they are filled
	empty int
	// at[u][d] is 1 + the cell holding digit d in unit u (rows, then
	// columns, then boxes, as in geometry.units), or 0.
	at [3 * MaxSize][MaxSize + 1]uint16
}

//
//listing:begin sudoku/records sudoku/static
func (s *recordsSearch) start(g Grid, sorted bool) {
	s.geo = g.geo()
	geo := s.geo
	n := geo.n
	s.cells = g.cells
	s.at = [3 * MaxSize][MaxSize + 1]uint16{}
	s.empty = 0
	var count [MaxCells]int
	for c := 0; c < geo.cells; c++ {
		d := s.cells[c]
		if d == 0 {
			s.order[s.empty] = uint8(c)
			s.empty++
			if sorted {
				count[c] = Candidates(g, c/n, c%n).Len()
			}
			continue
		}
		s.record(c, int(d), uint16(c+1))
	}
	if sorted {
		slices.SortStableFunc(s.order[:s.empty], func(a, b uint8) int { return count[a] - count[b] })
	}
	s.solve(0) //@done
}

//listing:end

// record sets the records of cell c for digit d to v (1 + c, or 0 to
// clear them).
func (s *recordsSearch) record(c, d int, v uint16) {
	for _, u := range s.geo.unitIx[c] {
		s.at[u][d] = v
	}
}

// solve is the frame at depth: it fills order[depth] and the cells after
// it, and reports whether the search must end. Its listing is what a
// teaching view shows, tracing and polls left out.
//
//listing:begin sudoku/records sudoku/static
func (s *recordsSearch) solve(depth int) bool { //@enter
	s.enter(depth)
	geo := s.geo
	n := geo.n
	if depth == s.empty { //@exit
		if s.solution(s.cells[:geo.cells], depth) {
			return true
		}
		s.leave(depth)
		return false
	}
	c := int(s.order[depth]) //@choose
	units := &geo.unitIx[c]
	st := s.stats
	for d := 1; d <= n; d++ { //@loop
		st.Nodes++
		if s.watched || s.poll(depth) {
			if s.stopped {
				return true
			}
			s.step(engine.Try, 0, depth, c, d, -1)
		}
		rejected := false
		for i, u := range units { // the row, the column, the box
			st.Checks++
			if by := s.at[u][d]; by != 0 { //@check.row @check.column @check.box
				st.Rejections[unitConflicts[i]]++
				if s.watched {
					s.step(engine.Reject, unitConflicts[i], depth, c, d, int(by)-1)
				}
				rejected = true
				break
			}
		}
		if rejected {
			continue
		}
		s.cells[c] = uint8(d) //@place
		s.record(c, d, uint16(c+1))
		st.Placements++
		if s.watched {
			s.step(engine.Place, 0, depth, c, d, -1)
		}
		if s.solve(depth + 1) { //@call
			return true
		}
		s.cells[c] = 0 //@undo
		s.record(c, d, 0)
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
func (s *recordsSearch) restate(depth int) {
	for k := 0; k <= depth; k++ {
		s.syncFrame(k)
		if k < depth {
			c := int(s.order[k])
			s.syncPlace(k, c, int(s.cells[c]), false, 0)
		}
	}
}
