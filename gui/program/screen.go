// Package program is the Code screen of the desktop app: the teacher's
// own backtracking, in Python as courses write it (the Starlark dialect,
// engine/code), run step by step with every view: the editor with the
// line that runs, the program's state drawn live, what it printed, and
// the Teach views (code, call stack, search tree, step log).
package program

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/code"
	"backtracklab/gui/codeedit"
	"backtracklab/gui/i18n"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
	"backtracklab/gui/teach"
)

// examplesWidth is the examples select's width: "N-Queens with its undo
// missing (broken)", the longest name, at the theme's text size.
const examplesWidth = 330

// Screen is the Code tab: the examples, the shared controls and
// timeline, the editor, the state and console, a status line.
type Screen struct {
	win      fyne.Window
	prefs    fyne.Preferences
	session  *run.Session
	controls *run.Controls
	timeline *run.Timeline

	editor      *codeedit.Editor
	board       *Board
	boardScroll *container.Scroll
	console     *console
	examples    *widget.Select
	limit       *widget.Select // the most steps a run may take
	limitTag    *widget.Label
	status      *widget.Label
	said        i18n.Words

	left     *fyne.Container // the editor; with Teach on, the state under it
	sideCol  *fyne.Container // the state and console, with Teach off
	stateBox fyne.CanvasObject

	model    *model
	program  *code.Program // of the current or last run
	lastErr  *code.Error   // the last compile error, shown until an edit
	seen     uint64
	seenStep uint64
	lastText time.Time
	content  fyne.CanvasObject
	teach    *teach.Side
	quiz     *quiz.Quiz // asks the room which line runs next
	forget   func()
	lines    []string // the editor's text, split (editorLines)
	loading  bool     // the editor's text is set by the screen, not typed
	selected func()   // tells the Teach side the program changed (teach.Puzzle.OnSelect)
	// fromLesson is the last program a lesson put in the editor: no
	// program of the teacher's own to ask about before the next slide.
	fromLesson string
}

// New builds the Code tab for win, keeping its program in prefs. While a
// run plays, the screen is redrawn every period (0 in tests, which push
// frames themselves).
func New(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
	s := &Screen{win: win, prefs: prefs}
	s.session = run.NewSession(s, period)
	s.controls = run.NewControls(s.session)
	s.editor = codeedit.New()
	s.editor.OnChanged = s.edited
	s.editor.OnRun = func() { s.session.Start() }
	s.board = NewBoard()
	s.console = newConsole()
	s.status = run.NewStatusLine()
	s.status.Truncation = fyne.TextTruncateEllipsis
	s.examples = run.NewSampleSelect(exampleNames, func() string { return i18n.T("program.examples") }, s.openExample)
	s.session.OnChange(s.sessionChanged)
	s.teach = teach.NewSide(newTeacher(s), s.session, prefs, win)
	s.quiz = quiz.New(s.session, func() quiz.Asker {
		if s.program == nil {
			return nil
		}
		return quiz.Code(s.program.Lines)
	})
	s.editor.OnLineTapped = func(line int) bool { return s.quiz.Tap(line, 0) }
	s.quiz.Keep(prefs, "program")

	s.timeline = run.NewTimeline(s.session, run.NewKeyHint(run.KeyHelp))
	s.buildLimit()
	top := container.NewVBox(
		// The examples' select wide enough for the longest name, so that
		// the one open reads whole.
		run.NewRow(run.FixedWidth(s.examples, examplesWidth), widget.NewSeparator(), s.limitTag, s.limit),
		container.NewBorder(nil, nil, nil, container.NewHBox(s.quiz.Toggle, s.teach.Toggle), s.controls), s.timeline)
	s.boardScroll = container.NewScroll(s.board)
	stateSplit := container.NewVSplit(s.boardScroll, s.console.content)
	stateSplit.Offset = 0.75
	s.stateBox = stateSplit
	s.left = container.NewStack(s.editor)
	s.sideCol = container.NewStack(s.stateBox)
	// The quiz's panel under the code, where the lines are tapped, and out
	// of the Teach panel's height.
	split := container.NewHSplit(container.NewBorder(nil, s.quiz, nil, nil, s.left), s.sideCol)
	split.Offset = 0.5
	s.teach.OnShow = s.teachShown
	s.teach.Attach(split)
	s.content = container.NewBorder(top, container.NewVBox(widget.NewSeparator(), s.status), nil, nil, split)
	s.restore()
	s.Reset()
	s.forget = i18n.OnChange(s.relabel)
	return s
}

// teachShown lays the state out for the Teach side: under the editor
// while the panel takes the side column, in the side column otherwise.
func (s *Screen) teachShown(on bool) {
	if on {
		s.sideCol.Objects = nil
		under := container.NewVSplit(s.editor, s.stateBox)
		under.Offset = 0.5
		s.left.Objects = []fyne.CanvasObject{under}
	} else {
		s.left.Objects = []fyne.CanvasObject{s.editor}
		s.sideCol.Objects = []fyne.CanvasObject{s.stateBox}
	}
	s.left.Refresh()
	s.sideCol.Refresh()
}

func (s *Screen) relabel() {
	run.SetText(s.status, s.said.String())
	if s.lastErr != nil {
		s.editor.SetErrorLine(s.lastErr.Line, i18n.Say(s.lastErr.Msg))
	}
}

// Name is the tab's label, in the language in use.
func (s *Screen) Name() string { return i18n.T("app.tab.code") }

// Content is the tab's content.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Teach is the screen's Teach side.
func (s *Screen) Teach() *teach.Side { return s.teach }

// Session is the screen's session.
func (s *Screen) Session() *run.Session { return s.session }

// Editor is the screen's editor, for tests.
func (s *Screen) Editor() *codeedit.Editor { return s.editor }

// PassFunctionKeys hands the function keys typed in the editor to keys,
// the window's: F5, F6 and F11 work while the editor has the focus.
func (s *Screen) PassFunctionKeys(keys func(*fyne.KeyEvent)) { s.editor.OnFunctionKey = keys }

// Quiz is the screen's quiz.
func (s *Screen) Quiz() *quiz.Quiz { return s.quiz }

// Board is the screen's state view, for tests.
func (s *Screen) Board() *Board { return s.board }

// Status is the text of the status line.
func (s *Screen) Status() string { return s.status.Text }

// Console is what the console shows, for tests.
func (s *Screen) Console() string { return s.console.text() }

// Close stops the run and following the language.
func (s *Screen) Close() {
	s.forget()
	s.quiz.Close()
	s.session.Close()
}

// sessionChanged keeps the speed and the examples' lock.
func (s *Screen) sessionChanged() {
	settings.ProgramSpeed.Set(s.prefs, s.session.Notch())
	run.Enable(s.examples, !s.session.State().Active())
	run.Enable(s.limit, !s.session.State().Active())
}
