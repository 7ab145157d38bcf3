package trace

import "backtracklab/engine"

// Cursor shows the state of a Recording at one step: the event, the
// counters, the frame path and the board. It belongs to one goroutine (the
// UI's); any number of cursors may read one Recording.
type Cursor struct {
	r     *Recording
	board Board

	valid bool
	gen   uint64
	k     uint64
	ev    engine.Event
	t     tracker

	recs   []rec      // the records to replay, copied under the lock
	exts   []extEntry // the whole events among them
	pieces []piece    // earlier checkpoints' paths, to assemble the path
	out    []Frame    // Path's answer, made on demand
	outOK  bool
}

// piece is the part of an earlier checkpoint's path that a later one
// keeps: the frames from level keep up to the next piece's.
type piece struct {
	keep   int
	frames []frame
}

// pieces appends to dst the parts of earlier checkpoints' paths that the
// checkpoint of chunk ci keeps, nearest first; r.mu is held.
func (r *Recording) pieces(dst []piece, ci int) []piece {
	need := r.chunks[ci].cp.keep
	for j := ci - 1; j >= 0 && need > 0; j-- {
		p := r.chunks[j].cp
		if p.keep < need {
			dst = append(dst, piece{p.keep, p.frames[:need-p.keep]})
			need = p.keep
		}
	}
	return dst
}

// restore sets t to the state at a checkpoint, its path assembled from
// the pieces copied with it.
func (t *tracker) restore(cp *checkpoint, pieces []piece) {
	n := cp.keep + len(cp.frames)
	if cap(t.path) < n {
		t.path = make([]frame, n, n+n/4)
	}
	t.path = t.path[:n]
	copy(t.path[cp.keep:], cp.frames)
	need := cp.keep
	for _, p := range pieces {
		copy(t.path[p.keep:need], p.frames)
		need = p.keep
	}
	t.stats, t.maxID, t.prev = cp.stats, cp.maxID, cp.prev
}

// NewCursor returns a cursor that rebuilds board, a board of the same kind
// as the Recording's, to the steps it is moved to. board must be nil if
// and only if the Recording has no board.
func (r *Recording) NewCursor(board Board) *Cursor {
	if (board == nil) != (r.board == nil) {
		panic("trace: a cursor needs a board exactly when its recording has one")
	}
	return &Cursor{r: r, board: board}
}

// Seek moves the cursor to step k, or to the nearest step still recorded,
// and returns the step it shows; ok is false while the recording is empty.
// Up to Every steps forward of the cursor's step it applies only the
// events in between; otherwise it restores the checkpoint at or before the
// step and applies at most Every-1 events (see the package doc for the time this takes).
// The solver is never run again.
func (c *Cursor) Seek(k uint64) (step uint64, ok bool) {
	r := c.r
	r.mu.Lock()
	first, last, ok := r.bounds()
	if !ok {
		r.mu.Unlock()
		c.valid = false
		return 0, false
	}
	k = min(max(k, first), last)
	ci, _ := r.locate(k)
	start := r.chunks[ci].first
	// Forward by at most Every events, into the next chunk too, costs no
	// more than a restore; a step forward is then one event.
	forward := c.valid && c.gen == r.gen && c.k >= first && c.k <= k && k-c.k <= uint64(r.every)
	if forward && c.k == k {
		r.mu.Unlock()
		return k, true
	}
	var cp checkpoint
	from := c.k + 1
	if !forward {
		cp = r.chunks[ci].cp
		from = start + 1
		c.pieces = r.pieces(c.pieces[:0], ci)
	}
	c.copyRecords(from, k)
	c.gen = r.gen
	r.mu.Unlock()

	if !forward {
		c.restore(&cp)
	}
	c.replay(from)
	c.k, c.valid, c.outOK = k, true, false
	return k, true
}

// copyRecords copies the records and whole events of steps from to to
// into the cursor's buffers; r.mu is held.
func (c *Cursor) copyRecords(from, to uint64) {
	c.recs, c.exts = c.r.copyRecords(c.recs[:0], c.exts[:0], from, to)
}

// copyRecords appends the records and whole events of steps from to to,
// which must be held, to recs and exts; r.mu is held.
func (r *Recording) copyRecords(recs []rec, exts []extEntry, from, to uint64) ([]rec, []extEntry) {
	for k := from; k <= to; {
		ci, i := r.locate(k)
		ch := r.chunks[ci]
		n := min(len(ch.recs)-i, int(to-k)+1)
		recs = append(recs, ch.recs[i:i+n]...)
		if i == 0 {
			// A chunk's first event is kept whole in its checkpoint
			// rather than beside its record.
			st := ch.cp.stats
			exts = append(exts, extEntry{seq: ch.first, e: ch.cp.ev, stats: &st})
		}
		for _, x := range ch.ext {
			if x.seq >= k && x.seq < k+uint64(n) {
				exts = append(exts, x)
			}
		}
		k += uint64(n)
	}
	return recs, exts
}

// restore sets the cursor to a checkpoint, the path assembled from the
// pieces copied with it.
func (c *Cursor) restore(cp *checkpoint) {
	c.t.restore(cp, c.pieces)
	c.ev = cp.ev
	if c.board != nil {
		c.board.Restore(cp.board)
	}
}

// replay applies the copied records, the first being step from.
func (c *Cursor) replay(from uint64) {
	xi := 0
	for i, rc := range c.recs {
		var rebase *engine.Stats
		// The whole events are those of records marked ext and the first
		// of each chunk, whose record may not be marked.
		if xi < len(c.exts) && c.exts[xi].seq == from+uint64(i) {
			c.ev, rebase = c.exts[xi].e, c.exts[xi].stats
			xi++
		} else {
			c.ev = decode(rc, from+uint64(i), c.t.predict(rc.kind()))
		}
		if c.board != nil {
			c.board.Apply(&c.ev)
		}
		c.t.step(&c.ev, rebase)
	}
}

// Step is the step shown (0 before the first Seek).
func (c *Cursor) Step() uint64 { return c.k }

// Event is the event of the step shown, as appended: the line a narration
// is made from.
func (c *Cursor) Event() engine.Event { return c.ev }

// Stats are the counters after the step shown.
func (c *Cursor) Stats() engine.Stats { return c.t.stats }

// Depth is the event's Depth.
func (c *Cursor) Depth() int { return c.ev.Depth }

// PathLen is the number of open frames after the step shown.
func (c *Cursor) PathLen() int { return len(c.t.path) }

// PathAt is the open frame at level i (0 the root) after the step shown:
// for a deep maze path, of which a screen shows a few frames, without
// Path's copy of them all.
func (c *Cursor) PathAt(i int) Frame { return c.t.path[i].export() }

// Path is the open frames after the step shown, the root first. It is
// valid until the next Seek and must not be changed. In a run of chained
// searches they are those of the search the step belongs to: the frames
// an earlier search left open are closed where the next one starts (see
// engine.Event.StartsSearch).
func (c *Cursor) Path() []Frame {
	if !c.outOK {
		c.out = c.out[:0]
		for _, f := range c.t.path {
			c.out = append(c.out, f.export())
		}
		c.outOK = true
	}
	return c.out
}

// Board is the board given to NewCursor, as at the step shown.
func (c *Cursor) Board() Board { return c.board }
