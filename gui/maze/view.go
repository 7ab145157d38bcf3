package maze

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// Mark is what a cell of the board shows by its fill.
type Mark uint8

// The marks. A search paints the open cells it reaches; the generator
// paints the cells it carves out of solid wall.
const (
	Open     Mark = iota // not reached
	Wall                 // solid
	OnPath               // on the depth-first path (the stack), or being carved
	DeadEnd              // entered and backed out of: no way to E from here
	Seen                 // breadth-first: discovered and looked around from
	Frontier             // breadth-first: discovered, waiting in the queue
)

// Link says where the line drawn through a cell comes from: none, the
// neighbour in a direction (Up+1 to Left+1), or nowhere (the line starts
// here).
type Link uint8

// The links that are not a direction.
const (
	NoLink   Link = 0
	RootLink Link = Link(maze.NumDirections) + 1
)

// linkTo is the link of a cell whose line comes from its neighbour in d.
func linkTo(d maze.Direction) Link { return Link(d) + 1 }

// Dir is the direction of the neighbour the line comes from; ok is false
// for no link and the root.
func (l Link) Dir() (d maze.Direction, ok bool) {
	if l == NoLink || l == RootLink {
		return 0, false
	}
	return maze.Direction(l - 1), true
}

// Cell is one cell of the board as drawn.
type Cell struct {
	Mark Mark
	Line Link // the path of the search on show
	// First is the path of the first search of a comparison, kept under
	// the second one's.
	First Link
	// from is the neighbour a breadth-first search discovered the cell
	// from: the tree the shortest path is read back along.
	from Link
	Dist int32 // breadth-first: distance from S in steps
}

// Algorithm is a search the screen runs.
type Algorithm uint8

// The searches.
const (
	DFS   Algorithm = iota // depth-first backtracking: a path
	BFS                    // breadth-first: a shortest path
	Carve                  // the generator's recursive backtracker
)

var algorithmNames = [...]string{"DFS", "BFS", "generator"}

func (a Algorithm) String() string { return algorithmNames[a] }

// other is the search a comparison runs second.
func (a Algorithm) other() Algorithm {
	if a == DFS {
		return BFS
	}
	return DFS
}

// View is everything the board draws: the cells, where S and E are, and
// the focus of the latest step.
type View struct {
	W, H       int
	Cells      []Cell // row by row
	Start, End maze.Point
	Line       Algorithm // whose path Line is
	First      Algorithm // whose path First is, in a comparison
	Compared   bool      // First holds the path of a first search
	MaxDist    int32     // the largest Dist so far

	// The latest step: the cell the search stands on, the neighbour it
	// tries, and a neighbour it just rejected (and why). Tried and
	// Rejected may lie off the grid.
	Current, Tried, Rejected          maze.Point
	HasCurrent, HasTried, HasRejected bool
	Conflict                          engine.Conflict
}

// NewView returns the view of m with nothing marked.
func NewView(m *maze.Maze) View {
	v := View{W: m.Width(), H: m.Height(), Start: m.Start(), End: m.End()}
	v.Cells = make([]Cell, v.W*v.H)
	for r := range v.H {
		for c := range v.W {
			if m.IsWall(r, c) {
				v.Cells[r*v.W+c].Mark = Wall
			}
		}
	}
	return v
}

// solidView returns a view of w x h walls, which the generator carves;
// S and E are where the generator puts them.
func solidView(w, h int) View {
	v := View{W: w, H: h, Start: maze.Point{Row: 1, Col: 1}, End: maze.Point{Row: h - 2, Col: w - 2}, Line: Carve}
	v.Cells = make([]Cell, w*h)
	for i := range v.Cells {
		v.Cells[i].Mark = Wall
	}
	return v
}

// Inside reports whether p is on the grid.
func (v *View) Inside(p maze.Point) bool {
	return p.Row >= 0 && p.Row < v.H && p.Col >= 0 && p.Col < v.W
}

// At is the cell at p, which must be on the grid.
func (v *View) At(p maze.Point) *Cell { return &v.Cells[p.Row*v.W+p.Col] }

// clone returns a copy that shares nothing with v.
func (v *View) clone() View {
	c := *v
	c.Cells = append([]Cell(nil), v.Cells...)
	return c
}

// copyFrom makes v equal to o, reusing v's cells when they fit.
func (v *View) copyFrom(o *View) {
	cells := v.Cells
	*v = *o
	if cap(cells) >= len(o.Cells) {
		v.Cells = cells[:len(o.Cells)]
	} else {
		v.Cells = make([]Cell, len(o.Cells))
	}
	copy(v.Cells, o.Cells)
}

// LinePath follows the line back from E to its root and returns it from
// the root to E, or nil when no line reaches E. It is the path as drawn.
func (v *View) LinePath() []maze.Point { return v.follow(func(c *Cell) Link { return c.Line }) }

// FirstPath is LinePath for the first path of a comparison.
func (v *View) FirstPath() []maze.Point { return v.follow(func(c *Cell) Link { return c.First }) }

func (v *View) follow(link func(*Cell) Link) []maze.Point {
	var back []maze.Point
	p := v.End
	for steps := 0; steps <= len(v.Cells); steps++ {
		if !v.Inside(p) {
			return nil
		}
		l := link(v.At(p))
		if l == NoLink {
			return nil
		}
		back = append(back, p)
		d, ok := l.Dir()
		if !ok {
			for i, j := 0, len(back)-1; i < j; i, j = i+1, j-1 {
				back[i], back[j] = back[j], back[i]
			}
			return back
		}
		p = p.Move(d)
	}
	return nil // a loop: never drawn by a search
}
