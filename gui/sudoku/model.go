package sudoku

import (
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

// onEvent is the runner's callback: the model takes the end of the run;
// every other event goes to the recording.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	if e.Kind == engine.Finish {
		m.Work.end = e.End
		m.Work.stats = *st
		m.publish()
	}
}

// onSolution records a solution the solver reports, on the search
// goroutine, watched or not.
func (m *model) onSolution(g sudoku.Grid) {
	if !m.Work.found {
		m.Work.solution, m.Work.found = g, true
		m.publish()
	}
}

// setSecond records the result of the uniqueness check.
func (m *model) setSecond(second sudoku.Grid, several bool) {
	m.Work.second, m.Work.several, m.Work.checked = second, several, true
	m.publish()
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
// first solution, then an unwatched check for a second one, which tells a
// puzzle with several solutions and shows one that differs.
func search(g sudoku.Grid, strategy sudoku.Strategy, m *model) engine.Search {
	solver := &sudoku.Solver{Strategy: strategy, Limit: 1, OnSolution: m.onSolution}
	return func(t *engine.Tracer) engine.End {
		end := solver.Run(g, t)
		if end != engine.LimitReached || !m.Work.found {
			return end
		}
		second, several := secondSolution(g, m.Work.solution)
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

// forcedOf is the number of placements the rules forced, from the
// counters alone, which hold no such count: by the grammar every Try
// ends in a Place or in a Reject that names the rule it breaks, and the
// only other Rejects are dead ends (NoCandidate, with no Try), so the
// Places that no Try led to are the forced ones. The counters are known
// at every recorded step and at the end of a search run unwatched, which
// reports no event to count.
func forcedOf(st *engine.Stats) uint64 {
	tried := st.Nodes - (st.Rejected() - st.Rejections[engine.NoCandidate])
	if st.Placements < tried {
		return 0
	}
	return st.Placements - tried
}
