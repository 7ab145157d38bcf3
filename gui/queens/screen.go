// Package queens is the N-Queens screen of the desktop app: the board
// widget, the search it animates, the counters, and the list of solutions.
package queens

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
	"backtracklab/gui/teach"
)

const (
	// defaultN is the board a new screen shows: the classic one.
	defaultN = 8
	// countOnlyAbove is the largest n the screen lists by default; above
	// it, Count only is suggested (n=16 has 14,772,512 solutions).
	countOnlyAbove = 15
	// readableRate is the fastest pace, in steps per second, at which the
	// status line and counters change at every frame; faster, they change
	// textRate times a second.
	readableRate = 50
	textRate     = 4
)

// Screen is the N-Queens tab: settings, the shared controls, the board
// with its legend, the counters, the solutions and a status line.
type Screen struct {
	win      fyne.Window
	prefs    fyne.Preferences
	session  *run.Session
	controls *run.Controls
	timeline *run.Timeline

	board    *Board
	status   *widget.Label
	said     i18n.Words // what the status line says
	legend   *legend
	counters *counters
	results  *results
	count    *countView
	side     *fyne.Container // holds results or count

	size       *run.Entry
	sizeError  *widget.Label
	check      *widget.Select
	checkLabel *widget.Label
	checkBox   *fyne.Container // the select, as wide as its longest option
	attacks    *widget.Check
	countOnly  *widget.Check
	withUnique *widget.Check

	n         int           // the last valid board size
	autoCount bool          // Count only was ticked by the screen, not the user
	model     *model        // of the current or last run; nil before the first
	counting  bool          // the current or last run only counts
	seen      uint64        // snapshot shown last
	seenState run.State     // session state shown last
	seenStep  uint64        // recorded step shown last
	lastText  time.Time     // when the words and numbers were last updated
	quiet     time.Duration // the hold of a count's start (run.Job.Quiet)
	fresh     bool          // a count's run has not cleared the screen yet (quiet)
	hand      *View         // queens placed by hand; nil when showing a search
	shown     []byte        // a solution chosen in the list, shown until the search moves
	solved    []byte        // the solution the board shows, empty for none (see draw)
	content   fyne.CanvasObject
	teach     *teach.Side // the Teach panel beside the board, and its toggle
	quiz      *quiz.Quiz  // asks the room what the search does next
	variant   variant     // the quiz's seeded variant on show, if any
	// forget stops the screen following View > Language.
	forget func()
}

// New builds the N-Queens tab for win, keeping its settings in prefs (the
// app's preferences). While a search runs, the screen is redrawn every
// period (run.FramePeriod); with 0 it is redrawn only when Frame is called
// (tests do).
func New(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
	s := &Screen{win: win, n: defaultN, prefs: prefs, quiet: run.QuietStart}
	s.session = run.NewSession(s, period)
	s.controls = run.NewControls(s.session)
	s.board = NewBoard(defaultN)
	s.board.OnTapped = s.tap
	s.status = run.NewStatusLine()
	s.status.Truncation = fyne.TextTruncateEllipsis
	s.counters = newCounters()
	s.results = newResults(win, s.showSolution, s.session.Animate)
	s.count = newCountView()
	s.buildSettings()
	s.restore()
	s.session.OnChange(s.sessionChanged)
	s.teach = teach.NewSide(newTeacher(s), s.session, prefs, win)
	s.quiz = quiz.New(s.session, func() quiz.Asker { return quiz.Queens(s.n, s.variant.first(s.n) > 0) })
	s.quiz.SetVariant(s.makeVariant, s.clearVariant)

	s.timeline = run.NewTimeline(s.session, run.NewKeyHint(keyHint))
	top := container.NewVBox(s.settingsRow(), container.NewBorder(nil, nil, nil, container.NewHBox(s.quiz.Toggle, s.teach.Toggle), s.controls), s.timeline)
	s.legend = newLegend(s.selectedCheck())
	// The legend steps aside in presentation mode: the board takes its
	// room, as large as the window holds (its marks tell the states too).
	// The quiz's panel under the board, where the room looks, and out of
	// the Teach panel's height.
	left := container.NewBorder(nil, container.NewVBox(run.Aside(s.legend), s.quiz), nil, nil, container.NewStack(s.board, s.teach.Pointer()))
	s.side = container.NewStack(s.results.content, s.count.content)
	// Scrolled when the window is too short for it: presentation mode
	// draws the counters and the list twice as tall.
	right := container.NewVScroll(container.NewBorder(container.NewVBox(s.counters.Content, widget.NewSeparator()), nil, nil, nil, s.side))
	split := container.NewHSplit(left, right)
	split.Offset = 0.58
	s.teach.Attach(split)
	s.content = container.NewBorder(top, container.NewVBox(widget.NewSeparator(), s.status), nil, nil, split)
	s.Reset()
	s.quiz.Keep(prefs, "queens")
	s.forget = i18n.OnChange(s.relabel)
	return s
}

// keyHint names the keys: the controls' and the screen's own.
func keyHint() string { return run.KeyHelp() + " · " + i18n.T("queens.hint.size") }

// relabel says every word of the screen again in the language now in
// use. The settings, the board, the run and the list stay as they are.
func (s *Screen) relabel() {
	s.relabelSettings()
	s.legend.relabel()
	s.counters.relabel()
	s.results.relabel()
	s.count.relabel()
	run.SetText(s.status, s.said.String())
}

// Name is the tab's label, in the language in use.
func (s *Screen) Name() string { return i18n.T("app.tab.queens") }

// Content is the tab's content.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Close stops any search and following the language; the window calls it
// when it closes. The settings are in the preferences already: they go
// there as they change.
func (s *Screen) Close() {
	s.forget()
	s.quiz.Close()
	s.session.Close()
}

// Session is the screen's session, for the window's keys and for tests.
func (s *Screen) Session() *run.Session { return s.session }

// Controls is the screen's control bar.
func (s *Screen) Controls() *run.Controls { return s.controls }

// Teach is the screen's Teach side.
func (s *Screen) Teach() *teach.Side { return s.teach }

// Quiz is the screen's quiz.
func (s *Screen) Quiz() *quiz.Quiz { return s.quiz }

// Board is the screen's board.
func (s *Screen) Board() *Board { return s.board }

// TypedRune takes the screen's own keys when no widget has the focus:
// 'n' jumps to the board size, with its text selected for typing over.
func (s *Screen) TypedRune(r rune) bool {
	if (r != 'n' && r != 'N') || s.size.Disabled() {
		return false
	}
	s.win.Canvas().Focus(s.size)
	s.size.TypedShortcut(&fyne.ShortcutSelectAll{})
	return true
}

// Status is the text of the status line.
func (s *Screen) Status() string { return s.status.Text }

// sessionChanged locks the settings while a search is in progress and
// keeps the speed.
func (s *Screen) sessionChanged() {
	settings.QueensSpeed.Set(s.prefs, s.session.Notch()) // a no-op when unchanged
	active := s.session.State().Active()
	for _, w := range []fyne.Disableable{s.size, s.check, s.countOnly, s.withUnique} {
		run.Enable(w, !active)
	}
}

// say puts m on the status line, leaving it alone when it already says
// that: a label redraws on every SetText.
func (s *Screen) say(m i18n.Words) {
	s.said = m
	run.SetText(s.status, m.String())
}
