package maze

import "backtracklab/engine"

// mark is the state of a square during a search, one byte each.
type mark uint8

// The marks. A square entered (or discovered) remembers the direction it
// was entered by, which is all the breadth-first search needs to walk its
// path back.
const (
	unvisited mark = iota
	blocked        // a wall
	beyond         // the border of squares off the grid
	// Entered by a move up, right, down or left, in the order of the
	// directions, so that entered(d) is enteredUp+d.
	enteredUp
	enteredRight
	enteredDown
	enteredLeft
	enteredStart // the first square, entered from nowhere
	numMarks
)

// entered is the mark of a square entered by a move in direction d.
func entered(d Direction) mark { return enteredUp + mark(d) }

// markConflict is why a square with each mark cannot be entered.
var markConflict = [numMarks]engine.Conflict{
	unvisited: engine.NoConflict,
	blocked:   engine.Wall,
	beyond:    engine.Outside,
	enteredUp: engine.Visited, enteredRight: engine.Visited, enteredDown: engine.Visited,
	enteredLeft: engine.Visited, enteredStart: engine.Visited,
}

// markChecks is how many rules a move to a square with each mark is
// checked against, in the order a reader would test them: on the grid,
// not a wall, not visited. One load of the mark answers them all.
var markChecks = [numMarks]uint64{
	unvisited: 3, blocked: 2, beyond: 1,
	enteredUp: 3, enteredRight: 3, enteredDown: 3, enteredLeft: 3, enteredStart: 3,
}

// markGrid is the state of a walk over a grid: the marks of its squares,
// row by row, framed by a border of squares marked beyond, so that a move
// off the grid is one more lookup instead of four comparisons.
type markGrid struct {
	marks  []mark
	stride int32                // squares per row, border included
	step   [NumDirections]int32 // how far a move goes in marks
}

// newMarkGrid returns a grid of width x height unvisited squares and
// their border.
func newMarkGrid(width, height int) markGrid {
	stride := width + 2
	g := markGrid{
		marks:  make([]mark, stride*(height+2)),
		stride: int32(stride),
		step:   [NumDirections]int32{int32(-stride), 1, int32(stride), -1},
	}
	last := len(g.marks) - stride
	for c := range stride {
		g.marks[c], g.marks[last+c] = beyond, beyond
	}
	for r := stride; r < last; r += stride {
		g.marks[r], g.marks[r+stride-1] = beyond, beyond
	}
	return g
}

// markGrid returns the state of a fresh search of m: walls blocked.
func (m *Maze) markGrid() markGrid {
	g := newMarkGrid(m.width, m.height)
	for r := range m.height {
		row := g.marks[g.index(Point{r, 0}):]
		for c, cell := range m.cells[r*m.width : (r+1)*m.width] {
			if cell == Wall {
				row[c] = blocked
			}
		}
	}
	return g
}

// index is where the square at p lies in marks.
func (g *markGrid) index(p Point) int32 {
	return int32(p.Row+1)*g.stride + int32(p.Col+1)
}

// point is the square at index i of marks; the border lies at row or
// column -1, height or width.
func (g *markGrid) point(i int32) Point {
	return Point{int(i/g.stride) - 1, int(i%g.stride) - 1}
}

// pathFrame is a square on the path of a depth-first walk (the solver's
// or the generator's): where it is in its markGrid, how it was entered,
// the order it tries its directions in, as an index into shuffles, and
// how many it has tried.
type pathFrame struct {
	at    int32
	from  Direction // NoDirection for the first square
	next  int8
	order uint8
}

// clockwise is the index in shuffles of the solvers' order: up, right,
// down, left.
const clockwise = 0

// pathEvent is the Place or Undo of the square at index i of a path, with
// the square it was entered from in ByRow, ByCol; toPoint turns a frame's
// position into the point events report.
func pathEvent(kind engine.Kind, stack []pathFrame, i int, toPoint func(int32) Point) engine.Event {
	f := stack[i]
	p := toPoint(f.at)
	ev := engine.Event{Kind: kind, Depth: i, Row: p.Row, Col: p.Col, Value: int(f.from), ByRow: -1, ByCol: -1}
	if i > 0 {
		by := toPoint(stack[i-1].at)
		ev.ByRow, ev.ByCol = by.Row, by.Col
	}
	return ev
}

// choiceEvent is a Try or Reject of the square at p, moving in d.
func choiceEvent(kind engine.Kind, conflict engine.Conflict, depth int, p Point, d Direction) engine.Event {
	return engine.Event{Kind: kind, Conflict: conflict, Depth: depth, Row: p.Row, Col: p.Col, Value: int(d), ByRow: -1, ByCol: -1}
}

// rootEvents reports the first square of a walk: tried and placed at
// depth 0, entered from nowhere.
func rootEvents(t *engine.Tracer, p Point) {
	ev := choiceEvent(engine.Try, engine.NoConflict, 0, p, NoDirection)
	t.Emit(ev)
	ev.Kind = engine.Place
	t.Emit(ev)
}

// solutionEvent is the Solution that follows the Place of p.
func solutionEvent(depth int, p Point) engine.Event {
	return engine.Event{Kind: engine.Solution, Depth: depth, Row: p.Row, Col: p.Col, Value: int(NoDirection), ByRow: -1, ByCol: -1}
}

// shuffles holds the 24 orders of the four directions, the clockwise one
// first. The generator shuffles a cell's directions by drawing one order
// at random: a single random number and no allocation.
var shuffles = permutations()

func permutations() [24][NumDirections]Direction {
	var all [24][NumDirections]Direction
	n := 0
	for a := range NumDirections {
		for b := range NumDirections {
			for c := range NumDirections {
				if a == b || a == c || b == c {
					continue
				}
				all[n] = [NumDirections]Direction{a, b, c, 6 - a - b - c}
				n++
			}
		}
	}
	return all
}
