package sudoku

import (
	"time"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
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
	a := i18n.Args{"Cell": cellName(e.Row, e.Col), "Digit": digitName(e.Value), "Depth": e.Depth}
	switch e.Kind {
	case engine.Try:
		return i18n.T("sudoku.narrate.try", a)
	case engine.Reject:
		if u, ok := conflictUnit(e.Conflict); ok {
			a["Unit"] = unitName(u, n, sudoku.Cell{Row: e.Row, Col: e.Col})
			if r, c, ok := e.By.Get(); ok {
				a["By"] = cellName(r, c)
				return i18n.T("sudoku.narrate.reject.by", a)
			}
			return i18n.T("sudoku.narrate.reject", a)
		}
		if e.Value == 0 {
			return i18n.T("sudoku.narrate.deadend.cell", a)
		}
		return i18n.T("sudoku.narrate.deadend.digit", a)
	case engine.Choose:
		a["Digits"], a["Count"] = digitList(sudoku.Digits(e.Value)), e.Count
		if e.Count == 1 {
			return i18n.T("sudoku.narrate.choose.one", a)
		}
		return i18n.T("sudoku.narrate.choose", a)
	case engine.Place:
		if e.Forced {
			a["Why"] = forcedWhy(e.Reason, int(e.Unit), e.Value)
			return i18n.T("sudoku.narrate.place.forced", a)
		}
		a["Depth"] = e.Depth + 1
		return i18n.T("sudoku.narrate.place", a)
	case engine.Undo:
		if e.Forced {
			return i18n.T("sudoku.narrate.undo.forced", a)
		}
		return i18n.T("sudoku.narrate.undo", a)
	case engine.Solution:
		return i18n.T("sudoku.narrate.solution")
	case engine.Enter:
		if e.Depth == 0 {
			return i18n.T("sudoku.narrate.enter.root")
		}
		return i18n.T("sudoku.narrate.enter", a)
	case engine.Leave:
		if e.Depth == 0 {
			return i18n.T("sudoku.narrate.leave.root")
		}
		a["Up"] = e.Depth - 1
		return i18n.T("sudoku.narrate.leave", a)
	case engine.Resync:
		return i18n.T("sudoku.narrate.resync")
	}
	return ""
}

// narrateStep tells the latest step of position p: the event, and for a
// forced digit taken back, why it had been forced.
func narrateStep(p *position, n int) string {
	e := p.last
	if e.Kind == engine.Undo && e.Forced && p.undoneWhy.reason != engine.NoReason {
		return i18n.T("sudoku.narrate.undo.why", i18n.Args{"Cell": cellName(e.Row, e.Col), "Digit": digitName(e.Value),
			"Why": forcedAs(p.undoneWhy.reason, int(p.undoneWhy.unit), e.Value)})
	}
	return narrateEvent(e, n)
}

// forcedWhy says why the rules force digit d, for reason and unit (from 0).
func forcedWhy(reason engine.Reason, unit, d int) string {
	if reason == engine.NakedSingle {
		return i18n.T("sudoku.why.naked")
	}
	return i18n.T("sudoku.why.hidden", i18n.Args{"As": forcedAs(reason, unit, d)})
}

// forcedAs names the reason a digit was forced: "a naked single", "the
// only place for 5 in row 3".
func forcedAs(reason engine.Reason, unit, d int) string {
	a := i18n.Args{"Digit": digitName(d), "N": unit + 1}
	switch reason {
	case engine.HiddenInRow:
		return i18n.T("sudoku.as.row", a)
	case engine.HiddenInColumn:
		return i18n.T("sudoku.as.column", a)
	case engine.HiddenInBox:
		return i18n.T("sudoku.as.box", a)
	}
	return i18n.T("sudoku.as.naked")
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
	list := ""
	for i, d := range ds {
		switch {
		case i == 0:
			list = digitName(d)
		case i == len(ds)-1:
			list = i18n.T("sudoku.list.or", i18n.Args{"Rest": list, "Last": digitName(d)})
		default:
			list = i18n.T("sudoku.list.comma", i18n.Args{"Rest": list, "Next": digitName(d)})
		}
	}
	return list
}

// narrateEnd sums up a finished or stopped search, with its counters st.
func narrateEnd(s *snapshot, st *engine.Stats, elapsed time.Duration) string {
	forced := forcedOf(st)
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
	sudoku.MRV:     "mrv",
}

// strategyName is a strategy as the screen offers it.
func strategyName(st sudoku.Strategy) string { return i18n.T("sudoku.strategy." + strategyKeys[st]) }

// strategyNote explains a strategy in a line.
func strategyNote(st sudoku.Strategy) string { return i18n.T("sudoku.note." + strategyKeys[st]) }
