package story

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// MazeSearch is the search a maze's events come from.
type MazeSearch uint8

// The maze's searches.
const (
	DFS   MazeSearch = iota // depth-first backtracking: a path
	BFS                     // breadth-first: a shortest path
	Carve                   // the generator's recursive backtracker
)

// Maze tells one step of search alg in a maze, with the counters st at
// that step. Cells are named r5c7, counting from 1 at the top left of the
// text grid; the words are the maze.* keys of
// assets/translations/maze.*.json.
func Maze(e engine.Event, st engine.Stats, alg MazeSearch) Msg {
	p := maze.Point{Row: e.Row, Col: e.Col}
	d := maze.Direction(e.Value)
	by, hasBy := byPoint(&e)
	cell := MazeCell(p)
	a := func(more ...any) map[string]any {
		args := map[string]any{"Cell": cell}
		for i := 0; i+1 < len(more); i += 2 {
			args[more[i].(string)] = more[i+1]
		}
		return args
	}
	switch e.Kind {
	case engine.Try:
		if d == maze.NoDirection {
			return Text("maze.narrate.start", a())
		}
		return Text("maze.narrate.try", a("From", MazeCell(stepBack(p, d, alg)), "Dir", dirName(d, false)))
	case engine.Reject:
		if e.Conflict == engine.Outside {
			return Text("maze.narrate.outside", a("From", MazeCell(stepBack(p, d, alg)), "Dir", dirName(d, true)))
		}
		return Text("maze.narrate.reject", a("Why", mazeWhy(e.Conflict, alg)))
	case engine.Place:
		return mazePlace(e, p, by, hasBy, alg)
	case engine.Undo:
		switch {
		case alg == Carve && !hasBy:
			return Text("maze.narrate.carve.done", a())
		case alg == Carve:
			return Text("maze.narrate.carve.back", a("By", MazeCell(by)))
		case !hasBy:
			return Text("maze.narrate.deadend.start", a())
		}
		return Text("maze.narrate.deadend", a("By", MazeCell(by)))
	case engine.Enter:
		return mazeFrame(mazeEnterKeys, e, p, alg)
	case engine.Leave:
		return mazeFrame(mazeLeaveKeys, e, p, alg)
	case engine.Expand:
		if d == maze.NoDirection {
			return Text("maze.narrate.expand.start", a())
		}
		return Text("maze.narrate.expand", a("Ring", number(e.Depth)))
	case engine.Resync:
		switch alg {
		case BFS:
			return Text("maze.narrate.resync.bfs", a("Ring", number(e.Depth)))
		case Carve:
			return Text("maze.narrate.resync.carve", a("Length", number(e.Depth)))
		}
		return Text("maze.narrate.resync.dfs", a("Length", number(e.Depth)))
	case engine.Solution:
		if alg == Carve {
			return Text("maze.narrate.carve.complete", nil)
		}
		return Text("maze.narrate.solution", a("Steps", mazeSteps(e.Depth)))
	case engine.Finish:
		return mazeEnd(e.End, st, alg)
	}
	return Msg{}
}

// MazeCell names the cell at p as a person reads it, from 1: r5c7.
func MazeCell(p maze.Point) string { return CellName(p.Row, p.Col) }

// byPoint is the cell an event's By names, if it names one.
func byPoint(e *engine.Event) (maze.Point, bool) {
	r, c, ok := e.By.Get()
	return maze.Point{Row: r, Col: c}, ok
}

// mazeWhy says why a neighbour was rejected.
func mazeWhy(c engine.Conflict, alg MazeSearch) any {
	switch c {
	case engine.Wall:
		return Text("maze.why.wall", nil)
	case engine.Outside:
		return Text("maze.why.outside", nil)
	case engine.Visited:
		if alg == Carve {
			return Text("maze.why.carved", nil)
		}
		return Text("maze.why.visited", nil)
	}
	return c.String()
}

// dirKeys are the keys of the directions' names; a sentence that starts
// with one has its own key, for languages that capitalise.
var dirKeys = [maze.NumDirections]string{"maze.dir.up", "maze.dir.right", "maze.dir.down", "maze.dir.left"}

// dirName names direction d, capitalised with first.
func dirName(d maze.Direction, first bool) any {
	if d < 0 || d >= maze.NumDirections {
		return d.String()
	}
	if first {
		return Text(dirKeys[d]+".first", nil)
	}
	return Text(dirKeys[d], nil)
}

// frameKeys are the texts of the start or the end of a frame: of the
// one frame of a breadth-first search, of the generator's, of S's and of
// any other cell's.
type frameKeys struct{ bfs, carve, start, cell string }

var (
	// mazeEnterKeys tell the start of a frame: the cell just entered looks
	// for a way on (for BFS, the one frame of the whole search begins).
	mazeEnterKeys = frameKeys{"maze.narrate.enter.bfs", "maze.narrate.enter.carve", "maze.narrate.enter.start", "maze.narrate.enter"}
	// mazeLeaveKeys tell the end of a frame: every way from the cell tried.
	mazeLeaveKeys = frameKeys{"maze.narrate.leave.bfs", "maze.narrate.leave.carve", "maze.narrate.leave.start", "maze.narrate.leave"}
)

// mazeFrame tells the start or the end of the frame of cell p, in the
// texts of keys.
func mazeFrame(keys frameKeys, e engine.Event, p maze.Point, alg MazeSearch) Msg {
	key := keys.cell
	switch {
	case alg == BFS:
		key = keys.bfs
	case alg == Carve:
		key = keys.carve
	case e.Depth == 0:
		key = keys.start
	}
	return Text(key, map[string]any{"Cell": MazeCell(p)})
}

// mazePlace tells a cell p entered (DFS), discovered (BFS) or carved,
// from by if the event names it.
func mazePlace(e engine.Event, p, by maze.Point, hasBy bool, alg MazeSearch) Msg {
	args := map[string]any{"Cell": MazeCell(p), "By": MazeCell(by), "Length": number(e.Depth), "Dist": number(e.Depth)}
	switch {
	case alg == BFS && !hasBy:
		return Text("maze.narrate.place.bfs.start", args)
	case alg == BFS:
		return Text("maze.narrate.place.bfs", args)
	case alg == Carve && !hasBy:
		return Text("maze.narrate.place.carve.start", args)
	case alg == Carve:
		return Text("maze.narrate.place.carve", args)
	case !hasBy:
		return Text("maze.narrate.place.start", args)
	}
	return Text("maze.narrate.place", args)
}

// mazeEnd tells how a search ended, with its counters st.
func mazeEnd(end engine.End, st engine.Stats, alg MazeSearch) Msg {
	if alg == Carve {
		if end == engine.Stopped {
			return Text("maze.end.carve.stopped", nil)
		}
		return Text("maze.narrate.finish.carve", nil)
	}
	a := map[string]any{"Tries": counted("maze.tries", st.Nodes), "Explored": counted("maze.explored", st.Placements)}
	switch {
	case end == engine.Stopped:
		return Text("maze.narrate.finish.stopped", a)
	case st.Solutions > 0:
		return Text("maze.narrate.finish.found", a)
	}
	return Text("maze.narrate.finish.none", a)
}

// stepBack is the cell a move in d to p was made from: one cell back, two
// for the generator, which moves over the text grid two at a time.
func stepBack(p maze.Point, d maze.Direction, alg MazeSearch) maze.Point {
	p = p.Move(d.Opposite())
	if alg == Carve {
		p = p.Move(d.Opposite())
	}
	return p
}

// mazeSteps is a path's length in steps: "1 step", "212 steps".
func mazeSteps(n int) Msg { return counted("maze.steps", uint64(max(n, 0))) }

// number is a count from an int, negative ones as 0.
func number(n int) Number { return Number(max(n, 0)) }
