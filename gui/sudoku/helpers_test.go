package sudoku

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// newTestScreen builds a screen in a test window on a fresh test app: no
// frame ticker (tests call Frame) and no save delay.
func newTestScreen(t testing.TB) (*Screen, fyne.Window, fyne.App) {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	a := test.NewTempApp(t)
	s, w := screenIn(t, a)
	return s, w, a
}

// screenIn builds a screen on app a, for tests that start a second screen
// on the same preferences.
func screenIn(t testing.TB, a fyne.App) (*Screen, fyne.Window) {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	s := New(w, a.Preferences(), 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1200, 720))
	t.Cleanup(s.Close)
	return s, w
}

// tapCell clicks the cell at row, col.
func tapCell(s *Screen, row, col int) {
	test.TapAt(s.board, s.board.CellCenter(row, col))
}

func key(b *Board, name fyne.KeyName) { b.TypedKey(&fyne.KeyEvent{Name: name}) }

// solveAll runs a search to its end and shows the last frame.
func solveAll(t *testing.T, s *Screen) (engine.End, engine.Stats) {
	t.Helper()
	s.session.Start()
	end, st := runtest.Wait(t, s.session)
	s.session.Frame()
	return end, st
}

// watchedStats are the solution and counters of a watched search of g:
// those of the screen's search, watched or not.
func watchedStats(g sudoku.Grid, st sudoku.Strategy) (sudoku.Grid, engine.Stats) {
	var sol sudoku.Grid
	solver := sudoku.Solver{Strategy: st, Limit: 1}
	tr := engine.NewTracer(func(e engine.Event) {
		if x, ok := e.Result.(*sudoku.Grid); ok {
			sol = *x
		}
	})
	solver.Run(g, tr)
	return sol, tr.Stats
}

// awaitEvents waits until the run has recorded k events, then pushes a
// frame; a run that does not get there fails the test.
func awaitEvents(t testing.TB, s *Screen, k uint64) {
	t.Helper()
	runtest.AwaitEvents(t, s.session, k)
}

// watchFrames follows the frames the session pushes: the last one is
// where the recorded step on show can be read.
func watchFrames(s *Screen) *run.Frame {
	var last run.Frame
	s.session.OnFrame(func(f run.Frame) { last = f })
	return &last
}

// shownEvent is the event of the recorded step in frame f.
func shownEvent(f *run.Frame) engine.Event {
	if f.Step == nil {
		return engine.Event{}
	}
	return f.Step.Event()
}

// viewGrid reads the digits a view shows.
func viewGrid(t *testing.T, v View) sudoku.Grid {
	t.Helper()
	g, err := sudoku.NewGrid(v.N)
	if err != nil {
		t.Fatal(err)
	}
	for r := range v.N {
		for c := range v.N {
			g.Set(r, c, int(v.At(r, c).Digit))
		}
	}
	return g
}

// marked lists the cells of v that carry mark m, as r1c1 names.
func marked(v View, m Mark) []string {
	var cells []string
	for r := range v.N {
		for c := range v.N {
			if v.At(r, c).Marks&m != 0 {
				cells = append(cells, cellName(r, c))
			}
		}
	}
	return cells
}

// selectStrategy picks a strategy in the selector, as the user would.
func selectStrategy(s *Screen, st sudoku.Strategy) { s.strategy.SetSelected(strategyName(st)) }
