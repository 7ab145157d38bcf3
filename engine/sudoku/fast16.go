package sudoku

import (
	"math/bits"
	"sync"

	"backtracklab/engine"
)

// fast16Search is mrvSearch for 16x16 grids that nobody can watch, as
// fast9Search is for 9x9: the same search, step for step and counter for
// counter, on arrays of fixed size, with sets of places where mrvSearch
// keeps counts. Its locked candidates read a band's matrix from the sets
// of its four boxes and look up in locked16 whether the rules take
// anything, where mrvSearch visits every cell of the band for every digit.
type fast16Search struct {
	run
	locked bool             // as mrvSearch.locked
	levels [257]fast16Level // one per choice on the path, and the root
	vals   [256]uint8       // digits of the solved cells, as in mrvSearch
	queue  [256 + 48*16]uint16
	qlen   int
	// dirty[d-1] has bit band, and bit 4+stack, set while the band's
	// (stack's) matrix for digit d may have changed since lockedCandidates
	// last found that the rules take nothing from it: the others need not
	// be looked at again. A level's propagation ends with every bit clear.
	dirty [16]uint8
	// fill has bit u set while unit u's candidates may have changed since
	// fillUnits last found that the filling rule takes nothing from it:
	// as dirty, for the filling rule.
	fill uint64
}

// fast16Level is fast9Level for 16x16: where[u][d-1] has bit i set while
// the i-th cell of unit u is open and can take digit d, 0 once d is placed
// in u.
type fast16Level struct {
	cand   [256]Digits
	placed [48]Digits
	where  [48][16]uint16
}

// The 16x16 tables, copied from the geometry into arrays of fixed size.
var (
	units16   [48][16]uint8
	unitIx16  [256][3]uint8 // as geometry.unitIx
	unitPos16 [256][3]uint8 // the cell's place in each of its units
	bands16   [256]uint8    // the cell's band and stack, as bits of dirty
	fills16   [256]uint64   // the cell's units, as bits of fill
	// locked16 has bit m set when lockedRules takes something away from
	// the 4x4 band matrix m.
	locked16 [65536 / 64]uint64
	// tables16 fills the tables at the first 16x16 fast search: 1 ms that
	// every start of the program paid when an init did it.
	tables16 sync.Once
)

func makeTables16() {
	g := geometryOf(shape16)
	for c := 0; c < 256; c++ {
		unitIx16[c] = g.unitIx[c]
		bands16[c] = 1<<(c/64) | 1<<(4+c%16/4)
		for _, u := range unitIx16[c] {
			fills16[c] |= 1 << u
		}
	}
	for u := 0; u < 48; u++ {
		copy(units16[u][:], g.units[u][:16])
		for i, c := range units16[u] {
			for j, v := range unitIx16[c] {
				if int(v) == u {
					unitPos16[c][j] = uint8(i)
				}
			}
		}
	}
	for m := range 65536 {
		if lockedTakes(uint16(m), 4) {
			locked16[m/64] |= 1 << (m % 64)
		}
	}
}

// lockedTakes reports whether lockedRules takes anything away from the
// b×b band matrix m: it does when its first round does, as a round that
// takes nothing leaves m as it was and ends the rules. Cheaper than
// running them, for a table of 65536 matrices.
func lockedTakes(m uint16, b int) bool {
	line := uint16(1)<<b - 1
	for j := 0; j < b; j++ {
		rows := m >> (j * b) & line
		if rows != 0 && rows&(rows-1) == 0 {
			r := bits.TrailingZeros16(rows)
			for j2 := 0; j2 < b; j2++ {
				if j2 != j && m>>(j2*b+r)&1 != 0 {
					return true
				}
			}
		}
	}
	for r := 0; r < b; r++ {
		var boxes uint16
		for j := 0; j < b; j++ {
			boxes |= m >> (j*b + r) & 1 << j
		}
		if boxes != 0 && boxes&(boxes-1) == 0 {
			j := bits.TrailingZeros16(boxes)
			if m>>(j*b)&line&^(1<<r) != 0 {
				return true
			}
		}
	}
	return false
}

// rowsOf16 says in which of its 4 rows a box's set of places (16 bits,
// reading order) has any; colsOf16, in which of its columns.
func rowsOf16(w uint16) uint16 {
	w |= w >> 1
	w |= w >> 2
	return w&1 | w>>3&2 | w>>6&4 | w>>9&8
}

func colsOf16(w uint16) uint16 {
	w |= w >> 8
	w |= w >> 4
	return w & 0xF
}

const full16 = Digits(1<<16 - 1)

// start is mrvSearch.start, and Validate on the way: it returns false,
// without searching, when a given repeats in a unit.
func (s *fast16Search) start(g Grid) bool {
	s.qlen = 0
	for d := range s.dirty {
		s.dirty[d] = 0xFF
	}
	s.fill = 1<<48 - 1
	copy(s.vals[:], g.cells[:256])
	lv := &s.levels[0]
	lv.placed = [48]Digits{}
	lv.where = [48][16]uint16{}
	for c, d := range s.vals {
		if d == 0 {
			continue
		}
		bit := Digits(1) << (d - 1)
		ix := &unitIx16[c]
		if (lv.placed[ix[0]]|lv.placed[ix[1]]|lv.placed[ix[2]])&bit != 0 {
			return false
		}
		for _, u := range ix {
			lv.placed[u] |= bit
		}
	}
	for c, d := range s.vals {
		lv.cand[c] = 0
		if d != 0 {
			continue
		}
		ix, pos := &unitIx16[c], &unitPos16[c]
		m := full16 &^ (lv.placed[ix[0]] | lv.placed[ix[1]] | lv.placed[ix[2]])
		if m == 0 {
			s.stats.Rejections[engine.NoCandidate]++
			return true
		}
		lv.cand[c] = m
		if m&(m-1) == 0 {
			s.push(c, lowDigit(m))
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			for j, u := range ix {
				lv.where[u][d] |= 1 << pos[j]
			}
		}
	}
	for u := 0; u < 48; u++ {
		for d := 1; d <= 16; d++ {
			w := lv.where[u][d-1]
			if lv.placed[u].Has(d) || w&(w-1) != 0 {
				continue
			}
			if w == 0 {
				s.stats.Rejections[engine.NoCandidate]++
				return true
			}
			s.push(int(units16[u][bits.TrailingZeros16(w)]), d)
		}
	}
	s.solve(0, -1, 0)
	return true
}

// solve is mrvSearch.solve without events.
func (s *fast16Search) solve(k, choice, digit int) bool {
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
		s.dirty, s.fill = [16]uint8{}, 0 // as this level's propagation left them
		if s.solve(k+1, c, lowDigit(m)) {
			return true
		}
		st.Backtracks++
	}
	st.Backtracks += made
	return false
}

func (s *fast16Search) push(c, d int) {
	s.queue[s.qlen] = uint16(c<<5 | d)
	s.qlen++
}

// place is mrvSearch.place.
func (s *fast16Search) place(lv *fast16Level, c, d int) bool {
	bit := Digits(1) << (d - 1)
	s.vals[c] = uint8(d)
	others := lv.cand[c] &^ bit
	lv.cand[c] = 0
	ix, pos := &unitIx16[c], &unitPos16[c]
	lv.placed[ix[0]] |= bit
	lv.placed[ix[1]] |= bit
	lv.placed[ix[2]] |= bit
	s.dirty[d-1] |= bands16[c]
	s.fill |= fills16[c]
	for ; others != 0; others &= others - 1 {
		e := lowDigit(others)
		s.dirty[e-1] |= bands16[c]
		if !s.drop(lv, ix[0], pos[0], e) || !s.drop(lv, ix[1], pos[1], e) || !s.drop(lv, ix[2], pos[2], e) {
			return false
		}
	}
	// d leaves the peers that have it, found from the sets of c's units:
	// the box, then the row and the column outside the box, in the order
	// of mrvSearch's peers.
	s.stats.Checks += 39
	for w := lv.where[ix[2]][d-1] &^ (1 << pos[2]); w != 0; w &= w - 1 {
		p := units16[ix[2]][bits.TrailingZeros16(w)]
		pix, ppos := &unitIx16[p], &unitPos16[p]
		if !s.lose(lv, p, d) ||
			pix[0] != ix[0] && !s.drop(lv, pix[0], ppos[0], d) ||
			pix[1] != ix[1] && !s.drop(lv, pix[1], ppos[1], d) {
			return false
		}
	}
	for w := lv.where[ix[0]][d-1] &^ (0xF << (pos[0] / 4 * 4)); w != 0; w &= w - 1 {
		p := units16[ix[0]][bits.TrailingZeros16(w)]
		pix, ppos := &unitIx16[p], &unitPos16[p]
		if !s.lose(lv, p, d) || !s.drop(lv, pix[1], ppos[1], d) || !s.drop(lv, pix[2], ppos[2], d) {
			return false
		}
	}
	for w := lv.where[ix[1]][d-1] &^ (0xF << (pos[1] / 4 * 4)); w != 0; w &= w - 1 {
		p := units16[ix[1]][bits.TrailingZeros16(w)]
		pix, ppos := &unitIx16[p], &unitPos16[p]
		if !s.lose(lv, p, d) || !s.drop(lv, pix[0], ppos[0], d) || !s.drop(lv, pix[2], ppos[2], d) {
			return false
		}
	}
	// d has no place left in c's units: the locked-candidates matrices
	// read where as the places of a digit not placed yet.
	lv.where[ix[0]][d-1], lv.where[ix[1]][d-1], lv.where[ix[2]][d-1] = 0, 0, 0
	return true
}

// lose takes digit d from the candidates of open cell p, queueing p if
// one is left; it returns false if none is.
func (s *fast16Search) lose(lv *fast16Level, p uint8, d int) bool {
	s.dirty[d-1] |= bands16[p]
	s.fill |= fills16[p]
	m := lv.cand[p] &^ (1 << (d - 1))
	lv.cand[p] = m
	if m&(m-1) != 0 {
		return true
	}
	if m == 0 {
		return false
	}
	s.push(int(p), lowDigit(m))
	return true
}

// drop is mrvSearch.drop: the cell at place pos of unit u can no longer
// take digit d.
func (s *fast16Search) drop(lv *fast16Level, u, pos uint8, d int) bool {
	w := lv.where[u][d-1] &^ (1 << pos)
	lv.where[u][d-1] = w
	if w&(w-1) != 0 {
		return true
	}
	if w == 0 {
		return false
	}
	s.push(int(units16[u][bits.TrailingZeros16(w)]), d)
	return true
}

// propagate is mrvSearch.propagate.
func (s *fast16Search) propagate(lv *fast16Level) bool {
	for {
		for i := 0; i < s.qlen; i++ {
			e := s.queue[i]
			c := int(e >> 5)
			if lv.cand[c] != 0 {
				s.stats.Placements++
				s.stats.Forced++
				if !s.place(lv, c, int(e&31)) {
					return false
				}
			}
		}
		s.qlen = 0
		if !s.locked {
			return true
		}
		took, ok := s.lockedCandidates(lv)
		if ok && !took {
			took, ok = s.fillUnits(lv)
		}
		if !ok || !took {
			return ok
		}
	}
}

// fillUnits is mrvSearch.fillUnits: the filling rule over every unit,
// rows, then columns, then boxes. A unit not in fill would give nothing:
// it is skipped.
func (s *fast16Search) fillUnits(lv *fast16Level) (took, ok bool) {
	s.stats.Checks += 48
	var cand [MaxSize]Digits
	for u := range units16 {
		if s.fill&(1<<u) == 0 {
			continue
		}
		s.fill &^= 1 << u
		cells := &units16[u]
		for i, c := range cells {
			cand[i] = lv.cand[c]
		}
		if !fillingRules(&cand, 16, func(i, d int) bool {
			took = true
			return s.eliminate(lv, cells[i], d)
		}) {
			return true, false
		}
	}
	return took, true
}

// lockedCandidates is mrvSearch.lockedCandidates, in the same order, on
// the sets of places: four row (column) masks give a band's (stack's)
// matrix, and a bit of locked16 whether the rules take anything from it.
// A matrix not dirty would give nothing: it is skipped.
func (s *fast16Search) lockedCandidates(lv *fast16Level) (took, ok bool) {
	s.stats.Checks += 2 * 16 * 4
	for d := 0; d < 16; d++ {
		for band := 0; band < 4; band++ {
			if s.dirty[d]&(1<<band) == 0 {
				continue
			}
			s.dirty[d] &^= 1 << band
			u := 32 + band*4
			m := rowsOf16(lv.where[u][d]) | rowsOf16(lv.where[u+1][d])<<4 |
				rowsOf16(lv.where[u+2][d])<<8 | rowsOf16(lv.where[u+3][d])<<12
			if locked16[m/64]>>(m%64)&1 == 0 {
				continue
			}
			took = true
			if !lockedRules(m, 4, func(j, r, _ int, _ bool) bool {
				u := 32 + band*4 + j
				for w := lv.where[u][d] & (0xF << (4 * r)); w != 0; w &= w - 1 {
					if !s.eliminate(lv, units16[u][bits.TrailingZeros16(w)], d+1) {
						return false
					}
				}
				return true
			}) {
				return true, false
			}
		}
		for stack := 0; stack < 4; stack++ {
			if s.dirty[d]&(16<<stack) == 0 {
				continue
			}
			s.dirty[d] &^= 16 << stack
			u := 32 + stack
			m := colsOf16(lv.where[u][d]) | colsOf16(lv.where[u+4][d])<<4 |
				colsOf16(lv.where[u+8][d])<<8 | colsOf16(lv.where[u+12][d])<<12
			if locked16[m/64]>>(m%64)&1 == 0 {
				continue
			}
			took = true
			if !lockedRules(m, 4, func(j, r, _ int, _ bool) bool {
				u := 32 + j*4 + stack
				for w := lv.where[u][d] & (0x1111 << r); w != 0; w &= w - 1 {
					if !s.eliminate(lv, units16[u][bits.TrailingZeros16(w)], d+1) {
						return false
					}
				}
				return true
			}) {
				return true, false
			}
		}
	}
	return took, true
}

// eliminate is mrvSearch.eliminate: open cell p loses candidate d.
func (s *fast16Search) eliminate(lv *fast16Level, p uint8, d int) bool {
	s.stats.Eliminated++
	pix, ppos := &unitIx16[p], &unitPos16[p]
	return s.lose(lv, p, d) && s.drop(lv, pix[0], ppos[0], d) &&
		s.drop(lv, pix[1], ppos[1], d) && s.drop(lv, pix[2], ppos[2], d)
}

// choose is mrvSearch.choose.
func (s *fast16Search) choose(lv *fast16Level) int { return fewestCandidates(lv.cand[:]) }
