package handout

import "backtracklab/engine"

// QueensBoard is an N-Queens board at one step: the queens placed, and
// what the step does (a square tried, a try rejected with the queen that
// blocks it, a queen placed or taken back, a solution).
type QueensBoard struct {
	N    int
	Cols []int // the queen's column in each row, -1 for none

	Try, Reject, Placed, Removed square // -1 row for none
	By                           square // the queen that blocks Reject
	Solved                       bool
}

type square struct{ Row, Col int }

var none = square{-1, -1}

// NewQueensBoard is an empty board of n.
func NewQueensBoard(n int) *QueensBoard {
	b := &QueensBoard{N: n, Cols: make([]int, n)}
	for i := range b.Cols {
		b.Cols[i] = -1
	}
	b.clear()
	return b
}

func (b *QueensBoard) clear() {
	b.Try, b.Reject, b.Placed, b.Removed, b.By, b.Solved = none, none, none, none, none, false
}

// Apply moves the board on by one event of a queens search: the marks
// show that step only, the queens stay.
func (b *QueensBoard) Apply(e *engine.Event) {
	b.clear()
	in := e.Row >= 0 && e.Row < b.N
	switch e.Kind {
	case engine.Try:
		b.Try = square{e.Row, e.Col}
	case engine.Reject:
		b.Reject = square{e.Row, e.Col}
		if r, c, ok := e.By.Get(); ok {
			b.By = square{r, c}
		}
	case engine.Place:
		if in {
			b.Cols[e.Row] = e.Col
		}
		b.Placed = square{e.Row, e.Col}
	case engine.Undo:
		if in {
			b.Cols[e.Row] = -1
		}
		b.Removed = square{e.Row, e.Col}
	case engine.Solution:
		b.Solved = true
	case engine.Resync:
		for i := range b.Cols {
			b.Cols[i] = -1
		}
	}
}

// queenGlyph is the chess queen of the font (the app's symbols).
const queenGlyph = "♛"

// Draw draws the board with its top left corner at x, y, size points a
// side.
func (b *QueensBoard) Draw(c Canvas, x, y, size float64) {
	n := b.N
	sq := size / float64(n)
	at := func(s square) (float64, float64) { return x + float64(s.Col)*sq, y + float64(s.Row)*sq }
	for r := range n {
		for col := range n {
			fill := lightSq
			if (r+col)%2 == 1 {
				fill = darkSq
			}
			c.Rect(x+float64(col)*sq, y+float64(r)*sq, sq, sq, Style{Fill: fill})
		}
	}
	if b.Reject.Row >= 0 {
		rx, ry := at(b.Reject)
		c.Rect(rx, ry, sq, sq, Style{Fill: rejectBg})
		if b.By.Row >= 0 {
			// The line of attack, from the queen that blocks to the square.
			bx, by := at(b.By)
			c.Line(bx+sq/2, by+sq/2, rx+sq/2, ry+sq/2, Style{Stroke: rejectCol, Width: max(sq/14, 0.6), Dash: true})
		}
	}
	glyph := sq * 0.92
	for r, col := range b.Cols {
		if col < 0 {
			continue
		}
		qc := ink
		if b.Solved {
			qc = solveCol
		} else if b.Placed.Row == r && b.Placed.Col == col {
			qc = placeCol
		}
		qx, qy := at(square{r, col})
		c.Text(qx+sq/2, centred('♛', glyph, qy+sq/2), glyph, qc, Center, queenGlyph)
	}
	mark := func(s square, col Color) {
		mx, my := at(s)
		w := max(sq/10, 0.8)
		c.Rect(mx+w/2, my+w/2, sq-w, sq-w, Style{Stroke: col, Width: w})
	}
	switch {
	case b.Try.Row >= 0:
		mark(b.Try, tryCol)
	case b.Reject.Row >= 0:
		mark(b.Reject, rejectCol)
		rx, ry := at(b.Reject)
		c.Text(rx+sq/2, centred('✗', glyph*0.8, ry+sq/2), glyph*0.8, rejectCol, Center, "✗")
	case b.Placed.Row >= 0:
		mark(b.Placed, placeCol)
	case b.Removed.Row >= 0:
		rx, ry := at(b.Removed)
		c.Text(rx+sq/2, centred('♕', glyph, ry+sq/2), glyph, grey, Center, "♕")
		mark(b.Removed, grey)
	}
	frame := rule
	width := max(size/200, 0.5)
	if b.Solved {
		frame, width = solveCol, max(size/60, 1.5)
	}
	c.Rect(x, y, size, size, Style{Stroke: frame, Width: width})
}
