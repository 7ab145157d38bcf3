package queens

import (
	"fmt"
	"slices"
	"testing"

	"backtracklab/engine"
)

// replay checks an event stream the way a view rebuilding the search from
// it would: every Try answered by one Reject or Place of the same square,
// every Place undone at the same depth unless the search ended first,
// every Solution right after the Place completing it, on a board equal to
// the solution reported, and every Reject blamed on a queen on the board
// that attacks the square along the line named, the highest-ranked one.
func replay(n int, events []engine.Event, solutions *Solutions, limited bool) error {
	var board []int // board[row] = column of the rows filled
	var tried *engine.Event
	solved := 0
	for i := range events {
		e := events[i]
		if e.Depth != e.Row {
			return fmt.Errorf("event %d %v: depth is not the row", i, e)
		}
		if tried != nil && e.Kind != engine.Reject && e.Kind != engine.Place {
			return fmt.Errorf("event %d %v follows %v", i, e, *tried)
		}
		if tried != nil && (e.Row != tried.Row || e.Col != tried.Col) {
			return fmt.Errorf("event %d %v answers %v", i, e, *tried)
		}
		switch e.Kind {
		case engine.Try:
			if e.Row != len(board) || e.Col < 0 || e.Col >= n {
				return fmt.Errorf("event %d %v with %d rows filled", i, e, len(board))
			}
			tried = &events[i]
			continue
		case engine.Reject:
			if tried == nil {
				return fmt.Errorf("event %d %v without a try", i, e)
			}
			if err := checkBlocker(board, e); err != nil {
				return fmt.Errorf("event %d: %v", i, err)
			}
		case engine.Place:
			if tried == nil {
				return fmt.Errorf("event %d %v without a try", i, e)
			}
			if attacked(board, e.Row, e.Col) {
				return fmt.Errorf("event %d %v places an attacked queen", i, e)
			}
			board = append(board, e.Col)
		case engine.Undo:
			last := len(board) - 1
			if last < 0 || e.Row != last || e.Col != board[last] {
				return fmt.Errorf("event %d %v does not undo the last queen", i, e)
			}
			board = board[:last]
		case engine.Solution:
			if i == 0 || events[i-1].Kind != engine.Place || len(board) != n {
				return fmt.Errorf("event %d %v not right after the last row's placement", i, e)
			}
			if p := events[i-1]; e.Row != p.Row || e.Col != p.Col {
				return fmt.Errorf("event %d %v does not repeat the square of %v", i, e, p)
			}
			if solved >= solutions.Len() || !slices.Equal(toBytes(board), solutions.At(solved)) {
				return fmt.Errorf("event %d: board %v is not solution %d reported", i, board, solved)
			}
			solved++
		default:
			return fmt.Errorf("event %d %v: unexpected kind", i, e)
		}
		tried = nil
	}
	if tried != nil {
		return fmt.Errorf("stream ends on %v", *tried)
	}
	if solved != solutions.Len() {
		return fmt.Errorf("%d solution events, %d solutions reported", solved, solutions.Len())
	}
	if want := 0; !limited && len(board) != want {
		return fmt.Errorf("%d queens left on the board at the end", len(board))
	}
	if limited && len(board) != n {
		return fmt.Errorf("limited search ended with %d queens, want the full solution", len(board))
	}
	return nil
}

// checkBlocker checks a rejection against the board it was made on.
func checkBlocker(board []int, e engine.Event) error {
	if e.ByRow < 0 || e.ByRow >= len(board) || board[e.ByRow] != e.ByCol {
		return fmt.Errorf("%v: blocker not on the board %v", e, board)
	}
	attacks := func(c engine.Conflict, r, q int) bool {
		switch c {
		case engine.SameColumn:
			return q == e.Col
		case engine.SameDiagonal:
			return r-q == e.Row-e.Col
		case engine.SameAntiDiagonal:
			return r+q == e.Row+e.Col
		}
		return false
	}
	if !attacks(e.Conflict, e.ByRow, e.ByCol) {
		return fmt.Errorf("%v: blocker does not attack along that line", e)
	}
	for c := engine.SameColumn; c < e.Conflict; c++ {
		for r, q := range board {
			if attacks(c, r, q) {
				return fmt.Errorf("%v: the %v of (%d,%d) ranks first", e, c, r, q)
			}
		}
	}
	return nil
}

// attacked reports whether a queen of board attacks (row, col).
func attacked(board []int, row, col int) bool {
	for r, q := range board {
		if q == col || r-q == row-col || r+q == row+col {
			return true
		}
	}
	return false
}

func toBytes(cols []int) []byte {
	b := make([]byte, len(cols))
	for i, c := range cols {
		b[i] = byte(c)
	}
	return b
}

func TestEventStreamReplays(t *testing.T) {
	for _, check := range Checks() {
		for n := 1; n <= 8; n++ {
			for _, limit := range []int{0, 1, 2} {
				var events []engine.Event
				sols, st, end := listAll(n, check, limit, func(e engine.Event) { events = append(events, e) })
				limited := end == engine.LimitReached
				if err := replay(n, events, sols, limited); err != nil {
					t.Fatalf("%s n=%d limit=%d: %v", check, n, limit, err)
				}
				counts := map[engine.Kind]uint64{}
				rejects := engine.Stats{}
				for _, e := range events {
					counts[e.Kind]++
					if e.Kind == engine.Reject {
						rejects.Rejections[e.Conflict]++
					}
				}
				if counts[engine.Try] != st.Nodes || counts[engine.Place] != st.Placements ||
					counts[engine.Undo] != st.Backtracks || counts[engine.Solution] != st.Solutions ||
					rejects.Rejections != st.Rejections {
					t.Errorf("%s n=%d limit=%d: events %v disagree with stats %+v", check, n, limit, counts, st)
				}
			}
		}
	}
}

func TestReplayCatchesABrokenStream(t *testing.T) {
	var events []engine.Event
	sols, _, _ := listAll(4, Scan, 0, func(e engine.Event) { events = append(events, e) })
	if err := replay(4, events, sols, false); err != nil {
		t.Fatal(err)
	}
	for _, drop := range []int{1, 3, 16, len(events) - 1} {
		broken := slices.Delete(slices.Clone(events), drop, drop+1)
		if replay(4, broken, sols, false) == nil {
			t.Errorf("dropping event %d %v went unnoticed", drop, events[drop])
		}
	}
	blame := slices.Clone(events)
	blame[3].Conflict = engine.SameDiagonal // (1,0) is in (0,0)'s column
	if replay(4, blame, sols, false) == nil {
		t.Errorf("a wrong rule went unnoticed")
	}
}
