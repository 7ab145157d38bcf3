// Package gui is the Fyne desktop app: the window, the puzzle screens and
// the shared speed controls. It never imports fyne.io/fyne/v2/app, so its
// tests run on Fyne's test driver without a display.
package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"backtracklab/assets"
	"backtracklab/gui/i18n"
	"backtracklab/gui/lessons"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// Title is the window title: the app's name, the same in every language.
const Title = "Backtrack Lab"

// NewWindow builds the main window of the app a, version being the app's
// version for the About box. The window and its screens keep what they
// restore at the next start (the size, the theme, the puzzles being
// edited) in prefs. The window comes back at the size it had when it was
// last closed, in the theme last chosen.
func NewWindow(a fyne.App, prefs fyne.Preferences, version string) fyne.Window {
	return buildWindow(a, prefs, version, run.FramePeriod).win
}

// mainWindow is the window with a tab per puzzle.
type mainWindow struct {
	app     fyne.App
	prefs   fyne.Preferences // where the window and the screens keep what they restore
	win     fyne.Window
	version string
	menu    mainMenu
	tabs    *container.AppTabs
	screens []Screen // a tab each, in order
	// scale is the theme's scale (1 out of presentation mode); room, when
	// set, is the room to fit it to (see setContent).
	scale float32
	room  fyne.Size
	// unwords stops the window's words following the language (close).
	unwords func()
	// lesson is the lesson being played (Help > Lessons), nil for none.
	lesson *lessons.Player
}

// newMainWindow builds the window keeping what it restores in the app's
// preferences; period is the time between frames while a search runs (0
// in tests, which push frames themselves).
func newMainWindow(a fyne.App, version string, period time.Duration) *mainWindow {
	return buildWindow(a, a.Preferences(), version, period)
}

// buildWindow builds the window keeping what it restores in prefs.
func buildWindow(a fyne.App, prefs fyne.Preferences, version string, period time.Duration) *mainWindow {
	a.SetIcon(assets.Icon)
	w := a.NewWindow(Title)
	w.SetIcon(assets.Icon)
	m := &mainWindow{app: a, prefs: prefs, win: w, version: version}
	restoreLanguage(prefs) // before any word is put on screen
	m.buildMenu()
	// The theme before the screens, so that they are drawn once, in it.
	m.restoreTheme()
	m.tabs = container.NewAppTabs()
	for _, build := range screens {
		s := build(w, prefs, period)
		m.screens = append(m.screens, s)
		m.tabs.Append(container.NewTabItem("", s.Content()))
	}
	m.wireTeach()
	m.sayTabs()
	m.unwords = i18n.OnChange(m.words)
	m.tabs.SelectIndex(settings.WindowTab.Get(prefs))
	// The tab is kept as it changes, not only as the window closes: a
	// page in a browser is reloaded or closed without closing its window,
	// and a crash closes nothing. (The state file, issue 9, throttles its
	// writes; in a browser Fyne writes to its storage at each change.)
	m.tabs.OnSelected = func(*container.TabItem) {
		settings.WindowTab.Set(m.prefs, m.tabs.SelectedIndex())
		m.enableCompare()
	}
	m.enableCompare()
	w.SetContent(m.tabs)

	// Keys typed while no widget has the focus drive the search on show;
	// an entry with the focus keeps its keys but the function keys, which
	// it hands on to this handler (run.Entry). The menu's shortcuts
	// (menu.go) reach the tab through the menu. While a dialog is open
	// nothing behind it takes keys: Esc and Enter close a message.
	w.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if m.presentKey(k) {
			return
		}
		if run.Modal(w) {
			if k.Name == fyne.KeyEscape || k.Name == fyne.KeyReturn || k.Name == fyne.KeyEnter {
				run.CloseAlert(w, k.Name != fyne.KeyEscape)
			} else {
				m.lessonOver(k) // Page Down over a slide's comparison
			}
			return
		}
		if m.lesson != nil && m.lesson.TypedKey(k) {
			return // Page Down, Page Up
		}
		if q, ok := m.screen().(QuizTaker); ok && q.Quiz().TypedKey(k) {
			return
		}
		if t, ok := m.screen().(KeyTaker); ok && t.TypedKey(k) {
			return
		}
		if s := m.session(); s != nil {
			run.HandleKey(s, k)
		}
	})
	w.Canvas().SetOnTypedRune(func(r rune) {
		if run.Modal(w) {
			return
		}
		if q, ok := m.screen().(QuizTaker); ok && q.Quiz().TypedRune(r) {
			return
		}
		if s := m.session(); s != nil && run.HandleRune(s, r) {
			return
		}
		if t, ok := m.screen().(RuneTaker); ok {
			t.TypedRune(r)
		}
	})
	for _, s := range m.screens {
		if p, ok := s.(FunctionKeyPasser); ok {
			p.PassFunctionKeys(w.Canvas().OnTypedKey())
		}
	}
	w.SetOnClosed(m.close)
	w.Resize(storedSize(prefs))
	return m
}

// screen is the screen on show, or nil.
func (m *mainWindow) screen() Screen {
	i := m.tabs.SelectedIndex()
	if i < 0 || i >= len(m.screens) {
		return nil
	}
	return m.screens[i]
}

// session is the session of the tab on show, or nil.
func (m *mainWindow) session() *run.Session {
	if s := m.screen(); s != nil {
		return s.Session()
	}
	return nil
}

// close ends every search and frame ticker, the Compare view's run and
// any export (run.OnWindowClose), so nothing outlives the window, and
// keeps the window's size for the next start (the tab is kept as it
// changes, the screens' puzzles and settings too). In a browser the
// window never closes, and the page sets its size: there is nothing to
// keep.
func (m *mainWindow) close() {
	m.unwords()
	run.StopAll(m.win)
	if m.lesson != nil {
		m.lesson.Stop()
	}
	keepSize(m.prefs, m.win.Canvas().Size())
	for _, s := range m.screens {
		s.Close()
	}
}

func (m *mainWindow) quit() {
	m.close()
	m.app.Quit()
}
