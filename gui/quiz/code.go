package quiz

import (
	"slices"

	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/engine/story"
)

// Code asks about a program's run (the Code screen), whose source is
// lines:
//   - which line runs next (tap it in the code), the next Line event. At
//     every choice it asks at each line; after backtracks, at the first
//     line after a return or a backtrack; at dead ends, at the first line
//     after a pruned try or a backtrack; never about a line the step
//     before lights already (the program's first, at its start);
//   - at every choice and after backtracks, what a list of the caller
//     (path) is once a call of the recursive function returns (pick one
//     of the values offered): the Leave, with the caller's list as the
//     state after it has it. The wrong choices are the slips a class
//     makes: the list as the call had it, or with one element more or
//     fewer.
//
// It follows the run's state (engine/code State) from the run's first
// step; after a gap in the steps it saw (the quiz turned on in the middle
// of a run at full speed), it asks about lines alone.
func Code(lines []string) Asker { return &codeAsker{lines: lines} }

type codeAsker struct {
	lines []string
	state code.State // the state before the step asked about
	seen  uint64     // the last step followed
	lost  bool       // a step went by unseen: the state is not the run's
	// lists holds each list's value, and the one before its last change
	// (path before its pop), by the list's identity.
	lists map[uint32][2]code.Val
}

// maxLists bounds the lists followed: a program that makes a new list at
// every call (path + [col]) would make the map grow without end. Past it
// the map starts again, and a question has one slip fewer to offer.
const maxLists = 4096

func (a *codeAsker) Why(q *Question, _ engine.Stats) story.Msg { return code.Say(a.lines, q.Event) }

// Follow takes in step e, after Ask.
func (a *codeAsker) Follow(e engine.Event) {
	if e.Seq != a.seen+1 {
		a.lost = true
	}
	a.seen = e.Seq
	if a.lost {
		return
	}
	if st, ok := e.Detail.(*code.Step); ok {
		for _, v := range st.Vars {
			if v.Val.ID == 0 || v.Val.Kind != code.List {
				continue
			}
			if a.lists == nil || len(a.lists) >= maxLists {
				a.lists = map[uint32][2]code.Val{}
			}
			was := a.lists[v.Val.ID]
			if !was[0].Equal(v.Val) {
				a.lists[v.Val.ID] = [2]code.Val{v.Val, was[0]}
			}
		}
	}
	a.state.Apply(&e)
}

func (a *codeAsker) Ask(m *Moment) (Question, bool) {
	e := m.Event
	p := m.Prev.Kind
	switch {
	case e.Kind == engine.Leave && (m.Mode == Every || m.Mode == AfterBacktrack):
		return a.askReturn(m)
	case e.Kind != engine.Line:
	case a.shownLine(m) == e.Row:
		// The line is lit already at the step before (the program's
		// start lights its first line): asked, it would be given away.
	case m.Mode == Every,
		m.Mode == AfterBacktrack && (p == engine.Undo || p == engine.Leave),
		m.Mode == DeadEnds && (p == engine.Reject || p == engine.Undo):
		return Question{
			Ask:  story.Text("quiz.code.line", nil),
			Want: Line, Row: e.Row, Choice: -1,
			Answer: story.Text("quiz.code.lineNo", map[string]any{"Line": e.Row}),
		}, true
	}
	return Question{}, false
}

// shownLine is the line the code views light at the step before m's,
// where a question about m's line is asked: that step's own line, or the
// last line run before it; 0 when it is not known (a step went by
// unseen).
func (a *codeAsker) shownLine(m *Moment) int {
	if st, ok := m.Prev.Detail.(*code.Step); ok && st.Line > 0 {
		return st.Line
	}
	if a.lost || m.Event.Seq != a.seen+1 {
		return 0
	}
	return a.state.Line
}

// askReturn asks, at the Leave of a recursive call into a call of the
// same function, what the caller's list is after the return: a list the
// caller shares with the call by name (path passed down as path).
func (a *codeAsker) askReturn(m *Moment) (Question, bool) {
	e := m.Event
	if a.lost || e.Seq != a.seen+1 || len(a.state.Frames) < 2 {
		return Question{}, false
	}
	callee, caller := a.state.Frames[len(a.state.Frames)-1], a.state.Frames[len(a.state.Frames)-2]
	if callee.ID != e.Frame || callee.Func != caller.Func || callee.Func == "" {
		return Question{}, false
	}
	after := a.state.Snapshot().(*code.State)
	after.Apply(&e)
	top := after.Top()
	if top == nil || top.ID != caller.ID {
		return Question{}, false
	}
	for _, v := range top.Locals {
		if v.Global || v.Val.Kind != code.List || v.Val.Cut != 0 {
			continue
		}
		i := slices.IndexFunc(callee.Locals, func(w code.Var) bool { return w.Name == v.Name })
		if i < 0 || callee.Locals[i].Val.Kind != code.List || callee.Locals[i].Val.Cut != 0 {
			continue
		}
		before := callee.Locals[i].Val
		choices, right := listChoices(v.Val, before, a.lists[v.Val.ID][1], e.Seq)
		if len(choices) < 3 {
			continue // nothing plausible to tell apart
		}
		say := func(s string) story.Msg { return story.Text("quiz.code.value", map[string]any{"Value": s}) }
		msgs := make([]story.Msg, len(choices))
		for j, c := range choices {
			msgs[j] = say(c)
		}
		return Question{
			Show: m.Prev.Seq,
			Ask: story.Text("quiz.code.after", map[string]any{
				"Name": v.Name, "Func": callee.Func}),
			Want: Choice, Choices: msgs, Choice: right,
			Answer: say(choices[right]),
		}, true
	}
	return Question{}, false
}

// listChoices offers the value of a list after a return, right, among
// the slips a class makes: the list as the call had it (before), the
// list before its last change (prev: the element the call appended and
// took back), the right one with its last element dropped (popped too
// soon) or before's last added, or nothing kept at all (the empty
// list); at most four, in an order that differs
// from question to question (seq), and the index of right among them.
func listChoices(right, before, prev code.Val, seq uint64) ([]string, int) {
	cands := []code.Val{right, before, prev, dropLast(right), addLast(right, before), {Kind: code.List}}
	var out []string
	for _, c := range cands {
		if s := c.String(); c.Kind == code.List && !slices.Contains(out, s) && len(out) < 4 {
			out = append(out, s)
		}
	}
	// Turn the list so that the right value is not always first.
	k := int(seq % uint64(len(out)))
	out = append(out[k:], out[:k]...)
	return out, (len(out) - k) % len(out)
}

// dropLast is list v without its last element (not a list when empty).
func dropLast(v code.Val) code.Val {
	if len(v.Items) == 0 {
		return code.Val{}
	}
	v.Items = v.Items[: len(v.Items)-1 : len(v.Items)-1]
	return v
}

// addLast is list v with the last element of w added, when w is longer.
func addLast(v, w code.Val) code.Val {
	if len(w.Items) <= len(v.Items) {
		return code.Val{}
	}
	v.Items = append(slices.Clip(v.Items), w.Items[len(w.Items)-1])
	return v
}
