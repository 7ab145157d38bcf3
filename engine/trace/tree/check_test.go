package tree

import (
	"fmt"
	"testing"

	"backtracklab/engine"
)

// want is what the tree should hold for a run watched from its first
// event, derived from the events another way than the tree does: a node's
// parent is the node of the frame its event belongs to (by the frame ids
// of Enter and the event's Frame), or for breadth-first search the node of
// the cell named By (a Place) or expanded last (a Reject).
type want struct {
	nodes   []Node
	current []int // by step - 1
}

type cell struct{ row, col int }

func derive(evs []engine.Event) want {
	w := want{nodes: []Node{{Parent: -1, Kind: Root, Step: 1}}}
	frameNode := map[uint32]int{0: 0}
	cellNode := map[cell]int{}
	bfs, expanded := false, 0
	lastPlace := -1
	for i, e := range evs {
		if e.Seq != uint64(i+1) || e.Sync {
			panic("derive takes a run watched from its first event")
		}
		cur := frameNode[e.Frame]
		if bfs {
			cur = expanded
		}
		newNode := func(kind Kind, parent int) int {
			w.nodes = append(w.nodes, Node{Parent: int32(parent), Kind: kind, Step: e.Seq,
				Depth: w.nodes[parent].Depth + 1, Row: e.Row, Col: e.Col, Value: e.Value})
			return len(w.nodes) - 1
		}
		switch e.Kind {
		case engine.Enter:
			if lastPlace >= 0 {
				frameNode[e.Frame] = lastPlace
				w.nodes[lastPlace].Frame = e.Frame
			} else {
				frameNode[e.Frame] = 0
				w.nodes[0].Frame = e.Frame
			}
			cur = frameNode[e.Frame]
		case engine.Place:
			if e.Forced {
				w.nodes[frameNode[e.Frame]].Forced++
				break
			}
			parent := frameNode[e.Frame]
			if bfs {
				r, c, _ := e.By.Get()
				parent = cellNode[cell{r, c}]
			}
			cur = newNode(Choice, parent)
			cellNode[cell{e.Row, e.Col}] = cur
		case engine.Reject:
			cur = newNode(Stub, cur)
			w.nodes[cur].Conflict = e.Conflict
		case engine.Expand:
			bfs = true
			expanded = cellNode[cell{e.Row, e.Col}]
			cur = expanded
		case engine.Solution:
			if i > 0 && evs[i-1].Kind == engine.Place && !evs[i-1].Forced {
				cur = lastPlace
			} else {
				cur = frameNode[e.Frame]
			}
			w.nodes[cur].SolutionStep = e.Seq
		case engine.Undo:
			if !bfs && !e.Forced {
				// The Undo belongs to the frame the choice was made in.
				cur = frameNode[e.Frame]
			}
		case engine.Finish:
			cur = -1 // not derived: the tree stays where the search was
		}
		lastPlace = -1
		if e.Kind == engine.Place && !e.Forced {
			lastPlace = cur
		}
		w.current = append(w.current, cur)
	}
	return w
}

// checkTree compares the tree built from evs with what derive says, node
// by node and step by step, and the counts at every step with the events.
func checkTree(t *testing.T, tr *Tree, evs []engine.Event) {
	t.Helper()
	w := derive(evs)
	if tr.Len() != len(w.nodes) {
		t.Fatalf("%d nodes, want %d", tr.Len(), len(w.nodes))
	}
	for i, n := range w.nodes {
		if got := tr.Node(i); got != n {
			t.Fatalf("node %d: %+v, want %+v", i, got, n)
		}
		var kids []int32
		for j, m := range w.nodes {
			if m.Parent == int32(i) {
				kids = append(kids, int32(j))
			}
		}
		if got := tr.Children(i); fmt.Sprint(got) != fmt.Sprint(kids) {
			t.Fatalf("node %d: children %v, want %v", i, got, kids)
		}
	}
	var choices, stubs, solutions, visible int
	for i, e := range evs {
		k := e.Seq
		switch {
		case e.Kind == engine.Place && !e.Forced:
			choices++
		case e.Kind == engine.Reject:
			stubs++
		case e.Kind == engine.Solution:
			solutions++
		}
		for visible < len(w.nodes) && w.nodes[visible].Step <= k {
			visible++
		}
		if got := tr.Visible(k); got != visible {
			t.Fatalf("step %d %v: Visible %d, want %d", k, e, got, visible)
		}
		if c := w.current[i]; c >= 0 && tr.Current(k) != c {
			t.Fatalf("step %d %v: Current %d, want %d", k, e, tr.Current(k), c)
		}
		if c, s, sol := tr.Counts(k); c != choices || s != stubs || sol != solutions {
			t.Fatalf("step %d: Counts %d, %d, %d; want %d, %d, %d", k, c, s, sol, choices, stubs, solutions)
		}
	}
}
