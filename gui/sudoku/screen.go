// Package sudoku is the Sudoku screen of the desktop app: an entry grid to
// type, paste, open or generate a puzzle in, hints and checks for a person
// solving it, and the engine's searches animated on the same grid through
// the shared controls.
package sudoku

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
	"backtracklab/gui/teach"
)

// defaultSample is the puzzle a first start shows: Project Euler's first
// grid, which every strategy solves in the blink of an eye at full speed
// and which is worth watching slowly.
const defaultSample = 1

// Screen is the Sudoku tab: the puzzle tools, the strategy and the shared
// controls above; the grid with its legend on the left; counters, hint,
// check and a second solution on the right; a status line below.
type Screen struct {
	win      fyne.Window
	prefs    fyne.Preferences
	session  *run.Session
	controls *run.Controls
	timeline *run.Timeline // stands in for the key hint while a recorded run is paused or over

	board    *Board
	status   *widget.Label
	said     i18n.Words // what the status line tells, told again after a change of language
	counters *counters
	second   *secondView
	note     *widget.Label // what the chosen strategy does

	samples    *widget.Select
	size       *widget.Select
	strategy   *widget.Select
	givensMode *widget.Check
	pencil     *widget.Check
	undo, redo *widget.Button

	// The words set once, set again after a change of language.
	buttons     map[*widget.Button]string // each button's key
	strategyBox *widget.Label
	legend      *palette.BoardKey
	forget      func() // stops following the language

	p       puzzle
	hist    history
	wrong   [sudoku.MaxCells]bool // entries Check found wrong, until edited
	hinted  *hint                 // the last hint, marked until the next edit
	solved  solvedCache
	gen     genSettings
	quiet   bool // settings are being set by the screen, not the user
	content fyne.CanvasObject
	teach   *teach.Side // the Teach panel beside the grid, and its toggle
	quiz    *quiz.Quiz  // asks the room what the search does next

	model *model   // of the current or last search; nil while the grid shows the puzzle
	seen  frameKey // what the grid and the words show
	// searchGrid is the grid of the search on show: its solution, from
	// the result, or the recorded step's digits; what Copy copies.
	searchGrid sudoku.Grid

	bg        *background    // the uniqueness checks and the generator
	checking  checking       // the check bg runs, if it runs one
	checkStop *widget.Button // ends a slow check, shown while one runs
}

// New builds the Sudoku tab for win, keeping the puzzle being edited and
// the settings in prefs (the app's preferences), so that they survive
// closing the app. The window shows Content in its tab, routes the search
// keys to Session when no widget has the focus, and calls Close when it
// closes. The screen is redrawn every period while a search runs
// (run.FramePeriod); with 0 frames are pushed by hand, as tests do.
func New(win fyne.Window, prefs fyne.Preferences, period time.Duration) *Screen {
	s := &Screen{win: win, prefs: prefs, bg: newBackground()}
	s.session = run.NewSession(s, period)
	s.controls = run.NewControls(s.session)
	s.board = NewBoard(9)
	s.board.OnEntry = s.typed
	s.board.OnKey = s.boardKey
	s.board.OnRune = s.boardRune
	s.board.OnShortcut = s.shortcut
	s.board.OnSelect = func(row, col int) {
		if !s.quiz.Tap(row, col) { // else the answer to the quiz's question
			s.cursorMoved()
		}
	}
	s.status = run.NewStatusLine()
	s.status.Wrapping = fyne.TextWrapWord
	s.counters = newCounters()
	s.second = newSecondView()
	s.note = widget.NewLabel("")
	s.note.Wrapping = fyne.TextWrapWord
	s.note.SizeName = theme.SizeNameCaptionText
	s.buildSettings()
	s.session.OnChange(s.sessionChanged)
	s.teach = teach.NewSide(newTeacher(s), s.session, prefs, win)
	s.quiz = quiz.New(s.session, func() quiz.Asker { return quiz.Sudoku(s.p.givens.Size()) })
	// The quiz's seeded variant: the generator's puzzle of this size and
	// the last difficulty, from the seed.
	s.quiz.SetVariant(func(seed uint64) {
		s.session.Clear()
		s.generate(s.p.size(), s.gen.difficulty, seed)
	}, nil)
	s.restore()
	s.content = s.layout()
	s.session.SetNotch(settings.SudokuSpeed.Get(s.prefs))
	s.sessionChanged()
	s.quiz.Keep(prefs, "sudoku")
	s.forget = i18n.OnChange(s.relabel)
	return s
}

// relabel sets the words of every widget in the language in use, and tells
// the status line again; the puzzle, the search and the step on show stay
// as they are.
func (s *Screen) relabel() {
	s.quiet = true
	k := s.strategy.SelectedIndex()
	s.strategy.Options = strategyNames()
	run.FitOptions(s.strategy)
	s.strategy.SetSelectedIndex(k)
	s.quiet = false
	s.givensMode.SetText(i18n.T("sudoku.check.givens"))
	s.pencil.SetText(i18n.T("sudoku.check.pencil"))
	for b, key := range s.buttons {
		b.SetText(i18n.T(key))
	}
	run.SetText(s.strategyBox, i18n.T("sudoku.label.strategy"))
	s.legend.Relabel()
	s.counters.relabel()
	s.second.relabel()
	s.updateNote()
	if s.model != nil {
		s.redraw() // the narration and the counters' note, of the step on show
	}
	s.say(s.said)
}

// Quiz is the screen's quiz.
func (s *Screen) Quiz() *quiz.Quiz { return s.quiz }

// Name is the tab's label, in the language in use.
func (s *Screen) Name() string { return i18n.T("app.tab.sudoku") }

// Content is the tab's content.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Session is the screen's session, for the window's keys and for tests.
func (s *Screen) Session() *run.Session { return s.session }

// Teach is the screen's Teach side.
func (s *Screen) Teach() *teach.Side { return s.teach }

// Board is the screen's grid.
func (s *Screen) Board() *Board { return s.board }

// Status is the text of the status line.
func (s *Screen) Status() string { return s.status.Text }

// HandleShortcut applies a shortcut typed while the grid does not have
// the focus: paste (a puzzle from the clipboard), copy (the grid as one
// line), undo and redo. The window forwards its canvas shortcuts here
// while the Sudoku tab is on show; it reports whether it used sc.
func (s *Screen) HandleShortcut(sc fyne.Shortcut) bool {
	switch sc.(type) {
	case *fyne.ShortcutPaste, *fyne.ShortcutCopy, *fyne.ShortcutUndo, *fyne.ShortcutRedo:
		s.shortcut(sc)
		return true
	}
	return false
}

// Close stops any search, and any check or generation in the
// background, without waiting for them; the window calls it when it closes. The
// puzzle is in the preferences already: it goes there at every edit.
func (s *Screen) Close() {
	s.forget()
	s.bg.cancel()
	s.quiz.Close()
	s.session.Close()
}

func (s *Screen) buildSettings() {
	s.samples = run.NewSampleSelect(sampleNames, func() string { return i18n.T("sudoku.samples") }, func(i int) {
		if !s.quiet {
			s.loadSample(i)
		}
	})
	s.size = widget.NewSelect([]string{"4×4", "9×9", "16×16"}, func(v string) {
		if !s.quiet {
			s.resize(sizeOf(v))
		}
	})
	run.FitOptions(s.size)
	s.strategy = widget.NewSelect(strategyNames(), func(string) {
		s.updateNote()
		if !s.quiet {
			s.writePrefs()
		}
	})
	run.FitOptions(s.strategy) // Fyne's placeholder is English, and never shown: the select always holds a choice
	s.givensMode = widget.NewCheck(i18n.T("sudoku.check.givens"), func(on bool) {
		if s.quiet {
			return
		}
		if on {
			s.say(tr("sudoku.mode.on", nil))
		} else {
			s.say(tr("sudoku.mode.off", nil))
		}
		s.writePrefs()
	})
	s.pencil = widget.NewCheck(i18n.T("sudoku.check.pencil"), func(on bool) {
		if s.quiet {
			return
		}
		s.redraw()
		s.writePrefs()
		if on && !s.board.PencilShown() {
			s.say(tr("sudoku.pencil.small", nil))
		}
	})
	run.HandBack(s.size, s.strategy, s.givensMode, s.pencil)
}

// layout arranges the screen.
func (s *Screen) layout() fyne.CanvasObject {
	s.buttons = map[*widget.Button]string{}
	btn := func(key string, icon fyne.Resource, tap func()) *widget.Button {
		b := widget.NewButtonWithIcon(i18n.T(key), icon, tap)
		s.buttons[b] = key
		return b
	}
	newPuzzle := btn("sudoku.button.new", theme.ContentAddIcon(), s.showGenerator)
	open := btn("sudoku.button.open", theme.FolderOpenIcon(), s.ShowOpen)
	save := btn("sudoku.button.save", theme.DocumentSaveIcon(), s.ShowSave)
	paste := btn("sudoku.button.paste", theme.ContentPasteIcon(), s.pasteClipboard)
	var copyButton, clearButton *widget.Button
	copyButton = btn("sudoku.button.copy", theme.ContentCopyIcon(), func() { s.showCopyMenu(copyButton) })
	clearButton = btn("sudoku.button.clear", theme.ContentClearIcon(), func() { s.showClearMenu(clearButton) })
	puzzleRow := run.NewRow(s.samples, newPuzzle, open, save, paste, copyButton, clearButton,
		widget.NewSeparator(), s.size, s.givensMode, s.pencil)

	wide := run.FixedWidth(s.strategy, 250)
	s.strategyBox = widget.NewLabel(i18n.T("sudoku.label.strategy"))
	strategyBox := container.NewHBox(s.strategyBox, wide)
	searchRow := run.NewFilledRow(strategyBox, container.NewBorder(nil, nil, nil, s.teach.Toggle, s.controls))
	keys := run.NewKeyHint(func() string { return i18n.T("sudoku.keys") })
	keys.Truncation = fyne.TextTruncateEllipsis
	s.timeline = run.NewTimeline(s.session, keys)
	// The quiz's toggle ends the timeline's row, under Teach: in sight
	// whether the Teach panel is open or not (F6 turns it on either way),
	// in the one row with room to spare in a 1024-pixel window.
	top := container.NewVBox(run.Aside(puzzleRow), searchRow,
		container.NewBorder(nil, nil, nil, s.quiz.Toggle, s.timeline))

	s.undo = btn("sudoku.button.undo", theme.ContentUndoIcon(), s.undoEdit)
	s.redo = btn("sudoku.button.redo", theme.ContentRedoIcon(), s.redoEdit)
	hintButton := btn("sudoku.button.hint", theme.HelpIcon(), s.giveHint)
	checkButton := btn("sudoku.button.check", theme.ConfirmIcon(), s.check)
	s.legend = newLegend()
	tools := container.NewGridWithColumns(4, hintButton, checkButton, s.undo, s.redo)
	s.checkStop = btn("sudoku.button.stopcheck", theme.MediaStopIcon(), func() { s.stopCheck() })
	s.checkStop.Hide() // shown while a slow check runs
	right := container.NewVBox(
		s.counters.Content,
		widget.NewSeparator(),
		s.note,
		widget.NewSeparator(),
		tools,
		s.checkStop,
		widget.NewSeparator(),
		s.legend.Content,
	)
	// The quiz's panel under the grids, where the room looks, and out of
	// the Teach panel's height.
	grids := container.NewBorder(nil, s.quiz, nil, s.second.content, container.NewStack(s.board, s.teach.Pointer()))
	s.second.around = grids
	split := container.NewHSplit(grids, container.NewVScroll(right))
	split.Offset = 0.6
	s.teach.Attach(split)
	return container.NewBorder(top, container.NewVBox(widget.NewSeparator(), run.TwoLineStatus(s.status)), nil, nil, split)
}

// restore shows what the preferences kept, or the default sample.
func (s *Screen) restore() {
	st := readSettings(s.prefs)
	s.gen = genSettings{difficulty: st.difficulty, seed: st.seed, used: st.seedStored}
	s.quiet = true
	s.strategy.SetSelected(strategyName(st.strategy))
	s.pencil.SetChecked(st.pencil)
	s.givensMode.SetChecked(st.givensMode)
	s.quiet = false
	if st.ok {
		s.p = st.puzzle
		s.showSize(s.p.size())
		s.refresh()
		return
	}
	g, err := loadSample(defaultSample)
	if err != nil {
		g, _ = sudoku.NewGrid(9)
	}
	s.p = puzzleOf(g)
	s.showSize(9)
	s.refresh()
	s.say(func() string { return i18n.T("sudoku.welcome", i18n.Args{"Sample": samples[defaultSample].name()}) })
}

// chosenStrategy is the strategy in the selector.
func (s *Screen) chosenStrategy() sudoku.Strategy {
	if k := s.strategy.SelectedIndex(); k >= 0 && k < len(sudoku.Strategies) {
		return sudoku.Strategies[k]
	}
	return sudoku.MRV
}

// strategyNames lists the strategies as the selector offers them.
func strategyNames() []string {
	names := make([]string, len(sudoku.Strategies))
	for i, st := range sudoku.Strategies {
		names[i] = strategyName(st)
	}
	return names
}

// showSize puts n in the size selector without acting on it.
func (s *Screen) showSize(n int) {
	s.quiet = true
	s.size.SetSelected(sizeName(n))
	s.quiet = false
}

func sizeName(n int) string {
	switch n {
	case 4:
		return "4×4"
	case 16:
		return "16×16"
	}
	return "9×9"
}

func sizeOf(name string) int {
	switch name {
	case "4×4":
		return 4
	case "16×16":
		return 16
	}
	return 9
}

// say puts a message on the status line, and keeps it to tell it again
// after a change of language.
func (s *Screen) say(msg i18n.Words) {
	s.said = msg
	if msg != nil {
		run.SetText(s.status, msg())
	}
}

// writePrefs stores the puzzle and the settings.
func (s *Screen) writePrefs() {
	writeSettings(s.prefs, &storedSettings{
		puzzle: s.p, givensMode: s.givensMode.Checked, strategy: s.chosenStrategy(),
		pencil: s.pencil.Checked, difficulty: s.gen.difficulty, seed: s.gen.seed, seedStored: s.gen.used,
	})
}

// sessionChanged locks the strategy while a search is in progress, hides
// the editing aids while the grid shows a search, and keeps the speed.
func (s *Screen) sessionChanged() {
	settings.SudokuSpeed.Set(s.prefs, s.session.Notch()) // a no-op when unchanged
	active := s.session.State().Active()
	run.Enable(s.strategy, !active)
	run.Enable(s.undo, !active && len(s.hist.undo) > 0)
	run.Enable(s.redo, !active && len(s.hist.redo) > 0)
	s.board.SetEditing(s.model == nil)
}

// updateNote explains the chosen strategy, with a warning where it would
// take too long.
func (s *Screen) updateNote() {
	st := s.chosenStrategy()
	note := strategyNote(st)
	if s.p.size() == 16 && st != sudoku.MRV && st != sudoku.Singles {
		note = i18n.T("sudoku.note.slow", i18n.Args{"Note": note})
	}
	run.SetText(s.note, note)
}
