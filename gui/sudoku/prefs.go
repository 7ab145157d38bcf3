package sudoku

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/settings"
)

// saveDelay is how long the screen waits after an edit before it writes
// the puzzle to the preferences: a burst of typing costs one write, and
// a write (which the app flushes to disk) never holds up a keystroke.
const saveDelay = 700 * time.Millisecond

// saver writes the screen's state to the preferences a moment after the
// last change, and at once on flush.
type saver struct {
	delay time.Duration // 0: write at every change (tests)
	write func()        // runs on the UI goroutine
	timer *time.Timer
	dirty bool
}

// touch notes a change.
func (s *saver) touch() {
	s.dirty = true
	if s.delay <= 0 {
		s.flush()
		return
	}
	if s.timer != nil {
		s.timer.Stop()
	}
	s.timer = time.AfterFunc(s.delay, func() { fyne.Do(s.flush) })
}

// flush writes now if anything changed. UI goroutine only.
func (s *saver) flush() {
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
	if s.dirty {
		s.dirty = false
		s.write()
	}
}

// storedSettings is what the screen reads back at start.
type storedSettings struct {
	puzzle     puzzle
	ok         bool // puzzle was stored and readable
	givensMode bool
	strategy   sudoku.Strategy
	pencil     bool
	difficulty sudoku.Difficulty
	seed       uint64
	seedStored bool
}

// readSettings reads the screen's settings (kept in the app's one place
// for them, gui/settings), ignoring values that do not read back: a
// corrupt grid is dropped and the default puzzle shown.
func readSettings(p fyne.Preferences) storedSettings {
	st := storedSettings{strategy: sudoku.MRV, difficulty: sudoku.Medium, seed: 1}
	if pz, err := decodePuzzle(settings.SudokuGrid.Get(p)); err == nil {
		st.puzzle, st.ok = pz, true
	}
	st.givensMode = settings.SudokuGivensMode.Get(p)
	if s, err := sudoku.ParseStrategy(settings.SudokuStrategy.Get(p)); err == nil {
		st.strategy = s
	}
	st.pencil = settings.SudokuPencil.Get(p)
	if d, err := sudoku.ParseDifficulty(settings.SudokuDifficulty.Get(p)); err == nil {
		st.difficulty = d
	}
	if seed, err := strconv.ParseUint(settings.SudokuSeed.Get(p), 10, 64); err == nil {
		st.seed, st.seedStored = seed, true
	}
	return st
}

// writeSettings stores the screen's state. Fyne's preferences write only
// values that changed (each write saves the preferences file).
func writeSettings(p fyne.Preferences, st *storedSettings) {
	settings.SudokuGrid.Set(p, st.puzzle.encode())
	settings.SudokuGivensMode.Set(p, st.givensMode)
	settings.SudokuStrategy.Set(p, st.strategy.String())
	settings.SudokuPencil.Set(p, st.pencil)
	settings.SudokuDifficulty.Set(p, st.difficulty.String())
	if st.seedStored {
		settings.SudokuSeed.Set(p, strconv.FormatUint(st.seed, 10))
	}
}
