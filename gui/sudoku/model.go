package sudoku

import (
	"sync/atomic"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
)

// snapshot is what the screen knows of a search beyond its recording: the
// solution found and the uniqueness check, and how the search ended. The
// grid of a watched step is not in it: the session rebuilds it from the
// recorded events (position).
type snapshot struct {
	seq   uint64       // the publication's number (run.Published)
	stats engine.Stats // the counters at the end of the search
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

// model is where the search goroutine and the screen meet for what the
// recording does not hold: the solution, which an unwatched search reports
// too, the uniqueness check and the end, published to the frames.
type model struct {
	run.Published[snapshot]
}

// newModel returns the model of a new search.
func newModel() *model { return &model{} }

// onEvent is the runner's callback, on the search goroutine: the model
// takes the first solution, which comes in the stream as a result
// (watched, a step; unwatched, aside), and the end of the run; the steps
// go to the recording.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	switch e.Kind {
	case engine.Solution:
		if g, ok := e.Result.(*sudoku.Grid); ok && !m.Work.found {
			m.Work.solution, m.Work.found = *g, true
			m.publish()
		}
	case engine.Finish:
		m.Work.end = e.End
		m.Work.stats = *st
		m.publish()
	}
}

// onCheck takes the results of the uniqueness check that follows the
// search: a solution other than the first is the second one.
func (m *model) onCheck(e engine.Event) {
	g, ok := e.Result.(*sudoku.Grid)
	if !ok || e.Kind != engine.Solution || *g == m.Work.solution || m.Work.several {
		return
	}
	m.Work.second, m.Work.several = *g, true
}

// publish publishes the search's state to the frames.
func (m *model) publish() { m.Publish(nil) }

// snapshot returns the latest published state, numbered.
func (m *model) snapshot() snapshot {
	s, seq := m.Latest()
	s.seq = seq
	return s
}

// search returns the engine.Search for the screen: the solve of g for a
// first solution, then a check for a second one, which tells a puzzle
// with several solutions and shows one that differs. The check is part
// of the run, so Stop ends it too, but nobody watches it: it runs on a
// tracer of its own that is never watched, stops when the run does, and
// hands its results to the model (onCheck).
func search(g sudoku.Grid, strategy sudoku.Strategy, m *model) engine.Search {
	solver := &sudoku.Solver{Strategy: strategy, Limit: 1}
	return func(t *engine.Tracer) engine.End {
		end := solver.Run(g, t)
		if end != engine.LimitReached || !m.Work.found {
			return end
		}
		check := sudoku.Solver{Strategy: sudoku.MRV, Limit: 2}
		if check.Run(g, engine.NewSwitchTracer(m.onCheck, new(atomic.Bool), t.Continue)) == engine.Stopped {
			// Stop cuts the check short, not the solve: the solution
			// stands (the Runner keeps a LimitReached), not known unique.
			m.publish()
			return end
		}
		m.Work.checked = true
		m.publish()
		return end
	}
}
