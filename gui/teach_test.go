package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/settings"
)

// View > Teach and the toggle of any screen switch the Teach panel of
// every screen, tick the menu item, and are kept for the next start.
func TestTeachIsSwitchedForEveryScreenAndKept(t *testing.T) {
	a := test.NewTempApp(t)
	m := newMainWindow(a, "test", 0)
	item := menuItem(t, m, "View", "Teach panel")
	if item.Checked || m.queens.Teach().On() {
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
	test.Tap(m.sudoku.Teach().Toggle)
	for i, sd := range m.sides() {
		if sd.On() {
			t.Errorf("screen %d: the Sudoku screen's toggle left its panel on", i)
		}
	}
	if menuItem(t, m, "View", "Teach panel").Checked || settings.Teach.Get(m.prefs) {
		t.Error("the toggle left View > Teach ticked, or the setting on")
	}
	test.Tap(m.maze.Teach().Toggle)
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
// room to be read.
func TestEveryTabFitsALaptopWithTeachOn(t *testing.T) {
	const width, height = 1366, 768
	m := newTestWindow(t, 0)
	menuItem(t, m, "View", "Teach panel").Action()
	menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
	frame := fyne.NewSize(2*theme.Padding(), 2*theme.Padding()+menuBar)
	m.win.Resize(fyne.NewSize(width, height).Subtract(frame))
	boards := []fyne.CanvasObject{m.queens.Board(), m.sudoku.Board(), m.maze.Board()}
	for i, item := range m.tabs.Items {
		m.tabs.SelectIndex(i)
		if least := m.tabs.MinSize().Add(frame); least.Width > width || least.Height > height {
			t.Errorf("with the %s tab and Teach on the window needs %v, more than %d×%d", item.Text, least, width, height)
		}
		if b := boards[i].Size(); b.Width < 300 || b.Height < 250 {
			t.Errorf("%s board is %v with Teach on in a %d×%d window", item.Text, b, width, height)
		}
		panel := m.sides()[i].Panel()
		if got := panel.Shown(); len(got) != 4 {
			t.Errorf("%s: the panel shows %q, want the four views", item.Text, got)
		}
		for _, v := range panel.Views() {
			if s := v.Size(); s.Width < 250 || s.Height < 180 {
				t.Errorf("%s: a view of the panel is %v", item.Text, s)
			}
		}
	}
}
