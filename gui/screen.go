package gui

import (
	"time"

	"fyne.io/fyne/v2"

	"backtracklab/engine/lesson"
	"backtracklab/gui/maze"
	"backtracklab/gui/program"
	"backtracklab/gui/queens"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/sudoku"
	"backtracklab/gui/teach"
)

// screens are the window's tabs, in order. A screen is a package whose New
// makes a Screen; adding one is adding its line here.
var screens = []newScreen{
	screen(queens.New),
	screen(sudoku.New),
	screen(maze.New),
	screen(program.New),
}

// Screen is one tab of the window: a puzzle, its search and its views.
// The window knows its screens only through this interface and the
// optional ones below (Opener, Saver, ShortcutTaker, KeyTaker, RuneTaker), which
// the menu and the keys look for with a type assertion.
//
// A screen follows the language itself, as every widget does (run.Words,
// i18n.OnChange), until Close; the window says its Name again after every
// change of language. It keeps its settings in the preferences it was
// made with (its prefs.go), as they change.
type Screen interface {
	// Name is the tab's label in the language in use.
	Name() string
	// Content is what the tab shows.
	Content() fyne.CanvasObject
	// Teach is the screen's Teach side: the window switches every
	// screen's together and keeps View > Teach in step.
	Teach() *teach.Side
	// Session is the screen's search, which the keys typed while no
	// widget has the focus drive while its tab is on show.
	Session() *run.Session
	// Close stops the screen's searches, its frames and following the
	// language; the window calls it when it closes.
	Close()
}

// newScreen makes a screen for win, keeping its settings in prefs; period
// is the time between frames while a search runs (run.FramePeriod; 0 in
// tests, which push frames themselves).
type newScreen func(win fyne.Window, prefs fyne.Preferences, period time.Duration) Screen

// screen is a screen package's New as a newScreen (Go converts the
// *Screen it returns only through a function).
func screen[S Screen](build func(fyne.Window, fyne.Preferences, time.Duration) S) newScreen {
	return func(win fyne.Window, prefs fyne.Preferences, period time.Duration) Screen {
		return build(win, prefs, period)
	}
}

// An Opener opens a file: File > Open. A screen that is not one sends
// File > Open to the first screen that is.
type Opener interface{ ShowOpen() }

// A Saver saves what it shows: File > Save.
type Saver interface{ ShowSave() }

// An Exporter offers its handouts (PNG, GIF, PDF sheets, the search
// tree, the step log): File > Export.
type Exporter interface{ ShowExport() }

// A ShortcutTaker applies Edit's shortcuts (copy, paste, undo, redo) typed
// while no widget that takes shortcuts has the focus, and reports whether
// it used sc.
type ShortcutTaker interface {
	HandleShortcut(sc fyne.Shortcut) bool
}

// A KeyTaker is offered the keys typed while no widget has the focus
// before the search's keys (run.HandleKey) are: Esc ends a check the
// screen runs in the background of its own, say. It reports whether it
// used k.
type KeyTaker interface{ TypedKey(k *fyne.KeyEvent) bool }

// A FunctionKeyPasser has a widget that keeps the keys while it has the
// focus (the Code screen's editor): it hands the function keys (F5
// presentation, F6 quiz, F11 full screen) to keys, the window's own.
type FunctionKeyPasser interface {
	PassFunctionKeys(keys func(*fyne.KeyEvent))
}

// A RuneTaker has keys of its own, typed while no widget has the focus
// and the search's keys (run.HandleRune) did not take them; it reports
// whether it used r.
type RuneTaker interface{ TypedRune(r rune) bool }

// A SlideTaker shows a lesson's slide (Help > Lessons): its puzzle and
// method, Teach, the speed and the run, through its run.Session.
// SlideScreen is the screen's name in a lesson file; the window selects
// the tab of the slide's screen before it applies the slide.
type SlideTaker interface {
	SlideScreen() string
	ApplySlide(s lesson.Slide) error
}

// A FileTaker opens a file File > Open has read for it (a puzzle, a
// maze, a program): its name, its text and its size in bytes, as its own
// Open does. File > Open reads the file itself to play a lesson file on
// any screen.
type FileTaker interface {
	OpenFile(name, text string, size int64)
}

// A Comparer runs every method of the puzzle on show, side by side: View
// > Compare.
type Comparer interface{ ShowCompare() }

// A QuizTaker has a quiz (gui/quiz), which takes its keys (F6, Enter, a
// typed answer) before anything else on the tab.
type QuizTaker interface{ Quiz() *quiz.Quiz }
