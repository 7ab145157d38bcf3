package sudoku

import (
	"fmt"
	"strings"
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
			if r, c, ok := e.By.Get(); ok {
				return fmt.Sprintf("%s: %s is already in %s (%s) — skip", cell, d, where, cellName(r, c))
			}
			return fmt.Sprintf("%s: %s is already in %s — skip", cell, d, where)
		}
		if e.Value == 0 {
			return fmt.Sprintf("Dead end: %s has no digit left — go back", cell)
		}
		return fmt.Sprintf("Dead end: %s has no place left near %s — go back", d, cell)
	case engine.Choose:
		if e.Count == 1 {
			return fmt.Sprintf("%s has the fewest candidates: only %s", cell, digitList(sudoku.Digits(e.Value)))
		}
		return fmt.Sprintf("%s has the fewest candidates: %d — %s", cell, e.Count, digitList(sudoku.Digits(e.Value)))
	case engine.Place:
		if e.Forced {
			return fmt.Sprintf("%s must be %s: %s — place it", cell, d, forcedWhy(e.Reason, int(e.Unit), e.Value))
		}
		return fmt.Sprintf("%s: %s fits — place it and go deeper (depth %d)", cell, d, e.Depth+1)
	case engine.Undo:
		if e.Forced {
			return fmt.Sprintf("%s: take back the forced %s", cell, d)
		}
		return fmt.Sprintf("%s: no digit works further on — take %s back and try the next (backtrack)", cell, d)
	case engine.Solution:
		return "Every cell is filled and no rule is broken: a solution"
	case engine.Enter:
		if e.Depth == 0 {
			return "The search starts from the givens (depth 0)"
		}
		return fmt.Sprintf("Depth %d: on to the next empty cell", e.Depth)
	case engine.Leave:
		if e.Depth == 0 {
			return "Every possibility is tried: the search is over"
		}
		return fmt.Sprintf("Depth %d is done: nothing fits there — back to depth %d", e.Depth, e.Depth-1)
	case engine.Resync:
		return "Watching from here: the search restates where it stands"
	}
	return ""
}

// narrateStep tells the latest step of position p: the event, and for a
// forced digit taken back, why it had been forced.
func narrateStep(p *position, n int) string {
	e := p.last
	if e.Kind == engine.Undo && e.Forced && p.undoneWhy.reason != engine.NoReason {
		return fmt.Sprintf("%s: take back %s, forced as %s", cellName(e.Row, e.Col), digitName(e.Value),
			forcedAs(p.undoneWhy.reason, int(p.undoneWhy.unit), e.Value))
	}
	return narrateEvent(e, n)
}

// forcedWhy says why the rules force digit d, for reason and unit (from 0).
func forcedWhy(reason engine.Reason, unit, d int) string {
	if reason == engine.NakedSingle {
		return "naked single, every other digit is already in its row, column or box"
	}
	return "hidden single, " + forcedAs(reason, unit, d)
}

// forcedAs names the reason a digit was forced: "a naked single", "the
// only place for 5 in row 3".
func forcedAs(reason engine.Reason, unit, d int) string {
	switch reason {
	case engine.HiddenInRow:
		return fmt.Sprintf("the only place for %s in row %d", digitName(d), unit+1)
	case engine.HiddenInColumn:
		return fmt.Sprintf("the only place for %s in column %d", digitName(d), unit+1)
	case engine.HiddenInBox:
		return fmt.Sprintf("the only place for %s in box %d", digitName(d), unit+1)
	}
	return "a naked single"
}

// forcedUnit is the unit a hidden single names, as a cell of it for
// unitCells, in an n×n grid; false for a naked single.
func forcedUnit(reason engine.Reason, unit, n int) (sudoku.Unit, sudoku.Cell, bool) {
	switch reason {
	case engine.HiddenInRow:
		return sudoku.Row, sudoku.Cell{Row: unit}, true
	case engine.HiddenInColumn:
		return sudoku.Column, sudoku.Cell{Col: unit}, true
	case engine.HiddenInBox:
		b := boxSide(n)
		return sudoku.Box, sudoku.Cell{Row: unit / b * b, Col: unit % b * b}, true
	}
	return 0, sudoku.Cell{}, false
}

// digitList writes digits as a person lists them: "4", "4 or 7",
// "1, 4 or 7".
func digitList(m sudoku.Digits) string {
	ds := m.List()
	var b strings.Builder
	for i, d := range ds {
		switch {
		case i == 0:
		case i == len(ds)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(digitName(d))
	}
	return b.String()
}

// narrateEnd sums up a finished or stopped search, with its counters st.
func narrateEnd(s *snapshot, st *engine.Stats, elapsed time.Duration) string {
	tries := plural(st.Nodes, "try", "tries")
	backtracks := plural(st.Backtracks, "backtrack", "backtracks")
	forced := forcedOf(st)
	switch {
	case s.end == engine.Stopped:
		return fmt.Sprintf("Stopped after %s and %s — Reset (Esc) shows the puzzle again", tries, backtracks)
	case s.found && s.several:
		return fmt.Sprintf("Solved in %s with %s, but this puzzle has more than one solution: "+
			"another is shown beside it, the cells where they differ are marked", tries, backtracks)
	case s.found && forced > 0 && st.Nodes == 0:
		return fmt.Sprintf("Solved without a single guess: the rules forced all %s (%s) — and it is the only solution",
			plural(forced, "digit", "digits"), run.FormatElapsed(elapsed, run.Fine))
	case s.found && forced > 0:
		return fmt.Sprintf("Solved in %s and %s, with %s (%s) — and it is the only solution",
			tries, plural(forced, "forced digit", "forced digits"), backtracks, run.FormatElapsed(elapsed, run.Fine))
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
