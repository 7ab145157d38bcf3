package tree

import (
	"slices"
	"sort"
)

// Visible is the number of nodes made at or before step: the nodes a view
// of that step shows are Node(0) to Node(Visible(step)-1). It is 0 before
// Start, and Len after Last.
func (t *Tree) Visible(step uint64) int {
	return sort.Search(len(t.nodes), func(i int) bool { return t.nodes[i].step > step })
}

// Current is the node the search stands at after step: the node a Place
// made, the stub a Reject made, the node marked by a Solution, the cell an
// Expand took from the queue, and otherwise the node whose frame the
// event is in (for an Undo, the parent of the choice taken back). Before
// Start it is the root, after Last the node at Last, and -1 while the
// tree is empty.
func (t *Tree) Current(step uint64) int {
	switch {
	case len(t.cur) == 0:
		return -1
	case step < t.base:
		return 0
	case step-t.base >= uint64(len(t.cur)):
		return int(t.cur[len(t.cur)-1])
	}
	return int(t.cur[step-t.base])
}

// Counts returns how many choices (Choice nodes), stubs and solutions
// were made at or before step.
func (t *Tree) Counts(step uint64) (choices, stubs, solutions int) {
	v := t.Visible(step)
	if v == 0 {
		return 0, 0, 0
	}
	stubs = t.stubsBefore(v)
	choices = v - 1 - stubs
	solutions, _ = slices.BinarySearch(t.solSteps, step+1)
	return choices, stubs, solutions
}

// stubsBefore counts the stubs among the first v nodes.
func (t *Tree) stubsBefore(v int) int {
	if v == len(t.nodes) {
		return t.nstubs
	}
	j := v / stubEvery
	n := int(t.stubs[j])
	for i := j * stubEvery; i < v; i++ {
		if t.nodes[i].kind == Stub {
			n++
		}
	}
	return n
}

// Around returns, in increasing order, up to limit nodes visible at step
// around the current node, for a view that cannot show them all: the path
// from the root to the current node, then the nodes nearest to it, the
// current node's children and its siblings first, further out level by
// level (breadth first from the path, nearest levels first). With no more
// than limit nodes visible it returns them all. The path is always whole,
// even past limit.
func (t *Tree) Around(step uint64, limit int) []int32 {
	v := t.Visible(step)
	if v <= limit {
		out := make([]int32, v)
		for i := range out {
			out[i] = int32(i)
		}
		return out
	}
	cur := t.Current(step)
	if cur < 0 || cur >= v {
		cur = 0
	}
	var path []int32
	for n := int32(cur); n >= 0; n = t.nodes[n].parent {
		path = append(path, n)
	}
	// path runs from the current node up to the root; down[n] is the
	// path's next node down from n.
	out := slices.Clone(path)
	queue := slices.Clone(path)
	down := make(map[int32]int32, len(path))
	for i := 1; i < len(path); i++ {
		down[path[i]] = path[i-1]
	}
	for qi := 0; qi < len(queue) && len(out) < limit; qi++ {
		p := queue[qi]
		skip, hasSkip := down[p]
		for c := t.nodes[p].first; c >= 0 && int(c) < v && len(out) < limit; c = t.nodes[c].next {
			if hasSkip && c == skip {
				continue
			}
			out = append(out, c)
			queue = append(queue, c)
		}
	}
	slices.Sort(out)
	return out
}
