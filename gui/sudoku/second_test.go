package sudoku

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/run/runtest"
)

// The second solution takes room beside the main grid while it shows, and
// gives it back when it goes: after Reset the grid is as large, and
// where, it was before the search (it stayed small, pushed left, until
// the window was laid out again).
func TestSecondSolution_RoomGivenBackAfterReset(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(6) // two solutions
	size, pos := s.board.Size(), s.board.Position()
	if size.Width == 0 {
		t.Fatal("the grid is not laid out")
	}
	test.Tap(runtest.FindButton(s.Content(), "Start"))
	runtest.Wait(t, s.session)
	s.session.Frame()
	if !s.second.content.Visible() {
		t.Fatal("the second solution is not shown")
	}
	if w := s.board.Size().Width; w >= size.Width {
		t.Fatalf("beside the second solution the grid is %v wide, as wide as alone (%v)", w, size.Width)
	}
	if s.second.content.Size().Width == 0 {
		t.Fatal("the second solution has no room")
	}
	test.Tap(runtest.FindButton(s.Content(), "Reset"))
	if s.second.content.Visible() {
		t.Fatal("the second solution still shows after Reset")
	}
	if got, at := s.board.Size(), s.board.Position(); got != size || at != pos {
		t.Fatalf("after Reset the grid is %v at %v, before the search %v at %v", got, at, size, pos)
	}
}
