package teach

import (
	"image"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
)

// TreeCap is how many nodes the tree view lays out at most: past it, it
// draws the part of the tree around the current node (tree.Around) and
// says so.
const TreeCap = 20_000

// The zoom's bounds, and the range the view keeps to by itself before
// anyone zooms (see TreeView.auto).
const (
	zoomMax     = 4
	zoomMin     = 0.02
	zoomStep    = 1.25 // a tap on zoom in or out
	autoZoomMax = 1    // a small tree is not blown up
	autoZoomMin = 0.75 // below this the words get small: follow the current node instead
)

// TreeView draws the search tree of a recorded run as it stood at the
// step on show: a node per choice, children for the next level's
// choices, pruned tries as short cut stubs (a cross) labelled with the
// rule that pruned them, solutions in green, the current node ringed in
// orange and the path to it (the frames of the recursion) in blue: the
// choices on it solid, those already taken back hollow. The colours are
// the boards' (package palette). The tree is laid out tidily,
// each parent centred over its children. It zooms (the tools, Ctrl+scroll)
// and pans (drag, scroll); Fit shows it whole. For small boards each node
// can show its position as a mini board (SetBoard, then the tools'
// toggle). A tap on a node calls the function given to NewTreeView with
// the step that made it.
//
// It draws only what is in view: the nodes there as canvas objects when
// they are big enough to read, one raster of dots and lines when the tree
// is zoomed out further. The layout is made again only when the nodes on
// show change, in time proportional to their number. Past TreeCap nodes
// it lays out those around the current node and says so. Measured at
// 8-queens' size (scan: 15,721 nodes) on a 2-core Xeon shared with other
// work (tree_bench_test.go): a layout 1.0 to 1.1 ms, a step of a live run
// near its end 0.4 ms on average, the 600 objects of a 900×600 view at
// zoom 1 drawn in 0.07 ms, the whole tree fitted as the overview raster
// in 2.6 to 4 ms. At the far end, a step of a 300×300 maze's depth-first
// search (254,968 nodes, a path 38,578 deep, all of it laid out past the
// cap) costs 10 ms.
//
// Like every widget it belongs to the UI goroutine, and so does the tree
// it is given: the host syncs the tree (tree.Sync) before ShowStep.
type TreeView struct {
	widget.BaseWidget

	onTap func(step uint64)
	label func(tree.Node) string
	board func(t *tree.Tree, node int) image.Image

	t     *tree.Tree
	step  uint64
	limit int // TreeCap, lower in tests

	// What is laid out: n nodes, the first n of the tree, or when capped
	// the tree's nodes listed in nodes. Local indices (into lay) are
	// positions in that list.
	n      int
	total  int     // the nodes visible at step
	capped bool    // nodes is tree.Around's list
	nodes  []int32 // capped: the global index of each local node
	lay    treeLayout
	geo    treeGeom
	maxW   float32 // the widest node
	cur    int     // local index of the current node, -1 for none
	path   []int32 // the current node and its ancestors, local
	onPath []bool  // local
	laid   laidKey

	// Per global node, made once: its width at zoom 1 (0 until measured)
	// and kind; and which rules cut the stubs laid out (a bit a rule).
	meta    []nodeMeta
	cuts    uint32
	fp      treeFingerprint
	gen     int // counts the resets of what is cached, so that the layout is made again
	measure map[measureKey]float32
	rules   [engine.NumConflicts]string // the words under a stub
	images  map[int32]image.Image
	variant fyne.ThemeVariant

	// The view: a layout point (x, y) is drawn at (x*zoom+off.X, y*zoom+off.Y).
	zoom    float32
	off     fyne.Position
	auto    bool    // nobody zoomed or panned since the tree began: keep it in view by itself
	fitting bool    // Fit was the last thing done: keep the whole tree in view
	placed  bool    // the view was placed for the current size
	seen    int32   // the global index of the current node last shown, for following it
	boards  bool    // mini boards wanted (the toggle), shown when there is a painter
	hover   int     // local node under the pointer, -1 for none
	statusH float32 // the status lines' height, as last drawn
	shown   bool    // the step on show was drawn

	tools      *fyne.Container
	boardsTool *widget.Button
	renderer   *treeRenderer
}

var (
	_ fyne.Tappable      = (*TreeView)(nil)
	_ fyne.Scrollable    = (*TreeView)(nil)
	_ fyne.Draggable     = (*TreeView)(nil)
	_ desktop.Hoverable  = (*TreeView)(nil)
	_ desktop.Cursorable = (*TreeView)(nil)
)

// laidKey says what the layout was made for.
type laidKey struct {
	t        *tree.Tree
	n, total int
	capped   bool
	cur      int32 // capped: the current node, around which the nodes were chosen
	gen      int
}

// nodeMeta is what the view keeps of a node: its width at zoom 1, 0
// until it is measured, and its kind.
type nodeMeta struct {
	width    float32
	kind     tree.Kind
	conflict engine.Conflict
}

// treeFingerprint recognises the tree the caches were made for: a tree
// that starts over (a new run) changes its start, shrinks, or makes a
// different node where the last one was.
type treeFingerprint struct {
	start    uint64
	n        int
	lastStep uint64
}

type measureKey struct {
	r    rune
	size float32
}

// NewTreeView returns an empty tree view; onTap, which may be nil, is
// called with the step that made a node tapped.
func NewTreeView(onTap func(step uint64)) *TreeView {
	v := &TreeView{onTap: onTap, limit: TreeCap, zoom: 1, auto: true, cur: -1, hover: -1, seen: -1,
		measure: map[measureKey]float32{}, images: map[int32]image.Image{}}
	v.ExtendBaseWidget(v)
	v.makeTools()
	i18n.OnChange(v.words)
	v.words()
	return v
}

// SetTree sets the tree to draw, nil for none, and starts the view
// afresh: the host calls it for a new run (a tree that starts over is
// noticed anyway).
func (v *TreeView) SetTree(t *tree.Tree) {
	v.t = t
	v.reset()
	v.zoom, v.auto, v.fitting, v.placed, v.seen = 1, true, false, false, -1
	v.ShowStep(v.step)
}

// SetLabel sets the words of a node: "c3", "r2c3", "5 @ r4c7"; nil
// names a node by its cell, "r2c3" (counted from 1). A choice's box is as
// wide as its label; the root is a dot when its label is "". A stub is
// drawn as a cross with the sign of its rule, not its label.
func (v *TreeView) SetLabel(label func(tree.Node) string) {
	v.label = label
	v.reset()
	v.ShowStep(v.step)
}

// SetBoard sets the painter of mini boards: the position at node (the
// choices on its path, and for a stub the square it cut off), as a small
// image; nil for none, which hides the tools' toggle. GridBoard paints
// N-Queens positions, MazeBoard a maze's.
func (v *TreeView) SetBoard(paint func(t *tree.Tree, node int) image.Image) {
	v.board = paint
	v.look()
	v.reset()
	v.ShowStep(v.step)
}

// ShowStep draws the tree as it stood after step. It is cheap when neither
// the step nor the tree changed, and lays the tree out again only when
// the nodes on show changed. The current node is kept in view.
func (v *TreeView) ShowStep(step uint64) {
	again := step == v.step && v.shown
	v.step = step
	changed := v.update()
	if again && !changed {
		return // the same nodes at the same step: nothing to draw anew
	}
	v.placeView(changed)
	v.redraw()
	v.shown = v.renderer != nil
}

// Tools are the view's buttons, for the host to put in the view's title
// bar: zoom out, zoom in, fit, and the mini boards' toggle when there is
// a painter.
func (v *TreeView) Tools() fyne.CanvasObject { return v.tools }

// Fit zooms and pans so that the whole tree on show is in view, and
// keeps it so as the tree grows, until the user zooms or pans.
func (v *TreeView) Fit() {
	v.auto, v.fitting = false, true
	v.fitAll(0, zoomMax)
	v.redraw()
}

// ZoomIn zooms in a step, about the middle of the view.
func (v *TreeView) ZoomIn() { v.zoomBy(zoomStep, v.middle()) }

// ZoomOut zooms out a step, about the middle of the view.
func (v *TreeView) ZoomOut() { v.zoomBy(1/zoomStep, v.middle()) }

// Zoom is the scale the tree is drawn at: 1 draws the words at the
// theme's text size.
func (v *TreeView) Zoom() float32 { return v.zoom }

// Capped reports whether the tree on show has more than TreeCap nodes, so
// that only those around the current node are drawn, and how many there
// are.
func (v *TreeView) Capped() (capped bool, total int) { return v.capped, v.total }

// NodeAt returns the node drawn at pos, in the view's coordinates: its
// index in the tree.
func (v *TreeView) NodeAt(pos fyne.Position) (node int, ok bool) {
	l := v.localAt(pos)
	if l < 0 {
		return 0, false
	}
	return v.global(l), true
}

// NodeCentre returns where the centre of node (its index in the tree) is
// drawn, in the view's coordinates; false when it is not laid out.
func (v *TreeView) NodeCentre(node int) (fyne.Position, bool) {
	l := v.local(node)
	if l < 0 {
		return fyne.Position{}, false
	}
	return v.centre(l), true
}

// InView reports whether node (its index in the tree) is drawn whole in
// the view, clear of the status lines at its foot.
func (v *TreeView) InView(node int) bool {
	l := v.local(node)
	if l < 0 {
		return false
	}
	c, s := v.centre(l), v.Size()
	half, up := v.lay.width[l]/2*v.zoom, v.nodeHeight(l)/2*v.zoom
	return c.X-half >= 0 && c.X+half <= s.Width && c.Y-up >= 0 && c.Y+up <= s.Height-v.statusHeight()
}

// Tapped is part of fyne.Tappable: a tap on a node shows the step that
// made it.
func (v *TreeView) Tapped(e *fyne.PointEvent) {
	l := v.localAt(e.Position)
	if l < 0 || v.onTap == nil {
		return
	}
	v.onTap(v.t.Node(v.global(l)).Step)
}

// Scrolled is part of fyne.Scrollable: the wheel pans, and zooms about
// the pointer with Ctrl (Cmd on a Mac) held.
func (v *TreeView) Scrolled(e *fyne.ScrollEvent) {
	if keyModifiers()&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0 {
		// A notch of the wheel zooms by a tenth; the driver's faster
		// notches of a quick turn by a fifth at most.
		v.zoomBy(float32(math.Exp(float64(clamp(e.Scrolled.DY, -20, 20))/100)), e.Position)
		return
	}
	v.panBy(e.Scrolled.DX, e.Scrolled.DY)
}

// Dragged is part of fyne.Draggable: a drag pans.
func (v *TreeView) Dragged(e *fyne.DragEvent) { v.panBy(e.Dragged.DX, e.Dragged.DY) }

// DragEnd is part of fyne.Draggable.
func (v *TreeView) DragEnd() {}

// MouseIn is part of desktop.Hoverable.
func (v *TreeView) MouseIn(e *desktop.MouseEvent) { v.MouseMoved(e) }

// MouseMoved is part of desktop.Hoverable: it notes the node under the
// pointer, for the pointer's shape.
func (v *TreeView) MouseMoved(e *desktop.MouseEvent) { v.hover = v.localAt(e.Position) }

// MouseOut is part of desktop.Hoverable.
func (v *TreeView) MouseOut() { v.hover = -1 }

// Cursor is part of desktop.Cursorable: a pointing hand over a node that
// can be tapped.
func (v *TreeView) Cursor() desktop.Cursor {
	if v.hover >= 0 && v.onTap != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// MinSize is part of fyne.Widget: a little room; the tree zooms to what
// it is given.
func (v *TreeView) MinSize() fyne.Size { return fyne.NewSize(120, 80) }

// Resize is part of fyne.Widget: a view that keeps to itself places the
// tree again for the new size.
func (v *TreeView) Resize(s fyne.Size) {
	if s != v.Size() {
		v.placed = false
	}
	v.BaseWidget.Resize(s) // the renderer's Layout places the tree
}

// CreateRenderer is part of fyne.Widget.
func (v *TreeView) CreateRenderer() fyne.WidgetRenderer {
	r := newTreeRenderer(v)
	v.renderer = r
	return r
}

// keyModifiers are the modifier keys held now; a variable so that tests
// can hold Ctrl.
var keyModifiers = driverModifiers

// driverModifiers are the modifier keys held now, as the desktop driver
// knows them (the test driver knows none).
func driverModifiers() fyne.KeyModifier {
	if d, ok := fyne.CurrentApp().Driver().(desktop.Driver); ok {
		return d.CurrentKeyModifiers()
	}
	return 0
}

// makeTools makes the buttons of Tools.
func (v *TreeView) makeTools() {
	out := widget.NewButtonWithIcon("", theme.ZoomOutIcon(), v.ZoomOut)
	in := widget.NewButtonWithIcon("", theme.ZoomInIcon(), v.ZoomIn)
	fit := widget.NewButtonWithIcon("", theme.ZoomFitIcon(), v.Fit)
	for _, b := range []*widget.Button{out, in, fit} {
		b.Importance = widget.LowImportance
	}
	v.boardsTool = widget.NewButtonWithIcon("", theme.GridIcon(), func() {
		v.boards = !v.boards
		v.look()
		v.reset()
		v.ShowStep(v.step)
	})
	v.tools = &fyne.Container{Layout: toolsLayout{}, Objects: []fyne.CanvasObject{v.boardsTool, out, in, fit}}
	v.look()
}

// look shows the boards' toggle when there is a painter, and on it
// whether the boards are on.
func (v *TreeView) look() {
	b := v.boardsTool
	if v.board == nil {
		b.Hide()
		return
	}
	b.Show()
	imp := widget.LowImportance
	if v.boards {
		imp = widget.HighImportance
	}
	if b.Importance != imp {
		b.Importance = imp
		b.Refresh()
	}
}

// words sets the words of the view after a change of language: the
// rules, and every width measured with them.
func (v *TreeView) words() {
	v.boardsTool.SetText(i18n.T("teach.tree.boards"))
	for c := range v.rules {
		if ruleNames[c] != "" {
			v.rules[c] = i18n.T("teach.tree.cut." + ruleNames[c])
		}
	}
	v.reset()
	if v.t != nil {
		v.ShowStep(v.step)
	}
}

// ruleNames name the rules in the keys of their words: a stub is
// labelled "teach.tree.cut.<name>", a sign or a short word, which the
// legend "teach.tree.key.<name>" explains; RuleName says
// "teach.rule.<name>".
var ruleNames = [engine.NumConflicts]string{
	engine.SameColumn: "column", engine.SameDiagonal: "diagonal", engine.SameAntiDiagonal: "anti",
	engine.SameRow: "row", engine.SameBox: "box", engine.NoCandidate: "nocandidate",
	engine.Wall: "wall", engine.Visited: "visited", engine.Outside: "outside",
	engine.Pruned: "pruned",
}

// reset forgets what was measured and laid out.
func (v *TreeView) reset() {
	v.meta = v.meta[:0]
	v.fp = treeFingerprint{}
	clear(v.images)
	v.gen++
}

// update brings the layout up to the tree at the step on show, and finds
// the current node and its path. It reports whether the nodes laid out
// changed.
func (v *TreeView) update() bool {
	t := v.t
	if t == nil || t.Len() == 0 {
		changed := v.n != 0
		v.n, v.total, v.capped, v.cur = 0, 0, false, -1
		v.lay.place(0)
		v.laid = laidKey{}
		return changed
	}
	v.checkTree()
	v.geo = geomFor(theme.TextSize(), v.showBoards())
	total := t.Visible(v.step)
	cur := t.Current(v.step)
	if cur >= total {
		cur = total - 1
	}
	key := laidKey{t: t, n: total, total: total, gen: v.gen}
	capped := total > v.limit
	if capped {
		key.capped, key.cur = true, int32(cur)
	}
	changed := key != v.laid
	if changed {
		v.capped, v.total = capped, total
		if capped {
			v.nodes = t.Around(v.step, v.limit)
			key.n = len(v.nodes)
		} else {
			v.nodes = v.nodes[:0]
		}
		v.layOut(key.n)
		v.laid = key
	}
	v.setCurrent(v.local(cur))
	return changed
}

// checkTree forgets what was measured when the tree started over.
func (v *TreeView) checkTree() {
	t := v.t
	fp := v.fp
	if fp.n > 0 && (t.Len() < fp.n || t.Start() != fp.start || t.Node(fp.n-1).Step != fp.lastStep) {
		v.reset()
		v.zoom, v.auto, v.fitting, v.placed, v.seen = 1, true, false, false, -1
	}
	v.fp = treeFingerprint{start: t.Start(), n: t.Len(), lastStep: t.Node(t.Len() - 1).Step}
}

// layOut lays out the n nodes on show.
func (v *TreeView) layOut(n int) {
	t := v.t
	l := &v.lay
	l.siblingGap, l.cousinGap = v.geo.siblingGap, v.geo.cousinGap
	l.parent = fit(l.parent, n)
	l.width = fit(l.width, n)
	v.maxW, v.cuts = 0, 0
	for i := 0; i < n; i++ {
		g := v.global(i)
		p := t.Parent(g)
		if v.capped && p >= 0 {
			p = v.local(p)
		}
		l.parent[i] = int32(p)
		m := v.metaOf(g)
		l.width[i] = m.width
		v.maxW = max(v.maxW, m.width)
		v.cuts |= 1 << m.conflict
	}
	v.n = n
	l.place(n)
	v.onPath = fit(v.onPath, n)
	clear(v.onPath)
	v.path = v.path[:0]
	v.cur = -1
}

// setCurrent marks the current node (local, -1 for none) and its path.
func (v *TreeView) setCurrent(cur int) {
	if cur == v.cur && (cur < 0 || len(v.path) > 0) {
		return
	}
	for _, p := range v.path {
		v.onPath[p] = false
	}
	v.path = v.path[:0]
	v.cur = cur
	for p := cur; p >= 0; p = int(v.lay.parent[p]) {
		v.path = append(v.path, int32(p))
		v.onPath[p] = true
	}
}

// global is the tree's index of local node l.
func (v *TreeView) global(l int) int {
	if v.capped {
		return int(v.nodes[l])
	}
	return l
}

// local is the local index of the tree's node g, -1 if it is not laid out.
func (v *TreeView) local(g int) int {
	if g < 0 {
		return -1
	}
	if !v.capped {
		if g < v.n {
			return g
		}
		return -1
	}
	i, ok := slices.BinarySearch(v.nodes, int32(g))
	if !ok {
		return -1
	}
	return i
}

// metaOf is what the view keeps of the tree's node g, measured once.
func (v *TreeView) metaOf(g int) nodeMeta {
	if g < len(v.meta) && v.meta[g].width > 0 {
		return v.meta[g]
	}
	if g >= len(v.meta) {
		v.meta = append(v.meta, make([]nodeMeta, v.t.Len()-len(v.meta))...)
	}
	n := v.t.Node(g)
	geo := &v.geo
	var w float32
	switch {
	case n.Kind == tree.Stub:
		w = max(geo.cross, v.textWidth(v.rules[n.Conflict], geo.small)) + geo.pad/2
	case v.showBoards():
		w = geo.boxH
	default:
		s := v.labelOf(n)
		if s == "" {
			w = geo.dot
		} else {
			w = max(geo.boxH, v.textWidth(s, geo.text)+2*geo.pad)
		}
	}
	m := nodeMeta{width: w, kind: n.Kind}
	if n.Kind == tree.Stub {
		m.conflict = n.Conflict
	}
	v.meta[g] = m
	return m
}

// labelOf is the label of node n.
func (v *TreeView) labelOf(n tree.Node) string {
	if v.label != nil {
		return v.label(n)
	}
	if n.Kind == tree.Root {
		return ""
	}
	return cellLabel(n)
}

// textWidth is about the width of text at size: the sum of its
// characters' widths, each measured once. Labels of cells are mostly
// different ("r123c45"): measuring each whole cost 50 µs, two seconds for
// the path of a 300×300 maze; the sum leaves out kerning, which the box's
// padding absorbs.
func (v *TreeView) textWidth(text string, size float32) float32 {
	var w float32
	for _, r := range text {
		k := measureKey{r, size}
		rw, ok := v.measure[k]
		if !ok {
			rw = fyne.MeasureText(string(r), size, fyne.TextStyle{}).Width
			v.measure[k] = rw
		}
		w += rw
	}
	return w
}

// middle is the middle of the view.
func (v *TreeView) middle() fyne.Position {
	s := v.Size()
	return fyne.NewPos(s.Width/2, s.Height/2)
}

// zoomBy zooms by factor, keeping the layout point under at where it is.
func (v *TreeView) zoomBy(factor float32, at fyne.Position) {
	z := min(max(v.zoom*factor, v.zoomFloor()), zoomMax)
	if z == v.zoom {
		return
	}
	v.auto, v.fitting = false, false
	// Across, the layout point under at stays there. Down, a zoomed out
	// tree's levels may be spread further apart than the zoom's (see
	// pitch): the point stays on its level, in the boxes as far below the
	// level's top as the zoom makes it, in the gap below them at the same
	// share of the gap.
	z0, pitch0, box0 := v.zoom, v.pitch(), v.geo.boxH*v.zoom
	x, y := (at.X-v.off.X)/z0, at.Y-v.off.Y
	d := float32(math.Floor(float64(y / pitch0)))
	in := y - d*pitch0
	v.zoom = z
	pitch, box := v.pitch(), v.geo.boxH*z
	if in <= box0 || pitch0 <= box0 {
		in *= z / z0
	} else {
		in = box + (in-box0)/(pitch0-box0)*(pitch-box)
	}
	v.off = v.clampOffset(fyne.NewPos(at.X-x*z, at.Y-d*pitch-in))
	v.redraw()
}

// zoomFloor is the least zoom: the tree whole in the view, or less.
func (v *TreeView) zoomFloor() float32 {
	return min(zoomMin, v.fitZoom())
}

// panBy moves the tree by (dx, dy), keeping some of it in view.
func (v *TreeView) panBy(dx, dy float32) {
	if v.n == 0 {
		return
	}
	v.auto, v.fitting = false, false
	v.off = v.clampOffset(fyne.NewPos(v.off.X+dx, v.off.Y+dy))
	v.redraw()
}

// clampOffset keeps a quarter of the view's room on the tree: it cannot
// be panned out of sight.
func (v *TreeView) clampOffset(off fyne.Position) fyne.Position {
	s := v.Size()
	mx, my := s.Width/4, s.Height/4
	left, right := v.lay.left*v.zoom, v.lay.right*v.zoom
	bottom := v.height()
	off.X = min(max(off.X, mx-right), s.Width-mx-left)
	off.Y = min(max(off.Y, my-bottom), s.Height-my)
	return off
}

// height is the height of the laid out tree as drawn.
func (v *TreeView) height() float32 {
	d := v.lay.levels()
	if d == 0 {
		return 0
	}
	return float32(d-1)*v.pitch() + v.geo.boxH*v.zoom
}

// pitch is the distance from one level's top to the next one's as
// drawn: the zoom's, or more while the view has room below: then the
// levels spread down the view, up to spreadH, so that a wide tree shown
// whole is a tree, not a line, and one that fits at zoom 1 has air
// between its levels. A tree fitted to the height of a short view keeps
// the levels levelH apart (zoomed): a gap of 1.2 lines lets 4-queens'
// five levels show whole beside the board at 1366×768.
func (v *TreeView) pitch() float32 {
	p := v.geo.levelH * v.zoom
	d := v.lay.levels()
	if d < 2 {
		return p
	}
	room := (v.Size().Height - v.margin() - v.bottom() - v.geo.boxH*v.zoom) / float32(d-1)
	return max(p, min(v.geo.spreadH, room))
}

// fitZoom is the zoom at which the whole tree fits the view.
func (v *TreeView) fitZoom() float32 {
	s := v.Size()
	m := v.margin()
	w, h := v.lay.right-v.lay.left, float32(v.lay.levels()-1)*v.geo.levelH+v.geo.boxH
	room := s.Height - m - v.bottom()
	if w <= 0 || h <= 0 || s.Width <= 2*m || room <= 0 {
		return 1
	}
	return min((s.Width-2*m)/w, room/h)
}

// margin is the room kept between the tree and the view's edge.
func (v *TreeView) margin() float32 { return theme.Padding() * 2 }

// bottom is the room kept below the tree: the status lines' and a
// padding above them (their backing has a padding of its own).
func (v *TreeView) bottom() float32 { return theme.Padding() + v.statusHeight() }

// statusHeight is the height of the status lines' band at the view's
// foot, as last drawn (two lines before).
func (v *TreeView) statusHeight() float32 {
	if v.statusH == 0 {
		return 2 * theme.CaptionTextSize() * 1.4
	}
	return v.statusH
}

// fitAll zooms, within lo and hi, to the whole tree and centres it.
func (v *TreeView) fitAll(lo, hi float32) {
	if v.n == 0 {
		return
	}
	v.zoom = min(max(v.fitZoom(), lo), hi)
	v.centreTree()
}

// centreTree centres the tree at the zoom set, its top at the margin if
// it fits, else the current node.
func (v *TreeView) centreTree() {
	s := v.Size()
	m := v.margin()
	z := v.zoom
	v.off.X = s.Width/2 - (v.lay.left+v.lay.right)/2*z
	v.off.Y = m
	if room := s.Height - m - v.bottom(); v.height() > room {
		v.off.Y = m + room/2 - v.height()/2
	}
}

// placeView places the tree in the view after the nodes on show changed
// (changed) or the current node did. A view that keeps to itself (auto)
// zooms out as the tree grows, down to autoZoomMin, and centres the tree
// while it fits. The current node is kept in view: when it leaves the
// view, the view centres it, so that a growing tree moves the view by
// half a view now and then, not a little at every step.
func (v *TreeView) placeView(changed bool) {
	if v.n == 0 || v.Size().IsZero() {
		return
	}
	g := int32(-1)
	if v.cur >= 0 {
		g = int32(v.global(v.cur))
	}
	if v.fitting && (changed || !v.placed) {
		v.fitAll(0, zoomMax)
	}
	if v.auto && (changed || !v.placed) {
		fz := v.fitZoom()
		v.zoom = min(max(min(v.zoom, fz), autoZoomMin), autoZoomMax)
		if v.zoom <= fz || !v.placed {
			v.centreTree()
		}
	}
	if g != v.seen || !v.placed {
		v.follow()
	}
	v.seen, v.placed = g, true
}

// follow centres the current node, across or down, when it is out of
// view that way, even in part (or under the status lines).
func (v *TreeView) follow() {
	if v.cur < 0 {
		return
	}
	s := v.Size()
	p := v.centre(v.cur)
	half, up := v.lay.width[v.cur]/2*v.zoom, v.nodeHeight(v.cur)/2*v.zoom
	m := v.margin()
	if p.X-half < 0 || p.X+half > s.Width {
		v.off.X += s.Width/2 - p.X
		// No room is wasted beside a tree wider than the view.
		if lo, hi := s.Width-m-v.lay.right*v.zoom, m-v.lay.left*v.zoom; lo < hi {
			v.off.X = min(max(v.off.X, lo), hi)
		}
	}
	if bottom := s.Height - v.statusHeight(); p.Y-up < 0 || p.Y+up > bottom {
		v.off.Y += max(bottom/2, up) - p.Y
		// A tree that fits down the view stays at its top; a deeper one
		// leaves no room above its root or below its deepest level.
		v.off.Y = min(max(v.off.Y, s.Height-v.bottom()-v.height()), m)
	}
}

// redraw draws the view again.
func (v *TreeView) redraw() {
	if v.renderer != nil {
		v.renderer.paint()
	}
}

// at is where the point x across, dy below the top of level d of the
// layout is drawn, in the view's coordinates.
func (v *TreeView) at(x float32, d int32, dy float32) fyne.Position {
	return fyne.NewPos(x*v.zoom+v.off.X, v.off.Y+float32(d)*v.pitch()+dy*v.zoom)
}

// nodeHeight is the height of local node l's box (a stub: its cross and
// rule).
func (v *TreeView) nodeHeight(l int) float32 {
	switch {
	case v.kind(l) == tree.Stub:
		return v.geo.stubH
	case v.lay.width[l] == v.geo.dot && !v.showBoards():
		return v.geo.dot
	}
	return v.geo.boxH
}

// solved reports whether local node l is a solution reached by the step
// on show.
func (v *TreeView) solved(l int) bool {
	if v.kind(l) != tree.Choice {
		return false
	}
	s := v.t.Node(v.global(l)).SolutionStep
	return s != 0 && s <= v.step
}

// showBoards reports whether the nodes are mini boards: the toggle is on
// and the screen paints them. The toggle is kept while a run without
// boards is on show.
func (v *TreeView) showBoards() bool { return v.boards && v.board != nil }

// kind is local node l's kind.
func (v *TreeView) kind(l int) tree.Kind { return v.meta[v.global(l)].kind }

// centre is where the centre of local node l is drawn.
func (v *TreeView) centre(l int) fyne.Position {
	return v.at(v.lay.x[l], v.lay.level[l], v.nodeHeight(l)/2)
}

// localAt finds the local node drawn at pos, -1 for none. A node is hit
// within its box and a few points around it.
func (v *TreeView) localAt(pos fyne.Position) int {
	if v.n == 0 {
		return -1
	}
	z := v.zoom
	x := (pos.X - v.off.X) / z
	slack := 4 / z
	pitch := v.pitch()
	d := int32(math.Floor(float64((pos.Y - v.off.Y + 4) / pitch)))
	if d < 0 || int(d) >= v.lay.levels() {
		return -1
	}
	dy := (pos.Y - v.off.Y - float32(d)*pitch) / z
	row := v.lay.order[v.lay.levelStart[d]:v.lay.levelStart[d+1]]
	// The first node whose right edge reaches x - slack.
	i, _ := slices.BinarySearchFunc(row, x-slack-v.maxW/2, func(l int32, x float32) int {
		switch {
		case v.lay.x[l] < x:
			return -1
		case v.lay.x[l] > x:
			return 1
		}
		return 0
	})
	best, bestD := -1, float32(math.MaxFloat32)
	for ; i < len(row); i++ {
		l := int(row[i])
		lx := v.lay.x[l]
		if lx-v.lay.width[l]/2-slack > x {
			break
		}
		if abs(x-lx) > v.lay.width[l]/2+slack || dy < -slack || dy > v.nodeHeight(l)+slack {
			continue
		}
		if dd := abs(x - lx); dd < bestD {
			best, bestD = l, dd
		}
	}
	return best
}

// toolsLayout lays the tools out in a row, each as wide as it asks.
type toolsLayout struct{}

func (toolsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		o.Move(fyne.NewPos(x, (size.Height-m.Height)/2))
		o.Resize(m)
		x += m.Width
	}
}

func (toolsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		s.Width += m.Width
		s.Height = max(s.Height, m.Height)
	}
	return s
}
