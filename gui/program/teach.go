package program

// The screen's part of the Teach side (gui/teach): the program's own
// lines in the code view, its steps in words, its frames, and the names
// of the search tree's nodes, all from the recording.

import (
	"maps"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/engine/listing"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach"
)

// teacher implements teach.Puzzle and teach.Program for the screen.
type teacher struct {
	s     *Screen
	facts teach.Facts[code.Program]
}

var (
	_ teach.Puzzle  = (*teacher)(nil)
	_ teach.Program = (*teacher)(nil)
)

// newTeacher returns the screen's teacher; it notes the program of each
// run as the session starts it.
func newTeacher(s *Screen) *teacher {
	t := &teacher{s: s}
	t.facts.Follow(s.session, &code.Program{}, func(*trace.Recording) *code.Program {
		if s.program == nil {
			return &code.Program{}
		}
		return s.program
	})
	return t
}

// Method is part of teach.Puzzle: a program has no method's listing.
func (t *teacher) Method(uint64) (listing.Method, bool) { return "", false }

// Selected is part of teach.Puzzle: none either.
func (t *teacher) Selected() (listing.Method, bool) { return "", false }

// OnSelect is part of teach.Puzzle: f is told when the program in the
// editor changes, for the code view to show it before a run.
func (t *teacher) OnSelect(f func()) { t.s.selected = f }

// Source is part of teach.Program: the program of the run, or the one in
// the editor before a run.
func (t *teacher) Source(k uint64) []string {
	if k == 0 || t.s.session.Recording() == nil {
		return t.s.editorLines()
	}
	return t.facts.Load().Lines
}

// At is part of teach.Program: the line the step runs, from 0.
func (t *teacher) At(c *trace.Cursor) (int, string) {
	e := c.Event()
	st, _ := e.Detail.(*code.Step)
	if st == nil || st.Line == 0 {
		if b, ok := c.Board().(*code.State); ok && b.Line > 0 {
			return b.Line - 1, ""
		}
		return -1, ""
	}
	return st.Line - 1, st.Note
}

// Say is part of teach.Puzzle: the step in words.
func (t *teacher) Say(c *trace.Cursor) string {
	return i18n.Say(code.Say(t.facts.Load().Lines, c.Event()))
}

// Stack is part of teach.Puzzle: a line a call, the top level first,
// each with its arguments, its line and its other locals.
func (t *teacher) Stack(c *trace.Cursor) teach.Stack {
	st, _ := c.Board().(*code.State)
	if st == nil {
		return teach.Frames(0, nil)
	}
	frames := st.Frames
	// Where each list or dict is first seen, outermost call first: a
	// call handed its caller's path says so ("path=↑path"), as the state
	// view draws it once and tags it elsewhere.
	first := map[uint32]string{}
	for _, v := range st.Globals {
		if v.Val.ID != 0 {
			first[v.Val.ID] = v.Name
		}
	}
	owner := make([]map[uint32]string, len(frames))
	for i, f := range frames {
		owner[i] = maps.Clone(first)
		for _, v := range f.Locals {
			if _, ok := first[v.Val.ID]; v.Val.ID != 0 && !ok {
				first[v.Val.ID] = v.Name
			}
		}
	}
	return teach.Frames(len(frames), func(i int) teach.StackLine {
		return teach.StackLine{Text: frameLine(&frames[i], owner[i])}
	})
}

// frameLine is one frame as the stack shows it: "place(row=3)  line 21
// · col = 2"; a list or dict an outer call or the top level holds (in
// outer, by its id) is named by the name it has there.
func frameLine(f *code.Frame, outer map[uint32]string) string {
	var b strings.Builder
	if f.Func == "" {
		b.WriteString(i18n.T("program.stack.top"))
	} else {
		b.WriteString(f.Func)
		b.WriteString("(")
		n := 0
		for _, v := range f.Locals {
			if n > 0 {
				b.WriteString(", ")
			}
			if name, ok := outer[v.Val.ID]; ok && v.Val.ID != 0 {
				b.WriteString(v.Name + "=↑" + name)
			} else {
				b.WriteString(v.Name + "=" + code.Short(v.Val.String(), 24))
			}
			n++
			if n == paramsShown {
				break
			}
		}
		b.WriteString(")")
	}
	if f.Line > 0 {
		b.WriteString("  ")
		b.WriteString(i18n.T("program.stack.line", i18n.Args{"Line": strconv.Itoa(f.Line)}))
	}
	return b.String()
}

// paramsShown is how many locals a stack line names: the arguments come
// first, in order.
const paramsShown = 4

// Locate is part of teach.Puzzle: a program's pieces are not on a board
// the stack can point at.
func (t *teacher) Locate(int, int) (fyne.Position, float32, bool) { return fyne.Position{}, 0, false }

// Label is part of teach.Puzzle: a call by the arguments that changed, a
// stub by the value its loop tried, from the step that made the node.
func (t *teacher) Label(n tree.Node) string {
	if n.Kind == tree.Root {
		return i18n.T("program.tree.root")
	}
	rec := t.s.session.Recording()
	if rec == nil {
		return ""
	}
	e, ok := rec.Event(n.Step)
	if !ok {
		return ""
	}
	if st, ok := e.Detail.(*code.Step); ok {
		if e.Kind == engine.Reject {
			return i18n.T("program.tree.stub", i18n.Args{"Tried": st.Label, "Line": strconv.Itoa(st.Line)})
		}
		return st.NodeLabel()
	}
	return ""
}
