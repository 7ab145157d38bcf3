package tree

import (
	"slices"
	"sync/atomic"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
)

// switched runs search unwatched until watching is switched on at its
// first poll, so that its second poll finds it on and restates where it
// stands: a Resync and its burst, as under a Runner going from full speed
// to watching.
func switched(search func(*engine.Tracer) engine.End) []engine.Event {
	var evs []engine.Event
	var watching atomic.Bool
	search(engine.NewSwitchTracer(func(e engine.Event) {
		if !e.Aside { // a result found unwatched is no step: a session records none
			evs = append(evs, e)
		}
	}, &watching, func() bool { watching.Store(true); return true }))
	return evs
}

// checkFromBurst checks a tree built from a run watched from a Resync on:
// a node per Place not forced and per Reject, restated ones marked Sync;
// each choice under the node of the cell its Place came from (By) where
// the puzzle names it, or the one before it on the path; forced
// placements folded into the node of their frame.
func checkFromBurst(t *testing.T, tr *Tree, evs []engine.Event) {
	t.Helper()
	if evs[0].Kind != engine.Resync {
		t.Fatalf("the run starts with %v", evs[0])
	}
	c, s, sol := count(evs)
	if gc, gs, gsol := tr.Counts(evs[len(evs)-1].Seq); gc != c || gs != s || gsol != sol || tr.Len() != 1+c+s {
		t.Fatalf("tree %d, %d, %d, %d nodes; events %d, %d, %d", gc, gs, gsol, tr.Len(), c, s, sol)
	}
	forced, wantForced, restated := 0, 0, 0
	i := 1
	for _, e := range evs {
		if e.Kind == engine.Place && e.Forced {
			wantForced++
		}
		if e.Kind != engine.Reject && (e.Kind != engine.Place || e.Forced) {
			continue
		}
		n := tr.Node(i)
		i++
		if n.Step != e.Seq || n.Row != e.Row || n.Col != e.Col || n.Sync != e.Sync || (n.Kind == Stub) != (e.Kind == engine.Reject) {
			t.Fatalf("node %d %+v made by %v", i-1, n, e)
		}
		if n.Sync {
			restated++
		}
		if r, c, ok := e.By.Get(); ok && e.Kind == engine.Place {
			if p := tr.Node(int(n.Parent)); p.Row != r || p.Col != c || p.Kind != Choice {
				t.Fatalf("node %d %+v made by %v is under %+v", i-1, n, e, p)
			}
		}
	}
	for j := range tr.Len() {
		forced += tr.Node(j).Forced
	}
	if forced != wantForced || restated == 0 {
		t.Fatalf("%d forced placements folded, want %d; %d nodes restated", forced, wantForced, restated)
	}
}

func TestFromAResync(t *testing.T) {
	big := maze.Generate(151, 151, 3)
	empty16, _ := sudoku.NewGrid(16)
	for name, search := range map[string]func(*engine.Tracer) engine.End{
		"maze dfs": maze.NewDFS(big).Run,
		"maze bfs": maze.NewBFS(big).Run,
		// Many solutions of the empty 16x16 grid: a search past the 1024
		// nodes of the first poll (the 16x16 sample is solved before it).
		"sudoku mrv": (&sudoku.Solver{Strategy: sudoku.MRV, Limit: 3000}).Search(empty16),
	} {
		t.Run(name, func(t *testing.T) {
			evs := switched(search)
			if len(evs) == 0 {
				t.Fatal("never watched")
			}
			tr, _ := build(t, evs, trace.Options{RestartAtResync: true, Every: 1000})
			checkFromBurst(t, tr, evs)
			t.Logf("%d events, %d nodes, burst of %d", len(evs), tr.Len(), slices.IndexFunc(evs, func(e engine.Event) bool { return !e.Sync }))
		})
	}
}
