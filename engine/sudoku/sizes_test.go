package sudoku

import (
	"fmt"
	"testing"

	"backtracklab/engine"
)

// patternSolution is a full valid grid of the given box size, built from
// the classic pattern: row r is row 0 shifted by box*(r%box) + r/box.
func patternSolution(box int) Grid {
	n := box * box
	g, _ := NewGrid(n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			g.Set(r, c, (box*(r%box)+r/box+c)%n+1)
		}
	}
	return g
}

// blank empties the cells picked by a fixed linear congruential sequence,
// so the puzzle is the same on every run.
func blank(g Grid, cells int) Grid {
	total := g.NumCells()
	x := uint32(12345)
	for emptied := 0; emptied < cells; {
		x = x*1103515245 + 12345
		c := int(x>>8) % total
		if g.cells[c] != 0 {
			g.cells[c] = 0
			emptied++
		}
	}
	return g
}

func TestAllSizes(t *testing.T) {
	for _, tc := range []struct {
		box, blanks int
		slow        bool // the fixed-order strategies can do it
	}{
		{2, 10, true}, {3, 50, true}, {4, 60, true}, {4, 160, false}, {4, 200, false},
	} {
		full := patternSolution(tc.box)
		if Validate(full) != nil || !full.Full() {
			t.Fatalf("pattern %d is not a solution", tc.box)
		}
		puzzle := blank(full, tc.blanks)
		if back := mustParse(t, puzzle.String()); back != puzzle {
			t.Fatalf("%dx%d puzzle does not round-trip", puzzle.Size(), puzzle.Size())
		}
		for _, st := range Strategies {
			if !tc.slow && st != MRV {
				continue
			}
			sol, end, stats := Solve(puzzle, st)
			name := fmt.Sprintf("%dx%d with %d blanks (%s)", puzzle.Size(), puzzle.Size(), tc.blanks, st)
			if end != engine.LimitReached || stats.Solutions != 1 {
				t.Errorf("%s: %v, %d solutions", name, end, stats.Solutions)
				continue
			}
			checkSolution(t, name, puzzle, sol)
		}
	}
}

func TestEmpty4x4Has288Solutions(t *testing.T) {
	empty, _ := NewGrid(4)
	for _, st := range Strategies {
		s := Solver{Strategy: st}
		tr := engine.NewTracer(nil)
		if end := s.Run(empty, tr); end != engine.Done || tr.Stats.Solutions != 288 {
			t.Errorf("%s: %v with %d solutions, want 288", st, end, tr.Stats.Solutions)
		}
	}
	if n := CountSolutions(empty, 0); n != 288 {
		t.Errorf("CountSolutions = %d", n)
	}
}

func TestEmpty16x16IsSolved(t *testing.T) {
	empty, _ := NewGrid(16)
	sol, end, _ := Solve(empty, MRV)
	if end != engine.LimitReached {
		t.Fatalf("ended %v", end)
	}
	checkSolution(t, "empty 16x16", empty, sol)
}
