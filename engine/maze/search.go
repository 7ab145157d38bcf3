package maze

import "backtracklab/engine"

// mark is the state of a cell during a search: the solvers copy the walls
// into a slice of marks so that one load answers both "wall?" and
// "visited?".
type mark uint8

const (
	unvisited mark = iota
	blocked        // a wall
	visited        // entered or discovered already
)

// marks returns a fresh state for a search of m: walls blocked, every open
// cell unvisited.
func (m *Maze) marks() []mark {
	s := make([]mark, len(m.cells))
	for i, c := range m.cells {
		if c == Wall {
			s[i] = blocked
		}
	}
	return s
}

// conflictAt says why the cell at r, c of a w x h grid cannot be entered,
// or NoConflict when it can, and counts the rules it checked: on the grid,
// not a wall, not visited.
func conflictAt(state []mark, w, h, r, c int32, checks *uint64) engine.Conflict {
	if r < 0 || r >= h || c < 0 || c >= w {
		*checks++
		return engine.Outside
	}
	switch state[r*w+c] {
	case blocked:
		*checks += 2
		return engine.Wall
	case visited:
		*checks += 3
		return engine.Visited
	}
	*checks += 3
	return engine.NoConflict
}

// pathFrame is a cell on the path of a depth-first walk (the solver's or
// the generator's): where it is, how it was entered, the order it tries
// its directions in, as an index into shuffles, and how many it has tried.
type pathFrame struct {
	row, col int32
	from     Direction // NoDirection for the first cell
	next     int8
	order    uint8
}

// clockwise is the index in shuffles of the solvers' order: up, right,
// down, left.
const clockwise = 0

// pathEvent is the Place or Undo of the cell at index i of a path, with
// the cell it was entered from in ByRow, ByCol.
func pathEvent(kind engine.Kind, stack []pathFrame, i int) engine.Event {
	f := stack[i]
	ev := engine.Event{Kind: kind, Depth: i, Row: int(f.row), Col: int(f.col), Value: int(f.from), ByRow: -1, ByCol: -1}
	if i > 0 {
		ev.ByRow, ev.ByCol = int(stack[i-1].row), int(stack[i-1].col)
	}
	return ev
}

// framePath is the cells of a path, first to last.
func framePath(stack []pathFrame) []Point {
	path := make([]Point, len(stack))
	for i, f := range stack {
		path[i] = Point{int(f.row), int(f.col)}
	}
	return path
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
