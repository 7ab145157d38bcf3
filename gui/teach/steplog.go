package teach

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/trace"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

const (
	// maxIndent is the deepest a line of the log is indented: a maze's
	// path may be thousands of frames deep.
	maxIndent = 24
	// cacheCap bounds the lines of words kept: a few screens of them.
	cacheCap = 4096
)

// logLine is one step of the log as told: its words and how many frames
// were open after it.
type logLine struct {
	text  string
	depth int
}

// logView is the step log: every recorded step numbered, in words,
// indented by the depth of the recursion, the step on show highlighted
// and kept in sight. The list makes only the rows in sight, and the
// words of a step are made when its row comes into sight, from a cursor
// of the log's own (the steps in sight are next to each other, so moving
// it costs an event a row), and kept for the next frames. A tap on a row
// shows that step (Session.Seek); Copy and Save as text give the whole
// log, for a handout.
type logView struct {
	p     *Panel
	title *widget.Label
	list  *widget.List
	room  *rowRoom
	copy  *widget.Button
	save  *widget.Button
	box   fyne.CanvasObject

	rec         *trace.Recording
	cur         *trace.Cursor // the log's own
	first, last uint64        // the steps in the list
	n           int
	step        uint64 // the step highlighted
	valid       bool
	cache       map[uint64]logLine
	numWidth    float32 // room for the widest step number
	indent      float32 // room for a level of the recursion
	selecting   bool    // the list is being moved by the view, not a tap
	// settle scrolls to the step again at the next frame: a list that grew
	// by many rows at once knows their height only once drawn, so its
	// first scroll falls short (a lesson's slide that runs to step k).
	settle bool
}

func newLogView(p *Panel) *logView {
	v := &logView{p: p, title: widget.NewLabel(""), cache: map[uint64]logLine{}}
	v.indent = theme.Padding() * 2
	v.list = widget.NewList(v.length, v.create, v.update)
	v.list.OnSelected = v.tapped
	v.copy = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), v.copyAll)
	v.save = widget.NewButtonWithIcon("", theme.DocumentSaveIcon(), v.saveAll)
	v.copy.Importance, v.save.Importance = widget.LowImportance, widget.LowImportance
	room, body := newRowRoom(v.list)
	v.room = room
	v.box = framed(v.title, container.NewHBox(v.copy, v.save), body)
	v.enable()
	return v
}

func (v *logView) object() fyne.CanvasObject { return v.box }

func (v *logView) words() {
	v.copy.SetText(i18n.T("teach.log.copy"))
	v.save.SetText(i18n.T("teach.log.save"))
	v.say()
}

func (v *logView) length() int { return v.n }

// create makes a row: the step's number, then its words, indented.
func (v *logView) create() fyne.CanvasObject {
	num := widget.NewLabel("")
	num.Alignment = fyne.TextAlignTrailing
	text := widget.NewLabel("")
	text.Truncation = fyne.TextTruncateEllipsis
	return container.New(&rowLayout{v: v}, num, text)
}

func (v *logView) update(id widget.ListItemID, o fyne.CanvasObject) {
	row := o.(*fyne.Container)
	lay := row.Layout.(*rowLayout)
	num, text := row.Objects[0].(*widget.Label), row.Objects[1].(*widget.Label)
	k := v.first + uint64(id)
	line := v.line(k)
	style := fyne.TextStyle{Monospace: run.Monospace()}
	if num.TextStyle != style {
		num.TextStyle = style
		num.Refresh()
	}
	run.SetText(num, run.Thousands(k))
	run.SetText(text, line.text)
	if d := min(line.depth, maxIndent); d != lay.depth || lay.num != v.numWidth {
		lay.depth, lay.num = d, v.numWidth
		row.Refresh()
	}
}

// line is step k as told, made once and kept.
func (v *logView) line(k uint64) logLine {
	if l, ok := v.cache[k]; ok {
		return l
	}
	if v.cur == nil {
		return logLine{}
	}
	if len(v.cache) >= cacheCap {
		clear(v.cache)
	}
	got, ok := v.cur.Seek(k)
	if !ok || got != k {
		return logLine{} // dropped from the history meanwhile
	}
	l := logLine{text: v.p.puzzle.Say(v.cur), depth: v.cur.PathLen()}
	v.cache[k] = l
	return l
}

// follow shows the steps recorded and highlights the one on show: the
// list is refreshed only when its length or the step changes.
func (v *logView) follow(m *moment) {
	if m.cur == nil {
		if v.valid {
			v.clear()
		}
		return
	}
	if m.rec != v.rec || !v.valid {
		v.clear()
		v.rec, v.valid = m.rec, true
		v.cur = v.p.newCursor()
	}
	if m.first != v.first {
		clear(v.cache) // the history restarted, or dropped its oldest steps
	}
	grew := m.first != v.first || m.last != v.last
	if grew {
		v.first, v.last = m.first, m.last
		v.n = int(m.last - m.first + 1)
		v.numWidth = widget.NewLabel(run.Thousands(m.last)).MinSize().Width
		v.say()
		v.enable()
	}
	if m.step != v.step || grew {
		v.step = m.step
		v.selecting = true
		v.room.show(int(m.step - m.first)) // scrolls it into sight, refreshes the rows
		v.selecting = false
		v.settle = grew
	} else if v.settle {
		v.settle = false
		v.room.keep(int(m.step-m.first), v.list.GetScrollOffset())
	}
}

// tapped shows the step of the row tapped. The list gives the focus
// back: the arrow keys step the search.
func (v *logView) tapped(id widget.ListItemID) {
	if v.selecting || !v.valid {
		return
	}
	run.Release(v.list)
	v.p.seek(v.first + uint64(id))
}

func (v *logView) clear() {
	v.rec, v.cur, v.valid = nil, nil, false
	v.first, v.last, v.n, v.step, v.settle = 0, 0, 0, 0, false
	clear(v.cache)
	v.selecting = true
	v.room.show(-1)
	v.selecting = false
	v.list.Refresh()
	v.say()
	v.enable()
}

// say titles the view with the number of steps.
func (v *logView) say() {
	title := i18n.T("teach.view.log")
	if v.n > 0 {
		title += " · " + i18n.N("teach.log.steps", v.n, i18n.Args{"Steps": run.Thousands(uint64(v.n))})
	}
	run.SetText(v.title, title)
}

func (v *logView) enable() {
	run.Enable(v.copy, v.n > 0)
	run.Enable(v.save, v.n > 0)
}

// Text is the whole log as text, a line a step: the number, then the
// words indented by two spaces a level. It tells every step recorded
// from a cursor of its own, so it may run on any goroutine; cur must be
// that cursor.
func (v *logView) text(cur *trace.Cursor, first, last uint64) string {
	var b strings.Builder
	width := len(run.Thousands(last))
	for k := first; k <= last; k++ {
		got, ok := cur.Seek(k)
		if !ok || got != k {
			continue
		}
		num := run.Thousands(k)
		b.WriteString(strings.Repeat(" ", max(width-len(num), 0)))
		b.WriteString(num)
		b.WriteString("  ")
		b.WriteString(strings.Repeat("  ", min(cur.PathLen(), maxIndent)))
		b.WriteString(v.p.puzzle.Say(cur))
		b.WriteByte('\n')
	}
	return b.String()
}

// whole tells the log in the background and hands the text to done on
// the UI goroutine: a million steps take seconds to tell.
func (v *logView) whole(done func(text string)) {
	if !v.valid {
		return
	}
	cur, first, last := v.p.newCursor(), v.first, v.last
	if cur == nil {
		return
	}
	run.Enable(v.copy, false)
	run.Enable(v.save, false)
	v.p.background(func() {
		text := v.text(cur, first, last)
		fyne.Do(func() {
			v.enable()
			done(text)
		})
	})
}

func (v *logView) copyAll() {
	v.whole(func(text string) { fyne.CurrentApp().Clipboard().SetContent(text) })
}

func (v *logView) saveAll() {
	v.whole(func(text string) {
		filedialog.Save(v.p.win, "steps.txt", text, func(string) {}, func(what string, err error) {
			run.ShowError(v.p.win, errors.New(what+": "+err.Error()))
		})
	})
}

// rowLayout lays a row of the log out: the number in the room of the
// widest, then the words, indented by depth levels.
type rowLayout struct {
	v     *logView
	depth int
	num   float32 // the number's room, as last laid out
}

func (l *rowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	num, text := objs[0], objs[1]
	num.Move(fyne.NewPos(0, 0))
	num.Resize(fyne.NewSize(l.num, size.Height))
	x := l.num + float32(l.depth)*l.v.indent
	text.Move(fyne.NewPos(x, 0))
	text.Resize(fyne.NewSize(max(size.Width-x, 0), size.Height))
}

func (l *rowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := max(objs[0].MinSize().Height, objs[1].MinSize().Height)
	return fyne.NewSize(l.num+objs[1].MinSize().Width, h)
}
