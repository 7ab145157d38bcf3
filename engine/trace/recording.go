package trace

import (
	"sync"

	"backtracklab/engine"
)

// The defaults of Options.
const (
	DefaultCap   = 1_000_000
	DefaultEvery = 1 << 15
)

// Options size a Recording.
type Options struct {
	// Cap is how many of the latest events are kept at least: the oldest
	// are dropped Every at a time, so between Cap and Cap+Every are held.
	// 0 means DefaultCap.
	Cap int
	// Every is the number of events between checkpoints; a step is rebuilt
	// from the one at or before it by at most Every-1 events. 0 means
	// DefaultEvery; it is at most Cap.
	Every int
	// RestartAtResync starts a new history at every Resync: what was
	// recorded before the full-speed phase that the Resync closes is
	// dropped, and the history starts at the Resync.
	RestartAtResync bool
	// KeepResults keeps each event's Result as it came. Without it the
	// recording drops them: most solvers reuse a result once its event has
	// passed (N-Queens' columns, Sudoku's grid), and a step read back
	// later would show what the search has written there since. A puzzle
	// whose results are new values it never changes (the maze's) and whose
	// views read them back from the recording sets it.
	KeepResults bool
}

// Recording is the bounded history of one run. The search goroutine
// appends to it (Append, as a Runner's onEvent or from one); any other
// goroutine reads it through Cursors and the Find methods.
//
// Concurrency: Append is called by one goroutine at a time and does its
// work (encoding, the board, the checkpoint snapshot) outside the lock,
// which it holds only to store a record. Readers hold the lock only to
// copy what they need (at most Every records and a few references to
// immutable checkpoints), and rebuild a step outside it, or to scan
// records for Find. So neither side waits for the other longer than a
// copy or a scan.
type Recording struct {
	cap, every      int
	restartAtResync bool
	keepResults     bool

	mu     sync.Mutex
	chunks []*chunk // oldest first; all but the last hold exactly every records
	total  int      // records in chunks
	gen    uint64   // counts the restarts, so that a Cursor knows its state is stale
	spare  *chunk   // a dropped chunk, reused for the next one

	// Owned by the appending goroutine; board is set once, by New.
	board   Board
	live    tracker
	cur     *chunk // the chunk being filled, also the last of chunks
	next    uint64 // the Seq the next event should carry
	scratch engine.Event
}

// chunk holds every consecutive records and the checkpoint at its first.
type chunk struct {
	first uint64 // the Seq of recs[0]
	recs  []rec
	ext   []extEntry // the events kept whole, in order; never the first
	cp    checkpoint
}

// extEntry is an event kept whole: it did not fit a record, or it carries
// the live counters (Resync, Finish), which the replay takes as they are.
type extEntry struct {
	seq   uint64
	e     engine.Event
	stats *engine.Stats
}

// checkpoint is the state right after a chunk's first event. The frame
// path is kept as a difference from the previous checkpoint's: its first
// keep frames are that one's, never popped in between (the oldest
// checkpoint has keep 0 and the whole path). A deep maze path is then
// stored about once, not once per checkpoint.
type checkpoint struct {
	ev     engine.Event // the first event, whole
	stats  engine.Stats
	maxID  uint32
	prev   frame
	keep   int
	frames []frame // the path from level keep up; never changed once made
	board  any     // the board's snapshot, or nil without a board
}

// New returns an empty recording. board, which may be nil, is the
// recording's own board: it is given every event and snapshotted at the
// checkpoints, and belongs to the appending goroutine from now on.
func New(board Board, opt Options) *Recording {
	if opt.Cap <= 0 {
		opt.Cap = DefaultCap
	}
	if opt.Every <= 0 {
		opt.Every = DefaultEvery
	}
	opt.Every = min(opt.Every, opt.Cap)
	return &Recording{cap: opt.Cap, every: opt.Every, restartAtResync: opt.RestartAtResync, keepResults: opt.KeepResults, board: board}
}

// Append records e with st, the live counters after it (nil if there are
// none: the counters are then rebuilt from the events alone).
//
// The history starts at the first event appended, which should be a run's
// first (counted from zero) or a Resync (counted from st). It starts again at an event
// whose Seq does not follow the last one's (a Seq of 0 is taken as the
// next), and at a Resync if RestartAtResync: a Recording records one run.
// Stats at each step are those rebuilt with Stats.Apply, except at a
// Resync and a Finish, where they are st as given: a Resync follows steps
// that were counted but not seen, and Finish carries Elapsed.
func (r *Recording) Append(e engine.Event, st *engine.Stats) {
	if !r.keepResults {
		e.Result = nil // the solver's, reused since (Options.KeepResults)
	}
	if e.Seq == 0 {
		e.Seq = max(r.next, 1)
	}
	restart := r.cur == nil || e.Seq != r.next || (r.restartAtResync && e.Kind == engine.Resync)
	rc, fits := encode(&e, r.live.predict(e.Kind))
	var rebase *engine.Stats
	// A history that starts at the run's first event counts from zero: a
	// solver may count a step before it emits the event (the maze's S),
	// and the first step would then count it twice.
	if st != nil && ((restart && e.Seq > 1) || e.Kind == engine.Resync || e.Kind == engine.Finish) {
		rebase = st
	}
	if r.board != nil {
		// Through a field: &e handed to an interface method would move e
		// to the heap, an allocation per event.
		r.scratch = e
		r.board.Apply(&r.scratch)
	}
	r.live.step(&e, rebase)

	var c *chunk
	if restart || len(r.cur.recs) == r.every {
		c = r.newChunk(e, restart)
	}

	r.mu.Lock()
	if c != nil {
		if restart {
			r.chunks = r.chunks[:0]
			r.total = 0
			r.gen++
		}
		r.chunks = append(r.chunks, c)
		r.cur = c
	} else if !fits || rebase != nil {
		x := extEntry{seq: e.Seq, e: e}
		if rebase != nil {
			s := *rebase
			x.stats = &s
		}
		r.cur.ext = append(r.cur.ext, x)
		rc.a |= bitExt
	}
	r.cur.recs = append(r.cur.recs, rc)
	r.total++
	for len(r.chunks) > 1 && r.total-len(r.chunks[0].recs) >= r.cap {
		r.dropOldest()
	}
	r.mu.Unlock()
	r.next = e.Seq + 1
}

// newChunk makes the chunk that starts with e, whose checkpoint is the
// live state after it. Called without the lock.
func (r *Recording) newChunk(e engine.Event, restart bool) *chunk {
	t := &r.live
	cp := checkpoint{ev: e, stats: t.stats, maxID: t.maxID, prev: t.prev}
	if !restart {
		cp.keep = t.low
	}
	cp.frames = append([]frame(nil), t.path[cp.keep:]...)
	t.low = len(t.path)
	if r.board != nil {
		cp.board = r.board.Snapshot()
	}

	r.mu.Lock()
	c := r.spare
	r.spare = nil
	r.mu.Unlock()
	if c == nil {
		c = &chunk{recs: make([]rec, 0, r.every)}
	}
	c.first, c.recs, c.ext, c.cp = e.Seq, c.recs[:0], nil, cp
	return c
}

// dropOldest drops the oldest chunk; the next one becomes the history
// start and gets its whole path. r.mu is held.
func (r *Recording) dropOldest() {
	old, next := r.chunks[0], r.chunks[1]
	path := make([]frame, next.cp.keep+len(next.cp.frames))
	copy(path, old.cp.frames[:next.cp.keep])
	copy(path[next.cp.keep:], next.cp.frames)
	next.cp.keep, next.cp.frames = 0, path

	r.total -= len(old.recs)
	copy(r.chunks, r.chunks[1:])
	r.chunks[len(r.chunks)-1] = nil
	r.chunks = r.chunks[:len(r.chunks)-1]
	old.ext, old.cp = nil, checkpoint{}
	r.spare = old
}

// bounds returns the first and last steps held; r.mu is held.
func (r *Recording) bounds() (first, last uint64, ok bool) {
	if r.total == 0 {
		return 0, 0, false
	}
	first = r.chunks[0].first
	return first, first + uint64(r.total) - 1, true
}

// Bounds returns the history start, the first step still recorded, and
// the last step, the live end; ok is false while nothing is recorded.
// Steps are numbered by the events' Seq.
func (r *Recording) Bounds() (first, last uint64, ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.bounds()
}

// First is the history start (0 when empty).
func (r *Recording) First() uint64 { f, _, _ := r.Bounds(); return f }

// Last is the last step recorded (0 when empty).
func (r *Recording) Last() uint64 { _, l, _ := r.Bounds(); return l }

// Len is the number of steps held.
func (r *Recording) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.total
}

// locate returns the chunk index and the offset in it of step k, which
// must be held; r.mu is held.
func (r *Recording) locate(k uint64) (int, int) {
	d := int(k - r.chunks[0].first)
	return d / r.every, d % r.every
}

// rec returns the record of step k, which must be held; r.mu is held.
func (r *Recording) rec(k uint64) rec {
	ci, i := r.locate(k)
	return r.chunks[ci].recs[i]
}

// event decodes step k, which must be held, as far as it can without
// replaying: Frame is set only where the record keeps it. r.mu is held.
func (r *Recording) event(k uint64) engine.Event {
	ci, i := r.locate(k)
	c := r.chunks[ci]
	if i == 0 {
		return c.cp.ev
	}
	rc := c.recs[i]
	if rc.ext() {
		if x := c.findExt(k); x != nil {
			return x.e
		}
	}
	return decode(rc, k, 0)
}

// findExt returns the entry of step k, or nil.
func (c *chunk) findExt(k uint64) *extEntry {
	lo, hi := 0, len(c.ext)
	for lo < hi {
		m := (lo + hi) / 2
		if c.ext[m].seq < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(c.ext) && c.ext[lo].seq == k {
		return &c.ext[lo]
	}
	return nil
}

// Event is recorded step k as far as its record says without a replay
// (its Frame may be 0), and false when k is not held. It is for reading
// one step's Detail or Result cheaply (a binary search): the search
// tree's label of a program's call, say. Safe from any goroutine.
func (r *Recording) Event(k uint64) (engine.Event, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || k < first || k > last {
		return engine.Event{}, false
	}
	return r.event(k), true
}
