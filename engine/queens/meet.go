package queens

import "math/bits"

// meet counts the fillings of a border placement by meeting in the middle:
// the free rows are cut into an upper and a lower part; every way to fill
// the lower part is listed once, filed by the columns it takes, and every
// way to fill the upper part is then matched against the lower fillings
// that take exactly the other columns, a pair fitting when they share no
// diagonal. A pair costs an AND and an add, where a search row by row pays
// for each square of the lower rows it tries with branches that the
// processor mispredicts (n=16, one core: 0.8 s against 2.2 s for that
// search of the same placements, 1.55 s for the symmetric search).
//
// The lower part does not heed the first row's queen: the placements that
// differ only in that queen (one after the other in borders) share its
// fillings, and the queen's lines are matched with the upper part's
// instead (n=16: 0.57 s of work against 0.79 with a listing for each).
//
// The diagonals of both parts are compared on the first lower row: the
// upper queens' lines of attack as they reach it (what a search row by
// row would carry down), and the lower queens' lines traced back up to
// it. A line that leaves the board before that row meets no queen of the
// other part.
type meet struct {
	f     *fill
	w     *borderWorker // its budget of nodes between two polls
	split int           // free rows 0..split-1 are the upper part
	cols  uint32        // the free columns
	top   uint64        // the first row's queen's lines on the first lower row, packed as lines
	count uint64

	lowCols uint32 // the columns of the lower part: the free ones and the first row's queen's
	listed  bool   // the lower fillings are listed and filed

	// The lower fillings in the order found, then filed by their columns:
	// those taking the columns of key k (the column set shifted right by
	// one: columns 0 and n-1 are always a border queen's) are
	// packed[bucket[k].start:][:bucket[k].n], each a filling's "\" lines
	// (low word) and "/" lines (high word) on the first lower row.
	found   []lowFilling
	packed  []uint64
	bucket  []span
	touched []uint32 // the keys whose bucket is not empty, to clear
}

type lowFilling struct {
	key   uint32
	lines uint64
}

type span struct{ start, n int32 }

// maxMeetN is the largest board Count counts by meeting in the middle: its
// buckets are 2^(n-2), and from n=20 on, with the lower part held to
// maxLowerRows, the upper part grows so much larger that the pairs to try
// cost more than the symmetric search (n=20: tasks of about 1.5 s, two
// hours in all on 2 cores, against about half an hour extrapolated for
// the symmetric search).
const maxMeetN = 19

// maxLowerRows bounds the lower part, whose fillings are held in memory:
// from n=19 on, the placements with a corner queen would have millions
// (n=19: 7.8 million, 190 MB), while 7 rows keep them near a million and
// were faster there (memory is slow).
const maxLowerRows = 7

// setup prepares m for the placement in f.
func (m *meet) setup(f *fill, w *borderWorker) {
	m.f, m.w = f, w
	m.clear()
	// The lower part is the larger, though its fillings are stored and
	// filed: the border queens cut it more (n=16: 0.80 s; 0.97 s with the
	// halves the other way round).
	m.split = max(1, min(f.rows-1, (f.rows-1)/2), f.rows-maxLowerRows)
	m.next(f)
	if size := 1 << uint(bits.Len32(f.mask)-2); len(m.bucket) < size {
		m.bucket = make([]span, size)
	}
}

// next moves m on to the placement now in f, which differs from the last
// one at most in its first row's queen: the lower fillings stay.
func (m *meet) next(f *fill) {
	m.cols = f.mask &^ f.cols
	// The first row's queen, which the lower part did not heed: its lines
	// on the first lower row, matched like an upper queen's.
	dist := int(f.row[m.split&(MaxN-1)])
	m.top = 0
	if c := f.top + dist; c < bits.Len32(f.mask) {
		m.top |= 1 << uint(c)
	}
	if c := f.top - dist; c >= 0 {
		m.top |= 1 << uint(32+c)
	}
}

// clear empties the buckets: the next run lists the lower fillings anew.
func (m *meet) clear() {
	for _, k := range m.touched {
		m.bucket[k] = span{}
	}
	m.touched = m.touched[:0]
	m.listed = false
}

// run returns the number of fillings, or stops part way when the tracer
// says so (w.quit).
func (m *meet) run() uint64 {
	f := m.f
	m.count = 0
	quit := false
	if !m.listed {
		// The lower part, from the last free row up: going up, a "\"
		// line moves left (its mask shifts right) and a "/" line moves
		// right. Its columns are all but the bottom and side queens'.
		m.found = m.found[:0]
		sides := 1 | f.mask&^(f.mask>>1) // columns 0 and n-1
		m.lowCols = (m.cols | 1<<uint(f.top)) &^ sides
		quit = m.lower(f.rows-1, 0, 0, 0) || m.file()
		m.listed = !quit
	}
	if !quit {
		m.upper(0, 0, 0, 0)
	}
	return m.count
}

// file sorts the lower fillings into their buckets, whose sizes lower
// has counted. It polls every 65,536 fillings (n=19: a million of them
// for some placements) and returns true when the count must stop.
func (m *meet) file() bool {
	at := int32(0)
	for _, k := range m.touched {
		b := &m.bucket[k]
		b.start, at, b.n = at, at+b.n, 0
	}
	if cap(m.packed) < len(m.found) {
		m.packed = make([]uint64, len(m.found), 2*len(m.found))
	}
	m.packed = m.packed[:len(m.found)]
	for i, l := range m.found {
		b := &m.bucket[l.key&(1<<(MaxN-2)-1)]
		m.packed[b.start+b.n] = l.lines
		b.n++
		if i&0xFFFF == 0xFFFF && m.w.checkpoint() {
			return true
		}
	}
	return false
}

// lower lists the fillings of free rows k up to split, going up; diag and
// anti are the lines of the queens below on row k, cols their columns. It
// returns true when the count must stop.
func (m *meet) lower(k int, diag, cols, anti uint32) bool {
	f := m.f
	free := m.lowCols &^ (diag | cols | anti | f.low[k&(MaxN-1)])
	if k == m.split {
		m.list(diag, cols, anti, free)
	} else {
		g := uint(f.gap[(k-1)&(MaxN-1)] & 31)
		if k-1 > m.split {
			for free != 0 {
				bit := free & -free
				free ^= bit
				if m.lower(k-1, (diag|bit)>>g, cols|bit, (anti|bit)<<g) {
					return true
				}
			}
			return false
		}
		// The row above is the last: listed here, a call fewer for each.
		att := f.low[(k-1)&(MaxN-1)]
		for free != 0 {
			bit := free & -free
			free ^= bit
			d, c, a := (diag|bit)>>g, cols|bit, (anti|bit)<<g
			m.list(d, c, a, m.lowCols&^(d|c|a|att))
		}
	}
	w := m.w
	if w.budget--; w.budget <= 0 && w.checkpoint() {
		return true
	}
	return false
}

// list adds the lower fillings that put the queen of the first lower row
// on a square of free, the queens below on diag, cols and anti.
func (m *meet) list(diag, cols, anti, free uint32) {
	mask := uint64(m.f.mask)
	for free != 0 {
		bit := free & -free
		free ^= bit
		lines := uint64(diag|bit)&mask | (uint64(anti|bit)&mask)<<32
		key := (cols | bit) >> 1
		m.found = append(m.found, lowFilling{key: key, lines: lines})
		b := &m.bucket[key&(1<<(MaxN-2)-1)]
		if b.n == 0 {
			m.touched = append(m.touched, key)
		}
		b.n++
	}
}

// upper goes through the fillings of free rows k up to split-1 and counts
// each with the lower fillings it fits. It returns true when the count
// must stop.
func (m *meet) upper(k int, diag, cols, anti uint32) bool {
	f := m.f
	free := m.cols &^ (diag | cols | anti | f.att[k&(MaxN-1)])
	g := uint(f.gap[k&(MaxN-1)] & 31)
	if k+1 < m.split {
		for free != 0 {
			bit := free & -free
			free ^= bit
			if m.upper(k+1, (diag|bit)<<g, cols|bit, (anti|bit)>>g) {
				return true
			}
		}
		return false
	}
	mask := f.mask
	rest, diag, anti := m.cols&^cols, diag<<g, anti>>g
	bucket, packed := m.bucket, m.packed
	count := uint64(0)
	for free != 0 {
		bit := free & -free
		free ^= bit
		// The lower fillings that take the columns this one leaves.
		b := bucket[((rest&^bit)>>1)&(1<<(MaxN-2)-1)]
		if b.n == 0 {
			continue
		}
		lines := uint64((diag|bit<<g)&mask) | uint64(anti|bit>>g)<<32 | m.top
		for _, l := range packed[b.start : b.start+b.n] {
			count += (lines&l - 1) >> 63 // 1 when they share no line
		}
	}
	m.count += count
	w := m.w
	if w.budget--; w.budget <= 0 && w.checkpoint() {
		return true
	}
	return false
}
