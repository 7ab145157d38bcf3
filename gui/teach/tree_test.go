package teach

import (
	"maps"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
)

// A small maze: S top left, E bottom right, a dead end on the way.
const treeTestMaze = `S..#
.#..
.#.#
...E
`

// Every layout of a real search keeps the tidy drawing's rules: each
// parent centred over its children, the nodes of a level left to right in
// the order of a depth-first walk and never closer than the gap between
// them, every node one level below its parent.
func TestTreeLayoutKeepsItsRules(t *testing.T) {
	type search struct {
		t      *tree.Tree
		levels int
	}
	searches := map[string]search{}
	for _, n := range []int{4, 5, 6, 8} {
		for _, c := range queens.Checks() {
			tr, _ := queensTree(n, c)
			searches["queens "+string(rune('0'+n))+" "+c.String()] = search{tr, n + 1}
		}
	}
	m, _ := mazeTree(t, treeTestMaze)
	searches["maze dfs"] = search{m, -1}
	for name, s := range searches {
		t.Run(name, func(t *testing.T) {
			l := layoutOf(s.t, s.t.Len())
			checkLayout(t, l, s.t.Len())
			if s.levels > 0 && l.levels() != s.levels {
				t.Errorf("%d levels, want %d", l.levels(), s.levels)
			}
			for i := range s.t.Len() {
				if int(l.level[i]) != s.t.Node(i).Depth {
					t.Fatalf("node %d on level %d, its depth is %d", i, l.level[i], s.t.Node(i).Depth)
				}
			}
		})
	}
}

// The tree at every step of 4-queens, a prefix of the whole, is laid out
// by the same rules.
func TestTreeLayoutOfEveryPrefix(t *testing.T) {
	tr, last := queensTree(4, queens.Scan)
	for k := tr.Start(); k <= last; k++ {
		n := tr.Visible(k)
		checkLayout(t, layoutOf(tr, n), n)
	}
}

// layoutOf lays out the first n nodes of t, choices 36 wide and stubs 14,
// as the view does at zoom 1 with short labels.
func layoutOf(t *tree.Tree, n int) *treeLayout {
	l := &treeLayout{siblingGap: 4, cousinGap: 11}
	for i := range n {
		l.parent = append(l.parent, int32(t.Parent(i)))
		w := float32(36)
		if t.Node(i).Kind == tree.Stub {
			w = 14
		}
		l.width = append(l.width, w)
	}
	l.place(n)
	return l
}

func checkLayout(t *testing.T, l *treeLayout, n int) {
	t.Helper()
	if len(l.order) != n || int(l.levelStart[l.levels()]) != n {
		t.Fatalf("%d nodes in the levels, want %d", l.levelStart[l.levels()], n)
	}
	// Pre-order, to compare with each level's order.
	var pre []int32
	var walk func(v int32)
	walk = func(v int32) {
		pre = append(pre, v)
		for _, c := range l.kids[l.kidStart[v]:l.kidStart[v+1]] {
			walk(c)
		}
	}
	walk(0)
	rank := make([]int, n)
	for i, v := range pre {
		rank[v] = i
	}
	for v := range n {
		ks := l.kids[l.kidStart[v]:l.kidStart[v+1]]
		if len(ks) > 0 {
			if mid := (l.x[ks[0]] + l.x[ks[len(ks)-1]]) / 2; abs(mid-l.x[v]) > 0.01 {
				t.Fatalf("node %d at %.2f, its children's middle at %.2f", v, l.x[v], mid)
			}
		}
		if v > 0 && l.level[v] != l.level[l.parent[v]]+1 {
			t.Fatalf("node %d on level %d, its parent on %d", v, l.level[v], l.level[l.parent[v]])
		}
		if x := l.x[v]; x-l.width[v]/2 < l.left-0.01 || x+l.width[v]/2 > l.right+0.01 {
			t.Fatalf("node %d at %.2f outside the extent %.2f..%.2f", v, x, l.left, l.right)
		}
	}
	for d := range l.levels() {
		row := l.order[l.levelStart[d]:l.levelStart[d+1]]
		for i := 1; i < len(row); i++ {
			a, b := row[i-1], row[i]
			if rank[a] > rank[b] {
				t.Fatalf("level %d: node %d drawn left of %d, which a depth-first walk meets first", d, a, b)
			}
			want := l.cousinGap
			if l.parent[a] == l.parent[b] {
				want = l.siblingGap
			}
			if gap := l.x[b] - l.width[b]/2 - (l.x[a] + l.width[a]/2); gap < want-0.01 {
				t.Fatalf("level %d: nodes %d and %d %.2f apart, want at least %.2f", d, a, b, gap, want)
			}
		}
	}
}

// Step by step through 4-queens, the view lays out the nodes made so far
// and rings the node the search stands at; at the end it draws all 61
// nodes one by one: 16 choices, 44 stubs with their crosses and signs,
// 2 solutions, and says so.
func TestTreeViewFollowsFourQueens(t *testing.T) {
	tr, last := queensTree(4, queens.Scan)
	v, _ := newTreeWindow(t, 900, 400, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	for k := tr.Start(); k <= last; k++ {
		v.ShowStep(k)
		if v.n != tr.Visible(k) {
			t.Fatalf("step %d: %d nodes laid out, want %d", k, v.n, tr.Visible(k))
		}
		cur := tr.Current(k)
		if v.cur != cur {
			t.Fatalf("step %d: current node %d, want %d", k, v.cur, cur)
		}
		if len(v.path) != tr.Node(cur).Depth+1 || v.path[len(v.path)-1] != 0 {
			t.Fatalf("step %d: path %v for node %d at depth %d", k, v.path, cur, tr.Node(cur).Depth)
		}
		if p, ok := v.NodeCentre(cur); !ok || p.X < 0 || p.Y < 0 || p.X > 900 || p.Y > 400 {
			t.Fatalf("step %d: the current node %d is drawn at %v, out of view", k, cur, p)
		}
	}
	if v.n != 61 {
		t.Errorf("%d nodes at the end, want 61", v.n)
	}
	r := v.renderer
	// The root is a dot, a box like the choices'; each stub a cross of two
	// lines and a sign; each choice a label.
	if r.overview || r.boxes.n != 17 || r.marks.n != 88 || r.texts.n != 60 || r.edges.n != 60 {
		t.Errorf("drew %v, want 60 edges, 17 boxes, 88 marks, 60 texts", r)
	}
	if want := "16 choices · 44 tries pruned · 2 solutions"; r.status.Text != want {
		t.Errorf("status %q, want %q", r.status.Text, want)
	}
	if want := "Cut off by: | column · \\ diagonal · / diagonal"; r.legend.Text != want {
		t.Errorf("legend %q, want %q", r.legend.Text, want)
	}
	// A sign for each rejection, a label for each choice: the events of
	// 4-queens' scan reject 28 tries for their column, 9 for a "\"
	// diagonal and 7 for a "/" one.
	rejects := map[engine.Conflict]int{}
	for _, e := range searchEvents((&queens.Solver{N: 4, Check: queens.Scan}).Search) {
		if e.Kind == engine.Reject {
			rejects[e.Conflict]++
		}
	}
	if rejects[engine.SameColumn] != 28 || rejects[engine.SameDiagonal] != 9 || rejects[engine.SameAntiDiagonal] != 7 {
		t.Fatalf("4-queens rejects %v", rejects)
	}
	texts := map[string]int{}
	for _, tx := range r.texts.taken() {
		texts[tx.Text]++
	}
	want := map[string]int{"|": 28, "\\": 9, "/": 7, "c1": 4, "c2": 4, "c3": 4, "c4": 4}
	if !maps.Equal(texts, want) {
		t.Errorf("texts drawn %v, want %v", texts, want)
	}
}

// A tap on a node calls back with the step that made it; a tap beside
// the tree calls nothing.
func TestTreeViewTapShowsTheStep(t *testing.T) {
	tr, last := queensTree(4, queens.Scan)
	var got []uint64
	v, _ := newTreeWindow(t, 900, 400, func(k uint64) { got = append(got, k) })
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	for i := range tr.Len() {
		p, ok := v.NodeCentre(i)
		if !ok {
			t.Fatalf("node %d is not laid out", i)
		}
		if at, ok := v.NodeAt(p); !ok || at != i {
			t.Fatalf("node %d is drawn at %v, where NodeAt finds %d, %v", i, p, at, ok)
		}
		got = got[:0]
		test.TapAt(v, p)
		if len(got) != 1 || got[0] != tr.Node(i).Step {
			t.Fatalf("a tap on node %d called back with %v, want its step %d", i, got, tr.Node(i).Step)
		}
	}
	got = got[:0]
	test.TapAt(v, fyne.NewPos(3, 3))
	if len(got) != 0 {
		t.Errorf("a tap beside the tree called back with %v", got)
	}
}

// Fit shows the whole tree, and keeps it whole as it grows; the zoom
// buttons zoom by a step about the middle; Ctrl+scroll zooms about the
// pointer, a plain scroll and a drag pan.
func TestTreeViewZoomsAndPans(t *testing.T) {
	tr, last := queensTree(6, queens.Scan)
	v, _ := newTreeWindow(t, 700, 450, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	if v.Zoom() != autoZoomMin {
		t.Errorf("6-queens opens at zoom %v, want %v: too wide to fit readably", v.Zoom(), autoZoomMin)
	}
	// Fit halfway through the run keeps the whole tree in view to the end.
	v.ShowStep(last / 2)
	v.Fit()
	v.ShowStep(last)
	inView := func() int {
		n := 0
		for i := range tr.Len() {
			if p, _ := v.NodeCentre(i); p.X >= 0 && p.X <= 700 && p.Y >= 0 && p.Y <= 450 {
				n++
			}
		}
		return n
	}
	if n := inView(); n != tr.Len() {
		t.Errorf("after Fit %d of %d nodes in view", n, tr.Len())
	}
	fit := v.Zoom()
	if fit >= autoZoomMin || fit <= 0 {
		t.Errorf("fit zoom %v", fit)
	}

	mid := fyne.NewPos(350, 225)
	node, ok := v.NodeAt(mid)
	if !ok {
		node = tr.Current(last)
	}
	before, _ := v.NodeCentre(node)
	v.ZoomIn()
	if !near(v.Zoom(), fit*zoomStep) {
		t.Errorf("zoom in: %v, want %v", v.Zoom(), fit*zoomStep)
	}
	v.ZoomOut()
	if after, _ := v.NodeCentre(node); !near(v.Zoom(), fit) || !nearPos(after, before) {
		t.Errorf("zoom in and out: zoom %v at node %d %v, want %v at %v", v.Zoom(), node, after, fit, before)
	}

	// Ctrl+scroll about a node: it stays under the pointer.
	held := fyne.KeyModifier(0)
	keyModifiers = func() fyne.KeyModifier { return held }
	t.Cleanup(func() { keyModifiers = driverModifiers })
	target := tr.Current(last)
	p, _ := v.NodeCentre(target)
	held = fyne.KeyModifierControl
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(0, 50)})
	want := fit * float32(math.Exp(0.2)) // a notch zooms by a fifth at most
	if q, _ := v.NodeCentre(target); !near(v.Zoom(), want) || !nearPos(q, p) {
		t.Errorf("Ctrl+scroll: zoom %v, node at %v; want %v, still at %v", v.Zoom(), q, want, p)
	}
	// A plain scroll pans by its delta, a drag by its own.
	held = 0
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(-30, 20)})
	q, _ := v.NodeCentre(target)
	if !nearPos(q, p.AddXY(-30, 20)) {
		t.Errorf("scroll moved the node from %v to %v, want by (-30, 20)", p, q)
	}
	v.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(40, -10)})
	v.DragEnd()
	if r, _ := v.NodeCentre(target); !nearPos(r, q.AddXY(40, -10)) {
		t.Errorf("drag moved the node from %v to %v, want by (40, -10)", q, r)
	}
	// Panning far away stops with part of the tree still in view.
	for range 100 {
		v.Dragged(&fyne.DragEvent{Dragged: fyne.NewDelta(500, 500)})
	}
	if inView() == 0 {
		t.Error("the tree was panned out of view")
	}
}

// Zooming into 8-queens' whole tree, fitted (its levels spread down the
// view), about one of its solutions keeps that node under the pointer,
// from the overview to the nodes drawn one by one.
func TestTreeViewZoomsIntoAWideTree(t *testing.T) {
	tr, last := queensTree(8, queens.Scan)
	v, _ := newTreeWindow(t, 900, 560, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	v.Fit()
	if !v.renderer.overview {
		t.Fatal("8-queens' whole tree is not drawn as the overview")
	}
	sol := -1
	for i := range tr.Len() {
		if tr.Node(i).SolutionStep != 0 {
			sol = i
			break
		}
	}
	p, _ := v.NodeCentre(sol)
	keyModifiers = func() fyne.KeyModifier { return fyne.KeyModifierControl }
	t.Cleanup(func() { keyModifiers = driverModifiers })
	for range 60 {
		v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: p}, Scrolled: fyne.NewDelta(0, 10)})
	}
	q, _ := v.NodeCentre(sol)
	if v.renderer.overview || abs(q.X-p.X) > 0.5 || abs(q.Y-p.Y) > 0.5 {
		t.Errorf("zoomed to %v: overview %v, the solution moved from %v to %v", v.Zoom(), v.renderer.overview, p, q)
	}
	if got, ok := v.NodeAt(q); !ok || got != sol {
		t.Errorf("under the pointer: node %d %v, want the solution %d", got, ok, sol)
	}
}

// A tree bigger than the cap is drawn around the current node, and the
// view says so: 9-queens' 72,379 nodes.
func TestTreeViewCapsABigTree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 9-queens' tree")
	}
	tr, last := queensTree(9, queens.Scan)
	v, _ := newTreeWindow(t, 800, 500, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	if c, total := v.Capped(); !c || total != 72379 || tr.Len() != 72379 {
		t.Fatalf("capped %v, %d nodes (the tree %d), want capped, 72,379", c, total, tr.Len())
	}
	if v.n != TreeCap {
		t.Errorf("%d nodes laid out, want %d", v.n, TreeCap)
	}
	if want := "72,379 nodes are too many to draw: showing the 20,000 around the current one"; v.renderer.note.Text != want {
		t.Errorf("note %q, want %q", v.renderer.note.Text, want)
	}
	// Early on, the whole tree is drawn.
	k := tr.Node(TreeCap - 1).Step
	v.ShowStep(k)
	if c, total := v.Capped(); c || total != TreeCap || v.renderer.note.Text != "" {
		t.Errorf("at step %d: capped %v, %d nodes, note %q", k, c, total, v.renderer.note.Text)
	}
	// Past it, the current node and its path are always among those drawn.
	v.limit = 500
	for _, k := range []uint64{k + 1, k + 1000, last / 2, last} {
		v.ShowStep(k)
		cur := tr.Current(k)
		if !v.capped || v.cur < 0 || v.global(v.cur) != cur || len(v.path) != tr.Node(cur).Depth+1 {
			t.Fatalf("step %d: capped %v, current %d (want %d), path %v", k, v.capped, v.cur, cur, v.path)
		}
		checkLayout(t, &v.lay, v.n)
	}
}

// A tree that starts over (a new run read into the same tree, bigger
// than the last) is measured again.
func TestTreeViewFollowsANewRun(t *testing.T) {
	four, last4 := queensTree(4, queens.Scan)
	v, _ := newTreeWindow(t, 600, 400, nil)
	v.SetTree(four)
	v.ShowStep(last4)
	evs := searchEvents((&queens.Solver{N: 5, Check: queens.Scan}).Search)
	_, rec := recorded(evs)
	four.Sync(rec) // the same tree, now of 5-queens
	last := evs[len(evs)-1].Seq
	v.ShowStep(last)
	if v.n != four.Len() || v.n != 221 || v.lay.levels() != 6 {
		t.Errorf("after the new run: %d nodes on %d levels, want 221 on 6", v.n, v.lay.levels())
	}
	for i := range v.n {
		if v.kind(i) != four.Node(i).Kind {
			t.Fatalf("node %d kept as a %v, it is a %v", i, v.kind(i), four.Node(i).Kind)
		}
	}
}

// The view speaks Chinese when the app does, its signs and counts
// included.
func TestTreeViewInChinese(t *testing.T) {
	tr, last := queensTree(4, queens.Scan)
	v, _ := newTreeWindow(t, 900, 400, nil)
	v.SetTree(tr)
	i18ntest.UseChinese(t)
	v.ShowStep(last)
	r := v.renderer
	for _, text := range []string{r.status.Text, r.legend.Text, v.boardsTool.Text} {
		if !i18ntest.HasHan(text) || i18ntest.English(text) != "" {
			t.Errorf("%q is not Chinese", text)
		}
	}
	if want := "16 个选择 · 剪枝 44 次 · 2 个解"; r.status.Text != want {
		t.Errorf("status %q, want %q", r.status.Text, want)
	}
	i18n.Use(i18n.English)
	if want := "16 choices · 44 tries pruned · 2 solutions"; r.status.Text != want {
		t.Errorf("back in English: status %q, want %q", r.status.Text, want)
	}
}

// Goldens: 4-queens' tree early on, after the first solution and at the
// end; the end again with mini boards; a small maze's tree with mini
// mazes.
func TestTreeViewLooksLikeTheTextbook(t *testing.T) {
	tr, last := queensTree(4, queens.Scan)
	moments := []struct {
		name string
		step uint64
	}{
		{"early", tr.Node(12).Step},
		{"first_solution", firstSolution(tr)},
		{"end", last},
	}
	for _, m := range moments {
		t.Run(m.name, func(t *testing.T) {
			v, win := newTreeWindow(t, 900, 400, nil)
			v.SetLabel(queensLabel)
			v.SetTree(tr)
			v.ShowStep(m.step)
			test.AssertRendersToImage(t, "tree/queens4_"+m.name+".png", win.Canvas())
		})
	}
	t.Run("maze", func(t *testing.T) {
		m, err := maze.ParseString(treeTestMaze)
		if err != nil {
			t.Fatal(err)
		}
		mt, last := mazeTree(t, treeTestMaze)
		v, win := newTreeWindow(t, 700, 520, nil)
		v.SetTree(mt)
		v.SetBoard(MazeBoard(m.Height(), m.Width(), m.IsWall))
		test.Tap(v.boardsTool)
		v.ShowStep(last)
		test.AssertRendersToImage(t, "tree/maze_boards.png", win.Canvas())
	})
	t.Run("boards", func(t *testing.T) {
		v, win := newTreeWindow(t, 1000, 520, nil)
		v.SetTree(tr)
		v.SetBoard(GridBoard(4, 4))
		test.Tap(v.boardsTool)
		v.ShowStep(last)
		test.AssertRendersToImage(t, "tree/queens4_boards.png", win.Canvas())
	})
}

func near(a, b float32) bool { return abs(a-b) <= 1e-3*max(abs(a), abs(b), 1) }

func nearPos(a, b fyne.Position) bool { return abs(a.X-b.X) < 0.05 && abs(a.Y-b.Y) < 0.05 }
