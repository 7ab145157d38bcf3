package code

import (
	"slices"
	"unicode/utf8"

	"backtracklab/engine"
)

// maxOutput is the most lines of print output a state keeps: a console
// shows the last of them, and a program printing in a loop must not
// fill the memory.
const maxOutput = 5000

// State is a program's state at one step, rebuilt from the events of its
// run: its top-level variables, the frames of its calls with their
// locals, what it printed, and the line it is at. It is the recording's
// Board for the Code screen (trace.Board): Apply takes one event,
// Snapshot and Restore keep and bring back a copy.
//
// A State's slices are shared with its snapshots: Apply never writes
// into an element a snapshot can see, it replaces slices (full slice
// expressions force the copy).
type State struct {
	Globals []Var
	Frames  []Frame
	Output  []string // lines printed, the last one maybe unfinished
	Dropped int      // lines printed before Output's first, dropped past maxOutput
	Line    int      // the line the step is at; 0 before the first
}

// Frame is one call on the stack: the function, its frame id (the
// event's Frame), where it is, and its locals.
type Frame struct {
	ID     uint32
	Func   string
	Line   int
	Locals []Var
}

// Apply changes the state by one event of a program's run.
func (s *State) Apply(e *engine.Event) {
	st, _ := e.Detail.(*Step)
	switch e.Kind {
	case engine.Resync:
		*s = State{}
		if st != nil && st.State != nil {
			*s = st.State.copy()
		}
		return
	case engine.Enter:
		f := Frame{ID: e.Frame}
		if st != nil {
			f.Func, f.Line = st.Func, st.Line
			f.Locals = slices.Clip(slices.Clone(st.Args))
		}
		s.Frames = append(slices.Clip(s.Frames), f)
	case engine.Leave:
		if n := len(s.Frames); n > 0 {
			s.Frames = slices.Clip(s.Frames[:n-1])
		}
	}
	if st == nil {
		return
	}
	if st.Line > 0 {
		s.Line = st.Line
		if n := len(s.Frames); n > 0 && e.Kind != engine.Leave {
			s.frame(n - 1).Line = st.Line
		}
	}
	for _, v := range st.Vars {
		switch n := len(s.Frames); {
		case v.Global:
			s.Globals = set(s.Globals, v)
		case v.Frame != 0:
			for i := n - 1; i >= 0; i-- {
				if s.Frames[i].ID == v.Frame {
					f := s.frame(i)
					f.Locals = set(f.Locals, Var{Name: v.Name, Val: v.Val})
					break
				}
			}
		case n > 0:
			f := s.frame(n - 1)
			f.Locals = set(f.Locals, v)
		}
		if v.Val.ID != 0 {
			s.share(v)
		}
	}
	for _, name := range st.Gone {
		s.Globals = unset(s.Globals, name)
	}
	if st.Output != "" {
		s.print(st.Output)
	}
}

// share gives every other name of v's list or dict its new value: a list
// changed through one name (a call's path) has changed for every name of
// it (the caller's path, the same object), and the State shows each as
// the program would print it. Inside the top-level variables it looks
// into their items too (a row of a board); a call's locals, only their
// own values.
func (s *State) share(v Var) {
	for i := range s.Globals {
		g := &s.Globals[i]
		if g.Global == v.Global && g.Name == v.Name {
			continue
		}
		if nv, ok := replaced(g.Val, v.Val, 0); ok {
			s.Globals = slices.Clone(s.Globals)
			s.Globals[i].Val = nv
		}
	}
	for i := range s.Frames {
		for j, l := range s.Frames[i].Locals {
			if l.Val.ID != v.Val.ID || (!v.Global && i == len(s.Frames)-1 && l.Name == v.Name) {
				continue
			}
			f := s.frame(i)
			f.Locals = slices.Clone(f.Locals)
			f.Locals[j].Val = v.Val
		}
	}
}

// replaced is in with the value of object by.ID replaced by by, if it
// is in or one of its items (a row of a board); false if neither.
func replaced(in, by Val, depth int) (Val, bool) {
	if in.ID == by.ID {
		return by, !in.Equal(by)
	}
	if depth > 0 || len(in.Items) == 0 {
		return in, false // a board's rows are as deep as it looks
	}
	var items []Val
	for i, it := range in.Items {
		if nv, ok := replaced(it, by, depth+1); ok {
			if items == nil {
				items = slices.Clone(in.Items)
			}
			items[i] = nv
		}
	}
	if items == nil {
		return in, false
	}
	in.Items = items
	return in, true
}

// frame returns frame i after copying the frames slice, so that a
// snapshot holding the old one keeps its frame as it was.
func (s *State) frame(i int) *Frame {
	s.Frames = slices.Clone(s.Frames)
	return &s.Frames[i]
}

// set is vars with v's value replacing that of the same name, or added;
// a new slice.
func set(vars []Var, v Var) []Var {
	out := slices.Clone(vars)
	for i := range out {
		if out[i].Name == v.Name {
			out[i] = v
			return out
		}
	}
	return append(out, v)
}

func unset(vars []Var, name string) []Var {
	return slices.DeleteFunc(slices.Clone(vars), func(v Var) bool { return v.Name == name })
}

// print adds text to the output, its lines split at newlines.
func (s *State) print(text string) {
	out := slices.Clone(s.Output)
	for len(text) > 0 {
		if len(out) == 0 {
			out = append(out, "")
		}
		i := 0
		for i < len(text) && text[i] != '\n' {
			i++
		}
		out[len(out)-1] = cutLine(out[len(out)-1], text[:i])
		if i < len(text) {
			out = append(out, "")
			i++
		}
		text = text[i:]
	}
	if over := len(out) - maxOutput; over > 0 {
		out = slices.Clone(out[over:])
		s.Dropped += over
	}
	s.Output = slices.Clip(out)
}

// maxLine is the most bytes a line of output keeps: a console draws a
// line whole, and a line of ten million characters takes the window
// seconds to shape.
const maxLine = 2000

// cutLine is line with more appended, cut past maxLine with an ellipsis.
func cutLine(line, more string) string {
	if len(line) >= maxLine {
		return line // cut already
	}
	line += more
	if len(line) <= maxLine {
		return line
	}
	cut := maxLine
	for cut > 0 && !utf8.RuneStart(line[cut]) {
		cut--
	}
	return line[:cut] + "…"
}

// Snapshot returns the state as a value later Apply calls do not change.
func (s *State) Snapshot() any {
	c := s.copy()
	return &c
}

// Restore sets the state to a snapshot.
func (s *State) Restore(snapshot any) {
	*s = snapshot.(*State).copy()
}

// copy is s with slices of its own, their elements shared: the elements
// are never written in place (see State).
func (s *State) copy() State {
	c := *s
	c.Globals = slices.Clip(slices.Clone(s.Globals))
	c.Frames = slices.Clip(slices.Clone(s.Frames))
	c.Output = slices.Clip(slices.Clone(s.Output))
	return c
}

// Top is the frame that runs, or nil at top level.
func (s *State) Top() *Frame {
	if len(s.Frames) == 0 {
		return nil
	}
	return &s.Frames[len(s.Frames)-1]
}
