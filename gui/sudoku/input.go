package sudoku

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"backtracklab/engine/sudoku"
)

// maxInput bounds what is read from a file or the clipboard: a file of
// thousands of puzzles fits many times over.
const maxInput = 8 << 20

// readResult is what readPuzzles found in a text.
type readResult struct {
	grids []sudoku.Grid
	// skipped counts the lines of a list that are not puzzles; their
	// first error is kept in skipErr.
	skipped int
	skipErr error
}

// readPuzzles reads the puzzles in a text, in every form the engine's
// parser takes: the whole text as one grid (one line, one row per line, or
// a drawing with rules), or a list with one puzzle per line. In a list,
// blank lines and lines starting with '#' are ignored, and a line of the
// form PUZZLE:COUNT or PUZZLE:COUNT:SOLUTION gives its puzzle.
//
// When nothing can be read it returns the parser's message for the most
// likely intent: the grid as a whole, or the first line of a list.
func readPuzzles(text string) (readResult, error) {
	if len(text) > maxInput {
		return readResult{}, fmt.Errorf("the text is %d MB, more than the %d MB a puzzle file can be", len(text)>>20, maxInput>>20)
	}
	if !utf8.ValidString(text) {
		return readResult{}, errors.New("this is not a text file")
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	text = strings.ReplaceAll(text, "\r", "")
	if strings.TrimSpace(text) == "" {
		return readResult{}, errors.New("there is nothing to read: the text is empty")
	}
	g, wholeErr := sudoku.Parse(text)
	if wholeErr == nil {
		return readResult{grids: []sudoku.Grid{g}}, nil
	}
	var res readResult
	var firstErr error
	firstLine := 0
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if firstLine == 0 {
			firstLine = i + 1
		}
		g, err := parseListLine(line)
		if err != nil {
			err = fmt.Errorf("line %d: %w", i+1, err)
			if firstErr == nil {
				firstErr = err
			}
			res.skipped++
			if res.skipErr == nil {
				res.skipErr = err
			}
			continue
		}
		res.grids = append(res.grids, g)
	}
	if len(res.grids) > 0 {
		return res, nil
	}
	// Nothing read line by line: a grid drawn over several lines with a
	// mistake reads best as a whole (the parser names the line and
	// column); a list of one-line puzzles by its first line.
	var pe *sudoku.ParseError
	if errors.As(wholeErr, &pe) && pe.Pos > 0 {
		return readResult{}, wholeErr
	}
	if nonBlank(lines) > 1 && firstErr != nil && looksLikeList(lines) {
		return readResult{}, firstErr
	}
	return readResult{}, wholeErr
}

// parseListLine reads one line of a list: a puzzle, possibly followed by
// ":COUNT" or ":COUNT:SOLUTION".
func parseListLine(line string) (sudoku.Grid, error) {
	g, err := sudoku.Parse(line)
	if err == nil {
		return g, nil
	}
	if head, _, ok := strings.Cut(line, ":"); ok {
		if g, err2 := sudoku.Parse(head); err2 == nil {
			return g, nil
		}
	}
	return g, err
}

func nonBlank(lines []string) int {
	k := 0
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			k++
		}
	}
	return k
}

// looksLikeList reports whether the text's lines are long enough to each
// be a whole puzzle (a 9x9 line has 81 cells) rather than rows of one.
func looksLikeList(lines []string) bool {
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			return utf8.RuneCountInString(l) >= 60
		}
	}
	return false
}
