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
	touched []uint32 // the keys whose bucket is not empty, in the order filed

	// The upper fillings of the group's placements, each with the lower
	// bucket it needs (its place in touched) and its lines with the
	// placement's weight (see weightShift), then sorted by bucket into
	// ups. Matching a bucket's lower fillings with all the upper ones
	// that need it, one bucket after the other, reads each from the cache
	// once: matched as each upper filling came, the buckets came from
	// all over the lower fillings (n=16: 450 KB for a group), and the
	// scans waited on memory (0.49 s on one core against 0.xx s now).
	upBucket []int32
	upLines  []uint64
	ups      []uint64
	upStart  []int32 // ups[upStart[i]:upStart[i+1]] need bucket touched[i]
	weight   uint64  // the current placement's weight, at weightShift
}

type lowFilling struct {
	key   uint32
	lines uint64
}

// span is a bucket: where its lower fillings start in packed, how many,
// and its place in touched.
type span struct{ start, n, id int32 }

// padded is n rounded up to a multiple of 4.
func padded(n int32) int32 { return (n + 3) &^ 3 }

// weightShift places a placement's weight (1, 2, 4 or 8) in an upper
// filling's lines, above the n <= maxMeetN bits of its "\" lines, where
// no lower filling has a bit: it rides along without changing a match.
// (match_amd64.s shifts by it too.)
const weightShift = 24

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
	m.upBucket, m.upLines = m.upBucket[:0], m.upLines[:0]
}

// run returns the number of fillings of the placement in f alone, or
// stops part way when the tracer says so (w.quit).
func (m *meet) run() uint64 {
	if m.add(1) {
		return 0
	}
	return m.total()
}

// add lists the upper fillings of the placement in f, to be counted with
// weight by total with those of the other placements of its group. The
// first add lists the lower fillings. It returns true when the count must
// stop.
func (m *meet) add(weight int) bool {
	f := m.f
	if !m.listed {
		// The lower part, from the last free row up: going up, a "\"
		// line moves left (its mask shifts right) and a "/" line moves
		// right. Its columns are all but the bottom and side queens'.
		m.found = m.found[:0]
		sides := 1 | f.mask&^(f.mask>>1) // columns 0 and n-1
		m.lowCols = (m.cols | 1<<uint(f.top)) &^ sides
		if m.lower(f.rows-1, 0, 0, 0) || m.file() {
			return true
		}
		m.listed = true
	}
	m.weight = uint64(weight) << weightShift
	return m.upper(0, 0, 0, 0)
}

// total counts the pairs of the upper fillings added since the last total
// and the lower fillings, each pair by its placement's weight, and
// forgets those upper fillings. It stops part way when the tracer says so
// (w.quit).
func (m *meet) total() uint64 {
	// The upper fillings sorted by the bucket they need.
	nb := len(m.touched)
	if cap(m.upStart) < nb+1 {
		m.upStart = make([]int32, nb+1, 2*nb+1)
	}
	start := m.upStart[:nb+1]
	clear(start)
	for _, b := range m.upBucket {
		start[b+1]++
	}
	for i := 1; i <= nb; i++ {
		start[i] += start[i-1]
	}
	if cap(m.ups) < len(m.upLines) {
		m.ups = make([]uint64, len(m.upLines), 2*len(m.upLines))
	}
	ups := m.ups[:len(m.upLines)]
	for i, b := range m.upBucket {
		ups[start[b]] = m.upLines[i]
		start[b]++
	}
	// start[i] is now where bucket i's upper fillings end.
	count := uint64(0)
	from := int32(0)
	w := m.w
	for i, k := range m.touched {
		to := start[i]
		if to == from {
			continue
		}
		b := m.bucket[k&(1<<(MaxN-2)-1)]
		count += match(ups[from:to], m.packed[b.start:b.start+padded(b.n)])
		if w.budget -= int(to-from); w.budget <= 0 && w.checkpoint() {
			break
		}
		from = to
	}
	m.upBucket, m.upLines = m.upBucket[:0], m.upLines[:0]
	return count
}

// file sorts the lower fillings into their buckets, whose sizes lower
// has counted. It polls every 65,536 fillings (n=19: a million of them
// for some placements) and returns true when the count must stop.
func (m *meet) file() bool {
	// Each bucket is padded to a multiple of 4 with fillings that share
	// a line with any upper one (all ones), for match to take four at a
	// time to the end.
	at := int32(0)
	for i, k := range m.touched {
		b := &m.bucket[k]
		b.start, at, b.n, b.id = at, at+padded(b.n), 0, int32(i)
	}
	if cap(m.packed) < int(at) {
		m.packed = make([]uint64, at, 2*at)
	}
	m.packed = m.packed[:at]
	for i := range m.packed {
		m.packed[i] = ^uint64(0)
	}
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

// upper goes through the fillings of free rows k up to split-1 and adds
// each that some lower filling may fit (its bucket is not empty) to those
// total matches. It returns true when the count must stop.
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
	bucket := m.bucket
	for free != 0 {
		bit := free & -free
		free ^= bit
		// The lower fillings that take the columns this one leaves.
		b := bucket[((rest&^bit)>>1)&(1<<(MaxN-2)-1)]
		if b.n == 0 {
			continue
		}
		m.upBucket = append(m.upBucket, b.id)
		m.upLines = append(m.upLines, uint64((diag|bit<<g)&mask)|uint64(anti|bit>>g)<<32|m.top|m.weight)
	}
	w := m.w
	if w.budget--; w.budget <= 0 && w.checkpoint() {
		return true
	}
	return false
}
