package queens

import (
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

func TestNarrateEvent(t *testing.T) {
	ev := func(k engine.Kind, row, col int) engine.Event {
		return engine.Event{Kind: k, Depth: row, Row: row, Col: col}
	}
	reject := func(row, col int, c engine.Conflict, byRow, byCol int) engine.Event {
		return engine.Event{Kind: engine.Reject, Conflict: c, Depth: row, Row: row, Col: col, By: engine.At(byRow, byCol)}
	}
	cases := []struct {
		e    engine.Event
		want string
	}{
		{ev(engine.Try, 3, 1), "Row 4: try column 2"},
		{reject(3, 1, engine.SameDiagonal, 2, 0), `Row 4: column 2 is attacked along a \ diagonal by the queen in row 3 — skip`},
		{reject(3, 1, engine.SameAntiDiagonal, 1, 3), "Row 4: column 2 is attacked along a / diagonal by the queen in row 2 — skip"},
		{reject(1, 0, engine.SameColumn, 0, 0), "Row 2: column 1 is attacked along its column by the queen in row 1 — skip"},
		{ev(engine.Place, 0, 0), "Row 1: column 1 is safe — place a queen and go on to row 2"},
		{ev(engine.Place, 7, 3), "Row 8: column 4 is safe — place the last queen"},
		{ev(engine.Undo, 4, 2), "Row 6: no safe column left — backtrack to row 5 and take its queen back from column 3"},
		{ev(engine.Undo, 7, 3), "Row 8: take the queen back from column 4 and look for the next solution"},
		{ev(engine.Solution, 7, 3), "Solution 1,203 found"},
		{ev(engine.Enter, 0, 0), "Start in row 1: look for a safe column"},
		{engine.Event{Kind: engine.Enter, Depth: 4}, "Row 5: look for a safe column"},
		{engine.Event{Kind: engine.Leave, Depth: 4}, "Row 5: every column tried — return to row 4"},
	}
	for _, c := range cases {
		if got := narrateEvent(c.e, 1203, 8).String(); got != c.want {
			t.Errorf("%v:\n got %q\nwant %q", c.e, got, c.want)
		}
	}
}

func TestNarrateEndAndCount(t *testing.T) {
	cases := []struct {
		s    snapshot
		want string
	}{
		{snapshot{n: 8, found: 92, listed: 92, end: engine.Done}, "Finished: 92 solutions"},
		{snapshot{n: 1, found: 1, listed: 1, end: engine.Done}, "Finished: 1 solution"},
		{snapshot{n: 3, end: engine.NoSolution}, "Finished: no solution for n = 3"},
		{snapshot{n: 12, found: 1500, listed: 1500, end: engine.Stopped}, "Stopped after 1,500 solutions"},
		{snapshot{n: 16, found: 14772512, listed: 6291456, end: engine.Done}, "Finished: 14,772,512 solutions (the list keeps the first 6,291,456)"},
	}
	for _, c := range cases {
		if got := narrateEnd(&c.s).String(); got != c.want {
			t.Errorf("narrateEnd(%+v) = %q, want %q", c.s, got, c.want)
		}
	}
	counting := snapshot{n: 16, phase: phaseCount}
	if got := narrateCount(&counting, run.Frame{Done: 30, Total: 120}).String(); got != "Counting the solutions of n = 16… 25%" {
		t.Errorf("narrateCount = %q", got)
	}
	done := snapshot{n: 12, count: 14200, unique: 1787, uniqueOK: true, end: engine.Done}
	if got := narrateCount(&done, run.Frame{}).String(); got != "Finished: 14,200 solutions, 1,787 unique" {
		t.Errorf("narrateCount = %q", got)
	}
}

func TestHandStatus(t *testing.T) {
	v := NewView(4)
	if got := handStatus(&v, 0).String(); got != "Click squares to place queens by hand, or press Start to watch the search" {
		t.Errorf("empty: %q", got)
	}
	v.Add(0, 1, Queen)
	if got := handStatus(&v, 0).String(); got != "1 queen placed, no two attack — 3 to go" {
		t.Errorf("one queen: %q", got)
	}
	v.Add(1, 2, Queen)
	if got := handStatus(&v, 2).String(); got != "2 queens placed, 2 queens are attacked (marked)" {
		t.Errorf("clash: %q", got)
	}
	full := NewView(4)
	for r, c := range []int{1, 3, 0, 2} {
		full.Add(r, c, Queen)
	}
	if got := handStatus(&full, 0).String(); got != "4 queens placed, no two attack: a solution!" {
		t.Errorf("solution: %q", got)
	}
}

func TestFormatting(t *testing.T) {
	if got := columns([]byte{0, 4, 7, 5, 2, 6, 1, 3}); got != "1 5 8 6 3 7 2 4" {
		t.Errorf("columns n=8: %q", got)
	}
	if got := columns([]byte{0, 9, 11, 2, 3, 4, 5, 6, 7, 8}); got != " 1 10 12  3  4  5  6  7  8  9" {
		t.Errorf("columns n>=10 pads to two digits: %q", got)
	}
	for d, want := range map[time.Duration]string{
		250 * time.Microsecond: "250 µs", 42 * time.Millisecond: "42 ms",
		3200 * time.Millisecond: "3.2 s", 125 * time.Second: "2 min 05 s",
	} {
		if got := run.FormatElapsed(d, run.Coarse); got != want {
			t.Errorf("run.FormatElapsed(%v, run.Coarse) = %q, want %q", d, got, want)
		}
	}
}
