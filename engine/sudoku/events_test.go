package sudoku

import (
	"fmt"
	"testing"

	"backtracklab/engine"
)

// replay checks an event stream the way a viewer would use it: it
// rebuilds the board from Place and Undo alone and fails t when the
// stream breaks a promise made on engine.Event.
type replay struct {
	t         *testing.T
	name      string
	board     Grid
	path      []engine.Event // placements not yet undone, oldest first
	choices   int            // unforced placements on path
	try       *engine.Event  // the Try waiting for its Reject or Place
	last      engine.Event
	solutions []Grid
	counts    engine.Stats // counted from the events, to compare with the solver's
}

func (r *replay) fail(e engine.Event, format string, args ...any) {
	r.t.Helper()
	r.t.Fatalf("%s: after %v, event %v: %s", r.name, r.last, e, fmt.Sprintf(format, args...))
}

func (r *replay) event(e engine.Event) {
	r.t.Helper()
	n := r.board.Size()
	if e.Kind != engine.Solution && (e.Row < 0 || e.Row >= n || e.Col < 0 || e.Col >= n || e.Value < 0 || e.Value > n) {
		r.fail(e, "outside the grid")
	}
	if r.try != nil && (e.Kind != engine.Reject && e.Kind != engine.Place ||
		e.Row != r.try.Row || e.Col != r.try.Col || e.Value != r.try.Value || e.Depth != r.try.Depth || e.Forced) {
		r.fail(e, "a Try must be followed by its Reject or Place")
	}
	switch e.Kind {
	case engine.Try:
		r.counts.Nodes++
		if e.Depth != r.choices || r.board.At(e.Row, e.Col) != 0 || e.Value == 0 {
			r.fail(e, "Try at depth %d on the path, cell holds %d", r.choices, r.board.At(e.Row, e.Col))
		}
		ev := e
		r.try = &ev
	case engine.Reject:
		r.counts.Rejections[e.Conflict]++
		r.reject(e)
		r.try = nil
	case engine.Place:
		r.counts.Placements++
		if e.Forced == (r.try != nil) {
			r.fail(e, "a choice follows its Try; a forced placement has none")
		}
		if e.Depth != r.choices || r.board.At(e.Row, e.Col) != 0 || !Candidates(r.board, e.Row, e.Col).Has(e.Value) {
			r.fail(e, "placement breaks the rules or the depth (%d choices on the path)", r.choices)
		}
		r.board.Set(e.Row, e.Col, e.Value)
		r.path = append(r.path, e)
		if !e.Forced {
			r.choices++
		}
		r.try = nil
	case engine.Undo:
		r.counts.Backtracks++
		if len(r.path) == 0 {
			r.fail(e, "Undo with nothing placed")
		}
		top := r.path[len(r.path)-1]
		if top.Row != e.Row || top.Col != e.Col || top.Value != e.Value || top.Depth != e.Depth || top.Forced != e.Forced {
			r.fail(e, "Undo does not match the last placement %v", top)
		}
		r.path = r.path[:len(r.path)-1]
		if !e.Forced {
			r.choices--
		}
		r.board.Set(e.Row, e.Col, 0)
	case engine.Solution:
		r.counts.Solutions++
		// A grid given full is a solution before any event.
		if r.last.Kind != engine.Place && r.last.Kind != 0 || e.Depth != r.choices || !r.board.Full() || Validate(r.board) != nil {
			r.fail(e, "Solution must follow the Place that fills the grid")
		}
		r.solutions = append(r.solutions, r.board)
	default:
		r.fail(e, "a solver does not emit this kind")
	}
	r.last = e
}

// reject checks that a Reject gives a true reason.
func (r *replay) reject(e engine.Event) {
	r.t.Helper()
	if e.Conflict == engine.NoCandidate {
		if r.try != nil || e.ByRow != -1 || e.ByCol != -1 || e.Depth != r.choices {
			r.fail(e, "a dead end stands alone, at the depth of the path")
		}
		if e.Value == 0 {
			if r.board.At(e.Row, e.Col) != 0 || Candidates(r.board, e.Row, e.Col) != 0 {
				r.fail(e, "the cell is not a dead end")
			}
			return
		}
		if !r.digitHasNoPlace(e.Row, e.Col, e.Value) {
			r.fail(e, "digit %d still has a place in every unit of the cell", e.Value)
		}
		return
	}
	if r.try == nil {
		r.fail(e, "Reject of a choice without its Try")
	}
	if e.ByRow < 0 || r.board.At(e.ByRow, e.ByCol) != e.Value {
		r.fail(e, "the blocking cell does not hold %d", e.Value)
	}
	b := r.board.BoxSize()
	ok := false
	switch e.Conflict {
	case engine.SameRow:
		ok = e.ByRow == e.Row
	case engine.SameColumn:
		ok = e.ByCol == e.Col
	case engine.SameBox:
		ok = e.ByRow/b == e.Row/b && e.ByCol/b == e.Col/b
	}
	if !ok {
		r.fail(e, "the blocking cell is not in the %v", e.Conflict)
	}
}

// digitHasNoPlace reports whether some unit of cell (row, col) lacks
// digit d and has no empty cell that can take it.
func (r *replay) digitHasNoPlace(row, col, d int) bool {
	n, b := r.board.Size(), r.board.BoxSize()
	units := [3]func(i int) (int, int){
		func(i int) (int, int) { return row, i },
		func(i int) (int, int) { return i, col },
		func(i int) (int, int) { return row/b*b + i/b, col/b*b + i%b },
	}
	for _, cell := range units {
		possible := false
		for i := 0; i < n && !possible; i++ {
			rr, cc := cell(i)
			possible = r.board.At(rr, cc) == d || Candidates(r.board, rr, cc).Has(d)
		}
		if !possible {
			return true
		}
	}
	return false
}

// checkStream runs a watched search and checks its stream.
func checkStream(t *testing.T, name string, g Grid, st Strategy, limit int, wantSolutions int, wantEnd engine.End) {
	t.Helper()
	r := &replay{t: t, name: fmt.Sprintf("%s (%s)", name, st), board: g}
	var reported []Grid
	s := Solver{Strategy: st, Limit: limit, OnSolution: func(x Grid) { reported = append(reported, x) }}
	tr := engine.NewTracer(r.event)
	end := s.Run(g, tr)
	if end != wantEnd || len(reported) != wantSolutions {
		t.Fatalf("%s: ended %v with %d solutions, want %v with %d", r.name, end, len(reported), wantEnd, wantSolutions)
	}
	if r.try != nil {
		t.Fatalf("%s: stream ends on a Try", r.name)
	}
	if end != engine.LimitReached && len(r.path) != 0 {
		t.Fatalf("%s: %d placements left at the end of a full search", r.name, len(r.path))
	}
	if len(r.solutions) != len(reported) {
		t.Fatalf("%s: %d Solution events, %d solutions reported", r.name, len(r.solutions), len(reported))
	}
	for i := range reported {
		if r.solutions[i] != reported[i] {
			t.Fatalf("%s: solution %d rebuilt as %s, reported %s", r.name, i+1, r.solutions[i], reported[i])
		}
		checkSolution(t, r.name, g, reported[i])
	}
	got := tr.Stats
	got.Checks, got.Elapsed = 0, 0
	if got != r.counts {
		t.Fatalf("%s: counters %+v, events count %+v", r.name, got, r.counts)
	}
}

func TestEventStreams(t *testing.T) {
	edge := readAnswered(t, "sudoku_edge_cases.txt")
	easy := readPuzzles(t, "sudoku_norvig_easy50.txt")
	four := mustParse(t, "1... ..3. .4.. ...2") // 4x4 with several solutions
	empty4, _ := NewGrid(4)
	for _, st := range Strategies {
		checkStream(t, "4x4", four, st, 0, CountSolutions(four, 0), engine.Done)
		checkStream(t, "empty 4x4", empty4, st, 0, 288, engine.Done)
		checkStream(t, "empty 4x4 limit 5", empty4, st, 5, 5, engine.LimitReached)
		checkStream(t, "easy50 #1", easy[0], st, 0, 1, engine.Done)
		checkStream(t, "easy50 #2", easy[1], st, 1, 1, engine.LimitReached)
		checkStream(t, "edge 12", mustParse(t, edge[11].puzzle), st, 0, 2, engine.Done)
		checkStream(t, "edge 8", mustParse(t, edge[7].puzzle), st, 0, 0, engine.NoSolution)
		checkStream(t, "edge 9", mustParse(t, edge[8].puzzle), st, 0, 0, engine.NoSolution)
		checkStream(t, "edge 11", mustParse(t, edge[10].puzzle), st, 0, 0, engine.NoSolution)
		checkStream(t, "edge 2 (full)", mustParse(t, edge[1].puzzle), st, 0, 1, engine.Done)
	}
	hard := readPuzzles(t, "sudoku_norvig_top95.txt")
	clue17 := readPuzzles(t, "sudoku_17clue_sample500.txt")
	for i := 0; i < 5; i++ {
		checkStream(t, fmt.Sprintf("top95 #%d", i+1), hard[i], MRV, 0, 1, engine.Done)
		checkStream(t, fmt.Sprintf("17-clue #%d", i+1), clue17[i], MRV, 0, 1, engine.Done)
	}
}
