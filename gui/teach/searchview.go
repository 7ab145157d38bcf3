package teach

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// searchView hosts the search tree: it keeps the tree of the run on
// show, reads the events recorded since the last frame into it
// (tree.Sync, cheap when nothing is new), and hands it to the tree
// widget with the step on show. A tap on a node shows the step that
// made it.
type searchView struct {
	p     *Panel
	title *widget.Label
	view  *TreeView
	box   fyne.CanvasObject

	t     *tree.Tree
	rec   *trace.Recording
	step  uint64
	last  uint64
	valid bool
}

func newSearchView(p *Panel) *searchView {
	v := &searchView{p: p, title: widget.NewLabel("")}
	v.view = NewTreeView(func(step uint64) { p.seek(step) })
	v.view.SetLabel(p.puzzle.Label)
	v.box = framed(v.title, v.view.Tools(), v.view)
	return v
}

func (v *searchView) object() fyne.CanvasObject { return v.box }

// words says the title and the nodes' labels in the language in use.
func (v *searchView) words() {
	v.say()
	v.view.SetLabel(v.p.puzzle.Label)
}

// follow brings the tree up to the recording and shows the step on show.
func (v *searchView) follow(m *moment) {
	if m.cur == nil {
		if v.valid {
			v.clear()
		}
		return
	}
	if m.rec != v.rec || v.t == nil {
		v.t, v.rec = tree.New(), m.rec
		v.t.Sync(m.rec)
		v.view.SetTree(v.t)
		var paint func(*tree.Tree, int) image.Image
		if b, ok := v.p.puzzle.(Boards); ok {
			paint = b.Board()
		}
		v.view.SetBoard(paint)
	}
	if v.valid && v.step == m.step && v.last == m.last {
		return
	}
	v.t.Sync(m.rec)
	v.step, v.last, v.valid = m.step, m.last, true
	v.view.ShowStep(m.step)
	v.say()
}

func (v *searchView) clear() {
	v.t, v.rec, v.valid = nil, nil, false
	v.view.SetTree(nil)
	v.say()
}

// say titles the view with the nodes on show.
func (v *searchView) say() {
	title := i18n.T("teach.view.tree")
	if v.valid && v.t != nil {
		n := v.t.Visible(v.step)
		title += " · " + i18n.N("teach.tree.nodes", n, i18n.Args{"Nodes": run.Thousands(uint64(n))})
	}
	run.SetText(v.title, title)
}

// Tree is the search tree the view shows, and the step it shows it at;
// nil before a run.
func (v *searchView) Tree() (*tree.Tree, uint64) { return v.t, v.step }
