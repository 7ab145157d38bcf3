package story

import (
	"fmt"
	"math/bits"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
)

// Sudoku tells one step of a Sudoku search on a size×size grid, with the
// counters st at that step. Cells are named r3c5, boxes numbered 1 to
// size in reading order; the words are the sudoku.* keys of
// assets/translations/sudoku.*.json. A forced digit's Undo does not say
// why it had been forced: SudokuUndone does, given the reason its Place
// carried.
func Sudoku(e engine.Event, st engine.Stats, size int) Msg {
	a := map[string]any{"Cell": CellName(e.Row, e.Col), "Digit": digitName(e.Value), "Depth": e.Depth}
	switch e.Kind {
	case engine.Try:
		return Text("sudoku.narrate.try", a)
	case engine.Reject:
		if u, ok := SudokuConflictUnit(e.Conflict); ok {
			a["Unit"] = SudokuUnit(u, size, e.Row, e.Col)
			if r, c, ok := e.By.Get(); ok {
				a["By"] = CellName(r, c)
				return Text("sudoku.narrate.reject.by", a)
			}
			return Text("sudoku.narrate.reject", a)
		}
		if e.Value == 0 {
			return Text("sudoku.narrate.deadend.cell", a)
		}
		return Text("sudoku.narrate.deadend.digit", a)
	case engine.Choose:
		a["Digits"], a["Count"] = SudokuDigits(uint64(e.Value)), e.Count
		if e.Count == 1 {
			return Text("sudoku.narrate.choose.one", a)
		}
		return Text("sudoku.narrate.choose", a)
	case engine.Place:
		if e.Forced {
			a["Why"] = sudokuWhy(e.Reason, int(e.Unit), e.Value)
			return Text("sudoku.narrate.place.forced", a)
		}
		a["Depth"] = e.Depth + 1
		return Text("sudoku.narrate.place", a)
	case engine.Undo:
		if e.Forced {
			return Text("sudoku.narrate.undo.forced", a)
		}
		return Text("sudoku.narrate.undo", a)
	case engine.Solution:
		return Text("sudoku.narrate.solution", nil)
	case engine.Enter:
		if e.Depth == 0 {
			return Text("sudoku.narrate.enter.root", nil)
		}
		return Text("sudoku.narrate.enter", a)
	case engine.Leave:
		if e.Depth == 0 {
			return Text("sudoku.narrate.leave.root", nil)
		}
		a["Up"] = e.Depth - 1
		return Text("sudoku.narrate.leave", a)
	case engine.Eliminate:
		return sudokuEliminate(e, size, a)
	case engine.Resync:
		return Text("sudoku.narrate.resync", nil)
	case engine.Finish:
		return sudokuEnd(e.End, st)
	}
	return Msg{}
}

// sudokuEliminate tells an elimination: pointing names the box whose
// places lie in one line and that line, the one through the cell that
// crosses the box; claiming names the row or column whose places lie in
// one box, the cell's; a filling names the cell's unit no filling of which
// puts the digit in the cell.
func sudokuEliminate(e engine.Event, size int, a map[string]any) Msg {
	side := max(sudoku.BoxSide(size), 1)
	u := int(e.Unit)
	switch e.Reason {
	case engine.FillingInRow, engine.FillingInColumn, engine.FillingInBox:
		// The unit is the cell's own, of the reason's kind (the reasons
		// come in the order of the kinds: row, column, box).
		kind := sudoku.Unit(e.Reason - engine.FillingInRow)
		a["Unit"] = SudokuUnit(kind, size, e.Row, e.Col)
		return Text("sudoku.narrate.eliminate.filling", a)
	case engine.LockedInBox:
		top := u / side * side
		a["Box"] = SudokuUnit(sudoku.Box, size, top, u%side*side)
		if e.Row >= top && e.Row < top+side {
			a["Line"] = SudokuUnit(sudoku.Row, size, e.Row, e.Col)
		} else {
			a["Line"] = SudokuUnit(sudoku.Column, size, e.Row, e.Col)
		}
		return Text("sudoku.narrate.eliminate.pointing", a)
	case engine.LockedInColumn:
		a["Line"] = SudokuUnit(sudoku.Column, size, 0, u)
	default:
		a["Line"] = SudokuUnit(sudoku.Row, size, u, 0)
	}
	a["Box"] = SudokuUnit(sudoku.Box, size, e.Row, e.Col)
	return Text("sudoku.narrate.eliminate.claiming", a)
}

// SudokuUndone tells the Undo e of a forced digit that had been forced
// for reason (and unit, from 0, for a hidden single); with NoReason, as
// Sudoku does.
func SudokuUndone(e engine.Event, reason engine.Reason, unit int) Msg {
	if e.Kind != engine.Undo || !e.Forced || reason == engine.NoReason {
		return Sudoku(e, engine.Stats{}, 0)
	}
	return Text("sudoku.narrate.undo.why", map[string]any{"Cell": CellName(e.Row, e.Col), "Digit": digitName(e.Value),
		"Why": sudokuAs(reason, unit, e.Value)})
}

// sudokuEnd tells how a search ended, with its counters st.
func sudokuEnd(end engine.End, st engine.Stats) Msg {
	a := map[string]any{
		"Tries":      counted("sudoku.count.tries", st.Nodes),
		"Backtracks": counted("sudoku.count.backtracks", st.Backtracks),
		"Found":      Number(st.Solutions),
	}
	switch {
	case end == engine.Stopped:
		return Text("sudoku.narrate.finish.stopped", a)
	case st.Solutions > 0:
		return Plural("sudoku.narrate.finish.found", count(st.Solutions), a)
	}
	return Text("sudoku.narrate.finish.none", a)
}

// counted is n with its noun, the plural text of key: "1 try", "1,204
// tries".
func counted(key string, n uint64) Msg {
	return Plural(key, count(n), map[string]any{"Count": Number(n)})
}

// CellName names a cell as a person reads it, from 1: r3c5.
func CellName(row, col int) string { return fmt.Sprintf("r%dc%d", row+1, col+1) }

// digitName writes a digit as the grid shows it: 1-9, A-G.
func digitName(d int) string { return string(sudoku.DigitChar(d)) }

// SudokuConflictUnit is the unit a rejection for conflict c names: the
// row, column or box that already holds the digit; false for a cell or
// digit left without a place.
func SudokuConflictUnit(c engine.Conflict) (sudoku.Unit, bool) {
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

// SudokuUnit names the unit of kind u that holds the cell (row, col) of a
// size×size grid: "row 4", "column 7", "box 5".
func SudokuUnit(u sudoku.Unit, size, row, col int) Msg {
	switch u {
	case sudoku.Row:
		return Text("sudoku.unit.row", map[string]any{"N": row + 1})
	case sudoku.Column:
		return Text("sudoku.unit.column", map[string]any{"N": col + 1})
	}
	b := max(sudoku.BoxSide(size), 1)
	return Text("sudoku.unit.box", map[string]any{"N": row/b*b + col/b + 1})
}

// sudokuWhy says why the rules force digit d, for reason and unit (from
// 0).
func sudokuWhy(reason engine.Reason, unit, d int) Msg {
	if reason == engine.NakedSingle {
		return Text("sudoku.why.naked", nil)
	}
	return Text("sudoku.why.hidden", map[string]any{"As": sudokuAs(reason, unit, d)})
}

// sudokuAs names the reason a digit was forced: "a naked single", "the
// only place for 5 in row 3".
func sudokuAs(reason engine.Reason, unit, d int) Msg {
	a := map[string]any{"Digit": digitName(d), "N": unit + 1}
	switch reason {
	case engine.HiddenInRow:
		return Text("sudoku.as.row", a)
	case engine.HiddenInColumn:
		return Text("sudoku.as.column", a)
	case engine.HiddenInBox:
		return Text("sudoku.as.box", a)
	}
	return Text("sudoku.as.naked", nil)
}

// SudokuDigits lists the digits of mask (bit d-1 for digit d) as a person
// lists them: "4", "4 or 7", "1, 4 or 7".
func SudokuDigits(mask uint64) Msg {
	var list any = ""
	for k := 0; mask != 0; k++ {
		d := digitName(bits.TrailingZeros64(mask) + 1)
		mask &= mask - 1
		switch {
		case k == 0:
			list = d
		case mask == 0:
			list = Text("sudoku.list.or", map[string]any{"Rest": list, "Last": d})
		default:
			list = Text("sudoku.list.comma", map[string]any{"Rest": list, "Next": d})
		}
	}
	return Text("sudoku.list.digits", map[string]any{"List": list})
}
