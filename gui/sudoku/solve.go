package sudoku

import (
	"errors"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Prepare is part of run.Puzzle: a search of the givens with the chosen
// strategy, recorded so that any of its watched steps can be shown again.
// Givens that break the rules do not start: the clash is named and marked
// instead. The user's entries are set aside while the grid shows the
// search, and come back with Reset.
func (s *Screen) Prepare() (run.Job, error) {
	g := s.p.givens
	if err := sudoku.Validate(g); err != nil {
		s.model = nil
		s.refresh()
		s.say(func() string { return i18n.T("sudoku.start.clash", i18n.Args{"Clash": errText(err)}) })
		return run.Job{}, err
	}
	if g.Filled() == g.NumCells() {
		s.say(tr("sudoku.start.full", nil))
		return run.Job{}, errors.New("nothing to search")
	}
	strategy := s.chosenStrategy()
	s.dropCheck() // a check or a generation asked for before: the search is what the user wants now
	s.model = newModel()
	s.seen = frameKey{}
	s.counters.reset()
	s.second.hide()
	s.board.SetEditing(false)
	snap := s.model.snapshot()
	s.board.SetView(s.searchView(&snap, nil, run.Frame{State: run.Running}))
	return run.Job{
		Search:  search(g, strategy, s.model),
		OnEvent: s.model.onEvent,
		Board:   func() trace.Board { return newPosition(g) },
		// At full speed the grid still moves: the search shows where it
		// stands a few times a second (a slow strategy runs for seconds).
		Peek: true,
	}, nil
}

// frameKey is what a frame shows: the grid and the words are drawn again
// only when it changes.
type frameKey struct {
	seq     uint64 // the model's publication
	state   run.State
	step    uint64 // the recorded step on show, 0 for none
	watched bool   // the step is shown, not the live model
	past    bool
	// quiz: the quiz holds the step on show. Its question opens after the
	// frame that shows the step: the next frame tells the step as the
	// quiz's, not as one the user went back to.
	quiz bool
}

// Frame is part of run.Puzzle. A watched search (paused, paced, stepped,
// or any step of its recording on show) is shown from the recorded step:
// grid, counters, words. At full speed the grid shows the givens until
// the search ends, and then its solution.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	snap := s.model.snapshot()
	var step *position
	if f.Step != nil && (f.Past || f.State == run.Paused || f.State == run.Running || f.Watched) {
		step = f.Step.Board().(*position) // running unwatched: where the last peek found it
	}
	// An unwatched search reports no counters until it ends: meanwhile
	// the last recorded ones stand.
	stats, depth := snap.stats, 0
	if f.Step != nil {
		stats = f.Step.Stats()
	}
	if step != nil {
		if e := step.last; e.Kind != 0 && e.Kind != engine.Solution {
			depth = e.Depth + 1
		}
	}
	s.counters.show(&stats, stats.Forced, depth, run.FormatElapsed(f.Elapsed, run.Fine))
	key := frameKey{seq: snap.seq, state: f.State, watched: step != nil, past: f.Past, quiz: s.quiz.Holding()}
	if f.Step != nil {
		key.step = f.Step.Step()
	}
	if key == s.seen {
		return false
	}
	s.seen = key
	s.board.SetView(s.searchView(&snap, step, f))
	// The words keep copies of what they tell, to tell it again in
	// another language: the step on show moves on.
	if step != nil {
		at := *step
		step = &at
	}
	s.say(func() string { return s.narrate(&snap, step, &stats, f) })
	if !f.State.Active() {
		s.second.show(&snap, s.p.givens)
	}
	return false
}

// Reset is part of run.Puzzle: the puzzle, with the user's entries, is
// shown again for editing.
func (s *Screen) Reset() {
	s.model = nil
	s.counters.reset()
	s.second.hide()
	s.board.SetEditing(true)
	s.refresh()
}

// searchView draws a search: the recorded step on show (the givens and
// the search's digits, the marks of the step), or with step nil the
// givens alone; once the search has ended, its solution, unless a step in
// the past is on show.
func (s *Screen) searchView(snap *snapshot, step *position, f run.Frame) View {
	n := s.p.givens.Size()
	ended := !f.State.Active() && !f.Past && snap.end != engine.Running && snap.end != engine.Stopped
	grid := s.p.givens
	switch {
	case ended && snap.found:
		grid = snap.solution // the search's result
	case !ended && step != nil:
		grid = step.grid
	}
	s.searchGrid = grid
	v := NewView(n)
	for r := range n {
		for c := range n {
			if d := grid.At(r, c); d != 0 {
				kind := Solver
				if s.p.givens.At(r, c) != 0 {
					kind = Given
				}
				v.Put(r, c, d, kind)
			}
		}
	}
	if ended || step == nil {
		if ended && snap.several {
			markDifferences(&v, snap.solution, snap.second)
		}
		// The recording's state before any event: the grid's own marks.
		return s.withPencil(v, newPosition(grid).candidates)
	}
	if u := step.undone; u >= 0 {
		v.Put(u/n, u%n, step.undid, Solver)
		v.Mark(u/n, u%n, Undone)
	}
	e := step.last
	switch e.Kind {
	case engine.Try:
		v.Put(e.Row, e.Col, e.Value, Solver)
		v.Mark(e.Row, e.Col, Trying)
	case engine.Reject:
		if u, ok := story.SudokuConflictUnit(e.Conflict); ok {
			v.MarkUnit(u, e.Row, e.Col, OnUnit)
			v.Put(e.Row, e.Col, e.Value, Solver)
			v.Mark(e.Row, e.Col, Rejected)
			if r, c, ok := e.By.Get(); ok {
				v.Mark(r, c, Blocker)
			}
		} else {
			v.Mark(e.Row, e.Col, DeadEnd)
		}
	case engine.Choose:
		v.Mark(e.Row, e.Col, Chosen)
	case engine.Place:
		if u, cell, ok := forcedUnit(e.Reason, int(e.Unit), n); ok {
			v.MarkUnit(u, cell.Row, cell.Col, HintUnit) // the unit that leaves the digit one place
		}
		v.Mark(e.Row, e.Col, Placed)
	case engine.Eliminate:
		// The digit ruled out of the cell, as a rejected one, and the
		// unit where it is locked, or whose fillings rule it out.
		if u, cell, ok := forcedUnit(e.Reason, int(e.Unit), n); ok {
			v.MarkUnit(u, cell.Row, cell.Col, HintUnit)
		}
		v.Put(e.Row, e.Col, e.Value, Solver)
		v.Mark(e.Row, e.Col, Rejected)
	}
	return s.withPencil(v, step.candidates)
}

// withPencil adds the pencil marks, if they are on, to the empty cells of
// v: the candidates cands gives for them.
func (s *Screen) withPencil(v View, cands func(row, col int) sudoku.Digits) View {
	if !s.pencil.Checked {
		return v
	}
	n := v.N
	for r := range n {
		for c := range n {
			if cell := &v.Cells[r*n+c]; cell.Digit == 0 && cell.Marks&DeadEnd == 0 {
				cell.Cands = cands(r, c)
			}
		}
	}
	return v
}

// markDifferences marks the cells where two solutions differ.
func markDifferences(v *View, a, b sudoku.Grid) int {
	k := 0
	for r := range v.N {
		for c := range v.N {
			if a.At(r, c) != b.At(r, c) {
				v.Mark(r, c, Differs)
				k++
			}
		}
	}
	return k
}

// narrate tells the state of the search: the step on show, with the
// counters st at that step, or where the search stands.
func (s *Screen) narrate(snap *snapshot, step *position, st *engine.Stats, f run.Frame) string {
	n := s.p.givens.Size()
	switch {
	case step != nil && s.quiz.Holding() && (f.Past || f.State == run.Paused):
		// The quiz's question or its answer: the quiz holds the run, no
		// step back or pause of the user's.
		return i18n.T("quiz.status", i18n.Args{"Step": narrateStep(step, n)})
	case f.Past && step != nil:
		return i18n.T("sudoku.narrate.past", i18n.Args{"Step": narrateStep(step, n)})
	case !f.State.Active():
		return s.aside(narrateEnd(snap, st, f.Elapsed))
	case f.State == run.Running && !f.Watched:
		return s.aside(i18n.T("sudoku.narrate.fullspeed"))
	case (step == nil || step.last.Kind == 0) && f.State == run.Paused:
		return s.aside(i18n.T("sudoku.narrate.pausedfirst"))
	case step == nil || step.last.Kind == 0:
		return s.aside(i18n.T("sudoku.narrate.starting"))
	}
	msg := narrateStep(step, n)
	if f.State == run.Paused {
		msg = i18n.T("sudoku.narrate.paused", i18n.Args{"Step": msg})
	}
	return msg
}

// aside adds to msg, when the user has typed entries, that the search
// shows the givens alone and where the entries went: a solved grid
// without them must not look as if they were thrown away.
func (s *Screen) aside(msg string) string {
	_, entries := s.p.counts()
	if entries == 0 {
		return msg
	}
	return i18n.T("sudokuaside.join", i18n.Args{"Said": msg, "Aside": i18n.N("sudokuaside.entries", entries)})
}
