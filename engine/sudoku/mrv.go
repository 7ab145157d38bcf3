package sudoku

import (
	"math/bits"

	"backtracklab/engine"
)

// mrvSearch keeps a candidate mask per cell and, before every choice,
// places what the rules force: naked singles (a cell with one candidate
// left) and hidden singles (a digit with one cell left in a unit). Then it
// branches on the empty cell with the fewest candidates. Each level of the
// search works on its own copy of the masks, so a backtrack is free.
//
// Forced placements are reported as Place events with Forced set, at the
// depth of the level that made them, and undone with Undo when that level
// gives up. When watched, the digits that are not candidates of the chosen
// cell are tried and rejected with the cell that rules them out, so that a
// viewer can explain them; unwatched they are skipped, so a watched search
// counts more nodes and rejections than the same search unwatched.
type mrvSearch struct {
	run
	geo *geometry
	// levels holds level k's masks at [k*cells, (k+1)*cells]; a mask is 0
	// once its cell is solved.
	levels []Digits
	// vals holds the digits of the cells solved on the current path; where
	// a mask is not 0 it is stale and ignored.
	vals  [MaxCells]uint8
	queue [MaxCells]uint8 // cells left with one candidate, to be placed
	qlen  int
	// dirty has a bit for every unit whose masks changed since it was last
	// searched for hidden singles: the others cannot have new ones.
	dirty uint64
	// forced counts forced placements, so a level knows how many it made.
	forced uint64
	// failCell and failDigit say where propagation found a dead end: a cell
	// with no candidate (digit 0), or a digit with no cell in a unit
	// around failCell.
	failCell, failDigit int
	trail               []uint16 // watched: cell<<5 | digit of the forced placements on the path
}

func (s *mrvSearch) level(k int) []Digits {
	n := s.geo.cells
	return s.levels[k*n : (k+1)*n : (k+1)*n]
}

func (s *mrvSearch) start(g Grid) {
	geo := g.geo()
	s.geo = geo
	if need := (geo.cells + 2) * geo.cells; len(s.levels) < need {
		s.levels = make([]Digits, need)
	}
	s.trail = s.trail[:0]
	s.qlen = 0
	s.dirty = geo.allUnits
	s.vals = g.cells
	n := geo.n
	var used [3 * MaxSize]Digits
	for c := 0; c < geo.cells; c++ {
		if d := s.vals[c]; d != 0 {
			bit := Digits(1) << (d - 1)
			used[geo.row[c]] |= bit
			used[n+int(geo.col[c])] |= bit
			used[2*n+int(geo.boxOf[c])] |= bit
		}
	}
	cand := s.level(0)
	for c := range cand {
		if s.vals[c] != 0 {
			cand[c] = 0
			continue
		}
		m := geo.full &^ (used[geo.row[c]] | used[n+int(geo.col[c])] | used[2*n+int(geo.boxOf[c])])
		if m == 0 {
			s.failCell, s.failDigit = c, 0
			s.deadEnd(0)
			return
		}
		cand[c] = m
		if m&(m-1) == 0 {
			s.queue[s.qlen] = uint8(c)
			s.qlen++
		}
	}
	s.solve(0, -1, 0)
}

// solve works on level k, whose masks the caller has set; choice is the
// cell the caller chose (-1 at the root) and digit the digit it put there.
// It reports whether the search must end.
func (s *mrvSearch) solve(k, choice, digit int) bool {
	cand := s.level(k)
	mark := len(s.trail)
	before := s.forced
	ok := choice < 0 || s.place(cand, choice, digit)
	if ok {
		ok = s.propagate(cand, k)
	}
	made := s.forced - before
	if !ok {
		s.qlen, s.dirty = 0, 0
		s.deadEnd(k)
		s.undoForced(k, mark, made)
		return false
	}
	c, m := s.choose(cand)
	if c < 0 {
		if s.solution(s.vals[:s.geo.cells], k) {
			return true
		}
		s.undoForced(k, mark, made)
		return false
	}
	next := s.level(k + 1)
	if s.watched {
		for d := 1; d <= s.geo.n; d++ {
			if !m.Has(d) {
				s.explain(cand, k, c, d)
			} else if s.branch(cand, next, k, c, d) {
				return true
			}
		}
	} else {
		for ; m != 0; m &= m - 1 {
			if s.branch(cand, next, k, c, lowDigit(m)) {
				return true
			}
		}
	}
	s.undoForced(k, mark, made)
	return false
}

// branch tries digit d in cell c at level k, going down to level k+1.
func (s *mrvSearch) branch(cand, next []Digits, k, c, d int) bool {
	st := s.stats
	st.Nodes++
	n := s.geo.n
	if s.watched {
		s.emit(engine.Try, 0, k, n, c, d, -1, false)
		s.emit(engine.Place, 0, k, n, c, d, -1, false)
	} else if s.poll() {
		return true
	}
	st.Placements++
	copy(next, cand)
	if s.solve(k+1, c, d) {
		return true
	}
	st.Backtracks++
	if s.watched {
		s.emit(engine.Undo, 0, k, n, c, d, -1, false)
	}
	return false
}

// explain reports, when watched, why digit d is not a candidate of cell c:
// a solved peer holds it.
func (s *mrvSearch) explain(cand []Digits, k, c, d int) {
	geo := s.geo
	st := s.stats
	st.Nodes++
	s.emit(engine.Try, 0, k, geo.n, c, d, -1, false)
	conflict, by := engine.NoCandidate, -1
	for _, p := range geo.peers[c][:geo.npeers] {
		st.Checks++
		if cand[p] == 0 && int(s.vals[p]) == d {
			by = int(p)
			switch {
			case geo.row[p] == geo.row[c]:
				conflict = engine.SameRow
			case geo.col[p] == geo.col[c]:
				conflict = engine.SameColumn
			default:
				conflict = engine.SameBox
			}
			break
		}
	}
	st.Rejections[conflict]++
	s.emit(engine.Reject, conflict, k, geo.n, c, d, by, false)
}

// deadEnd reports the dead end propagation found at level k.
func (s *mrvSearch) deadEnd(k int) {
	s.stats.Rejections[engine.NoCandidate]++
	if s.watched {
		s.emit(engine.Reject, engine.NoCandidate, k, s.geo.n, s.failCell, s.failDigit, -1, false)
	}
}

// undoForced takes back the made forced placements of level k.
func (s *mrvSearch) undoForced(k, mark int, made uint64) {
	s.stats.Backtracks += made
	if !s.watched {
		return
	}
	for i := len(s.trail) - 1; i >= mark; i-- {
		e := s.trail[i]
		s.emit(engine.Undo, 0, k, s.geo.n, int(e>>5), int(e&31), -1, true)
	}
	s.trail = s.trail[:mark]
}

// place puts digit d in cell c and removes d from its peers' masks,
// queueing peers left with one candidate. It returns false, with failCell
// set, when a peer is left with none.
func (s *mrvSearch) place(cand []Digits, c, d int) bool {
	bit := Digits(1) << (d - 1)
	s.vals[c] = uint8(d)
	cand[c] = 0
	geo := s.geo
	s.stats.Checks += uint64(geo.npeers)
	dirty := s.dirty | geo.unitsOf[c]
	for _, p := range geo.peers[c][:geo.npeers] {
		m := cand[p]
		if m&bit == 0 {
			continue
		}
		m &^= bit
		cand[p] = m
		dirty |= geo.unitsOf[p]
		if m&(m-1) == 0 {
			if m == 0 {
				s.failCell, s.failDigit = int(p), 0
				return false
			}
			s.queue[s.qlen] = p
			s.qlen++
		}
	}
	s.dirty = dirty
	return true
}

// force places a digit the rules force at level k.
func (s *mrvSearch) force(cand []Digits, k, c, d int) bool {
	s.forced++
	s.stats.Placements++
	if s.watched {
		s.emit(engine.Place, 0, k, s.geo.n, c, d, -1, true)
		s.trail = append(s.trail, uint16(c<<5|d))
	}
	return s.place(cand, c, d)
}

// propagate places naked singles and hidden singles until neither is
// left, looking for hidden singles only in the units that changed and only
// once no naked single is waiting. It returns false at a dead end.
func (s *mrvSearch) propagate(cand []Digits, k int) bool {
	for {
		for i := 0; i < s.qlen; i++ {
			c := int(s.queue[i])
			if m := cand[c]; m != 0 && !s.force(cand, k, c, lowDigit(m)) {
				return false
			}
		}
		s.qlen = 0
		if s.dirty == 0 {
			return true
		}
		u := bits.TrailingZeros64(s.dirty)
		s.dirty &= s.dirty - 1
		if !s.hiddenSingles(cand, k, u) {
			return false
		}
	}
}

// hiddenSingles places every digit that has one cell left in unit u. It
// returns false at a dead end: a digit with no cell left in the unit.
func (s *mrvSearch) hiddenSingles(cand []Digits, k, u int) bool {
	geo := s.geo
	cells := geo.units[u][:geo.n]
	var once, twice, solved Digits
	for _, c := range cells {
		m := cand[c]
		if m == 0 {
			solved |= 1 << (s.vals[c] - 1)
			continue
		}
		twice |= once & m
		once |= m
	}
	s.stats.Checks += uint64(geo.n)
	if missing := geo.full &^ (once | solved); missing != 0 {
		s.failDigit = lowDigit(missing)
		s.failCell = s.firstOpen(cand, cells)
		return false
	}
	for h := once &^ twice; h != 0; h &= h - 1 {
		bit := h & -h
		home := -1
		for _, c := range cells {
			if cand[c]&bit != 0 {
				home = int(c)
				break
			}
		}
		if home < 0 {
			// The digit's only cell took another hidden digit.
			s.failDigit, s.failCell = lowDigit(bit), s.firstOpen(cand, cells)
			return false
		}
		if !s.force(cand, k, home, lowDigit(bit)) {
			return false
		}
	}
	return true
}

// firstOpen is the first unsolved cell among cells, or the first cell.
func (s *mrvSearch) firstOpen(cand []Digits, cells []uint8) int {
	for _, c := range cells {
		if cand[c] != 0 {
			return int(c)
		}
	}
	return int(cells[0])
}

// choose returns the unsolved cell with the fewest candidates and its
// mask, or -1 when every cell is solved.
func (s *mrvSearch) choose(cand []Digits) (int, Digits) {
	best, bestCount := -1, MaxSize+1
	for c, m := range cand {
		if m == 0 {
			continue
		}
		if k := bits.OnesCount16(uint16(m)); k < bestCount {
			best, bestCount = c, k
			if k <= 2 {
				break
			}
		}
	}
	if best < 0 {
		return -1, 0
	}
	return best, cand[best]
}
