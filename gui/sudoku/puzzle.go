package sudoku

import (
	"errors"
	"fmt"
	"strings"

	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

// puzzle is what the user edits: the givens and their own entries, two
// grids of one size that never both hold a digit in the same cell. A
// search solves the givens; Check and Hint look at both.
type puzzle struct {
	givens, entries sudoku.Grid
}

// newPuzzle returns an empty puzzle of size n (4, 9 or 16).
func newPuzzle(n int) puzzle {
	g, err := sudoku.NewGrid(n)
	if err != nil {
		g, _ = sudoku.NewGrid(9)
	}
	return puzzle{givens: g, entries: g}
}

// puzzleOf returns a puzzle whose givens are g, with no entries.
func puzzleOf(g sudoku.Grid) puzzle {
	empty, _ := sudoku.NewGrid(g.Size())
	return puzzle{givens: g, entries: empty}
}

func (p *puzzle) size() int { return p.givens.Size() }

// grid is the grid as shown: the givens with the entries filled in.
func (p *puzzle) grid() sudoku.Grid {
	g := p.givens
	n := g.Size()
	for r := range n {
		for c := range n {
			if v := p.entries.At(r, c); v != 0 {
				g.Set(r, c, v)
			}
		}
	}
	return g
}

// set puts digit d (0 clears) in a cell, as a given or as an entry, and
// reports whether anything changed. A given typed over an entry replaces
// it, and the other way round.
func (p *puzzle) set(row, col, d int, asGiven bool) bool {
	if asGiven {
		if p.givens.At(row, col) == d && p.entries.At(row, col) == 0 {
			return false
		}
		p.givens.Set(row, col, d)
		p.entries.Set(row, col, 0)
		return true
	}
	if p.entries.At(row, col) == d && p.givens.At(row, col) == 0 {
		return false
	}
	p.entries.Set(row, col, d)
	p.givens.Set(row, col, 0)
	return true
}

// counts returns the numbers of givens and entries.
func (p *puzzle) counts() (givens, entries int) {
	return p.givens.Filled(), p.entries.Filled()
}

// encode writes the puzzle for the preferences: the givens, a '|', the
// entries, each as one line of cells.
func (p *puzzle) encode() string {
	return p.givens.String() + "|" + p.entries.String()
}

// decodePuzzle reads what encode wrote, refusing anything else: a stored
// value damaged by hand or by an older version is dropped, not guessed at.
func decodePuzzle(s string) (puzzle, error) {
	givens, entries, ok := strings.Cut(s, "|")
	if !ok {
		return puzzle{}, errors.New("no '|' between givens and entries")
	}
	g, err := sudoku.Parse(givens)
	if err != nil {
		return puzzle{}, fmt.Errorf("givens: %w", err)
	}
	e, err := sudoku.Parse(entries)
	if err != nil {
		return puzzle{}, fmt.Errorf("entries: %w", err)
	}
	if g.Size() != e.Size() {
		return puzzle{}, fmt.Errorf("givens are %dx%d, entries %dx%d", g.Size(), g.Size(), e.Size(), e.Size())
	}
	n := g.Size()
	for r := range n {
		for c := range n {
			if g.At(r, c) != 0 && e.At(r, c) != 0 {
				return puzzle{}, fmt.Errorf("r%dc%d is both a given and an entry", r+1, c+1)
			}
		}
	}
	return puzzle{givens: g, entries: e}, nil
}

// history keeps the puzzles before and after each edit, for undo and
// redo. It is bounded: the oldest states go first.
type history struct {
	undo, redo []puzzle
}

// maxHistory is how many edits can be undone.
const maxHistory = 500

// push records the puzzle before an edit; a new edit drops what could be
// redone.
func (h *history) push(before puzzle) {
	if len(h.undo) == maxHistory {
		copy(h.undo, h.undo[1:])
		h.undo = h.undo[:maxHistory-1]
	}
	h.undo = append(h.undo, before)
	h.redo = h.redo[:0]
}

// back returns the puzzle before the last edit, given the current one.
func (h *history) back(cur puzzle) (puzzle, bool) {
	if len(h.undo) == 0 {
		return cur, false
	}
	p := h.undo[len(h.undo)-1]
	h.undo = h.undo[:len(h.undo)-1]
	h.redo = append(h.redo, cur)
	return p, true
}

// forward returns the puzzle of the last undone edit.
func (h *history) forward(cur puzzle) (puzzle, bool) {
	if len(h.redo) == 0 {
		return cur, false
	}
	p := h.redo[len(h.redo)-1]
	h.redo = h.redo[:len(h.redo)-1]
	h.undo = append(h.undo, cur)
	return p, true
}

// cellName is how a person reads a cell: r3c5, 1-based, as the narration
// names it.
func cellName(row, col int) string { return story.CellName(row, col) }

// digitName writes a digit as the grid shows it: 1-9, A-G.
func digitName(d int) string { return string(sudoku.DigitChar(d)) }
