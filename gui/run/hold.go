package run

import (
	"sync/atomic"

	"backtracklab/engine"
)

// A Hold is asked, on the search goroutine, about every step of a recorded
// run as the recording takes it (Sync steps and results found aside
// excepted). When it returns true the runner pauses right after that step,
// before the search takes another, and at the next frame the session shows
// step show of the recording instead of the latest: the moment before the
// step held, about which a question can be asked whose answer is the step
// itself (gui/quiz). It must be cheap and must not touch widgets.
type Hold func(e engine.Event) (show uint64, hold bool)

// held is the hold of one run: the step to show once the runner has
// paused, 0 for none. Each run has its own, so that a run winding down
// cannot hold the next.
type held struct{ show atomic.Uint64 }

// SetHold makes every run recorded from now on asked about its steps:
// newRun returns the Hold of a new run (called on the UI goroutine as it
// starts), and onHeld is called on the UI goroutine at the frame that
// shows the moment held, with whether the search was running (not stepped)
// when it was held. A nil newRun asks nothing.
func (s *Session) SetHold(newRun func() Hold, onHeld func(show uint64, wasRunning bool)) {
	s.newHold, s.onHeld = newRun, onHeld
}

// WatchAlways keeps the search watched, and so recorded step by step, at
// full speed too: a quiz asks about steps nobody could follow otherwise.
func (s *Session) WatchAlways(on bool) { s.runner.WatchAlways(on) }

// holdEvents wraps a recorded job's event callback with the run's Hold.
func (s *Session) holdEvents(onEvent func(engine.Event, *engine.Stats)) func(engine.Event, *engine.Stats) {
	s.held = nil
	if s.newHold == nil {
		return onEvent
	}
	h, slot, runner := s.newHold(), &held{}, s.runner
	s.held = slot
	return func(e engine.Event, st *engine.Stats) {
		onEvent(e, st)
		if e.Aside || e.Sync || h == nil {
			return
		}
		if show, ok := h(e); ok {
			// Held here, on the search goroutine, the search stops right
			// after this step, steps asked for before or not: no step is
			// taken unseen.
			runner.Hold()
			slot.show.Store(max(show, 1))
		}
	}
}

// takeHeld shows the moment a Hold asked for, if the search has been held
// since the last frame, and reports it: the step to show, and whether the
// search was running. The UI goroutine calls it at each frame.
func (s *Session) takeHeld() (show uint64, wasRunning, ok bool) {
	if s.held == nil || s.rec == nil || !s.state.Active() {
		return 0, false, false
	}
	show = s.held.show.Swap(0)
	if show == 0 || !s.runner.Paused() {
		// Nothing held, or resumed since (Space before the frame): the
		// moment has gone by.
		return 0, false, false
	}
	wasRunning = s.state == Running
	s.at, s.past, s.upTo = show, true, show
	if s.state == Paused {
		s.notify() // held while stepped: the controls hear of the hold
	}
	s.setState(Paused)
	return show, wasRunning, true
}

// Held reports whether a Hold holds the run at the moment it asked for:
// until Unhold (or Resume, Stop, a new run), the session shows nothing
// after that moment, in any view (History, Frame.Last), and takes no
// step forward (Step, Seek, Jump), so that nothing gives the step held
// away before the question about it is answered. Steps back are taken.
func (s *Session) Held() bool { return s.upTo != 0 }

// Unhold lets the session show the steps after the moment held again:
// the question about it is answered or dropped. The next frame shows
// them (a paused run's frames keep coming; Seek pushes one).
func (s *Session) Unhold() {
	if s.upTo == 0 {
		return
	}
	s.upTo = 0
	s.notify()
}

// top is the last recorded step that may be shown: the recording's last,
// or while held the moment held (never before the first).
func (s *Session) top(first, last uint64) uint64 {
	if s.upTo == 0 {
		return last
	}
	return max(min(last, s.upTo), first)
}

// holding reports whether the search has been held since the last frame,
// which has yet to show the moment.
func (s *Session) holding() bool {
	return s.held != nil && s.rec != nil && s.state.Active() && s.held.show.Load() != 0
}
