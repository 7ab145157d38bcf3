package queens

import (
	"sync/atomic"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/run"
)

// phase is what the search is doing, as the screen tells it.
type phase uint8

const (
	phaseWatch       phase = iota // watched: every event can be shown
	phaseFast                     // unwatched at full speed: solutions only
	phaseCatchUp                  // watched again, replaying up to where the fast search was
	phaseCount                    // counting all solutions, no listing
	phaseCountUnique              // counting the solutions distinct under symmetry
)

// publishEvery is how many events a watched search at full speed goes
// between two publications of its state; paced or stepped, it publishes
// every event. fastPublishEvery is the same in solutions for the unwatched
// search. At either rate a search publishes far more often than the 60
// frames a second the screen takes.
const (
	publishEvery     = 1 << 10
	fastPublishEvery = 1 << 5
)

// snapshot is the state of a search as the screen sees it at one frame.
type snapshot struct {
	seq      uint64 // bumped at every publication
	events   uint64 // events of the watched search passed to the screen
	n        int
	board    [queens.MaxN]int8 // column of the queen in each row, -1 for none
	last     engine.Event      // the latest event; Kind 0 before the first
	undoneAt [2]int            // the square of the last queen taken back, until the next placement; -1 for none
	solution [queens.MaxN]byte // the last solution found
	stats    engine.Stats
	found    int // solutions found, listed or not
	listed   int // solutions kept in the store
	phase    phase
	catchUp  [2]int // solutions replayed, solutions to replay (phaseCatchUp)
	count    uint64 // the result of a count, once known
	unique   uint64
	uniqueOK bool       // unique holds a result
	end      engine.End // Running until the search finishes
}

// model is the meeting point of the search goroutine and the screen. The
// search side keeps its state in plain fields no one else touches, so an
// event costs a few stores and no lock; every publishEvery events (every
// event when the screen wants them all, every solution of a watched
// search, every fastPublishEvery of an unwatched one, and at the end) it
// copies that state into the published snapshot through the handoff. The
// frame ticker copies the snapshot out under the handoff's lock. The
// listed solutions are kept in the store, guarded by the same lock.
type model struct {
	slow *atomic.Bool // the session's flag behind Control.Slow, read once per event
	fast *atomic.Bool // and behind Control.Fast, read once per unwatched solution

	// Search goroutine only.
	work     snapshot
	pending  uint64 // events since the last publication
	toList   bool   // work.solution is new and not yet listed
	unlisted []byte // solutions found since the last publication, to list then

	handoff run.Handoff // guards shared and list
	shared  snapshot
	list    *store
}

// newModel returns an empty model for boards of size n, told by ctl how
// eagerly to publish.
func newModel(n int, ctl run.Control) *model {
	m := &model{slow: slowFlag(ctl), fast: fastFlag(ctl), list: newStore(n)}
	m.work.n = n
	m.work.undoneAt = [2]int{-1, -1}
	for i := range m.work.board {
		m.work.board[i] = -1
	}
	m.shared = m.work
	return m
}

// onEvent is the runner's callback: it follows the board and publishes.
func (m *model) onEvent(e engine.Event, st *engine.Stats) { m.event(&e, st) }

// event is onEvent without copying the event again. It runs for every
// event of a watched search, so it keeps to a few stores; the event itself
// is copied only when published.
func (m *model) event(e *engine.Event, st *engine.Stats) {
	m.move(e)
	m.work.events++
	switch e.Kind {
	case engine.Solution:
		m.found(m.work.board[:m.work.n])
	case engine.Finish:
		m.work.end = e.End
		m.publish(st)
		return
	default:
		if m.pending++; m.pending < publishEvery && !m.slow.Load() {
			return
		}
	}
	m.work.last = *e
	m.publish(st)
}

// track follows the board through an event without publishing, for a
// replay.
func (m *model) track(e engine.Event) {
	m.move(&e)
	m.work.last = e
}

// move follows the board through a placement or a backtrack.
func (m *model) move(e *engine.Event) {
	w := &m.work
	switch e.Kind {
	case engine.Place:
		w.board[e.Row] = int8(e.Col)
		w.undoneAt = [2]int{-1, -1}
	case engine.Undo:
		w.board[e.Row] = -1
		w.undoneAt = [2]int{e.Row, e.Col}
	}
}

// found records a solution given as signed columns (the board).
func (m *model) found(board []int8) {
	for r, c := range board {
		m.work.solution[r] = byte(c)
	}
	m.work.found++
	m.toList = true
}

// fastSolution records a solution found by the unwatched search. The
// search's state, with the solutions found since, is published every
// fastPublishEvery solutions, and at once when the search is about to
// pause or switch (the session no longer says Fast): one lock for many
// solutions.
func (m *model) fastSolution(cols []byte, st *engine.Stats) {
	w := &m.work
	w.found++
	copy(w.solution[:], cols)
	m.unlisted = append(m.unlisted, cols...)
	if m.pending++; m.pending < fastPublishEvery && m.fast.Load() {
		return
	}
	for r, c := range cols {
		w.board[r] = int8(c)
	}
	w.last = engine.Event{Kind: engine.Solution, Depth: w.n - 1, Row: w.n - 1, Col: int(cols[w.n-1]), ByRow: -1, ByCol: -1}
	w.undoneAt = [2]int{-1, -1}
	m.publish(st)
}

// setPhase publishes a change of phase.
func (m *model) setPhase(p phase, st *engine.Stats) {
	m.work.phase = p
	m.publish(st)
}

// caughtUp publishes the progress of a replay.
func (m *model) caughtUp(seen, target int, st *engine.Stats) {
	m.work.catchUp = [2]int{seen, target}
	m.publish(st)
}

// setCount publishes the result of a count.
func (m *model) setCount(total uint64) {
	m.work.count = total
	m.publish(nil)
}

// setUnique publishes the result of a count of unique solutions.
func (m *model) setUnique(unique uint64) {
	m.work.unique, m.work.uniqueOK = unique, true
	m.publish(nil)
}

// publish copies the search's state, with the counters st (nil to keep
// the last ones), into the shared snapshot, and lists a new solution. Every
// solution is published as it is found, so none is missed.
func (m *model) publish(st *engine.Stats) {
	m.pending = 0
	if st != nil {
		m.work.stats = *st
	}
	m.handoff.Publish(func() {
		if m.toList {
			m.unlisted = append(m.unlisted, m.work.solution[:m.work.n]...)
			m.toList = false
		}
		for i, n := 0, m.work.n; i+n <= len(m.unlisted); i += n {
			if m.list.add(m.unlisted[i : i+n]) {
				m.work.listed++
			}
		}
		m.unlisted = m.unlisted[:0]
		m.work.seq = m.shared.seq + 1
		m.shared = m.work
	})
}

// snapshot returns the latest published state.
func (m *model) snapshot() (s snapshot) {
	m.handoff.Read(func() { s = m.shared })
	return s
}

// listed copies listed solution i into dst, which must hold n bytes.
func (m *model) listed(i int, dst []byte) {
	m.handoff.Read(func() { copy(dst, m.list.at(i)) })
}

// each calls f for the listed solutions from (inclusive) to to (exclusive)
// under one lock; cols is shared with the store and only valid during f.
func (m *model) each(from, to int, f func(i int, cols []byte)) {
	m.handoff.Read(func() {
		for i := from; i < to; i++ {
			f(i, m.list.at(i))
		}
	})
}

// await blocks until the published state satisfies done, and returns it.
// Tests use it to wait for a step without sleeping.
func (m *model) await(done func(*snapshot) bool) (s snapshot) {
	m.handoff.Await(func() bool {
		s = m.shared
		return done(&m.shared)
	})
	return s
}

// slowFlag and fastFlag return the flags behind ctl.Slow and ctl.Fast
// when ctl exposes them (the session does), so that the per-event checks
// are one atomic load each rather than an interface call; otherwise
// flags that stay false.
func slowFlag(ctl run.Control) *atomic.Bool {
	if f, ok := ctl.(interface{ SlowFlag() *atomic.Bool }); ok {
		return f.SlowFlag()
	}
	return new(atomic.Bool)
}

func fastFlag(ctl run.Control) *atomic.Bool {
	if f, ok := ctl.(interface{ FastFlag() *atomic.Bool }); ok {
		return f.FastFlag()
	}
	return new(atomic.Bool)
}
