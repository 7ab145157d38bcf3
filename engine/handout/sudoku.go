package handout

import (
	"context"
	"io"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

// SudokuSolution solves g with the fewest-candidates search, a Runner's
// job as every search is, and returns its solution, or false when it has
// none; ctx's cancelling stops the run (a 16×16 puzzle may take seconds)
// and returns ctx's error.
func SudokuSolution(ctx context.Context, g sudoku.Grid) (sudoku.Grid, bool, error) {
	var sol sudoku.Grid
	found := false
	r := engine.NewRunner()
	r.Start((&sudoku.Solver{Limit: 1}).Search(g), func(e engine.Event, _ *engine.Stats) {
		if s, ok := e.Result.(*sudoku.Grid); ok && !found {
			sol, found = *s, true
		}
	})
	stop := context.AfterFunc(ctx, r.Stop)
	defer stop()
	r.Wait()
	if err := ctx.Err(); err != nil {
		return sol, false, err
	}
	return sol, found, nil
}

// SudokuBoard is a Sudoku grid drawn: its givens, and the digits filled
// in (a solution's, or a run's at one step), in another colour.
type SudokuBoard struct {
	Givens, Filled sudoku.Grid
	// Marked is a cell the step acts on (-1 row for none), in colour Mark,
	// showing Tried, the digit it tries, if not 0.
	Marked square
	Mark   Color
	Tried  int
}

// NewSudokuBoard is the grid g as a run starts on it: its givens, no
// digit filled in.
func NewSudokuBoard(g sudoku.Grid) *SudokuBoard {
	f, _ := sudoku.NewGrid(g.Size())
	return &SudokuBoard{Givens: g, Filled: f, Marked: none}
}

// Apply moves the grid on by one event of a Sudoku search: digits placed
// and taken back, the cell the step acts on marked.
func (b *SudokuBoard) Apply(e *engine.Event) {
	b.Marked, b.Tried = none, 0
	n := b.Givens.Size()
	in := e.Row >= 0 && e.Row < n && e.Col >= 0 && e.Col < n
	switch e.Kind {
	case engine.Try:
		b.Marked, b.Mark, b.Tried = square{e.Row, e.Col}, tryCol, e.Value
	case engine.Reject:
		if in {
			b.Marked, b.Mark = square{e.Row, e.Col}, rejectBg
		}
	case engine.Place:
		if in && b.Givens.At(e.Row, e.Col) == 0 {
			b.Filled.Set(e.Row, e.Col, e.Value)
		}
		b.Marked, b.Mark = square{e.Row, e.Col}, solveFill
	case engine.Undo:
		if in && b.Givens.At(e.Row, e.Col) == 0 {
			b.Filled.Set(e.Row, e.Col, 0)
		}
		b.Marked, b.Mark = square{e.Row, e.Col}, rule
	case engine.Resync:
		b.Filled, _ = sudoku.NewGrid(n)
	}
	if !in {
		b.Marked = none
	}
}

// SudokuAnimation shows a run of a Sudoku search on g.
func SudokuAnimation(w Words, title string, g sudoku.Grid) Animation {
	return Animation{Title: title, Words: w, New: func() BoardView { return NewSudokuBoard(g) }, Label: w.SudokuLabel,
		NewTeller: func() Teller { return SudokuTeller(g.Size()) }}
}

// Draw draws the grid with its top left corner at x, y, size points a
// side: thin lines between cells, thick between boxes.
func (b *SudokuBoard) Draw(c Canvas, x, y, size float64) {
	n, box := b.Givens.Size(), b.Givens.BoxSize()
	cell := size / float64(n)
	c.Rect(x, y, size, size, Style{Fill: paper})
	if b.Marked.Row >= 0 {
		c.Rect(x+float64(b.Marked.Col)*cell, y+float64(b.Marked.Row)*cell, cell, cell, Style{Fill: b.Mark})
	}
	for i := 1; i < n; i++ {
		w, col := 0.5, rule
		if i%box == 0 {
			w, col = 1.6, ink
		}
		p := float64(i) * cell
		c.Line(x+p, y, x+p, y+size, Style{Stroke: col, Width: w})
		c.Line(x, y+p, x+size, y+p, Style{Stroke: col, Width: w})
	}
	c.Rect(x, y, size, size, Style{Stroke: ink, Width: 2})
	digit := cell * 0.62
	for r := range n {
		for col := range n {
			v, colour := b.Givens.At(r, col), ink
			if v == 0 {
				v, colour = b.Filled.At(r, col), placeCol
			}
			if v == 0 && b.Tried != 0 && b.Marked == (square{r, col}) {
				v, colour = b.Tried, ink
			}
			if v == 0 {
				continue
			}
			ch := string(sudoku.DigitChar(v))
			c.Text(x+(float64(col)+0.5)*cell, centred(rune(ch[0]), digit, y+(float64(r)+0.5)*cell), digit, colour, Center, ch)
		}
	}
}

// SudokuSheet is the two pages of a Sudoku handout: the puzzle, then its
// solution (the givens in black, the digits found in blue).
type SudokuSheet struct {
	Paper            Paper
	Titles, Notes    [2]string
	Puzzle, Solution sudoku.Grid
	X, Y, Size       float64 // the grid on each page
}

// LayoutSudokuSheet lays out the puzzle g and its solution on paper.
func LayoutSudokuSheet(w Words, g, solution sudoku.Grid, p Paper) SudokuSheet {
	size := min(p.W-2*margin, p.H-2*margin-sheetHead-sheetFoot)
	return SudokuSheet{
		Paper:  p,
		Titles: [2]string{w.T("handout.sudoku.puzzle", nil), w.T("handout.sudoku.solution", nil)},
		Notes:  [2]string{w.T("handout.sudoku.puzzleNote", nil), w.T("handout.sudoku.solutionNote", nil)},
		Puzzle: g, Solution: solution,
		X: (p.W - size) / 2, Y: margin + sheetHead + 10, Size: size,
	}
}

// WriteSudokuSheetPDF writes the sheet of puzzle g as a two-page PDF; it
// returns false, writing nothing, when g has no solution, and ctx's error
// when ctx is cancelled while it solves.
func WriteSudokuSheetPDF(ctx context.Context, out io.Writer, w Words, g sudoku.Grid, p Paper) (SudokuSheet, bool, error) {
	sol, ok, err := SudokuSolution(ctx, g)
	if err != nil || !ok {
		return SudokuSheet{}, false, err
	}
	l := LayoutSudokuSheet(w, g, sol, p)
	doc := NewPDF(l.Titles[0])
	for i := range 2 {
		c := doc.Page(p.W, p.H)
		drawHead(c, p, l.Titles[i], l.Notes[i])
		drawFoot(w, c, p, w.T("handout.page", map[string]any{"Page": i + 1, "Pages": 2}))
		b := NewSudokuBoard(g) // nothing filled in, at g's size
		if i == 1 {
			b.Filled = sol
		}
		b.Draw(c, l.X, l.Y, l.Size)
		if g.Size() <= 9 {
			// The puzzle as a line, to type or paste into the app.
			c.Text(l.X, l.Y+l.Size+16, 8, grey, Left, g.String())
		}
	}
	return l, true, doc.Write(out)
}

// SudokuTeller tells the steps of a size×size grid's search, read in
// order from the first: a forced digit taken back is told with the
// reason it was forced, which the teller keeps from its Place.
func SudokuTeller(size int) Teller {
	type forcing struct {
		reason engine.Reason
		unit   int
	}
	var forced []forcing
	return func(e engine.Event, st engine.Stats) story.Msg {
		switch {
		case e.Kind == engine.Resync:
			forced = forced[:0]
		case e.Kind == engine.Place && e.Forced:
			forced = append(forced, forcing{e.Reason, int(e.Unit)})
		case e.Kind == engine.Undo && e.Forced && len(forced) > 0:
			f := forced[len(forced)-1]
			forced = forced[:len(forced)-1]
			return story.SudokuUndone(e, f.reason, f.unit)
		}
		return story.Sudoku(e, st, size)
	}
}
