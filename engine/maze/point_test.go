package maze

import "testing"

func TestDirections(t *testing.T) {
	p := Point{5, 7}
	tests := []struct {
		d        Direction
		name     string
		to       Point
		opposite Direction
	}{
		{Up, "up", Point{4, 7}, Down},
		{Right, "right", Point{5, 8}, Left},
		{Down, "down", Point{6, 7}, Up},
		{Left, "left", Point{5, 6}, Right},
	}
	for i, tc := range tests {
		if int(tc.d) != i || tc.d.String() != tc.name || p.Move(tc.d) != tc.to || tc.d.Opposite() != tc.opposite {
			t.Errorf("%d: %v moves (5,7) to %v, opposite %v", i, tc.d, p.Move(tc.d), tc.d.Opposite())
		}
	}
	if NoDirection.String() != "none" || NoDirection.Opposite() != NoDirection || Direction(9).String() != "direction(9)" {
		t.Error("NoDirection or an invalid direction is named wrongly")
	}
	if p.String() != "(5,7)" {
		t.Errorf("point %s", p)
	}
	// The solvers' order is the first of the shuffles; all 24 differ.
	if shuffles[clockwise] != [NumDirections]Direction{Up, Right, Down, Left} {
		t.Errorf("clockwise order %v", shuffles[clockwise])
	}
	seen := map[[NumDirections]Direction]bool{}
	for _, s := range shuffles {
		used := 0
		for _, d := range s {
			used |= 1 << d
		}
		if used != 15 || seen[s] {
			t.Errorf("order %v repeats or misses a direction", s)
		}
		seen[s] = true
	}
}
