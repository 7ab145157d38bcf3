package handout

import (
	"fmt"
	"image/png"
	"io"
	"strconv"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace/tree"
)

// Label is what a node of a search tree says: its choice, and for a
// pruned try the rule that cut it off.
type Label struct {
	Text, Rule string
}

// Labeller names the nodes of one kind of search.
type Labeller func(tree.Node) Label

// TreeNode is one node of a tree laid out: its box, centred on X with
// its top at Y, and what it says. Step is its step in the step log.
type TreeNode struct {
	Parent   int
	Kind     tree.Kind
	Step     uint64
	Solution bool
	Label    Label
	X, Y     float64
	W, H     float64
}

// TreeLayout is a search tree laid out for paper: the root on top, each
// level lower, every parent over its children, each subtree as close to
// the one left of it as its levels allow. Coordinates are in points on a
// page W×H, before Scale, which shrinks a tree too large for one page.
type TreeLayout struct {
	Title, Key, Cut string
	Nodes           []TreeNode
	W, H            float64
	Scale           float64 // 1, or less for a tree too large for a PDF page
}

// The sizes of a tree's drawing, in points.
const (
	treeStep   = 7.0  // the step number
	treeText   = 9.0  // the label
	treeGap    = 6.0  // between neighbours on a level
	treeLevel  = 24.0 // between a node's bottom and its children's top
	treeHead   = 60.0 // the title and key above the tree
	maxPDFSide = 14400.0
)

// LayoutTree lays out every node of t, labelled by label. title names
// the search; cut, if not 0, is the step where the search was stopped.
func LayoutTree(w Words, t *tree.Tree, label Labeller, title string, cut uint64) *TreeLayout {
	l := &TreeLayout{
		Title: w.T("handout.tree.title", map[string]any{"Title": title}),
		Key:   w.T("handout.tree.key", nil),
		Scale: 1,
	}
	if cut != 0 {
		l.Cut = w.T("handout.tree.cut", map[string]any{"Steps": story.Number(cut)})
	}
	n := t.Len()
	l.Nodes = make([]TreeNode, n)
	depth := make([]int, n)
	levels := 0
	for i := range n {
		nd := t.Node(i)
		lb := label(nd)
		tn := TreeNode{Parent: int(nd.Parent), Kind: nd.Kind, Step: nd.Step, Solution: nd.SolutionStep != 0, Label: lb}
		tn.W = max(TextWidth(lb.Text, treeText), TextWidth(strconv.FormatUint(nd.Step, 10), treeStep), TextWidth(lb.Rule, treeText)) + 8
		if tn.Solution {
			tn.W = max(tn.W, TextWidth("✓ "+lb.Text, treeText)+8)
		}
		tn.H = treeStep + treeText + 9
		if lb.Rule != "" {
			tn.H += treeText + 2
		}
		l.Nodes[i] = tn
		if nd.Parent >= 0 {
			depth[i] = depth[nd.Parent] + 1
		}
		levels = max(levels, depth[i]+1)
	}
	// Each level's top: the tallest node of the level above decides.
	tall := make([]float64, levels)
	for i := range n {
		tall[depth[i]] = max(tall[depth[i]], l.Nodes[i].H)
	}
	top := make([]float64, levels+1)
	top[0] = margin + treeHead
	for d := range levels {
		top[d+1] = top[d] + tall[d] + treeLevel
	}
	for i := range n {
		l.Nodes[i].Y = top[depth[i]]
	}
	l.place(t, depth, levels)
	right := 0.0
	for _, nd := range l.Nodes {
		right = max(right, nd.X+nd.W/2)
	}
	l.W = max(right+margin, 2*margin+TextWidth(l.Title, 16), 2*margin+TextWidth(l.Key, 9), 2*margin+TextWidth(l.Cut, 9))
	l.H = top[levels] - treeLevel + margin
	if n == 0 {
		l.H = margin + treeHead + margin
	}
	if side := max(l.W, l.H); side > maxPDFSide {
		l.Scale = maxPDFSide / side
	}
	return l
}

// place sets each node's X: children before parents, a leaf at the first
// free place on its level, a parent centred over its children or, if its
// level is taken there, right of it with its whole subtree moved along
// (lazily: shift is what a node's descendants move by).
func (l *TreeLayout) place(t *tree.Tree, depth []int, levels int) {
	n := len(l.Nodes)
	if n == 0 {
		return
	}
	free := make([]float64, levels)
	for d := range free {
		free[d] = margin
	}
	x := make([]float64, n)
	shift := make([]float64, n)
	deepest := make([]int, n) // the deepest level of each subtree
	// Post-order without recursion: a maze's path is deeper than a stack.
	type item struct {
		v    int
		done bool
	}
	stack := []item{{0, false}}
	var kids []int32
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v, d, w := it.v, depth[it.v], l.Nodes[it.v].W
		if !it.done {
			stack = append(stack, item{v, true})
			kids = t.AppendChildren(kids[:0], v)
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, item{int(kids[i]), false})
			}
			continue
		}
		deepest[v] = d
		first, last := t.FirstChild(v), -1
		for c := first; c >= 0; c = t.NextSibling(c) {
			last = c
			deepest[v] = max(deepest[v], deepest[c])
		}
		left := free[d] + w/2
		if first < 0 {
			x[v] = left
		} else {
			want := (x[first] + x[last]) / 2
			if want < left {
				delta := left - want
				shift[v] = delta
				for dd := d + 1; dd <= deepest[v]; dd++ {
					free[dd] += delta
				}
				want = left
			}
			x[v] = want
		}
		free[d] = x[v] + w/2 + treeGap
	}
	// Top-down: each node moves by its ancestors' shifts. Parents come
	// before children in the node order.
	acc := make([]float64, n)
	for v := range n {
		p := l.Nodes[v].Parent
		if p >= 0 {
			acc[v] = acc[p] + shift[p]
			// A child moves with the shifts of its parent's ancestors and
			// the parent's own.
		}
		l.Nodes[v].X = x[v] + acc[v]
	}
}

// Draw draws the tree on c, a page W*Scale × H*Scale.
func (l *TreeLayout) Draw(c Canvas) {
	s := l.Scale
	if s != 1 {
		c = scaled{c, s}
	}
	c.Text(margin, margin+16, 16, ink, Left, l.Title)
	c.Text(margin, margin+32, 9, grey, Left, l.Key)
	if l.Cut != "" {
		c.Text(margin, margin+45, 9, rejectCol, Left, l.Cut)
	}
	for _, nd := range l.Nodes {
		if nd.Parent < 0 {
			continue
		}
		p := l.Nodes[nd.Parent]
		st := Style{Stroke: grey, Width: 0.7}
		if nd.Kind == tree.Stub {
			st = Style{Stroke: rejectCol, Width: 0.7, Dash: true}
		}
		c.Line(p.X, p.Y+p.H, nd.X, nd.Y, st)
	}
	for i := range l.Nodes {
		l.drawNode(c, i)
	}
}

// drawNode draws node i: its step number over its label, in a box for a
// choice, in red without a box for a pruned try, green with a tick for a
// solution.
func (l *TreeLayout) drawNode(c Canvas, i int) {
	nd := l.Nodes[i]
	if g, ok := c.(*SVG); ok {
		g.Group("node "+nd.Kind.String(), fmt.Sprintf("%d: %s %s", nd.Step, nd.Label.Text, nd.Label.Rule))
		defer g.End()
	}
	x0 := nd.X - nd.W/2
	text, col := nd.Label.Text, ink
	switch {
	case nd.Solution:
		c.Rect(x0, nd.Y, nd.W, nd.H, Style{Fill: solveFill, Stroke: solveCol, Width: 1.5})
		text, col = "✓ "+text, solveCol
	case nd.Kind == tree.Stub:
		c.Rect(x0, nd.Y, nd.W, nd.H, Style{Fill: paper})
		col = rejectCol
	case nd.Kind == tree.Root:
		c.Rect(x0, nd.Y, nd.W, nd.H, Style{Fill: lightSq, Stroke: ink, Width: 0.8})
	default:
		c.Rect(x0, nd.Y, nd.W, nd.H, Style{Fill: paper, Stroke: ink, Width: 0.8})
	}
	y := nd.Y + 3 + treeStep
	c.Text(nd.X, y, treeStep, grey, Center, strconv.FormatUint(nd.Step, 10))
	y += treeText + 2
	c.Text(nd.X, y, treeText, col, Center, text)
	if nd.Label.Rule != "" {
		c.Text(nd.X, y+treeText+2, treeText, rejectCol, Center, "✗ "+nd.Label.Rule)
	}
}

// scaled draws on c with every length times s.
type scaled struct {
	c Canvas
	s float64
}

func (k scaled) st(s Style) Style { s.Width *= k.s; return s }
func (k scaled) Rect(x, y, w, h float64, s Style) {
	k.c.Rect(x*k.s, y*k.s, w*k.s, h*k.s, k.st(s))
}
func (k scaled) Line(x1, y1, x2, y2 float64, s Style) {
	k.c.Line(x1*k.s, y1*k.s, x2*k.s, y2*k.s, k.st(s))
}
func (k scaled) Circle(cx, cy, r float64, s Style) { k.c.Circle(cx*k.s, cy*k.s, r*k.s, k.st(s)) }
func (k scaled) Text(x, y, size float64, c Color, a Align, text string) {
	k.c.Text(x*k.s, y*k.s, size*k.s, c, a, text)
}

// WriteTree writes the tree laid out as format: pdf, svg or png.
func (l *TreeLayout) Write(out io.Writer, format string) error {
	w, h := l.W*l.Scale, l.H*l.Scale
	switch format {
	case "pdf":
		doc := NewPDF(l.Title)
		l.Draw(doc.Page(w, h))
		return doc.Write(out)
	case "svg":
		s := NewSVG(w, h)
		l.Draw(s)
		return s.Write(out)
	case "png":
		// Two pixels a point, less for a tree that would pass 16,000
		// pixels a side; a tree so wide that its words would be under
		// 4 pixels high (8-queens' scan: 16,000 × 25 pixels) is refused,
		// and is whole in the vector formats.
		scale := min(pictureScale, 16000/max(w, h))
		if 9*l.Scale*scale < 4 {
			return ErrTooWide
		}
		r := NewRaster(w, h, scale)
		l.Draw(r)
		return png.Encode(out, r.Img)
	}
	return fmt.Errorf("unknown tree format %q (want pdf, svg or png)", format)
}

// rule names the rule that cut a stub off.
func (w Words) rule(n tree.Node) string {
	if n.Kind != tree.Stub || n.Conflict == engine.NoConflict {
		return ""
	}
	key := [engine.NumConflicts]string{
		engine.SameColumn: "column", engine.SameDiagonal: "diagonal", engine.SameAntiDiagonal: "anti",
		engine.SameRow: "row", engine.SameBox: "box", engine.NoCandidate: "nocandidate", engine.Wall: "wall",
		engine.Visited: "visited", engine.Outside: "outside", engine.Pruned: "pruned",
	}[n.Conflict]
	if key == "" {
		return n.Conflict.String()
	}
	return w.T("handout.rule."+key, nil)
}

// QueensLabel names a queen by its column, the row being its level.
func (w Words) QueensLabel(n tree.Node) Label {
	if n.Kind == tree.Root {
		return Label{Text: w.T("handout.tree.start", nil)}
	}
	return Label{Text: w.T("handout.tree.queen", map[string]any{"Col": n.Col + 1}), Rule: w.rule(n)}
}

// SudokuLabel names a guess by digit and cell, with the forced digits
// that followed it.
func (w Words) SudokuLabel(n tree.Node) Label {
	var s string
	switch {
	case n.Kind == tree.Root:
		s = w.T("handout.tree.givens", nil)
	case n.Value == 0:
		s = story.CellName(n.Row, n.Col)
	default:
		s = w.T("handout.tree.guess", map[string]any{"Digit": string(sudoku.DigitChar(n.Value)), "Cell": story.CellName(n.Row, n.Col)})
	}
	if n.Forced > 0 {
		s += " " + w.T("handout.tree.forced", map[string]any{"Count": n.Forced})
	}
	return Label{Text: s, Rule: w.rule(n)}
}

// MazeLabel names a cell.
func (w Words) MazeLabel(n tree.Node) Label {
	if n.Kind == tree.Root {
		return Label{Text: w.T("handout.tree.start", nil)}
	}
	return Label{Text: story.CellName(n.Row, n.Col), Rule: w.rule(n)}
}

// ProgramLabel names a program's node by the text name gives it (the
// arguments of its call), with the rule of a pruned pass.
func (w Words) ProgramLabel(name func(tree.Node) string) Labeller {
	return func(n tree.Node) Label {
		if n.Kind == tree.Root {
			return Label{Text: w.T("handout.tree.start", nil)}
		}
		return Label{Text: name(n), Rule: w.rule(n)}
	}
}

// Run is a run with no board of its own drawn (a maze, a program): its
// step log and search tree only, New left nil.
func Run(w Words, title string, newTeller func() Teller) Animation {
	return Animation{Title: title, Words: w, NewTeller: newTeller}
}

// MazeTeller tells the steps of a maze's searches, each in the words of
// its algorithm (a comparison runs DFS, then BFS).
func MazeTeller() Teller {
	alg := story.DFS
	return func(e engine.Event, st engine.Stats) story.Msg {
		if e.StartsSearch() || e.Kind == engine.Resync {
			switch e.Search {
			case maze.SearchBFS:
				alg = story.BFS
			case maze.SearchCarve:
				alg = story.Carve
			case maze.SearchDFS:
				alg = story.DFS
			}
		}
		return story.Maze(e, st, alg)
	}
}
