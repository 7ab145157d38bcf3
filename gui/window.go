// Package gui is the Fyne desktop app: the window, the puzzle screens and
// the shared speed controls. It never imports fyne.io/fyne/v2/app, so its
// tests run on Fyne's test driver without a display.
package gui

import (
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"backtracklab/assets"
	"backtracklab/gui/queens"
	"backtracklab/gui/run"
	"backtracklab/gui/sudoku"
)

// Title is the window title.
const Title = "Backtrack Lab"

// defaultSize fits a 1366×768 laptop with room for the desktop's panels;
// everything in the window stretches for a projector.
var defaultSize = fyne.NewSize(1200, 720)

// NewWindow builds the main window of the app a, version being the app's
// version for the About box.
func NewWindow(a fyne.App, version string) fyne.Window {
	// A run can hold millions of solutions (n=15: 2,279,184 in 40 MB) that
	// stay live while the list shows them. With Go's default pacing the
	// heap may grow to twice what is live before a collection; half again
	// keeps the whole app under 300 MB with n=15 listed, for a collection
	// now and then that costs the search nothing visible.
	debug.SetGCPercent(50)
	return newMainWindow(a, version, run.FramePeriod).win
}

// mainWindow is the window with a tab per puzzle.
type mainWindow struct {
	app    fyne.App
	win    fyne.Window
	tabs   *container.AppTabs
	queens *queens.Screen
	sudoku *sudoku.Screen
	// sessions holds the session of each tab, nil for a tab without one,
	// so the keys drive the puzzle on show.
	sessions []*run.Session
}

// newMainWindow builds the window; period is the time between frames while
// a search runs (0 in tests, which push frames themselves).
func newMainWindow(a fyne.App, version string, period time.Duration) *mainWindow {
	a.SetIcon(assets.Icon)
	w := a.NewWindow(Title)
	w.SetIcon(assets.Icon)
	m := &mainWindow{app: a, win: w}
	m.queens = queens.NewScreen(w, period)
	m.sudoku = sudoku.NewScreen(w, a.Preferences())
	m.tabs = container.NewAppTabs(
		container.NewTabItem("N-Queens", m.queens.Content()),
		container.NewTabItem("Sudoku", m.sudoku.Content()),
		container.NewTabItem("Maze", placeholder("The maze is on its way",
			"Depth-first backtracking, which finds a way out, beside breadth-first search, which finds the shortest one, "+
				"on the same maze. The same controls will drive it.")),
	)
	m.sessions = []*run.Session{m.queens.Session(), m.sudoku.Session(), nil}
	w.SetContent(m.tabs)
	w.SetMainMenu(m.menu(version))

	// Keys typed while no widget has the focus drive the search on show;
	// an entry with the focus keeps its keys.
	w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if s := m.session(); s != nil {
			run.HandleKey(s, k)
		}
	})
	w.Canvas().SetOnTypedRune(func(r rune) {
		if s := m.session(); s != nil && run.HandleRune(s, r) {
			return
		}
		if m.tabs.SelectedIndex() == 0 {
			m.queens.TypedRune(r)
		}
	})
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { m.quit() })
	// Copy, paste, undo and redo typed while no entry has the focus act on
	// the Sudoku puzzle when its tab is on show.
	for _, sc := range []fyne.Shortcut{&fyne.ShortcutCopy{}, &fyne.ShortcutPaste{}, &fyne.ShortcutUndo{}, &fyne.ShortcutRedo{}} {
		w.Canvas().AddShortcut(sc, func(sc fyne.Shortcut) {
			if m.tabs.Selected() != nil && m.tabs.Selected().Content == m.sudoku.Content() {
				m.sudoku.HandleShortcut(sc)
			}
		})
	}
	w.SetOnClosed(m.close)
	w.Resize(defaultSize)
	return m
}

// session is the session of the tab on show, or nil.
func (m *mainWindow) session() *run.Session {
	i := m.tabs.SelectedIndex()
	if i < 0 || i >= len(m.sessions) {
		return nil
	}
	return m.sessions[i]
}

// close ends every search and frame ticker, so nothing outlives the
// window, and lets the Sudoku screen save its puzzle.
func (m *mainWindow) close() {
	m.queens.Session().Close()
	m.sudoku.Close()
}

func (m *mainWindow) quit() {
	m.close()
	m.app.Quit()
}

func (m *mainWindow) menu(version string) *fyne.MainMenu {
	keys := fyne.NewMenuItem("Keyboard", func() {
		dialog.ShowInformation("Keyboard", "Space\tstart, pause, resume\n→\tone step (starts paused when idle)\n"+
			"Esc\tstop; again to reset\n↑ or +\tfaster\n↓ or −\tslower\nN\tchange the board size\nCtrl+Q\tquit", m.win)
	})
	about := fyne.NewMenuItem("About", func() {
		dialog.ShowInformation("About "+Title, Title+" "+version+"\n\nBacktracking search at work: N-Queens, Sudoku and mazes.", m.win)
	})
	return fyne.NewMainMenu(
		fyne.NewMenu("File", &fyne.MenuItem{Label: "Quit", Action: m.quit, IsQuit: true}),
		fyne.NewMenu("Help", keys, about),
	)
}

// placeholder is the content of a tab still to come.
func placeholder(title, text string) fyne.CanvasObject {
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	body.Alignment = fyne.TextAlignCenter
	box := container.NewVBox(heading, body)
	return container.NewCenter(container.NewGridWrap(fyne.NewSize(520, box.MinSize().Height+80), box))
}
