package sudoku

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
)

func TestSolveAtFullSpeed(t *testing.T) {
	for _, st := range sudoku.Strategies {
		t.Run(st.String(), func(t *testing.T) {
			s, _, _ := newTestScreen(t)
			s.loadSample(0)
			tapCell(s, 0, 0)
			test.Type(s.board, "4") // an entry, set aside while the search is shown
			selectStrategy(s, st)
			end, stats := solveAll(t, s)
			want, wantStats := watchedStats(s.p.givens, st)
			if end != engine.LimitReached {
				t.Fatalf("search ended %s, want %s", end, engine.LimitReached)
			}
			if stats.Nodes != wantStats.Nodes || stats.Backtracks != wantStats.Backtracks {
				t.Fatalf("counted %d tries, %d backtracks; the engine %d and %d",
					stats.Nodes, stats.Backtracks, wantStats.Nodes, wantStats.Backtracks)
			}
			v := s.board.View()
			if got := viewGrid(t, v); got != want {
				t.Fatalf("grid shows\n%s\nthe engine's answer is\n%s", got.Pretty(), want.Pretty())
			}
			for r := range 9 {
				for c := range 9 {
					wantKind := Solver
					if s.p.givens.At(r, c) != 0 {
						wantKind = Given
					}
					if k := v.At(r, c).Kind; k != wantKind {
						t.Fatalf("%s is of kind %d, want %d", cellName(r, c), k, wantKind)
					}
				}
			}
			prefix := fmt.Sprintf("Solved in %s with %s (", count("sudoku.count.tries", wantStats.Nodes),
				count("sudoku.count.backtracks", wantStats.Backtracks))
			if st == sudoku.MRV || st == sudoku.Singles { // singles solve the easy sample: 45 empty cells
				prefix = "Solved without a single guess: the rules forced all 45 digits ("
			}
			// The entry, set aside, is named: the grid does not show it.
			const suffix = ") — and it is the only solution · your entry is set aside while the grid shows the search of the givens: Reset (Esc) brings it back"
			if !strings.HasPrefix(s.Status(), prefix) || !strings.HasSuffix(s.Status(), suffix) {
				t.Fatalf("status %q, want %q…%q", s.Status(), prefix, suffix)
			}
			if s.session.State() != run.Finished || s.second.content.Visible() {
				t.Fatalf("state %s, second solution shown %v", s.session.State(), s.second.content.Visible())
			}
			if got := s.counters.tries.Text; got != run.Thousands(wantStats.Nodes) {
				t.Fatalf("Tries counter %q, want %q", got, run.Thousands(wantStats.Nodes))
			}
			// Reset brings the puzzle back with the entry.
			s.session.Stop()
			if s.session.State() != run.Idle || s.p.entries.At(0, 0) != 4 {
				t.Fatal("Reset did not bring the entry back")
			}
			if v := s.board.View(); v.At(0, 0) != (Cell{Digit: 4, Kind: Entry}) {
				t.Fatalf("after Reset r1c1 shows %+v", v.At(0, 0))
			}
		})
	}
}

func TestSolveSeveralSolutions(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(6) // two solutions
	solveAll(t, s)
	snap := s.model.snapshot()
	if !snap.several || snap.second == snap.solution {
		t.Fatal("the search found no second solution")
	}
	if sudoku.Validate(snap.second) != nil || !snap.second.Full() {
		t.Fatal("the second solution is not a solution")
	}
	v := s.board.View()
	differ := marked(v, Differs)
	if len(differ) == 0 {
		t.Fatal("no cell is marked where the solutions differ")
	}
	second := s.second.board.View()
	if got := marked(second, Differs); strings.Join(got, " ") != strings.Join(differ, " ") {
		t.Fatalf("the second grid marks %v, the first %v", got, differ)
	}
	if !s.second.content.Visible() {
		t.Fatal("the second solution is not shown")
	}
	if want := fmt.Sprintf("Another solution: %d cells differ from the one on the grid", len(differ)); s.second.caption.Text != want {
		t.Fatalf("caption %q, want %q", s.second.caption.Text, want)
	}
	if !strings.Contains(s.Status(), "but this puzzle has more than one solution") {
		t.Fatalf("status %q", s.Status())
	}
	s.session.Stop() // reset
	if s.second.content.Visible() {
		t.Fatal("Reset left the second solution on show")
	}
}

func TestSolveNoSolution(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(5)
	selectStrategy(s, sudoku.Records)
	end, _ := solveAll(t, s)
	_, st := watchedStats(s.p.givens, sudoku.Records)
	if end != engine.NoSolution {
		t.Fatalf("ended %s, want no solution", end)
	}
	want := fmt.Sprintf("No solution: the search tried every possibility (%s tries, %s backtracks)",
		run.Thousands(st.Nodes), run.Thousands(st.Backtracks))
	if s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	if got := viewGrid(t, s.board.View()); got != s.p.givens {
		t.Fatal("after no solution the grid does not show the givens alone")
	}
}

func TestSolveRefusesClashingGivens(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.paste("55" + strings.Repeat(".", 79))
	s.session.Start()
	if s.session.State() != run.Idle {
		t.Fatalf("a puzzle with two 5s in a row started: state %s", s.session.State())
	}
	if want := "Cannot start: the givens break the rules — two 5s in row 1 (columns 1 and 2)"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	if got := marked(s.board.View(), Conflict); strings.Join(got, " ") != "r1c1 r1c2" {
		t.Fatalf("clashing cells %v", got)
	}
}

// TestStepByStep walks the first steps of the plain search on the 4×4
// sample, whose first row is . . 2 . and whose first column holds a 2.
func TestStepByStep(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(7)
	selectStrategy(s, sudoku.Plain)
	frame := watchFrames(s)
	steps := []struct {
		kind   engine.Kind
		status string
		marks  map[Mark]string // cells carrying each mark
	}{
		{engine.Enter, "Paused · The search starts from the givens (depth 0)", nil},
		{engine.Try, "Paused · r1c1: try 1", map[Mark]string{Trying: "r1c1"}},
		{engine.Place, "Paused · r1c1: 1 fits — place it and go deeper (depth 1)", map[Mark]string{Placed: "r1c1"}},
		{engine.Enter, "Paused · Depth 1: on to the next empty cell", nil},
		{engine.Try, "Paused · r1c2: try 1", map[Mark]string{Trying: "r1c2"}},
		{engine.Reject, "Paused · r1c2: 1 is already in row 1 (r1c1) — skip",
			map[Mark]string{Rejected: "r1c2", Blocker: "r1c1", OnUnit: "r1c1 r1c2 r1c3 r1c4"}},
	}
	for i, want := range steps {
		s.session.Step()
		if s.session.State() != run.Paused {
			t.Fatalf("step %d: state %s, want paused", i+1, s.session.State())
		}
		awaitEvents(t, s, uint64(i+1))
		if _, k, _, _ := s.session.History(); k != uint64(i+1) {
			t.Fatalf("step %d: step %d on show", i+1, k)
		}
		if got := shownEvent(frame).Kind; got != want.kind {
			t.Fatalf("step %d shows a %s, want a %s", i+1, got, want.kind)
		}
		if s.Status() != want.status {
			t.Fatalf("step %d: status %q, want %q", i+1, s.Status(), want.status)
		}
		v := s.board.View()
		for m, cells := range want.marks {
			if got := strings.Join(marked(v, m), " "); got != cells {
				t.Fatalf("step %d: mark %d on %q, want %q", i+1, m, got, cells)
			}
		}
	}
	s.session.Stop()
	s.session.Wait()
	s.session.Frame()
	if s.session.State() != run.Stopped || !strings.HasPrefix(s.Status(), "Stopped after ") {
		t.Fatalf("after Stop: state %s, status %q", s.session.State(), s.Status())
	}
}

func TestKeysWhileASearchIsShown(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(7)
	selectStrategy(s, sudoku.Plain)
	frame := watchFrames(s)
	tapCell(s, 0, 0)
	key(s.board, fyne.KeySpace) // Space on the grid starts the search…
	key(s.board, fyne.KeySpace) // …and pauses it
	if st := s.session.State(); st != run.Paused && st != run.Finished {
		t.Fatalf("after Space, Space: state %s", st)
	}
	s.session.Stop()
	s.session.Stop()
	s.session.Wait() // a new search starts once the old one has ended
	// Right on the grid while a search is shown steps it instead of
	// moving the hidden cursor.
	s.session.Step()
	awaitEvents(t, s, 1)
	key(s.board, fyne.KeyRight)
	awaitEvents(t, s, 2)
	key(s.board, fyne.KeyRight)
	awaitEvents(t, s, 3)
	if e := shownEvent(frame); e.Kind != engine.Place {
		t.Fatalf("after Right, Right the grid shows a %s, want the place", e.Kind)
	}
	// Left steps back the same way, through the recording.
	key(s.board, fyne.KeyLeft)
	if e := shownEvent(frame); e.Kind != engine.Try || !strings.HasPrefix(s.Status(), "Back in time — r1c1: try 1") {
		t.Fatalf("after Left the grid shows a %s: %q", e.Kind, s.Status())
	}
	if r, c := s.board.Selected(); r != 0 || c != 0 {
		t.Fatalf("Right and Left moved the hidden cursor to %s", cellName(r, c))
	}
	key(s.board, fyne.KeyEscape) // stop
	s.session.Wait()
	s.session.Frame()
	if s.session.State() != run.Stopped {
		t.Fatalf("Escape on the grid: state %s, want stopped", s.session.State())
	}
	// A click on a cell goes back to editing the puzzle.
	tapCell(s, 0, 0)
	if s.session.State() != run.Idle || s.model != nil {
		t.Fatal("a click after a search did not go back to the puzzle")
	}
}
