package sudoku

import (
	"math/bits"
	"sync"
)

// The locked-candidates rules, on one band of boxes (or one stack) and one
// digit, as MRV applies them: where the digit's places in a box all lie
// in one of the band's rows, no other box of the band can have it in that
// row (pointing); where its places in a row of the band all lie in one
// box, that box can have it in no other row (claiming). A stack is the
// same with columns for rows.
//
// The band is a matrix m of b×b bits: bit j*b+r is set while box j of the
// band (from the left; in a stack, from the top) has a place for the
// digit in the band's row r (a stack's column r). Every search (the
// general one, with its events, and the 9x9 and 16x16 fast paths) runs
// the rules through lockedRules, so that all take the same candidates
// away in the same order.

// lockedRules applies the rules to m until neither takes anything more:
// boxes first (pointing), j ascending, then rows (claiming), r ascending,
// and again. For every segment it empties, in that order, it calls
// take(j, r, src, pointing): the segment is box j's row r; src is the box
// whose places point (pointing) or the row that claims. take removes the
// digit from the segment's cells and returns false at a dead end, where
// lockedRules stops and returns false.
func lockedRules(m uint16, b int, take func(j, r, src int, pointing bool) bool) bool {
	line := uint16(1)<<b - 1 // one box's rows
	for changed := true; changed; {
		changed = false
		for j := 0; j < b; j++ {
			rows := m >> (j * b) & line
			if rows == 0 || rows&(rows-1) != 0 {
				continue
			}
			r := bits.TrailingZeros16(rows)
			for j2 := 0; j2 < b; j2++ {
				if bit := uint16(1) << (j2*b + r); j2 != j && m&bit != 0 {
					m &^= bit
					changed = true
					if !take(j2, r, j, true) {
						return false
					}
				}
			}
		}
		for r := 0; r < b; r++ {
			var boxes uint16
			for j := 0; j < b; j++ {
				boxes |= m >> (j*b + r) & 1 << j
			}
			if boxes == 0 || boxes&(boxes-1) != 0 {
				continue
			}
			j := bits.TrailingZeros16(boxes)
			for r2 := 0; r2 < b; r2++ {
				if bit := uint16(1) << (j*b + r2); r2 != r && m&bit != 0 {
					m &^= bit
					changed = true
					if !take(j, r2, r, false) {
						return false
					}
				}
			}
		}
	}
	return true
}

// The 9x9 tables: a box's places as a 9-bit set (reading order) tell in
// which of its rows (rowsOf9) and columns (colsOf9) it has any. They are
// made, with the fast path's other tables, at the first 9x9 fast search
// (tables9), not at every start of the program.
// takes9[m][:takesN9[m]] lists, in order, the segments lockedRules
// empties in the band matrix m, as j<<2 | r (at most 9: a segment is
// emptied once): the order depends on m alone, so the fast path walks the
// list instead of running the rules, through a closure, at every band
// that locks. takesN9, apart, is the 512-byte table the fast path reads
// at every band to learn whether the rules take anything (rarely).
var (
	rowsOf9, colsOf9 [512]uint8
	takesN9          [512]uint8
	takes9           [512][9]uint8
	tables9          sync.Once
)

func makeTables9() {
	makeUnits9()
	for w := range 512 {
		for k := range 3 {
			if w>>(3*k)&7 != 0 {
				rowsOf9[w] |= 1 << k
			}
			if w>>k&0o111 != 0 {
				colsOf9[w] |= 1 << k
			}
		}
		lockedRules(uint16(w), 3, func(j, r, _ int, _ bool) bool {
			takes9[w][takesN9[w]] = uint8(j<<2 | r)
			takesN9[w]++
			return true
		})
	}
}
