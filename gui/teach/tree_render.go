package teach

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
	"backtracklab/gui/run"
)

const (
	// detailText is the least size, in points, of a node's words for the
	// nodes to be drawn one by one; smaller, the tree is a raster of dots
	// and lines.
	detailText = 6
	// maxDetail is the most nodes drawn one by one: more in view (a very
	// wide screen zoomed out) are drawn as the raster, so that a frame
	// stays a few thousand canvas objects at most. A guard, not a measured
	// limit: panning 8-queens' tree in a 1200×700 window under Xvfb's
	// software GL took 2 to 12 ms a frame at every zoom, raster or not,
	// but the machine was too busy to tell more.
	maxDetail = 800
)

// treeGeom is the size of things at zoom 1, from the theme's text size.
type treeGeom struct {
	text, small           float32 // a label's size and a rule's
	boxH                  float32 // a choice's box, or its board, is this tall
	dot                   float32 // a root without a label is a dot this wide
	cross                 float32 // a stub's cross
	stubH                 float32 // a stub's cross and rule
	levelH                float32 // from one level's top to the next one's, at the least
	spreadH               float32 // the same when the view has room to spare (see TreeView.pitch)
	pad                   float32 // room beside a label in its box
	siblingGap, cousinGap float32
}

func geomFor(ts float32, boards bool) treeGeom {
	g := treeGeom{text: ts, small: ts * 0.8, pad: ts * 0.45, dot: ts * 0.8, cross: ts * 0.7,
		siblingGap: ts * 0.2, cousinGap: ts * 0.6}
	g.boxH = ts * 1.8
	if boards {
		g.boxH = ts * 3.4
	}
	g.stubH = g.cross + ts*0.2 + g.small*1.3
	g.levelH = g.boxH + ts*1.2
	g.spreadH = g.boxH + ts*2
	return g
}

// cellLabel is a node's label when no label function is set: its cell,
// counted from 1, and its value if it has one.
func cellLabel(n tree.Node) string {
	s := "r" + strconv.Itoa(n.Row+1) + "c" + strconv.Itoa(n.Col+1)
	if n.Value != 0 {
		s += "=" + strconv.Itoa(n.Value)
	}
	return s
}

// treeRenderer draws a TreeView: canvas objects for the nodes in view,
// taken from pools that grow to the most ever in view, or the overview
// raster; and the status lines.
type treeRenderer struct {
	v *TreeView

	raster *canvas.Raster
	img    *image.RGBA

	edges pool[*canvas.Line] // edges, under everything
	boxes pool[*canvas.Rectangle]
	pics  []*canvas.Image
	picOf []int32 // the tree's node each pic shows
	np    int
	marks pool[*canvas.Line] // the stubs' crosses
	texts pool[*canvas.Text]

	statusBack *canvas.Rectangle
	status     *canvas.Text
	legend     *canvas.Text // the rules the stubs' signs stand for
	note       *canvas.Text // the cap, when the tree is capped
	empty      *canvas.Text
	objects    []fyne.CanvasObject
	overview   bool

	c treeColours
}

// treeColours are the colours of one paint, from the theme and the
// palette.
type treeColours struct {
	fg, edge, back, hollow, stubEdge color.Color
}

func newTreeRenderer(v *TreeView) *treeRenderer {
	newLine := func() *canvas.Line { return canvas.NewLine(color.Transparent) }
	r := &treeRenderer{
		v:     v,
		edges: newPool(newLine),
		boxes: newPool(func() *canvas.Rectangle { return canvas.NewRectangle(color.Transparent) }),
		marks: newPool(newLine),
		texts: newPool(func() *canvas.Text { return canvas.NewText("", color.Transparent) }),
	}
	r.raster = canvas.NewRaster(r.generate)
	r.statusBack = canvas.NewRectangle(color.Transparent)
	r.status = canvas.NewText("", color.Black)
	r.legend = canvas.NewText("", color.Black)
	r.note = canvas.NewText("", color.Black)
	r.empty = canvas.NewText("", color.Black)
	r.empty.Alignment = fyne.TextAlignCenter
	return r
}

// Destroy is part of fyne.WidgetRenderer.
func (r *treeRenderer) Destroy() {
	if r.v.renderer == r {
		r.v.renderer = nil
	}
}

// Layout is part of fyne.WidgetRenderer: a new size places the tree
// again if the view keeps to itself, and draws what is in view.
func (r *treeRenderer) Layout(fyne.Size) {
	if !r.v.placed {
		r.v.placeView(true)
	}
	r.paint()
}

// MinSize is part of fyne.WidgetRenderer.
func (r *treeRenderer) MinSize() fyne.Size { return r.v.MinSize() }

// Objects is part of fyne.WidgetRenderer.
func (r *treeRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Refresh is part of fyne.WidgetRenderer: the theme may have changed.
func (r *treeRenderer) Refresh() {
	v := r.v
	if vt := palette.Variant(); vt != v.variant {
		v.variant = vt
		clear(v.images)
	}
	if g := geomFor(theme.TextSize(), v.showBoards()); g != v.geo && v.t != nil {
		v.reset()
		v.update()
		v.placeView(true)
	}
	r.paint()
}

// colours reads the theme.
func (r *treeRenderer) colours() {
	fg := theme.Color(theme.ColorNameForeground)
	back := theme.Color(theme.ColorNameBackground)
	r.c = treeColours{
		fg:       fg,
		edge:     withAlpha(fg, 0x70),
		back:     back,
		hollow:   theme.Color(theme.ColorNameInputBackground),
		stubEdge: withAlpha(palette.Attack, 0xA0),
	}
}

// withAlpha returns c at opacity a.
func withAlpha(c color.Color, a uint8) color.NRGBA {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(uint16(n.A) * uint16(a) / 0xFF)
	return n
}

// treeWindow is the part of the layout in view: from x0 to x1 across,
// in layout coordinates, and the levels d0 to d1.
type treeWindow struct {
	x0, x1 float32
	d0, d1 int32
}

// inView is what the view shows now.
func (r *treeRenderer) inView() treeWindow {
	v := r.v
	s := v.Size()
	z := v.zoom
	pitch := v.pitch()
	w := treeWindow{x0: -v.off.X / z, x1: (s.Width - v.off.X) / z}
	w.d0 = max(int32(math.Floor(float64(-v.off.Y/pitch))), 0)
	w.d1 = min(int32(math.Floor(float64((s.Height-v.off.Y)/pitch))), int32(v.lay.levels()-1))
	return w
}

// row returns level d's nodes whose centre lies between x0 and x1.
func (r *treeRenderer) row(d int32, x0, x1 float32) []int32 {
	l := &r.v.lay
	nodes := l.order[l.levelStart[d]:l.levelStart[d+1]]
	byX := func(n int32, x float32) int {
		switch {
		case l.x[n] < x:
			return -1
		case l.x[n] > x:
			return 1
		}
		return 0
	}
	i, _ := slices.BinarySearchFunc(nodes, x0, byX)
	j, _ := slices.BinarySearchFunc(nodes[i:], x1, byX)
	for i+j < len(nodes) && l.x[nodes[i+j]] <= x1 {
		j++
	}
	return nodes[i : i+j]
}

// paint draws what is in view.
func (r *treeRenderer) paint() {
	v := r.v
	r.edges.reset()
	r.boxes.reset()
	r.np = 0
	r.marks.reset()
	r.texts.reset()
	r.colours()
	r.objects = r.objects[:0]
	if v.n == 0 {
		r.paintEmpty()
		return
	}
	w := r.inView()
	detail := v.zoom*v.geo.text >= detailText
	if detail {
		count := 0
		for d := w.d0; d <= w.d1; d++ {
			count += len(r.row(d, w.x0-v.maxW/2, w.x1+v.maxW/2))
		}
		detail = count <= maxDetail
	}
	r.overview = !detail
	if detail {
		r.paintNodes(w)
	} else {
		r.objects = append(r.objects, r.raster)
		r.raster.Resize(v.Size())
		r.raster.Refresh()
	}
	r.objects = r.edges.appendTo(r.objects)
	r.objects = r.boxes.appendTo(r.objects)
	for _, p := range r.pics[:r.np] {
		r.objects = append(r.objects, p)
	}
	r.objects = r.marks.appendTo(r.objects)
	r.objects = r.texts.appendTo(r.objects)
	r.paintStatus()
	canvas.Refresh(v)
}

// paintEmpty says that there is no tree yet.
func (r *treeRenderer) paintEmpty() {
	s := r.v.Size()
	r.empty.Text = i18n.T("teach.tree.empty")
	r.empty.Color = r.c.fg
	r.empty.TextSize = theme.TextSize()
	r.empty.Move(fyne.NewPos(0, 0))
	r.empty.Resize(s)
	r.objects = append(r.objects, r.empty)
	canvas.Refresh(r.v)
}

// paintStatus writes the counts at the step, and the cap if the tree is
// capped, at the bottom left.
func (r *treeRenderer) paintStatus() {
	v := r.v
	choices, stubs, solutions := v.t.Counts(v.step)
	r.status.Text = i18n.T("teach.tree.counts", i18n.Args{
		"Choices":   i18n.N("teach.tree.choices", choices, i18n.Args{"N": run.Thousands(uint64(choices))}),
		"Stubs":     i18n.N("teach.tree.stubs", stubs, i18n.Args{"N": run.Thousands(uint64(stubs))}),
		"Solutions": i18n.N("teach.tree.solutions", solutions, i18n.Args{"N": run.Thousands(uint64(solutions))}),
	})
	r.legend.Text = ""
	if v.cuts&^1 != 0 {
		var keys []string
		for c, name := range ruleNames {
			if name != "" && v.cuts&(1<<c) != 0 {
				keys = append(keys, i18n.T("teach.tree.key."+name))
			}
		}
		r.legend.Text = i18n.T("teach.tree.legend", i18n.Args{"Rules": strings.Join(keys, " · ")})
	}
	r.note.Text = ""
	if v.capped {
		r.note.Text = i18n.T("teach.tree.capped", i18n.Args{
			"Shown": run.Thousands(uint64(v.n)), "Total": run.Thousands(uint64(v.total))})
	}
	size := theme.CaptionTextSize()
	pad := theme.Padding()
	lines := []*canvas.Text{r.status}
	for _, t := range []*canvas.Text{r.legend, r.note} {
		if t.Text != "" {
			lines = append(lines, t)
		}
	}
	h := float32(0)
	w := float32(0)
	for _, t := range lines {
		t.TextSize = size
		t.Color = r.c.fg
		m := t.MinSize()
		w = max(w, m.Width)
		h += m.Height
	}
	s := v.Size()
	y := s.Height - h - pad
	r.statusBack.FillColor = withAlpha(r.c.back, 0xD0)
	r.statusBack.Move(fyne.NewPos(0, y-pad/2))
	r.statusBack.Resize(fyne.NewSize(min(w+2*pad, s.Width), h+pad*1.5))
	v.statusH = h + pad*1.5
	r.objects = append(r.objects, r.statusBack)
	for _, t := range lines {
		m := t.MinSize()
		t.Move(fyne.NewPos(pad, y))
		t.Resize(fyne.NewSize(m.Width, m.Height))
		y += m.Height
		r.objects = append(r.objects, t)
	}
}

// paintNodes draws the nodes in view one by one: first the edges into
// every node whose edge may cross the view, then the nodes in it.
func (r *treeRenderer) paintNodes(w treeWindow) {
	v := r.v
	last := min(w.d1+1, int32(v.lay.levels()-1))
	for d := max(w.d0, 1); d <= last; d++ {
		reach := v.lay.span[d] + v.maxW/2
		for _, l := range r.row(d, w.x0-reach, w.x1+reach) {
			r.paintEdge(int(l))
		}
	}
	for d := w.d0; d <= w.d1; d++ {
		for _, l := range r.row(d, w.x0-v.maxW/2, w.x1+v.maxW/2) {
			r.paintNode(int(l))
		}
	}
}

// paintEdge draws the edge from local node l's parent down to it.
func (r *treeRenderer) paintEdge(l int) {
	v := r.v
	p := int(v.lay.parent[l])
	e := r.edges.next()
	z := v.zoom
	switch {
	case v.onPath[l]:
		e.StrokeColor, e.StrokeWidth = palette.Placed, clamp(3*z, 2, 5)
	case v.kind(l) == tree.Stub:
		e.StrokeColor, e.StrokeWidth = r.c.stubEdge, clamp(1.2*z, 1, 2.5)
	default:
		e.StrokeColor, e.StrokeWidth = r.c.edge, clamp(1.5*z, 1, 3)
	}
	e.Position1 = v.at(v.lay.x[p], v.lay.level[p], v.nodeHeight(p))
	e.Position2 = v.at(v.lay.x[l], v.lay.level[l], 0)
}

// paintNode draws local node l.
func (r *treeRenderer) paintNode(l int) {
	v := r.v
	g := v.global(l)
	n := v.t.Node(g)
	if n.Kind == tree.Stub {
		r.paintStub(l, n)
		return
	}
	z := v.zoom
	w, h := v.lay.width[l], v.nodeHeight(l)
	pos := v.at(v.lay.x[l]-w/2, v.lay.level[l], 0)
	size := fyne.NewSize(w*z, h*z)
	solved := n.SolutionStep != 0 && n.SolutionStep <= v.step
	current := l == v.cur
	box := r.boxes.next()
	box.Move(pos)
	box.Resize(size)
	box.StrokeWidth, box.StrokeColor = 0, color.Transparent
	ink := palette.OnColour
	var fill color.Color
	switch {
	case solved:
		fill = palette.Solution
	case v.onPath[l]:
		fill = palette.Placed
	default:
		fill = r.c.hollow
		box.StrokeColor, box.StrokeWidth = palette.Placed, clamp(1.5*z, 1, 3)
		ink = toNRGBA(r.c.fg)
	}
	if current {
		box.StrokeColor, box.StrokeWidth = palette.Trying, clamp(3.5*z, 2.5, 6)
	}
	if v.showBoards() {
		box.FillColor = fill
		box.CornerRadius = clamp(2*z, 1, 4)
		if solved && !current {
			box.StrokeColor, box.StrokeWidth = palette.Solution, clamp(3.5*z, 2.5, 6)
		}
		inset := max(box.StrokeWidth, clamp(2*z, 1.5, 4))
		pic := r.pic(int32(g))
		pic.Move(fyne.NewPos(pos.X+inset, pos.Y+inset))
		pic.Resize(fyne.NewSize(size.Width-2*inset, size.Height-2*inset))
		return
	}
	if w == v.geo.dot {
		box.FillColor, box.CornerRadius = fill, size.Height/2
		if fill == r.c.hollow {
			box.FillColor = palette.Placed
		}
		return
	}
	box.FillColor, box.CornerRadius = fill, size.Height*0.3
	t := r.texts.next()
	t.Text, t.Color, t.TextSize = v.labelOf(n), ink, quantize(v.geo.text*z)
	t.TextStyle = fyne.TextStyle{Bold: solved || current}
	t.Alignment = fyne.TextAlignCenter
	t.Move(pos)
	t.Resize(size)
}

// paintStub draws a stub: a cross where the try was cut off, and the
// rule that cut it below.
func (r *treeRenderer) paintStub(l int, n tree.Node) {
	v := r.v
	z := v.zoom
	geo := &v.geo
	x, d := v.lay.x[l], v.lay.level[l]
	c := v.at(x, d, geo.cross/2)
	half := geo.cross / 2 * z
	width := clamp(2*z, 1.5, 4)
	for _, s := range []float32{1, -1} {
		m := r.marks.next()
		m.StrokeColor, m.StrokeWidth = palette.Attack, width
		m.Position1 = fyne.NewPos(c.X-half, c.Y-half*s)
		m.Position2 = fyne.NewPos(c.X+half, c.Y+half*s)
	}
	w := v.lay.width[l]
	if l == v.cur {
		ring := r.boxes.next()
		pad := geo.pad / 2 * z
		ring.FillColor, ring.CornerRadius = color.Transparent, 3*z
		ring.StrokeColor, ring.StrokeWidth = palette.Trying, clamp(3*z, 2, 5)
		ring.Move(v.at(x-w/2, d, 0).SubtractXY(pad, pad))
		ring.Resize(fyne.NewSize(w*z+2*pad, geo.stubH*z+2*pad))
	}
	if geo.small*z < detailText {
		return
	}
	t := r.texts.next()
	t.Text, t.Color, t.TextSize = v.rules[n.Conflict], r.c.fg, quantize(geo.small*z)
	t.TextStyle = fyne.TextStyle{}
	t.Alignment = fyne.TextAlignCenter
	t.Move(v.at(x-w/2, d, geo.cross+geo.text*0.2))
	t.Resize(fyne.NewSize(w*z, geo.small*1.3*z))
}

// quantize rounds a text size to a quarter point, so that zooming does
// not make a new texture for every size on the way.
func quantize(s float32) float32 { return float32(math.Round(float64(s)*4) / 4) }

func clamp(x, lo, hi float32) float32 { return min(max(x, lo), hi) }

func toNRGBA(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }

// pic returns the next image of the pool showing node g's board.
func (r *treeRenderer) pic(g int32) *canvas.Image {
	if r.np == len(r.pics) {
		p := &canvas.Image{FillMode: canvas.ImageFillContain}
		r.pics = append(r.pics, p)
		r.picOf = append(r.picOf, -1)
	}
	p := r.pics[r.np]
	if r.picOf[r.np] != g || p.Image == nil {
		p.Image = r.v.boardOf(g)
		r.picOf[r.np] = g
		p.Refresh()
	}
	r.np++
	return p
}

// boardOf is node g's mini board, painted once.
func (v *TreeView) boardOf(g int32) image.Image {
	if img, ok := v.images[g]; ok {
		return img
	}
	img := v.board(v.t, int(g))
	if len(v.images) > 4096 {
		clear(v.images)
	}
	v.images[g] = img
	return img
}

// String describes what the renderer drew, for tests: the objects of
// each kind.
func (r *treeRenderer) String() string {
	return fmt.Sprintf("edges %d boxes %d boards %d marks %d texts %d overview %v", r.edges.n, r.boxes.n, r.np, r.marks.n, r.texts.n, r.overview)
}
