// Package maze is the Maze screen of the desktop app: a maze drawn from
// a sample, a file, the clipboard or the generator, edited by clicking,
// and searched by depth-first backtracking or breadth-first search
// through the shared controls, one after the other on the same maze to
// compare them.
package maze

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/teach"
)

// algoKeys are the keys of the algorithm selector's choices, in the
// order of the Algorithm values.
var algoKeys = []string{"maze.algo.dfs", "maze.algo.bfs"}

// Screen is the Maze tab: maze tools and the generator above, the search
// choice and the shared controls below them; the maze on the left;
// counters, the comparison and a legend on the right; a status line in
// words at the bottom.
type Screen struct {
	win      fyne.Window
	prefs    fyne.Preferences
	session  *run.Session
	controls *run.Controls
	timeline *run.Timeline
	idleKeys fyne.CanvasObject // the key hint while no run is on show

	board    *Board
	status   *widget.Label
	counters *counters
	compared *comparison

	samples       *widget.Select
	algo          *widget.RadioGroup
	mode          *widget.RadioGroup
	width, height *run.Entry
	seed          *run.Entry
	loops         *widget.Select // the share of inner walls knocked out
	animate       *widget.Check
	quiet         bool // settings are being set by the screen, not the user

	// The widgets whose words are set once, set again at a change of
	// language (relabel).
	labels  map[string]*widget.Label  // by key
	buttons map[string]*widget.Button // by key
	legend  *palette.BoardKey
	msg     i18n.Words // on the status line
	forget  func()     // stops following the language

	mz    *maze.Maze // the maze on show
	plain View       // mz with nothing marked: what the board shows between searches

	next  job
	model *model // of the current or last run; nil while the board shows plain
	// The searches of the same run, as the job sets them: a comparison
	// runs two; the events say which one each step belongs to.
	algs    [2]Algorithm
	instant bool // the run makes a maze at once, unwatched (jobGenerateNow)
	blank   View // the grid of the run with nothing marked: plain, or solid for the carving
	view    View // what the board shows of the run
	shown   *position
	// What the last frame showed: the model's publication, the session's
	// state, the recorded step and whether it was a recorded one.
	seen        uint64
	seenState   run.State
	seenStep    uint64
	seenWatched bool
	carvedMsg   i18n.Words // what to say when the generator's maze is made
	carvingSize [2]int     // the cells across and down of the maze being made
	genGate     func()     // tests: called on the search goroutine before the generator runs
	results     [2]result  // the last result of DFS and of BFS on mz
	hasResult   [2]bool
	hist        history
	content     fyne.CanvasObject
	teach       *teach.Side // the Teach panel beside the maze, and its toggle
	quiz        *quiz.Quiz  // asks the room what the search does next
}

// New builds the Maze tab for win, keeping the maze on show and the
// settings in prefs (the app's preferences). The window shows Content in
// its tab, routes the search keys to Session when no widget has the
// focus, and calls Close when it closes. The screen is redrawn every
// period while a run goes on (run.FramePeriod); with 0 frames are pushed
// by hand, as tests do.
func New(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
	s := &Screen{win: win, prefs: prefs}
	s.session = run.NewSession(s, period)
	s.controls = run.NewControls(s.session)
	s.board = NewBoard()
	s.board.OnTapped = s.tap
	s.status = run.NewStatusLine()
	s.status.Wrapping = fyne.TextWrapWord
	s.counters = newCounters()
	s.compared = newComparison()
	s.buildSettings()
	s.session.OnChange(s.sessionChanged)
	s.teach = teach.NewSide(newTeacher(s), s.session, prefs, win)
	s.quiz = quiz.New(s.session, quiz.Maze)
	s.quiz.SetVariant(s.makeVariant, nil)
	s.restore()
	s.content = s.layout()
	s.sessionChanged()
	s.quiz.Keep(prefs, "maze")
	s.forget = i18n.OnChange(s.relabel)
	return s
}

// Name is the tab's label, in the language in use.
func (s *Screen) Name() string { return i18n.T("app.tab.maze") }

// Content is the tab's content.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Session is the screen's session, for the window's keys and for tests.
func (s *Screen) Session() *run.Session { return s.session }

// Quiz is the screen's quiz.
func (s *Screen) Quiz() *quiz.Quiz { return s.quiz }

// Teach is the screen's Teach side.
func (s *Screen) Teach() *teach.Side { return s.teach }

// Board is the screen's maze.
func (s *Screen) Board() *Board { return s.board }

// Maze is the maze on show.
func (s *Screen) Maze() *maze.Maze { return s.mz }

// Status is the text of the status line.
func (s *Screen) Status() string { return s.status.Text }

// HandleShortcut applies paste (a maze from the clipboard), copy (the
// maze as text), undo and redo (of changes to the maze) typed while no
// entry has the focus; the window forwards its canvas shortcuts here
// while the Maze tab is on show. It reports whether it used sc.
func (s *Screen) HandleShortcut(sc fyne.Shortcut) bool {
	switch sc.(type) {
	case *fyne.ShortcutPaste:
		if !s.session.State().Active() {
			s.pasteClipboard()
		}
		return true
	case *fyne.ShortcutCopy:
		s.copyMaze()
		return true
	case *fyne.ShortcutUndo:
		s.undoEdit()
		return true
	case *fyne.ShortcutRedo:
		s.redoEdit()
		return true
	}
	return false
}

// Close stops any run and following the language; the window calls it
// when it closes.
func (s *Screen) Close() {
	if s.forget != nil {
		s.forget()
		s.forget = nil
	}
	s.quiz.Close()
	s.session.Close()
}

// translated is the texts of keys in the language in use.
func translated(keys []string) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = i18n.T(k)
	}
	return out
}

// optionIndex is the index of chosen among options, -1 for none.
func optionIndex(options []string, chosen string) int {
	for i, o := range options {
		if o == chosen {
			return i
		}
	}
	return -1
}

func (s *Screen) buildSettings() {
	s.samples = run.NewSampleSelect(sampleNames, func() string { return i18n.T("maze.sample.placeholder") }, func(i int) {
		if !s.quiet {
			s.openSample(i)
		}
	})
	s.algo = widget.NewRadioGroup(translated(algoKeys), func(string) {
		if !s.quiet {
			s.saveSettings()
		}
	})
	s.algo.Horizontal = true
	s.algo.Required = true
	s.mode = widget.NewRadioGroup(translated(modeKeys), nil)
	s.mode.Horizontal = true
	s.mode.Required = true
	s.mode.SetSelected(s.mode.Options[modeWalls])
	entry := func(placeholder string) *run.Entry {
		e := run.NewEntry()
		e.PlaceHolder = i18n.T(placeholder)
		return e
	}
	s.width, s.height, s.seed = entry("maze.gen.cells"), entry("maze.gen.cells"), entry("maze.gen.seed")
	labels := make([]string, len(loopChoices))
	for i, l := range loopChoices {
		labels[i] = loopLabel(l)
	}
	s.loops = widget.NewSelect(labels, func(string) {
		if !s.quiet {
			s.saveSettings()
		}
	})
	run.FitOptions(s.loops)
	s.animate = widget.NewCheck(i18n.T("maze.gen.animate"), func(bool) {
		if !s.quiet {
			s.saveSettings()
		}
	})
	run.HandBack(s.algo, s.mode, s.loops, s.animate, s.width, s.height, s.seed)
}

// relabel sets the words of the screen's widgets again in the language in
// use, keeping every choice, entry and run as it is, and tells the
// status line again.
func (s *Screen) relabel() {
	quiet := s.quiet
	s.quiet = true
	defer func() { s.quiet = quiet }()
	for _, r := range []struct {
		group *widget.RadioGroup
		keys  []string
	}{{s.algo, algoKeys}, {s.mode, modeKeys}} {
		i := optionIndex(r.group.Options, r.group.Selected)
		r.group.Options = translated(r.keys)
		if i >= 0 {
			r.group.Selected = r.group.Options[i]
		}
		r.group.Refresh()
	}
	s.width.SetPlaceHolder(i18n.T("maze.gen.cells"))
	s.height.SetPlaceHolder(i18n.T("maze.gen.cells"))
	s.seed.SetPlaceHolder(i18n.T("maze.gen.seed"))
	s.animate.SetText(i18n.T("maze.gen.animate"))
	for k, l := range s.labels {
		l.SetText(i18n.T(k))
	}
	for k, b := range s.buttons {
		b.SetText(i18n.T(k))
	}
	s.counters.relabel()
	s.compared.relabel()
	s.showComparison()
	s.legend.Relabel()
	if s.msg != nil {
		run.SetText(s.status, s.msg())
	}
}

// layout arranges the screen.
func (s *Screen) layout() fyne.CanvasObject {
	s.labels, s.buttons = map[string]*widget.Label{}, map[string]*widget.Button{}
	btn := func(key string, icon fyne.Resource, tap func()) *widget.Button {
		b := widget.NewButtonWithIcon(i18n.T(key), icon, tap)
		s.buttons[key] = b
		return b
	}
	label := func(key string) *widget.Label {
		l := widget.NewLabel(i18n.T(key))
		s.labels[key] = l
		return l
	}
	// Four short rows rather than three long ones, so that the screen fits
	// a 1366-pixel laptop with room to spare: mazes in and out and how a
	// click edits them; a new maze; the search; the keys.
	tools := run.NewRow(s.samples,
		btn("maze.button.open", theme.FolderOpenIcon(), s.ShowOpen),
		btn("maze.button.save", theme.DocumentSaveIcon(), s.ShowSave),
		btn("maze.button.paste", theme.ContentPasteIcon(), s.pasteClipboard),
		btn("maze.button.copy", theme.ContentCopyIcon(), s.copyMaze),
		widget.NewSeparator(),
		label("maze.label.click"), s.mode,
	)
	generateRow := run.NewRow(
		label("maze.gen.new"), run.FixedWidth(s.width, 64), widget.NewLabel("×"), run.FixedWidth(s.height, 64),
		label("maze.gen.cellsseed"), run.FixedWidth(s.seed, 96),
		widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), s.newSeed),
		label("maze.gen.loops"), s.loops,
		s.animate,
		btn("maze.button.generate", theme.ContentAddIcon(), s.generate),
	)
	compare := btn("maze.button.compare", theme.ViewRestoreIcon(), s.startCompare)
	searchRow := run.NewFilledRow(container.NewHBox(s.algo, compare, widget.NewSeparator()), s.controls)
	// The timeline of a recorded run stands in for the key hint while the
	// run is paused or over; with no run on show the hint stands alone,
	// so that no timeline of a search gone from the board is left.
	s.idleKeys = run.NewKeyHint(keyHelp)
	s.timeline = run.NewTimeline(s.session, run.NewKeyHint(keyHelp))
	s.timeline.Hide()
	top := container.NewVBox(run.Aside(tools), run.Aside(generateRow), searchRow, container.NewBorder(nil, nil, nil, container.NewHBox(s.quiz.Toggle, s.teach.Toggle), container.NewStack(s.idleKeys, s.timeline)))

	s.legend = newLegend()
	right := container.NewVBox(
		s.counters.Content,
		widget.NewSeparator(),
		s.compared.content,
		widget.NewSeparator(),
		s.legend.Content,
	)
	// The quiz's panel under the maze, where the room looks, and out of
	// the Teach panel's height.
	board := container.NewBorder(nil, s.quiz, nil, nil, container.NewPadded(container.NewStack(s.board, s.teach.Pointer())))
	split := container.NewHSplit(board, container.NewVScroll(right))
	split.Offset = 0.66
	s.teach.Attach(split)
	return container.NewBorder(top, container.NewVBox(widget.NewSeparator(), run.TwoLineStatus(s.status)), nil, nil, split)
}

// keyHelp names the keys of the screen: the shared ones and its own.
func keyHelp() string { return i18n.T("maze.keys", i18n.Args{"Shared": run.KeyHelp()}) }

// showTimeline shows the timeline row while a run is on show, and the key
// hint alone otherwise.
func (s *Screen) showTimeline(on bool) {
	if s.timeline == nil || s.timeline.Visible() == on {
		return
	}
	if on {
		s.idleKeys.Hide()
		s.timeline.Show()
	} else {
		s.timeline.Hide()
		s.idleKeys.Show()
	}
}

// restore shows what the preferences kept, or the default sample.
func (s *Screen) restore() {
	st := readSettings(s.prefs)
	s.quiet = true
	s.setAlgorithm(st.alg)
	s.width.SetText(strconv.Itoa(st.width))
	s.height.SetText(strconv.Itoa(st.height))
	s.seed.SetText(strconv.FormatInt(st.seed, 10))
	s.loops.SetSelected(loopLabel(st.loops))
	s.animate.SetChecked(st.animate)
	s.quiet = false
	if st.maze != nil {
		s.setMaze(st.maze, tr("maze.status.welcomeback", nil))
		return
	}
	m, err := loadSample(defaultSample)
	if err != nil {
		m = maze.GenerateWithLoops(st.width, st.height, st.seed, st.loops)
	}
	s.setMaze(m, func() string {
		return i18n.T("maze.status.welcome", i18n.Args{"Note": samples[defaultSample].note()})
	})
}

// openSample shows sample i.
func (s *Screen) openSample(i int) {
	m, err := loadSample(i)
	if err != nil {
		s.say(func() string { return i18n.T("maze.sample.failed", i18n.Args{"Error": errorWords(err)}) })
		return
	}
	s.showMaze(m, func() string {
		return i18n.T("maze.sample.opened", i18n.Args{"Name": samples[i].name(), "Note": samples[i].note()})
	})
}

// showMaze stops any run and shows m for editing and searching.
func (s *Screen) showMaze(m *maze.Maze, msg i18n.Words) {
	s.session.Clear()
	s.setMaze(m, msg)
}

// setMaze makes m the maze on show, plain, and forgets the results of
// the last one; Undo brings the last one back.
func (s *Screen) setMaze(m *maze.Maze, msg i18n.Words) {
	s.hist.record(s.mz, m)
	s.putMaze(m, msg)
}

// putMaze is setMaze without a note for Undo.
func (s *Screen) putMaze(m *maze.Maze, msg i18n.Words) {
	s.mz = m
	s.plain = NewView(m)
	s.model, s.shown, s.instant = nil, nil, false
	s.showTimeline(false)
	s.hasResult = [2]bool{}
	s.counters.reset()
	s.board.SetView(&s.plain)
	s.showComparison()
	s.saveSettings()
	s.say(msg)
}

// startCompare runs the chosen search, then the other, on the maze.
func (s *Screen) startCompare() {
	s.next = jobCompare
	s.session.Start()
}

// algorithm is the search chosen.
func (s *Screen) algorithm() Algorithm {
	if optionIndex(s.algo.Options, s.algo.Selected) == int(BFS) {
		return BFS
	}
	return DFS
}

func (s *Screen) setAlgorithm(a Algorithm) {
	s.algo.SetSelected(s.algo.Options[min(int(a), len(s.algo.Options)-1)])
}

// saveSettings stores the settings and the maze in the preferences; the
// entries are kept only when they make a valid request.
func (s *Screen) saveSettings() {
	st := storedSettings{alg: s.algorithm(), animate: s.animate.Checked, loops: s.loopShare(), maze: s.mz}
	var err error
	if st.width, st.height, st.seed, err = s.genRequest(); err != nil {
		st.width, st.height, st.seed = readRequest(s.prefs)
	}
	writeSettings(s.prefs, &st)
}

// sessionChanged locks the maze tools while a run is in progress.
func (s *Screen) sessionChanged() {
	active := s.session.State().Active()
	run.Enable(s.algo, !active)
	run.Enable(s.samples, !active)
}
