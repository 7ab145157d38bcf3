package gui

// Help > Lessons: the chooser, a lesson played like slides in a bar under
// the tabs, and lesson files opened with File > Open on any screen.

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/lesson"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/lessons"
	"backtracklab/gui/maze"
	"backtracklab/gui/program"
	"backtracklab/gui/run"
	"backtracklab/gui/sudoku"
)

// openLimit is the largest file File > Open reads: a lesson's or the
// largest a screen takes (a Sudoku file). A screen refuses what is too
// large for it, told the file's real size.
const openLimit = 8 << 20

// lessonNames are the samples and examples a lesson may name.
func lessonNames() *lesson.Names {
	return &lesson.Names{Sudoku: sudoku.SampleKeys(), Maze: maze.SampleKeys(), Code: program.ExampleKeys()}
}

// showLessons opens Help > Lessons: the lessons the app ships, and a
// button to open a lesson file.
func (m *mainWindow) showLessons() {
	if run.Modal(m.win) {
		return
	}
	shipped, _, err := lessons.Shipped(lessonNames())
	if err != nil { // a test plays every shipped lesson
		run.ShowError(m.win, err)
		return
	}
	lessons.ShowChooser(m.win, shipped, m.playLesson, m.openLessonFile)
}

// playLesson plays l from its first slide, in a bar under the tabs, in
// place of any lesson being played.
func (m *mainWindow) playLesson(l *lesson.Lesson) {
	m.closeLesson()
	m.lesson = lessons.NewPlayer(l, m.applySlide)
	m.lesson.OnClose = m.closeLesson
	// In presentation mode each slide's screen and words are fitted anew.
	m.lesson.OnShown = m.refit
	m.lesson.Tell = parserWords
	m.setContent(container.NewBorder(nil, m.lesson, nil, nil, m.tabs))
	m.lesson.Go(0)
}

// closeLesson takes the lesson's bar away; the screens keep what its last
// slide set.
func (m *mainWindow) closeLesson() {
	if m.lesson == nil {
		return
	}
	m.lesson.Stop()
	m.lesson = nil
	m.setContent(m.tabs)
}

// lessonOver takes Page Down and Page Up typed while a view covers the
// window: over a slide's comparison (or a message), which Esc would
// close, the lesson closes it and moves on, as a presenter's remote
// expects. Over any other dialog the key does nothing.
func (m *mainWindow) lessonOver(k *fyne.KeyEvent) {
	if m.lesson == nil || (k.Name != fyne.KeyPageDown && k.Name != fyne.KeyPageUp) {
		return
	}
	if run.CloseAlert(m.win, true) {
		m.lesson.TypedKey(k)
	}
}

// applySlide selects the tab of the slide's screen and has the screen
// show the slide.
func (m *mainWindow) applySlide(sl lesson.Slide) error {
	for i, s := range m.screens {
		if t, ok := s.(SlideTaker); ok && t.SlideScreen() == sl.Screen {
			m.tabs.SelectIndex(i)
			err := t.ApplySlide(sl)
			if sl.Show == lesson.Compare {
				m.clearBar()
			}
			return err
		}
	}
	return &lesson.Error{Kind: lesson.UnknownScreen, Value: sl.Screen, Known: lesson.Screens}
}

// clearBar makes a slide's comparison, a pop-up centred on the window,
// short enough to leave the lesson's bar in sight below it: the teacher
// reads the slide's words with the chart on show.
func (m *mainWindow) clearBar() {
	p, ok := m.win.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok || m.lesson == nil {
		return
	}
	// The bar's height follows its wrapped words' width: lay the window
	// out (twice, for the width to settle) before measuring where it is.
	if box, ok := m.win.Content().(*fyne.Container); ok {
		for range 2 {
			box.Layout.Layout(box.Objects, box.Size())
		}
	}
	size := m.win.Canvas().Size()
	bar := fyne.CurrentApp().Driver().AbsolutePositionForObject(m.lesson).Y
	p.Resize(fyne.NewSize(size.Width*0.96, max(2*(bar-theme.Padding())-size.Height, size.Height/2)))
}

// openLessonFile asks for a lesson file and plays it.
func (m *mainWindow) openLessonFile() {
	filedialog.Open(m.win, lesson.MaxSize, func(name, text string, size int64) {
		m.openedLesson(name, text, size)
	}, m.openFailed)
}

// openedLesson plays the lesson in a file read, or says what is wrong
// with it and where.
func (m *mainWindow) openedLesson(name, text string, size int64) {
	if size > lesson.MaxSize {
		run.ShowError(m.win, errors.New(i18n.T("lessons.file.large", i18n.Args{"Name": name, "Max": run.Thousands(lesson.MaxSize >> 10)})))
		return
	}
	l, err := lesson.Parse([]byte(text), lessonNames())
	if err != nil {
		run.ShowError(m.win, errors.New(i18n.T("lessons.file.wrong", i18n.Args{"Name": name, "Why": lessons.Message(err, parserWords)})))
		return
	}
	m.playLesson(l)
}

// parserWords tells the error of the Sudoku or maze parser that a
// lesson's grid or maze quotes as the Sudoku and Maze screens tell it.
func parserWords(err error) string {
	for _, tell := range []func(error) (string, bool){sudoku.ParseErrorText, maze.ParseErrorText} {
		if words, ok := tell(err); ok {
			return words
		}
	}
	return err.Error()
}

// openFailed says that a file could not be opened or read.
func (m *mainWindow) openFailed(what string, err error) {
	run.ShowError(m.win, errors.New(i18n.T("lessons.file.failed", i18n.Args{"What": what, "Why": err.Error()})))
}

// openAny is File > Open on any tab: it reads a file and plays it if it
// is a lesson, or opens it on the tab on show if that takes files, else
// on the first tab that does (N-Queens has no files: a person who asks to
// open one wants a puzzle), selected once the file is read: behind the
// dialog, and after Cancel, the tab stays the one the person was on. It
// reports false when no tab takes files.
func (m *mainWindow) openAny() bool {
	target := m.fileTarget()
	if target < 0 {
		return false
	}
	// opened selects the tab; a lesson selects the tabs of its slides.
	filedialog.Open(m.win, openLimit, func(name, text string, size int64) {
		m.opened(target, name, text, size)
	}, m.openFailed)
	return true
}

// fileTarget is the tab a file File > Open reads goes to: the tab on
// show if it takes files, else the first that does; -1 if none does.
func (m *mainWindow) fileTarget() int {
	if _, ok := m.screen().(FileTaker); ok {
		return m.tabs.SelectedIndex()
	}
	for i, s := range m.screens {
		if _, ok := s.(FileTaker); ok {
			return i
		}
	}
	return -1
}

// opened takes a file File > Open read: a lesson is played, anything
// else goes to tab target.
func (m *mainWindow) opened(target int, name, text string, size int64) {
	if lesson.Looks(name, text) {
		m.openedLesson(name, text, size)
		return
	}
	m.tabs.SelectIndex(target)
	m.screens[target].(FileTaker).OpenFile(name, text, size)
}
