package sudoku

import (
	"strings"
	"unicode/utf8"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
)

// maxInput bounds what is read from a file or the clipboard: a file of
// thousands of puzzles fits many times over.
const maxInput = 8 << 20

// readResult is what readPuzzles found in a text.
type readResult struct {
	grids []sudoku.Grid
	// skipped counts the puzzles of the text that could not be read;
	// the first one's error is kept in skipErr.
	skipped int
	skipErr error
}

// readPuzzles reads the puzzles in a text with the engine's reader of
// several puzzles, sudoku.ParseAll, the one the command line uses, so
// that both take the same forms. It refuses a text too large to be a
// puzzle file, one that is not text, and one that holds no puzzle, with
// the first puzzle's error when there is one.
func readPuzzles(text string) (readResult, error) {
	if len(text) > maxInput {
		return readResult{}, &filedialog.TooLargeError{Size: int64(len(text)), Limit: maxInput}
	}
	if !utf8.ValidString(text) {
		return readResult{}, errNotText
	}
	if strings.TrimSpace(strings.TrimPrefix(text, "\uFEFF")) == "" {
		return readResult{}, errEmpty
	}
	var res readResult
	for _, p := range sudoku.ParseAll(text) {
		if p.Err != nil {
			res.skipped++
			if res.skipErr == nil {
				res.skipErr = p.Err
			}
			continue
		}
		res.grids = append(res.grids, p.Grid)
	}
	switch {
	case len(res.grids) > 0:
		return res, nil
	case res.skipErr != nil:
		return readResult{}, res.skipErr
	}
	return readResult{}, errNoCells
}

// The texts that hold no puzzle for want of cells.
var (
	errNotText = i18n.Refuse("sudoku.err.nottext", nil)
	errEmpty   = i18n.Refuse("sudoku.err.empty", nil)
	errNoCells = i18n.Refuse("sudoku.err.nocells", nil)
)
