package queens

import (
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"backtracklab/engine"
)

// replay checks an event stream the way a view rebuilding the search from
// it would: sequence numbers 1, 2, 3…; frames opened and closed in order,
// one per row, each entered right after the Place above it (the root at
// the start) with a new id, closed before that Place's Undo; every Try
// answered by one Reject or Place of the same square in the open frame's
// row, every Place undone unless the search ended first, every Solution
// right after the Place completing it, on a board equal to the solution
// reported, and every Reject blamed on a queen on the board that attacks
// the square along the line named, the highest-ranked one. A Choose
// (bitmask) comes right after its frame's Enter and holds exactly the
// row's free squares; in its frame every Try is a free square, to the
// right of the last, and placed. A Resync drops the board and frames and
// rebuilds them from the Sync burst after it.
func replay(n int, events []engine.Event, solutions *Solutions, limited bool) error {
	return replayStream(n, events, solutions, limited, false)
}

// replayStream is replay; with switched set, the run was watched only at
// times (Resync bursts restate the board), so a Solution event needs only
// to show one of the solutions reported, and the end is not checked.
func replayStream(n int, events []engine.Event, solutions *Solutions, limited, switched bool) error {
	var board []int     // board[row] = column of the rows filled
	var frames []uint32 // the open frames' ids, one per row from 0
	var lastID uint32   // the newest frame id seen
	var tried *engine.Event
	chose := map[uint32]uint64{} // frame id: the free squares its Choose named
	lastCol := map[uint32]int{}  // frame id: the column of its last Try
	solved := 0
	for i := range events {
		e := events[i]
		if e.Seq != uint64(i+1) {
			return fmt.Errorf("event %d %v has sequence number %d", i, e, e.Seq)
		}
		if e.Depth != e.Row && e.Kind != engine.Enter && e.Kind != engine.Leave && e.Kind != engine.Resync {
			return fmt.Errorf("event %d %v: depth is not the row", i, e)
		}
		if tried != nil && e.Kind != engine.Reject && e.Kind != engine.Place {
			return fmt.Errorf("event %d %v follows %v", i, e, *tried)
		}
		if tried != nil && (e.Row != tried.Row || e.Col != tried.Col) {
			return fmt.Errorf("event %d %v answers %v", i, e, *tried)
		}
		if i > 0 && events[i-1].Kind == engine.Place && !e.Sync && !events[i-1].Sync {
			// After a queen, the next row's frame, or the solution.
			if want := engine.Enter; events[i-1].Row == n-1 && e.Kind != engine.Solution ||
				events[i-1].Row < n-1 && e.Kind != want {
				return fmt.Errorf("event %d %v follows %v", i, e, events[i-1])
			}
		}
		if e.Sync {
			switch e.Kind {
			case engine.Resync:
				board, frames = board[:0], frames[:0]
			case engine.Enter:
				if e.Depth != len(frames) || e.Depth != len(board) {
					return fmt.Errorf("event %d %v restates a frame out of order", i, e)
				}
				frames = append(frames, e.Frame)
				lastID = max(lastID, e.Frame)
			case engine.Choose:
				if err := checkChoose(n, board, frames, events, i); err != nil {
					return err
				}
				chose[e.Frame] = uint64(e.Value)
			case engine.Place:
				if e.Row != len(board) || attacked(board, e.Row, e.Col) || e.Frame != frames[len(frames)-1] {
					return fmt.Errorf("event %d %v restates a queen that cannot be there", i, e)
				}
				board = append(board, e.Col)
			default:
				return fmt.Errorf("event %d %v: a kind a resync does not restate", i, e)
			}
			continue
		}
		if e.Kind != engine.Enter && e.Kind != engine.Leave &&
			(len(frames) == 0 || e.Frame != frames[len(frames)-1]) {
			return fmt.Errorf("event %d %v is not in the open frame %v", i, e, frames)
		}
		switch e.Kind {
		case engine.Enter:
			if e.Depth != len(frames) || e.Depth != len(board) || e.Frame <= lastID {
				return fmt.Errorf("event %d %v with frames %v and %d rows filled (last id %d)", i, e, frames, len(board), lastID)
			}
			frames = append(frames, e.Frame)
			lastID = e.Frame
			lastCol[e.Frame] = -1
			continue
		case engine.Choose:
			if err := checkChoose(n, board, frames, events, i); err != nil {
				return err
			}
			chose[e.Frame] = uint64(e.Value)
			continue
		case engine.Leave:
			if len(frames) == 0 || e.Frame != frames[len(frames)-1] || e.Depth != len(frames)-1 || len(board) != e.Depth {
				return fmt.Errorf("event %d %v does not close the open frame %v", i, e, frames)
			}
			frames = frames[:len(frames)-1]
			continue
		case engine.Try:
			if e.Row != len(board) || e.Col < 0 || e.Col >= n {
				return fmt.Errorf("event %d %v with %d rows filled", i, e, len(board))
			}
			if free, ok := chose[e.Frame]; ok && (free>>e.Col&1 == 0 || e.Col <= lastCol[e.Frame]) {
				return fmt.Errorf("event %d %v: not a free square to the right of the last (free %b)", i, e, free)
			}
			lastCol[e.Frame] = e.Col
			tried = &events[i]
			continue
		case engine.Reject:
			if tried == nil {
				return fmt.Errorf("event %d %v without a try", i, e)
			}
			if _, ok := chose[e.Frame]; ok {
				return fmt.Errorf("event %d %v: a reject after a Choose", i, e)
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
			if last < 0 || e.Row != last || e.Col != board[last] || len(frames) != last+1 {
				return fmt.Errorf("event %d %v does not undo the last queen (frames %v)", i, e, frames)
			}
			board = board[:last]
		case engine.Solution:
			if i == 0 || events[i-1].Kind != engine.Place || len(board) != n {
				return fmt.Errorf("event %d %v not right after the last row's placement", i, e)
			}
			if p := events[i-1]; e.Row != p.Row || e.Col != p.Col {
				return fmt.Errorf("event %d %v does not repeat the square of %v", i, e, p)
			}
			if switched {
				break // a full board of queens that never attacked: a solution
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
	if switched {
		return nil
	}
	if tried != nil {
		return fmt.Errorf("stream ends on %v", *tried)
	}
	if solved != solutions.Len() {
		return fmt.Errorf("%d solution events, %d solutions reported", solved, solutions.Len())
	}
	if want := 0; !limited && (len(board) != want || len(frames) != 0) {
		return fmt.Errorf("%d queens and frames %v left at the end", len(board), frames)
	}
	if limited && len(board) != n {
		return fmt.Errorf("limited search ended with %d queens, want the full solution", len(board))
	}
	return nil
}

// checkChoose checks the Choose events[i]: right after the Enter of the
// open frame, naming its row and exactly the row's free squares.
func checkChoose(n int, board []int, frames []uint32, events []engine.Event, i int) error {
	e := events[i]
	var free uint64
	for c := range n {
		if !attacked(board, len(board), c) {
			free |= 1 << c
		}
	}
	switch {
	case i == 0 || events[i-1].Kind != engine.Enter || events[i-1].Sync != e.Sync:
		return fmt.Errorf("event %d %v does not follow its frame's Enter", i, e)
	case len(frames) == 0 || e.Frame != frames[len(frames)-1] || e.Depth != len(frames)-1:
		return fmt.Errorf("event %d %v is not in the open frame %v", i, e, frames)
	case e.Row != len(board) || e.Col != 0 || uint64(e.Value) != free || e.Count != bits.OnesCount64(free):
		return fmt.Errorf("event %d %v on board %v, whose free squares are %b", i, e, board, free)
	}
	return nil
}

// checkBlocker checks a rejection against the board it was made on.
func checkBlocker(board []int, e engine.Event) error {
	byRow, byCol, ok := e.By.Get()
	if !ok || byRow >= len(board) || board[byRow] != byCol {
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
	if !attacks(e.Conflict, byRow, byCol) {
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
				var rebuilt engine.Stats
				for i := range events {
					rebuilt.Apply(&events[i])
				}
				rebuilt.Elapsed = st.Elapsed
				if rebuilt != st {
					t.Errorf("%s n=%d limit=%d: counters rebuilt from the events %+v, the search's %+v", check, n, limit, rebuilt, st)
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
	blame[5].Conflict = engine.SameDiagonal // (1,0) is in (0,0)'s column
	if replay(4, blame, sols, false) == nil {
		t.Errorf("a wrong rule went unnoticed")
	}

	events = events[:0]
	sols, _, _ = listAll(4, Bitmask, 0, func(e engine.Event) { events = append(events, e) })
	if err := replay(4, events, sols, false); err != nil {
		t.Fatal(err)
	}
	if events[5].Kind != engine.Choose || events[5].Value != 0b1100 {
		t.Fatalf("event 5 is %v, want row 1's choice of columns 2 and 3", events[5])
	}
	for _, e := range []engine.Event{
		{Value: 0b1110, Count: 3}, // column 1 is on (0,0)'s diagonal
		{Value: 0b1100, Count: 3}, // two choices, not three
		{Value: 0b1100, Count: 2, Row: 2},
	} {
		broken := slices.Clone(events)
		e.Seq, e.Kind, e.Depth, e.Frame = 6, engine.Choose, 1, 2
		if e.Row == 0 {
			e.Row = 1
		}
		broken[5] = e
		if replay(4, broken, sols, false) == nil {
			t.Errorf("a wrong choice %v went unnoticed", e)
		}
	}
	// A Try of an attacked square in a frame that chose.
	broken := slices.Clone(events)
	broken[6].Col, broken[7].Col = 1, 1
	if replay(4, broken, sols, false) == nil {
		t.Errorf("a try outside the choice went unnoticed")
	}
}

// Watching switched on and off 1,000 times from several goroutines in the
// middle of a run: every solution is found exactly once, in order, and the
// events watched form a valid stream, each Resync restating the board.
func TestSwitchingWatchingMidRun(t *testing.T) {
	for _, check := range Checks() {
		before := runtime.NumGoroutine()
		r := engine.NewRunner()
		var mu sync.Mutex
		var events []engine.Event
		var sols Solutions
		sols.n = 10
		s := &Solver{N: 10, Check: check}
		aside := 0
		r.Start(s.Search, func(e engine.Event, _ *engine.Stats) {
			mu.Lock()
			sols.Found(e)
			if e.Aside {
				aside++
				if e.Kind != engine.Solution || e.Seq != 0 {
					t.Errorf("%s: %v aside", check, e)
				}
			} else {
				events = append(events, e)
			}
			mu.Unlock()
			if e.Kind == engine.Solution {
				// Unwatched, n=10 takes 3 ms: slow it down so that the
				// switches meet it running.
				time.Sleep(20 * time.Microsecond)
			}
		})
		var wg sync.WaitGroup
		var switches atomic.Int64
		for g := range 4 {
			wg.Go(func() {
				for i := range 250 {
					switch (i + g) % 4 {
					case 0:
						r.Pause()
						r.Step()
					case 1:
						r.Resume()
					case 2:
						r.SetSpeed(1e6) // paced: watched
					case 3:
						r.SetSpeed(engine.Unlimited)
					}
					switches.Add(1)
					time.Sleep(20 * time.Microsecond) // switches spread over the run
				}
			})
		}
		wg.Wait()
		r.SetSpeed(engine.Unlimited)
		r.Resume()
		end, st := r.Wait()
		want, _, _ := listAll(10, check, 0, nil)
		if end != engine.Done || sols.Len() != 724 || st.Solutions != 724 || switches.Load() != 1000 {
			t.Fatalf("%s: end %v, %d solutions (stats %d) after %d switches, want done and 724", check, end, sols.Len(), st.Solutions, switches.Load())
		}
		for i := range want.Len() {
			if !slices.Equal(sols.At(i), want.At(i)) {
				t.Fatalf("%s: solution %d is %v, want %v", check, i, sols.At(i), want.At(i))
			}
		}
		resyncs := 0
		for _, e := range events {
			if e.Kind == engine.Resync {
				resyncs++
			}
		}
		if resyncs == 0 || aside == 0 {
			t.Errorf("%s: %d resyncs in %d events, %d solutions aside: the switch was never tried", check, resyncs, len(events), aside)
		}
		if err := replayStream(10, events[:len(events)-1], &sols, false, true); err != nil {
			t.Errorf("%s: %v", check, err)
		}
		deadline := time.Now().Add(5 * time.Second)
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			t.Errorf("%s: %d goroutines left, %d before", check, n, before)
		}
	}
}

// Watching switched on at the poll a solution makes, after the solver read
// it: the solution still comes aside, and the first step is the Resync
// that restates the board, never a Solution over a board nobody was shown.
func TestSolutionAsideWhenWatchingTurnsOnAtIt(t *testing.T) {
	for _, check := range Checks() {
		var events []engine.Event
		var watching atomic.Bool
		tr := engine.NewSwitchTracer(func(e engine.Event) { events = append(events, e) }, &watching,
			func() bool { watching.Store(true); return true }) // n=8 polls first at its first solution
		if end := (&Solver{N: 8, Check: check, Limit: 2}).Search(tr); end != engine.LimitReached {
			t.Fatalf("%v: end %v, want the limit", check, end)
		}
		if len(events) < 2 || !events[0].Aside || events[0].Kind != engine.Solution {
			t.Fatalf("%v: events %v, want the first solution aside", check, events)
		}
		if e := events[1]; e.Kind != engine.Resync || e.Aside {
			t.Errorf("%v: the first step is %v, want the Resync", check, e)
		}
		last := events[len(events)-1]
		if last.Kind != engine.Solution || last.Aside || last.Seq == 0 || !slices.Equal(last.Result.([]byte), []byte{0, 5, 7, 2, 6, 3, 1, 4}) {
			t.Errorf("%v: last event %v (result %v), want the second solution as a step", check, last, last.Result)
		}
	}
}

// Reporting solutions costs no allocation per solution: listing n=10's 724
// allocates what listing n=6's 4 does.
func TestSolutionsAllocateNothingEach(t *testing.T) {
	allocs := func(n int) float64 {
		s := &Solver{N: n, Check: Bitmask}
		tr := engine.NewResultTracer(func(engine.Event) {})
		return testing.AllocsPerRun(20, func() { tr.Stats = engine.Stats{}; s.Search(tr) })
	}
	if small, large := allocs(6), allocs(10); large != small {
		t.Errorf("n=10 allocates %v times a search, n=6 %v", large, small)
	}
}
