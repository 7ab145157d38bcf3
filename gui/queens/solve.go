package queens

// A run of the screen: the job it hands the session, and each frame of
// it on the board, the counters and the status line.

import (
	"math/bits"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Prepare is part of run.Puzzle: a new run with the settings on screen.
func (s *Screen) Prepare() (run.Job, error) {
	if err := s.validSize(); err != nil {
		return run.Job{}, err
	}
	check := s.selectedCheck()
	s.hand, s.shown = nil, nil
	s.model = newModel(s.n)
	s.seen = 0
	s.counting = s.countOnly.Checked
	if s.counting {
		// A quiet start leaves the screen as it is until the run's first
		// frame (run.Job.Quiet), which clears it then.
		s.fresh = true
		if s.quiet == 0 {
			s.clearForCount(s.n)
		}
		return run.Job{Search: s.countSearch(s.model, s.n, s.withUnique.Checked), OnEvent: s.model.onEvent, NoSteps: true, Quiet: s.quiet}, nil
	}
	s.fresh = false
	s.counters.reset()
	s.draw(NewView(s.n), nil)
	s.results.start(s.model, s.n)
	n := s.n
	solver := &queens.Solver{N: n, Check: check, First: s.variant.first(n)}
	return run.Job{Search: solver.Search, OnEvent: s.model.onEvent, Board: func() trace.Board { return newPosition(n) }}, nil
}

// clearForCount takes the last run off the screen for a count of n: the
// board, the counters and the count panel. The status line says what runs
// at once, in the same repaint; the numbers follow at the text rate. A
// count shows nothing new in its first frames (nothing counted yet, 0%),
// and in a browser each text change costs a repaint of the whole window
// in the page's one thread: 13-15 ms in software WebGL (the browser test),
// a third of a 14-queens count.
func (s *Screen) clearForCount(n int) {
	s.fresh = false
	s.counters.reset()
	s.draw(NewView(n), nil)
	s.count.reset()
	s.say(narrateCount(&snapshot{n: n, phase: phaseCount}, run.Frame{State: run.Running}))
	s.lastText = time.Now()
}

// countSearch counts with the engine's fastest counter, on every core
// (on one in a browser), then, if asked, counts the unique solutions.
func (s *Screen) countSearch(m *model, n int, unique bool) engine.Search {
	return func(t *engine.Tracer) engine.End {
		m.setPhase(phaseCount, nil)
		total, end := queens.Count(n, 0, t)
		m.setCount(total)
		if end != engine.Done || !unique {
			return end
		}
		t.SetProgress(0, 0)
		m.setPhase(phaseCountUnique, nil)
		u, end := queens.CountUnique(n, 0, t)
		if end == engine.Done {
			m.setUnique(u)
		}
		return end
	}
}

// Reset is part of run.Puzzle: an empty board of the chosen size.
func (s *Screen) Reset() {
	s.model, s.hand, s.shown = nil, nil, nil
	s.fresh = false
	s.counters.reset()
	s.results.clear()
	s.count.reset()
	v := s.variantView(NewView(s.n))
	s.draw(s.decorate(v), nil)
	if w, ok := s.variantStatus(); ok {
		s.say(w)
		return
	}
	s.say(handStatus(&View{N: s.n}, 0))
}

// Frame is part of run.Puzzle: it shows the latest snapshot of the run.
// The board follows every frame; the words and numbers follow at most
// textRate times a second once the search goes faster than anyone reads:
// Fyne keeps every distinct string it draws in a cache for a minute, and
// at 60 frames a second dozens of counters, rows and status lines would
// fill hundreds of megabytes with strings nobody saw.
//
// A watched search (paused, paced, stepped, or any step of its recording
// on show) is shown from the recorded step: board, counters, words. At
// full speed, and at the end of a run that ended at full speed, the board
// shows the last solution found and the counters those of the search.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	snap, seq := s.model.Latest()
	if s.fresh && s.counting {
		s.clearForCount(snap.n)
	}
	var step *position
	if f.Step != nil && (f.Past || f.State == run.Paused || f.Watched) {
		step = f.Step.Board().(*position)
	}
	at := stepOf(f)
	moved := seq != s.seen || f.State != s.seenState || at != s.seenStep
	if moved && (seq != s.seen || at != s.seenStep) {
		s.shown = nil // the search moved on: show it again
	}
	if moved && !s.counting && s.hand == nil && s.shown == nil {
		s.draw(s.searchView(&snap, step))
	}
	s.seen, s.seenState, s.seenStep = seq, f.State, at

	now := time.Now()
	readable := s.readable(f)
	if !readable && now.Sub(s.lastText) < time.Second/textRate {
		return s.results.update(snap.listed, false, false) || f.State.Active()
	}
	s.lastText = now
	if s.counting {
		s.counters.show(countStats(&snap, f), f.Elapsed)
		s.count.show(&snap, f)
		s.say(narrateCount(&snap, f))
		return false
	}
	stats := snap.stats
	if step != nil {
		stats = f.Step.Stats()
	}
	s.counters.show(&stats, f.Elapsed)
	if s.hand == nil && s.shown == nil {
		s.say(s.narrate(&snap, step, &stats, f))
	}
	// A list filling fast grows once a second, and its rows stay put.
	return s.results.update(snap.listed, readable || s.results.since(now) >= time.Second, readable)
}

// countStats are the counters of a count at frame f: once it is over, the
// ones its Finish event carried (marked CountOnly by the counter), with
// the count's result; while it runs, the solutions counted so far. The
// unique count's pass counts the solutions again: its total is the first
// pass's.
func countStats(snap *snapshot, f run.Frame) *engine.Stats {
	st := engine.Stats{CountOnly: true, Solutions: f.Counted}
	if snap.end != engine.Running {
		st = snap.stats
	}
	if snap.end != engine.Running || snap.phase == phaseCountUnique {
		st.Solutions = snap.count
	}
	return &st
}

// stepOf is the recorded step a frame shows, 0 for none.
func stepOf(f run.Frame) uint64 {
	if f.Step == nil {
		return 0
	}
	return f.Step.Step()
}

// readable reports whether a person can follow every step, so that the
// words must keep up with each frame: paused, stepped, slow, or over.
func (s *Screen) readable(f run.Frame) bool {
	return f.State != run.Running || run.Rate(s.session.Notch()) <= readableRate
}

// searchView draws a step of a watched search (the queens, and the marks
// of its event), or, with step nil, the last solution found; it returns
// the solution it shows too, if any: the model's, taken from the stream,
// or the recorded position at a Solution step.
func (s *Screen) searchView(snap *snapshot, step *position) (View, []byte) {
	v := NewView(snap.n)
	if step == nil {
		if snap.found == 0 {
			return s.decorate(v), nil
		}
		for r := range snap.n {
			v.Add(r, int(snap.solution[r]), Queen|Solved)
		}
		return s.decorate(v), snap.solution[:snap.n]
	}
	for r := range snap.n {
		if c := step.board[r]; c >= 0 {
			v.Add(r, int(c), Queen)
		}
	}
	if u := step.undoneAt; u[0] >= 0 {
		v.Add(u[0], u[1], Undone)
	}
	// The bitmask's free squares still to try in the row being searched:
	// all of them at the row's Choose, one fewer at each try.
	if r := step.last.Depth; r >= 0 && r < snap.n {
		for m := step.free[r]; m != 0; m &= m - 1 {
			v.Add(r, bits.TrailingZeros32(m), Free)
		}
	}
	e := step.last
	switch e.Kind {
	case engine.Try:
		v.Add(e.Row, e.Col, Trying)
	case engine.Reject:
		v.Add(e.Row, e.Col, Rejected)
		if r, c, ok := e.By.Get(); ok {
			v.Add(r, c, Blocker)
			v.AddLine(r, c, e.Row, e.Col)
		}
	case engine.Solution:
		cols := make([]byte, snap.n)
		for r := range snap.n {
			v.Add(r, int(step.board[r]), Solved)
			cols[r] = byte(step.board[r])
		}
		return s.decorate(v), cols
	}
	return s.decorate(v), nil
}

// draw puts v on the board, with solved the solution it shows (nil for
// none), which Copy puts on the clipboard.
func (s *Screen) draw(v View, solved []byte) {
	s.board.SetView(v)
	s.solved = append(s.solved[:0], solved...)
}

// decorate adds the attacked squares when they are asked for.
func (s *Screen) decorate(v View) View {
	if s.attacks.Checked {
		v.AddAttacks()
	}
	return v
}

// narrate tells the state of a listing run: the step on show, with the
// counters st at that step, or where the search stands.
func (s *Screen) narrate(snap *snapshot, step *position, st *engine.Stats, f run.Frame) i18n.Words {
	switch {
	case f.Past && step != nil:
		key := "queens.status.backInTime"
		if s.quiz.Holding() {
			key = "quiz.status" // the quiz's question: no step back of the user's
		}
		return tr(key, i18n.Args{"Step": narrateEvent(step.last, int(st.Solutions), snap.n)})
	case !f.State.Active():
		return narrateEnd(snap)
	case step == nil:
		return trN("queens.status.fullSpeed", snap.found, i18n.Args{"Found": run.Thousands(uint64(snap.found))})
	case step.last.Kind == 0:
		if f.State == run.Paused {
			return tr("queens.status.pausedFirst", nil)
		}
		return tr("queens.status.starting", nil)
	}
	return narrateEvent(step.last, int(st.Solutions), snap.n)
}

// redraw shows the board again after a display setting changed.
func (s *Screen) redraw() {
	switch {
	case s.hand != nil:
		s.showHand()
	case s.shown != nil:
		s.showSolution(s.shown)
	case s.model != nil && !s.counting:
		s.seen = 0 // the next frame draws the board again
		s.session.Frame()
	default:
		s.draw(s.decorate(s.variantView(NewView(s.n))), nil)
	}
}

// showSide shows the results list, or the count panel when only counting.
func (s *Screen) showSide(counting bool) {
	if counting {
		s.withUnique.Show()
		s.count.content.Show()
		s.results.content.Hide()
	} else {
		s.withUnique.Hide()
		s.count.content.Hide()
		s.results.content.Show()
	}
}
