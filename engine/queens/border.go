package queens

import (
	"math/bits"
	"slices"
)

// The border search counts every solution through its border queens: the
// queens of the first and last rows and of the first and last columns (two
// to four queens, as a corner queen stands on two of those lines). Every
// solution has exactly one such placement, and the 8 symmetries of the
// square map placements to placements, so the count is the sum, over one
// placement of each symmetry class, of the solutions that complete it
// times the size of its class: about an eighth of the solutions are
// visited. Each placement's free rows are then filled by meeting in the
// middle (meet.go), with the border queens' attacks known on every row
// from the start.
//
// The placements of a board are its tasks (3,206 of them at n=16, 4,319
// at n=17, 7,432 at n=19), many and small, so that workers share them
// evenly to the end and the progress moves steadily.

// border is one placement of the border queens, the one of its symmetry
// class with the smallest key, and the size of that class.
type border struct {
	top, bottom int8 // the columns of the first and last rows' queens
	left, right int8 // the rows of the first and last columns' queens
	weight      int8 // how many placements its class holds: 1, 2, 4 or 8
}

// queens appends to out the distinct queens of b on an n×n board, as
// (row, col).
func (b border) queens(n int, out [][2]int) [][2]int {
	last := n - 1
	qs := [4][2]int{{0, int(b.top)}, {last, int(b.bottom)}, {int(b.left), 0}, {int(b.right), last}}
	for _, q := range qs {
		if !slices.Contains(out, q) {
			out = append(out, q)
		}
	}
	return out
}

// below returns what of b the lower part of meet heeds, the same number
// for placements whose lower fillings are the same: the bottom queen, the
// side queens standing at or below the first lower row, and that row.
// The queens above it are matched by their lines on that row (fill.above).
func (b border) below(n int) int {
	last := n - 1
	// The free rows, and the first lower row as fill.setup finds it: the
	// split-th free row, counted from the top.
	side := func(row int8) bool { return row > 0 && int(row) < last }
	rows := last - 1
	if side(b.left) {
		rows--
	}
	if side(b.right) {
		rows--
	}
	first := last
	for lower := rows - splitOf(rows); lower > 0; {
		first--
		if first != int(b.left) && first != int(b.right) {
			lower--
		}
	}
	left, right := -1, -1
	if int(b.left) >= first {
		left = int(b.left)
	}
	if int(b.right) >= first {
		right = int(b.right)
	}
	return ((int(b.bottom)*(n+1)+left+1)*(n+1)+right+1)*n + first
}

// borders lists the placements of the border queens of an n×n board
// (n >= 4) that are the smallest of their symmetry class, with weights.
// It runs before every count, so it goes through the placements by their
// queens' lines, without allocation, and takes each symmetry's image by
// formula: the general way (the queens turned square by square) took 5 ms
// at n=14 natively and 32 ms in WebAssembly under Node.js, as long as the
// count itself there.
func borders(n int) []border {
	last := n - 1
	// The smallest of a class by bottom, left, right, then top, listed in
	// that order (groupBorders then gathers those sharing a lower part).
	key := func(t, b, l, r int) int { return ((b*n+l)*n+r)*n + t }
	out := make([]border, 0, n*n*n/2)
	for bottom := range n {
		for left := range n {
			// A corner queen stands on two lines: both must name it.
			if (bottom == 0) != (left == last) {
				continue
			}
			// The bottom and left queens, when two, must not share a
			// diagonal (the only line they can share).
			if left != last && bottom == last-left {
				continue
			}
			for right := range n {
				if (bottom == last) != (right == last) {
					continue
				}
				// Nor the bottom and right queens, when two; the side
				// queens must not share a row (a diagonal of theirs joins
				// two corners, cut above).
				if right != last && bottom == right || left == right {
					continue
				}
				// The top queen's choices: the squares of the first row that
				// the others leave, and a corner when (and only when) a
				// side queen stands in it.
				tops := uint32(1)<<uint(n) - 1
				tops &^= rowZeroAttacks(last, last, bottom) | rowZeroAttacks(last, left, 0) | rowZeroAttacks(last, right, last)
				if left == 0 {
					tops &= 1
				} else {
					tops &^= 1
				}
				if right == 0 {
					tops &= 1 << uint(last)
				} else {
					tops &^= 1 << uint(last)
				}
				for tops != 0 {
					top := bits.TrailingZeros32(tops)
					tops &= tops - 1
					// The images under the 8 symmetries: a quarter turn
					// takes (top, bottom, left, right) to (last-left,
					// last-right, bottom, top), a mirror to (last-top,
					// last-bottom, right, left). The class holds 8 over
					// the number of symmetries that keep the placement.
					own := key(top, bottom, left, right)
					t, b, l, r := top, bottom, left, right
					smallest, kept := true, 0
					for s := range 8 {
						if s == 4 {
							t, b, l, r = last-t, last-b, r, l
						}
						image := key(t, b, l, r)
						if image < own {
							smallest = false
							break
						}
						if image == own {
							kept++
						}
						t, b, l, r = last-l, last-r, b, t
					}
					if smallest {
						out = append(out, border{top: int8(top), bottom: int8(bottom), left: int8(left), right: int8(right), weight: int8(8 / kept)})
					}
				}
			}
		}
	}
	return out
}

// groupBorders returns the placements of borders(n) with those that share
// their lower fillings one after the other (border.below), the order
// kept otherwise, and where each such group starts, then len(tasks).
func groupBorders(n int) (tasks []border, groups []int) {
	listed := borders(n)
	number := make(map[int]int) // a group's number, in the order first met
	of := make([]int, len(listed))
	var size []int
	for i, b := range listed {
		key := b.below(n)
		g, ok := number[key]
		if !ok {
			g = len(size)
			number[key] = g
			size = append(size, 0)
		}
		of[i] = g
		size[g]++
	}
	start := make([]int, len(size)+1)
	for g, k := range size {
		start[g+1] = start[g] + k
	}
	at := slices.Clone(start[:len(size)])
	tasks = make([]border, len(listed))
	for i, b := range listed {
		tasks[at[of[i]]] = b
		at[of[i]]++
	}
	// A large group is cut into parts of maxGroup placements, each
	// listing the lower fillings again, for the workers to share the
	// groups evenly to the end.
	for g, k := range size {
		for part := 0; part < k; part += maxGroup {
			groups = append(groups, start[g]+part)
		}
	}
	return tasks, append(groups, len(tasks))
}

// maxGroup is the most placements a group has: at n=16 the largest
// group would hold 402 of the 3,206, an eighth of the work for the last
// worker alone; 128 cost no more on one core (BenchmarkMeet), 16 twice
// as much.
const maxGroup = 128

// rowZeroAttacks returns the squares of the first row that the queen on
// (row, col) attacks, none when it stands in that row (a corner queen,
// which is the top queen itself).
func rowZeroAttacks(last, row, col int) uint32 {
	if row == 0 {
		return 0
	}
	att := uint32(1) << uint(col)
	if col >= row {
		att |= 1 << uint(col-row)
	}
	if col+row <= last {
		att |= 1 << uint(col+row)
	}
	return att
}

// fill is the search of one border placement: the rows its queens leave
// free, top to bottom, and for each what the border queens attack in it.
type fill struct {
	mask  uint32       // the n columns
	cols  uint32       // the border queens' columns
	free  uint32       // the others
	rows  int          // how many free rows
	split int          // how many of them meet's upper part has (splitOf)
	top   int          // the column of the first row's queen
	row   [MaxN]int8   // the board row of each free row
	gap   [MaxN]uint8  // rows from each free row to the next (2 or 3 across a border queen's row)
	att   [MaxN]uint32 // the squares of each free row that the border queens attack
	// The squares of each free row that the border queens at or below the
	// first lower row attack: all that the lower part of meet heeds, so
	// that the placements that differ only above it share its fillings
	// (border.below). The queens above are matched by their lines on that
	// row, as an upper filling's (see antiShift).
	low   [MaxN]uint32
	above uint64
}

// splitOf is how many of rows free rows make meet's upper part. The lower
// part is the larger, though its fillings are stored and filed: the
// border queens cut it more (n=16: 0.80 s; 0.97 s with the halves the
// other way round).
func splitOf(rows int) int {
	return max(1, min(rows-1, (rows-1)/2), rows-maxLowerRows)
}

// setup prepares f for border placement b of an n×n board.
func (f *fill) setup(n int, b border) { f.setupSplit(n, b, -1) }

// setupSplit is setup with split upper rows for meet, splitOf's when
// split < 0.
func (f *fill) setupSplit(n int, b border, split int) {
	last := n - 1
	var buf [4][2]int
	qs := b.queens(n, buf[:0])
	f.mask = uint32(uint64(1)<<uint(n) - 1)
	f.top = int(b.top)
	var taken [MaxN]bool
	var cols uint32
	for _, q := range qs {
		taken[q[0]] = true
		cols |= 1 << uint(q[1])
	}
	f.rows = 0
	prev := 0
	for y := 1; y < last; y++ {
		if taken[y] {
			continue
		}
		f.row[f.rows] = int8(y)
		if f.rows > 0 {
			f.gap[f.rows-1] = uint8(y - prev)
		}
		f.rows++
		prev = y
	}
	f.split = split
	if split < 0 {
		f.split = splitOf(f.rows)
	}
	first := n // the first lower row
	if f.rows >= 2 {
		first = int(f.row[f.split])
	}
	f.above = 0
	for _, q := range qs {
		if q[0] >= first {
			continue
		}
		if c := q[1] + first - q[0]; c < n {
			f.above |= 1 << uint(c)
		}
		if c := q[1] - (first - q[0]); c >= 0 {
			f.above |= 1 << uint(antiShift+c)
		}
	}
	for k := range f.rows {
		y := int(f.row[k])
		var att, low uint32
		for _, q := range qs {
			d := y - q[0]
			if d < 0 {
				d = -d
			}
			var on uint32
			if c := q[1] - d; c >= 0 {
				on |= 1 << uint(c)
			}
			if c := q[1] + d; c <= last {
				on |= 1 << uint(c)
			}
			att |= on
			if q[0] >= first {
				low |= on
			}
		}
		f.att[k], f.low[k] = att, low
	}
	f.cols, f.free = cols, f.mask&^cols
}

// small counts the fillings of free rows k and on, by recursion, for
// placements that leave too few free rows to meet in the middle (small
// boards).
func (f *fill) small(k int, diag, cols, anti uint32) uint64 {
	if k == f.rows {
		return 1
	}
	free := f.mask &^ (diag | cols | anti | f.att[k])
	count := uint64(0)
	for free != 0 {
		bit := free & -free
		free ^= bit
		if k+1 == f.rows {
			count++
			continue
		}
		g := uint(f.gap[k])
		count += f.small(k+1, (diag|bit)<<g, cols|bit, (anti|bit)>>g)
	}
	return count
}
