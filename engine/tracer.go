package engine

import "sync/atomic"

// Tracer is what a solver reports to. It holds the counters and passes each
// event to whoever watches. With nobody watching, Watched is false and a
// solver skips building events altogether, so it runs at native speed.
//
// Emit and the Stats fields belong to the goroutine running the search.
// Poll and the progress counters may be used from any goroutine.
//
// In the browser, Emit, Poll and Continue also give the page its turn
// every few milliseconds of search (Yield), so that it repaints and
// answers while any search runs.
type Tracer struct {
	Stats Stats

	watch       func(Event)  // nil when nobody watches
	watching    *atomic.Bool // under a Runner: whether events are wanted now
	gate        func() bool  // nil outside a Runner
	alive       func() bool  // nil outside a Runner: whether the run goes on
	seq         uint64       // events emitted so far
	resultsOnly bool         // a result tracer (NewResultTracer): never watched
	done        atomic.Int64
	total       atomic.Int64
	counted     atomic.Uint64
}

// NewTracer returns a tracer that passes every event to watch; watch may be
// nil, in which case the solver runs unobserved.
func NewTracer(watch func(Event)) *Tracer {
	return &Tracer{watch: watch}
}

// NewResultTracer returns a tracer that is never watched but hands found
// every result (see Found): a search on it runs at full speed and reports
// only what it finds, each event marked Aside.
func NewResultTracer(found func(Event)) *Tracer {
	return &Tracer{watch: found, watching: new(atomic.Bool), resultsOnly: true}
}

// NewPolledTracer returns an unwatched tracer whose Poll asks gate: a
// search on it builds no events, yet still honours a pause (gate blocks)
// and a stop (gate returns false) at its poll points.
func NewPolledTracer(gate func() bool) *Tracer {
	return &Tracer{gate: gate}
}

// NewSwitchTracer returns a tracer whose watching is switched on and off
// by the flag watching, as a Runner does, and whose Poll and Continue ask
// gate (nil: go on). It is for a controller of one's own, and for tests
// that switch watching at exact points: the gate is called at each poll of
// an unwatched search, on the search's goroutine.
func NewSwitchTracer(watch func(Event), watching *atomic.Bool, gate func() bool) *Tracer {
	return &Tracer{watch: watch, watching: watching, gate: gate}
}

// Watched reports whether events are wanted now. Solvers test it before
// building an event so that an unwatched search pays for nothing.
//
// Under a Runner the answer changes during the run (watching is on while
// the run is paused or paced, off at full speed): a solver reads it again
// after every event it emits and at each of its polls, and goes on with
// the same search either way. When it turns on, the solver first restates
// where it stands (see Resync in Event).
func (t *Tracer) Watched() bool {
	if t.watch == nil {
		return false
	}
	return t.watching == nil || t.watching.Load()
}

// MayWatch reports whether the tracer can be watched at some point of the
// run (a Runner's can: watching is switched on and off). A solver with a
// faster path that cannot switch to watched mid-run takes it only when
// this is false.
// A result tracer never can: it hands over results alone.
func (t *Tracer) MayWatch() bool { return t.watch != nil && !t.resultsOnly }

// WantsResults reports whether anybody takes the results Found reports: a
// solver that finds many (N-Queens' solutions) skips building their
// events when nobody does.
func (t *Tracer) WantsResults() bool { return t.watch != nil }

// Emit reports one event. Under a Runner it may block (pacing, pause) and,
// once the run is stopped, it does not return: it unwinds the search, which
// the Runner recovers. Call it only from the goroutine running the search.
func (t *Tracer) Emit(e Event) {
	if t.watch != nil {
		Yield()
		t.seq++
		e.Seq = t.seq
		t.watch(e)
	}
}

// Found reports a result: an event with Result set (a Solution, and what
// each puzzle documents). Watched, it is emitted as any other event;
// unwatched, it still reaches the watcher, alone, marked Aside, with Seq 0,
// and no step is counted, built or paced for it. Results are rare next to
// steps, so an unwatched search pays a call per result and nothing per
// step. Call it only from the goroutine running the search.
//
// A solver that found e while running unwatched sets e.Aside itself: the
// result then comes aside even if watching was switched on since the
// solver last read Watched, for as a step it would precede the Resync
// that restates the position to the new watcher.
func (t *Tracer) Found(e Event) {
	if t.watch == nil {
		return
	}
	if !e.Aside && t.Watched() {
		t.Emit(e)
		return
	}
	e.Seq, e.Aside = 0, true
	t.watch(e)
}

// Poll lets a search that emits no events (a counter, a parallel worker)
// honour pause and stop: it blocks while the run is paused and returns false
// once the run is stopped. Safe from any goroutine.
func (t *Tracer) Poll() bool {
	Yield()
	if t.gate == nil {
		return true
	}
	return t.gate()
}

// Continue is the poll of a solver that can be watched mid-run: it
// returns false once the run is stopped, and, unlike Poll, never waits out
// a pause. A paused run is watched, so such a solver, reading Watched
// next, shows where it stands (a Resync) and then waits at its next event,
// whenever the pause came: a pause between its Watched and a blocking Poll
// would leave it waiting unseen. Safe from the search goroutine.
func (t *Tracer) Continue() bool {
	if t.alive == nil {
		return t.Poll()
	}
	Yield()
	return t.alive()
}

// SetProgress records how much of a search's work is done, in units of the
// solver's choosing, for a progress bar. Safe from any goroutine.
func (t *Tracer) SetProgress(done, total int64) {
	t.total.Store(total)
	t.done.Store(done)
}

// AddProgress adds n units to the work done. Safe from any goroutine.
func (t *Tracer) AddProgress(n int64) { t.done.Add(n) }

// Progress returns the work done and the total, as last recorded.
func (t *Tracer) Progress() (done, total int64) {
	return t.done.Load(), t.total.Load()
}

// AddCounted adds n to the solutions a counter has counted so far, for a
// view that shows them while the count goes on. Safe from any goroutine.
func (t *Tracer) AddCounted(n uint64) { t.counted.Add(n) }

// Counted returns the solutions counted so far (AddCounted).
func (t *Tracer) Counted() uint64 { return t.counted.Load() }
