package queens

import (
	"bytes"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"backtracklab/engine"
)

// solverMaxN is the largest board each check counts in unit tests. Scan
// and arrays try every square, so n=14 takes them seconds: they stop at 12
// in -short mode. The race detector slows this single-goroutine search
// tenfold and has nothing to find in it, so it stops earlier still.
func solverMaxN(check Check) int {
	switch {
	case raceEnabled && check == Bitmask:
		return 13
	case raceEnabled:
		return 11
	case testing.Short() && check != Bitmask:
		return 12
	}
	return 14
}

func TestSolverCountsMatchPublishedCounts(t *testing.T) {
	for _, check := range Checks() {
		for _, k := range knownCounts(t, solverMaxN(check)) {
			t.Run(fmt.Sprintf("%s/n=%d", check, k.n), func(t *testing.T) {
				tr := engine.NewTracer(nil)
				end := (&Solver{N: k.n, Check: check}).Search(tr)
				if tr.Stats.Solutions != k.all {
					t.Errorf("Solutions = %d, want %d", tr.Stats.Solutions, k.all)
				}
				want := engine.Done
				if k.all == 0 {
					want = engine.NoSolution
				}
				if end != want {
					t.Errorf("end = %v, want %v", end, want)
				}
			})
		}
	}
}

func TestSolverListsTheSameSolutionsAsBruteForce(t *testing.T) {
	for n := 1; n <= 8; n++ {
		want := naiveSolutions(n)
		for _, check := range Checks() {
			got, _, _ := listAll(n, check, 0, nil)
			if got.Len() != len(want) {
				t.Fatalf("%s n=%d: %d solutions, want %d", check, n, got.Len(), len(want))
			}
			for i, w := range want {
				if !slices.Equal(got.At(i), w) {
					t.Fatalf("%s n=%d: solution %d = %v, want %v", check, n, i, got.At(i), w)
				}
			}
		}
	}
}

func TestSolverN8FirstAndLastSolutions(t *testing.T) {
	got, _, _ := listAll(8, Bitmask, 0, nil)
	if got.Len() != 92 {
		t.Fatalf("%d solutions, want 92", got.Len())
	}
	if first := got.At(0); !slices.Equal(first, []byte{0, 4, 7, 5, 2, 6, 1, 3}) {
		t.Errorf("first = %v", first)
	}
	if last := got.At(91); !slices.Equal(last, []byte{7, 3, 0, 2, 5, 1, 6, 4}) {
		t.Errorf("last = %v", last)
	}
}

func TestSolverSolutionsAreValidSortedAndDistinct(t *testing.T) {
	got, _, _ := listAll(11, Bitmask, 0, nil)
	if got.Len() != 2680 {
		t.Fatalf("%d solutions, want 2680", got.Len())
	}
	for i := range got.Len() {
		if !naiveValid(got.At(i)) {
			t.Fatalf("solution %d %v is not valid", i, got.At(i))
		}
		if i > 0 && bytes.Compare(got.At(i-1), got.At(i)) >= 0 {
			t.Fatalf("solutions %d and %d out of order: %v %v", i-1, i, got.At(i-1), got.At(i))
		}
	}
}

// Each check counts the same watched or not, Checks included. Scan and
// Arrays make the same tries; Bitmask places the same queens, undoes them
// and finds the same solutions, but tries only its placements, rejects
// none and makes one check per row frame: the root's, and one under every
// queen above the last row (a queen in the last row is a solution).
func TestSolverStatsAgreeAcrossChecksAndWatching(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 6, 8, 9} {
		for _, limit := range []int{0, 1, 3} {
			var base engine.Stats
			for i, check := range Checks() {
				var unwatched engine.Stats
				for _, watched := range []bool{false, true} {
					var watch func(engine.Event)
					if watched {
						watch = func(engine.Event) {}
					}
					_, st, _ := listAll(n, check, limit, watch)
					if !watched {
						unwatched = st
					} else if st != unwatched {
						t.Errorf("n=%d limit=%d %s: watched %+v, unwatched %+v", n, limit, check, st, unwatched)
					}
					st.Checks = 0
					switch {
					case i == 0 && !watched:
						base = st
					case check == Bitmask:
						want := base
						want.Nodes = base.Placements
						want.Rejections = [engine.NumConflicts]uint64{}
						if st != want {
							t.Errorf("n=%d limit=%d bitmask watched=%v: stats %+v, want %+v", n, limit, watched, st, want)
						}
						if frames := 1 + st.Placements - st.Solutions; unwatched.Checks != frames {
							t.Errorf("n=%d limit=%d bitmask: %d checks, want one per frame: %d", n, limit, unwatched.Checks, frames)
						}
					case st != base:
						t.Errorf("n=%d limit=%d %s watched=%v: stats %+v, want %+v", n, limit, check, watched, st, base)
					}
				}
			}
		}
	}
}

func TestSolverStatsN8(t *testing.T) {
	// The full n=8 search: 1964 queens placed above the last row, so 1965
	// row frames (the root's and one under each), 92 queens placed in the
	// last row, each a solution. Scan and arrays try the 8 squares of every
	// frame; only their checks differ: scan compares with queens row by
	// row; arrays make 1 lookup per column clash, 2 per "\" clash, 3 per
	// "/" clash or placement. Bitmask computes each frame's free squares
	// with one check and tries only those: 2,056 tries, all placements.
	want := engine.Stats{Nodes: 15720, Placements: 2056, Backtracks: 2056, Solutions: 92}
	want.Rejections[engine.SameColumn] = 10212
	want.Rejections[engine.SameDiagonal] = 2088
	want.Rejections[engine.SameAntiDiagonal] = 1364
	wants := map[Check]engine.Stats{Scan: want, Arrays: want,
		Bitmask: {Nodes: 2056, Checks: 1965, Placements: 2056, Backtracks: 2056, Solutions: 92}}
	wantChecks := map[Check]uint64{Scan: 94077, Arrays: 24648, Bitmask: 1965}
	for _, check := range Checks() {
		for _, watched := range []bool{false, true} {
			var watch func(engine.Event)
			if watched {
				watch = func(engine.Event) {}
			}
			_, st, end := listAll(8, check, 0, watch)
			if end != engine.Done {
				t.Errorf("%s watched=%v: end = %v", check, watched, end)
			}
			want := wants[check]
			want.Checks = wantChecks[check]
			if st != want {
				t.Errorf("%s watched=%v: stats %+v, want %+v", check, watched, st, want)
			}
		}
	}
}

func TestSolverLimit(t *testing.T) {
	for _, check := range Checks() {
		for _, watched := range []bool{false, true} {
			var events []engine.Event
			var watch func(engine.Event)
			if watched {
				watch = func(e engine.Event) { events = append(events, e) }
			}
			got, st, end := listAll(8, check, 5, watch)
			if end != engine.LimitReached {
				t.Errorf("%s: end = %v, want %v", check, end, engine.LimitReached)
			}
			if got.Len() != 5 || st.Solutions != 5 {
				t.Errorf("%s: %d solutions listed, %d counted, want 5", check, got.Len(), st.Solutions)
			}
			if !slices.Equal(got.At(4), []byte{1, 3, 5, 7, 2, 0, 6, 4}) {
				t.Errorf("%s: fifth solution %v", check, got.At(4))
			}
			if watched && events[len(events)-1].Kind != engine.Solution {
				t.Errorf("%s: last event %v, want a solution", check, events[len(events)-1])
			}
			// The limit stops the search right after the solution: the
			// queens on the board are not taken back.
			if st.Placements-st.Backtracks != 8 {
				t.Errorf("%s: placements %d - backtracks %d, want 8 left on the board", check, st.Placements, st.Backtracks)
			}
		}
	}
}

func TestSolverLimitAboveTheCountFindsAll(t *testing.T) {
	got, _, end := listAll(6, Arrays, 5, nil)
	if end != engine.Done || got.Len() != 4 {
		t.Errorf("end %v with %d solutions, want done with 4", end, got.Len())
	}
}

func TestSolverRefusesBadInput(t *testing.T) {
	for _, s := range []Solver{{N: 0}, {N: -1}, {N: 33}, {N: 4, Check: Check(7)}} {
		tr := engine.NewTracer(nil)
		if end := s.Search(tr); end != engine.NoSolution || tr.Stats.Nodes != 0 {
			t.Errorf("%+v: end %v after %d nodes, want no solution at once", s, end, tr.Stats.Nodes)
		}
	}
}

func TestSolverN4EventStream(t *testing.T) {
	want := strings.Split(strings.TrimSpace(`
enter d0 f1
try d0 (0,0)=0
place d0 (0,0)=0
enter d1 f2
try d1 (1,0)=0
reject d1 (1,0)=0 column by (0,0)
try d1 (1,1)=0
reject d1 (1,1)=0 diagonal by (0,0)
try d1 (1,2)=0
place d1 (1,2)=0
enter d2 f3
try d2 (2,0)=0
reject d2 (2,0)=0 column by (0,0)
try d2 (2,1)=0
reject d2 (2,1)=0 anti-diagonal by (1,2)
try d2 (2,2)=0
reject d2 (2,2)=0 column by (1,2)
try d2 (2,3)=0
reject d2 (2,3)=0 diagonal by (1,2)
leave d2 f3
undo d1 (1,2)=0
try d1 (1,3)=0
place d1 (1,3)=0
enter d2 f4
try d2 (2,0)=0
reject d2 (2,0)=0 column by (0,0)
try d2 (2,1)=0
place d2 (2,1)=0
enter d3 f5
try d3 (3,0)=0
reject d3 (3,0)=0 column by (0,0)
try d3 (3,1)=0
reject d3 (3,1)=0 column by (2,1)
try d3 (3,2)=0
reject d3 (3,2)=0 diagonal by (2,1)
try d3 (3,3)=0
reject d3 (3,3)=0 column by (1,3)
leave d3 f5
undo d2 (2,1)=0
try d2 (2,2)=0
reject d2 (2,2)=0 diagonal by (0,0)
`), "\n")
	// Bitmask: each frame computes its free squares (bit c for column c,
	// column 0 on the right) and tries only those. Row 1 under (0,0):
	// columns 0 (column) and 1 (diagonal) attacked, 2 and 3 free; row 2
	// under (1,2): none free; under (1,3): column 1 alone.
	wantBitmask := strings.Split(strings.TrimSpace(`
enter d0 f1
choose d0 (0,0) 4 of 1111
try d0 (0,0)=0
place d0 (0,0)=0
enter d1 f2
choose d1 (1,0) 2 of 1100
try d1 (1,2)=0
place d1 (1,2)=0
enter d2 f3
choose d2 (2,0) 0 of 0
leave d2 f3
undo d1 (1,2)=0
try d1 (1,3)=0
place d1 (1,3)=0
enter d2 f4
choose d2 (2,0) 1 of 10
try d2 (2,1)=0
place d2 (2,1)=0
enter d3 f5
choose d3 (3,0) 0 of 0
leave d3 f5
undo d2 (2,1)=0
leave d2 f4
undo d1 (1,3)=0
leave d1 f2
undo d0 (0,0)=0
try d0 (0,1)=0
place d0 (0,1)=0
enter d1 f6
choose d1 (1,0) 1 of 1000
try d1 (1,3)=0
place d1 (1,3)=0
enter d2 f7
choose d2 (2,0) 1 of 1
try d2 (2,0)=0
place d2 (2,0)=0
enter d3 f8
choose d3 (3,0) 1 of 100
try d3 (3,2)=0
place d3 (3,2)=0
solution d3
undo d3 (3,2)=0
leave d3 f8
`), "\n")
	for _, check := range Checks() {
		var got []string
		listAll(4, check, 0, func(e engine.Event) { got = append(got, e.String()) })
		want := want
		if check == Bitmask {
			want = wantBitmask
		}
		if len(got) < len(want) {
			t.Fatalf("%s: only %d events", check, len(got))
		}
		for i, w := range want {
			if got[i] != w {
				t.Fatalf("%s: event %d = %q, want %q", check, i, got[i], w)
			}
		}
	}
}

// Scan and arrays emit the same events but for Checks. Bitmask's are
// theirs without the rejected tries, and with a Choose after every Enter
// whose mask holds exactly the columns the frame places a queen in.
func TestSolverEventStreamsAgreeAcrossChecks(t *testing.T) {
	for _, n := range []int{5, 7} {
		events := map[Check][]engine.Event{}
		for _, check := range Checks() {
			listAll(n, check, 0, func(e engine.Event) {
				e.Checks, e.Seq = 0, 0 // Checks: where the checks differ
				e.Result = nil         // the solver's slice, overwritten since (listAll compares the solutions)
				events[check] = append(events[check], e)
			})
		}
		scan := events[Scan]
		if !slices.Equal(events[Arrays], scan) {
			t.Errorf("n=%d: arrays' events differ from scan's", n)
		}
		var kept []engine.Event
		for i, e := range scan {
			if e.Kind == engine.Try && scan[i+1].Kind == engine.Reject || e.Kind == engine.Reject {
				continue
			}
			kept = append(kept, e)
		}
		var choices []engine.Event
		placed := map[uint32]int{} // frame: the mask of its Place columns
		var bitmask []engine.Event
		for _, e := range events[Bitmask] {
			switch e.Kind {
			case engine.Choose:
				choices = append(choices, e)
				continue
			case engine.Place:
				placed[e.Frame] |= 1 << e.Col
			}
			bitmask = append(bitmask, e)
		}
		if !slices.Equal(bitmask, kept) {
			t.Errorf("n=%d: bitmask's events without its choices are not scan's without its rejected tries", n)
		}
		for _, c := range choices {
			if c.Value != placed[c.Frame] || c.Count != bits.OnesCount(uint(c.Value)) || c.Row != c.Depth || c.Col != 0 {
				t.Fatalf("n=%d: %v in frame %d, whose queens stand in columns %b", n, c, c.Frame, placed[c.Frame])
			}
		}
		if frames := len(choices); frames == 0 || uint64(frames) != countEnters(events[Bitmask]) {
			t.Errorf("n=%d: %d choices in %d frames", n, frames, countEnters(events[Bitmask]))
		}
	}
}

func countEnters(events []engine.Event) uint64 {
	var n uint64
	for _, e := range events {
		if e.Kind == engine.Enter {
			n++
		}
	}
	return n
}
