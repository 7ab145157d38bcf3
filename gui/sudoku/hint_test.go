package sudoku

import (
	"testing"

	"backtracklab/engine/sudoku"
)

// gridOf builds a grid from row strings, '.' for empty.
func gridOf(t *testing.T, rows string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(rows)
	if err != nil {
		t.Fatalf("bad test grid: %v", err)
	}
	return g
}

func TestFindHint(t *testing.T) {
	for name, tc := range map[string]struct {
		grid    string
		want    string // the hint's text, or the problem
		cell    sudoku.Cell
		digit   int
		success bool
	}{
		"hidden single in a box": {
			// 1s in rows 2 and 3 and columns 2 and 3 leave r1c1 as the
			// only place for 1 in box 1.
			grid: "........." + "....1...." + ".......1." + ".1......." + "........." +
				"........." + "..1......" + "........." + ".........",
			want: "r1c1 must be 1: it is the only place for 1 in box 1", cell: sudoku.Cell{Row: 0, Col: 0}, digit: 1, success: true,
		},
		"naked single": {
			grid: "12345678." + "........." + "........." + "........." + "........." +
				"........." + "........." + "........." + ".........",
			want: "r1c9 must be 9: every other digit is already in its row, column or box", cell: sudoku.Cell{Row: 0, Col: 8}, digit: 9, success: true,
		},
		"a cell with no digit left": {
			grid: "12345678." + "........9" + "........." + "........." + "........." +
				"........." + "........." + "........." + ".........",
			want: "r1c9 has no digit left: a digit in its row, column or box must be wrong",
		},
		"a digit with no place left": {
			grid: "..1." + ".2.." + "1..." + "....",
			want: "1 has no place left in box 1: a digit there must be wrong",
		},
		"nothing forced": {
			grid: "........." + "........." + "........." + "........." + "........." +
				"........." + "........." + "........." + ".........",
		},
	} {
		t.Run(name, func(t *testing.T) {
			g := gridOf(t, tc.grid)
			h, told, ok := findHint(g)
			problem := ""
			if told != nil {
				problem = told()
			}
			if ok != tc.success {
				t.Fatalf("ok = %v (hint %+v, problem %q), want %v", ok, h, problem, tc.success)
			}
			if ok {
				if h.cell != tc.cell || h.digit != tc.digit {
					t.Fatalf("hint %s=%d, want %s=%d", cellName(h.cell.Row, h.cell.Col), h.digit,
						cellName(tc.cell.Row, tc.cell.Col), tc.digit)
				}
				if got := h.text(g.Size()); got != tc.want {
					t.Fatalf("text %q, want %q", got, tc.want)
				}
				return
			}
			if problem != tc.want {
				t.Fatalf("problem %q, want %q", problem, tc.want)
			}
		})
	}
}

func TestHiddenSingleInARow(t *testing.T) {
	g := gridOf(t, "12345678."+"........."+"........."+"........."+"........."+
		"........."+"........."+"........."+".........")
	var cands [sudoku.MaxCells]sudoku.Digits
	for i := range 81 {
		cands[i] = sudoku.Candidates(g, i/9, i%9)
	}
	h, problem, ok := hiddenSingle(g, &cands, sudoku.Row)
	if !ok || problem != nil {
		t.Fatalf("no hidden single in a row (ok %v, problem %v)", ok, problem != nil)
	}
	if want := "r1c9 must be 9: it is the only place for 9 in row 1"; h.text(9) != want {
		t.Fatalf("text %q, want %q", h.text(9), want)
	}
	if _, _, ok := hiddenSingle(g, &cands, sudoku.Column); ok {
		t.Fatal("found a hidden single in a column, there is none")
	}
}

// TestFindHintAgreesWithSolution follows hints from a puzzle that singles
// solve to the end: every hint must be the solution's digit.
func TestFindHintAgreesWithSolution(t *testing.T) {
	g, err := loadSample(1) // Project Euler 96 #1: singles solve it
	if err != nil {
		t.Fatal(err)
	}
	solution, _, _ := sudoku.Solve(g, sudoku.MRV)
	steps := 0
	for !g.Full() {
		h, problem, ok := findHint(g)
		if !ok {
			t.Fatalf("after %d hints: no hint (problem told: %v) on\n%s", steps, problem != nil, g.Pretty())
		}
		if want := solution.At(h.cell.Row, h.cell.Col); h.digit != want {
			t.Fatalf("hint %s says %d, the solution has %d", h.text(9), h.digit, want)
		}
		g.Set(h.cell.Row, h.cell.Col, h.digit)
		steps++
	}
	if steps != 49 {
		t.Fatalf("%d hints filled the grid, want the 49 empty cells", steps)
	}
}
