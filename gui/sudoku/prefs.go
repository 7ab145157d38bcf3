package sudoku

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"

	"backtracklab/engine/sudoku"
)

// The preference keys of the screen.
const (
	prefGrid       = "sudoku.grid"       // givens|entries, see puzzle.encode
	prefGivensMode = "sudoku.givensMode" // typing enters givens
	prefStrategy   = "sudoku.strategy"   // as sudoku.Strategy.String writes it
	prefPencil     = "sudoku.pencil"     // pencil marks shown
	prefDifficulty = "sudoku.difficulty" // of the next generated puzzle
	prefSeed       = "sudoku.seed"       // of the last generated puzzle
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

// readSettings reads the screen's preferences, ignoring values that do
// not read back: a corrupt grid is dropped and the default puzzle shown.
func readSettings(p fyne.Preferences) storedSettings {
	st := storedSettings{strategy: sudoku.MRV, difficulty: sudoku.Medium, seed: 1}
	if pz, err := decodePuzzle(p.String(prefGrid)); err == nil {
		st.puzzle, st.ok = pz, true
	}
	st.givensMode = p.Bool(prefGivensMode)
	if s, err := sudoku.ParseStrategy(p.String(prefStrategy)); err == nil {
		st.strategy = s
	}
	st.pencil = p.Bool(prefPencil)
	if d, err := sudoku.ParseDifficulty(p.String(prefDifficulty)); err == nil {
		st.difficulty = d
	}
	if seed, err := strconv.ParseUint(p.String(prefSeed), 10, 64); err == nil {
		st.seed, st.seedStored = seed, true
	}
	return st
}

// writeSettings stores the screen's state. Only values that changed are
// written: each write makes the app save its preferences file.
func writeSettings(p fyne.Preferences, st *storedSettings) {
	setString := func(key, v string) {
		if p.String(key) != v {
			p.SetString(key, v)
		}
	}
	setBool := func(key string, v bool) {
		if p.Bool(key) != v {
			p.SetBool(key, v)
		}
	}
	setString(prefGrid, st.puzzle.encode())
	setBool(prefGivensMode, st.givensMode)
	setString(prefStrategy, st.strategy.String())
	setBool(prefPencil, st.pencil)
	setString(prefDifficulty, st.difficulty.String())
	if st.seedStored {
		setString(prefSeed, strconv.FormatUint(st.seed, 10))
	}
}
