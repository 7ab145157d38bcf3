package maze

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
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
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	a := test.NewTempApp(t)
	return screenIn(t, a), a
}

// screenIn builds a screen on app a, for tests that start a second screen
// on the same preferences.
func screenIn(t testing.TB, a fyne.App) *Screen {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	s := New(w, a.Preferences(), 0)
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
	end, st := runtest.Wait(t, s.session)
	s.session.Frame()
	return end, st
}

// watchAll runs a search to its end at the fastest pace that is still
// watched, so that every event is recorded and the board shows the last
// one; then it joins the search and shows the last frame.
func watchAll(t *testing.T, s *Screen, start func()) (engine.End, engine.Stats) {
	t.Helper()
	notch := s.session.Notch()
	s.session.SetNotch(run.FullSpeed - 1)
	defer s.session.SetNotch(notch)
	return runAll(t, s, start)
}

// step takes one step of a paused search (or starts one paused) and
// waits until the session has recorded it, then shows it.
func step(t *testing.T, s *Screen) {
	t.Helper()
	var last uint64
	if s.session.State() == run.Paused {
		_, _, last, _ = s.session.History()
	}
	s.session.Step()
	awaitEvents(t, s, last+1)
}

// awaitEvents waits until the run has recorded k events, then pushes a
// frame; a run that does not get there fails the test.
func awaitEvents(t testing.TB, s *Screen, k uint64) {
	t.Helper()
	runtest.AwaitEvents(t, s.session, k)
}

// shownEvent is the event of the step on show.
func shownEvent(s *Screen) engine.Event {
	if s.shown == nil {
		return engine.Event{}
	}
	return s.shown.last
}

// shownAlg is the search the step on show belongs to.
func shownAlg(s *Screen) Algorithm {
	if s.shown == nil {
		return s.algs[0]
	}
	return s.shown.alg
}

// shownStep is the recorded step on show.
func shownStep(s *Screen) uint64 {
	_, shown, _, _ := s.session.History()
	return shown
}

func samePath(a, b []maze.Point) bool { return slices.Equal(a, b) }

// pt is the point at 1-based row and column, as cells are named on screen.
func pt(row, col int) maze.Point { return maze.Point{Row: row - 1, Col: col - 1} }
