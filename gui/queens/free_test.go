package queens

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/queens"
)

// The bitmask search shows a row's free squares at once at its Choose,
// and one fewer at each try, as its free mask holds them; a row with none
// free shows none, and the step back shows them again.
func TestBitmaskShowsTheFreeSquaresOfTheRow(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("4")
	s.selectCheck(queens.Bitmask)
	steps := []struct {
		status string
		free   [][2]int
		trying [][2]int
	}{
		{"Start in row 1: look for a safe column", nil, nil},
		{"Row 1: free columns 1, 2, 3, 4", [][2]int{{0, 0}, {0, 1}, {0, 2}, {0, 3}}, nil},
		{"Row 1: try column 1", [][2]int{{0, 1}, {0, 2}, {0, 3}}, [][2]int{{0, 0}}},
		{"Row 1: column 1 is safe — place a queen and go on to row 2", [][2]int{{0, 1}, {0, 2}, {0, 3}}, nil},
		{"Row 2: look for a safe column", nil, nil},
		{"Row 2: free columns 3, 4", [][2]int{{1, 2}, {1, 3}}, nil},
		{"Row 2: try column 3", [][2]int{{1, 3}}, [][2]int{{1, 2}}},
		{"Row 2: column 3 is safe — place a queen and go on to row 3", [][2]int{{1, 3}}, nil},
		{"Row 3: look for a safe column", nil, nil},
		{"Row 3: no free column, every square is attacked", nil, nil},
	}
	for i, st := range steps {
		test.Tap(s.Controls().StepButton)
		awaitEvents(t, s, uint64(i+1))
		if s.Status() != st.status {
			t.Errorf("step %d: status %q, want %q", i+1, s.Status(), st.status)
		}
		v := s.Board().View()
		sameSquares(t, "free squares", marked(&v, Free), st.free)
		sameSquares(t, "tried square", marked(&v, Trying), st.trying)
	}
	if s.counters.nodes.Text != "2" || s.counters.placements.Text != "2" || s.counters.rejections.Text != "0" || s.counters.checks.Text != "3" {
		t.Errorf("counters: tries %s placements %s rejections %s checks %s; want 2 2 0 3", s.counters.nodes.Text,
			s.counters.placements.Text, s.counters.rejections.Text, s.counters.checks.Text)
	}
	for range 3 { // back to row 2's try of column 3
		s.timeline.Back.Tapped(nil)
	}
	v := s.Board().View()
	sameSquares(t, "free squares back in time", marked(&v, Free), [][2]int{{1, 3}})
	sameSquares(t, "tried square back in time", marked(&v, Trying), [][2]int{{1, 2}})
}

// The legend names the marks of the check chosen: the bitmask's free
// squares, or the rejected tries of the checks that try every square.
func TestTheLegendFollowsTheCheck(t *testing.T) {
	s := newTestScreen(t)
	has := func(m Mark) bool {
		for _, e := range s.legend.shown().entries {
			if e.mark == m {
				return true
			}
		}
		return false
	}
	for _, c := range queens.Checks() {
		s.selectCheck(c)
		if bitmask := c == queens.Bitmask; has(Free) != bitmask || has(Rejected) == bitmask || has(OnLine) == bitmask {
			t.Errorf("%v: the legend shows free squares %v, rejected tries %v, lines of attack %v", c, has(Free), has(Rejected), has(OnLine))
		}
	}
}
