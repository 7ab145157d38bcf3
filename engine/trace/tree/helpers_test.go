package tree

import (
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
)

// collect runs search watched from the start and returns its events.
func collect(search func(t *engine.Tracer) engine.End) []engine.Event {
	var evs []engine.Event
	search(engine.NewTracer(func(e engine.Event) { evs = append(evs, e) }))
	return evs
}

func queensEvents(n int, check queens.Check) []engine.Event {
	return collect((&queens.Solver{N: n, Check: check}).Search)
}

func sudokuEvents(t testing.TB, grid string, strategy sudoku.Strategy) []engine.Event {
	t.Helper()
	g, err := sudoku.Parse(grid)
	if err != nil {
		t.Fatal(err)
	}
	return collect((&sudoku.Solver{Strategy: strategy}).Search(g))
}

func mazeEvents(t testing.TB, text string, bfs bool) []engine.Event {
	t.Helper()
	m, err := maze.ParseString(text)
	if err != nil {
		t.Fatal(err)
	}
	if bfs {
		return collect(maze.NewBFS(m).Run)
	}
	return collect(maze.NewDFS(m).Run)
}

// recordAll records events, the counters rebuilt from them, with options o.
func recordAll(evs []engine.Event, o trace.Options) *trace.Recording {
	rec := trace.New(nil, o)
	var st engine.Stats
	for _, e := range evs {
		st.Apply(&e)
		s := st
		rec.Append(e, &s)
	}
	return rec
}

// count tallies what the tree should hold: a choice per Place not forced,
// a stub per Reject, a solution per Solution, Sync events included.
func count(evs []engine.Event) (choices, stubs, solutions int) {
	for _, e := range evs {
		switch {
		case e.Kind == engine.Place && !e.Forced:
			choices++
		case e.Kind == engine.Reject:
			stubs++
		case e.Kind == engine.Solution:
			solutions++
		}
	}
	return
}
