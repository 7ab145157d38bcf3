package sudoku

import (
	"math/rand/v2"
	"testing"

	"backtracklab/engine"
)

// pastedGrids16 makes count random 16x16 grids as a new user pastes them:
// 66 to 70 givens each, put one at a time in random cells with random
// digits, a digit kept only where it clashes with none (PCG seeded s1,
// s2). The uniqueness set in testdata (unique16.txt) was made this way.
func pastedGrids16(s1, s2 uint64, count int) []Grid {
	rng := rand.New(rand.NewPCG(s1, s2))
	grids := make([]Grid, 0, count)
	for range count {
		g, _ := NewGrid(16)
		// The digits in each row, column and box: a digit clashes (Validate
		// fails) where its cell's units have it already.
		var rows, cols, boxes [16]Digits
		want := 66 + rng.IntN(5)
		for placed := 0; placed < want; {
			r, c, d := rng.IntN(16), rng.IntN(16), 1+rng.IntN(16)
			bit, b := Digits(1)<<(d-1), r/4*4+c/4
			if g.At(r, c) != 0 || (rows[r]|cols[c]|boxes[b])&bit != 0 {
				continue
			}
			g.Set(r, c, d)
			rows[r], cols[c], boxes[b] = rows[r]|bit, cols[c]|bit, boxes[b]|bit
			placed++
		}
		grids = append(grids, g)
	}
	return grids
}

// cappedTracer stops a search at its first poll past nodes nodes: the
// general search and the fast path poll at the same nodes, so both stop
// at the same place.
func cappedTracer(nodes uint64) *engine.Tracer {
	var t *engine.Tracer
	t = engine.NewPolledTracer(func() bool { return t.Stats.Nodes < nodes })
	return t
}

// TestFast16MatchesMRV checks that the 16x16 fast path makes the very
// search of the general MRV search, and of Singles: same end, same
// counters, same last solution, on random pasted grids and the slow set,
// each search stopped at its first poll past 1000 nodes (most random
// grids are answered before).
func TestFast16MatchesMRV(t *testing.T) {
	type trial struct {
		grids   []Grid
		st      Strategy
		limit   int
		nodes   uint64
		slowSet bool
	}
	random := pastedGrids16(7, 16, 12)
	var slowSet []Grid
	for _, u := range readUnique16(t)[:6] {
		slowSet = append(slowSet, u.grid)
	}
	// A few of the slow set, only as the uniqueness check searches them,
	// and not far: the general search is the slow one here.
	trials := []trial{{random, MRV, 1, 1000, false}, {random, MRV, 2, 1000, false},
		{random, Singles, 2, 1000, false}, {slowSet, MRV, 2, 1000, true}}
	for _, tr := range trials {
		st, limit := tr.st, tr.limit
		for i, g := range tr.grids {
			fast := Solver{Strategy: st, Limit: limit}
			slow := Solver{Strategy: st, Limit: limit, generic: true}
			ft, gt := cappedTracer(tr.nodes), cappedTracer(tr.nodes)
			fe, ge := fast.Run(g, ft), slow.Run(g, gt)
			if Validate(g) == nil && (fast.fast16 == nil || slow.fast16 != nil) {
				t.Fatalf("grid %d: the fast path was not the one taken", i)
			}
			if fe != ge || ft.Stats != gt.Stats {
				t.Fatalf("%v grid %d (slow set %v) limit %d: fast %v %+v, general %v %+v", st, i, tr.slowSet, limit, fe, ft.Stats, ge, gt.Stats)
			}
			if ft.Stats.Solutions > 0 && fast.fast16.result != slow.mrv.result {
				t.Fatalf("%v grid %d limit %d: last solutions differ", st, i, limit)
			}
		}
	}
}

// TestLockedTakes checks the shortcut the locked16 table is built with
// against the rules themselves, on every 4x4 and 3x3 band matrix.
func TestLockedTakes(t *testing.T) {
	tables16.Do(makeTables16)
	for _, b := range []int{3, 4} {
		for m := range 1 << (b * b) {
			took := false
			lockedRules(uint16(m), b, func(int, int, int, bool) bool {
				took = true
				return true
			})
			if lockedTakes(uint16(m), b) != took {
				t.Fatalf("b=%d m=%#x: lockedTakes %v, lockedRules took %v", b, m, !took, took)
			}
			if b == 4 && (locked16[m/64]>>(m%64)&1 != 0) != took {
				t.Fatalf("locked16 wrong at %#x", m)
			}
		}
	}
}
