package handout

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// The state of a maze's cell in a run, as MazeBoard draws it.
const (
	cellOpen     byte = iota
	cellPath          // depth-first: on the path
	cellBacked        // depth-first: entered and backed out of
	cellFound         // breadth-first: discovered, in the queue
	cellExpanded      // breadth-first: taken from the queue
)

// MazeBoard is a maze at one step of a search, rebuilt from the events:
// the path and the cells backed out of (depth-first), the cells
// discovered and expanded (breadth-first), the cell the step is about.
type MazeBoard struct {
	m      *maze.Maze
	cells  []byte
	cur    square
	bad    bool // the step refused its cell
	placed byte // what a Place makes a cell: on the path, or found
}

// NewMazeBoard is m before the search's first step.
func NewMazeBoard(m *maze.Maze) *MazeBoard {
	return &MazeBoard{m: m, cells: make([]byte, m.Width()*m.Height()), cur: none, placed: cellPath}
}

// Apply moves the maze on by one event of a search.
func (b *MazeBoard) Apply(e *engine.Event) {
	b.cur, b.bad = none, false
	if e.StartsSearch() {
		// A comparison's second search starts on a clean maze; its
		// algorithm shows at its first Expand.
		clear(b.cells)
		b.placed = cellPath
	}
	at := -1
	if e.Row >= 0 && e.Row < b.m.Height() && e.Col >= 0 && e.Col < b.m.Width() {
		at = e.Row*b.m.Width() + e.Col
		b.cur = square{e.Row, e.Col}
	}
	switch e.Kind {
	case engine.Place:
		if at >= 0 {
			b.cells[at] = b.placed
		}
	case engine.Expand:
		b.placed = cellFound // breadth-first: a Place discovers a cell
		if at >= 0 {
			b.cells[at] = cellExpanded
		}
	case engine.Undo:
		if at >= 0 {
			b.cells[at] = cellBacked
		}
	case engine.Reject:
		b.bad = true
	case engine.Resync:
		clear(b.cells)
	}
}

// Draw draws the maze with its top left corner at x, y, in a square size
// points a side: walls dark, the path blue, the cells backed out of grey,
// those a breadth-first search reached green, S and E marked.
func (b *MazeBoard) Draw(c Canvas, x, y, size float64) {
	w, h := b.m.Width(), b.m.Height()
	cell := size / float64(max(w, h))
	x += (size - cell*float64(w)) / 2
	y += (size - cell*float64(h)) / 2
	c.Rect(x, y, cell*float64(w), cell*float64(h), Style{Fill: paper})
	for r := range h {
		for col := range w {
			var fill Color
			switch {
			case b.m.IsWall(r, col):
				fill = ink
			case b.cells[r*w+col] == cellPath:
				fill = placeCol
			case b.cells[r*w+col] == cellBacked:
				fill = rule
			case b.cells[r*w+col] == cellFound:
				fill = solveFill
			case b.cells[r*w+col] == cellExpanded:
				fill = solveFill
			}
			if !fill.None() {
				c.Rect(x+float64(col)*cell, y+float64(r)*cell, cell, cell, Style{Fill: fill})
			}
		}
	}
	for _, p := range []struct {
		at   maze.Point
		mark string
	}{{b.m.Start(), "S"}, {b.m.End(), "E"}} {
		cx, cy := x+(float64(p.at.Col)+0.5)*cell, y+(float64(p.at.Row)+0.5)*cell
		c.Text(cx, centred(rune(p.mark[0]), cell*0.7, cy), cell*0.7, solveCol, Center, p.mark)
	}
	if b.cur.Row >= 0 {
		col := tryCol
		if b.bad {
			col = rejectCol
		}
		lw := max(cell/6, 0.8)
		c.Rect(x+float64(b.cur.Col)*cell+lw/2, y+float64(b.cur.Row)*cell+lw/2, cell-lw, cell-lw, Style{Stroke: col, Width: lw})
	}
	c.Rect(x, y, cell*float64(w), cell*float64(h), Style{Stroke: ink, Width: 1})
}

// MazeAnimation shows the searches of a run on m.
func MazeAnimation(w Words, title string, m *maze.Maze) Animation {
	return Animation{Title: title, Words: w, New: func() BoardView { return NewMazeBoard(m) }, NewTeller: MazeTeller, Label: w.MazeLabel}
}
