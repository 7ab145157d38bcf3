package sudoku

import (
	"strconv"

	"fyne.io/fyne/v2"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/settings"
)

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

// writeSettings stores the screen's state. The screen calls it at every
// change: the app's preferences keep only values that changed, and write
// their file a few times a second at most, off the UI goroutine
// (settings.Saved).
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
