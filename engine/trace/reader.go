package trace

import "backtracklab/engine"

// Reader reads a Recording's events in order, each whole (Frame set, as
// appended), and keeps its place between reads, so that reading on costs
// only the events not read yet: what a view built up event by event (a
// search tree, a log) needs. It starts at the history start, or where
// Seek puts it, and starts over at the history start when the recording
// restarts (a new run, a Resync with RestartAtResync) or drops events it
// has not read; Restarted then says so.
//
// A Reader belongs to one goroutine. It holds the recording's lock only to
// copy the records of at most Every steps at a time, and decodes them
// outside it, as a Cursor does.
type Reader struct {
	r *Recording

	valid   bool   // the state follows the recording of generation gen
	gen     uint64 // the recording's generation at the last copy
	next    uint64 // the step of the event the next Next returns
	target  uint64 // Next skips the events before this step (Seek)
	t       tracker
	ev      engine.Event
	pending bool // ev is a checkpoint's event, already applied to t, not yet returned
	fresh   bool // the next event returned begins a new history
	restart bool // the event last returned began one

	recs   []rec      // the batch: records of steps from on, copied under the lock
	exts   []extEntry // the whole events among them
	from   uint64
	i, xi  int
	pieces []piece
}

// NewReader returns a reader at the history start.
func (r *Recording) NewReader() *Reader { return &Reader{r: r} }

// Seek sets the reader so that Next returns step k next, or the history
// start if k is no longer recorded. The next event returned is then
// Restarted. It costs a checkpoint's restore and the replay of the events
// before k in its chunk, as a Cursor's Seek does.
func (rd *Reader) Seek(k uint64) {
	rd.valid, rd.target = false, k
	rd.recs, rd.exts, rd.i, rd.xi = rd.recs[:0], rd.exts[:0], 0, 0
	rd.pending = false
}

// Next returns the next event, or false when every event recorded so far
// has been read; a later call returns the events appended since. The event
// is valid until the next call. Its Seq is its step.
func (rd *Reader) Next() (*engine.Event, bool) {
	for {
		if !rd.pending && rd.i >= len(rd.recs) && !rd.fill() {
			return nil, false
		}
		if rd.pending {
			rd.pending = false
		} else {
			k := rd.from + uint64(rd.i)
			rc := rd.recs[rd.i]
			rd.i++
			var rebase *engine.Stats
			if rd.xi < len(rd.exts) && rd.exts[rd.xi].seq == k {
				rd.ev, rebase = rd.exts[rd.xi].e, rd.exts[rd.xi].stats
				rd.xi++
			} else {
				rd.ev = decode(rc, k, rd.t.predict(rc.kind()))
			}
			rd.t.step(&rd.ev, rebase)
		}
		rd.next = rd.ev.Seq + 1
		if rd.ev.Seq < rd.target {
			continue
		}
		rd.restart, rd.fresh = rd.fresh, false
		return &rd.ev, true
	}
}

// fill copies the next batch of records, starting over at the history
// start, or at the checkpoint before the Seek target, when the state no
// longer follows the recording. It reports false when there is nothing
// new to read.
func (rd *Reader) fill() bool {
	r := rd.r
	r.mu.Lock()
	first, last, ok := r.bounds()
	if !ok {
		r.mu.Unlock()
		return false
	}
	if !rd.valid || rd.gen != r.gen || rd.next < first {
		// Restore the checkpoint at or before the target, or the history
		// start: the state after its first event, which is returned first.
		k := first
		switch {
		case rd.valid || rd.target < first:
			rd.target = 0
		default:
			// A target not recorded yet is waited for from the live end.
			k = min(rd.target, last)
		}
		ci, _ := r.locate(k)
		c := r.chunks[ci]
		cp := c.cp
		rd.pieces = r.pieces(rd.pieces[:0], ci)
		rd.t.restore(&cp, rd.pieces)
		rd.ev, rd.pending, rd.fresh = cp.ev, true, true
		rd.valid, rd.gen, rd.next = true, r.gen, c.first+1
		rd.recs, rd.exts, rd.i, rd.xi, rd.from = rd.recs[:0], rd.exts[:0], 0, 0, rd.next
		if rd.next <= last {
			rd.recs, rd.exts = r.copyRecords(rd.recs, rd.exts, rd.next, min(last, c.first+uint64(r.every)))
		}
		r.mu.Unlock()
		return true
	}
	if rd.next > last {
		r.mu.Unlock()
		return false
	}
	rd.from, rd.i, rd.xi = rd.next, 0, 0
	rd.recs, rd.exts = r.copyRecords(rd.recs[:0], rd.exts[:0], rd.next, min(last, rd.next+uint64(r.every)-1))
	r.mu.Unlock()
	return true
}

// Restarted reports whether the event Next returned last begins a new
// history rather than following the one returned before it: the first
// event read, the first after a Seek, or the history start after the
// recording restarted or dropped events not yet read. The state before it
// is then unknown to the reader's user, and the frame path after it
// (PathLen, PathAt) says where the search stands.
func (rd *Reader) Restarted() bool { return rd.restart }

// Stats are the counters after the event Next returned last.
func (rd *Reader) Stats() engine.Stats { return rd.t.stats }

// PathLen is the number of open frames after the event Next returned last.
func (rd *Reader) PathLen() int { return len(rd.t.path) }

// PathAt is the open frame at level i (0 the root) after the event Next
// returned last.
func (rd *Reader) PathAt(i int) Frame { return rd.t.path[i].export() }

// Events calls fn with the events of steps from to to that are still
// recorded, in order, each whole (Frame set), until fn returns false. It
// restores the checkpoint at or before from, as Cursor.Seek does; to read
// on as a run grows, keep a Reader instead. It stops early if the
// recording restarts meanwhile.
func (r *Recording) Events(from, to uint64, fn func(e *engine.Event) bool) {
	rd := r.NewReader()
	rd.Seek(from)
	for n := 0; ; n++ {
		e, ok := rd.Next()
		if !ok || e.Seq > to || (n > 0 && rd.Restarted()) || !fn(e) {
			return
		}
	}
}
