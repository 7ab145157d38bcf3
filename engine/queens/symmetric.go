package queens

import "backtracklab/engine"

// symmetric is the counting search that visits about one solution in
// eight, after Takaken's N-Queens program (2003): each symmetry class is
// counted once, through one chosen member, and weighted by its size.
//
// The chosen member either has a queen in a corner, taken to be row 0
// column 0 (the corner search: its class always holds 8 solutions, since
// a turn would move the corner queen to an empty corner and no solution
// of n > 1 is its own mirror image), or has none, and then its row-0
// queen sits at column bound1 < n/2, under the pruning bounds below (the
// edge search, which compares each solution found with its quarter, half
// and three-quarter turns to keep one per class and weigh it 2, 4 or 8).
//
// One symmetric value runs one task at a time on one goroutine.
type symmetric struct {
	last     int    // n-1: the last row
	mask     uint32 // the n columns
	topBit   uint32 // column n-1
	sideMask uint32 // columns 0 and n-1
	lastMask uint32 // edge search: columns the last row must avoid
	endBit   uint32 // edge search: the last row's queen of a half-turn image
	bound1   int    // corner: row-1 column; edge: row-0 column
	bound2   int    // edge: n-1-bound1
	board    [MaxN]uint32
	count2   uint64 // canonical solutions whose class holds 2
	count4   uint64 // ... 4
	count8   uint64 // ... 8

	// A long task polls its tracer every PollEvery nodes: to stop, to wait
	// out a pause, and to report how far into the task it is.
	t        *engine.Tracer // nil: never polls
	budget   int            // nodes left before the next poll
	quit     bool           // the tracer said stop: unwind at once
	corners  bool           // the task being run is of the corner family
	reported int64          // progress units already reported for the task
	counted  uint64         // solutions already reported (AddCounted), weighted
}

func newSymmetric(n int) *symmetric {
	top := uint32(1) << uint(n-1)
	return &symmetric{
		budget:   PollEvery,
		last:     n - 1,
		mask:     uint32(uint64(1)<<uint(n) - 1),
		topBit:   top,
		sideMask: top | 1,
	}
}

// setBounds prepares the search of the corner or edge family with the
// given bound1.
func (s *symmetric) setBounds(corner bool, bound1 int) {
	s.bound1 = bound1
	if corner {
		return
	}
	s.bound2 = s.last - bound1
	s.endBit = s.topBit >> uint(bound1)
	s.lastMask = s.sideMask
	for range bound1 - 1 {
		s.lastMask |= s.lastMask>>1 | s.lastMask<<1
	}
}

// choices is the set of columns that row y may take in a task prefix,
// with the same pruning as corner and edge; y is never the last row.
func (s *symmetric) choices(corner bool, y int, left, down, right uint32) uint32 {
	free := s.mask &^ (left | down | right)
	if !corner {
		return s.edgeRule(y, free, down)
	}
	if y < s.bound1 {
		free &^= 2
	}
	return free
}

// corner counts the solutions below row y of a board with a queen in the
// corner. Rows above bound1 keep column 1 free: a corner solution and its
// mirror image in the main diagonal both keep the corner queen, and this
// keeps the one whose column-1 queen lies lower than its row-1 queen.
//
// Like completions, it walks with an explicit stack and counts the last
// two rows without entering them.
func (s *symmetric) corner(y int, left, down, right uint32) {
	mask := s.mask
	free := mask &^ (left | down | right)
	if y < s.bound1 {
		free &^= 2
	}
	switch s.last - y {
	case 0:
		if free != 0 {
			s.count8++
		}
		return
	case 1:
		s.count8 += lastTwoRows(free, down, left, right, mask)
		return
	}
	var stack [MaxN]frame
	base, above, bound1 := y, s.last-2, s.bound1
	count := uint64(0)
	for {
		if free == 0 {
			if y == base {
				s.count8 += count
				return
			}
			y--
			f := stack[y&(MaxN-1)]
			free, left, down, right = f.free, f.diag, f.cols, f.anti
			continue
		}
		bit := free & -free
		free ^= bit
		nl, nd, nr := (left|bit)<<1, down|bit, (right|bit)>>1
		next := mask &^ (nl | nd | nr)
		if y+1 < bound1 {
			next &^= 2
		}
		if next == 0 {
			continue
		}
		if y == above {
			count += lastTwoRows(next, nd, nl, nr, mask)
			continue
		}
		stack[y&(MaxN-1)] = frame{free: free, cols: down, diag: left, anti: right}
		y++
		free, left, down, right = next, nl, nd, nr
		if s.budget--; s.budget <= 0 && s.checkpoint(&stack, base, y) {
			s.count8 += count
			return
		}
	}
}

// edge searches below row y of a board without corner queens, whose row-0
// queen is at column bound1: rows above bound1 keep the side columns free,
// row bound2 may take a side column only when the other side is taken,
// and the last row avoids lastMask; what survives is checked against its
// rotations. It walks with an explicit stack, as corner does.
func (s *symmetric) edge(y int, left, down, right uint32) {
	mask := s.mask
	free := s.edgeRule(y, mask&^(left|down|right), down)
	switch s.last - y {
	case 0:
		if free != 0 && free&s.lastMask == 0 {
			s.board[y] = free
			s.check()
		}
		return
	case 1:
		s.edgeLastTwoRows(free, left, down, right)
		return
	}
	var stack [MaxN]frame
	base, above := y, s.last-2
	for {
		if free == 0 {
			if y == base {
				return
			}
			y--
			f := stack[y&(MaxN-1)]
			free, left, down, right = f.free, f.diag, f.cols, f.anti
			continue
		}
		bit := free & -free
		free ^= bit
		s.board[y&(MaxN-1)] = bit
		nl, nd, nr := (left|bit)<<1, down|bit, (right|bit)>>1
		next := s.edgeRule(y+1, mask&^(nl|nd|nr), nd)
		if next == 0 {
			continue
		}
		if y == above {
			s.edgeLastTwoRows(next, nl, nd, nr)
			continue
		}
		stack[y&(MaxN-1)] = frame{free: free, cols: down, diag: left, anti: right}
		y++
		free, left, down, right = next, nl, nd, nr
		if s.budget--; s.budget <= 0 && s.checkpoint(&stack, base, y) {
			return
		}
	}
}

// edgeLastTwoRows places the next-to-last row's queen on each square of
// free in turn and checks every board whose last row is then allowed.
func (s *symmetric) edgeLastTwoRows(free, left, down, right uint32) {
	pen := s.last - 1
	for free != 0 {
		bit := free & -free
		free ^= bit
		last := s.mask &^ ((left|bit)<<1 | down | bit | (right|bit)>>1)
		if last != 0 && last&s.lastMask == 0 {
			s.board[pen] = bit
			s.board[pen+1] = last
			s.check()
		}
	}
}

// edgeRule applies the edge search's bounds to the free squares of row y,
// whose columns taken are down.
func (s *symmetric) edgeRule(y int, free, down uint32) uint32 {
	switch {
	case y < s.bound1:
		free &^= s.sideMask
	case y == s.bound2:
		if down&s.sideMask == 0 {
			return 0
		}
		if down&s.sideMask != s.sideMask {
			free &= s.sideMask
		}
	}
	return free
}

// check compares the solution on s.board with its quarter, half and
// three-quarter turns, compared as bit patterns row by row. It drops the
// solution if a turn is smaller (that turn is the canonical one, counted
// elsewhere) and otherwise counts it by the size of its class: 2 if a
// quarter turn leaves it unchanged, 4 if a half turn does, else 8.
func (s *symmetric) check() {
	b := &s.board
	last := s.last
	// Quarter turn: only possible if row bound2's queen is in column 0.
	if b[s.bound2] == 1 {
		own := 1
		for ptn := uint32(2); own <= last; own, ptn = own+1, ptn<<1 {
			bit := uint32(1)
			for you := last; b[you] != ptn && b[own] >= bit; you-- {
				bit <<= 1
			}
			if b[own] > bit {
				return
			}
			if b[own] < bit {
				break
			}
		}
		if own > last {
			s.count2++
			return
		}
	}
	// Half turn: only possible if the last row's queen is at endBit.
	if b[last] == s.endBit {
		own, you := 1, last-1
		for ; own <= last; own, you = own+1, you-1 {
			bit := uint32(1)
			for ptn := s.topBit; ptn != b[you] && b[own] >= bit; ptn >>= 1 {
				bit <<= 1
			}
			if b[own] > bit {
				return
			}
			if b[own] < bit {
				break
			}
		}
		if own > last {
			s.count4++
			return
		}
	}
	// Three-quarter turn: only possible if row bound1's queen is in the
	// last column.
	if b[s.bound1] == s.topBit {
		own := 1
		for ptn := s.topBit >> 1; own <= last; own, ptn = own+1, ptn>>1 {
			bit := uint32(1)
			for you := 0; b[you] != ptn && b[own] >= bit; you++ {
				bit <<= 1
			}
			if b[own] > bit {
				return
			}
			if b[own] < bit {
				break
			}
		}
	}
	s.count8++
}
