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
// The lower part does not heed the border queens above its first row:
// the placements that differ only there (a group: groupBorders) share
// its fillings, and those queens' lines on that row are matched with the
// upper part's instead (n=16: 14.6 million lower fillings listed, against
// 21.6 million when only the first row's queen was left out, and 21.6
// times 8 with a listing for each placement).
//
// The upper fillings of a group's placements are kept, sorted by the
// bucket of lower fillings they need, and each bucket is then matched
// with all of them at once: read from the cache once, four or eight
// lower fillings an instruction where the processor can (match). Matched
// as each upper filling came, the buckets came from all over the group's
// lower fillings (n=16: 450 KB) and the scans waited on memory. n=16 on
// one core took 0.53 s before these three changes, against 0.23 s now
// (BenchmarkMeet).
//
// The diagonals of both parts are compared on the first lower row: the
// upper queens' lines of attack as they reach it (what a search row by
// row would carry down), and the lower queens' lines traced back up to
// it. A line that leaves the board before that row meets no queen of the
// other part.
type meet struct {
	f      *fill         // the placement, its rows split as f.split says
	w      *borderWorker // its budget of nodes between two polls
	weight uint64        // the current placement's weight, in place (see weightShift)

	lowCols uint32 // the columns of the lower part: the free ones and the first row's queen's
	listed  bool   // the lower fillings are listed and filed

	// The lower fillings, in the order found (with their key at idShift),
	// then filed by their columns in packed: bucket i, of the fillings
	// taking the columns of key touched[i] (the column set shifted right
	// by one: columns 0 and n-1 are always a border queen's), is
	// packed[low[i]:low[i+1]]. slot[k] counts the fillings of key k while
	// they are listed, then holds its bucket's number plus one (0: none).
	found   []uint64
	packed  []uint64
	slot    []int32
	touched []uint32
	low     []int32
	at      []int32 // where file puts each bucket's next filling

	// The upper fillings of the group's placements added so far, each
	// with its placement's weight and the number of its bucket in place,
	// then sorted by bucket into ups (match). Where the processor takes
	// one pair at a time they are matched as they come (keepUppers).
	upIn    []uint64
	ups     []uint64
	upEnd   []int32
	counted uint64 // what the upper fillings matched before those in upIn count
}

// A filling's word: its "\" lines at bit 0 and up, its "/" lines at
// antiShift and up (n <= maxMeetN < antiShift bits each). An upper
// filling also carries its placement's weight (1, 2, 4 or 8) at
// weightShift and the number of the bucket it needs at idShift, and a
// lower one its key at idShift until filed: bits that no filing of the
// other part has, so they ride along without changing a match.
// (match_amd64.s takes the weight at weightShift too.)
const (
	antiShift   = 20
	weightShift = 40
	idShift     = 44
	linesMask   = 1<<weightShift - 1
)

// padded is n rounded up to a multiple of lanes.
func padded(n int32) int32 { return (n + lanes - 1) / lanes * lanes }

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

// setup prepares m for the group of the placement in f: the placements
// then set up in f differ from it at most above the first lower row, and
// share its lower fillings.
func (m *meet) setup(f *fill, w *borderWorker) {
	m.f, m.w = f, w
	m.clear()
	if size := 1 << uint(bits.Len32(f.mask)-2); len(m.slot) < size {
		m.slot = make([]int32, size)
	}
}

// clear empties the buckets and forgets the upper fillings: the next add
// lists the lower fillings anew.
func (m *meet) clear() {
	for _, k := range m.touched {
		m.slot[k] = 0
	}
	m.touched = m.touched[:0]
	m.listed = false
	m.upIn, m.counted = m.upIn[:0], 0
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
		m.lowCols = (f.free | 1<<uint(f.top)) &^ sides
		if m.lower(f.rows-1, 0, 0, 0) || m.file() {
			return true
		}
		m.listed = true
	}
	m.weight = uint64(weight) << weightShift
	return m.upper(0, 0, 0, 0)
}

// upBatch is about how many upper fillings upper keeps before matching
// them: a group's placements can have millions (n=19: 5 million for one
// placement), whose sorting would then wait on memory as the matching
// did before, and hold 100 MB a worker.
const upBatch = 1 << 16

// take returns what has been matched and not yet taken: the count of the
// group's placements so far, less what their last upper fillings will
// add at total. A worker reports it as counted as it comes (n=19: the
// first group takes 17 s on one core).
func (m *meet) take() uint64 {
	c := m.counted
	m.counted = 0
	return c
}

// total counts the pairs of the upper fillings added since the last total
// and the lower fillings that share no line, each pair by its placement's
// weight, less what take has taken, and forgets those upper fillings. It
// stops part way when the tracer says so (w.quit).
func (m *meet) total() uint64 {
	count := m.counted + m.match()
	m.counted = 0
	return count
}

// match counts the pairs of the upper fillings kept and the lower
// fillings, as total does, and forgets those upper fillings.
func (m *meet) match() uint64 {
	if len(m.upIn) == 0 {
		return 0 // matched as they came (keepUppers), or none
	}
	nb := len(m.touched)
	if cap(m.upEnd) < nb+1 {
		m.upEnd = make([]int32, nb+1, 2*nb+1)
	}
	// end[i+1] counts bucket i's upper fillings; summed, end[i] is where
	// they start; put in place, end[i] is where they end.
	end := m.upEnd[:nb+1]
	clear(end)
	for _, u := range m.upIn {
		end[u>>idShift+1]++
	}
	for i := 1; i <= nb; i++ {
		end[i] += end[i-1]
	}
	if cap(m.ups) < len(m.upIn) {
		m.ups = make([]uint64, len(m.upIn))
	}
	ups := m.ups[:len(m.upIn)]
	for _, u := range m.upIn {
		i := u >> idShift
		ups[end[i]] = u
		end[i]++
	}
	count := uint64(0)
	w := m.w
	from := int32(0)
	for i := range nb {
		to := end[i]
		if from == to {
			continue
		}
		count += match(ups[from:to], m.packed[m.low[i]:m.low[i+1]])
		if w.budget -= int(to - from); w.budget <= 0 && w.checkpoint() {
			break
		}
		from = to
	}
	m.upIn = m.upIn[:0]
	return count
}

// file sorts the lower fillings into their buckets, whose sizes lower
// has counted. It polls every 65,536 fillings (n=19: a million of them
// for some placements) and returns true when the count must stop.
func (m *meet) file() bool {
	// Each bucket is padded to a multiple of lanes with fillings that
	// share a line with any upper one (all ones), for match to take as
	// many at a time to the end.
	nb := len(m.touched)
	if cap(m.low) < nb+1 {
		m.low = make([]int32, nb+1, 2*nb+1)
		m.at = make([]int32, nb, 2*nb+1)
	}
	m.low, m.at = m.low[:nb+1], m.at[:nb]
	size := int32(0)
	for i, k := range m.touched {
		m.low[i], m.at[i] = size, size
		size += padded(m.slot[k])
		m.slot[k] = int32(i) + 1
	}
	m.low[nb] = size
	if cap(m.packed) < int(size) {
		m.packed = make([]uint64, size, size+size/4)
	}
	m.packed = m.packed[:size]
	for i := range m.packed {
		m.packed[i] = ^uint64(0)
	}
	at, packed, slot := m.at, m.packed, m.slot
	for i, l := range m.found {
		b := slot[l>>idShift&(1<<(MaxN-2)-1)] - 1
		packed[at[b]] = l & linesMask
		at[b]++
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
	if k == f.split {
		m.list(diag, cols, anti, free)
	} else {
		g := uint(f.gap[(k-1)&(MaxN-1)] & 31)
		if k-1 > f.split {
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
	slot := m.slot
	for free != 0 {
		bit := free & -free
		free ^= bit
		key := (cols | bit) >> 1
		m.found = append(m.found, uint64(diag|bit)&mask|(uint64(anti|bit)&mask)<<antiShift|uint64(key)<<idShift)
		s := &slot[key&(1<<(MaxN-2)-1)]
		if *s == 0 {
			m.touched = append(m.touched, key)
		}
		*s++
	}
}

// upper goes through the fillings of free rows k up to split-1 and adds
// each that some lower filling may fit (its bucket is not empty) to those
// total matches. It returns true when the count must stop.
func (m *meet) upper(k int, diag, cols, anti uint32) bool {
	f := m.f
	free := f.free &^ (diag | cols | anti | f.att[k&(MaxN-1)])
	g := uint(f.gap[k&(MaxN-1)] & 31)
	if k+1 < f.split {
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
	rest, diag, anti := f.free&^cols, diag<<g, anti>>g
	slot := m.slot
	for free != 0 {
		bit := free & -free
		free ^= bit
		// The lower fillings that take the columns this one leaves.
		b := slot[((rest&^bit)>>1)&(1<<(MaxN-2)-1)]
		if b == 0 {
			continue
		}
		u := uint64((diag|bit<<g)&mask) | uint64(anti|bit>>g)<<antiShift | f.above | m.weight
		if !keepUppers {
			fit := uint64(0)
			low := m.packed[m.low[b-1]:m.low[b]]
			// Eight a turn: 11% less time in WebAssembly (n=14 under
			// Node.js, medians of 6: 40.7 ms to 36.2).
			for len(low) >= 8 {
				fit += (u&low[0]-1)>>63 + (u&low[1]-1)>>63 + (u&low[2]-1)>>63 + (u&low[3]-1)>>63 +
					(u&low[4]-1)>>63 + (u&low[5]-1)>>63 + (u&low[6]-1)>>63 + (u&low[7]-1)>>63
				low = low[8:]
			}
			for _, l := range low {
				fit += (u&l - 1) >> 63
			}
			m.counted += m.weight >> weightShift * fit
			continue
		}
		m.upIn = append(m.upIn, u|uint64(b-1)<<idShift)
	}
	if len(m.upIn) >= upBatch {
		m.counted += m.match()
	}
	w := m.w
	if w.budget--; w.budget <= 0 && w.checkpoint() {
		return true
	}
	return false
}
