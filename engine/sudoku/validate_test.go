package sudoku

import (
	"errors"
	"reflect"
	"testing"
)

func TestValidateReportsTheConflict(t *testing.T) {
	cases := []struct {
		cells map[Cell]int
		want  ConflictError
		msg   string
	}{
		{map[Cell]int{{2, 1}: 5, {2, 6}: 5}, ConflictError{5, Row, 2, Cell{2, 1}, Cell{2, 6}}, "two 5s in row 3 (columns 2 and 7)"},
		{map[Cell]int{{0, 0}: 7, {8, 0}: 7}, ConflictError{7, Column, 0, Cell{0, 0}, Cell{8, 0}}, "two 7s in column 1 (rows 1 and 9)"},
		{map[Cell]int{{0, 0}: 3, {1, 2}: 3}, ConflictError{3, Box, 0, Cell{0, 0}, Cell{1, 2}}, "two 3s in box 1 (r1c1 and r2c3)"},
		{map[Cell]int{{4, 5}: 9, {3, 3}: 9}, ConflictError{9, Box, 4, Cell{3, 3}, Cell{4, 5}}, "two 9s in box 5 (r4c4 and r5c6)"},
	}
	for _, tc := range cases {
		var g Grid
		for c, v := range tc.cells {
			g.Set(c.Row, c.Col, v)
		}
		err := Validate(g)
		var ce *ConflictError
		if !errors.As(err, &ce) {
			t.Errorf("%s: got %v", tc.msg, err)
			continue
		}
		if *ce != tc.want || ce.Error() != tc.msg {
			t.Errorf("got %+v %q, want %+v %q", *ce, ce, tc.want, tc.msg)
		}
	}
}

func TestValidate16x16UsesLetters(t *testing.T) {
	g, _ := NewGrid(16)
	g.Set(15, 0, 11)
	g.Set(15, 15, 11)
	if err := Validate(g); err == nil || err.Error() != "two Bs in row 16 (columns 1 and 16)" {
		t.Fatalf("got %v", err)
	}
}

func TestValidateEdgeCases(t *testing.T) {
	// The first conflict found: rows, then columns, then boxes.
	want := map[int]string{
		4: "two 2s in column 1 (rows 1 and 3)",
		5: "two 5s in row 1 (columns 1 and 9)",
		6: "two 7s in column 1 (rows 1 and 9)",
		7: "two 3s in box 1 (r1c1 and r3c3)",
	}
	for _, a := range readAnswered(t, "sudoku_edge_cases.txt") {
		err := Validate(mustParse(t, a.puzzle))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != want[a.line] {
			t.Errorf("line %d: Validate = %q, want %q", a.line, got, want[a.line])
		}
	}
}

func TestConflictsListsEveryCell(t *testing.T) {
	var g Grid
	if got := Conflicts(g); got != nil {
		t.Fatalf("empty grid: %v", got)
	}
	g.Set(0, 0, 4)
	g.Set(0, 8, 4) // row
	g.Set(5, 0, 4) // column with (0,0)
	g.Set(4, 4, 2)
	g.Set(3, 5, 2) // box 5
	g.Set(8, 8, 1) // alone
	want := []Cell{{0, 0}, {0, 8}, {3, 5}, {4, 4}, {5, 0}}
	if got := Conflicts(g); !reflect.DeepEqual(got, want) {
		t.Fatalf("Conflicts = %v, want %v", got, want)
	}
	edge := mustParse(t, readAnswered(t, "sudoku_edge_cases.txt")[3].puzzle) // r1c1 and r1c5 swapped
	if got, want := Conflicts(edge), []Cell{{0, 0}, {0, 4}, {1, 4}, {2, 0}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("edge line 4: Conflicts = %v, want %v", got, want)
	}
}

func TestValidateAcceptsSolutions(t *testing.T) {
	for _, a := range readAnswered(t, "sudoku_solutions.txt") {
		if err := Validate(mustParse(t, a.solution)); err != nil {
			t.Fatalf("line %d: %v", a.line, err)
		}
	}
}
