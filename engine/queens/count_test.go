package queens

import (
	"fmt"
	"slices"
	"testing"

	"backtracklab/engine"
)

func TestCountMatchesPublishedCounts(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, k := range knownCounts(t, 14) {
			tr := engine.NewTracer(nil)
			total, end := Count(k.n, workers, tr)
			if total != k.all || end != found(k.all) {
				t.Errorf("Count(%d, %d) = %d, %v, want %d", k.n, workers, total, end, k.all)
			}
			if tr.Stats.Solutions != k.all || tr.Counted() != k.all || !tr.Stats.CountOnly {
				t.Errorf("Count(%d, %d): Stats.Solutions = %d, counted so far %d, count only %v", k.n, workers, tr.Stats.Solutions, tr.Counted(), tr.Stats.CountOnly)
			}
			tu := engine.NewTracer(nil)
			unique, end := CountUnique(k.n, workers, tu)
			if unique != k.unique || end != found(k.all) || tu.Counted() != k.all || !tu.Stats.CountOnly {
				t.Errorf("CountUnique(%d, %d) = %d, %v, counted %d, count only %v, want %d of %d", k.n, workers, unique, end, tu.Counted(), tu.Stats.CountOnly, k.unique, k.all)
			}
		}
	}
}

func TestCountLargeBoards(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("n=15 and 16 take seconds")
	}
	for _, k := range knownCounts(t, 16)[14:] {
		t.Run(fmt.Sprint(k.n), func(t *testing.T) {
			total, _ := Count(k.n, 0, engine.NewTracer(nil))
			classes, unique, _ := countClasses(k.n, 0, engine.NewTracer(nil))
			if total != k.all || classes != k.all || unique != k.unique {
				t.Errorf("n=%d: %d (symmetric search %d) and %d unique, want %d and %d", k.n, total, classes, unique, k.all, k.unique)
			}
		})
	}
}

// Each placement of the border queens is the smallest of its class, and
// the weights add up to the number of placements found by brute force.
func TestBordersCoverEveryPlacement(t *testing.T) {
	for n := 4; n <= 9; n++ {
		all := 0
		for top := range n {
			for bottom := range n {
				for left := range n {
					for right := range n {
						qs := [][2]int{{0, top}, {n - 1, bottom}, {left, 0}, {right, n - 1}}
						if onBorderLinesOnce(n, qs) && peaceful(distinct(qs)) {
							all++
						}
					}
				}
			}
		}
		sum := 0
		for _, b := range borders(n) {
			if w := int(b.weight); w != 1 && w != 2 && w != 4 && w != 8 {
				t.Errorf("n=%d: weight %d", n, w)
			}
			sum += int(b.weight)
		}
		if sum != all || all == 0 {
			t.Errorf("n=%d: weights add up to %d, want %d placements", n, sum, all)
		}
	}
}

// The placements as listed by turning their queens square by square, the
// plain way: borders, which takes the images by formula, lists the same.
func TestBordersMatchTurnedSquares(t *testing.T) {
	for n := 4; n <= 17; n++ {
		if got, want := borders(n), bordersByTurns(n); !slices.Equal(got, want) {
			t.Errorf("n=%d: %d placements, want %d (or they differ)", n, len(got), len(want))
		}
	}
}

// bordersByTurns is borders the plain way: every candidate's queens
// checked pair by pair (peaceful) and turned square by square
// (turnSquare) for its images.
func bordersByTurns(n int) []border {
	last := n - 1
	key := func(t, b, l, r int) int { return ((b*n+l)*n+r)*n + t }
	var out []border
	for bottom := range n {
		for left := range n {
			for right := range n {
				for top := range n {
					if (top == 0) != (left == 0) || (top == last) != (right == 0) ||
						(bottom == 0) != (left == last) || (bottom == last) != (right == last) {
						continue
					}
					b := border{top: int8(top), bottom: int8(bottom), left: int8(left), right: int8(right)}
					qs := b.queens(n, nil)
					if !peaceful(qs) {
						continue
					}
					own := key(top, bottom, left, right)
					var images [8]int
					smallest := true
					for s := range 8 {
						var t, bo, l, r int
						for _, q := range qs {
							row, col := turnSquare(s, n, q[0], q[1])
							switch {
							case row == 0:
								t = col
							case row == last:
								bo = col
							}
							switch {
							case col == 0:
								l = row
							case col == last:
								r = row
							}
						}
						images[s] = key(t, bo, l, r)
						if images[s] < own {
							smallest = false
							break
						}
					}
					if !smallest {
						continue
					}
					slices.Sort(images[:])
					b.weight = int8(len(slices.Compact(images[:])))
					out = append(out, b)
				}
			}
		}
	}
	return out
}

// turnSquare applies symmetry s (0..7: s&3 quarter turns, then a mirror if
// s&4) of the n×n board to the square (row, col).
func turnSquare(s, n, row, col int) (int, int) {
	for range s & 3 {
		row, col = col, n-1-row
	}
	if s&4 != 0 {
		col = n - 1 - col
	}
	return row, col
}

// peaceful reports whether no two of qs attack each other.
func peaceful(qs [][2]int) bool {
	for i, p := range qs {
		for _, q := range qs[:i] {
			dr, dc := p[0]-q[0], p[1]-q[1]
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				return false
			}
		}
	}
	return true
}

// onBorderLinesOnce reports whether the queens qs (row, col), the same
// queen possibly twice, put exactly one queen on each border line.
func onBorderLinesOnce(n int, qs [][2]int) bool {
	q := distinct(qs)
	for _, line := range []func(p [2]int) bool{
		func(p [2]int) bool { return p[0] == 0 },
		func(p [2]int) bool { return p[0] == n-1 },
		func(p [2]int) bool { return p[1] == 0 },
		func(p [2]int) bool { return p[1] == n-1 },
	} {
		on := 0
		for _, p := range q {
			if line(p) {
				on++
			}
		}
		if on != 1 {
			return false
		}
	}
	return true
}

func distinct(qs [][2]int) [][2]int {
	var out [][2]int
	for _, q := range qs {
		if !slices.Contains(out, q) {
			out = append(out, q)
		}
	}
	return out
}

// Meeting in the middle counts the fillings of every placement as the
// plain search of its free rows does, for every split of the rows.
func TestMeetingAgreesWithSearch(t *testing.T) {
	for _, k := range knownCounts(t, 12)[3:] {
		w := &borderWorker{budget: PollEvery}
		var total uint64
		for _, b := range borders(k.n) {
			w.f.setup(k.n, b)
			want := w.f.small(0, 0, w.f.cols, 0)
			total += uint64(b.weight) * want
			if w.f.rows < 2 {
				continue
			}
			for split := 1; split < w.f.rows; split++ {
				w.f.setupSplit(k.n, b, split)
				w.m.setup(&w.f, w)
				if got := w.m.run(); got != want {
					t.Errorf("n=%d %+v split %d: %d, want %d", k.n, b, split, got, want)
				}
			}
		}
		if total != k.all {
			t.Errorf("n=%d: %d, want %d", k.n, total, k.all)
		}
		// As Count goes: the placements that differ only above the first
		// lower row share the lower fillings listed for the first of
		// their group.
		tasks, groups := groupBorders(k.n)
		for g := range len(groups) - 1 {
			for i, b := range tasks[groups[g]:groups[g+1]] {
				w.f.setup(k.n, b)
				want := w.f.small(0, 0, w.f.cols, 0)
				if w.f.rows < 4 {
					continue
				}
				if i == 0 {
					w.m.setup(&w.f, w)
				}
				if got := w.m.run(); got != want {
					t.Errorf("n=%d %+v, in a group after %+v: %d, want %d", k.n, b, tasks[groups[g]], got, want)
				}
			}
		}
	}
}

// A worker's tasks allocate nothing once its buffers have grown to the
// largest task's size.
func TestBorderTasksDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	const n = 12
	w := &borderWorker{budget: PollEvery}
	tasks := borders(n)
	each := func() {
		for _, b := range tasks {
			w.f.setup(n, b)
			w.m.setup(&w.f, w)
			w.m.run()
		}
	}
	each()
	if allocs := testing.AllocsPerRun(3, each); allocs != 0 {
		t.Errorf("%v allocations for the %d tasks of n=%d", allocs, len(tasks), n)
	}
}

// The placements grouped together by their lower part (border.below)
// have the same first lower row as fill.setup finds it, and the same rows
// and attacks below it: their lower fillings are the same.
func TestGroupsShareTheirLowerPart(t *testing.T) {
	for n := 5; n <= maxMeetN; n++ {
		tasks, groups := groupBorders(n)
		if len(tasks) != len(borders(n)) || groups[len(groups)-1] != len(tasks) {
			t.Fatalf("n=%d: %d tasks in groups ending at %d, want %d", n, len(tasks), groups[len(groups)-1], len(borders(n)))
		}
		var f, g fill
		for i := range len(groups) - 1 {
			if size := groups[i+1] - groups[i]; size < 1 || size > maxGroup {
				t.Fatalf("n=%d: group %d holds %d placements", n, i, size)
			}
			first := tasks[groups[i]]
			f.setup(n, first)
			for _, b := range tasks[groups[i]:groups[i+1]] {
				g.setup(n, b)
				if b.below(n) != first.below(n) {
					t.Fatalf("n=%d: %+v grouped with %+v", n, b, first)
				}
				if g.rows < 2 {
					continue
				}
				if got := b.below(n) % n; got != int(g.row[g.split]) {
					t.Fatalf("n=%d %+v: below says the first lower row is %d, fill %d", n, b, got, g.row[g.split])
				}
				if g.rows != f.rows || g.split != f.split {
					t.Fatalf("n=%d %+v: %d rows split at %d, the group's first %d at %d", n, b, g.rows, g.split, f.rows, f.split)
				}
				for k := g.split; k < g.rows; k++ {
					if g.row[k] != f.row[k] || g.low[k] != f.low[k] || k+1 < g.rows && g.gap[k] != f.gap[k] {
						t.Fatalf("n=%d %+v: free row %d differs from the group's first %+v", n, b, k, first)
					}
				}
			}
		}
	}
}
