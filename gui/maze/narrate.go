package maze

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Cells are named r5c7 (row 5, column 7) in everything a person reads,
// counting from 1 at the top left of the text grid; the engine counts
// from 0.

// cellName names the cell at p.
func cellName(p maze.Point) string { return story.MazeCell(p) }

// narrateEvent tells one step of alg in words (engine/story has them).
// Finish is told by narrateEnd.
func narrateEvent(e engine.Event, alg Algorithm) string {
	if e.Kind == engine.Finish {
		return ""
	}
	return i18n.Say(story.Maze(e, engine.Stats{}, searches[alg]))
}

// searches are the screen's algorithms as engine/story names them.
var searches = [...]story.MazeSearch{DFS: story.DFS, BFS: story.BFS, Carve: story.Carve}

// narrateEnd tells how a run ended; alg is the search it ended in, st
// its counters.
func narrateEnd(snap *snapshot, alg Algorithm, st *engine.Stats) i18n.Words {
	if alg == Carve {
		if snap.end == engine.Stopped {
			return tr("maze.end.carve.stopped.shown", nil)
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
