package tree

import "slices"

// compactShare: the tree is compacted once the recording has dropped this
// share of the steps it covers (1/compactShare), so that it holds at most
// about 4/3 of the recording's steps and compacting costs each event read
// a few node visits on average.
const compactShare = 4

// maybeCompact compacts the tree when the recording's history now starts
// far enough after the tree's first step.
func (t *Tree) maybeCompact(first uint64) {
	if len(t.cur) == 0 || first <= t.base {
		return
	}
	if dropped := first - t.base; dropped*compactShare >= uint64(len(t.cur)) {
		t.compact(first)
	}
}

// compact drops what the steps before first made, keeping every node a
// step from first on made or stands at, their ancestors, and, for BFS,
// the cells still in the queue. Kept nodes keep their order, steps and
// links (children in the order made); Counts then count the nodes kept.
func (t *Tree) compact(first uint64) {
	if first > t.Last() {
		first = t.Last()
	}
	drop := int(first - t.base)
	n := len(t.nodes)
	keep := make([]bool, n)
	keep[0] = true
	for i := range t.nodes {
		if t.nodes[i].step >= first {
			keep[i] = true
		}
	}
	for _, c := range t.cur[drop:] {
		keep[c] = true
	}
	keep[t.attach] = true
	if t.bfs {
		for i := int(t.bfsNext); i < n; i++ {
			if t.nodes[i].kind == Choice {
				keep[i] = true
			}
		}
	}
	// Parents come before their children: one pass back keeps every
	// ancestor of a kept node.
	for i := n - 1; i > 0; i-- {
		if keep[i] {
			keep[t.nodes[i].parent] = true
		}
	}

	// Renumber, relink children in order, and recount the stubs.
	to := make([]int32, n)
	last := make([]int32, 0, n)
	j := int32(0)
	t.stubs, t.nstubs = t.stubs[:0], 0
	for i := range t.nodes {
		if !keep[i] {
			to[i] = -1
			continue
		}
		to[i] = j
		nd := t.nodes[i]
		nd.first, nd.next = -1, -1
		if nd.parent >= 0 {
			p := to[nd.parent]
			nd.parent = p
			if l := last[p]; l < 0 {
				t.nodes[p].first = j
			} else {
				t.nodes[l].next = j
			}
			last[p] = j
		}
		if j%stubEvery == 0 {
			t.stubs = append(t.stubs, uint32(t.nstubs))
		}
		if nd.kind == Stub {
			t.nstubs++
		}
		t.nodes[j] = nd
		last = append(last, -1)
		j++
	}
	t.nodes = t.nodes[:j]

	k := 0
	for _, s := range t.solutions {
		if to[s.node] >= 0 {
			t.solutions[k] = solution{step: s.step, node: to[s.node]}
			k++
		}
	}
	t.solutions = t.solutions[:k]
	t.solSteps = t.solSteps[:0]
	for _, s := range t.solutions {
		t.solSteps = append(t.solSteps, s.step)
	}
	slices.Sort(t.solSteps)

	copy(t.cur, t.cur[drop:])
	t.cur = t.cur[:len(t.cur)-drop]
	for i, c := range t.cur {
		t.cur[i] = to[c]
	}
	t.base = first

	t.attach = to[t.attach]
	t.lastChild = last[t.attach]
	if t.lastPlace >= 0 {
		t.lastPlace = to[t.lastPlace]
	}
	next := int(t.bfsNext)
	for next < n && to[next] < 0 {
		next++
	}
	if next < n {
		t.bfsNext = to[next]
	} else {
		t.bfsNext = j
	}
	for key, v := range t.burst {
		if to[v] < 0 {
			delete(t.burst, key)
		} else {
			t.burst[key] = to[v]
		}
	}
}
