package maze

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// The samples the tests use, by their index in samples.
const (
	teachingSample = 0
	loopsSample    = 1
	noPathSample   = 2
)

// newTestScreen builds a screen in a test window on a fresh test app,
// with no frame ticker: tests push frames themselves.
func newTestScreen(t testing.TB) (*Screen, fyne.App) {
	t.Helper()
	a := test.NewTempApp(t)
	return screenIn(t, a), a
}

// screenIn builds a screen on app a, for tests that start a second screen
// on the same preferences.
func screenIn(t testing.TB, a fyne.App) *Screen {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	s := newScreen(w, a.Preferences(), 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 740))
	t.Cleanup(s.Close)
	return s
}

// openSampleT shows sample i and fails the test if it cannot.
func openSampleT(t *testing.T, s *Screen, i int) *maze.Maze {
	t.Helper()
	s.openSample(i)
	m, err := loadSample(i)
	if err != nil {
		t.Fatal(err)
	}
	if s.Maze().String() != m.String() {
		t.Fatalf("sample %d not on show", i)
	}
	return m
}

// runAll runs a search to its end, joins its goroutine and shows the
// last frame.
func runAll(t *testing.T, s *Screen, start func()) (engine.End, engine.Stats) {
	t.Helper()
	start()
	end, st := s.session.Wait()
	s.session.Frame()
	return end, st
}

// step takes one step of a paused search and waits until the screen's
// model has published it, then shows it.
func step(t *testing.T, s *Screen) {
	t.Helper()
	var seq uint64
	if s.model != nil {
		s.model.await(func(sn *snapshot) bool { seq = sn.seq; return true })
	}
	s.session.Step()
	s.model.await(func(sn *snapshot) bool { return sn.seq > seq && sn.last.Kind != 0 })
	s.session.Frame()
}

func samePath(a, b []maze.Point) bool { return slices.Equal(a, b) }

// pt is the point at 1-based row and column, as cells are named on screen.
func pt(row, col int) maze.Point { return maze.Point{Row: row - 1, Col: col - 1} }
