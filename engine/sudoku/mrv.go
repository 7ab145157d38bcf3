package sudoku

import (
	"math/bits"

	"backtracklab/engine"
)

// mrvSearch keeps a candidate mask per cell and, for every unit and digit,
// how many open cells of the unit can still take the digit. Placing a digit
// updates both; whatever the rules then force is queued and placed before
// the next choice: naked singles (a cell left with one candidate) and
// hidden singles (a digit left with one cell in a unit). Then it branches
// on the open cell with the fewest candidates. Each level of the search
// works on its own copy of that state, so a backtrack is free.
//
// Forced placements are reported as Place events with Forced set, at the
// depth of the level that made them, and undone with Undo when that level
// gives up. A dead end is a Reject with Conflict NoCandidate and no Try
// before it: Value 0 when cell (Row, Col) has no candidate left, or Value
// d when digit d has no cell left in a row, column or box of that cell.
// When watched, the digits that are not candidates of the chosen cell are
// tried and rejected with the cell that rules them out, so that a viewer
// can explain them; unwatched they are skipped, so a watched search counts
// more nodes and rejections than the same search unwatched.
type mrvSearch struct {
	run
	geo    *geometry
	levels []*mrvLevel // one per choice on the path, and the root
	// vals holds the digits of the cells solved on the current path; where
	// a mask is not 0 it is stale and ignored.
	vals  [MaxCells]uint8
	queue [4 * MaxCells]uint16 // forced placements: cell<<5 | digit
	qlen  int
	// failCell and failDigit say where a dead end was found (see above).
	failCell, failDigit int
	trail               []uint16 // watched: cell<<5 | digit of the forced placements on the path
}

// mrvLevel is the state a choice copies.
type mrvLevel struct {
	cand   [MaxCells]Digits    // candidates of each cell; 0 once solved
	placed [3 * MaxSize]Digits // digits placed in each unit
	count  [3 * MaxSize][MaxSize]uint8
}

func (s *mrvSearch) level(k int) *mrvLevel {
	for len(s.levels) <= k {
		s.levels = append(s.levels, new(mrvLevel))
	}
	return s.levels[k]
}

func (s *mrvSearch) start(g Grid) {
	geo := g.geo()
	s.geo = geo
	s.trail = s.trail[:0]
	s.qlen = 0
	s.vals = g.cells
	lv := s.level(0)
	lv.placed = [3 * MaxSize]Digits{}
	lv.count = [3 * MaxSize][MaxSize]uint8{}
	for c := 0; c < geo.cells; c++ {
		if d := s.vals[c]; d != 0 {
			for _, u := range geo.unitIx[c] {
				lv.placed[u] |= 1 << (d - 1)
			}
		}
	}
	for c := 0; c < geo.cells; c++ {
		lv.cand[c] = 0
		if s.vals[c] != 0 {
			continue
		}
		ix := &geo.unitIx[c]
		m := geo.full &^ (lv.placed[ix[0]] | lv.placed[ix[1]] | lv.placed[ix[2]])
		if m == 0 {
			s.failCell, s.failDigit = c, 0
			s.deadEnd(0)
			return
		}
		lv.cand[c] = m
		if m&(m-1) == 0 {
			s.push(c, lowDigit(m))
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			for _, u := range ix {
				lv.count[u][d]++
			}
		}
	}
	for u := 0; u < 3*geo.n; u++ {
		for d := 1; d <= geo.n; d++ {
			if lv.placed[u].Has(d) || lv.count[u][d-1] > 1 {
				continue
			}
			if !s.single(lv, u, d) {
				s.deadEnd(0)
				return
			}
		}
	}
	s.solve(0, -1, 0)
}

// solve works on level k, whose state the caller has set; choice is the
// cell the caller chose (-1 at the root) and digit the digit it put there.
// It reports whether the search must end.
func (s *mrvSearch) solve(k, choice, digit int) bool {
	lv := s.level(k)
	mark := len(s.trail)
	placed := s.stats.Placements
	ok := choice < 0 || s.place(lv, choice, digit)
	if ok {
		ok = s.propagate(lv, k)
	}
	made := s.stats.Placements - placed // forced placements of this level
	if !ok {
		s.qlen = 0
		s.deadEnd(k)
		s.undoForced(k, mark, made)
		return false
	}
	c := s.choose(lv)
	if c < 0 {
		if s.solution(s.vals[:s.geo.cells], k) {
			return true
		}
		s.undoForced(k, mark, made)
		return false
	}
	m := lv.cand[c]
	if s.watched {
		for d := 1; d <= s.geo.n; d++ {
			if !m.Has(d) {
				s.explain(lv, k, c, d)
			} else if s.branch(lv, k, c, d) {
				return true
			}
		}
	} else {
		for ; m != 0; m &= m - 1 {
			if s.branch(lv, k, c, lowDigit(m)) {
				return true
			}
		}
	}
	s.undoForced(k, mark, made)
	return false
}

// branch tries digit d in cell c at level k, going down to level k+1.
func (s *mrvSearch) branch(lv *mrvLevel, k, c, d int) bool {
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
	*s.level(k + 1) = *lv
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
func (s *mrvSearch) explain(lv *mrvLevel, k, c, d int) {
	geo := s.geo
	st := s.stats
	st.Nodes++
	s.emit(engine.Try, 0, k, geo.n, c, d, -1, false)
	conflict, by := engine.NoCandidate, -1
	for _, p := range geo.peers[c][:geo.npeers] {
		st.Checks++
		if lv.cand[p] == 0 && int(s.vals[p]) == d {
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

// deadEnd reports the dead end found at level k.
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

// push queues digit d in cell c as forced.
func (s *mrvSearch) push(c, d int) {
	s.queue[s.qlen] = uint16(c<<5 | d)
	s.qlen++
}

// place puts digit d in cell c: d leaves the candidates of c's peers, and
// c's other candidates leave the counts of c's units. What that forces is
// queued. It returns false at a dead end.
func (s *mrvSearch) place(lv *mrvLevel, c, d int) bool {
	geo := s.geo
	bit := Digits(1) << (d - 1)
	s.vals[c] = uint8(d)
	others := lv.cand[c] &^ bit
	lv.cand[c] = 0
	ix := &geo.unitIx[c]
	for _, u := range ix {
		lv.placed[u] |= bit
	}
	for ; others != 0; others &= others - 1 {
		e := lowDigit(others)
		for _, u := range ix {
			if !s.drop(lv, int(u), e) {
				return false
			}
		}
	}
	s.stats.Checks += uint64(geo.npeers)
	for i, p := range geo.peers[c][:geo.npeers] {
		m := lv.cand[p]
		if m&bit == 0 {
			continue
		}
		m &^= bit
		lv.cand[p] = m
		if m&(m-1) == 0 {
			if m == 0 {
				s.failCell, s.failDigit = int(p), 0
				return false
			}
			s.push(int(p), lowDigit(m))
		}
		for _, u := range geo.otherUnits[c][i] {
			if u != noUnit && !s.drop(lv, int(u), d) {
				return false
			}
		}
	}
	return true
}

// drop notes that one open cell of unit u less can take digit d, which is
// not placed in u. With one cell left, d is forced there; with none, the
// search is at a dead end and drop returns false.
func (s *mrvSearch) drop(lv *mrvLevel, u, d int) bool {
	n := lv.count[u][d-1] - 1
	lv.count[u][d-1] = n
	if n > 1 {
		return true
	}
	return s.single(lv, u, d)
}

// single handles digit d of unit u with one open cell left (queued) or
// none (a dead end: false).
func (s *mrvSearch) single(lv *mrvLevel, u, d int) bool {
	cells := s.geo.units[u][:s.geo.n]
	bit := Digits(1) << (d - 1)
	for _, c := range cells {
		if lv.cand[c]&bit != 0 {
			if lv.count[u][d-1] == 1 {
				s.push(int(c), d)
			}
			return true
		}
	}
	s.failCell, s.failDigit = int(cells[0]), d
	for _, c := range cells {
		if lv.cand[c] != 0 {
			s.failCell = int(c)
			break
		}
	}
	return false
}

// force places a digit the rules force at level k.
func (s *mrvSearch) force(lv *mrvLevel, k, c, d int) bool {
	s.stats.Placements++
	if s.watched {
		s.emit(engine.Place, 0, k, s.geo.n, c, d, -1, true)
		s.trail = append(s.trail, uint16(c<<5|d))
	}
	return s.place(lv, c, d)
}

// propagate places the queued forced digits, and those they force in
// turn, in order. A queued cell already solved is skipped: had it been
// solved with another digit, a count would have reached 0 first.
func (s *mrvSearch) propagate(lv *mrvLevel, k int) bool {
	for i := 0; i < s.qlen; i++ {
		e := s.queue[i]
		c := int(e >> 5)
		if lv.cand[c] != 0 && !s.force(lv, k, c, int(e&31)) {
			return false
		}
	}
	s.qlen = 0
	return true
}

// choose returns the open cell with the fewest candidates, the first in
// reading order among equals, or -1 when every cell is solved.
func (s *mrvSearch) choose(lv *mrvLevel) int {
	best, bestCount := -1, MaxSize+1
	for c, m := range lv.cand[:s.geo.cells] {
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
	return best
}
