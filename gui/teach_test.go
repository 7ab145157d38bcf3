package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// View > Teach and the toggle of any screen switch the Teach panel of
// every screen, tick the menu item, and are kept for the next start.
func TestTeachIsSwitchedForEveryScreenAndKept(t *testing.T) {
	a := tempApp(t)
	m := newMainWindow(a, "test", 0)
	item := menuItem(t, m, "View", "Teach panel")
	if item.Checked || m.queens().Teach().On() {
		t.Fatal("Teach is on at the first start")
	}
	item.Action()
	for i, sd := range m.sides() {
		if !sd.On() {
			t.Errorf("screen %d: View > Teach left its panel off", i)
		}
	}
	if !menuItem(t, m, "View", "Teach panel").Checked {
		t.Error("View > Teach is not ticked")
	}
	test.Tap(m.sudoku().Teach().Toggle)
	for i, sd := range m.sides() {
		if sd.On() {
			t.Errorf("screen %d: the Sudoku screen's toggle left its panel on", i)
		}
	}
	if menuItem(t, m, "View", "Teach panel").Checked || settings.Teach.Get(m.prefs) {
		t.Error("the toggle left View > Teach ticked, or the setting on")
	}
	test.Tap(m.maze().Teach().Toggle)
	m.win.Close()
	again := newMainWindow(a, "test", 0)
	t.Cleanup(again.win.Close)
	for i, sd := range again.sides() {
		if !sd.On() {
			t.Errorf("screen %d: Teach was not kept", i)
		}
	}
	if !menuItem(t, again, "View", "Teach panel").Checked {
		t.Error("View > Teach is not ticked at the next start")
	}
}

// With Teach on, every screen fits a 1366×768 laptop, window frame and
// menu bar included, with the board and every view of the panel given
// room to be read: 150 points tall at least, six lines of code (the code
// keeps the line that runs in sight), the search tree's row taller (see
// TestTeachShows4QueensTreeWhole).
func TestEveryTabFitsALaptopWithTeachOn(t *testing.T) {
	for _, withQuiz := range []bool{false, true} {
		t.Run(fmt.Sprintf("quiz=%v", withQuiz), func(t *testing.T) { fitsALaptopWithTeachOn(t, withQuiz) })
	}
}

// fitsALaptopWithTeachOn is TestEveryTabFitsALaptopWithTeachOn, with the
// quiz of every screen on or off.
func fitsALaptopWithTeachOn(t *testing.T, withQuiz bool) {
	const width, height = 1366, 768
	m := newTestWindow(t, 0)
	menuItem(t, m, "View", "Teach panel").Action()
	if withQuiz {
		turnQuizzesOn(t, m)
	}
	menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
	frame := fyne.NewSize(2*theme.Padding(), 2*theme.Padding()+menuBar)
	m.win.Resize(fyne.NewSize(width, height).Subtract(frame))
	// The Code screen's "board" is its editor, with the state under it.
	boards := []fyne.CanvasObject{m.queens().Board(), m.sudoku().Board(), m.maze().Board(), m.code().Editor()}
	for i, item := range m.tabs.Items {
		m.tabs.SelectIndex(i)
		if least := m.tabs.MinSize().Add(frame); least.Width > width || least.Height > height {
			t.Errorf("with the %s tab and Teach on (quiz %v) the window needs %v, more than %d×%d", item.Text, withQuiz, least, width, height)
		}
		tall := float32(250)
		if withQuiz && i == tabCode {
			// The quiz's panel under the code takes its room from the
			// editor and the state under it alike: ten lines stay.
			tall = 180
		}
		if b := boards[i].Size(); b.Width < 300 || b.Height < tall {
			t.Errorf("%s board is %v with Teach on in a %d×%d window", item.Text, b, width, height)
		}
		panel := m.sides()[i].Panel()
		if got := panel.Shown(); len(got) != 4 {
			t.Errorf("%s: the panel shows %q, want the four views", item.Text, got)
		}
		for _, v := range panel.Views() {
			if s := v.Size(); s.Width < 250 || s.Height < 150 {
				t.Errorf("%s: a view of the panel is %v", item.Text, s)
			}
		}
	}
}

// With Teach on and its four views, the search tree of a 4-queens run is
// shown whole at its end, every one of its 61 nodes in view, at a zoom
// that keeps its words readable: 0.75 at least in a 1366×768 window
// (window frame and menu bar included, as above), zoom 1 at 1920×1080.
// In English and in Chinese, whose labels are as wide.
func TestTeachShows4QueensTreeWhole(t *testing.T) {
	for _, c := range []struct {
		width, height float32
		zoom          float32 // the least
		chinese       bool
	}{{1366, 768, 0.75, false}, {1366, 768, 0.75, true}, {1920, 1080, 1, false}} {
		t.Run(fmt.Sprintf("%vx%v/zh=%v", c.width, c.height, c.chinese), func(t *testing.T) {
			if c.chinese {
				i18ntest.UseChinese(t)
			}
			a := tempApp(t)
			settings.QueensN.Set(a.Preferences(), 4)
			m := newMainWindow(a, "1.2.3", 0)
			t.Cleanup(m.win.Close)
			m.queens().Teach().SetOn(true)
			menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
			frame := fyne.NewSize(2*theme.Padding(), 2*theme.Padding()+menuBar)
			m.win.Resize(fyne.NewSize(c.width, c.height).Subtract(frame))
			s := m.queens().Session()
			s.SetNotch(run.FullSpeed - 1) // watched: every step is recorded
			s.Start()
			s.Wait()
			s.Frame()
			p := m.queens().Teach().Panel()
			if got := len(p.Shown()); got != 4 {
				t.Fatalf("%d views on show", got)
			}
			if sh := p.Showing(); sh.Nodes != 61 || sh.Steps != 169 {
				t.Fatalf("at the end the tree has %d nodes and the log %d steps, want 61 and 169", sh.Nodes, sh.Steps)
			}
			tv := p.Tree()
			if tv.Zoom() < c.zoom {
				t.Errorf("the tree (%v) is drawn at zoom %.3f, want %v or more", tv.Size(), tv.Zoom(), c.zoom)
			}
			out := 0
			for i := range 61 {
				if !tv.InView(i) {
					out++
				}
			}
			if out > 0 {
				t.Errorf("%d of the 61 nodes are out of the tree's view (%v at zoom %.3f)", out, tv.Size(), tv.Zoom())
			}
		})
	}
}

// turnQuizzesOn turns every screen's quiz on, and checks that its panel
// shows.
func turnQuizzesOn(t *testing.T, m *mainWindow) {
	t.Helper()
	for i, s := range m.screens {
		qt, ok := s.(QuizTaker)
		if !ok {
			t.Fatalf("screen %d has no quiz", i)
		}
		test.Tap(qt.Quiz().Toggle)
		if !qt.Quiz().On() || !qt.Quiz().Visible() {
			t.Fatalf("screen %d: the quiz's panel does not show", i)
		}
	}
}
