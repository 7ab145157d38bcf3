package code

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"go.starlark.net/starlark"

	"backtracklab/engine"
)

// This file is the watched part of a run: the events of every step.

// enter announces frame j of the stack (a program frame): for a node,
// its Try and Place first; sync marks a restatement.
func (r *run) enter(j int, sync bool) {
	info := &r.stack[j]
	fr := r.th.DebugFrame(len(r.stack) - 1 - j)
	r.nextID++
	info.id = r.nextID
	info.args = r.args(fr)
	st := &Step{Func: info.fn, Args: info.args, Line: int(info.def.line)}
	caller := r.callerOf(j)
	if info.node && caller != nil {
		st.Label = label(info.args, caller.args)
		tried := ""
		if it := caller.iter; it.open {
			// The value the caller's loop tried leads to this call: in
			// row-by-row N-Queens every call of a row reads row=1, and
			// col=2 tells them apart.
			tried = it.tried
		}
		r.nodes++
		it := &caller.iter
		place := engine.Event{Kind: engine.Place, Row: caller.line, Value: r.nodes, Sync: sync,
			Detail: &Step{Line: caller.line, Func: info.fn, Label: st.Label, Tried: tried}}
		if !sync {
			try := place
			try.Kind = engine.Try
			try.Detail = &Step{Line: caller.line, Func: info.fn, Label: st.Label}
			r.emit(try, caller)
			it.called = true
		}
		r.emit(place, caller)
		info.placed = place
	}
	info.locals = info.args
	r.emit(engine.Event{Kind: engine.Enter, Sync: sync, Detail: st}, info)
	info.line = 0
}

// leave announces the return of frame j: its Leave and, for a node, the
// Undo of its Place.
func (r *run) leave(j int) {
	info := &r.stack[j]
	r.endIteration(info)
	caller := r.callerOf(j)
	st := &Step{Func: info.fn, Return: info.result}
	if caller != nil {
		st.Back = caller.line
	}
	if info.result == nil {
		none := Val{Kind: None, Text: "None"}
		st.Return = &none
	}
	// What its last line did to the top-level variables, or, leaving
	// the top level, all of them.
	if j == 0 {
		st.Vars = r.globalChanges(nil)
	} else {
		st.Vars = r.globalChanges(r.names(info.line))
	}
	r.emit(engine.Event{Kind: engine.Leave, Detail: st}, info)
	if info.node && caller != nil {
		undo := info.placed
		undo.Kind, undo.Sync = engine.Undo, false
		undo.Detail = &Step{Line: caller.line, Func: info.fn, Label: info.placed.Detail.(*Step).Label}
		r.emit(undo, caller)
	}
}

// callerOf is the program frame below frame j, or nil.
func (r *run) callerOf(j int) *frameInfo {
	for i := j - 1; i >= 0; i-- {
		if r.stack[i].program {
			return &r.stack[i]
		}
	}
	return nil
}

// args are the parameters of fr's function, as they stand.
func (r *run) args(fr starlark.DebugFrame) []Var {
	fn, ok := fr.Callable().(*starlark.Function)
	if !ok {
		return nil
	}
	n := min(fn.NumParams(), fr.NumLocals())
	vars := make([]Var, 0, n)
	for i := range n {
		b, v := fr.Local(i)
		v = unwrap(v)
		if v == nil {
			continue
		}
		vars = append(vars, Var{Name: b.Name, Val: r.copyOf(v)})
	}
	return vars
}

// label names a call in the tree by the arguments that differ from its
// caller's: "path=[1, 3]"; all of them if none differs.
func label(args, caller []Var) string {
	var parts []string
	for _, a := range args {
		same := false
		for _, c := range caller {
			if c.Name == a.Name && c.Val.Equal(a.Val) {
				same = true
			}
		}
		if !same {
			parts = append(parts, a.Name+"="+Short(a.Val.String(), 24))
		}
	}
	if len(parts) == 0 {
		for _, a := range args {
			parts = append(parts, a.Name+"="+Short(a.Val.String(), 24))
		}
	}
	return strings.Join(parts, ", ")
}

// Short is s cut to n characters, with an ellipsis: a label, a note, a
// tree node and the Code screen's call stack cut their values alike.
func Short(s string, n int) string {
	count := 0
	for i := range s { // by rune, and no further than n: s may be 100 MB
		if count == n-1 {
			if _, size := utf8.DecodeRuneInString(s[i:]); i+size < len(s) { // more than one rune left
				return s[:i] + "…"
			}
			return s
		}
		count++
	}
	return s
}

// marked is the builtins lineHook and passHook: a statement of the
// innermost program frame is about to run (a pass of a loop's body
// begins): announce its line, with the variables changed since the last
// step and the values of the names it reads, and follow the passes of a
// choice loop.
func (r *run) marked(pass bool) func(*starlark.Thread, *starlark.Builtin, starlark.Tuple, []starlark.Tuple) (starlark.Value, error) {
	return func(_ *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, _ []starlark.Tuple) (starlark.Value, error) {
		r.hookSteps += markerSteps - 1 // the POP after it is counted when it runs
		r.popDue = true
		if len(args) != 1 {
			return starlark.None, nil
		}
		n, _ := starlark.AsInt32(args[0])
		r.marks[len(r.marks)-1] = int(n)
		if r.watched {
			r.announce(int(n), pass)
		}
		return starlark.None, nil
	}
}

func (r *run) announce(ln int, pass bool) {
	info := r.programTop()
	if info == nil || info.id == 0 || r.th.CallStackDepth() < 2 {
		return
	}
	fr := r.th.DebugFrame(1) // 0 is the marker itself
	if r.p.recursive[info.def] {
		r.passes(info, ln, pass, fr)
	}
	if pass && ln == info.line {
		return // the loop's first pass: its line was just announced
	}
	names := r.names(info.line)
	full := false
	if r.lines++; r.lines%fullEvery == 0 {
		names, full = nil, true
	}
	info.line = ln
	st := &Step{Line: ln}
	st.Vars = append(r.localChanges(info, fr), r.globalChanges(names)...)
	if full {
		st.Vars = append(st.Vars, r.callerChanges(info)...)
	}
	st.Note = r.note(ln, fr)
	r.emit(engine.Event{Kind: engine.Line, Row: ln, Detail: st}, info)
}

// passes follows the passes of frame info through its choice loops: a
// pass that ends with no recursive call is a pruned stub.
func (r *run) passes(info *frameInfo, ln int, pass bool, fr starlark.DebugFrame) {
	it := &info.iter
	if pass {
		if it.open && it.head == ln {
			r.endIteration(info)
		}
		if l := r.p.loopAt(info.def, ln); l != nil && !it.open {
			*it = iteration{open: true, head: ln, tried: r.tried(l, fr), end: l.end}
		}
		return
	}
	if !it.open {
		return
	}
	if ln < it.head || ln > it.end {
		r.endIteration(info)
		return
	}
	if !r.p.jumps[ln] {
		it.last = ln
	}
}

// endIteration closes the pass info is in: a stub when it made no
// recursive call.
func (r *run) endIteration(info *frameInfo) {
	it := &info.iter
	if !it.open {
		return
	}
	it.open = false
	if it.called {
		return
	}
	r.stubs++
	line := it.last
	if line == 0 {
		line = it.head
	}
	st := &Step{Line: line, Func: info.fn, Label: it.tried}
	try := engine.Event{Kind: engine.Try, Row: line, Value: -r.stubs, Detail: st}
	r.emit(try, info)
	rej := try
	rej.Kind, rej.Conflict = engine.Reject, engine.Pruned
	rej.Detail = &Step{Line: line, Func: info.fn, Label: it.tried}
	r.emit(rej, info)
}

// tried is what a pass of loop l tries: its variables' values.
func (r *run) tried(l *loop, fr starlark.DebugFrame) string {
	var parts []string
	for _, name := range l.vars {
		if v, ok := r.local(fr, name); ok {
			parts = append(parts, name+"="+Short(v.String(), 16))
		}
	}
	return strings.Join(parts, ", ")
}

// local is fr's local name, if it is set.
func (r *run) local(fr starlark.DebugFrame, name string) (Val, bool) {
	for i := range fr.NumLocals() {
		b, v := fr.Local(i)
		v = unwrap(v)
		if b.Name == name && v != nil {
			return r.copyOf(v), true
		}
	}
	return Val{}, false
}

// localText is fr's local name as a note shows it, 32 characters at
// most, if it is set and is data.
func (r *run) localText(fr starlark.DebugFrame, name string) (string, bool) {
	for i := range fr.NumLocals() {
		b, v := fr.Local(i)
		v = unwrap(v)
		if b.Name != name || v == nil {
			continue
		}
		switch v.(type) {
		case *starlark.Function, *starlark.Builtin:
			return "", false
		}
		var sb strings.Builder
		brief(&sb, v, 33)
		return Short(sb.String(), 32), true
	}
	return "", false
}

// brief writes v as the program prints it, stopping once b holds more
// than budget bytes: a note shows 32 characters of a list of thousands.
func brief(b *strings.Builder, v starlark.Value, budget int) {
	if b.Len() > budget {
		return
	}
	var items func(int) starlark.Value
	var n int
	open, end := "[", "]"
	switch x := v.(type) {
	case *starlark.List:
		items, n = x.Index, x.Len()
	case starlark.Tuple:
		items, n, open, end = func(i int) starlark.Value { return x[i] }, len(x), "(", ")"
	case starlark.String:
		if b.Len() > 0 {
			b.WriteString(x.String())
		} else {
			b.WriteString(Short(string(x), budget))
		}
		return
	case *starlark.Set:
		var all []starlark.Value
		it := x.Iterate()
		var e starlark.Value
		for len(all) < 16 && it.Next(&e) {
			all = append(all, e)
		}
		it.Done()
		items, n, open, end = func(i int) starlark.Value { return all[i] }, len(all), "set([", "])"
	case *starlark.Dict:
		b.WriteString(Short(fmt.Sprintf("{… %d items}", x.Len()), budget))
		return
	default:
		b.WriteString(Short(v.String(), budget))
		return
	}
	b.WriteString(open)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		if b.Len() > budget {
			b.WriteString("…")
			break
		}
		brief(b, items(i), budget)
	}
	b.WriteString(end)
}

// localChanges are fr's locals that changed since info last saw them.
func (r *run) localChanges(info *frameInfo, fr starlark.DebugFrame) []Var {
	if _, ok := fr.Callable().(*starlark.Function); !ok || r.stack[0].id == info.id {
		return nil
	}
	var out []Var
	if len(info.raw) != fr.NumLocals() {
		info.raw = make([]starlark.Value, fr.NumLocals())
	}
	for i := range fr.NumLocals() {
		b, v := fr.Local(i)
		v = unwrap(v)
		if v == nil {
			continue
		}
		if _, ok := v.(*starlark.Function); ok {
			continue
		}
		// A value that cannot change in place (a number, a string, a
		// bool) and is the one seen last needs no copy: most locals at
		// most lines (a loop's index).
		if immutable(v) && info.raw[i] == v {
			continue
		}
		info.raw[i] = v
		nv := Var{Name: b.Name, Val: r.copyOf(v)}
		k := index(info.locals, b.Name)
		if k >= 0 && info.locals[k].Val.Equal(nv.Val) {
			continue
		}
		if k >= 0 {
			info.locals = set(info.locals, nv)
		} else {
			info.locals = append(info.locals, nv)
		}
		out = append(out, nv)
	}
	return out
}

// callerChanges are the locals of the other calls open that changed since
// they last ran a line, each marked with its frame: a nested function
// fills its caller's list (LeetCode's res inside permute) while the caller
// waits. It is called from a marker: the interpreter's frame 0 is it.
func (r *run) callerChanges(top *frameInfo) []Var {
	var out []Var
	for j := range r.stack {
		info := &r.stack[j]
		if !info.program || info.id == 0 || info == top || j == 0 {
			continue
		}
		fr := r.th.DebugFrame(len(r.stack) - j)
		for _, v := range r.localChanges(info, fr) {
			v.Frame = info.id
			out = append(out, v)
		}
	}
	return out
}

// immutable reports whether v is a value no step can change in place,
// comparable with ==.
func immutable(v starlark.Value) bool {
	switch v.(type) {
	case starlark.Int, starlark.String, starlark.Bool, starlark.NoneType, starlark.Float:
		return true
	}
	return false
}

func index(vars []Var, name string) int {
	for i, v := range vars {
		if v.Name == name {
			return i
		}
	}
	return -1
}

// globalChanges are the top-level variables that changed since last
// announced (functions left out: they are the program, not its state):
// of those named, or with names nil all of them. Copying every variable
// at every line costs a run with a list of 5,040 permutations 45 s of
// its 46, so a line looks at the names the line before it used, and
// every fullEvery lines at all of them (a list changed through another
// name of it shows then).
func (r *run) globalChanges(names []string) []Var {
	g := r.globalsDict()
	if names == nil {
		names = g.Keys()
	}
	var out []Var
	for _, name := range names {
		v, ok := g[name]
		if !ok {
			continue
		}
		if _, ok := v.(*starlark.Function); ok {
			continue
		}
		nv := Var{Name: name, Global: true, Val: r.copyOf(v)}
		k := index(r.globals, name)
		if k >= 0 && r.globals[k].Val.Equal(nv.Val) {
			continue
		}
		if k >= 0 {
			r.globals[k] = nv
		} else {
			r.globals = append(r.globals, nv)
		}
		out = append(out, nv)
	}
	return out
}

// fullEvery is how many lines pass between two looks at every top-level
// variable (see globalChanges).
const fullEvery = 64

// names are the names line ln uses (none for no line: never nil, which
// means all).
func (r *run) names(ln int) []string {
	if n := r.p.reads[ln]; n != nil {
		return n
	}
	return []string{}
}

// note is the values of the names line ln reads that are variables:
// "row = 3, col = 1".
func (r *run) note(ln int, fr starlark.DebugFrame) string {
	// The numbers and strings a condition tests first (v in a Sudoku's
	// "grid[r][i] == v"), then the lists and dicts, briefly: four at most.
	var scalars, containers []string
	for _, name := range r.p.reads[ln] {
		text, ok := r.localText(fr, name)
		if !ok {
			if k := index(r.globals, name); k >= 0 && r.globals[k].Val.Kind != Other {
				text, ok = Short(r.globals[k].Val.String(), 32), true
			}
		}
		if !ok {
			continue
		}
		part := name + " = " + text
		if strings.HasPrefix(text, "[") || strings.HasPrefix(text, "(") || strings.HasPrefix(text, "{") || strings.HasPrefix(text, "set(") {
			containers = append(containers, part)
		} else {
			scalars = append(scalars, part)
		}
	}
	parts := append(scalars, containers...)
	return strings.Join(parts[:min(len(parts), 4)], ", ")
}

// resync restates where the run stands to a watcher that joins: the
// Resync with the top-level state, then every program frame with its
// Place (a node) and Enter, all Sync.
func (r *run) resync() {
	r.globals = nil
	r.nextID, r.nodes = 0, 0
	r.t.Stats.Checks = r.own()
	state := &State{Globals: r.globalChanges(nil), Output: r.console.Output, Dropped: r.console.Dropped}
	r.pending = ""
	r.t.Emit(engine.Event{Kind: engine.Resync, Checks: r.checks(), Detail: &Step{State: state}})
	k := 0 // the program frame's index, in r.marks
	for j := range r.stack {
		info := &r.stack[j]
		if !info.program {
			continue
		}
		mark := 0
		if k < len(r.marks) {
			mark = r.marks[k]
		}
		k++
		info.iter = iteration{}
		r.enter(j, true)
		fr := r.th.DebugFrame(len(r.stack) - 1 - j)
		if j > 0 {
			info.locals, info.raw = nil, nil
			if ch := r.localChanges(info, fr); len(ch) > 0 {
				// The Enter restated the arguments; the locals follow,
				// at the line last marked (the interpreter's position
				// may name one that did not run).
				info.line = mark
				if info.line == 0 {
					info.line = int(fr.Position().Line)
				}
				r.emit(engine.Event{Kind: engine.Line, Row: info.line, Sync: true,
					Detail: &Step{Line: info.line, Vars: ch}}, info)
			}
		}
	}
}

// copyBudget is the most values one copy holds, its items and theirs
// all told: a step copies what a view can draw, not a 64-level tower of
// shared lists (64 items a level, four levels: 16 million values).
const copyBudget = 2048

// copyOf copies v as it stands, within copyBudget.
func (r *run) copyOf(v starlark.Value) Val {
	r.budget = copyBudget
	return r.val(v, 0)
}

// val copies v as it stands, lists and dicts with their identity, taking
// what it holds from r.budget.
func (r *run) val(v starlark.Value, depth int) Val {
	switch x := v.(type) {
	case starlark.NoneType:
		return Val{Kind: None, Text: "None"}
	case starlark.Bool:
		return Val{Kind: Bool, Text: x.String()}
	case starlark.Int:
		return Val{Kind: Int, Text: x.String()}
	case starlark.Float:
		return Val{Kind: Float, Text: x.String()}
	case starlark.String:
		return Val{Kind: String, Text: Short(string(x), 200)}
	case *starlark.List:
		return r.items(List, x, x.Len(), x.Index, depth)
	case starlark.Tuple:
		return r.items(Tuple, nil, len(x), func(i int) starlark.Value { return x[i] }, depth)
	case *starlark.Dict:
		out := Val{Kind: Dict, ID: r.id(x)}
		if depth >= maxDepth || r.budget <= 0 {
			out.Cut = x.Len()
			return out
		}
		for i, kv := range x.Items() {
			if i == maxItems || r.budget <= 0 {
				out.Cut = x.Len() - i
				break
			}
			r.budget -= 2
			out.Keys = append(out.Keys, r.val(kv[0], depth+1))
			out.Items = append(out.Items, r.val(kv[1], depth+1))
		}
		return out
	}
	var b strings.Builder
	brief(&b, v, 80)
	return Val{Kind: Other, Text: Short(b.String(), 80)}
}

// maxDepth is how deep a copy goes into lists of lists: a board is two.
const maxDepth = 4

func (r *run) items(kind ValKind, obj any, n int, at func(int) starlark.Value, depth int) Val {
	out := Val{Kind: kind}
	if obj != nil {
		out.ID = r.id(obj)
	}
	if depth >= maxDepth {
		out.Cut = n
		return out
	}
	k := max(0, min(n, maxItems, r.budget))
	r.budget -= k
	out.Items = make([]Val, k)
	for i := range k {
		out.Items[i] = r.val(at(i), depth+1)
	}
	out.Cut = n - k
	return out
}

// id names a list or dict object, from 1 in the order met.
func (r *run) id(obj any) uint32 {
	if id, ok := r.ids[obj]; ok {
		return id
	}
	id := uint32(len(r.ids) + 1)
	r.ids[obj] = id
	return id
}
