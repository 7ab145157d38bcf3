package maze

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/trace"
)

// algOf is the screen's name for the search the engine names name
// (Event.Search), and false for none.
func algOf(name uint8) (Algorithm, bool) {
	switch name {
	case maze.SearchDFS:
		return DFS, true
	case maze.SearchBFS:
		return BFS, true
	case maze.SearchCarve:
		return Carve, true
	}
	return 0, false
}

// The state of a cell in a position, in its low bits; the link of its
// line (DFS, carving) or to the cell it was discovered from (BFS) sits
// above them.
const (
	cellUnseen   byte = iota
	cellPath          // DFS, carving: on the path (the stack)
	cellBacked        // DFS, carving: entered and backed out of
	cellQueued        // BFS: discovered, waiting in the queue
	cellExpanded      // BFS: taken from the queue and looked around from

	stateMask = 0b111
	linkShift = 3
)

// position is the maze of a watched search at one step, rebuilt from the
// events alone: the cells on the path and those backed out of (DFS and
// the generator), the cells discovered with the cell each came from, its
// distance from S and the one being expanded (BFS), the path found, and
// the latest event. It is the trace.Board of a recorded run. The search
// each event belongs to is the one the latest event that names one says
// (engine.Event.Search): the first step of each search of a comparison,
// and every Resync.
//
// A cell is one byte, so that a checkpoint of a 1000×1000 maze copies a
// megabyte; a breadth-first search adds its distances, four bytes a cell,
// which its Place events carry (Depth).
type position struct {
	w     int     // cells a row: the maze's, or the generator's text grid
	cells []byte  // row by row: a state and a link
	dist  []int32 // BFS: by cell, the distance from S of those discovered; nil for the others

	alg        Algorithm    // the search the latest event belongs to
	last       engine.Event // the latest step (a Resync, not the Sync events after it, nor Finish); Kind 0 before the first
	over       bool         // the Finish was seen
	end        engine.End
	current    maze.Point // the end of the path (DFS, carving), the cell expanded (BFS)
	hasCurrent bool
	length     int          // the path length at the latest step
	maxDist    int32        // BFS: the largest distance discovered
	solved     bool         // BFS: E was found
	path       []maze.Point // the path the search found, from its result (maze.Outcome), never changed; nil before
	// BFS, in a Resync burst: the front of the queue, and whether its
	// Place has come; the cells restated before it have been expanded.
	front     maze.Point
	pastFront bool
}

var _ trace.Board = (*position)(nil)

// newPosition returns the empty w×h position of a run whose first search
// is first (until an event names it).
func newPosition(first Algorithm, w, h int) *position {
	return &position{w: w, cells: make([]byte, w*h), alg: first}
}

// clear forgets the maze and the focus, for a Resync and for the second
// search of a comparison.
func (p *position) clear() {
	clear(p.cells)
	clear(p.dist)
	p.last, p.hasCurrent, p.length, p.maxDist, p.solved, p.path = engine.Event{}, false, 0, 0, false, nil
}

func (p *position) set(at maze.Point, state byte, l Link) {
	if at.Row >= 0 && at.Col >= 0 && at.Col < p.w && at.Row*p.w+at.Col < len(p.cells) {
		p.cells[at.Row*p.w+at.Col] = state | byte(l)<<linkShift
	}
}

// cell returns the state and link of the cell at i.
func (p *position) cell(i int) (byte, Link) {
	b := p.cells[i]
	return b & stateMask, Link(b >> linkShift)
}

// Apply is part of trace.Board.
func (p *position) Apply(e *engine.Event) {
	if e.Kind == engine.Finish {
		p.over, p.end = true, e.End
		return
	}
	if alg, ok := algOf(e.Search); ok && e.StartsSearch() {
		p.clear() // the second search of a comparison starts afresh
		p.alg = alg
	}
	at := maze.Point{Row: e.Row, Col: e.Col}
	by, hasBy := byPoint(e)
	switch e.Kind {
	case engine.Resync:
		p.clear()
		if alg, ok := algOf(e.Search); ok {
			p.alg = alg
		}
		p.front, p.pastFront = at, false
	case engine.Place:
		if p.alg == BFS {
			state := cellQueued
			if e.Sync && !p.pastFront {
				if p.pastFront = at == p.front; !p.pastFront {
					state = cellExpanded
				}
			}
			p.set(at, state, backLink(e.Value))
			p.setDist(at, e.Depth)
			p.maxDist = max(p.maxDist, int32(e.Depth))
			break
		}
		p.set(at, cellPath, backLink(e.Value))
		if p.alg == Carve && hasBy {
			p.set(midway(at, by), cellPath, backLink(e.Value))
		}
		p.current, p.hasCurrent = at, true
	case engine.Undo:
		p.set(at, cellBacked, NoLink)
		if p.alg == Carve && hasBy {
			p.set(midway(at, by), cellBacked, NoLink)
		}
		// A restated dead end is no move: the search stands where the
		// path it restates next ends.
		if !e.Sync {
			p.current, p.hasCurrent = by, hasBy
		}
	case engine.Expand:
		if i := at.Row*p.w + at.Col; i >= 0 && i < len(p.cells) {
			_, l := p.cell(i)
			p.set(at, cellExpanded, l)
		}
		p.current, p.hasCurrent = at, true
	case engine.Solution:
		p.solved = true
	}
	if o, ok := e.Result.(maze.Outcome); ok {
		p.path = o.Path
	}
	if !e.Sync || e.Kind == engine.Resync {
		p.last, p.length = *e, pathLength(e)
	}
}

// setDist notes the distance from S of the cell at a breadth-first
// search discovered.
func (p *position) setDist(at maze.Point, d int) {
	if p.dist == nil {
		p.dist = make([]int32, len(p.cells))
	}
	if i := at.Row*p.w + at.Col; at.Row >= 0 && at.Col >= 0 && at.Col < p.w && i < len(p.dist) {
		p.dist[i] = int32(d)
	}
}

// Snapshot is part of trace.Board: the scalars and a copy of the cells
// and distances.
func (p *position) Snapshot() any {
	s := *p
	s.cells = append([]byte(nil), p.cells...)
	if p.dist != nil {
		s.dist = append([]int32(nil), p.dist...)
	}
	return s
}

// Restore is part of trace.Board; it reuses the position's cells and
// distances.
func (p *position) Restore(snap any) {
	s := snap.(position)
	cells, dist := p.cells, p.dist
	*p = s
	p.cells = append(cells[:0], s.cells...)
	p.dist = nil
	if s.dist != nil {
		p.dist = append(dist[:0], s.dist...)
	}
}

// byPoint is the cell an event names in By, if any.
func byPoint(e *engine.Event) (maze.Point, bool) {
	r, c, ok := e.By.Get()
	return maze.Point{Row: r, Col: c}, ok
}

// midway is the wall the generator carves between a cell and the one it
// was reached from, two characters away on the text grid.
func midway(a, b maze.Point) maze.Point {
	return maze.Point{Row: (a.Row + b.Row) / 2, Col: (a.Col + b.Col) / 2}
}

// pathLength is how many steps from S the search stands at event e.
func pathLength(e *engine.Event) int {
	switch e.Kind {
	case engine.Try, engine.Reject, engine.Undo:
		return max(e.Depth-1, 0)
	}
	return e.Depth
}

// backLink is the link of a cell entered by a move in direction value:
// the line comes from the opposite side, or starts here.
func backLink(value int) Link {
	d := maze.Direction(value)
	if d == maze.NoDirection {
		return RootLink
	}
	return linkTo(d.Opposite())
}
