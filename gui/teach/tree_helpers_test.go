package teach

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

// searchEvents runs search watched from the start and returns its events.
func searchEvents(search func(t *engine.Tracer) engine.End) []engine.Event {
	var evs []engine.Event
	search(engine.NewTracer(func(e engine.Event) { evs = append(evs, e) }))
	return evs
}

// recorded records evs as a run's recording, and returns the tree
// synced with it.
func recorded(evs []engine.Event) (*tree.Tree, *trace.Recording) {
	rec := trace.New(nil, trace.Options{})
	var st engine.Stats
	for _, e := range evs {
		st.Apply(&e)
		s := st
		rec.Append(e, &s)
	}
	t := tree.New()
	t.Sync(rec)
	return t, rec
}

// queensTree is the tree of an N-Queens search of every solution with
// check, and its last step.
func queensTree(n int, check queens.Check) (*tree.Tree, uint64) {
	evs := searchEvents((&queens.Solver{N: n, Check: check}).Search)
	t, _ := recorded(evs)
	return t, evs[len(evs)-1].Seq
}

// mazeTree is the tree of a depth-first search of the maze in text.
func mazeTree(tb testing.TB, text string) (*tree.Tree, uint64) {
	tb.Helper()
	m, err := maze.ParseString(text)
	if err != nil {
		tb.Fatal(err)
	}
	evs := searchEvents(maze.NewDFS(m).Run)
	t, _ := recorded(evs)
	return t, evs[len(evs)-1].Seq
}

// stepOf returns the step of the first event of kind in t's run at or
// after from, found through the tree: the step that made the first
// node of kind, or marked the first solution.
func firstSolution(t *tree.Tree) uint64 {
	first := uint64(0)
	for i := range t.Len() {
		if s := t.Node(i).SolutionStep; s != 0 && (first == 0 || s < first) {
			first = s
		}
	}
	return first
}

// newTreeWindow puts a tree view of size w×h in a test window.
func newTreeWindow(tb testing.TB, w, h float32, onTap func(uint64)) (*TreeView, fyne.Window) {
	tb.Helper()
	test.NewTempApp(tb)
	v := NewTreeView(onTap)
	win := test.NewTempWindow(tb, v)
	win.SetPadded(false)
	win.Resize(fyne.NewSize(w, h))
	return v, win
}

// queensLabel labels a node as the N-Queens screen does: its column.
func queensLabel(n tree.Node) string {
	if n.Kind == tree.Root {
		return ""
	}
	return "c" + string(rune('1'+n.Col))
}
