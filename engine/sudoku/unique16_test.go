package sudoku

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"backtracklab/engine"
)

// unique16 is a line of sudoku_16x16_slow_unique.txt: a pasted 16x16
// grid, how it was made, and its answer to the uniqueness check (0, 1,
// or 2 for two or more).
type unique16 struct {
	name   string // seeds and index, as pastedGrids16 makes it
	grid   Grid
	answer int
}

// readUnique16 reads the slow 16x16 set: NAME:PUZZLE:ANSWER lines, NAME
// being s<seed1>_<seed2>_i<index>.
func readUnique16(t testing.TB) []unique16 {
	t.Helper()
	var set []unique16
	for _, l := range readLines(t, "sudoku_16x16_slow_unique.txt") {
		f := strings.Split(l, ":")
		if len(f) != 3 {
			t.Fatalf("bad line %q", l)
		}
		a, err := strconv.Atoi(f[2])
		if err != nil || a < 0 || a > 2 {
			t.Fatalf("bad answer in %q", l)
		}
		set = append(set, unique16{name: f[0], grid: mustParse(t, f[1]), answer: a})
	}
	return set
}

// unique16Nodes is the node budget of TestUnique16Answers per grid: with
// the filling rule each grid is answered in a few dozen nodes (without
// it, some took millions); a grid that needs more fails the test.
const unique16Nodes = 2000

// TestUnique16Answers checks the uniqueness answers of the slow 16x16
// set: the grid the set's README names as made with those seeds and
// that index is the one in the file, and the search (MRV, limit 2, the
// fast path) gives the recorded answer, with solutions that keep the
// rules and the givens.
func TestUnique16Answers(t *testing.T) {
	set := readUnique16(t)
	made := map[[2]uint64][]Grid{}
	for _, u := range set {
		var s1, s2 uint64
		var ix int
		if _, err := fmt.Sscanf(u.name, "s%d_%d_i%d", &s1, &s2, &ix); err != nil {
			t.Fatalf("%s: %v", u.name, err)
		}
		if len(made[[2]uint64{s1, s2}]) <= ix {
			made[[2]uint64{s1, s2}] = pastedGrids16(s1, s2, ix+1)
		}
		if made[[2]uint64{s1, s2}][ix] != u.grid {
			t.Fatalf("%s: not the grid those seeds make", u.name)
		}
	}
	for _, u := range set {
		t.Run(u.name, func(t *testing.T) {
			s := Solver{Strategy: MRV, Limit: 2}
			tr := cappedTracer(unique16Nodes)
			end := s.Run(u.grid, tr)
			if s.fast16 == nil {
				t.Fatal("the fast path was not taken")
			}
			got := int(tr.Stats.Solutions)
			if got > 0 {
				checkSolution(t, u.name, u.grid, s.fast16.result)
			}
			if got > u.answer {
				t.Fatalf("found %d solutions, the answer is %d", got, u.answer)
			}
			if end == engine.Stopped {
				t.Fatalf("answer %d not reached within %d nodes (%d solutions found)", u.answer, unique16Nodes, got)
			}
			if got != u.answer {
				t.Fatalf("answer %d (%v), want %d", got, end, u.answer)
			}
		})
	}
}

// BenchmarkUnique16 answers the uniqueness check (MRV, limit 2) of the
// grids of the slow 16x16 set, as `sudoku -count-solutions` does: "all"
// runs the whole set and reports the worst and the median time a grid
// took, and each grid has its own sub-benchmark by name.
func BenchmarkUnique16(b *testing.B) {
	set := readUnique16(b)
	b.Run("all", func(b *testing.B) {
		s := Solver{Strategy: MRV, Limit: 2}
		t := engine.NewTracer(nil)
		worst := make([]time.Duration, len(set))
		for b.Loop() {
			for i, u := range set {
				start := time.Now()
				s.Run(u.grid, t)
				worst[i] = max(worst[i], time.Since(start))
			}
		}
		slices.Sort(worst)
		b.ReportMetric(worst[len(worst)-1].Seconds(), "worst-s/grid")
		b.ReportMetric(worst[len(worst)/2].Seconds(), "median-s/grid")
		b.ReportMetric(float64(t.Stats.Nodes)/float64(b.N*len(set)), "nodes/grid")
	})
	for _, u := range set {
		b.Run(u.name, func(b *testing.B) {
			s := Solver{Strategy: MRV, Limit: 2}
			t := engine.NewTracer(nil)
			for b.Loop() {
				s.Run(u.grid, t)
			}
			b.ReportMetric(float64(t.Stats.Nodes)/float64(b.N), "nodes/op")
		})
	}
}
