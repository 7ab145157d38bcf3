package sudoku

import (
	"errors"
	"fmt"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
)

// Prepare is part of run.Puzzle: a search of the givens with the chosen
// strategy. Givens that break the rules do not start: the clash is named
// and marked instead. The user's entries are set aside while the grid
// shows the search, and come back with Reset.
func (s *Screen) Prepare() (run.Job, error) {
	g := s.p.givens
	if err := sudoku.Validate(g); err != nil {
		s.model = nil
		s.refresh()
		s.say(fmt.Sprintf("Cannot start: the givens break the rules — %s", err))
		return run.Job{}, err
	}
	if g.Filled() == g.NumCells() {
		s.say("The grid is already full: there is nothing to search")
		return run.Job{}, errors.New("nothing to search")
	}
	strategy := s.chosenStrategy()
	s.model = newModel(g, s.session)
	s.seen, s.seenState = 0, run.Idle
	s.counters.reset()
	s.second.hide()
	s.board.SetEditing(false)
	snap := s.model.snapshot()
	s.board.SetView(s.searchView(&snap, run.Running))
	return run.Job{Search: search(g, strategy, s.model), OnEvent: s.model.onEvent}, nil
}

// Frame is part of run.Puzzle: it shows the latest snapshot of the search.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	snap := s.model.snapshot()
	depth := 0
	if snap.last.Kind != 0 && snap.last.Kind != engine.Solution {
		depth = snap.depth + 1
	}
	s.counters.show(&snap.stats, snap.forced, depth, run.FormatElapsed(f.Elapsed, run.Fine))
	if snap.seq == s.seen && f.State == s.seenState {
		return false
	}
	s.seen, s.seenState = snap.seq, f.State
	s.board.SetView(s.searchView(&snap, f.State))
	s.say(s.narrate(&snap, f))
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

// searchView draws a snapshot: the givens and the search's digits, the
// marks of the latest step while the search runs (or was stopped), and
// the solution when it has ended.
func (s *Screen) searchView(snap *snapshot, st run.State) View {
	grid := snap.grid
	n := grid.Size()
	ended := !st.Active() && snap.end != engine.Running && snap.end != engine.Stopped
	if ended && snap.found {
		grid = snap.solution
	}
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
	if ended {
		if snap.several {
			markDifferences(&v, snap.solution, snap.second)
		}
		return s.withPencil(v, grid)
	}
	if u := snap.undone; u >= 0 {
		v.Put(u/n, u%n, snap.undid, Solver)
		v.Mark(u/n, u%n, Undone)
	}
	e := snap.last
	switch e.Kind {
	case engine.Try:
		v.Put(e.Row, e.Col, e.Value, Solver)
		v.Mark(e.Row, e.Col, Trying)
	case engine.Reject:
		if u, ok := conflictUnit(e.Conflict); ok {
			v.MarkUnit(u, e.Row, e.Col, OnUnit)
			v.Put(e.Row, e.Col, e.Value, Solver)
			v.Mark(e.Row, e.Col, Rejected)
			if e.ByRow >= 0 {
				v.Mark(e.ByRow, e.ByCol, Blocker)
			}
		} else if e.Row >= 0 {
			v.Mark(e.Row, e.Col, DeadEnd)
		}
	case engine.Place:
		v.Mark(e.Row, e.Col, Placed)
	}
	return s.withPencil(v, snap.grid)
}

// withPencil adds the pencil marks, if they are on, to the empty cells of
// v: the candidates the search sees in grid.
func (s *Screen) withPencil(v View, grid sudoku.Grid) View {
	if !s.pencil.Checked {
		return v
	}
	n := v.N
	for r := range n {
		for c := range n {
			if cell := &v.Cells[r*n+c]; cell.Digit == 0 && cell.Marks&DeadEnd == 0 {
				cell.Cands = sudoku.Candidates(grid, r, c)
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

// narrate tells the state of the search.
func (s *Screen) narrate(snap *snapshot, f run.Frame) string {
	switch {
	case !f.State.Active():
		return narrateEnd(snap, f.Elapsed)
	case snap.last.Kind == 0 && f.State == run.Paused:
		return "Paused before the first step — Step (→) takes it"
	case snap.last.Kind == 0:
		return "Starting…"
	}
	msg := narrateEvent(snap.last, snap.grid.Size())
	if f.State == run.Paused {
		msg = "Paused · " + msg
	}
	return msg
}
