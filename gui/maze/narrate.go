package maze

import (
	"fmt"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Cells are named r5c7 (row 5, column 7) in everything a person reads,
// counting from 1 at the top left of the text grid; the engine counts
// from 0.

// cellName names the cell at p.
func cellName(p maze.Point) string { return fmt.Sprintf("r%dc%d", p.Row+1, p.Col+1) }

// why says in words why a neighbour was rejected.
func why(c engine.Conflict, alg Algorithm) string {
	switch c {
	case engine.Wall:
		return i18n.T("maze.why.wall")
	case engine.Outside:
		return i18n.T("maze.why.outside")
	case engine.Visited:
		if alg == Carve {
			return i18n.T("maze.why.carved")
		}
		return i18n.T("maze.why.visited")
	}
	return c.String()
}

// dirKeys are the keys of the directions' names; a sentence that starts
// with one has its own key, for languages that capitalise.
var dirKeys = [maze.NumDirections]string{"maze.dir.up", "maze.dir.right", "maze.dir.down", "maze.dir.left"}

// dirName names direction d, capitalised with first.
func dirName(d maze.Direction, first bool) string {
	if d < 0 || d >= maze.NumDirections {
		return d.String()
	}
	if first {
		return i18n.T(dirKeys[d] + ".first")
	}
	return i18n.T(dirKeys[d])
}

// narrateEvent tells one step of alg in words.
func narrateEvent(e engine.Event, alg Algorithm) string {
	p := maze.Point{Row: e.Row, Col: e.Col}
	d := maze.Direction(e.Value)
	by, hasBy := byPoint(&e)
	cell := cellName(p)
	a := func(more ...any) i18n.Args {
		args := i18n.Args{"Cell": cell}
		for i := 0; i+1 < len(more); i += 2 {
			args[more[i].(string)] = more[i+1]
		}
		return args
	}
	switch e.Kind {
	case engine.Try:
		if d == maze.NoDirection {
			return i18n.T("maze.narrate.start", a())
		}
		return i18n.T("maze.narrate.try", a("From", cellName(stepBack(p, d, alg)), "Dir", dirName(d, false)))
	case engine.Reject:
		if e.Conflict == engine.Outside {
			return i18n.T("maze.narrate.outside", a("From", cellName(stepBack(p, d, alg)), "Dir", dirName(d, true)))
		}
		return i18n.T("maze.narrate.reject", a("Why", why(e.Conflict, alg)))
	case engine.Place:
		return narratePlace(e, p, alg)
	case engine.Undo:
		switch {
		case alg == Carve && !hasBy:
			return i18n.T("maze.narrate.carve.done", a())
		case alg == Carve:
			return i18n.T("maze.narrate.carve.back", a("By", cellName(by)))
		case !hasBy:
			return i18n.T("maze.narrate.deadend.start", a())
		}
		return i18n.T("maze.narrate.deadend", a("By", cellName(by)))
	case engine.Enter:
		return narrateEnter(e, p, alg)
	case engine.Leave:
		return narrateLeave(e, p, alg)
	case engine.Expand:
		if d == maze.NoDirection {
			return i18n.T("maze.narrate.expand.start", a())
		}
		return i18n.T("maze.narrate.expand", a("Ring", count(e.Depth)))
	case engine.Resync:
		switch alg {
		case BFS:
			return i18n.T("maze.narrate.resync.bfs", a("Ring", count(e.Depth)))
		case Carve:
			return i18n.T("maze.narrate.resync.carve", a("Length", count(e.Depth)))
		}
		return i18n.T("maze.narrate.resync.dfs", a("Length", count(e.Depth)))
	case engine.Solution:
		if alg == Carve {
			return i18n.T("maze.narrate.carve.complete")
		}
		return i18n.T("maze.narrate.solution", a("Steps", steps(e.Depth)))
	}
	return ""
}

// narrateEnter tells the start of a frame: the cell just entered looks
// for a way on (for BFS, the one frame of the whole search begins).
func narrateEnter(e engine.Event, p maze.Point, alg Algorithm) string {
	args := i18n.Args{"Cell": cellName(p)}
	switch {
	case alg == BFS:
		return i18n.T("maze.narrate.enter.bfs", args)
	case alg == Carve:
		return i18n.T("maze.narrate.enter.carve", args)
	case e.Depth == 0:
		return i18n.T("maze.narrate.enter.start", args)
	}
	return i18n.T("maze.narrate.enter", args)
}

// narrateLeave tells the end of a frame: every way from the cell tried.
func narrateLeave(e engine.Event, p maze.Point, alg Algorithm) string {
	args := i18n.Args{"Cell": cellName(p)}
	switch {
	case alg == BFS:
		return i18n.T("maze.narrate.leave.bfs")
	case alg == Carve:
		return i18n.T("maze.narrate.leave.carve", args)
	case e.Depth == 0:
		return i18n.T("maze.narrate.leave.start", args)
	}
	return i18n.T("maze.narrate.leave", args)
}

func narratePlace(e engine.Event, p maze.Point, alg Algorithm) string {
	by, hasBy := byPoint(&e)
	args := i18n.Args{"Cell": cellName(p), "By": cellName(by), "Length": count(e.Depth), "Dist": count(e.Depth)}
	switch {
	case alg == BFS && !hasBy:
		return i18n.T("maze.narrate.place.bfs.start", args)
	case alg == BFS:
		return i18n.T("maze.narrate.place.bfs", args)
	case alg == Carve && !hasBy:
		return i18n.T("maze.narrate.place.carve.start", args)
	case alg == Carve:
		return i18n.T("maze.narrate.place.carve", args)
	case !hasBy:
		return i18n.T("maze.narrate.place.start", args)
	}
	return i18n.T("maze.narrate.place", args)
}

// stepBack is the cell a move in d to p was made from: one cell back, two
// for the generator, which moves over the text grid two at a time.
func stepBack(p maze.Point, d maze.Direction, alg Algorithm) maze.Point {
	p = p.Move(d.Opposite())
	if alg == Carve {
		p = p.Move(d.Opposite())
	}
	return p
}

// narrateEnd tells how a run ended; alg is the search it ended in, st
// its counters.
func narrateEnd(snap *snapshot, alg Algorithm, st *engine.Stats) message {
	if alg == Carve {
		if snap.end == engine.Stopped {
			return tr("maze.end.carve.stopped", nil)
		}
		return func() string { return "" }
	}
	if snap.end == engine.Stopped {
		tries := st.Nodes
		return func() string {
			return i18n.T("maze.end.stopped", i18n.Args{"Tries": plural("maze.tries", tries)})
		}
	}
	if n := len(snap.results); n == 2 {
		a, b := snap.results[0], snap.results[1]
		return func() string { return compareLine(a, b) }
	}
	r := result{alg: alg, stats: *st}
	if n := len(snap.results); n > 0 {
		r = snap.results[n-1]
	}
	return func() string {
		args := i18n.Args{"Alg": r.alg.String(), "Steps": steps(r.steps), "Explored": plural("maze.explored", r.stats.Placements)}
		switch {
		case !r.found:
			return i18n.T("maze.end.nopath", args)
		case r.alg == BFS:
			return i18n.T("maze.end.bfs", args)
		}
		return i18n.T("maze.end.dfs", args)
	}
}

// compareLine puts two results side by side in a sentence.
func compareLine(a, b result) string {
	return i18n.T("maze.compare.line", i18n.Args{"First": summary(a), "Second": summary(b)})
}

// summary is one search's result in a few words: "DFS: path 212 steps,
// 1,480 cells explored".
func summary(r result) string {
	args := i18n.Args{"Alg": r.alg.String(), "Steps": steps(r.steps), "Explored": plural("maze.explored", r.stats.Placements)}
	if !r.found {
		return i18n.T("maze.compare.nopath", args)
	}
	return i18n.T("maze.compare.path", args)
}

func steps(n int) string { return plural("maze.steps", uint64(max(n, 0))) }

// plural writes a count with its noun, the text of key: "1 step", "1,480
// cells".
func plural(key string, n uint64) string {
	return i18n.N(key, int(min(n, 1<<31)), i18n.Args{"Count": run.Thousands(n)})
}

// count writes a number with thousands separators.
func count(n int) string { return run.Thousands(uint64(max(n, 0))) }
