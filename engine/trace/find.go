package trace

import "backtracklab/engine"

// Kinds is a set of event kinds, for Next and Prev.
type Kinds uint16

// KindSet returns the set of the kinds given.
func KindSet(kinds ...engine.Kind) Kinds {
	var s Kinds
	for _, k := range kinds {
		if k < 16 {
			s |= 1 << k
		}
	}
	return s
}

// Has reports whether k is in the set.
func (s Kinds) Has(k engine.Kind) bool { return k < 16 && s&(1<<k) != 0 }

// Sets for the jumps of a timeline.
var (
	Solutions  = KindSet(engine.Solution)
	Backtracks = KindSet(engine.Undo) // what Stats.Backtracks counts: forced undos too
	Resyncs    = KindSet(engine.Resync)
)

// matches reports whether a record is a step of a kind in s. A restated
// event (Sync) is no step: only the Resync that opens a burst matches.
func (s Kinds) matches(r rec) bool {
	k := r.kind()
	return s&(1<<k) != 0 && (!r.sync() || k == engine.Resync)
}

// Next returns the first step after from whose kind is in kinds, if one
// is recorded. It scans the records, not the events: 1.8 ms for a million.
func (r *Recording) Next(from uint64, kinds Kinds) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || from >= last {
		return 0, false
	}
	k := max(from+1, first)
	ci, i := r.locate(k)
	for ; ci < len(r.chunks); ci, i = ci+1, 0 {
		c := r.chunks[ci]
		for ; i < len(c.recs); i++ {
			if kinds.matches(c.recs[i]) {
				return c.first + uint64(i), true
			}
		}
	}
	return 0, false
}

// Prev returns the last step before from whose kind is in kinds, if one is
// still recorded.
func (r *Recording) Prev(from uint64, kinds Kinds) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || from <= first {
		return 0, false
	}
	k := min(from-1, last)
	ci, i := r.locate(k)
	for ; ci >= 0; ci-- {
		c := r.chunks[ci]
		if i < 0 {
			i = len(c.recs) - 1
		}
		for ; i >= 0; i-- {
			if kinds.matches(c.recs[i]) {
				return c.first + uint64(i), true
			}
		}
	}
	return 0, false
}

// NextFunc returns the first step after from whose event satisfies match.
// The event is decoded from its record alone: its Frame is 0 unless the
// record keeps it (Enter, Leave, and events the grammar does not predict).
// The lock is held while it runs, so match must be quick and must not use
// the Recording.
func (r *Recording) NextFunc(from uint64, match func(e *engine.Event) bool) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || from >= last {
		return 0, false
	}
	for k := max(from+1, first); k <= last; k++ {
		if e := r.event(k); match(&e) {
			return k, true
		}
	}
	return 0, false
}

// PrevFunc returns the last step before from whose event satisfies match;
// see NextFunc.
func (r *Recording) PrevFunc(from uint64, match func(e *engine.Event) bool) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || from <= first {
		return 0, false
	}
	for k := min(from-1, last); k >= first; k-- {
		if e := r.event(k); match(&e) {
			return k, true
		}
	}
	return 0, false
}

// NextStep returns the step one forward of from for a step button: the
// next event, except that a Resync burst is passed in one go, to its last
// event, where the restated position is whole. ok is false at the live
// end.
func (r *Recording) NextStep(from uint64) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || from >= last {
		return 0, false
	}
	k := max(from+1, first)
	for k < last && r.rec(k).sync() && r.rec(k+1).sync() {
		k++
	}
	return k, true
}

// PrevStep returns the step one back from from, passing a Resync burst in
// one go as NextStep does; ok is false at the history start.
func (r *Recording) PrevStep(from uint64) (uint64, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	first, last, ok := r.bounds()
	if !ok || from <= first {
		return 0, false
	}
	k := min(from-1, last)
	for k > first && k < last && r.rec(k).sync() && r.rec(k+1).sync() {
		k--
	}
	return k, true
}
