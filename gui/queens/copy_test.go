package queens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

// copied runs copyShown on a clipboard that says "before" and returns
// what it says after, and whether copyShown found a solution.
func copied(s *Screen) (string, bool) {
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent("before")
	ok := s.copyShown(clip)
	return clip.Content(), ok
}

// Copy takes the solution on show from where the board got it: the last
// one the stream reported at full speed, the recorded step at a Solution,
// the one chosen in the list, the queens placed by hand; and nothing from
// a board that shows none, whatever its squares look like.
func TestCopyShownTakesTheSolutionFromItsSource(t *testing.T) {
	s := newTestScreen(t)
	if got, ok := copied(s); ok || got != "before" || s.Status() != "No solution on the board to copy: run a search or choose one in the list" {
		t.Errorf("empty board: copied %v %q, status %q", ok, got, s.Status())
	}

	test.Tap(s.Controls().StartButton) // n=8 at full speed: the last solution stays on show
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v", end)
	}
	if got, ok := copied(s); !ok || got != `[".......Q","...Q....","Q.......","..Q.....",".....Q..",".Q......","......Q.","....Q..."]` {
		t.Errorf("after a run: copied %v %q, want the last solution, 7 3 0 2 5 1 6 4", ok, got)
	}

	s.results.list.Select(3)
	if got, ok := copied(s); !ok || got != `["Q.......","......Q.","....Q...",".......Q",".Q......","...Q....",".....Q..","..Q....."]` {
		t.Errorf("solution #4 chosen: copied %v %q", ok, got)
	}

	s.size.SetText("4")
	s.Controls().Speed.SetValue(float64(run.FullSpeed - 1)) // watched: every event recorded
	test.Tap(s.Controls().StartButton)
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("n=4: end %v", end)
	}
	s.Session().Seek(1)
	if _, ok := copied(s); ok {
		t.Errorf("step 1 of n=4 copied a solution")
	}
	s.timeline.NextSolution.Tapped(nil)
	if got, ok := copied(s); !ok || got != `[".Q..","...Q","Q...","..Q."]` {
		t.Errorf("first Solution step of n=4: copied %v %q", ok, got)
	}
	s.timeline.NextSolution.Tapped(nil)
	if got, ok := copied(s); !ok || got != `["..Q.","Q...","...Q",".Q.."]` {
		t.Errorf("second Solution step of n=4: copied %v %q", ok, got)
	}

	s.Reset()
	for r, c := range []int{2, 0, 3, 1} { // by hand: a solution
		s.Board().OnTapped(r, c)
	}
	if got, ok := copied(s); !ok || got != `["..Q.","Q...","...Q",".Q.."]` {
		t.Errorf("placed by hand: copied %v %q", ok, got)
	}
	s.Board().OnTapped(3, 1) // three queens left: no solution
	if _, ok := copied(s); ok {
		t.Errorf("three queens by hand copied a solution")
	}
}
