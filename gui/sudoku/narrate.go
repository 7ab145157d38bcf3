package sudoku

import (
	"time"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Cells are named r3c5 (row 3, column 5) and boxes numbered 1 to n in
// reading order in everything a person reads; the engine counts from 0.

// narrateEvent tells one step of a search in words (engine/story has
// them), for an n×n grid. Finish is told by narrateEnd.
func narrateEvent(e engine.Event, n int) string {
	if e.Kind == engine.Finish {
		return ""
	}
	return i18n.Say(story.Sudoku(e, engine.Stats{}, n))
}

// narrateStep tells the latest step of position p: the event, and for a
// forced digit taken back, why it had been forced.
func narrateStep(p *position, n int) string {
	e := p.last
	if e.Kind == engine.Undo && e.Forced && p.undoneWhy.reason != engine.NoReason {
		return i18n.Say(story.SudokuUndone(e, p.undoneWhy.reason, int(p.undoneWhy.unit)))
	}
	return narrateEvent(e, n)
}

// forcedUnit is the unit a hidden single, a locked candidate or a filling
// names, as a cell of it for unitCells, in an n×n grid; false for a naked
// single.
func forcedUnit(reason engine.Reason, unit, n int) (sudoku.Unit, sudoku.Cell, bool) {
	switch reason {
	case engine.HiddenInRow, engine.LockedInRow, engine.FillingInRow:
		return sudoku.Row, sudoku.Cell{Row: unit}, true
	case engine.HiddenInColumn, engine.LockedInColumn, engine.FillingInColumn:
		return sudoku.Column, sudoku.Cell{Col: unit}, true
	case engine.HiddenInBox, engine.LockedInBox, engine.FillingInBox:
		b := boxSide(n)
		return sudoku.Box, sudoku.Cell{Row: unit / b * b, Col: unit % b * b}, true
	}
	return 0, sudoku.Cell{}, false
}

// digitList writes digits as a person lists them: "4", "4 or 7",
// "1, 4 or 7".
func digitList(m sudoku.Digits) string { return i18n.Say(story.SudokuDigits(uint64(m))) }

// narrateEnd sums up a finished or stopped search, with its counters st.
func narrateEnd(s *snapshot, st *engine.Stats, elapsed time.Duration) string {
	forced := st.Forced
	a := i18n.Args{
		"Tries":      count("sudoku.count.tries", st.Nodes),
		"Backtracks": count("sudoku.count.backtracks", st.Backtracks),
		"Time":       run.FormatElapsed(elapsed, run.Fine),
	}
	switch {
	case s.end == engine.Stopped:
		return i18n.T("sudoku.end.stopped", a)
	case s.found && s.several:
		return i18n.T("sudoku.end.several", a)
	case s.found && !s.checked:
		return i18n.T("sudoku.end.unchecked", a)
	case s.found && forced > 0 && st.Nodes == 0:
		a["Forced"] = count("sudoku.count.digits", forced)
		return i18n.T("sudoku.end.noguess", a)
	case s.found && forced > 0:
		a["Forced"] = count("sudoku.count.forced", forced)
		return i18n.T("sudoku.end.forced", a)
	case s.found:
		return i18n.T("sudoku.end.solved", a)
	case s.end == engine.NoSolution:
		return i18n.T("sudoku.end.none", a)
	}
	return i18n.T("sudoku.end.other", a)
}

// strategyKeys name the strategies as the screen offers them, in
// teaching order (sudoku.Strategies), and explain each in a line.
var strategyKeys = map[sudoku.Strategy]string{
	sudoku.Plain:   "plain",
	sudoku.Records: "records",
	sudoku.Static:  "static",
	sudoku.Singles: "singles",
	sudoku.MRV:     "mrv",
}

// strategyName is a strategy as the screen offers it.
func strategyName(st sudoku.Strategy) string { return i18n.T("sudoku.strategy." + strategyKeys[st]) }

// strategyNote explains a strategy in a line.
func strategyNote(st sudoku.Strategy) string { return i18n.T("sudoku.note." + strategyKeys[st]) }
