package sudoku

import (
	"math/bits"

	"backtracklab/engine"
)

// mrvSearch keeps a candidate mask per cell and, for every unit and digit,
// how many open cells of the unit can still take the digit. Placing a digit
// updates both; whatever the rules then force is queued and placed before
// the next choice: naked singles (a cell left with one candidate) and
// hidden singles (a digit left with one cell in a unit). With locked set
// (MRV; Singles leaves it off), it then takes away locked candidates:
// where a digit's places in a box all lie in one row or column, the digit
// leaves the rest of that line (pointing), and where its places in a row
// or column all lie in one box, it leaves the rest of the box (claiming);
// and on 16x16 grids, when those take nothing, the candidates no filling
// of a unit gives (fillingRules); and propagates again, until none finds
// more. Then it branches on the
// open cell with the fewest candidates, and tries those candidates only.
// Each level of the search works on its own copy of that state, so a
// backtrack is free.
//
// Each level is a frame. Its forced placements are reported as Place
// events with Forced and their Reason set, at the level's depth, and
// undone one by one, in reverse order, when the level gives up; its
// eliminations as Eliminate events, given back by its Leave. Its
// choice of cell is a Choose event. A dead end is a Reject with Conflict
// NoCandidate and no Try before it: Value 0 when cell (Row, Col) has no
// candidate left, or Value d when digit d has no cell left in a row,
// column or box of that cell. The search is the same watched or not, and
// so are its counters.
type mrvSearch struct {
	run
	locked bool // take away locked candidates too (MRV, not Singles)
	// filling: and, on 16x16 grids, the candidates no filling of a unit
	// gives (see fillingRules). Set by start: locked on a 16x16 grid.
	filling bool
	geo     *geometry
	levels  []*mrvLevel // one per choice on the path, and the root
	// vals holds the digits of the cells solved on the current path; where
	// a mask is not 0 it is stale and ignored.
	vals  [MaxCells]uint8
	queue [4 * MaxCells]uint32 // forced placements, as forcedEntry makes them
	qlen  int
	// failCell and failDigit say where a dead end was found (see above).
	failCell, failDigit int
	// trail holds the forced placements on the path, as queued; marks[k]
	// is where level k's begin, and chosen[k] is the cell level k branches
	// on. Kept watched or not, for a Resync: a few stores per level.
	trail  [MaxCells]uint32
	tlen   int
	marks  [MaxCells + 1]uint16
	chosen [MaxCells + 1]uint8
	// elims holds the eliminations on the path, as eliminated makes them;
	// emarks[k] is where level k's begin. Kept for a Resync, as the trail.
	elims  [MaxCells * MaxSize]uint32
	elen   int
	emarks [MaxCells + 1]uint16
}

// forcedEntry packs a forced placement for the queue and the trail: digit
// d in bits 0-4, cell c in bits 5-12, and above them why: 0 for a naked
// single, 1 + u for a hidden single in unit u (see run.forcedReason).
func forcedEntry(c, d int, why uint32) uint32 { return uint32(c<<5|d) | why<<13 }

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
	// The filling rule pays on 16x16 grids, where without it a few random
	// grids take millions of guesses; on 9x9 it costs more than the guesses
	// it saves (top1465: half the nodes, 1.5 to 2 times the time).
	s.filling = s.locked && geo.n == 16
	s.tlen, s.elen = 0, 0 // what a run ended on its limit left
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
			s.failAtRoot()
			return
		}
		lv.cand[c] = m
		if m&(m-1) == 0 {
			s.push(c, lowDigit(m), 0)
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
				s.failAtRoot()
				return
			}
		}
	}
	s.solve(0, -1, 0)
}

// failAtRoot reports givens that leave a cell or a digit no place: the
// root frame opens on its dead end.
func (s *mrvSearch) failAtRoot() {
	s.qlen = 0
	s.enter(0)
	s.deadEnd(0)
	s.leave(0)
}

// solve is the frame of level k, whose state the caller has set; choice
// is the cell the caller chose (-1 at the root) and digit the digit it
// put there. It reports whether the search must end. Its listing is
// what a teaching view shows, tracing and polls left out.
//
//listing:begin sudoku/mrv sudoku/singles
func (s *mrvSearch) solve(k, choice, digit int) bool { //@enter
	s.enter(k)
	lv := s.level(k)
	mark := s.tlen
	s.marks[k] = uint16(mark)    //listing:hide
	s.emarks[k] = uint16(s.elen) //listing:hide
	ok := choice < 0 || s.place(lv, choice, digit)
	if ok {
		ok = s.propagate(lv, k) // and what the rules force then
	}
	if !ok { //@check.nocandidate
		s.qlen = 0
		s.deadEnd(k)
		s.undoForced(k, mark)
		return false
	}
	c := s.choose(lv) //@choose
	if c < 0 {        //@exit
		if s.solution(s.vals[:s.geo.cells], k) {
			return true
		}
		s.undoForced(k, mark)
		return false
	}
	s.chosen[k] = uint8(c) //listing:hide
	m := lv.cand[c]
	if s.watched {
		s.emit(engine.Event{Kind: engine.Choose, Depth: k, Row: c / s.n, Col: c % s.n, Count: m.Len(), Value: int(m)})
	}
	for ; m != 0; m &= m - 1 { //@loop
		if s.branch(lv, k, c, lowDigit(m)) {
			return true
		}
	}
	s.undoForced(k, mark) //@return
	return false
}

// branch tries digit d in cell c at level k, going down to level k+1.
func (s *mrvSearch) branch(lv *mrvLevel, k, c, d int) bool {
	st := s.stats
	st.Nodes++
	if s.watched || s.poll(k) {
		if s.stopped {
			return true
		}
		s.step(engine.Try, 0, k, c, d, -1)
		if s.watched {
			s.step(engine.Place, 0, k, c, d, -1)
		}
	}
	st.Placements++
	*s.level(k + 1) = *lv   // the next level starts from a copy
	if s.solve(k+1, c, d) { //@place @call
		return true
	}
	st.Backtracks++ // the copy is dropped: nothing to undo //@undo
	if s.watched {
		s.step(engine.Undo, 0, k, c, d, -1)
	}
	return false
}

//listing:end

// restate emits the levels of the path down to depth: each one's frame,
// its forced placements, the cell it branches on (its Choose), and the
// choice that leads to the next.
func (s *mrvSearch) restate(depth int) {
	for k := 0; k <= depth; k++ {
		s.syncFrame(k)
		end := s.tlen
		if k < depth {
			end = int(s.marks[k+1])
		}
		for _, e := range s.trail[s.marks[k]:end] {
			s.syncPlace(k, int(e>>5&0xFF), int(e&31), true, e>>13)
		}
		eend := s.elen
		if k < depth {
			eend = int(s.emarks[k+1])
		}
		for _, e := range s.elims[s.emarks[k]:eend] {
			s.syncEliminate(k, e)
		}
		// A poll comes only from branch, after the frame's Choose: every
		// level on the path has chosen its cell, and its candidates are
		// still those of its level (the next level works on a copy).
		c := int(s.chosen[k])
		m := s.level(k).cand[c]
		s.t.Emit(engine.Event{Kind: engine.Choose, Sync: true, Depth: k, Frame: s.frameAt[k],
			Row: c / s.n, Col: c % s.n, Count: m.Len(), Value: int(m)})
		if k < depth {
			s.syncPlace(k, c, int(s.vals[c]), false, 0)
		}
	}
}

// deadEnd reports the dead end found at level k.
func (s *mrvSearch) deadEnd(k int) {
	s.stats.Rejections[engine.NoCandidate]++
	if s.watched {
		s.step(engine.Reject, engine.NoCandidate, k, s.failCell, s.failDigit, -1)
	}
}

// undoForced takes back the forced placements of level k, from the
// trail's mark, the last first, and closes the level's frame.
//
//listing:begin sudoku/mrv sudoku/singles
func (s *mrvSearch) undoForced(k, mark int) {
	s.stats.Backtracks += uint64(s.tlen - mark)        //@undo.forced
	for i := s.tlen - 1; i >= mark && s.watched; i-- { //listing:hide
		e := s.trail[i]
		s.emit(engine.Event{Kind: engine.Undo, Forced: true, Depth: k, Row: int(e>>5&0xFF) / s.n, Col: int(e>>5&0xFF) % s.n, Value: int(e & 31)})
	}
	s.tlen = mark
	s.elen = int(s.emarks[k]) //listing:hide
	s.leave(k)
}

//listing:end

// push queues digit d in cell c as forced, for the reason why (see
// forcedEntry).
func (s *mrvSearch) push(c, d int, why uint32) {
	s.queue[s.qlen] = forcedEntry(c, d, why)
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
			s.push(int(p), lowDigit(m), 0)
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
				s.push(int(c), d, uint32(1+u))
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

// force places at level k the digit the queue entry e says the rules
// force.
//
//listing:begin sudoku/mrv sudoku/singles
func (s *mrvSearch) force(lv *mrvLevel, k int, e uint32) bool {
	c, d := int(e>>5&0xFF), int(e&31)
	s.stats.Placements++
	s.stats.Forced++
	s.trail[s.tlen] = e
	s.tlen++
	if s.watched {
		ev := engine.Event{Kind: engine.Place, Forced: true, Depth: k, Row: c / s.n, Col: c % s.n, Value: d}
		ev.Reason, ev.Unit = s.forcedReason(e >> 13)
		s.emit(ev)
	}
	return s.place(lv, c, d) //@forced
}

// propagate places the queued forced digits, and those they force in
// turn, in order; then, with locked on, it takes away the locked
// candidates, and when they give nothing, with filling on, the candidates
// no filling of a unit gives; and starts again, until it finds nothing
// more. A queued cell
// already solved is skipped: had it been solved with another digit, a
// count would have reached 0 first.
func (s *mrvSearch) propagate(lv *mrvLevel, k int) bool {
	for {
		for i := 0; i < s.qlen; i++ {
			e := s.queue[i]
			if lv.cand[e>>5&0xFF] != 0 && !s.force(lv, k, e) {
				return false
			}
		}
		s.qlen = 0
		if !s.locked {
			return true
		}
		took, ok := s.eliminations(lv, k) // pointing, claiming; 16x16: fillings //@eliminate
		if !ok || !took {
			return ok
		}
	}
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

//listing:end

// lockedCandidates makes one pass of the locked-candidates rules (see
// lockedRules): digit by digit, over every band of boxes, then every
// stack. It reports whether it took any candidate away, and false for ok
// at a dead end.
func (s *mrvSearch) lockedCandidates(lv *mrvLevel, k int) (took, ok bool) {
	geo := s.geo
	n, b := geo.n, geo.box
	s.stats.Checks += uint64(2 * n * b)
	for d := 1; d <= n; d++ {
		bit := Digits(1) << (d - 1)
		for stack := 0; stack < 2; stack++ {
			for band := 0; band < b; band++ {
				// boxAt is the j-th box of the band (stack); lineOf the
				// row (column) of a cell within its band (stack).
				boxAt := func(j int) int { return band*b + j }
				lineOf := func(c uint8) int { return int(geo.row[c]) - band*b }
				lineUnit := func(r int) int { return band*b + r }
				reason := engine.LockedInRow
				if stack == 1 {
					boxAt = func(j int) int { return j*b + band }
					lineOf = func(c uint8) int { return int(geo.col[c]) - band*b }
					reason = engine.LockedInColumn
				}
				var m uint16
				for j := 0; j < b; j++ {
					for _, c := range geo.units[2*n+boxAt(j)][:n] {
						if lv.cand[c]&bit != 0 {
							m |= 1 << (j*b + lineOf(c))
						}
					}
				}
				ok := lockedRules(m, b, func(j, r, src int, pointing bool) bool {
					why, unit := reason, lineUnit(src)
					if pointing {
						why, unit = engine.LockedInBox, boxAt(src)
					}
					for _, c := range geo.units[2*n+boxAt(j)][:n] {
						if lv.cand[c]&bit != 0 && lineOf(c) == r {
							took = true
							if !s.eliminate(lv, k, int(c), d, why, unit) {
								return false
							}
						}
					}
					return true
				})
				if !ok {
					return true, false
				}
			}
		}
	}
	return took, true
}

// eliminations takes candidates away: the locked ones, and when they
// give nothing, with filling on, those no filling of a unit gives. It
// reports whether it took any, and false for ok at a dead end.
func (s *mrvSearch) eliminations(lv *mrvLevel, k int) (took, ok bool) {
	took, ok = s.lockedCandidates(lv, k)
	if ok && !took && s.filling {
		took, ok = s.fillUnits(lv, k)
	}
	return took, ok
}

// fillUnits makes one pass of the filling rule (see fillingRules) over
// every unit: rows, then columns, then boxes. It reports whether it took
// any candidate away, and false for ok at a dead end.
func (s *mrvSearch) fillUnits(lv *mrvLevel, k int) (took, ok bool) {
	geo := s.geo
	n := geo.n
	s.stats.Checks += uint64(3 * n)
	var cand [MaxSize]Digits
	for u := 0; u < 3*n; u++ {
		cells := geo.units[u][:n]
		for i, c := range cells {
			cand[i] = lv.cand[c]
		}
		// The units are the rows, then the columns, then the boxes, as
		// the reasons are.
		reason, unit := engine.FillingInRow+engine.Reason(u/n), u%n
		if !fillingRules(&cand, n, func(i, d int) bool {
			took = true
			return s.eliminate(lv, k, int(cells[i]), d, reason, unit)
		}) {
			return true, false
		}
	}
	return took, true
}

// eliminate takes digit d from the candidates of open cell c at level k,
// for reason in unit (a box, row or column index, by the reason); what
// that forces is queued. It returns false at a dead end.
func (s *mrvSearch) eliminate(lv *mrvLevel, k, c, d int, reason engine.Reason, unit int) bool {
	s.stats.Eliminated++
	e := uint32(c<<5|d) | uint32(reason)<<13 | uint32(unit)<<17
	s.elims[s.elen] = e
	s.elen++
	if s.watched {
		s.emit(engine.Event{Kind: engine.Eliminate, Depth: k, Row: c / s.n, Col: c % s.n, Value: d,
			Reason: reason, Unit: int8(unit)})
	}
	m := lv.cand[c] &^ (1 << (d - 1))
	lv.cand[c] = m
	if m == 0 {
		s.failCell, s.failDigit = c, 0
		return false
	}
	if m&(m-1) == 0 {
		s.push(c, lowDigit(m), 0)
	}
	for _, u := range s.geo.unitIx[c] {
		if !s.drop(lv, int(u), d) {
			return false
		}
	}
	return true
}

// syncEliminate restates an elimination of the path at depth, as
// eliminate packed it.
func (s *mrvSearch) syncEliminate(depth int, e uint32) {
	c := int(e >> 5 & 0xFF)
	s.t.Emit(engine.Event{Kind: engine.Eliminate, Sync: true, Depth: depth, Frame: s.frameAt[depth],
		Row: c / s.n, Col: c % s.n, Value: int(e & 31), Reason: engine.Reason(e >> 13 & 15), Unit: int8(e >> 17)})
}
