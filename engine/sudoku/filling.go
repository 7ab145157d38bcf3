package sudoku

import "math/bits"

// The filling rule, on one unit (a row, column or box), as MRV applies it
// to 16x16 grids: the unit's open cells must take its missing digits, one
// each, each cell a digit among its candidates. A candidate that no such
// filling gives its cell can go; where no filling exists at all, the unit
// is a dead end. It takes away what naked and hidden subsets of any size
// take (pairs, triples, up to the whole unit), and what the singles and
// locked candidates leave to a 16x16 search's guesses.
//
// It is Régin's filter for all-different: the open cells and the missing
// digits form a bipartite graph, a candidate an edge. A maximum matching
// is built (augmenting paths, cells in order); with fewer matched cells
// than open ones no filling exists. Otherwise an unmatched candidate d of
// cell i is in some filling exactly when it lies on an alternating cycle:
// when i is reachable from the cell matched to d, following from each
// cell its unmatched candidates to the cells matched to them. Every search
// (the general one, with its events, and the 16x16 fast path) runs the
// rule through fillingRules, so that all take the same candidates away in
// the same order.

// fillingRules applies the rule to a unit whose i-th cell has candidates
// cand[i] (0 for a solved cell), n cells. For every candidate it finds
// in no filling, cells ascending, digits ascending, it calls take(i, d),
// which takes digit d from the i-th cell and returns false at a dead end,
// where fillingRules stops and returns false. Where no filling exists, it
// takes every candidate of the first cell it could not match (no filling
// gives that cell any digit), the last leaving the cell none: a dead end
// of the kind the searches already report, and fillingRules returns false.
func fillingRules(cand *[MaxSize]Digits, n int, take func(i, d int) bool) bool {
	var open uint32
	for i := 0; i < n; i++ {
		if cand[i] != 0 {
			open |= 1 << i
		}
	}
	if open&(open-1) == 0 {
		return true // one open cell has its one missing digit
	}
	// cellOf[d-1] is the cell matched to digit d, -1 for none; digitOf[i]
	// the digit matched to cell i.
	var cellOf [MaxSize]int8
	var digitOf [MaxSize]int8
	for d := range cellOf[:n] {
		cellOf[d] = -1
	}
	for o := open; o != 0; o &= o - 1 {
		i := bits.TrailingZeros32(o)
		var seen Digits
		if !augment(cand, &cellOf, i, &seen) {
			for m := cand[i]; m != 0; m &= m - 1 {
				if !take(i, lowDigit(m)) {
					return false
				}
			}
			return false
		}
	}
	for d, i := range cellOf[:n] {
		if i >= 0 {
			digitOf[i] = int8(d + 1)
		}
	}
	// reach[i] has bit j set when cell j is reachable from cell i.
	var reach [MaxSize]uint32
	for o := open; o != 0; o &= o - 1 {
		i := bits.TrailingZeros32(o)
		for m := cand[i] &^ (1 << (digitOf[i] - 1)); m != 0; m &= m - 1 {
			reach[i] |= 1 << cellOf[bits.TrailingZeros16(uint16(m))]
		}
	}
	for k := 0; k < n; k++ {
		for i := 0; i < n; i++ {
			if reach[i]>>k&1 != 0 {
				reach[i] |= reach[k]
			}
		}
	}
	for o := open; o != 0; o &= o - 1 {
		i := bits.TrailingZeros32(o)
		for m := cand[i] &^ (1 << (digitOf[i] - 1)); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			if reach[cellOf[d]]>>i&1 == 0 && !take(i, d+1) {
				return false
			}
		}
	}
	return true
}

// augment looks for an augmenting path from cell i (Kuhn's algorithm),
// candidates in ascending order, and applies it: it reports whether cell i
// is now matched. seen holds the digits visited on this search.
func augment(cand *[MaxSize]Digits, cellOf *[MaxSize]int8, i int, seen *Digits) bool {
	for m := cand[i]; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(uint16(m))
		if *seen>>d&1 != 0 {
			continue
		}
		*seen |= 1 << d
		if j := cellOf[d]; j < 0 || augment(cand, cellOf, int(j), seen) {
			cellOf[d] = int8(i)
			return true
		}
	}
	return false
}
