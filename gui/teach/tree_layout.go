package teach

// treeLayout places the nodes of a tree in layers, the root on top and
// each level one layer lower, every parent centred over its children and
// every subtree pushed as close to its left neighbour as their contours
// allow (the tidy drawing of Reingold and Tilford). It works on plain
// arrays (a node's parent and width), so the same code lays out a whole
// tree, the prefix of it made by a step, or the part of it around the
// current node.
//
// A subtree's contour is, for each level it spans, its leftmost and
// rightmost extent. Laying out a node merges its children's contours left
// to right; the merged contour is stored in the tallest child's, and the
// shorter one is copied into it, level by level, so a merge costs the
// height of the shorter subtree. Each contour lives in one arena (the
// chain of a node and its first tallest child, its tallest child's ...
// shares one run of it, deepest level first, so a parent only appends its
// own level), which makes place O(n) in time, with no allocation once the
// buffers have grown: 8-queens' 15,721 nodes take about a millisecond
// (BenchmarkTreeLayout, with the view's reading of the tree).
type treeLayout struct {
	// Input, set before place: for each node, the root first and every
	// node after its parent, the index of its parent (-1 for the root)
	// and its width.
	parent []int32
	width  []float32

	// Output of place.
	x          []float32 // the centre of each node, the root at 0
	level      []int32   // each node's depth below the root
	order      []int32   // the nodes level by level, each level left to right
	levelStart []int32   // level d is order[levelStart[d]:levelStart[d+1]]
	span       []float32 // per level: how far a node there lies sideways from its parent, at most
	left       float32   // the leftmost extent of any node
	right      float32   // the rightmost

	// The room between neighbours: siblings (children of one parent), and
	// other nodes on one level (cousins), a little more so the families
	// stand apart.
	siblingGap, cousinGap float32

	// Work space.
	kidStart, kids []int32   // the children of v are kids[kidStart[v]:kidStart[v+1]], in order made
	height, tall   []int32   // levels in v's subtree; v's first child of the greatest height
	base           []int32   // where v's contour starts in the arena
	cl, cr         []float32 // the arena: contours, less their offset
	coff, rel      []float32 // a contour's offset; a node's x relative to its parent
	stack          []int32
}

// levels is the number of levels placed.
func (l *treeLayout) levels() int { return max(len(l.levelStart)-1, 0) }

// place lays out the first n nodes of parent and width.
func (l *treeLayout) place(n int) {
	if n == 0 {
		l.x, l.level, l.order, l.levelStart, l.span = l.x[:0], l.level[:0], l.order[:0], l.levelStart[:0], l.span[:0]
		l.left, l.right = 0, 0
		return
	}
	l.grow(n)
	l.children(n)
	l.heights(n)
	l.contours(n)
	l.absolute(n)
	l.layers(n)
}

// grow sizes the buffers for n nodes.
func (l *treeLayout) grow(n int) {
	l.x = fit(l.x, n)
	l.level = fit(l.level, n)
	l.order = fit(l.order, n)
	l.kidStart = fit(l.kidStart, n+1)
	l.kids = fit(l.kids, n)
	l.height = fit(l.height, n)
	l.tall = fit(l.tall, n)
	l.base = fit(l.base, n)
	l.cl = fit(l.cl, n)
	l.cr = fit(l.cr, n)
	l.coff = fit(l.coff, n)
	l.rel = fit(l.rel, n)
}

// fit returns s with length n, reusing its array when it is big enough.
func fit[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, n+n/4)
	}
	return s[:n]
}

// children lists each node's children, in index order (the order made).
func (l *treeLayout) children(n int) {
	start := l.kidStart
	clear(start)
	for v := 1; v < n; v++ {
		start[l.parent[v]+1]++
	}
	for v := 1; v <= n; v++ {
		start[v] += start[v-1]
	}
	// Fill from the back so that start[p] ends at the first child.
	for v := n - 1; v >= 1; v-- {
		p := l.parent[v]
		start[p+1]--
		l.kids[start[p+1]] = int32(v)
	}
	// start[p+1] now points at p's first child, that is, where p's list
	// begins; shift by one so that start[p] is p's first and start[p+1]
	// the one after its last.
	copy(start[:n], start[1:n+1])
	start[n] = int32(n - 1)
}

// heights computes each subtree's height and first tallest child, and
// where its contour lives in the arena: a node shares the run of its
// parent when it is the parent's first tallest child, and starts a run
// of its own height otherwise.
func (l *treeLayout) heights(n int) {
	for v := 0; v < n; v++ {
		l.height[v], l.tall[v] = 1, -1
	}
	for v := n - 1; v >= 1; v-- {
		p := l.parent[v]
		if h := l.height[v] + 1; h >= l.height[p] {
			l.height[p], l.tall[p] = h, int32(v)
		}
	}
	l.base[0] = 0
	next := l.height[0]
	for v := 1; v < n; v++ {
		if p := l.parent[v]; l.tall[p] == int32(v) {
			l.base[v] = l.base[p]
		} else {
			l.base[v] = next
			next += l.height[v]
		}
	}
	l.level[0] = 0
	for v := 1; v < n; v++ {
		l.level[v] = l.level[l.parent[v]] + 1
	}
}

// contour is one subtree's contour while its parent is laid out: the run
// of the arena it lives in, its height, and the offset its stored values
// are relative to.
type contour struct {
	base, h int32
	off     float32
}

// contours lays out every subtree, the deepest nodes first (a child's
// index is greater than its parent's): each node's x relative to its
// parent, and its contour.
func (l *treeLayout) contours(n int) {
	for v := n - 1; v >= 0; v-- {
		w := l.width[v] / 2
		ks := l.kids[l.kidStart[v]:l.kidStart[v+1]]
		if len(ks) == 0 {
			b := l.base[v]
			l.cl[b], l.cr[b], l.coff[v] = -w, w, 0
			continue
		}
		c0 := ks[0]
		acc := contour{base: l.base[c0], h: l.height[c0], off: l.coff[c0]}
		l.rel[c0] = 0
		for _, c := range ks[1:] {
			ch := contour{base: l.base[c], h: l.height[c], off: l.coff[c]}
			pos := l.separation(acc, ch)
			l.rel[c] = pos
			ch.off += pos
			acc = l.merge(acc, ch)
		}
		mid := l.rel[ks[len(ks)-1]] / 2
		for _, c := range ks {
			l.rel[c] -= mid
		}
		off := acc.off - mid
		top := acc.base + acc.h // == base[v] + height[v] - 1
		l.cl[top], l.cr[top], l.coff[v] = -w-off, w-off, off
	}
}

// separation is how far right of the left contour's frame the right
// subtree must stand so that no level overlaps.
func (l *treeLayout) separation(a, b contour) float32 {
	k := min(a.h, b.h)
	var sep float32
	for i := int32(0); i < k; i++ {
		gap := l.cousinGap
		if i == 0 {
			gap = l.siblingGap
		}
		s := l.cr[a.base+a.h-1-i] + a.off - (l.cl[b.base+b.h-1-i] + b.off) + gap
		if i == 0 || s > sep {
			sep = s
		}
	}
	return sep
}

// merge joins the contours of two neighbouring subtrees, b placed right
// of a, into the taller one's run (a's when they are as tall).
func (l *treeLayout) merge(a, b contour) contour {
	if b.h > a.h {
		for i := int32(0); i < a.h; i++ {
			l.cl[b.base+b.h-1-i] = l.cl[a.base+a.h-1-i] + a.off - b.off
		}
		return b
	}
	for i := int32(0); i < b.h; i++ {
		l.cr[a.base+a.h-1-i] = l.cr[b.base+b.h-1-i] + b.off - a.off
	}
	return a
}

// absolute turns relative places into positions, the root at 0, and
// finds the extent.
func (l *treeLayout) absolute(n int) {
	l.x[0] = 0
	l.left, l.right = -l.width[0]/2, l.width[0]/2
	for v := 1; v < n; v++ {
		x := l.x[l.parent[v]] + l.rel[v]
		l.x[v] = x
		w := l.width[v] / 2
		l.left = min(l.left, x-w)
		l.right = max(l.right, x+w)
	}
}

// layers lists the nodes level by level, left to right (a walk in
// pre-order meets each level's nodes in that order), and each level's
// greatest sideways reach from a parent.
func (l *treeLayout) layers(n int) {
	depth := l.height[0]
	l.levelStart = fit(l.levelStart, int(depth)+1)
	l.span = fit(l.span, int(depth))
	clear(l.levelStart)
	clear(l.span)
	for v := 0; v < n; v++ {
		l.levelStart[l.level[v]+1]++
	}
	for d := int32(1); d <= depth; d++ {
		l.levelStart[d] += l.levelStart[d-1]
	}
	fill := l.tall[:depth] // free once the contours are made; depth <= n
	copy(fill, l.levelStart[:depth])
	l.stack = append(l.stack[:0], 0)
	for len(l.stack) > 0 {
		v := l.stack[len(l.stack)-1]
		l.stack = l.stack[:len(l.stack)-1]
		d := l.level[v]
		l.order[fill[d]] = v
		fill[d]++
		if v > 0 {
			if s := abs(l.x[v] - l.x[l.parent[v]]); s > l.span[d] {
				l.span[d] = s
			}
		}
		ks := l.kids[l.kidStart[v]:l.kidStart[v+1]]
		for i := len(ks) - 1; i >= 0; i-- {
			l.stack = append(l.stack, ks[i])
		}
	}
}

func abs(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}
