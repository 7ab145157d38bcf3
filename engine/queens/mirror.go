package queens

// CountMirror counts the solutions of an n×n board on one goroutine: a
// bitmask search with an explicit stack, halved by the left-right mirror.
// Exactly one of a solution and its mirror image has its row-0 queen left
// of the centre, or, with the row-0 queen on the centre column of an odd
// board, its row-1 queen left of the centre; only those are searched and
// the count doubled. It returns 0 for an n that ValidateN refuses.
func CountMirror(n int) uint64 {
	if ValidateN(n) != nil {
		return 0
	}
	if n == 1 {
		return 1
	}
	full := uint32(uint64(1)<<uint(n) - 1)
	var half uint64
	for c0 := range (n + 1) / 2 {
		b0 := uint32(1) << uint(c0)
		free := full &^ (b0 | b0<<1 | b0>>1)
		if n%2 == 1 && c0 == n/2 {
			free &= 1<<uint(n/2) - 1 // centre queen: row 1 left of centre
		}
		for free != 0 {
			b1 := free & -free
			free ^= b1
			half += completions(n-2, b0|b1, (b0<<1|b1)<<1, (b0>>1|b1)>>1, full)
		}
	}
	return 2 * half
}

// frame is one level of the explicit stack of completions: the free
// squares of its row not yet tried, and the lines attacking that row.
type frame struct {
	free, cols, diag, anti uint32
}

// completions counts the ways to fill the rows left empty below a partial
// board whose queens occupy cols and attack the next row along diag
// (shifted left row by row) and anti (shifted right). The last two rows
// are not entered: once the row above them is placed, each free square of
// the next-to-last row leaves the last row at most one free square, and
// whether it has one is the count.
func completions(rows int, cols, diag, anti, full uint32) uint64 {
	free := full &^ (cols | diag | anti)
	switch rows {
	case 0:
		return 1
	case 1:
		if free != 0 {
			return 1
		}
		return 0
	case 2:
		return lastTwoRows(free, cols, diag, anti, full)
	}
	// The current level lives in locals (registers); the stack holds
	// the levels above it.
	var stack [MaxN]frame
	above := rows - 3 // the depth of the row above the last two
	count := uint64(0)
	d := 0
	for {
		if free == 0 {
			if d == 0 {
				return count
			}
			d--
			f := stack[d&(MaxN-1)] // the mask drops a bounds check: d < rows < MaxN
			free, cols, diag, anti = f.free, f.cols, f.diag, f.anti
			continue
		}
		bit := free & -free
		free ^= bit
		nc, nd, na := cols|bit, (diag|bit)<<1, (anti|bit)>>1
		next := full &^ (nc | nd | na)
		if next == 0 {
			continue
		}
		if d == above {
			count += lastTwoRows(next, nc, nd, na, full)
			continue
		}
		stack[d&(MaxN-1)] = frame{free, cols, diag, anti}
		d++
		free, cols, diag, anti = next, nc, nd, na
	}
}

// lastTwoRows counts the squares of free, in the next-to-last row, that
// leave a free square in the last row.
func lastTwoRows(free, cols, diag, anti, full uint32) uint64 {
	count := uint64(0)
	for free != 0 {
		bit := free & -free
		free ^= bit
		if full&^(cols|bit|(diag|bit)<<1|(anti|bit)>>1) != 0 {
			count++
		}
	}
	return count
}
