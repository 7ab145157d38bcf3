package sudoku

import "backtracklab/engine"

// pollEvery is how many nodes an unwatched search goes between polls of
// the tracer, so that a Runner can pause, stop or watch it at little cost.
const pollEvery = 1024

// run is what every strategy shares for one search: where it reports, how
// many solutions it wants and has, whether it must stop, and the frames
// of the path, so that a search that turns watched mid-run can restate
// where it stands.
type run struct {
	t       *engine.Tracer
	stats   *engine.Stats
	watched bool // read again after every event and at every poll
	limit   int
	result  Grid // the solution last reported, the Result of its event
	shape   shape
	n       int // columns of the grid
	found   int
	polls   int
	stopped bool
	checks  uint64               // Stats.Checks as of the last event
	path    restater             // the search itself, to restate its path
	frames  uint32               // frames entered so far: the last id given
	frameAt [MaxCells + 1]uint32 // the id of the open frame at each depth
}

// restater is a search that can restate its current path as the Sync
// events of a Resync burst; depth is the depth of the frame it stands in.
type restater interface {
	restate(depth int)
}

func (r *run) reset(t *engine.Tracer, s *Solver, sh shape, path restater) {
	*r = run{t: t, stats: &t.Stats, watched: t.Watched(), limit: s.Limit,
		shape: sh, n: sizes[sh].n, polls: pollEvery,
		checks: t.Stats.Checks, path: path}
}

// poll is called at every node of an unwatched search at depth. Now and
// then it asks the tracer whether to go on and whether somebody watches
// now. It reports true when the search must stop (stopped is set) or is
// watched from now on, its path restated: the caller then tests stopped,
// and otherwise reports the step it is at.
func (r *run) poll(depth int) bool {
	r.polls--
	if r.polls > 0 {
		return false
	}
	return r.pollNow(depth)
}

// pollNow is the slow part of poll. Continue never waits out a pause: a
// paused run is watched, and the search shows where it stands (a Resync)
// and waits at its next event instead. Watched is read again after it in
// case the pause came in between.
func (r *run) pollNow(depth int) bool {
	r.polls = pollEvery
	if !r.t.Watched() {
		if !r.t.Continue() {
			r.stopped = true
			return true
		}
		if !r.t.Watched() {
			return false
		}
	}
	r.resync(depth)
	return r.watched
}

// resync turns watching on at depth: a Resync event, then the search's
// path as Sync events (see restate), in one burst.
func (r *run) resync(depth int) {
	r.checks = r.stats.Checks // the unwatched stretch is nobody's event
	r.t.Emit(engine.Event{Kind: engine.Resync, Sync: true, Depth: depth, Frame: r.frameAt[depth]})
	r.path.restate(depth)
	r.watched = r.t.Watched()
}

// syncFrame restates the Enter of the open frame at depth.
func (r *run) syncFrame(depth int) {
	r.t.Emit(engine.Event{Kind: engine.Enter, Sync: true, Depth: depth, Frame: r.frameAt[depth]})
}

// syncPlace restates a placement of the path: digit d in cell c at depth,
// forced by reason (see forcedReason) when forced is set.
func (r *run) syncPlace(depth, c, d int, forced bool, reason uint32) {
	e := engine.Event{Kind: engine.Place, Sync: true, Forced: forced, Depth: depth,
		Frame: r.frameAt[depth], Row: c / r.n, Col: c % r.n, Value: d}
	if forced {
		e.Reason, e.Unit = r.forcedReason(reason)
	}
	r.t.Emit(e)
}

// emit reports a step, with the checks made since the last event, and
// reads again whether anybody still watches.
func (r *run) emit(e engine.Event) {
	e.Frame = r.frameAt[e.Depth]
	e.Checks = uint32(r.stats.Checks - r.checks)
	r.checks = r.stats.Checks
	r.t.Emit(e)
	r.watched = r.t.Watched()
}

// step reports a step on cell c (an index into the grid); by is the
// blocking cell's index or -1.
func (r *run) step(kind engine.Kind, conflict engine.Conflict, depth, c, value, by int) {
	e := engine.Event{Kind: kind, Conflict: conflict, Depth: depth, Row: c / r.n, Col: c % r.n, Value: value}
	if by >= 0 {
		e.By = engine.At(by/r.n, by%r.n)
	}
	r.emit(e)
}

// enter opens the frame at depth, giving it the next id. Ids are given
// watched or not, so that a frame has the same id in every run of the
// same search.
func (r *run) enter(depth int) {
	r.frames++
	r.frameAt[depth] = r.frames
	if r.watched {
		r.emit(engine.Event{Kind: engine.Enter, Depth: depth})
	}
}

// leave closes the frame at depth.
func (r *run) leave(depth int) {
	if r.watched {
		r.emit(engine.Event{Kind: engine.Leave, Depth: depth})
	}
}

// forcedReason decodes the reason a forced placement was queued with: 0
// for a naked single, 1 + u for a hidden single in unit u.
func (r *run) forcedReason(reason uint32) (engine.Reason, int8) {
	if reason == 0 {
		return engine.NakedSingle, 0
	}
	u := int(reason) - 1
	switch {
	case u < r.n:
		return engine.HiddenInRow, int8(u)
	case u < 2*r.n:
		return engine.HiddenInColumn, int8(u - r.n)
	}
	return engine.HiddenInBox, int8(u - 2*r.n)
}

// solution records a full grid found in the frame at depth, reports it
// as a result (see Found: watched, it is the Solution step; unwatched, it
// still reaches the watcher, aside) and reports whether the search has all
// the solutions it wants. The Result is a pointer to the run's own copy,
// so that a solution costs no allocation: the watcher copies it.
func (r *run) solution(cells []uint8, depth int) bool {
	r.stats.Solutions++
	r.found++
	r.result.shape = r.shape
	copy(r.result.cells[:], cells)
	// Unwatched so far, the search reports it aside even if watching has
	// just turned on: its path is restated at its next poll.
	e := engine.Event{Kind: engine.Solution, Depth: depth, Result: &r.result, Aside: !r.watched}
	if !r.watched {
		r.t.Found(e)
	} else {
		e.Frame = r.frameAt[depth]
		e.Checks = uint32(r.stats.Checks - r.checks)
		r.checks = r.stats.Checks
		r.t.Found(e)
		r.watched = r.t.Watched()
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
