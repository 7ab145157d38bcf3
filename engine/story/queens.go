package story

import (
	"math/bits"

	"backtracklab/engine"
)

// Queens tells one step of an N-Queens search on an n×n board, with the
// counters st at that step (the number of a solution is st.Solutions).
// Kinds the queens' search does not send (Expand) say nothing. The words
// are the queens.* keys of assets/translations/queens.*.json.
func Queens(e engine.Event, st engine.Stats, n int) Msg {
	row, col := e.Row+1, e.Col+1
	at := map[string]any{"Row": row, "Col": col}
	switch e.Kind {
	case engine.Try:
		return Text("queens.event.try", at)
	case engine.Reject:
		at["Line"] = QueensLine(e.Conflict)
		if by, _, ok := e.By.Get(); ok {
			at["By"] = by + 1
			return Text("queens.event.rejectBy", at)
		}
		return Text("queens.event.reject", at)
	case engine.Choose:
		if e.Count == 0 {
			return Text("queens.event.chooseNone", map[string]any{"Row": row})
		}
		return Plural("queens.event.choose", e.Count, map[string]any{"Row": row, "Cols": queensColumns(uint64(e.Value))})
	case engine.Place:
		if e.Row == n-1 {
			return Text("queens.event.placeLast", at)
		}
		at["Next"] = row + 1
		return Text("queens.event.place", at)
	case engine.Undo:
		if e.Row == n-1 {
			return Text("queens.event.undoLast", at)
		}
		// The queen of row e.Row is taken back because row e.Row+1 ran
		// out of columns.
		return Text("queens.event.undo", map[string]any{"Row": row + 1, "Back": row, "Col": col})
	case engine.Solution:
		return Text("queens.event.solution", map[string]any{"Found": Number(st.Solutions)})
	case engine.Enter:
		if e.Depth == 0 {
			return Text("queens.event.start", nil)
		}
		return Text("queens.event.enter", map[string]any{"Row": e.Depth + 1})
	case engine.Leave:
		if e.Depth == 0 {
			return Text("queens.event.over", nil)
		}
		return Text("queens.event.leave", map[string]any{"Row": e.Depth + 1, "Back": e.Depth})
	case engine.Resync:
		return Plural("queens.event.resync", e.Depth+1, nil)
	case engine.Finish:
		return queensEnd(e.End, st, n)
	}
	return Msg{}
}

// QueensLine says along which line a rejected square is attacked.
func QueensLine(c engine.Conflict) Msg {
	switch c {
	case engine.SameColumn:
		return Text("queens.line.column", nil)
	case engine.SameDiagonal:
		return Text("queens.line.diagonal", nil)
	case engine.SameAntiDiagonal:
		return Text("queens.line.anti", nil)
	}
	return Text("queens.line.other", nil)
}

// queensEnd tells how a search ended, with its counters st.
func queensEnd(end engine.End, st engine.Stats, n int) Msg {
	found := map[string]any{"Found": Number(st.Solutions)}
	switch end {
	case engine.NoSolution:
		return Text("queens.end.none", map[string]any{"N": n})
	case engine.Stopped:
		return Plural("queens.end.stopped", count(st.Solutions), found)
	case engine.LimitReached:
		return Plural("queens.end.limit", count(st.Solutions), found)
	}
	return Plural("queens.end.done", count(st.Solutions), found)
}

// queensColumns lists the columns of mask (bit c for column c, from 0) as
// a person reads them: "2", "2, 5, 7".
func queensColumns(mask uint64) any {
	var list any
	for mask != 0 {
		c := bits.TrailingZeros64(mask) + 1
		mask &= mask - 1
		if list == nil {
			list = c
			continue
		}
		list = Text("queens.list.comma", map[string]any{"Rest": list, "Next": c})
	}
	return list
}
