package queens

import "testing"

// marked lists the squares of v carrying m, row by row.
func marked(v *View, m Mark) [][2]int {
	var out [][2]int
	for r := range v.N {
		for c := range v.N {
			if v.Has(r, c, m) {
				out = append(out, [2]int{r, c})
			}
		}
	}
	return out
}

func sameSquares(t *testing.T, what string, got, want [][2]int) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %v, want %v", what, got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s: %v, want %v", what, got, want)
		}
	}
}

func TestAddLineMarksTheSquaresBetween(t *testing.T) {
	v := NewView(8)
	v.AddLine(0, 0, 3, 3) // "\" diagonal
	v.AddLine(1, 6, 4, 6) // column
	v.AddLine(7, 0, 5, 2) // "/" diagonal, upwards
	v.AddLine(2, 2, 3, 3) // neighbours: nothing between
	v.AddLine(0, 0, 1, 2) // not on one line: nothing
	v.AddLine(4, 4, 4, 4) // the same square: nothing
	sameSquares(t, "line", marked(&v, OnLine), [][2]int{{1, 1}, {2, 2}, {2, 6}, {3, 6}, {6, 1}})
}

func TestAddAttacksMarksEveryEmptySquareAQueenSees(t *testing.T) {
	v := NewView(4)
	v.Add(1, 1, Queen)
	v.AddAttacks()
	sameSquares(t, "attacked", marked(&v, Attacked), [][2]int{
		{0, 0}, {0, 1}, {0, 2},
		{1, 0}, {1, 2}, {1, 3},
		{2, 0}, {2, 1}, {2, 2},
		{3, 1}, {3, 3},
	})
	if v.Queens() != 1 || v.Has(1, 1, Attacked) {
		t.Errorf("queens %d, queen square attacked %v; want 1, false", v.Queens(), v.Has(1, 1, Attacked))
	}
}
