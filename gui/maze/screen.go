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
	"backtracklab/gui/run"
)

// The choices of the algorithm selector.
const (
	choiceDFS = "DFS · backtracking"
	choiceBFS = "BFS · shortest path"
)

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
	width, height *widget.Entry
	seed          *widget.Entry
	loops         *widget.Select // the share of inner walls knocked out
	animate       *widget.Check
	quiet         bool // settings are being set by the screen, not the user

	mz    *maze.Maze // the maze on show
	plain View       // mz with nothing marked: what the board shows between searches

	next  job
	model *model // of the current or last run; nil while the board shows plain
	plan  *plan  // of the same run
	blank View   // the grid of the run with nothing marked: plain, or solid for the carving
	view  View   // what the board shows of the run
	shown *position
	// What the last frame showed: the model's publication, the session's
	// state, the recorded step and whether it was a recorded one.
	seen        uint64
	seenState   run.State
	seenStep    uint64
	seenWatched bool
	dist        []int32 // scratch of distances, for drawing a breadth-first step
	chain       []int32
	carving     *maze.Generator // of the current or last generation run
	carvedMsg   string          // what to say when the carving ends
	results     [2]result       // the last result of DFS and of BFS on mz
	hasResult   [2]bool
	hist        history
	content     fyne.CanvasObject
}

// NewScreen builds the Maze tab for win, keeping the maze on show and the
// settings in prefs (the app's preferences). The window shows Content in
// its tab, routes the search keys to Session when no widget has the
// focus, and calls Close when it closes. The screen is redrawn every
// period while a run goes on (run.FramePeriod); with 0 frames are pushed
// by hand, as tests do.
func NewScreen(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
	return newScreen(win, prefs, period)
}

// newScreen builds the screen; period is the time between frames while a
// run goes on (0 in tests, which push frames themselves).
func newScreen(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
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
	s.restore()
	s.content = s.layout()
	s.sessionChanged()
	return s
}

// Content is the tab's content.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Session is the screen's session, for the window's keys and for tests.
func (s *Screen) Session() *run.Session { return s.session }

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

// Close stops any run; the window calls it when it closes.
func (s *Screen) Close() { s.session.Close() }

func (s *Screen) buildSettings() {
	s.samples = run.NewSampleSelect(sampleNames(), "Sample mazes", func(i int) {
		if !s.quiet {
			s.openSample(i)
		}
	})
	s.algo = widget.NewRadioGroup([]string{choiceDFS, choiceBFS}, func(string) {
		if !s.quiet {
			s.saveSettings()
		}
	})
	s.algo.Horizontal = true
	s.algo.Required = true
	s.mode = widget.NewRadioGroup([]string{modeWalls, modeStart, modeEnd}, nil)
	s.mode.Horizontal = true
	s.mode.Required = true
	s.mode.SetSelected(modeWalls)
	entry := func(placeholder string) *widget.Entry {
		e := widget.NewEntry()
		e.PlaceHolder = placeholder
		return e
	}
	s.width, s.height, s.seed = entry("cells"), entry("cells"), entry("seed")
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
	s.animate = widget.NewCheck("Animate", func(bool) {
		if !s.quiet {
			s.saveSettings()
		}
	})
	run.HandBack(s.algo, s.mode, s.loops, s.animate, s.width, s.height, s.seed)
}

// layout arranges the screen.
func (s *Screen) layout() fyne.CanvasObject {
	btn := func(label string, icon fyne.Resource, tap func()) *widget.Button {
		return widget.NewButtonWithIcon(label, icon, tap)
	}
	// Four short rows rather than three long ones, so that the screen fits
	// a 1366-pixel laptop with room to spare: mazes in and out and how a
	// click edits them; a new maze; the search; the keys.
	tools := container.NewHBox(s.samples,
		btn("Open…", theme.FolderOpenIcon(), s.showOpen),
		btn("Save…", theme.DocumentSaveIcon(), s.showSave),
		btn("Paste", theme.ContentPasteIcon(), s.pasteClipboard),
		btn("Copy", theme.ContentCopyIcon(), s.copyMaze),
		widget.NewSeparator(),
		widget.NewLabel("A click on the maze:"), s.mode,
	)
	generateRow := container.NewHBox(
		widget.NewLabel("New maze"), run.FixedWidth(s.width, 64), widget.NewLabel("×"), run.FixedWidth(s.height, 64),
		widget.NewLabel("cells, seed"), run.FixedWidth(s.seed, 96),
		widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), s.newSeed),
		widget.NewLabel("loops"), s.loops,
		s.animate,
		btn("Generate", theme.ContentAddIcon(), s.generate),
	)
	compare := btn("Compare", theme.ViewRestoreIcon(), s.startCompare)
	searchRow := container.NewBorder(nil, nil, container.NewHBox(s.algo, compare, widget.NewSeparator()), nil, s.controls)
	// The timeline of a recorded run stands in for the key hint while the
	// run is paused or over; with no run on show the hint stands alone,
	// so that no timeline of a search gone from the board is left.
	s.idleKeys = run.NewKeyHint(keyHelp)
	s.timeline = run.NewTimeline(s.session, run.NewKeyHint(keyHelp))
	s.timeline.Hide()
	top := container.NewVBox(tools, generateRow, searchRow, container.NewStack(s.idleKeys, s.timeline))

	right := container.NewVBox(
		s.counters.Content,
		widget.NewSeparator(),
		s.compared.content,
		widget.NewSeparator(),
		newLegend(),
	)
	split := container.NewHSplit(container.NewPadded(s.board), container.NewVScroll(right))
	split.Offset = 0.66
	return container.NewBorder(top, container.NewVBox(widget.NewSeparator(), run.TwoLineStatus(s.status)), nil, nil, split)
}

// keyHelp names the keys of the screen.
const keyHelp = run.KeyHelp + " · [ ] solutions · , . backtracks · click the maze to edit it"

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
		s.setMaze(st.maze, "Welcome back: here is the maze you left. Press Start (Space) to search it")
		return
	}
	m, err := loadSample(defaultSample)
	if err != nil {
		m = maze.GenerateWithLoops(st.width, st.height, st.seed, st.loops)
	}
	s.setMaze(m, "Welcome: "+samples[defaultSample].note)
}

// openSample shows sample i.
func (s *Screen) openSample(i int) {
	m, err := loadSample(i)
	if err != nil {
		s.say("The sample could not be read: " + err.Error())
		return
	}
	s.showMaze(m, samples[i].name+": "+samples[i].note)
}

// showMaze stops any run and shows m for editing and searching.
func (s *Screen) showMaze(m *maze.Maze, msg string) {
	s.session.Clear()
	s.setMaze(m, msg)
}

// setMaze makes m the maze on show, plain, and forgets the results of
// the last one; Undo brings the last one back.
func (s *Screen) setMaze(m *maze.Maze, msg string) {
	s.hist.record(s.mz, m)
	s.putMaze(m, msg)
}

// putMaze is setMaze without a note for Undo.
func (s *Screen) putMaze(m *maze.Maze, msg string) {
	s.mz = m
	s.plain = NewView(m)
	s.model, s.plan, s.shown, s.carving = nil, nil, nil, nil
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
	if s.algo.Selected == choiceBFS {
		return BFS
	}
	return DFS
}

func (s *Screen) setAlgorithm(a Algorithm) {
	if a == BFS {
		s.algo.SetSelected(choiceBFS)
	} else {
		s.algo.SetSelected(choiceDFS)
	}
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

// say puts a message on the status line.
func (s *Screen) say(msg string) {
	run.SetText(s.status, msg)
}

// sessionChanged locks the maze tools while a run is in progress.
func (s *Screen) sessionChanged() {
	active := s.session.State().Active()
	run.Enable(s.algo, !active)
	run.Enable(s.samples, !active)
}
