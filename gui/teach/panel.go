package teach

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// The views of the panel, in the order of their checks.
const (
	viewCode = iota
	viewStack
	viewTree
	viewLog
	numViews
)

// viewNames are the views' names in settings.TeachViews.
var viewNames = [numViews]string{"code", "stack", "tree", "log"}

// viewKeys are the keys of the views' names.
var viewKeys = [numViews]string{"teach.view.code", "teach.view.stack", "teach.view.tree", "teach.view.log"}

// defaultViews are the views a first start shows: all four.
const defaultViews = "code,stack,tree,log"

const (
	// readableRate is the fastest pace, in steps per second, at which the
	// views follow every frame; faster, they follow textRate times a
	// second: nobody reads a log scrolling faster, and Fyne keeps every
	// distinct string it draws in a cache for a minute.
	readableRate = 50
	textRate     = 4
)

// moment is what the views show: the step on show of the recorded run.
type moment struct {
	rec         *trace.Recording
	cur         *trace.Cursor // the session's cursor at the step on show; nil for none
	step        uint64
	first, last uint64
}

// view is one view of the panel.
type view interface {
	// object is the view as laid out in the panel.
	object() fyne.CanvasObject
	// follow shows m, touching only what changed since the last call.
	follow(m *moment)
	// clear forgets the run: the session was reset or a new run began.
	clear()
}

// Panel is the Teach panel: checks that choose the views, and the views
// chosen, side by side or in a grid. While it is on show it follows the
// session's frames.
type Panel struct {
	widget.BaseWidget

	puzzle  Puzzle
	session *run.Session
	prefs   fyne.Preferences
	win     fyne.Window
	pointer *Pointer
	// Where the views read the run: the session's recording, and cursors
	// of their own on it (a benchmark gives its own).
	recording func() *trace.Recording
	newCursor func() *trace.Cursor
	seek      func(step uint64) // shows a step: a tap on the log or the tree
	// background runs long work (the log's Copy and Save) off the UI
	// goroutine; a test runs it at once.
	background func(func())

	// Checks choose the views; exported for tests that tap them.
	Checks [numViews]*widget.Check
	code   *codeView
	stack  *stackView
	search *searchView
	log    *logView
	views  [numViews]view
	chosen [numViews]bool
	order  []int // the views chosen, in the order shown

	hint       *widget.Label // said while there is no run to show
	body       *fyne.Container
	shownViews []fyne.CanvasObject // the views chosen, in order
	content    fyne.CanvasObject

	shown    bool
	last     run.Frame        // the latest frame, shown again when the panel comes on show
	rec      *trace.Recording // the run the views show
	lastText time.Time        // when the views last followed a fast run
}

// NewPanel returns the panel of p's runs on session, keeping the views
// chosen in prefs; win hosts the step log's dialogs, pointer is the
// overlay over the board.
func NewPanel(p Puzzle, session *run.Session, prefs fyne.Preferences, win fyne.Window, pointer *Pointer) *Panel {
	pn := &Panel{puzzle: p, session: session, prefs: prefs, win: win, pointer: pointer,
		recording: session.Recording, newCursor: session.NewCursor, seek: session.Seek,
		background: func(f func()) { go f() }}
	pn.code = newCodeView(pn)
	pn.stack = newStackView(pn)
	pn.search = newSearchView(pn)
	pn.log = newLogView(pn)
	pn.views = [numViews]view{pn.code, pn.stack, pn.search, pn.log}
	pn.hint = widget.NewLabel("")
	pn.hint.Wrapping = fyne.TextWrapWord
	pn.hint.Importance = widget.LowImportance
	pn.body = container.NewStack()
	checks := container.NewHBox()
	for i := range numViews {
		pn.Checks[i] = widget.NewCheck("", func(on bool) { pn.choose(i, on) })
		checks.Add(pn.Checks[i])
	}
	run.HandBack(pn.Checks[0], pn.Checks[1], pn.Checks[2], pn.Checks[3])
	pn.restoreViews()
	pn.content = container.NewBorder(container.NewVBox(checks, run.Aside(pn.hint)), nil, nil, nil, pn.body)
	pn.ExtendBaseWidget(pn)
	run.Words(pn.words)
	session.OnFrame(pn.follow)
	// A reset forgets the recording and pushes no frame: the views show
	// what they show before a run.
	session.OnChange(func() {
		if session.Recording() == nil && pn.rec != nil {
			pn.forget()
			if pn.shown {
				pn.show(pn.last)
			}
		}
	})
	p.OnSelect(pn.reselect)
	return pn
}

// CreateRenderer is part of fyne.Widget.
func (pn *Panel) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(pn.content)
}

// restoreViews ticks the views remembered.
func (pn *Panel) restoreViews() {
	names := settings.TeachViews.Get(pn.prefs)
	if names == "" {
		names = defaultViews
	}
	for _, name := range strings.Split(names, ",") {
		for i, v := range viewNames {
			if v == name && !pn.chosen[i] {
				pn.chosen[i] = true
				pn.order = append(pn.order, i)
			}
		}
	}
	for i, c := range pn.Checks {
		c.Checked = pn.chosen[i]
		c.Refresh()
	}
	pn.layoutViews()
}

// choose shows or hides view i, and remembers the choice.
func (pn *Panel) choose(i int, on bool) {
	if pn.chosen[i] == on {
		return
	}
	pn.chosen[i] = on
	if on {
		pn.order = append(pn.order, i)
	} else {
		for k, j := range pn.order {
			if j == i {
				pn.order = append(pn.order[:k], pn.order[k+1:]...)
				break
			}
		}
	}
	names := make([]string, len(pn.order))
	for k, j := range pn.order {
		names[k] = viewNames[j]
	}
	// An empty choice is stored as "none", so that it is not taken for
	// a first start.
	stored := strings.Join(names, ",")
	if stored == "" {
		stored = "none"
	}
	settings.TeachViews.Set(pn.prefs, stored)
	pn.layoutViews()
	if on && pn.shown {
		pn.show(pn.last)
	}
}

// layoutViews puts the chosen views in the body, in order.
func (pn *Panel) layoutViews() {
	objs := make([]fyne.CanvasObject, 0, len(pn.order))
	for _, i := range pn.order {
		objs = append(objs, pn.views[i].object())
	}
	pn.shownViews = objs
	pn.body.Objects = []fyne.CanvasObject{arrange(pn.order, objs)}
	pn.body.Refresh()
}

// Shown lists the views on show, by their names in settings.TeachViews.
func (pn *Panel) Shown() []string {
	out := make([]string, len(pn.order))
	for k, i := range pn.order {
		out[k] = viewNames[i]
	}
	return out
}

func (pn *Panel) words() {
	for i, c := range pn.Checks {
		c.SetText(i18n.T(viewKeys[i]))
	}
	pn.sayHint()
	for _, v := range pn.views {
		if w, ok := v.(interface{ words() }); ok {
			w.words()
		}
	}
	pn.refollow()
}

// sayHint tells what the panel is for while no run is on show.
func (pn *Panel) sayHint() {
	if pn.rec != nil {
		pn.hint.Hide()
		return
	}
	run.SetText(pn.hint, i18n.T("teach.hint"))
	pn.hint.Show()
}

// setShown is told whether the panel is on show: hidden, it does no work.
func (pn *Panel) setShown(on bool) {
	pn.shown = on
	if on {
		pn.show(pn.last)
	}
}

// reselect shows the code of the search the screen's settings now
// choose, while no run is recorded.
func (pn *Panel) reselect() {
	if pn.shown && pn.recording() == nil {
		pn.show(pn.last)
	}
}

// follow is told every frame of the session.
func (pn *Panel) follow(f run.Frame) {
	pn.last = f
	if !pn.shown {
		return
	}
	readable := f.State != run.Running || run.Rate(pn.session.Notch()) <= readableRate
	if now := time.Now(); !readable {
		if now.Sub(pn.lastText) < time.Second/textRate {
			return
		}
		pn.lastText = now
	}
	pn.show(f)
}

// refollow shows the last frame again from scratch: the words changed.
// The search tree keeps its nodes (it relabels them: see words).
func (pn *Panel) refollow() {
	for _, v := range pn.views {
		if v != view(pn.search) {
			v.clear()
		}
	}
	if pn.shown {
		pn.show(pn.last)
	}
}

// show brings the views on show to frame f; with no run recorded (f is
// then the last frame of a run forgotten, or none), to what they show
// before a run.
func (pn *Panel) show(f run.Frame) {
	rec := pn.recording()
	if rec != pn.rec {
		pn.forget()
		pn.rec = rec
		pn.sayHint()
	}
	m := moment{rec: rec}
	if rec != nil && f.Step != nil {
		m.cur, m.step, m.first, m.last = f.Step, f.Step.Step(), f.First, f.Last
	}
	for _, i := range pn.order {
		pn.views[i].follow(&m)
	}
}

// forget clears every view: the run they showed is gone.
func (pn *Panel) forget() {
	pn.rec = nil
	for _, v := range pn.views {
		v.clear()
	}
	pn.pointer.Clear()
	pn.sayHint()
}

// framed gives a view a title line, with tools at its end, above body.
func framed(title *widget.Label, tools fyne.CanvasObject, body fyne.CanvasObject) fyne.CanvasObject {
	title.TextStyle.Bold = true
	title.Truncation = fyne.TextTruncateEllipsis
	var head fyne.CanvasObject = title
	if tools != nil {
		head = container.NewBorder(nil, nil, nil, tools, title)
	}
	return container.NewBorder(head, nil, nil, nil, body)
}

// arrange puts the views chosen (views, laid out as objs) side by side
// in splits the user can drag: one fills the room; two stand side by
// side; three put the first in a column of its own beside the other two;
// four make two rows of two. Each split starts shared by the views'
// weights (widthWeight and heightWeight).
func arrange(views []int, objs []fyne.CanvasObject) fyne.CanvasObject {
	row := func(a, b int, left, right fyne.CanvasObject) *container.Split {
		s := container.NewHSplit(left, right)
		s.Offset = share(widthWeight[a], widthWeight[b])
		return s
	}
	switch len(objs) {
	case 0:
		return container.NewStack()
	case 1:
		return objs[0]
	case 2:
		return row(views[0], views[1], objs[0], objs[1])
	case 3:
		col := container.NewVSplit(objs[1], objs[2])
		col.Offset = share(heightWeight[views[1]], heightWeight[views[2]])
		s := container.NewHSplit(objs[0], col)
		s.Offset = share(widthWeight[views[0]], max(widthWeight[views[1]], widthWeight[views[2]]))
		return s
	}
	rows := container.NewVSplit(row(views[0], views[1], objs[0], objs[1]), row(views[2], views[3], objs[2], objs[3]))
	rows.Offset = share(max(heightWeight[views[0]], heightWeight[views[1]]), max(heightWeight[views[2]], heightWeight[views[3]]))
	return rows
}

// widthWeight and heightWeight weigh each view's claim on the panel's room when it
// shares it: a split gives its first part share(first's, second's). The
// code's lines are long (a line and its comment are 60 characters). The
// search tree is wide and tall: 4-queens' whole tree is about 570×195
// points at zoom 1, its status lines take 40 more; with the four views
// in two rows, these shares show it whole at zoom 0.75 and more in a
// 1366×768 window, at zoom 1 at 1920×1080 (TestTeachShows4QueensTreeWhole
// in package gui), and leave the code six lines and more at 1366×768.
// The stack and the log are lines that may be cut short.
var (
	widthWeight  = [numViews]float64{viewCode: 1.4, viewStack: 1, viewTree: 1.6, viewLog: 1}
	heightWeight = [numViews]float64{viewCode: 1, viewStack: 1, viewTree: 1.4, viewLog: 1}
)

// share is the offset of a split whose parts weigh a and b.
func share(a, b float64) float64 { return a / (a + b) }

// Showing is what the panel's views show, for tests: each as the person
// reads it.
type Showing struct {
	Method   string   // the method of the code on show, "" for none
	Code     []string // its lines
	CodeLine int      // the line highlighted, -1 for none
	Note     string   // the values beside it
	Stack    []string // the call stack's lines, the root first
	StackTop int      // the line highlighted
	Nodes    int      // the search tree's nodes at the step on show
	Current  int      // the node the search stands at, -1 for none
	Steps    int      // the step log's rows
	LogStep  uint64   // the step highlighted in the log, 0 for none
	LogLine  string   // its words
}

// Showing returns what the views show now.
func (pn *Panel) Showing() Showing {
	var sh Showing
	if pn.code.has {
		sh.Method = string(pn.code.method)
	}
	sh.Code = pn.code.text.Lines()
	sh.CodeLine, sh.Note = pn.code.text.Current()
	if pn.stack.valid {
		sh.Stack, sh.StackTop = pn.stack.Lines(), pn.stack.st.Top
	}
	sh.Current = -1
	if t, step := pn.search.Tree(); t != nil && pn.search.valid {
		sh.Nodes, sh.Current = t.Visible(step), t.Current(step)
	}
	if pn.log.valid {
		sh.Steps, sh.LogStep = pn.log.n, pn.log.step
		sh.LogLine = pn.log.line(pn.log.step).text
	}
	return sh
}

// GoCode reports whether the code view shows the engine's Go rather
// than the pseudocode.
func (pn *Panel) GoCode() bool { return pn.code.goCode }

// SetGoCode shows the engine's Go in the code view, or the pseudocode,
// as its switch does.
func (pn *Panel) SetGoCode(on bool) {
	pn.code.mode.SetSelected(pn.code.mode.Options[map[bool]int{false: 0, true: 1}[on]])
}

// Views are the views on show, as laid out, in order.
func (pn *Panel) Views() []fyne.CanvasObject { return pn.shownViews }

// Tree is the search tree's view, for tests that tap it.
func (pn *Panel) Tree() *TreeView { return pn.search.view }
