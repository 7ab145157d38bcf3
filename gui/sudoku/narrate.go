package sudoku

import (
	"fmt"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
)

// Cells are named r3c5 (row 3, column 5) and boxes numbered 1 to n in
// reading order in everything a person reads; the engine counts from 0.

// conflictUnit is the unit a rejection names.
func conflictUnit(c engine.Conflict) (sudoku.Unit, bool) {
	switch c {
	case engine.SameRow:
		return sudoku.Row, true
	case engine.SameColumn:
		return sudoku.Column, true
	case engine.SameBox:
		return sudoku.Box, true
	}
	return 0, false
}

// narrateEvent tells one step of a search in words, for an n×n grid.
func narrateEvent(e engine.Event, n int) string {
	cell := cellName(e.Row, e.Col)
	d := digitName(e.Value)
	switch e.Kind {
	case engine.Try:
		return fmt.Sprintf("%s: try %s", cell, d)
	case engine.Reject:
		if u, ok := conflictUnit(e.Conflict); ok {
			where := unitName(u, n, sudoku.Cell{Row: e.Row, Col: e.Col})
			if e.ByRow >= 0 {
				return fmt.Sprintf("%s: %s is already in %s (%s) — skip", cell, d, where, cellName(e.ByRow, e.ByCol))
			}
			return fmt.Sprintf("%s: %s is already in %s — skip", cell, d, where)
		}
		if e.Row < 0 {
			return "Dead end: a cell has no digit left — go back"
		}
		if e.Value == 0 {
			return fmt.Sprintf("Dead end: %s has no digit left — go back", cell)
		}
		return fmt.Sprintf("Dead end: %s has no place left near %s — go back", d, cell)
	case engine.Place:
		if e.Forced {
			return fmt.Sprintf("%s must be %s: forced by the digits around it — place it", cell, d)
		}
		return fmt.Sprintf("%s: %s fits — place it and go deeper (depth %d)", cell, d, e.Depth+1)
	case engine.Undo:
		if e.Forced {
			return fmt.Sprintf("%s: take back the forced %s", cell, d)
		}
		return fmt.Sprintf("%s: no digit works further on — take %s back and try the next (backtrack)", cell, d)
	case engine.Solution:
		return "Every cell is filled and no rule is broken: a solution"
	}
	return ""
}

// narrateEnd sums up a finished or stopped search.
func narrateEnd(s *snapshot, elapsed time.Duration) string {
	tries := plural(s.stats.Nodes, "try", "tries")
	backtracks := plural(s.stats.Backtracks, "backtrack", "backtracks")
	switch {
	case s.end == engine.Stopped:
		return fmt.Sprintf("Stopped after %s and %s — Reset (Esc) shows the puzzle again", tries, backtracks)
	case s.found && s.several:
		return fmt.Sprintf("Solved in %s with %s, but this puzzle has more than one solution: "+
			"another is shown beside it, the cells where they differ are marked", tries, backtracks)
	case s.found && s.forced > 0 && s.stats.Nodes == 0:
		return fmt.Sprintf("Solved without a single guess: the rules forced all %s (%s) — and it is the only solution",
			plural(s.forced, "digit", "digits"), run.FormatElapsed(elapsed, run.Fine))
	case s.found && s.forced > 0:
		return fmt.Sprintf("Solved in %s and %s, with %s (%s) — and it is the only solution",
			tries, plural(s.forced, "forced digit", "forced digits"), backtracks, run.FormatElapsed(elapsed, run.Fine))
	case s.found:
		return fmt.Sprintf("Solved in %s with %s (%s) — and it is the only solution", tries, backtracks, run.FormatElapsed(elapsed, run.Fine))
	case s.end == engine.NoSolution:
		return fmt.Sprintf("No solution: the search tried every possibility (%s, %s)", tries, backtracks)
	}
	return fmt.Sprintf("The search ended (%s) after %s", s.end, tries)
}

// plural writes a count with its noun: "1 try", "1,204 tries".
func plural(n uint64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return run.Thousands(n) + " " + many
}

// strategyNames are the strategies as the screen offers them, in teaching
// order (sudoku.Strategies).
var strategyNames = map[sudoku.Strategy]string{
	sudoku.Plain:   "Plain",
	sudoku.Records: "Records",
	sudoku.Static:  "Static ordering",
	sudoku.MRV:     "Fewest candidates first",
}

// strategyNotes explain each strategy in a line.
var strategyNotes = map[sudoku.Strategy]string{
	sudoku.Plain:   "Fills the cells in reading order, tries 1 to 9 in each, and checks a digit by scanning its row, column and box.",
	sudoku.Records: "Like Plain, but keeps a record of the digits in every row, column and box, so a check is a lookup, not a scan.",
	sudoku.Static:  "Sorts the empty cells once by their number of candidates, fewest first, then fills them in that order with records.",
	sudoku.MRV: "At every step takes the cell with the fewest candidates, after placing every digit the rules force " +
		"(a cell with one digit left, a digit with one place left).",
}
