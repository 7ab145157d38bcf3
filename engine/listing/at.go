package listing

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"backtracklab/engine"
)

// At returns the tag of the line that event e of a run of method m
// executes, and a note with the values it works on, written as code
// ("cols[1] == 3"), or "" when there is nothing to add. It needs nothing
// but the event: a view calls it for the step on show. Resync and the
// Sync events of its burst restate, they do not execute: At returns ""
// for them, as for a method it does not know.
func At(m Method, e engine.Event) (Tag, string) {
	if e.Sync || e.Kind == engine.Resync {
		return "", ""
	}
	if e.Kind == engine.Finish {
		if e.End == engine.LimitReached {
			return TagDoneLimit, ""
		}
		return TagDone, ""
	}
	switch m.Puzzle() {
	case "queens":
		return atQueens(m, e)
	case "sudoku":
		return atSudoku(m, e)
	case "maze":
		return atMaze(m, e)
	}
	return "", ""
}

// conflictTags is the check of each rule.
var conflictTags = [engine.NumConflicts]Tag{
	engine.NoConflict:       TagCheck,
	engine.SameColumn:       TagCheckColumn,
	engine.SameDiagonal:     TagCheckDiagonal,
	engine.SameAntiDiagonal: TagCheckAnti,
	engine.SameRow:          TagCheckRow,
	engine.SameBox:          TagCheckBox,
	engine.NoCandidate:      TagCheckNoCandidate,
	engine.Wall:             TagCheckWall,
	engine.Visited:          TagCheckVisited,
	engine.Outside:          TagCheckOutside,
}

// CheckTag is the tag of the check of rule c.
func CheckTag(c engine.Conflict) Tag {
	if c < engine.NumConflicts {
		return conflictTags[c]
	}
	return TagCheck
}

// atQueens maps the events of the N-Queens search. Rows and columns are
// the code's, from 0.
func atQueens(m Method, e engine.Event) (Tag, string) {
	row, col := e.Row, e.Col
	switch e.Kind {
	case engine.Enter:
		return TagEnter, fmt.Sprintf("row = %d", e.Depth)
	case engine.Leave:
		return TagReturn, fmt.Sprintf("row = %d", e.Depth)
	case engine.Solution:
		return TagExit, fmt.Sprintf("row = %d = n-1", e.Row)
	case engine.Choose:
		return TagChoose, "free = " + mask(uint64(e.Value), e.Count, col)
	case engine.Try:
		if m == QueensBitmask {
			return TagLoop, fmt.Sprintf("bit = 1<<%d", col)
		}
		return TagLoop, fmt.Sprintf("col = %d", col)
	case engine.Place:
		switch m {
		case QueensArrays:
			return TagPlace, fmt.Sprintf("cols[%d] = %d; colTaken[%d], diagTaken[%d-%d+n-1], antiTaken[%d] = true",
				row, col, col, row, col, row+col)
		case QueensBitmask:
			return TagPlace, fmt.Sprintf("board[%d] = 1<<%d", row, col)
		}
		return TagPlace, fmt.Sprintf("cols[%d] = %d", row, col)
	case engine.Undo:
		if m == QueensArrays {
			return TagUndo, fmt.Sprintf("colTaken[%d], diagTaken[%d-%d+n-1], antiTaken[%d] = false",
				col, row, col, row+col)
		}
		return TagUndo, fmt.Sprintf("row = %d, col = %d", row, col)
	case engine.Reject:
		return CheckTag(e.Conflict), queensReject(m, e)
	}
	return "", ""
}

// queensReject is the note of a rejected square: the comparison that
// failed (scan) or the entry found taken (arrays).
func queensReject(m Method, e engine.Event) string {
	row, col := e.Row, e.Col
	i, q, ok := e.By.Get()
	if m == QueensArrays {
		switch e.Conflict {
		case engine.SameColumn:
			return fmt.Sprintf("colTaken[%d]", col)
		case engine.SameDiagonal:
			return fmt.Sprintf("diagTaken[%d-%d+n-1]", row, col)
		case engine.SameAntiDiagonal:
			return fmt.Sprintf("antiTaken[%d]", row+col)
		}
		return ""
	}
	if !ok {
		return ""
	}
	switch e.Conflict {
	case engine.SameColumn:
		return fmt.Sprintf("cols[%d] == %d", i, q)
	case engine.SameDiagonal:
		return fmt.Sprintf("%d - cols[%d] == %d - %d  (cols[%d] = %d)", i, i, row, col, i, q)
	case engine.SameAntiDiagonal:
		return fmt.Sprintf("%d + cols[%d] == %d + %d  (cols[%d] = %d)", i, i, row, col, i, q)
	}
	return ""
}

// mask writes a mask of choices in binary, the lowest bit (column 0,
// digit 1) on the right, at least width bits wide, and the choices it
// holds, counted from base.
func mask(m uint64, count, base int) string {
	width := max(bits.Len64(m), count, 1)
	var b strings.Builder
	b.WriteString("0b")
	s := strconv.FormatUint(m, 2)
	for range width - len(s) {
		b.WriteByte('0')
	}
	b.WriteString(s)
	b.WriteString("  {")
	first := true
	for x := m; x != 0; x &= x - 1 {
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(strconv.Itoa(bits.TrailingZeros64(x) + base))
	}
	b.WriteString("}")
	return b.String()
}

// cell names a Sudoku cell as people do, from 1: r2c5.
func cell(row, col int) string { return fmt.Sprintf("r%dc%d", row+1, col+1) }

// atSudoku maps the events of the Sudoku strategies.
func atSudoku(m Method, e engine.Event) (Tag, string) {
	here := cell(e.Row, e.Col)
	switch e.Kind {
	case engine.Enter:
		return TagEnter, fmt.Sprintf("depth = %d", e.Depth)
	case engine.Leave:
		return TagReturn, fmt.Sprintf("depth = %d", e.Depth)
	case engine.Solution:
		return TagExit, ""
	case engine.Choose:
		return TagChoose, fmt.Sprintf("cand[%s] = %s", here, digits(uint64(e.Value)))
	case engine.Try:
		return TagLoop, fmt.Sprintf("d = %d", e.Value)
	case engine.Place:
		if e.Forced {
			return TagForced, fmt.Sprintf("%s = %d", here, e.Value)
		}
		return TagPlace, fmt.Sprintf("%s = %d", here, e.Value)
	case engine.Undo:
		if e.Forced {
			return TagUndoForced, fmt.Sprintf("%s = 0", here)
		}
		return TagUndo, fmt.Sprintf("%s = 0", here)
	case engine.Reject:
		return CheckTag(e.Conflict), sudokuReject(m, e)
	case engine.Eliminate:
		return TagEliminate, fmt.Sprintf("cand[%s] -= {%d}", here, e.Value)
	}
	return "", ""
}

// digits writes a mask of digits, bit d-1 for digit d, as a set.
func digits(m uint64) string {
	var b strings.Builder
	b.WriteByte('{')
	for x := m; x != 0; x &= x - 1 {
		if b.Len() > 1 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(bits.TrailingZeros64(x) + 1))
	}
	b.WriteByte('}')
	return b.String()
}

// sudokuReject is the note of a rejected digit or a dead end.
func sudokuReject(m Method, e engine.Event) string {
	if e.Conflict == engine.NoCandidate {
		if e.Value == 0 {
			return fmt.Sprintf("cand[%s] = {}", cell(e.Row, e.Col))
		}
		return fmt.Sprintf("places(%d) = {}", e.Value)
	}
	r, c, ok := e.By.Get()
	if !ok {
		return ""
	}
	by := cell(r, c)
	if m == SudokuPlain {
		return fmt.Sprintf("%s == %d", by, e.Value)
	}
	switch e.Conflict {
	case engine.SameRow:
		return fmt.Sprintf("rowHas[%d][%d]  (%s)", e.Row+1, e.Value, by)
	case engine.SameColumn:
		return fmt.Sprintf("colHas[%d][%d]  (%s)", e.Col+1, e.Value, by)
	case engine.SameBox:
		return fmt.Sprintf("boxHas[box(%s)][%d]  (%s)", cell(e.Row, e.Col), e.Value, by)
	}
	return ""
}

// arrows are the maze's directions, in the solvers' order: up, right,
// down, left.
var arrows = [4]string{"↑", "→", "↓", "←"}

func arrow(d int) string {
	if d >= 0 && d < len(arrows) {
		return arrows[d]
	}
	return ""
}

// atMaze maps the events of the maze searches. The start is tried and
// placed outside any frame: its lines are the search's first.
func atMaze(m Method, e engine.Event) (Tag, string) {
	at := fmt.Sprintf("(%d,%d)", e.Row, e.Col)
	if e.Frame == 0 && (e.Kind == engine.Try || e.Kind == engine.Place) {
		return TagPlaceStart, "S = " + at
	}
	switch e.Kind {
	case engine.Enter:
		return TagEnter, at
	case engine.Leave:
		return TagReturn, at
	case engine.Solution:
		return TagExit, "E = " + at
	case engine.Expand:
		return TagDequeue, at
	case engine.Try:
		return TagLoop, arrow(e.Value) + " " + at
	case engine.Reject:
		return CheckTag(e.Conflict), at
	case engine.Place:
		if m == MazeBFS {
			return TagEnqueue, at
		}
		return TagPlace, at
	case engine.Undo:
		return TagUndo, at
	}
	return "", ""
}
