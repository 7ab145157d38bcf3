package handout

import (
	"context"
	"errors"
	"fmt"
	"image/gif"
	"io"
	"strings"

	"backtracklab/engine"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

// Views are the views a GIF shows beside its board.
type Views uint8

// The choices of views, each adding one to the one before.
const (
	BoardOnly     Views = iota // the board and the step's words
	WithStack                  // and the call stack beside the board
	WithStackTree              // and the search tree under both
)

// ParseViews reads the command line's list of views: "" (none),
// "stack" or "stack,tree" (in either order; "tree" alone brings the
// stack too, as the export dialog does).
func ParseViews(s string) (Views, error) {
	v := BoardOnly
	for _, part := range strings.Split(s, ",") {
		if part == "" {
			continue
		}
		switch part {
		case "stack":
			v = max(v, WithStack)
		case "tree":
			v = WithStackTree
		default:
			return 0, fmt.Errorf("unknown view %q (want stack, tree or stack,tree)", part)
		}
	}
	return v, nil
}

// The views' sizes, in points: the stack's column beside the board, its
// lines, the tree's row under both and the least it is scaled to before
// the frame widens for it.
const (
	stackWidth     = 250.0
	stackText      = 10.0
	stackLine      = 15.0
	treeHeading    = 22.0
	treeMaxHeight  = 340.0
	treeLeastScale = 0.7
	viewsMaxWidth  = 1000.0
)

// viewFrame is the layout of a GIF's frame with views: the board's
// column as in a frame of the board alone, the stack beside it and the
// tree under both, scaled to fit.
type viewFrame struct {
	views     Views
	w, h      float64
	tree      *tree.Tree
	layout    *TreeLayout
	treeScale float64
	treeTop   float64 // where the tree's row starts
	label     Labeller
}

// newViewFrame lays out the frames of rec with views; the tree, when
// shown, is the whole run's, laid out once so that its nodes stay put
// as it grows frame by frame.
func (q Animation) newViewFrame(rec *trace.Recording, views Views) *viewFrame {
	f := &viewFrame{views: views, w: gifWidth, h: frameHeight, label: q.labeller()}
	if views >= WithStack {
		f.w += stackWidth
	}
	if views < WithStackTree {
		return f
	}
	f.tree = tree.New()
	f.tree.Sync(rec)
	f.layout = LayoutTree(q.Words, f.tree, f.label, q.Title, 0)
	bw, bh := f.layout.body()
	s := min(1, (f.w-2*gifMargin)/bw, treeMaxHeight/bh)
	if s < treeLeastScale {
		// Wider, for a wide tree, up to viewsMaxWidth.
		s = min(treeLeastScale, treeMaxHeight/bh)
		f.w = max(f.w, min(viewsMaxWidth, bw*s+2*gifMargin))
		s = min(s, (f.w-2*gifMargin)/bw)
	}
	f.treeScale = s
	f.treeTop = f.h
	f.h += treeHeading + bh*s + gifMargin
	return f
}

// labeller names the tree's nodes: the animation's Label, or the
// tree's own names.
func (q Animation) labeller() Labeller {
	if q.Label != nil {
		return q.Label
	}
	return func(n tree.Node) Label { return Label{Text: tree.DefaultLabel(n)} }
}

// body is the size of the tree's nodes, without the title and key above
// them and the margins round them.
func (l *TreeLayout) body() (w, h float64) {
	w, h = 1, 1
	for _, nd := range l.Nodes {
		w = max(w, nd.X+nd.W/2-margin)
		h = max(h, nd.Y+nd.H-(margin+treeHead))
	}
	return w, h
}

// stackState follows the frames of the recursion through the events:
// Enter and Leave carry the depth of the frame they open and close.
type stackState struct {
	frames int
	seen   bool // an Enter was read: the search recurses (a BFS queues)
}

func (s *stackState) apply(e *engine.Event) {
	switch e.Kind {
	case engine.Enter:
		s.frames, s.seen = e.Depth+1, true
	case engine.Leave:
		s.frames = e.Depth
	case engine.Resync:
		s.frames = 0
	}
}

// drawViews draws the views of step e beside and under the board's
// column: the call stack and the tree as they stand after e.
func (q Animation) drawViews(c Canvas, f *viewFrame, st *stackState, e *engine.Event) {
	if f.views < WithStack {
		return
	}
	path := f.path(e.Seq)
	q.drawStack(c, f, st, e, path)
	if f.tree != nil {
		q.drawTree(c, f, e.Seq, path)
	}
}

// path is the nodes from the root to the node the search stands at
// after step (a pruned try's stub left out: it is no frame).
func (f *viewFrame) path(step uint64) []int {
	t := f.tree
	if t == nil {
		return nil
	}
	cur := t.Current(step)
	if cur >= 0 && t.Node(cur).Kind == tree.Stub {
		cur = t.Parent(cur)
	}
	var path []int
	for v := cur; v >= 0; v = t.Parent(v) {
		path = append(path, v)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// drawStack draws the call stack at step e in the column right of the
// board: a line a frame, the root first, each with the choice it made,
// and the top frame, highlighted, with what the step does. A stack too
// deep for the column shows its top frames, under a line that says how
// many more there are.
func (q Animation) drawStack(c Canvas, f *viewFrame, st *stackState, e *engine.Event, path []int) {
	x := gifWidth
	w := f.w - x - gifMargin
	top := gifMargin + gifTitle + 8
	bottom := frameHeight - gifMargin
	n := st.frames
	c.Text(x, gifMargin+gifTitle, gifTitle, ink, Left, q.Words.N("handout.stack.title", n, map[string]any{"Count": n}))
	c.Line(x-gifMargin/2, top, x-gifMargin/2, bottom, Style{Stroke: rule, Width: 0.6})
	if !st.seen {
		c.Text(x, top+stackLine, stackText, grey, Left, q.Words.T("handout.stack.none", nil))
		return
	}
	fit := int((bottom - top) / stackLine)
	first := 0
	if n > fit {
		first = n - fit + 1
		c.Text(x, top+stackLine-3, stackText, grey, Left, q.Words.N("handout.stack.more", first, map[string]any{"Count": first}))
	}
	for i := first; i < n; i++ {
		row := i - first
		if first > 0 {
			row++
		}
		y := top + float64(row)*stackLine
		call := q.call(i)
		text, col := "", ink
		if i < n-1 {
			if i+1 < len(path) {
				text = f.label(f.tree.Node(path[i+1])).Text
			}
		} else {
			c.Rect(x-3, y, w+3, stackLine, Style{Fill: lightSq, Stroke: tryCol, Width: 1})
			text, col = q.action(e), stepColour(e.Kind)
		}
		c.Text(x, y+stackLine-4, stackText, ink, Left, call)
		cw := TextWidth(call+"  ", stackText)
		c.Text(x+cw, y+stackLine-4, stackText, col, Left, clip(text, stackText, w-cw-2))
	}
}

// call names the frame at depth d: the animation's Call, or its level.
func (q Animation) call(d int) string {
	if q.Call != nil {
		return q.Call(d)
	}
	return q.Words.T("handout.stack.frame", map[string]any{"Depth": d + 1})
}

// action is what the top frame does at step e, in a few words.
func (q Animation) action(e *engine.Event) string {
	label := func() string {
		if q.Label == nil {
			return ""
		}
		return q.Label(tree.Node{Kind: tree.Choice, Row: e.Row, Col: e.Col, Value: e.Value, Depth: 1}).Text
	}
	w := q.Words
	switch e.Kind {
	case engine.Enter:
		return w.T("handout.stack.enter", nil)
	case engine.Leave:
		return w.T("handout.stack.leave", nil)
	case engine.Choose:
		return w.T("handout.stack.choose", nil)
	case engine.Try:
		return w.T("handout.stack.try", map[string]any{"Label": label()})
	case engine.Reject:
		return w.T("handout.stack.reject", map[string]any{"Label": label(), "Rule": w.rule(tree.Node{Kind: tree.Stub, Conflict: e.Conflict})})
	case engine.Place:
		return w.T("handout.stack.place", map[string]any{"Label": label()})
	case engine.Undo:
		return w.T("handout.stack.undo", map[string]any{"Label": label()})
	case engine.Solution:
		return w.T("handout.stack.solution", nil)
	case engine.Finish:
		return w.T("handout.stack.finish", nil)
	}
	return ""
}

// clip shortens s with an ellipsis to fit width at size.
func clip(s string, size, width float64) string {
	if TextWidth(s, size) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && TextWidth(string(r)+"…", size) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// drawTree draws the search tree as it stands after step, under the
// board and the stack: the nodes made so far where the whole tree puts
// them, the path to the current node drawn bold and the current node
// ringed.
func (q Animation) drawTree(c Canvas, f *viewFrame, step uint64, path []int) {
	t, l, s := f.tree, f.layout, f.treeScale
	y0 := f.treeTop
	c.Line(gifMargin, y0, f.w-gifMargin, y0, Style{Stroke: rule, Width: 0.6})
	choices, stubs, sols := t.Counts(step)
	c.Text(gifMargin, y0+treeHeading-6, gifWords, ink, Left, q.Words.T("handout.views.tree", map[string]any{
		"Choices": choices, "Stubs": stubs, "Solutions": sols}))
	// The body's top left corner is at margin, margin+treeHead in the
	// layout: moved to the row's, centred across it.
	bw, _ := l.body()
	left := max(gifMargin, (f.w-bw*s)/2)
	at := moved{c, left - margin*s, y0 + treeHeading - (margin+treeHead)*s, s}
	visible := t.Visible(step)
	onPath := make(map[int]bool, len(path))
	for _, v := range path {
		onPath[v] = true
	}
	for i := 1; i < visible && i < len(l.Nodes); i++ {
		nd := l.Nodes[i]
		p := l.Nodes[nd.Parent]
		st := Style{Stroke: grey, Width: 0.7}
		if nd.Kind == tree.Stub {
			st = Style{Stroke: rejectCol, Width: 0.7, Dash: true}
		}
		if onPath[i] {
			st = Style{Stroke: placeCol, Width: 2}
		}
		at.Line(p.X, p.Y+p.H, nd.X, nd.Y, st)
	}
	for i := 0; i < visible && i < len(l.Nodes); i++ {
		l.drawNode(at, i)
	}
	if cur := t.Current(step); cur >= 0 && cur < visible {
		nd := l.Nodes[cur]
		ring := 3 / s // three points out, at any scale
		at.Rect(nd.X-nd.W/2-ring, nd.Y-ring, nd.W+2*ring, nd.H+2*ring, Style{Stroke: tryCol, Width: 2.5 / s})
	}
}

// moved draws on c with every length times s, then moved by x, y.
type moved struct {
	c       Canvas
	x, y, s float64
}

func (k moved) st(s Style) Style { s.Width *= k.s; return s }
func (k moved) Rect(x, y, w, h float64, s Style) {
	k.c.Rect(k.x+x*k.s, k.y+y*k.s, w*k.s, h*k.s, k.st(s))
}
func (k moved) Line(x1, y1, x2, y2 float64, s Style) {
	k.c.Line(k.x+x1*k.s, k.y+y1*k.s, k.x+x2*k.s, k.y+y2*k.s, k.st(s))
}
func (k moved) Circle(cx, cy, r float64, s Style) {
	k.c.Circle(k.x+cx*k.s, k.y+cy*k.s, r*k.s, k.st(s))
}
func (k moved) Text(x, y, size float64, c Color, a Align, text string) {
	k.c.Text(k.x+x*k.s, k.y+y*k.s, size*k.s, c, a, text)
}

// WriteGIFViews is WriteGIF with views beside the board: the call stack
// and, with WithStackTree, the search tree under both.
func (q Animation) WriteGIFViews(ctx context.Context, out io.Writer, rec *trace.Recording, r GIFRange, views Views, progress func(done, total int)) (int, error) {
	if q.New == nil {
		return 0, errors.New("the run has no board to draw")
	}
	first, last, ok := rec.Bounds()
	if !ok {
		return 0, errors.New("nothing recorded")
	}
	if r.To == 0 || r.To > last {
		r.To = last
	}
	r.From = max(r.From, first)
	if r.From > r.To {
		return 0, errors.New("an empty range of steps")
	}
	total := int(r.To - r.From + 1)
	if total > MaxGIFFrames {
		return 0, ErrTooLong
	}
	f := q.newViewFrame(rec, views)
	enc := newGIFEncoder(f.w, f.h, gifScale)
	board, tell, st := q.New(), q.NewTeller(), &stackState{}
	rd := rec.NewReader()
	for e, ok := rd.Next(); ok; e, ok = rd.Next() {
		if rd.Restarted() {
			board, tell, st = q.New(), q.NewTeller(), &stackState{}
		}
		board.Apply(e)
		st.apply(e)
		msg := tell(*e, rd.Stats())
		if e.Seq < r.From || e.Sync {
			continue
		}
		if err := ctx.Err(); err != nil {
			return enc.frames(), err
		}
		c := enc.begin()
		q.drawFrame(c, board, e, msg, r.To)
		q.drawViews(c, f, st, e)
		delay := gifStepDelay
		if e.Seq >= r.To {
			delay = gifLastDelay
		}
		enc.end(delay)
		if progress != nil {
			progress(enc.frames(), total)
		}
		if e.Seq >= r.To {
			break
		}
	}
	return enc.frames(), gif.EncodeAll(out, &enc.g)
}

// String names views as the command line's -gif-views does for the command line's usage.
func (v Views) String() string {
	switch v {
	case WithStack:
		return "stack"
	case WithStackTree:
		return "stack,tree"
	}
	return ""
}
