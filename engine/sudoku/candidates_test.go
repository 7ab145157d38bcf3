package sudoku

import (
	"reflect"
	"testing"
)

func TestCandidates(t *testing.T) {
	g := mustParse(t, easy1)
	// r1c1: row 1 has 3 2 6, column 1 has 9 7 8, box 1 has 3 9 1.
	c := Candidates(g, 0, 0)
	if got, want := c.List(), []int{4, 5}; !reflect.DeepEqual(got, want) {
		t.Fatalf("r1c1 candidates %v, want %v", got, want)
	}
	if c.Len() != 2 || !c.Has(4) || c.Has(3) || c.Has(0) || c.Has(17) || c.String() != "45" {
		t.Fatalf("Digits methods wrong for %v", c)
	}
	if got := Candidates(g, 0, 2); got != 0 {
		t.Fatalf("filled cell has candidates %v", got)
	}
	var empty Grid
	if got := Candidates(empty, 4, 4); got.Len() != 9 || got.String() != "123456789" {
		t.Fatalf("empty grid: %v", got)
	}
	big, _ := NewGrid(16)
	big.Set(0, 1, 10)
	big.Set(1, 0, 16)
	big.Set(5, 0, 1)
	if got := Candidates(big, 0, 0); got.String() != "23456789BCDEF" {
		t.Fatalf("16x16: %v", got)
	}
}
