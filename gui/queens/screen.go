// Package queens is the N-Queens screen of the desktop app: the board
// widget, the search it animates, the counters, and the list of solutions.
package queens

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
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
	counters *counters
	results  *results
	count    *countView
	side     *fyne.Container // holds results or count

	size       *widget.Entry
	sizeError  *widget.Label
	check      *widget.Select
	attacks    *widget.Check
	countOnly  *widget.Check
	withUnique *widget.Check

	n         int       // the last valid board size
	autoCount bool      // Count only was ticked by the screen, not the user
	model     *model    // of the current or last run; nil before the first
	counting  bool      // the current or last run only counts
	seen      uint64    // snapshot shown last
	seenState run.State // session state shown last
	seenStep  uint64    // recorded step shown last
	lastText  time.Time // when the words and numbers were last updated
	hand      *View     // queens placed by hand; nil when showing a search
	shown     []byte    // a solution chosen in the list, shown until the search moves
	content   fyne.CanvasObject
}

// NewScreen builds the N-Queens tab for win, keeping its settings in the
// app's preferences. While a search runs, the screen is redrawn every
// period (run.FramePeriod); with 0 it is redrawn only when Frame is called
// (tests do).
func NewScreen(win fyne.Window, period time.Duration) *Screen {
	return NewScreenWith(win, fyne.CurrentApp().Preferences(), period)
}

// NewScreenWith builds the N-Queens tab as NewScreen does, keeping its
// settings in prefs.
func NewScreenWith(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
	s := &Screen{win: win, n: defaultN, prefs: prefs}
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

	hint := run.NewKeyHint(run.KeyHelp + " · N board size")
	s.timeline = run.NewTimeline(s.session, hint)
	top := container.NewVBox(s.settingsRow(), s.controls, s.timeline)
	left := container.NewBorder(nil, newLegend(), nil, nil, s.board)
	s.side = container.NewStack(s.results.content, s.count.content)
	right := container.NewBorder(container.NewVBox(s.counters.Content, widget.NewSeparator()), nil, nil, nil, s.side)
	split := container.NewHSplit(left, right)
	split.Offset = 0.58
	s.content = container.NewBorder(top, container.NewVBox(widget.NewSeparator(), s.status), nil, nil, split)
	s.Reset()
	return s
}

// Content is the tab's content.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Session is the screen's session, for the window's keys and for tests.
func (s *Screen) Session() *run.Session { return s.session }

// Controls is the screen's control bar.
func (s *Screen) Controls() *run.Controls { return s.controls }

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

func (s *Screen) buildSettings() {
	s.size = widget.NewEntry()
	s.size.SetText(strconv.Itoa(defaultN))
	s.size.OnChanged = s.sizeChanged
	s.size.OnSubmitted = func(string) { s.win.Canvas().Unfocus() }
	s.sizeError = widget.NewLabel("")
	s.sizeError.Importance = widget.DangerImportance
	s.sizeError.Hide()
	names := make([]string, 0, 3)
	for _, c := range queens.Checks() {
		names = append(names, checkLabel(c))
	}
	s.check = widget.NewSelect(names, nil)
	s.check.SetSelected(checkLabel(queens.Scan))
	s.check.OnChanged = func(label string) { // set after the default, which is no choice to keep
		name, _, _ := strings.Cut(label, " ")
		settings.QueensCheck.Set(s.prefs, name)
	}
	s.attacks = widget.NewCheck("Show attacked squares", func(on bool) {
		settings.QueensAttacks.Set(s.prefs, on)
		s.redraw()
	})
	s.countOnly = widget.NewCheck("Count only", func(on bool) {
		s.autoCount = false
		s.showSide(on)
	})
	s.withUnique = widget.NewCheck("and unique", nil)
	s.withUnique.Hide()
	s.showSide(false)
	// Give the keys back once a control is used, but only from the control
	// itself: Count only ticked by the screen while n is typed must leave
	// the focus in the size entry.
	run.HandBack(s.check, s.attacks, s.countOnly, s.withUnique)
}

func (s *Screen) settingsRow() fyne.CanvasObject {
	sizeBox := run.FixedWidth(s.size, 64)
	var checkWidth float32 // the select shows its longest option whole
	for _, c := range queens.Checks() {
		checkWidth = max(checkWidth, fyne.MeasureText(checkLabel(c), theme.TextSize(), fyne.TextStyle{}).Width)
	}
	checkWidth += 6*theme.Padding() + theme.IconInlineSize()
	checkBox := run.FixedWidth(s.check, checkWidth)
	return container.NewHBox(
		widget.NewLabel("n ="), sizeBox, s.sizeError,
		widget.NewLabel("Check:"), checkBox,
		s.attacks, s.countOnly, s.withUnique,
	)
}

// checkLabel names a check method with what it does, the way a teacher
// introduces them one after the other.
func checkLabel(c queens.Check) string {
	switch c {
	case queens.Scan:
		return "scan — compare with each queen"
	case queens.Arrays:
		return "arrays — three lookups"
	case queens.Bitmask:
		return "bitmask — one test of three masks"
	}
	return c.String()
}

// Prepare is part of run.Puzzle: a new run with the settings on screen.
func (s *Screen) Prepare() (run.Job, error) {
	if err := s.validSize(); err != nil {
		return run.Job{}, err
	}
	name, _, _ := strings.Cut(s.check.Selected, " ")
	check, err := queens.ParseCheck(name)
	if err != nil {
		return run.Job{}, err
	}
	s.hand, s.shown = nil, nil
	s.model = newModel(s.n)
	s.seen = 0
	s.counting = s.countOnly.Checked
	s.counters.reset()
	s.board.SetView(NewView(s.n))
	if s.counting {
		s.count.reset()
		return run.Job{Search: s.countSearch(s.model, s.n, s.withUnique.Checked), OnEvent: s.model.onEvent, NoSteps: true}, nil
	}
	s.results.start(s.model, s.n)
	m, n := s.model, s.n
	search := func(t *engine.Tracer) engine.End {
		solver := &queens.Solver{N: n, Check: check, OnSolution: func(cols []byte) {
			m.solution(cols, &t.Stats, t.Watched())
		}}
		return solver.Search(t)
	}
	return run.Job{Search: search, OnEvent: m.onEvent, Board: func() trace.Board { return newPosition(n) }}, nil
}

// countSearch counts with the engine's fastest counter, on every core,
// then, if asked, counts the unique solutions.
func (s *Screen) countSearch(m *model, n int, unique bool) engine.Search {
	return func(t *engine.Tracer) engine.End {
		m.setPhase(phaseCount, nil)
		total, end := queens.Count(n, 0, t)
		m.setCount(total)
		if end != engine.Done || !unique {
			return end
		}
		t.SetProgress(0, 0)
		m.setPhase(phaseCountUnique, nil)
		u, end := queens.CountUnique(n, 0, t)
		if end == engine.Done {
			m.setUnique(u)
		}
		return end
	}
}

// Reset is part of run.Puzzle: an empty board of the chosen size.
func (s *Screen) Reset() {
	s.model, s.hand, s.shown = nil, nil, nil
	s.counters.reset()
	s.results.clear()
	s.count.reset()
	s.board.SetView(NewView(s.n))
	s.say(handStatus(&View{N: s.n}, 0))
}

// Frame is part of run.Puzzle: it shows the latest snapshot of the run.
// The board follows every frame; the words and numbers follow at most
// textRate times a second once the search goes faster than anyone reads:
// Fyne keeps every distinct string it draws in a cache for a minute, and
// at 60 frames a second dozens of counters, rows and status lines would
// fill hundreds of megabytes with strings nobody saw.
//
// A watched search (paused, paced, stepped, or any step of its recording
// on show) is shown from the recorded step: board, counters, words. At
// full speed, and at the end of a run that ended at full speed, the board
// shows the last solution found and the counters those of the search.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	snap := s.model.snapshot()
	var step *position
	if f.Step != nil && (f.Past || f.State == run.Paused || f.Watched) {
		step = f.Step.Board().(*position)
	}
	at := stepOf(f)
	moved := snap.seq != s.seen || f.State != s.seenState || at != s.seenStep
	if moved && (snap.seq != s.seen || at != s.seenStep) {
		s.shown = nil // the search moved on: show it again
	}
	if moved && !s.counting && s.hand == nil && s.shown == nil {
		s.board.SetView(s.searchView(&snap, step))
	}
	s.seen, s.seenState, s.seenStep = snap.seq, f.State, at

	now := time.Now()
	readable := s.readable(f)
	if !readable && now.Sub(s.lastText) < time.Second/textRate {
		return s.results.update(snap.listed, false, false) || f.State.Active()
	}
	s.lastText = now
	if s.counting {
		s.counters.show(&engine.Stats{Solutions: snap.count}, run.FormatElapsed(f.Elapsed, run.Coarse))
		s.count.show(&snap, f)
		s.say(narrateCount(&snap, f))
		return false
	}
	stats := snap.stats
	if step != nil {
		stats = f.Step.Stats()
	}
	s.counters.show(&stats, run.FormatElapsed(f.Elapsed, run.Coarse))
	if s.hand == nil && s.shown == nil {
		s.say(s.narrate(&snap, step, &stats, f))
	}
	// A list filling fast grows once a second, and its rows stay put.
	return s.results.update(snap.listed, readable || s.results.since(now) >= time.Second, readable)
}

// stepOf is the recorded step a frame shows, 0 for none.
func stepOf(f run.Frame) uint64 {
	if f.Step == nil {
		return 0
	}
	return f.Step.Step()
}

// readable reports whether a person can follow every step, so that the
// words must keep up with each frame: paused, stepped, slow, or over.
func (s *Screen) readable(f run.Frame) bool {
	return f.State != run.Running || run.Rate(s.session.Notch()) <= readableRate
}

// searchView draws a step of a watched search (the queens, and the marks
// of its event), or, with step nil, the last solution found.
func (s *Screen) searchView(snap *snapshot, step *position) View {
	v := NewView(snap.n)
	if step == nil {
		if snap.found > 0 {
			for r := range snap.n {
				v.Add(r, int(snap.solution[r]), Queen|Solved)
			}
		}
		return s.decorate(v)
	}
	for r := range snap.n {
		if c := step.board[r]; c >= 0 {
			v.Add(r, int(c), Queen)
		}
	}
	if u := step.undoneAt; u[0] >= 0 {
		v.Add(u[0], u[1], Undone)
	}
	e := step.last
	switch e.Kind {
	case engine.Try:
		v.Add(e.Row, e.Col, Trying)
	case engine.Reject:
		v.Add(e.Row, e.Col, Rejected)
		if r, c, ok := e.By.Get(); ok {
			v.Add(r, c, Blocker)
			v.AddLine(r, c, e.Row, e.Col)
		}
	case engine.Solution:
		for r := range snap.n {
			v.Add(r, int(step.board[r]), Solved)
		}
	}
	return s.decorate(v)
}

// decorate adds the attacked squares when they are asked for.
func (s *Screen) decorate(v View) View {
	if s.attacks.Checked {
		v.AddAttacks()
	}
	return v
}

// narrate tells the state of a listing run: the step on show, with the
// counters st at that step, or where the search stands.
func (s *Screen) narrate(snap *snapshot, step *position, st *engine.Stats, f run.Frame) string {
	found := run.Thousands(uint64(snap.found))
	switch {
	case f.Past && step != nil:
		return "Back in time — " + narrateEvent(step.last, int(st.Solutions), snap.n)
	case !f.State.Active():
		return narrateEnd(snap)
	case step == nil:
		return fmt.Sprintf("Full speed: %s %s so far", found, plural(snap.found, "solution", "solutions"))
	case step.last.Kind == 0:
		if f.State == run.Paused {
			return "Paused before the first step — Step (→) tries the first square"
		}
		return "Starting…"
	}
	return narrateEvent(step.last, int(st.Solutions), snap.n)
}

// redraw shows the board again after a display setting changed.
func (s *Screen) redraw() {
	switch {
	case s.hand != nil:
		s.showHand()
	case s.shown != nil:
		s.showSolution(s.shown)
	case s.model != nil && !s.counting:
		s.seen = 0 // the next frame draws the board again
		s.session.Frame()
	default:
		s.board.SetView(s.decorate(NewView(s.n)))
	}
}

// showSolution shows a solution chosen in the list, unless a running
// search would overwrite it at once.
func (s *Screen) showSolution(cols []byte) {
	if s.session.State() == run.Running {
		return
	}
	s.hand, s.shown = nil, cols
	v := NewView(len(cols))
	for r, c := range cols {
		v.Add(r, int(c), Queen|Solved)
	}
	s.board.SetView(s.decorate(v))
	s.say(fmt.Sprintf("Solution #%s: %s", run.Thousands(uint64(s.results.selected+1)), columns(cols)))
}

// tap places or removes a queen by hand; the queens on show are the
// starting point.
func (s *Screen) tap(row, col int) {
	if s.session.State().Active() {
		s.say("Stop the search (Esc) to place queens by hand")
		return
	}
	if s.hand == nil {
		v := NewView(s.board.View().N)
		cur := s.board.View()
		for r := range v.N {
			for c := range v.N {
				if cur.Has(r, c, Queen) {
					v.Add(r, c, Queen)
				}
			}
		}
		s.hand = &v
		s.shown = nil
	}
	i := row*queens.MaxN + col
	s.hand.marks[i] ^= Queen
	s.showHand()
}

// showHand draws the queens placed by hand, marking those that attack
// each other, and says what the board amounts to.
func (s *Screen) showHand() {
	v := *s.hand
	type square struct{ r, c int }
	var qs []square
	for r := range v.N {
		for c := range v.N {
			if v.Has(r, c, Queen) {
				qs = append(qs, square{r, c})
			}
		}
	}
	for i, a := range qs {
		for _, b := range qs[i+1:] {
			if sameLine(a.r, a.c, b.r, b.c) {
				v.Add(a.r, a.c, Clash)
				v.Add(b.r, b.c, Clash)
			}
		}
	}
	clashes := 0
	for _, q := range qs {
		if v.Has(q.r, q.c, Clash) {
			clashes++
		}
	}
	if clashes == 0 && len(qs) == v.N {
		for _, q := range qs {
			v.Add(q.r, q.c, Solved)
		}
	}
	s.board.SetView(s.decorate(v))
	s.say(handStatus(&v, clashes))
}

// sizeChanged checks n as it is typed; a valid new size gives a new empty
// board, a wrong one a message beside the entry.
func (s *Screen) sizeChanged(text string) {
	n, err := parseSize(text)
	if err != nil {
		s.sizeError.SetText(err.Error())
		s.sizeError.Show()
		return
	}
	s.sizeError.Hide()
	if n == s.n {
		return
	}
	s.n = n
	settings.QueensN.Set(s.prefs, n)
	switch {
	case n > countOnlyAbove && !s.countOnly.Checked:
		s.countOnly.SetChecked(true)
		s.autoCount = true
	case n <= countOnlyAbove && s.countOnly.Checked && s.autoCount:
		s.countOnly.SetChecked(false)
	}
	s.Reset()
}

// validSize is the check Prepare makes: the entry must hold a valid n.
func (s *Screen) validSize() error {
	n, err := parseSize(s.size.Text)
	if err != nil {
		s.sizeError.SetText(err.Error())
		s.sizeError.Show()
		return err
	}
	s.n = n
	return nil
}

// parseSize reads n, with the engine's own message for a number out of
// range.
func parseSize(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, fmt.Errorf("n must be a whole number between %d and %d", queens.MinN, queens.MaxN)
	}
	if err := queens.ValidateN(n); err != nil {
		return 0, err
	}
	return n, nil
}

// showSide shows the results list, or the count panel when only counting.
func (s *Screen) showSide(counting bool) {
	if counting {
		s.withUnique.Show()
		s.count.content.Show()
		s.results.content.Hide()
	} else {
		s.withUnique.Hide()
		s.count.content.Hide()
		s.results.content.Show()
	}
}

// restore applies the settings kept from the last run of the app (board
// size, check, speed, attacked squares), so a lesson picks up where it
// was left; a value that is no longer valid reads as the default.
func (s *Screen) restore() {
	if n := settings.QueensN.Get(s.prefs); n != s.n {
		s.size.SetText(strconv.Itoa(n))
	}
	if c, err := queens.ParseCheck(settings.QueensCheck.Get(s.prefs)); err == nil {
		s.check.SetSelected(checkLabel(c))
	}
	s.session.SetNotch(settings.QueensSpeed.Get(s.prefs))
	s.attacks.SetChecked(settings.QueensAttacks.Get(s.prefs))
}

// sessionChanged locks the settings while a search is in progress and
// keeps the speed.
func (s *Screen) sessionChanged() {
	settings.QueensSpeed.Set(s.prefs, s.session.Notch()) // a no-op when unchanged
	active := s.session.State().Active()
	for _, w := range []fyne.Disableable{s.size, s.check, s.countOnly, s.withUnique} {
		run.Enable(w, !active)
	}
}

// say puts text on the status line, leaving it alone when it already says
// that: a label redraws on every SetText.
func (s *Screen) say(text string) {
	run.SetText(s.status, text)
}
