package sudoku

import (
	"strings"
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
)

func TestNarrateChooseAndForced(t *testing.T) {
	for _, c := range []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Kind: engine.Choose, Row: 2, Col: 4, Count: 2, Value: 1<<3 | 1<<6}, "r3c5 has the fewest candidates: 2 — 4 or 7"},
		{engine.Event{Kind: engine.Choose, Row: 0, Col: 0, Count: 3, Value: 1 | 1<<3 | 1<<6}, "r1c1 has the fewest candidates: 3 — 1, 4 or 7"},
		{engine.Event{Kind: engine.Place, Forced: true, Reason: engine.NakedSingle, Row: 3, Col: 5, Value: 1},
			"r4c6 must be 1: naked single, every other digit is already in its row, column or box — place it"},
		{engine.Event{Kind: engine.Place, Forced: true, Reason: engine.HiddenInRow, Unit: 2, Row: 2, Col: 7, Value: 5},
			"r3c8 must be 5: hidden single, the only place for 5 in row 3 — place it"},
		{engine.Event{Kind: engine.Place, Forced: true, Reason: engine.HiddenInBox, Unit: 8, Row: 8, Col: 8, Value: 9},
			"r9c9 must be 9: hidden single, the only place for 9 in box 9 — place it"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.NoCandidate, Row: 0, Col: 4}, "Dead end: r1c5 has no digit left — go back"},
		{engine.Event{Kind: engine.Enter, Depth: 3}, "Depth 3: on to the next empty cell"},
		{engine.Event{Kind: engine.Leave, Depth: 3}, "Depth 3 is done: nothing fits there — back to depth 2"},
	} {
		if got := narrateEvent(c.e, 9); got != c.want {
			t.Errorf("%s: %q, want %q", c.e, got, c.want)
		}
	}
	// A forced digit taken back is told with the reason it had been
	// forced, which the position keeps.
	g, _ := sudoku.NewGrid(9)
	p := newPosition(g)
	p.Apply(&engine.Event{Kind: engine.Place, Forced: true, Reason: engine.HiddenInColumn, Unit: 1, Row: 4, Col: 1, Value: 7})
	p.Apply(&engine.Event{Kind: engine.Undo, Forced: true, Row: 4, Col: 1, Value: 7})
	if got, want := narrateStep(p, 9), "r5c2: take back 7, forced as the only place for 7 in column 2"; got != want {
		t.Errorf("forced undo: %q, want %q", got, want)
	}
}

// The counters say how many placements the rules forced (Stats.Forced):
// as many as the forced Place events of a run watched throughout, and the
// same unwatched, for every strategy.
func TestForcedFromTheCounters(t *testing.T) {
	for _, i := range []int{1, 2, 5, 7} {
		g, err := loadSample(i)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range sudoku.Strategies {
			if i == 2 && st != sudoku.MRV {
				continue // hundreds of thousands of tries
			}
			var forced uint64
			tr := engine.NewTracer(func(e engine.Event) {
				if e.Kind == engine.Place && e.Forced && !e.Sync {
					forced++
				}
			})
			(&sudoku.Solver{Strategy: st, Limit: 1}).Run(g, tr)
			unwatched := engine.NewTracer(nil)
			(&sudoku.Solver{Strategy: st, Limit: 1}).Run(g, unwatched)
			if got := tr.Stats.Forced; got != forced || unwatched.Stats.Forced != forced {
				t.Errorf("sample %d, %s: %d forced in the counters (%d unwatched), %d in the events", i, st, got, unwatched.Stats.Forced, forced)
			}
		}
	}
}

// A solve whose check for a second solution was stopped says the solution
// found, and that it may not be the only one; a checked one says it is.
func TestNarrateEndUncheckedSolution(t *testing.T) {
	st := engine.Stats{Nodes: 40, Backtracks: 2}
	unchecked := narrateEnd(&snapshot{end: engine.LimitReached, found: true}, &st, time.Millisecond)
	if !strings.Contains(unchecked, "Solved") || !strings.Contains(unchecked, "may not be the only one") {
		t.Errorf("a solve with its check stopped says %q", unchecked)
	}
	checked := narrateEnd(&snapshot{end: engine.LimitReached, found: true, checked: true}, &st, time.Millisecond)
	if !strings.Contains(checked, "the only solution") {
		t.Errorf("a checked solve says %q", checked)
	}
}

// The unit an elimination names is the one the board highlights: for a
// filling, the row, column or box whose fillings rule the digit out.
func TestForcedUnitOfAFilling(t *testing.T) {
	for _, c := range []struct {
		reason engine.Reason
		unit   int
		want   sudoku.Unit
		cell   sudoku.Cell
	}{
		{engine.FillingInRow, 3, sudoku.Row, sudoku.Cell{Row: 3}},
		{engine.FillingInColumn, 11, sudoku.Column, sudoku.Cell{Col: 11}},
		{engine.FillingInBox, 6, sudoku.Box, sudoku.Cell{Row: 4, Col: 8}},
	} {
		u, cell, ok := forcedUnit(c.reason, c.unit, 16)
		if !ok || u != c.want || cell != c.cell {
			t.Errorf("%v %d: %v %+v %v, want %v %+v", c.reason, c.unit, u, cell, ok, c.want, c.cell)
		}
	}
}
