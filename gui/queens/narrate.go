package queens

import (
	"fmt"
	"strings"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

// Rows and columns are numbered from 1 in everything a person reads (the
// board's labels, the status line, the results list); the engine counts
// from 0.

// lineName says along which line a rejected square is attacked.
func lineName(c engine.Conflict) string {
	switch c {
	case engine.SameColumn:
		return "its column"
	case engine.SameDiagonal:
		return `a \ diagonal`
	case engine.SameAntiDiagonal:
		return "a / diagonal"
	}
	return c.String()
}

// narrateEvent tells one step of a watched search in words; found is the
// number of solutions so far, n the board size.
func narrateEvent(e engine.Event, found, n int) string {
	row, col := e.Row+1, e.Col+1
	switch e.Kind {
	case engine.Try:
		return fmt.Sprintf("Row %d: try column %d", row, col)
	case engine.Reject:
		if by, _, ok := e.By.Get(); ok {
			return fmt.Sprintf("Row %d: column %d is attacked along %s by the queen in row %d — skip",
				row, col, lineName(e.Conflict), by+1)
		}
		return fmt.Sprintf("Row %d: column %d is attacked along %s — skip", row, col, lineName(e.Conflict))
	case engine.Place:
		if e.Row == n-1 {
			return fmt.Sprintf("Row %d: column %d is safe — place the last queen", row, col)
		}
		return fmt.Sprintf("Row %d: column %d is safe — place a queen and go on to row %d", row, col, row+1)
	case engine.Undo:
		if e.Row == n-1 {
			return fmt.Sprintf("Row %d: take the queen back from column %d and look for the next solution", row, col)
		}
		return fmt.Sprintf("Row %d: no safe column left — backtrack to row %d and take its queen back from column %d",
			row+1, row, col)
	case engine.Solution:
		return fmt.Sprintf("Solution %s found", run.Thousands(uint64(found)))
	case engine.Enter:
		if e.Depth == 0 {
			return "Start in row 1: look for a safe column"
		}
		return fmt.Sprintf("Row %d: look for a safe column", e.Depth+1)
	case engine.Leave:
		if e.Depth == 0 {
			return "Row 1: every column tried — the search is over"
		}
		return fmt.Sprintf("Row %d: every column tried — return to row %d", e.Depth+1, e.Depth)
	case engine.Resync:
		return fmt.Sprintf("The search ran at full speed: here is where it stands, %d %s placed",
			e.Depth+1, plural(e.Depth+1, "queen", "queens"))
	}
	return ""
}

// narrateEnd tells how a listing search ended.
func narrateEnd(s *snapshot) string {
	found := run.Thousands(uint64(s.found))
	switch s.end {
	case engine.Done:
		msg := fmt.Sprintf("Finished: %s %s", found, plural(s.found, "solution", "solutions"))
		if s.listed < s.found {
			msg += fmt.Sprintf(" (the list keeps the first %s)", run.Thousands(uint64(s.listed)))
		}
		return msg
	case engine.NoSolution:
		return fmt.Sprintf("Finished: no solution for n = %d", s.n)
	case engine.Stopped:
		return fmt.Sprintf("Stopped after %s %s", found, plural(s.found, "solution", "solutions"))
	}
	return fmt.Sprintf("Finished (%s): %s solutions", s.end, found)
}

// narrateCount tells where a count stands.
func narrateCount(s *snapshot, f run.Frame) string {
	if s.end != engine.Running {
		switch s.end {
		case engine.Stopped:
			if s.phase == phaseCountUnique {
				return fmt.Sprintf("Stopped at %s of the count of unique solutions: %s solutions in all",
					run.Percent(f.Done, f.Total), run.Thousands(s.count))
			}
			return fmt.Sprintf("Stopped at %s of the search: %s %s so far",
				run.Percent(f.Done, f.Total), run.Thousands(s.count), plural(int(min(s.count, 2)), "solution", "solutions"))
		case engine.NoSolution:
			return fmt.Sprintf("Finished: no solution for n = %d", s.n)
		}
		msg := fmt.Sprintf("Finished: %s solutions", run.Thousands(s.count))
		if s.uniqueOK {
			msg += fmt.Sprintf(", %s unique", run.Thousands(s.unique))
		}
		return msg
	}
	what := "Counting the solutions"
	if s.phase == phaseCountUnique {
		what = fmt.Sprintf("%s solutions; counting the unique ones", run.Thousands(s.count))
	}
	if f.Total > 0 {
		return fmt.Sprintf("%s of n = %d… %s", what, s.n, run.Percent(f.Done, f.Total))
	}
	return fmt.Sprintf("%s of n = %d…", what, s.n)
}

// handStatus tells what a board placed by hand amounts to.
func handStatus(v *View, clashes int) string {
	k := v.Queens()
	switch {
	case k == 0:
		return "Click squares to place queens by hand, or press Start to watch the search"
	case clashes > 0:
		return fmt.Sprintf("%d %s placed, %d %s attacked (marked)", k, plural(k, "queen", "queens"),
			clashes, plural(clashes, "queen is", "queens are"))
	case k == v.N:
		return fmt.Sprintf("%d queens placed, no two attack: a solution!", k)
	}
	return fmt.Sprintf("%d %s placed, no two attack — %d to go", k, plural(k, "queen", "queens"), v.N-k)
}

func plural(k int, one, many string) string {
	if k == 1 {
		return one
	}
	return many
}

// columns writes a solution as its 1-based columns, padded to line up.
func columns(cols []byte) string {
	var b strings.Builder
	width := 1
	if len(cols) >= 10 {
		width = 2
	}
	for i, c := range cols {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%*d", width, int(c)+1)
	}
	return b.String()
}
