package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// stackView is the call stack: one line a frame of the recursion, the
// root first and the frame that runs last, highlighted and kept in
// sight; or, for a breadth-first search, its queue, front first. A
// maze's path may be 160,000 frames deep: the list makes only the lines
// in sight. A tap on a line points at its piece on the board.
type stackView struct {
	p     *Panel
	title *widget.Label
	list  *widget.List
	room  *rowRoom
	box   fyne.CanvasObject

	st        Stack
	cur       *trace.Cursor // the session's, at step while st is valid
	rec       *trace.Recording
	step      uint64
	valid     bool
	selecting bool // the list is being moved by the view, not a tap
}

func newStackView(p *Panel) *stackView {
	v := &stackView{p: p, title: widget.NewLabel("")}
	v.list = widget.NewList(v.length, v.create, v.update)
	v.list.OnSelected = v.tapped
	room, body := newRowRoom(v.list)
	v.room = room
	v.box = framed(v.title, nil, body)
	return v
}

func (v *stackView) object() fyne.CanvasObject { return v.box }

func (v *stackView) words() { v.say() }

func (v *stackView) length() int { return v.st.Len }

func (v *stackView) create() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

func (v *stackView) update(id widget.ListItemID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	if v.cur != nil && v.cur.Step() != v.step {
		return // the cursor moved on: the next follow makes the lines again
	}
	text := ""
	if id < v.st.Len && v.st.Line != nil {
		text = v.st.Line(id).Text
	}
	style := fyne.TextStyle{Monospace: run.Monospace()}
	if l.Text != text || l.TextStyle != style {
		l.Text, l.TextStyle = text, style
		l.Refresh()
	}
}

// follow shows the stack at the step on show.
func (v *stackView) follow(m *moment) {
	if m.cur == nil {
		if v.valid || v.st.Len > 0 {
			v.clear()
		}
		return
	}
	if v.valid && v.rec == m.rec && v.step == m.step {
		return
	}
	v.rec, v.step, v.valid, v.cur = m.rec, m.step, true, m.cur
	v.st = v.p.puzzle.Stack(m.cur)
	v.p.pointer.Clear()
	v.say()
	v.list.Refresh()
	v.selectTop()
}

// selectTop highlights the top line and keeps it in sight.
func (v *stackView) selectTop() {
	v.selecting = true
	defer func() { v.selecting = false }()
	v.room.show(v.st.Top)
}

// tapped points at the piece of the line tapped. The list gives the
// focus back: the arrow keys step the search.
func (v *stackView) tapped(id widget.ListItemID) {
	if !v.selecting {
		run.Release(v.list)
	}
	if v.selecting || v.st.Line == nil || id >= v.st.Len || (v.cur != nil && v.cur.Step() != v.step) {
		return
	}
	row, col, ok := v.st.Line(id).Piece.Get()
	if !ok {
		v.p.pointer.Clear()
		return
	}
	if c, size, ok := v.p.puzzle.Locate(row, col); ok {
		v.p.pointer.PointAt(c, size)
	}
}

func (v *stackView) clear() {
	v.st, v.valid, v.rec, v.cur = Stack{}, false, nil, nil
	v.say()
	v.room.show(-1)
	v.list.Refresh()
}

// say titles the view: what its lines are.
func (v *stackView) say() {
	title := i18n.T("teach.view.stack")
	if v.st.Title != "" {
		title += " · " + v.st.Title
	}
	run.SetText(v.title, title)
}

// Lines are the call stack's lines on show, for tests.
func (v *stackView) Lines() []string {
	out := make([]string, v.st.Len)
	for i := range out {
		out[i] = v.st.Line(i).Text
	}
	return out
}
