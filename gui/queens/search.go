package queens

import (
	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/run"
)

// search is one listing run of the N-Queens solver for the screen.
//
// Why two ways of running: a watched search builds an event for every try,
// rejection, placement and backtrack, which is what the board shows when
// paced or stepped, but at full speed nobody can see those events and
// building them makes the solver about twenty times slower than the
// unwatched one (n=10: 13 ms against 0.6 ms here). So at full speed, with
// nobody stepping, the search runs unwatched and reports solutions only
// (Solver.OnSolution); otherwise it runs watched and every event goes
// through the runner, which paces, pauses and steps it.
//
// The solver cannot change its mind in the middle of a search, and cannot
// start from a given position, so a switch restarts it: the new search
// replays from the beginning, silently, up to the last solution the screen
// has shown (the order of solutions is fixed), and carries on from there.
// Unwatched, the replay is quick; watched, it costs the watched time up to
// that point, and the screen says it is catching up. The counters come
// from the replaying search, so they are always those of one whole run.
//
// An unwatched search meets the session (run.Control Hold) at every
// solution and at the solver's polls, every few thousand placements: that
// is where it pauses, switches or quits, within milliseconds at any n.
type search struct {
	n     int
	check queens.Check
	ctl   run.Control
	model *model
}

// newSearch returns a listing run of size n with check, told by ctl how to
// run and reporting to m, which newModel made for the same ctl.
func newSearch(n int, check queens.Check, ctl run.Control, m *model) *search {
	return &search{n: n, check: check, ctl: ctl, model: m}
}

// The panics that unwind the solver from inside its callbacks. The solver
// keeps no lock or shared state across a callback (the engine requires it
// of every solver, for the runner's own stop), so unwinding is safe.
type (
	switchSignal struct{} // change between watched and unwatched
	quitSignal   struct{} // the session is stopping the run
)

// Run is the engine.Search the runner runs.
func (s *search) Run(t *engine.Tracer) engine.End {
	for {
		var end engine.End
		var again bool
		if s.ctl.Fast() {
			end, again = s.unwatched(t)
		} else {
			end, again = s.watched(t)
		}
		if !again {
			return end
		}
	}
}

// unwatched runs the solver without events, listing the solutions after
// the ones already shown.
func (s *search) unwatched(t *engine.Tracer) (end engine.End, again bool) {
	inner := engine.NewPolledTracer(s.hold)
	skip := s.model.work.found
	s.model.setPhase(phaseFast, nil)
	solver := &queens.Solver{N: s.n, Check: s.check, OnSolution: func(cols []byte) {
		if skip > 0 {
			skip--
			return
		}
		s.model.fastSolution(cols, &inner.Stats)
		if !s.hold() {
			panic(quitSignal{})
		}
	}}
	defer s.recover(t, inner, &end, &again)
	return solver.Search(inner), false
}

// hold meets the session at a checkpoint of the unwatched search: it
// waits out a pause, leaves for a watched search when the user steps or
// slows down, and returns false when the run is being stopped.
func (s *search) hold() bool {
	switch s.ctl.Hold() {
	case run.Watch:
		panic(switchSignal{})
	case run.Quit:
		return false
	}
	return true
}

// watched runs the solver with events on the runner's tracer. After an
// unwatched phase it first replays silently, on a tracer of its own, up to
// the solutions already shown, then passes every event on to the runner.
func (s *search) watched(t *engine.Tracer) (end engine.End, again bool) {
	solver := &queens.Solver{N: s.n, Check: s.check}
	target := s.model.work.found
	if target == 0 {
		s.model.setPhase(phaseWatch, nil)
		defer s.recover(t, t, &end, &again)
		return solver.Search(t), false
	}
	seen := 0
	var polls uint32
	var inner *engine.Tracer
	inner = engine.NewTracer(func(e engine.Event) {
		if seen == target {
			t.Stats = inner.Stats // the runner hands these to the model
			t.Emit(e)
			return
		}
		s.model.track(e)
		if e.Kind == engine.Solution {
			seen++
			s.model.caughtUp(seen, target, nil) // keep the counters shown until caught up
			if seen == target {
				s.model.setPhase(phaseWatch, &inner.Stats)
			}
		}
		if polls++; polls%4096 == 0 && s.ctl.Quitting() {
			panic(quitSignal{})
		}
	})
	s.model.caughtUp(0, target, nil)
	s.model.setPhase(phaseCatchUp, nil)
	defer s.recover(t, inner, &end, &again)
	return solver.Search(inner), false
}

// onEvent is the runner's callback: it hands the event to the model, and
// leaves a watched phase as soon as the session allows full speed again.
func (s *search) onEvent(e engine.Event, st *engine.Stats) {
	if e.Kind != engine.Finish && s.model.fast.Load() { // the flag behind ctl.Fast: one load per event
		panic(switchSignal{})
	}
	s.model.event(&e, st)
}

// recover ends a phase: it hands the phase's counters to the runner's
// tracer and turns the search's own signals into results. Any other panic,
// the runner's stop among them, goes on up.
func (s *search) recover(t, inner *engine.Tracer, end *engine.End, again *bool) {
	t.Stats = inner.Stats
	switch v := recover(); v.(type) {
	case nil:
	case switchSignal:
		*again = true
	case quitSignal:
		*end = engine.Stopped
	default:
		panic(v)
	}
}
