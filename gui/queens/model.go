package queens

import (
	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/run"
)

// phase is what the search is doing, as the screen tells it.
type phase uint8

const (
	phaseList        phase = iota // listing every solution
	phaseCount                    // counting all solutions, no listing
	phaseCountUnique              // counting the solutions distinct under symmetry
)

// publishEvery is how many solutions a search at full speed goes between
// two publications of its state: one lock for many solutions, still far
// more often than the 60 frames a second the screen takes. A watched
// search publishes every solution.
const publishEvery = 1 << 5

// snapshot is the state of a listing or counting search as the screen
// sees it at one frame. The board of a watched search is not in it: the
// session rebuilds it from the recorded events (position).
type snapshot struct {
	n        int
	solution [queens.MaxN]byte // the last solution found
	stats    engine.Stats      // the counters at the last publication
	found    int               // solutions found, listed or not
	listed   int               // solutions kept in the store
	phase    phase
	count    uint64 // the result of a count, once known
	unique   uint64
	uniqueOK bool       // unique holds a result
	end      engine.End // Running until the search finishes
}

// model is the meeting point of the search goroutine and the screen for
// what the recording does not hold: the solutions found (listed, whether
// the search was watched or not) and the counters of an unwatched search.
// The listed solutions are kept in the store, guarded by the publications'
// lock.
type model struct {
	run.Published[snapshot]

	// Search goroutine only.
	pending  int    // solutions since the last publication
	unlisted []byte // solutions found since the last publication, to list then

	list *store
}

// newModel returns an empty model for boards of size n.
func newModel(n int) *model {
	m := &model{list: newStore(n)}
	m.Work.n = n
	m.Publish(nil) // the board size, before the search says anything
	return m
}

// onEvent is the runner's callback: the model takes the solutions, each
// a Solution event's Result (a step when watched, aside at full speed),
// and the end of the run; every step goes to the recording too.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	switch e.Kind {
	case engine.Solution:
		if cols, ok := e.Result.([]byte); ok {
			m.solution(cols, st, !e.Aside)
		}
	case engine.Finish:
		m.Work.end = e.End
		m.publish(st)
	}
}

// solution records a solution found, watched or not, copying cols (the
// solver's, overwritten once the event is handled); st are the search's
// counters. It is published at once when watched, so that the list keeps
// step with the board; otherwise every publishEvery solutions.
func (m *model) solution(cols []byte, st *engine.Stats, watched bool) {
	w := &m.Work
	w.found++
	copy(w.solution[:], cols)
	m.unlisted = append(m.unlisted, cols...)
	if m.pending++; m.pending < publishEvery && !watched {
		return
	}
	m.publish(st)
}

// setPhase publishes a change of phase.
func (m *model) setPhase(p phase, st *engine.Stats) {
	m.Work.phase = p
	m.publish(st)
}

// setCount publishes the result of a count.
func (m *model) setCount(total uint64) {
	m.Work.count = total
	m.publish(nil)
}

// setUnique publishes the result of a count of unique solutions.
func (m *model) setUnique(unique uint64) {
	m.Work.unique, m.Work.uniqueOK = unique, true
	m.publish(nil)
}

// publish publishes the search's state, with the counters st (nil to
// keep the last ones), and lists the solutions found since the last time.
// Every solution is listed, so none is missed.
func (m *model) publish(st *engine.Stats) {
	m.pending = 0
	if st != nil {
		m.Work.stats = *st
	}
	m.Publish(func() {
		for i, n := 0, m.Work.n; i+n <= len(m.unlisted); i += n {
			if m.list.add(m.unlisted[i : i+n]) {
				m.Work.listed++
			}
		}
		m.unlisted = m.unlisted[:0]
	})
}

// snapshot returns the latest published state.
func (m *model) snapshot() snapshot {
	s, _ := m.Latest()
	return s
}

// listed copies listed solution i into dst, which must hold n bytes.
func (m *model) listed(i int, dst []byte) {
	m.Read(func() { copy(dst, m.list.at(i)) })
}

// each calls f for the listed solutions from (inclusive) to to (exclusive)
// under one lock; cols is shared with the store and only valid during f.
func (m *model) each(from, to int, f func(i int, cols []byte)) {
	m.Read(func() {
		for i := from; i < to; i++ {
			f(i, m.list.at(i))
		}
	})
}
