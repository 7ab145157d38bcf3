package sudoku

import "backtracklab/engine"

// pollEvery is how many nodes an unwatched search goes between polls of
// the tracer, so that a Runner can pause or stop it at little cost.
const pollEvery = 1024

// run is what every strategy shares for one search: where it reports, how
// many solutions it wants and has, and whether it must stop.
type run struct {
	t          *engine.Tracer
	stats      *engine.Stats
	watched    bool
	limit      int
	onSolution func(Grid)
	shape      shape
	found      int
	polls      int
	stopped    bool
}

func (r *run) reset(t *engine.Tracer, s *Solver, sh shape) {
	*r = run{t: t, stats: &t.Stats, watched: t.Watched(), limit: s.Limit,
		onSolution: s.OnSolution, shape: sh, polls: pollEvery}
}

// poll is called at every node of an unwatched search; it asks the tracer
// now and then whether to go on, and reports whether to stop.
func (r *run) poll() bool {
	r.polls--
	if r.polls > 0 {
		return false
	}
	r.polls = pollEvery
	if !r.t.Poll() {
		r.stopped = true
	}
	return r.stopped
}

// emit reports a step on cell c (an index into the grid) of a grid of n
// columns; by is the blocking cell's index or -1.
func (r *run) emit(kind engine.Kind, conflict engine.Conflict, depth, n, c, value, by int, forced bool) {
	e := engine.Event{Kind: kind, Conflict: conflict, Forced: forced, Depth: depth,
		Row: c / n, Col: c % n, Value: value, ByRow: -1, ByCol: -1}
	if by >= 0 {
		e.ByRow, e.ByCol = by/n, by%n
	}
	r.t.Emit(e)
}

// solution records a full grid found at depth and reports whether the
// search has all the solutions it wants.
func (r *run) solution(cells []uint8, depth int) bool {
	r.stats.Solutions++
	r.found++
	if r.watched {
		r.t.Emit(engine.Event{Kind: engine.Solution, Depth: depth, ByRow: -1, ByCol: -1})
	}
	if r.onSolution != nil {
		g := Grid{shape: r.shape}
		copy(g.cells[:], cells)
		r.onSolution(g)
	}
	return r.limit > 0 && r.found >= r.limit
}

// end says how the search ended once it has returned.
func (r *run) end() engine.End {
	switch {
	case r.stopped:
		return engine.Stopped
	case r.limit > 0 && r.found >= r.limit:
		return engine.LimitReached
	case r.found > 0:
		return engine.Done
	}
	return engine.NoSolution
}
