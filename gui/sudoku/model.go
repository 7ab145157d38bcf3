package sudoku

import (
	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
)

// publishEvery is how many events a search at full speed goes between two
// publications of its state; paced, paused or stepped it publishes every
// event. Either way it publishes far more often than the screen's 60
// frames a second.
const publishEvery = 1 << 10

// snapshot is the state of a search as the screen sees it at one frame.
type snapshot struct {
	seq    uint64       // bumped at every publication
	grid   sudoku.Grid  // the digits on the grid: givens and placements
	last   engine.Event // the latest event; Kind 0 before the first
	undone int          // the cell (index) of the digit last taken back, until the next placement; -1 for none
	undid  int          // that digit
	stats  engine.Stats
	forced uint64 // placements the rules forced (fewest candidates first)
	depth  int    // depth of the latest event: how many choices stand above it
	// solution is the first solution found; found tells whether there is one.
	solution sudoku.Grid
	found    bool
	// second is another solution, when the uniqueness check after the
	// search found one; checked tells the check ran.
	second  sudoku.Grid
	several bool
	checked bool
	end     engine.End // Running until the search finishes
}

// model is where the search goroutine and the screen meet. The search side
// follows the grid in plain fields no one else touches, so an event costs
// a few stores and no lock; every publishEvery events (every event when the
// screen wants them all, and at every solution and the end) it copies that
// state into the shared snapshot under the handoff's lock. The frame
// ticker copies the snapshot out under the same lock.
type model struct {
	ctl run.Control

	// Search goroutine only.
	work    snapshot
	pending int

	handoff run.Handoff // guards shared
	shared  snapshot
}

// newModel returns a model for a search of the givens g, told by ctl how
// eagerly to publish.
func newModel(g sudoku.Grid, ctl run.Control) *model {
	m := &model{ctl: ctl}
	m.work.grid = g
	m.work.undone = -1
	m.shared = m.work
	return m
}

// onEvent is the runner's callback: it follows the grid and publishes.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	w := &m.work
	n := w.grid.Size()
	switch e.Kind {
	case engine.Place:
		w.grid.Set(e.Row, e.Col, e.Value)
		w.undone = -1
		if e.Forced {
			w.forced++
		}
	case engine.Undo:
		w.grid.Set(e.Row, e.Col, 0)
		w.undone, w.undid = e.Row*n+e.Col, e.Value
	case engine.Finish:
		w.end = e.End
		m.publish(st)
		return
	}
	w.last = e
	w.depth = e.Depth
	m.pending++
	if e.Kind == engine.Solution || m.pending >= publishEvery || m.ctl.Slow() {
		m.publish(st)
	}
}

// onSolution records a solution the solver reports, on the search
// goroutine, right after its Solution event.
func (m *model) onSolution(g sudoku.Grid) {
	if !m.work.found {
		m.work.solution, m.work.found = g, true
		m.publish(nil)
	}
}

// setSecond records the result of the uniqueness check.
func (m *model) setSecond(second sudoku.Grid, several bool) {
	m.work.second, m.work.several, m.work.checked = second, several, true
	m.publish(nil)
}

// publish copies the search's state, with the counters st (nil to keep
// the last ones), into the shared snapshot.
func (m *model) publish(st *engine.Stats) {
	m.pending = 0
	if st != nil {
		m.work.stats = *st
	}
	m.handoff.Publish(func() {
		m.work.seq = m.shared.seq + 1
		m.shared = m.work
	})
}

// snapshot returns the latest published state.
func (m *model) snapshot() (s snapshot) {
	m.handoff.Read(func() { s = m.shared })
	return s
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

// search returns the engine.Search for the screen: the watched solve of g
// for a first solution, then an unwatched check for a second one, which
// tells a puzzle with several solutions and shows one that differs.
func search(g sudoku.Grid, strategy sudoku.Strategy, m *model) engine.Search {
	solver := &sudoku.Solver{Strategy: strategy, Limit: 1, OnSolution: m.onSolution}
	return func(t *engine.Tracer) engine.End {
		end := solver.Run(g, t)
		if end != engine.LimitReached || !m.work.found {
			return end
		}
		second, several := secondSolution(g, m.work.solution)
		m.setSecond(second, several)
		return end
	}
}

// secondSolution looks for a solution of g other than first.
func secondSolution(g, first sudoku.Grid) (sudoku.Grid, bool) {
	for _, x := range twoSolutions(g) {
		if x != first {
			return x, true
		}
	}
	return sudoku.Grid{}, false
}
