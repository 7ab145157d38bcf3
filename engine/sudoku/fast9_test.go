package sudoku

import (
	"testing"
)

// TestFast9MatchesMRV checks that the 9x9 fast path makes the very search
// of the general MRV search, and of Singles: same solutions, same counters.
func TestFast9MatchesMRV(t *testing.T) {
	var grids []Grid
	// top1465 and the diabolical sample: the sets the fast path is tuned on,
	// with many dead ends among their placements.
	for _, name := range []string{"sudoku_norvig_top95.txt", "sudoku_17clue_sample500.txt", "sudoku_norvig_easy50.txt",
		"sudoku_magictour_top1465.txt", "sudoku_qqwing_diabolical_sample500.txt"} {
		grids = append(grids, readPuzzles(t, name)...)
	}
	for _, a := range readAnswered(t, "sudoku_edge_cases.txt") {
		grids = append(grids, mustParse(t, a.puzzle))
	}
	for _, st := range []Strategy{MRV, Singles} {
		for _, limit := range []int{1, 2, 0} {
			for i, g := range grids {
				if limit == 0 && g.Filled() < 20 {
					continue // the empty grid and other wide-open ones
				}
				var fastSol, slowSol []Grid
				fast := Solver{Strategy: st, Limit: limit}
				slow := Solver{Strategy: st, Limit: limit, generic: true}
				ft, gt := solutionsTo(&fastSol), solutionsTo(&slowSol)
				fe, ge := fast.Run(g, ft), slow.Run(g, gt)
				if Validate(g) == nil && (fast.fast9 == nil || slow.fast9 != nil) {
					t.Fatalf("puzzle %d: the fast path was not the one taken", i)
				}
				if fe != ge || ft.Stats != gt.Stats || len(fastSol) != len(slowSol) {
					t.Fatalf("%v puzzle %d limit %d: fast %v %+v, general %v %+v", st, i, limit, fe, ft.Stats, ge, gt.Stats)
				}
				for j := range fastSol {
					if fastSol[j] != slowSol[j] {
						t.Fatalf("puzzle %d: solution %d differs", i, j)
					}
				}
			}
		}
	}
}
