package gui

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// tempApp is Fyne's test app for t. The functions the windows built on it
// give i18n.OnChange are forgotten when t ends: left, every later test's
// change of language or of presentation scale would re-set the words of
// every window built before it.
func tempApp(t *testing.T) fyne.App {
	t.Helper()
	t.Cleanup(i18n.Mark())
	return test.NewTempApp(t)
}

func newTestWindow(t *testing.T, period time.Duration) *mainWindow {
	t.Helper()
	a := tempApp(t)
	m := newMainWindow(a, "1.2.3", period)
	t.Cleanup(m.win.Close)
	return m
}

func TestWindowHasATabPerPuzzle(t *testing.T) {
	m := newTestWindow(t, 0)
	if m.win.Title() != "Backtrack Lab" {
		t.Errorf("title %q", m.win.Title())
	}
	var names []string
	for _, item := range m.tabs.Items {
		names = append(names, item.Text)
	}
	if strings.Join(names, " ") != "N-Queens Sudoku Maze Code" {
		t.Errorf("tabs %v, want N-Queens Sudoku Maze Code", names)
	}
	if got := m.win.Canvas().Size(); got.Width > 1366 || got.Height > 768 || got.Width < 1000 {
		t.Errorf("window %v does not suit a 1366×768 laptop", got)
	}
}

func TestKeysDriveTheSearchOfTheTabOnShow(t *testing.T) {
	m := newTestWindow(t, 0)
	s := m.queens().Session()
	key := m.win.Canvas().OnTypedKey()
	key(&fyne.KeyEvent{Name: fyne.KeySpace})
	if s.State() != run.Running {
		t.Fatalf("Space: state %v, want running", s.State())
	}
	key(&fyne.KeyEvent{Name: fyne.KeySpace})
	if s.State() != run.Paused {
		t.Fatalf("Space again: state %v, want paused", s.State())
	}
	m.win.Canvas().OnTypedRune()('-')
	if s.Notch() != run.FullSpeed-1 {
		t.Errorf("'-': notch %d, want %d", s.Notch(), run.FullSpeed-1)
	}
	m.tabs.SelectIndex(1) // Sudoku: the queens' search is not on show
	key(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if s.State() != run.Paused {
		t.Errorf("Escape on the Sudoku tab stopped the queens: state %v", s.State())
	}
	// The speed keys show where keys go without starting the Sudoku
	// search, whose frames would run beside this test's goroutine.
	m.sudoku().Session().SetNotch(5)
	sudokuNotch := m.sudoku().Session().Notch()
	key(&fyne.KeyEvent{Name: fyne.KeyDown})
	if m.sudoku().Session().Notch() != sudokuNotch-1 || s.Notch() != run.FullSpeed-1 {
		t.Errorf("Down on the Sudoku tab: Sudoku notch %d (was %d), queens notch %d", m.sudoku().Session().Notch(), sudokuNotch, s.Notch())
	}
	m.tabs.SelectIndex(2) // Maze: no search yet, keys do nothing
	key(&fyne.KeyEvent{Name: fyne.KeySpace})
	key(&fyne.KeyEvent{Name: fyne.KeyDown})
	if s.State() != run.Paused || m.sudoku().Session().State() != run.Idle || m.sudoku().Session().Notch() != sudokuNotch-1 {
		t.Errorf("keys on the Maze tab changed a search: %v, %v, notch %d", s.State(), m.sudoku().Session().State(), m.sudoku().Session().Notch())
	}
	m.tabs.SelectIndex(0)
	key(&fyne.KeyEvent{Name: fyne.KeyEscape})
	s.Wait()
	s.Frame()
	if s.State() != run.Stopped {
		t.Errorf("Escape: state %v, want stopped", s.State())
	}
}

func TestNKeyFocusesTheBoardSize(t *testing.T) {
	m := newTestWindow(t, 0)
	m.win.Canvas().OnTypedRune()('n')
	focused, ok := m.win.Canvas().Focused().(*run.Entry)
	if !ok || focused.Text != "8" {
		t.Fatalf("focused %T, want the board-size entry", m.win.Canvas().Focused())
	}
	// Typing goes to the entry, not to the search: the driver hands keys
	// to the focused widget and only the rest to the canvas.
	test.Type(focused, "12")
	if m.queens().Board().View().N != 12 || m.queens().Session().State() != run.Idle {
		t.Errorf("after typing 12: board %d, state %v", m.queens().Board().View().N, m.queens().Session().State())
	}
}

func TestQuitShortcutEndsTheSearch(t *testing.T) {
	m := newTestWindow(t, 0)
	s := m.queens().Session()
	s.Step()
	typeMenuShortcut(t, m, &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	s.Wait()
	s.Frame()
	if s.State() != run.Stopped {
		t.Errorf("Ctrl+Q: state %v, want stopped", s.State())
	}
}

// In the app every frame runs on the one UI goroutine; the test driver runs
// each ticker's frames on the ticker's own goroutine, so two searches with
// tickers at once would race inside Fyne's font cache. Each case therefore
// runs one search with its ticker.
func TestClosingTheWindowMidSolveLeavesNoGoroutine(t *testing.T) {
	for name, start := range map[string]func(m *mainWindow) *run.Session{
		"queens": func(m *mainWindow) *run.Session {
			s := m.queens().Session()
			s.SetNotch(run.FullSpeed - 1) // watched, 10,000 steps/s: runs for a while
			s.Start()
			return s
		},
		"sudoku": func(m *mainWindow) *run.Session {
			s := m.sudoku().Session()
			s.SetNotch(0) // 1 step/s
			s.Start()
			return s
		},
	} {
		t.Run(name, func(t *testing.T) {
			a := tempApp(t)
			before := runtime.NumGoroutine()
			period := time.Duration(0)
			if name == "queens" {
				period = run.FramePeriod
			}
			m := newMainWindow(a, "test", period)
			s := start(m)
			time.Sleep(50 * time.Millisecond) // let a few frames go by: not an assertion
			m.win.Close()
			if s.State() != run.Stopped {
				t.Errorf("state after closing: %v, want stopped", s.State())
			}
			runtest.AwaitGoroutines(t, before)
		})
	}
}

// Every screen must fit a 1366×768 laptop, window frame and menu bar
// included: a row that grows past it widens the whole window.
func TestEveryTabFitsALaptop(t *testing.T) {
	m := newTestWindow(t, 0)
	for _, item := range m.tabs.Items {
		if min := item.Content.MinSize(); min.Width > 1300 || min.Height > 640 {
			t.Errorf("%s tab needs %v, more than a 1366×768 laptop gives it", item.Text, min)
		}
	}
}

// The smallest window the app is made for: a 1024×600 netbook screen.
// Its menu bar and padding are drawn by the desktop driver, outside the
// tabs: the window's least size is the tabs' plus these.
func TestEveryTabFitsA1024x600Window(t *testing.T) {
	const width, height = 1024, 600
	m := newTestWindow(t, 0)
	menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
	frame := fyne.NewSize(2*theme.Padding(), 2*theme.Padding()+menuBar)
	content := fyne.NewSize(width, height).Subtract(frame)
	m.win.Resize(content)
	boards := []fyne.CanvasObject{m.queens().Board(), m.sudoku().Board(), m.maze().Board(), m.code().Editor()}
	for i, item := range m.tabs.Items {
		m.tabs.SelectIndex(i)
		if least := m.tabs.MinSize().Add(frame); least.Width > width || least.Height > height {
			t.Errorf("with the %s tab the window needs %v, more than %d×%d", item.Text, least, width, height)
		}
		// Usable, too: the board gets a fair share of the room.
		if b := boards[i].Size(); b.Width < 300 || b.Height < 250 {
			t.Errorf("%s board is %v in a %d×%d window", item.Text, b, width, height)
		}
	}
}
