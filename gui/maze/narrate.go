package maze

import (
	"fmt"

	"backtracklab/engine"
	"backtracklab/engine/maze"
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
		return "a wall"
	case engine.Outside:
		return "outside the maze"
	case engine.Visited:
		if alg == Carve {
			return "carved already"
		}
		return "visited already"
	}
	return c.String()
}

// narrateEvent tells one step of alg in words.
func narrateEvent(e engine.Event, alg Algorithm) string {
	p := maze.Point{Row: e.Row, Col: e.Col}
	d := maze.Direction(e.Value)
	by, hasBy := byPoint(&e)
	switch e.Kind {
	case engine.Try:
		if d == maze.NoDirection {
			return fmt.Sprintf("Start at S (%s)", cellName(p))
		}
		return fmt.Sprintf("From %s try %s: %s", cellName(stepBack(p, d, alg)), d, cellName(p))
	case engine.Reject:
		if e.Conflict == engine.Outside {
			return fmt.Sprintf("%s of %s is outside the maze — skip", capital(d.String()), cellName(stepBack(p, d, alg)))
		}
		return fmt.Sprintf("%s is %s — skip", cellName(p), why(e.Conflict, alg))
	case engine.Place:
		return narratePlace(e, p, alg)
	case engine.Undo:
		if alg == Carve {
			if !hasBy {
				return fmt.Sprintf("Back at the first cell %s: nothing left to carve", cellName(p))
			}
			return fmt.Sprintf("Every neighbour of %s is carved — back to %s", cellName(p), cellName(by))
		}
		if !hasBy {
			return fmt.Sprintf("Dead end at S (%s): no way left — E cannot be reached", cellName(p))
		}
		return fmt.Sprintf("Dead end at %s — back to %s", cellName(p), cellName(by))
	case engine.Enter:
		return narrateEnter(e, p, alg)
	case engine.Leave:
		return narrateLeave(e, p, alg)
	case engine.Expand:
		if d == maze.NoDirection {
			return fmt.Sprintf("Take S (%s) from the queue: ring 0 — look at its neighbours", cellName(p))
		}
		return fmt.Sprintf("Take %s from the queue: ring %d — look at its neighbours", cellName(p), e.Depth)
	case engine.Resync:
		switch alg {
		case BFS:
			return fmt.Sprintf("The search ran at full speed: here is where it stands, ring %d, %s next in the queue", e.Depth, cellName(p))
		case Carve:
			return fmt.Sprintf("The carving ran at full speed: here is where it stands, at %s (path length %d)", cellName(p), e.Depth)
		}
		return fmt.Sprintf("The search ran at full speed: here is where it stands, at %s (path length %d)", cellName(p), e.Depth)
	case engine.Solution:
		if alg == Carve {
			return "Every cell is carved: the maze is complete"
		}
		return fmt.Sprintf("Reached E: path of %s", steps(e.Depth))
	}
	return ""
}

// narrateEnter tells the start of a frame: the cell just entered looks
// for a way on (for BFS, the one frame of the whole search begins).
func narrateEnter(e engine.Event, p maze.Point, alg Algorithm) string {
	switch {
	case alg == BFS:
		return fmt.Sprintf("S (%s) is the whole queue: cells leave it in the order they were found", cellName(p))
	case alg == Carve:
		return fmt.Sprintf("%s: look for a neighbour not carved yet", cellName(p))
	case e.Depth == 0:
		return fmt.Sprintf("S (%s): look for a way on — up, right, down, left in turn", cellName(p))
	}
	return fmt.Sprintf("%s: look for a way on — up, right, down, left in turn", cellName(p))
}

// narrateLeave tells the end of a frame: every way from the cell tried.
func narrateLeave(e engine.Event, p maze.Point, alg Algorithm) string {
	switch {
	case alg == BFS:
		return "The queue is empty: every cell S leads to has been looked around from"
	case alg == Carve:
		return fmt.Sprintf("%s: every neighbour is carved", cellName(p))
	case e.Depth == 0:
		return fmt.Sprintf("S (%s): every way tried", cellName(p))
	}
	return fmt.Sprintf("%s: every way tried, none leads to E", cellName(p))
}

func narratePlace(e engine.Event, p maze.Point, alg Algorithm) string {
	by, hasBy := byPoint(&e)
	switch {
	case alg == BFS && !hasBy:
		return fmt.Sprintf("S (%s) is ring 0: the search grows from here", cellName(p))
	case alg == BFS:
		return fmt.Sprintf("Discover %s at distance %d (from %s)", cellName(p), e.Depth, cellName(by))
	case alg == Carve && !hasBy:
		return fmt.Sprintf("Carve the first cell %s", cellName(p))
	case alg == Carve:
		return fmt.Sprintf("Carve %s and the wall to it from %s (path length %d)", cellName(p), cellName(by), e.Depth)
	case !hasBy:
		return fmt.Sprintf("Enter S (%s) (path length 0)", cellName(p))
	}
	return fmt.Sprintf("Enter %s (path length %d)", cellName(p), e.Depth)
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
func narrateEnd(snap *snapshot, alg Algorithm, st *engine.Stats) string {
	if alg == Carve {
		if snap.end == engine.Stopped {
			return "Generation stopped: the maze you had is kept"
		}
		return ""
	}
	if snap.end == engine.Stopped {
		return fmt.Sprintf("Stopped after %s — Reset (Esc) clears the marks", plural(st.Nodes, "try", "tries"))
	}
	if n := len(snap.results); n == 2 {
		return compareLine(snap.results[0], snap.results[1])
	}
	r := result{alg: alg, stats: *st}
	if n := len(snap.results); n > 0 {
		r = snap.results[n-1]
	}
	explored := plural(r.stats.Placements, "cell", "cells") + " explored"
	switch {
	case !r.found:
		return fmt.Sprintf("No path: E cannot be reached — %s searched every cell S leads to (%s)", r.alg, explored)
	case r.alg == BFS:
		return fmt.Sprintf("Reached E: shortest path of %s (%s, ring by ring)", steps(r.steps), explored)
	}
	return fmt.Sprintf("Reached E: path of %s (%s) — a path, not necessarily the shortest: try BFS", steps(r.steps), explored)
}

// compareLine puts two results side by side in a sentence.
func compareLine(a, b result) string {
	return summary(a) + "; " + summary(b)
}

// summary is one search's result in a few words: "DFS: path 212 steps,
// 1,480 cells explored".
func summary(r result) string {
	explored := plural(r.stats.Placements, "cell", "cells") + " explored"
	if !r.found {
		return fmt.Sprintf("%s: no path, %s", r.alg, explored)
	}
	return fmt.Sprintf("%s: path %s, %s", r.alg, steps(r.steps), explored)
}

func steps(n int) string { return plural(uint64(n), "step", "steps") }

// plural writes a count with its noun: "1 step", "1,480 cells".
func plural(n uint64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return run.Thousands(n) + " " + many
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
