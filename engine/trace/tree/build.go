package tree

import (
	"slices"

	"backtracklab/engine"
	"backtracklab/engine/trace"
)

// Sync reads the events recorded in r since the last Sync and grows the
// tree by them; with nothing new it only looks at r's bounds. It starts
// over when r is not the recording of the last Sync, when r restarted (a
// new run, a Resync with RestartAtResync) or dropped events not read yet,
// and at every Resync event. A nil r empties the tree.
//
// Once the recording has dropped a quarter of the steps the tree covers
// (its ring is full), the tree drops what those steps made, but for the
// ancestors of what it keeps: it holds the steps still recorded, at most
// about 4/3 of the recording's cap.
func (t *Tree) Sync(r *trace.Recording) {
	if r != t.rec {
		t.rec, t.rd = r, nil
		t.clear()
		if r == nil {
			return
		}
		t.rd = r.NewReader()
	}
	if first, last, ok := r.Bounds(); ok {
		// Room for what is to read at once, rather than doubling through
		// it: a step is a cur entry, and every other one or so a node.
		// (After a restart the tree may be ahead of the new run: no room.)
		if from := max(first-1, t.Last()); last > from+1024 {
			pending := int(last - from)
			t.cur = slices.Grow(t.cur, pending)
			t.nodes = slices.Grow(t.nodes, pending/2)
		}
	}
	for {
		e, ok := t.rd.Next()
		if !ok {
			break
		}
		if t.rd.Restarted() {
			t.restart(e)
			continue
		}
		t.add(e)
	}
	t.maybeCompact(r.First())
}

// clear empties the tree.
func (t *Tree) clear() {
	t.nodes, t.cur, t.stubs = t.nodes[:0], t.cur[:0], t.stubs[:0]
	t.solutions, t.solSteps = t.solutions[:0], t.solSteps[:0]
	t.base, t.nstubs, t.burst = 0, 0, nil
}

// begin empties the tree and makes its root at step k.
func (t *Tree) begin(k uint64) {
	t.clear()
	t.base = k
	t.lastChild, t.lastPlace = -1, -1
	t.bfs, t.bfsNext, t.starting = false, 0, false
	t.attach = t.newNode(-1, Root, k, 0, 0, 0, false)
}

// nextSearch begins the next of chained searches: it grows under the
// root, beside the searches before it, as it would alone. Its cells are
// queued after every node made so far.
func (t *Tree) nextSearch() {
	t.attach, t.lastChild, t.lastPlace = 0, t.lastChildOf(0), -1
	t.bfs, t.bfsNext = false, int32(len(t.nodes))
}

// restart begins the tree at e, the first event of a new history. At the
// run's first event or a Resync the events say all; elsewhere the frame
// path after e restates the choices that led there, and e is taken as far
// as it adds to them.
func (t *Tree) restart(e *engine.Event) {
	t.begin(e.Seq)
	if e.Seq == 1 || e.Kind == engine.Resync {
		t.add(e)
		return
	}
	for i := range t.rd.PathLen() {
		f := t.rd.PathAt(i)
		switch {
		case f.Chosen && !f.Forced:
			n := t.newNode(t.attach, Choice, e.Seq, f.Row, f.Col, f.Value, true)
			t.nodes[n].frame = f.ID
			t.attach, t.lastChild = n, -1
		case i == 0:
			t.nodes[0].frame = f.ID
		}
	}
	switch e.Kind {
	case engine.Enter, engine.Leave, engine.Undo, engine.Expand:
		// Already in the path, or nothing to add without what came before.
		t.cur = append(t.cur, t.attach)
	default:
		t.add(e)
	}
}

// newNode appends a node under parent (-1 for the root) and returns it.
func (t *Tree) newNode(parent int32, kind Kind, step uint64, row, col, value int, sync bool) int32 {
	i := int32(len(t.nodes))
	if i%stubEvery == 0 {
		t.stubs = append(t.stubs, uint32(t.nstubs))
	}
	n := node{step: step, parent: parent, first: -1, next: -1, kind: kind,
		row: int32(row), col: int32(col), value: int32(value), sync: sync}
	if parent >= 0 {
		n.depth = t.nodes[parent].depth + 1
		last := t.lastChild
		if parent != t.attach {
			last = t.lastChildOf(parent)
		}
		if last < 0 {
			t.nodes[parent].first = i
		} else {
			t.nodes[last].next = i
		}
		if parent == t.attach {
			t.lastChild = i
		}
	}
	if kind == Stub {
		t.nstubs++
	}
	t.nodes = append(t.nodes, n)
	return i
}

// lastChildOf walks p's children to the last, -1 if none.
func (t *Tree) lastChildOf(p int32) int32 {
	last := int32(-1)
	for c := t.nodes[p].first; c >= 0; c = t.nodes[c].next {
		last = c
	}
	return last
}

// cellKey names a cell in a Resync burst's map.
func cellKey(row, col int) uint64 { return uint64(uint32(row))<<32 | uint64(uint32(col)) }

// add grows the tree by e, the event after the last one read.
func (t *Tree) add(e *engine.Event) {
	k := e.Seq
	if t.burst != nil && !e.Sync {
		t.burst = nil
	}
	if len(t.nodes) == 0 {
		t.begin(k)
	}
	// A search starts with its root Enter, or with the steps before it
	// outside any frame (the maze's start); the first of them after
	// another search of the run begins the next.
	starts := e.StartsSearch()
	if starts && !t.starting && len(t.nodes) > 1 {
		t.nextSearch()
	}
	t.starting = starts
	place := int32(-1)
	switch e.Kind {
	case engine.Resync:
		t.begin(k)
		t.burst = make(map[uint64]int32)
	case engine.Place:
		if e.Forced {
			t.nodes[t.attach].forced++
			break
		}
		parent := t.attach
		if t.burst != nil {
			// A BFS burst names each cell's discoverer; a DFS one the
			// cell before on the path, which is the attach point anyway.
			if r, c, ok := e.By.Get(); ok {
				if p, ok := t.burst[cellKey(r, c)]; ok {
					parent = p
				}
			}
		}
		place = t.newNode(parent, Choice, k, e.Row, e.Col, e.Value, e.Sync)
		if t.burst != nil {
			t.burst[cellKey(e.Row, e.Col)] = place
		}
		if !t.bfs {
			t.attach, t.lastChild = place, -1
		}
	case engine.Reject:
		s := t.newNode(t.attach, Stub, k, e.Row, e.Col, e.Value, e.Sync)
		t.nodes[s].conflict = e.Conflict
		t.cur = append(t.cur, s)
		t.lastPlace = -1
		return
	case engine.Undo:
		// Forced undos unfold nothing; a DFS burst's Undo events are
		// cells explored before the burst, whose place in the tree it
		// does not say.
		if e.Forced || e.Sync || t.bfs || t.attach <= 0 {
			break
		}
		t.lastChild = t.attach
		t.attach = t.nodes[t.attach].parent
	case engine.Enter:
		if t.lastPlace >= 0 {
			t.nodes[t.lastPlace].frame = e.Frame
		} else if t.attach == 0 && t.nodes[0].frame == 0 {
			t.nodes[0].frame = e.Frame
		}
	case engine.Solution:
		n := t.attach
		if t.lastPlace >= 0 {
			n = t.lastPlace
		}
		t.markSolution(n, k)
		t.cur = append(t.cur, n)
		t.lastPlace = -1
		return
	case engine.Expand:
		t.bfs = true
		t.attach = t.expanded(e)
		t.lastChild = t.lastChildOf(t.attach)
	}
	t.lastPlace = place
	if place >= 0 {
		t.cur = append(t.cur, place)
	} else {
		t.cur = append(t.cur, t.attach)
	}
}

// expanded finds the node of the cell an Expand takes from the queue: the
// queue is the order of discovery, so it is the next cell after the last
// one expanded. A cell not in the tree (it was discovered before the tree
// starts) is added under the root.
func (t *Tree) expanded(e *engine.Event) int32 {
	for i := t.bfsNext; int(i) < len(t.nodes); i++ {
		n := &t.nodes[i]
		if n.kind == Choice && int(n.row) == e.Row && int(n.col) == e.Col {
			t.bfsNext = i + 1
			return i
		}
	}
	t.attach, t.lastChild = 0, t.lastChildOf(0)
	n := t.newNode(0, Choice, e.Seq, e.Row, e.Col, e.Value, true)
	t.bfsNext = n + 1
	return n
}

// markSolution marks node n as reaching the Solution at step k.
func (t *Tree) markSolution(n int32, k uint64) {
	t.nodes[n].solved = true
	t.solSteps = append(t.solSteps, k)
	s := solution{step: k, node: n}
	i := len(t.solutions)
	for i > 0 && t.solutions[i-1].node > n {
		i--
	}
	if i > 0 && t.solutions[i-1].node == n {
		t.solutions[i-1].step = k
		return
	}
	t.solutions = append(t.solutions, solution{})
	copy(t.solutions[i+1:], t.solutions[i:])
	t.solutions[i] = s
}
