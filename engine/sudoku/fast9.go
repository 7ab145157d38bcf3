package sudoku

import (
	"math/bits"

	"backtracklab/engine"
)

// fast9Search is mrvSearch for 9x9 grids that nobody can watch: the same
// search, step for step and counter for counter, on arrays of fixed size
// so that the compiler keeps it tight. It emits no events, keeps no
// frames and cannot restate its path, so it is taken only on a tracer
// that never turns watched (engine.Tracer.MayWatch); under a Runner, the
// general search runs. Its polls still honour a pause and a stop.
type fast9Search struct {
	run
	locked bool           // as mrvSearch.locked
	levels [82]fast9Level // one per choice on the path, and the root
	vals   [81]uint8      // digits of the solved cells, as in mrvSearch
	// queue holds at most 81 + 27*9 entries (each cell once as a naked
	// single, each digit of each unit once as a hidden single); 512 so
	// that an index masked to 9 bits needs no bounds check.
	queue [512]uint16
	qlen  int
}

// fast9Level is mrvLevel for 9x9, with a set of cells where mrvLevel
// has a count: where[d-1][u] has bit i set while the i-th cell of unit u
// is open and can take digit d. When one bit is left, it says which cell
// the hidden single is, without a search.
//
// Unlike mrvLevel it keeps no digits placed per unit: past the start,
// nothing reads them (a placed digit's sets are emptied instead).
type fast9Level struct {
	cand [81]Digits
	// A digit's sets lie together, 32 of them so that a unit's index
	// masked to 5 bits needs no bounds check: a placement and the
	// locked-candidates rules work on one digit at a time.
	where [9][32]uint16
	// dirty holds the digits whose places changed since the last pass of
	// lockedCandidates began: only theirs can lock anew. The general
	// search looks at every digit and finds nothing more.
	dirty Digits
}

// The 9x9 tables, as in the geometry (its build is left to the general
// search), in arrays of fixed size, made with the locked-candidates
// tables at the first 9x9 fast search (see makeTables9).
var (
	units9   [32][16]uint8 // 32 and 16: indexes masked to 5 and 4 bits
	unitIx9  [81][3]uint8  // as geometry.unitIx
	unitPos9 [81][3]uint8  // the cell's place in each of its units
)

// peer9 is a cell with two of its units and its places in them.
type peer9 struct {
	cell   uint8
	u, pos [2]uint8
}

// cellPeers9[c][b] is the peer of cell c at bit b of place's peer set:
// bits 0-8 its box's places, 9-17 its row's, 18-26 its column's; with the
// two units it loses a place in besides that one. A peer in c's box and
// row (or column) has noUnit9 in place of c's row (column), whose set is
// emptied anyway.
var cellPeers9 [81][32]peer9

// outside9[c] are the places of c's row, column and box that are not
// c's box (the row and column) or c (the box): where its peers are.
var outside9 [81][3]uint16

// noUnit9 is a digit's set that takes the drops nobody needs: never a
// single or empty, as its place noPos9 is never set.
const noUnit9, noPos9 = 31, 15

// makeUnits9 fills the 9x9 unit tables.
func makeUnits9() {
	// byUnit[u][i] is the i-th cell of unit u with its other two units: a
	// row's cell's column and box, a column's cell's row and box, a box's
	// cell's row and column.
	var byUnit [27][9]peer9
	for c := 0; c < 81; c++ {
		r, k := c/9, c%9
		b, i := r/3*3+k/3, r%3*3+k%3 // the box, and the place in it
		unitIx9[c] = [3]uint8{uint8(r), uint8(9 + k), uint8(18 + b)}
		unitPos9[c] = [3]uint8{uint8(k), uint8(r), uint8(i)}
		units9[r][k], units9[9+k][r], units9[18+b][i] = uint8(c), uint8(c), uint8(c)
		ix, pos := unitIx9[c], unitPos9[c]
		byUnit[r][k] = peer9{uint8(c), [2]uint8{ix[1], ix[2]}, [2]uint8{pos[1], pos[2]}}
		byUnit[9+k][r] = peer9{uint8(c), [2]uint8{ix[0], ix[2]}, [2]uint8{pos[0], pos[2]}}
		byUnit[18+b][i] = peer9{uint8(c), [2]uint8{ix[0], ix[1]}, [2]uint8{pos[0], pos[1]}}
	}
	for c := 0; c < 81; c++ {
		ix, pos := unitIx9[c], unitPos9[c]
		outside9[c] = [3]uint16{0x1FF &^ (7 << (pos[0] / 3 * 3)), 0x1FF &^ (7 << (pos[1] / 3 * 3)), 0x1FF &^ (1 << pos[2])}
		for i := 0; i < 9; i++ {
			p := byUnit[ix[2]][i]
			if p.u[0] == ix[0] {
				p.u[0], p.pos[0] = noUnit9, noPos9
			}
			if p.u[1] == ix[1] {
				p.u[1], p.pos[1] = noUnit9, noPos9
			}
			cellPeers9[c][i] = p
			cellPeers9[c][9+i] = byUnit[ix[0]][i]
			cellPeers9[c][18+i] = byUnit[ix[1]][i]
		}
	}
}

const full9 = Digits(1<<9 - 1)

// start is mrvSearch.start, and Validate on the way: it returns false,
// without searching, when a given repeats in a unit.
func (s *fast9Search) start(g Grid) bool {
	s.qlen = 0
	copy(s.vals[:], g.cells[:81])
	lv := &s.levels[0]
	var placed [27]Digits
	// Unit by unit, which digits are placed and which places are given;
	// digit by digit, which rows, columns and boxes have it.
	var given [27]uint16
	var inRows, inCols, inBoxes [9]uint16
	for c, d := range s.vals {
		if d == 0 {
			continue
		}
		bit := Digits(1) << (d - 1)
		ix, pos := &unitIx9[c], &unitPos9[c]
		if (placed[ix[0]]|placed[ix[1]]|placed[ix[2]])&bit != 0 {
			return false
		}
		for j, u := range ix {
			placed[u] |= bit
			given[u] |= 1 << pos[j]
		}
		inRows[d-1] |= 1 << ix[0]
		inCols[d-1] |= 1 << (ix[1] - 9)
		inBoxes[d-1] |= 1 << (ix[2] - 18)
	}
	for c, d := range s.vals {
		lv.cand[c] = 0
		if d != 0 {
			continue
		}
		ix := &unitIx9[c]
		m := full9 &^ (placed[ix[0]] | placed[ix[1]] | placed[ix[2]])
		if m == 0 {
			s.stats.Rejections[engine.NoCandidate]++
			return true
		}
		lv.cand[c] = m
		if m&(m-1) == 0 {
			s.push(c, lowDigit(m))
		}
	}
	lv.dirty = full9
	// where[d-1][u]: the open places of u whose row, column and box all
	// lack d, from the digit's masks rather than cell by cell; digit by
	// digit, without a branch. few[d-1] marks the units where d, not
	// placed, has one place or none: those are then read unit by unit,
	// in the order of mrvSearch's, for the singles and the dead ends.
	var open [27]uint16
	for u := range open {
		open[u] = 0x1FF &^ given[u]
	}
	var few [9]uint32
	for d := 0; d < 9; d++ {
		rows, cols, boxes := inRows[d], inCols[d], inBoxes[d]
		var f uint32
		for k := 0; k < 9; k++ {
			q, r := k/3, k%3
			// Row k: its columns, and its band's (q) boxes; column k: its
			// rows, and its stack's (q) boxes; box k: its band's (q) rows,
			// and its stack's (r) columns. A unit that has d already has no
			// place for it.
			wr := open[k] &^ cols &^ spread3[boxes>>(q*3)&7] &^ -(rows >> k & 1)
			wc := open[9+k] &^ rows &^ spread3[boxes>>q&1|boxes>>(q+2)&2|boxes>>(q+4)&4] &^ -(cols >> k & 1)
			wb := open[18+k] &^ spread3[rows>>(q*3)&7] &^ repeat3[cols>>(r*3)&7] &^ -(boxes >> k & 1)
			lv.where[d][k], lv.where[d][9+k], lv.where[d][18+k] = wr, wc, wb
			f |= atMostOne(wr)<<k | atMostOne(wc)<<(9+k) | atMostOne(wb)<<(18+k)
		}
		lv.where[d][noUnit9] = 0xFFFF &^ (1 << noPos9)
		// Rows, columns and boxes that have d: not to be read.
		few[d] = f &^ (uint32(rows) | uint32(cols)<<9 | uint32(boxes)<<18)
	}
	var any uint32
	for _, f := range few {
		any |= f
	}
	for ; any != 0; any &= any - 1 {
		u := bits.TrailingZeros32(any)
		for d := 0; d < 9; d++ {
			if few[d]>>u&1 == 0 {
				continue
			}
			w := lv.where[d][u&31]
			if w == 0 {
				s.stats.Rejections[engine.NoCandidate]++
				return true
			}
			s.push(int(units9[u][bits.TrailingZeros16(w)]), d+1)
		}
	}
	s.solve(0, -1, 0)
	return true
}

// atMostOne is 1 if w has one bit set or none, else 0.
func atMostOne(w uint16) uint32 {
	if w&(w-1) == 0 {
		return 1
	}
	return 0
}

// spread3 widens each of 3 bits to 3 bits: the places of a unit that lie in
// three given rows of a box, or three given boxes of a row.
var spread3 = [8]uint16{0, 0o7, 0o70, 0o77, 0o700, 0o707, 0o770, 0o777}

// repeat3 repeats 3 bits three times: the places of a box that lie in three
// given columns.
var repeat3 = [8]uint16{0, 0o111, 0o222, 0o333, 0o444, 0o555, 0o666, 0o777}

// solve is mrvSearch.solve without events.
func (s *fast9Search) solve(k, choice, digit int) bool {
	lv := &s.levels[k]
	st := s.stats
	placed := st.Placements
	ok := choice < 0 || s.place(lv, choice, digit)
	if ok {
		ok = s.propagate(lv)
	}
	made := st.Placements - placed
	if !ok {
		s.qlen = 0
		st.Rejections[engine.NoCandidate]++
		st.Backtracks += made
		return false
	}
	c := s.choose(lv)
	if c < 0 {
		if s.solution(s.vals[:], k) {
			return true
		}
		st.Backtracks += made
		return false
	}
	next := &s.levels[k+1]
	for m := lv.cand[c]; m != 0; m &= m - 1 {
		st.Nodes++
		if s.poll(k) {
			return true
		}
		st.Placements++
		*next = *lv
		if s.solve(k+1, c, lowDigit(m)) {
			return true
		}
		st.Backtracks++
	}
	st.Backtracks += made
	return false
}

func (s *fast9Search) push(c, d int) {
	s.queue[s.qlen&511] = uint16(c<<5 | d)
	s.qlen++
}

// place is mrvSearch.place.
func (s *fast9Search) place(lv *fast9Level, c, d int) bool {
	bit := Digits(1) << (uint(d-1) & 15)
	s.vals[c] = uint8(d)
	others := lv.cand[c] &^ bit
	lv.cand[c] = 0
	ix, pos := &unitIx9[c], &unitPos9[c]
	// Every digit that drops a place below is dirty (see fast9Level), set
	// here once rather than in each drop: a store less per drop.
	lv.dirty |= others | bit
	// Each step below is its own statement, not a chain of || (which the
	// compiler turns into a boolean kept and tested again at each link):
	// the common case falls through, the rare one (a single, or a dead
	// end) branches off.
	for ; others != 0; others &= others - 1 {
		e := lowDigit(others)
		we := &lv.where[e-1]
		if !s.dropIn(we, ix[0], pos[0], e) {
			return false
		}
		if !s.dropIn(we, ix[1], pos[1], e) {
			return false
		}
		if !s.dropIn(we, ix[2], pos[2], e) {
			return false
		}
	}
	// d leaves the peers that have it, found from the sets of c's units:
	// the box, then the row and the column outside the box, in the order
	// of mrvSearch's peers. One loop over the three sets side by side (a
	// loop's end is a branch mispredicted more often than not: a
	// placement averages 2.4 peers), each peer with its two other units
	// from cellPeers9.
	s.stats.Checks += 20
	row, col, box := ix[0], ix[1], ix[2]
	wd := &lv.where[d-1]
	out := &outside9[c]
	peers := uint32(wd[box&31]&out[2]) | uint32(wd[row&31]&out[0])<<9 | uint32(wd[col&31]&out[1])<<18
	tab := &cellPeers9[c]
	for ; peers != 0; peers &= peers - 1 {
		p := &tab[bits.TrailingZeros32(peers)&31]
		if !s.lose(lv, p.cell, bit) {
			return false
		}
		if !s.dropIn(wd, p.u[0], p.pos[0], d) {
			return false
		}
		if !s.dropIn(wd, p.u[1], p.pos[1], d) {
			return false
		}
	}
	// d has no place left in c's units: the locked-candidates tables read
	// where as the places of a digit not placed yet.
	wd[row&31], wd[col&31], wd[box&31] = 0, 0, 0
	return true
}

// lose takes digit bit from the candidates of open cell p, queueing p if
// one is left; it returns false if none is.
func (s *fast9Search) lose(lv *fast9Level, p uint8, bit Digits) bool {
	m := lv.cand[p] &^ bit
	lv.cand[p] = m
	return m&(m-1) != 0 || s.nakedSingle(p, m)
}

// nakedSingle queues open cell p with its one candidate m, or returns
// false if it has none.
func (s *fast9Search) nakedSingle(p uint8, m Digits) bool {
	if m == 0 {
		return false
	}
	s.push(int(p), lowDigit(m))
	return true
}

// drop is mrvSearch.drop: the cell at place pos of unit u can no longer
// take digit d.
func (s *fast9Search) drop(lv *fast9Level, u, pos uint8, d int) bool {
	return s.dropIn(&lv.where[d-1], u, pos, d)
}

// dropIn is drop on wd, the sets of digit d.
func (s *fast9Search) dropIn(wd *[32]uint16, u, pos uint8, d int) bool {
	w := wd[u&31] &^ (1 << (pos & 15)) // masked: no test for a shift past 16
	wd[u&31] = w
	return w&(w-1) != 0 || s.hiddenSingle(u, w, d)
}

// hiddenSingle queues the one place w of digit d in unit u, or returns
// false if there is none.
func (s *fast9Search) hiddenSingle(u uint8, w uint16, d int) bool {
	if w == 0 {
		return false
	}
	s.push(int(units9[u&31][bits.TrailingZeros16(w)&15]), d)
	return true
}

// propagate is mrvSearch.propagate.
func (s *fast9Search) propagate(lv *fast9Level) bool {
	for {
		// The forced placements are counted once the queue is done (or
		// has failed), not one by one through the stats pointer.
		n := uint64(0)
		for i := 0; i < s.qlen; i++ {
			e := s.queue[i]
			c := int(e >> 5)
			if lv.cand[c] != 0 {
				n++
				if !s.place(lv, c, int(e&31)) {
					s.stats.Placements += n
					s.stats.Forced += n
					return false
				}
			}
		}
		s.stats.Placements += n
		s.stats.Forced += n
		s.qlen = 0
		if !s.locked {
			return true
		}
		took, ok := s.lockedCandidates(lv)
		if !ok || !took {
			return ok
		}
	}
}

// lockedCandidates is mrvSearch.lockedCandidates, in the same order, on
// the sets of places: three lookups give a band's matrix, a fourth
// whether the rules take anything from it (rarely: takesN9), and takes9
// which segments they empty.
func (s *fast9Search) lockedCandidates(lv *fast9Level) (took, ok bool) {
	s.stats.Checks += 2 * 9 * 3
	dirty := lv.dirty
	lv.dirty = 0
	for ; dirty != 0; dirty &= dirty - 1 {
		d := lowDigit(dirty)
		wd := &lv.where[d-1]
		for band := 0; band < 3; band++ {
			u := 18 + band*3
			m := uint16(rowsOf9[wd[u]&511]) | uint16(rowsOf9[wd[u+1]&511])<<3 | uint16(rowsOf9[wd[u+2]&511])<<6
			if takesN9[m] == 0 {
				continue
			}
			took = true
			for _, jr := range takes9[m][:takesN9[m]] {
				u := 18 + band*3 + int(jr>>2)
				for w := wd[u] & (7 << (3 * (jr & 3))); w != 0; w &= w - 1 {
					if !s.eliminate(lv, units9[u][bits.TrailingZeros16(w)], d) {
						return true, false
					}
				}
			}
		}
		for stack := 0; stack < 3; stack++ {
			u := 18 + stack
			m := uint16(colsOf9[wd[u]&511]) | uint16(colsOf9[wd[u+3]&511])<<3 | uint16(colsOf9[wd[u+6]&511])<<6
			if takesN9[m] == 0 {
				continue
			}
			took = true
			for _, jr := range takes9[m][:takesN9[m]] {
				u := 18 + int(jr>>2)*3 + stack
				for w := wd[u] & (0o111 << (jr & 3)); w != 0; w &= w - 1 {
					if !s.eliminate(lv, units9[u][bits.TrailingZeros16(w)], d) {
						return true, false
					}
				}
			}
		}
	}
	return took, true
}

// eliminate is mrvSearch.eliminate: open cell p loses candidate d.
func (s *fast9Search) eliminate(lv *fast9Level, p uint8, d int) bool {
	s.stats.Eliminated++
	lv.dirty |= 1 << (d - 1)
	pix, ppos := &unitIx9[p], &unitPos9[p]
	return s.lose(lv, p, 1<<(d-1)) && s.drop(lv, pix[0], ppos[0], d) &&
		s.drop(lv, pix[1], ppos[1], d) && s.drop(lv, pix[2], ppos[2], d)
}

// choose is mrvSearch.choose.
func (s *fast9Search) choose(lv *fast9Level) int { return fewestCandidates(lv.cand[:]) }

// fewestCandidates is mrvSearch.choose for the fast paths: the open cell
// (mask not 0) with the fewest candidates, the first among equals, or -1.
func fewestCandidates(cand []Digits) int {
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
	return best
}
