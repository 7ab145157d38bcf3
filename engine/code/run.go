package code

import (
	"errors"
	"fmt"
	"io"
	"runtime/metrics"
	"strings"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"backtracklab/engine"
	"backtracklab/engine/story"
)

// Limits bound a run of a program nobody checked: any code a person
// types is untrusted.
type Limits struct {
	Steps  uint64 // interpreter steps; 0: DefaultSteps
	Depth  int    // calls of the program's functions open at once; 0: DefaultDepth
	Memory uint64 // bytes of Go heap in use; 0: DefaultMemory
}

// The default limits.
const (
	DefaultSteps  = 50_000_000
	DefaultDepth  = 1000
	DefaultMemory = 512 << 20
)

const (
	// pollEvery is how many interpreter steps pass between two polls of
	// the Runner (stop, pause): the library runs about 40 million steps
	// a second, so a poll every 4,096 comes every 0.1 ms or so.
	pollEvery = 1 << 12
	// memoryEvery is how many steps pass between two readings of the
	// heap: a reading costs a microsecond or two, 1% of 4,096 steps; one
	// step that asks for much at once is weighed by the guards.
	memoryEvery = pollEvery
)

// Run is the Search of one run of p: it runs the program from its first
// line, reports every step to the tracer while watched (see the package
// doc) and every solution always, and ends Done, Failed (an error or a
// limit: the Finish event's Detail says which) or Stopped. out, if not
// nil, gets what the program prints as it prints it.
func (p *Program) Run(limits Limits, out io.Writer) engine.Search {
	return func(t *engine.Tracer) engine.End {
		r := newRun(p, t, limits, out)
		return r.run()
	}
}

// frameInfo is what a run keeps of each frame on the interpreter's stack.
type frameInfo struct {
	program bool   // a function of the program, not a builtin
	fn      string // its name
	def     def    // where its def is
	id      uint32 // its frame id, once announced
	depth   int    // its depth among the program's frames (top level 0)
	node    bool   // a call of a recursive function from a call of it: a node of the tree
	placed  engine.Event
	line    int // the line last announced in it
	locals  []Var
	raw     []starlark.Value // the locals last copied, by index (see localChanges)
	args    []Var
	iter    iteration
	result  *Val // what its return statement returned, if it did
}

// iteration is a pass through a choice loop's body, while watched.
type iteration struct {
	open   bool
	called bool // it made a recursive call
	head   int
	end    int // the last line of the loop's body
	last   int // the last line it ran, but for continue, break and pass
	tried  string
}

type run struct {
	p      *Program
	t      *engine.Tracer
	th     *starlark.Thread
	limits Limits
	out    io.Writer

	stack     []frameInfo // one per interpreter frame, bottom first
	depth     int         // the interpreter's call depth at the last step
	frames    int         // the program's frames open
	nextID    uint32
	watched   bool
	fail      *Error
	stopped   bool
	steps     uint64 // steps at the last event
	pending   string // printed since the last event
	console   State  // what the program printed, always kept (for a Resync)
	globals   []Var  // the top-level variables as last announced
	ids       map[any]uint32
	lists     []watchedList
	solved    uint64
	mem       []metrics.Sample
	nodes     int
	stubs     int
	hookSteps uint64 // steps of the added calls (see own)
	marks     []int  // the line last marked in each program frame open
	popDue    bool   // a marker's call returned: the next step is its POP
	inStep    bool   // in the step callback (see own)
	budget    int    // values a copy may still take (see copyOf)
	lines     int    // lines announced, for the full look every fullEvery
	begun     bool   // a step has run: a watcher joining later gets a Resync
	rootDone  bool
}

// watchedList is a top-level list whose growth records a solution.
type watchedList struct {
	l *starlark.List
	n int
}

func newRun(p *Program, t *engine.Tracer, limits Limits, out io.Writer) *run {
	if limits.Steps == 0 {
		limits.Steps = DefaultSteps
	}
	if limits.Depth == 0 {
		limits.Depth = DefaultDepth
	}
	if limits.Memory == 0 {
		limits.Memory = DefaultMemory
	}
	r := &run{p: p, t: t, limits: limits, out: out, ids: map[any]uint32{},
		mem: []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}}
	r.th = &starlark.Thread{Name: p.Name, Print: r.print}
	r.th.SetMaxExecutionSteps(1)
	r.th.OnMaxSteps = r.step
	return r
}

func (r *run) run() engine.End {
	predeclared := starlark.StringDict{
		"solution": starlark.NewBuiltin("solution", r.solution),
		returnHook: starlark.NewBuiltin(returnHook, r.returned),
		lineHook:   starlark.NewBuiltin(lineHook, r.marked(false)),
		passHook:   starlark.NewBuiltin(passHook, r.marked(true)),
		mulHook:    starlark.NewBuiltin(mulHook, r.binary(syntax.STAR)),
		addHook:    starlark.NewBuiltin(addHook, r.binary(syntax.PLUS)),
		growHook:   starlark.NewBuiltin(growHook, r.grow),
	}
	globals, err := r.init(predeclared)
	r.t.Stats.Checks = r.own()
	if r.stopped {
		return engine.Stopped
	}
	if r.fail == nil && err != nil {
		r.fail = runtimeError(err)
	}
	out := &Outcome{Err: r.fail, State: r.final(globals)}
	end := engine.Done
	e := engine.Event{Kind: engine.Leave, Result: out}
	if r.fail != nil {
		// A failed run leaves its calls open, as a stopped one does; its
		// last step is the line that failed.
		end = engine.Failed
		e.Kind, e.Row = engine.Line, r.fail.Line
	} else {
		// The calls have returned: the top level's Leave is the last step.
		r.depth = 0
		r.pop(1)
	}
	top := r.announced()
	if r.watched && top != nil {
		e.Frame, e.Depth, e.Checks = top.id, top.depth, r.checks()
		e.Detail = &Step{Line: r.fail.lineOr(0), Output: r.takeOutput(), Err: r.fail}
		if r.fail == nil {
			e.Detail.(*Step).Return = &Val{Kind: None, Text: "None"}
		}
	} else {
		e.Aside = true
		e.Detail = &Step{Err: r.fail}
	}
	r.t.Found(e)
	return end
}

// init runs the program. A panic of the interpreter (a program it was
// never meant to see) is the program's failure at the line it had
// reached, said as such, not the app's crash.
func (r *run) init(predeclared starlark.StringDict) (globals starlark.StringDict, err error) {
	defer func() {
		p := recover()
		if engine.IsStop(p) {
			// Stop, unwinding to the Runner, which reports the counters
			// with the run's end: they say every step that ran, not
			// those up to the last poll. A watched run stops at an event,
			// which has counted its steps (the step whose callback made
			// it never runs); an unwatched one at a result found aside,
			// in a step under way.
			if r.watched {
				r.t.Stats.Checks = r.steps
			} else {
				r.t.Stats.Checks = r.own()
			}
			panic(p)
		}
		if p != nil && r.fail == nil {
			line := 0
			if n := len(r.marks); n > 0 {
				line = r.marks[n-1]
			}
			r.fail = &Error{Line: line, Msg: story.Text("program.error.interpreter", map[string]any{"Line": line}), Detail: fmt.Sprint(p)}
		}
	}()
	return r.p.compiled.Init(r.th, predeclared)
}

// announced is the innermost program frame a watcher was told of (one
// refused for its depth never was), or nil.
func (r *run) announced() *frameInfo {
	for j := len(r.stack) - 1; j >= 0; j-- {
		if r.stack[j].program && r.stack[j].id != 0 {
			return &r.stack[j]
		}
	}
	return nil
}

// maxPending is the most output one step carries: a console shows the
// last few thousand lines anyway.
const maxPending = 1 << 16

// Outcome is what a run found, reported on its last step, the top
// level's Leave (Event.Result), even to a run nobody watched: how it
// ended (Err, nil when it ran to its end) and the state it left, its
// top-level variables and all it printed.
type Outcome struct {
	Err   *Error
	State *State
}

// step runs before every interpreter step (the thread's step limit is 1).
func (r *run) step(th *starlark.Thread) {
	r.inStep = true
	defer r.endStep()
	n := r.own()
	if n > r.limits.Steps {
		r.failWith(story.Text("program.error.steps", map[string]any{"Max": story.Number(r.limits.Steps)}))
		return
	}
	if n%pollEvery == 0 {
		r.t.Stats.Checks = n
		if !r.t.Continue() {
			r.stopped = true
			th.Cancel("stopped")
			return
		}
		if n%memoryEvery == 0 && r.overMemory() {
			r.failWith(story.Text("program.error.memory", map[string]any{"Max": story.Number(r.limits.Memory >> 20)}))
			return
		}
	}
	if d := th.CallStackDepth(); d != r.depth {
		if d < r.depth {
			r.pop(d)
		}
		if d > r.depth {
			r.push(d)
		}
		r.depth = d
		if r.fail != nil {
			return
		}
	}
	if len(r.lists) > 0 {
		r.checkLists()
	}
	watched := r.t.Watched()
	if watched != r.watched {
		r.watched = watched
		switch {
		case !watched:
		case r.begun:
			r.resync()
		default:
			// Watched from its first step: the run begins as it is, no
			// restatement.
			r.begun = true
			for j := range r.stack {
				if r.stack[j].program {
					r.enter(j, false)
				}
			}
		}
	}
	r.begun = true
}

// final is the state a run left: its top-level variables (globals, as
// the program's initialisation returned them) and what it printed.
func (r *run) final(globals starlark.StringDict) *State {
	st := &State{Output: r.console.Output, Dropped: r.console.Dropped}
	if globals == nil { // it failed: what was last announced, if watched
		st.Globals = r.globals
	}
	for _, name := range globals.Keys() {
		v := globals[name]
		if _, ok := v.(*starlark.Function); ok {
			continue
		}
		st.Globals = append(st.Globals, Var{Name: name, Global: true, Val: r.copyOf(v)})
	}
	return st
}

// overMemory reports whether the program holds more than its limit.
// The Go heap is shared with whoever watches (a recording of a million
// steps takes hundreds of MB), so it only says when to look closer: past
// the limit, the values the program can reach (its top-level variables
// and its calls' locals) are weighed, and those decide.
func (r *run) overMemory() bool {
	metrics.Read(r.mem)
	if r.mem[0].Value.Uint64() <= r.limits.Memory {
		return false
	}
	w := weigher{seen: map[any]bool{}, limit: r.limits.Memory}
	for _, v := range r.globalsDict() {
		if w.weigh(v) {
			return true
		}
	}
	for i := range r.th.CallStackDepth() {
		fr := r.th.DebugFrame(i)
		for j := range fr.NumLocals() {
			if _, v := fr.Local(j); v != nil && w.weigh(unwrap(v)) {
				return true
			}
		}
	}
	return false
}

// weigher adds up the bytes of values, each object once, and stops once
// past limit.
type weigher struct {
	seen  map[any]bool
	total uint64
	limit uint64
}

// weigh adds v and what it holds; it reports whether the total is past
// the limit. The sizes are those of the interpreter's values on a 64-bit
// machine, roughly: an interface word pair per item, a header per object.
func (w *weigher) weigh(v starlark.Value) bool {
	switch x := v.(type) {
	case starlark.String:
		w.total += 16 + uint64(len(x))
	case *starlark.List:
		if w.seen[x] {
			return false
		}
		w.seen[x] = true
		w.total += 48 + 16*uint64(x.Len())
		for i := range x.Len() {
			if w.total > w.limit || w.weigh(x.Index(i)) {
				return true
			}
		}
	case starlark.Tuple:
		w.total += 24 + 16*uint64(len(x))
		for _, it := range x {
			if w.total > w.limit || w.weigh(it) {
				return true
			}
		}
	case *starlark.Dict:
		if w.seen[x] {
			return false
		}
		w.seen[x] = true
		w.total += 64 + 64*uint64(x.Len())
		for _, kv := range x.Items() {
			if w.total > w.limit || w.weigh(kv[0]) || w.weigh(kv[1]) {
				return true
			}
		}
	default:
		w.total += 16
	}
	return w.total > w.limit
}

// failWith ends the run with msg at the line that runs.
func (r *run) failWith(msg story.Msg) {
	if r.fail == nil {
		r.fail = &Error{Msg: msg, Line: r.currentLine(), Detail: msg.Key}
	}
	r.th.Cancel("limit")
}

// currentLine is the line the innermost program frame is at: the last
// one marked in it, or failing that the interpreter's position.
func (r *run) currentLine() int {
	if n := len(r.marks); n > 0 && r.marks[n-1] > 0 {
		return r.marks[n-1]
	}
	for i := 0; i < r.th.CallStackDepth(); i++ {
		fr := r.th.DebugFrame(i)
		if _, ok := fr.Callable().(*starlark.Function); ok {
			return int(fr.Position().Line)
		}
	}
	return 0
}

// push takes the frames the interpreter opened since the last step,
// up to depth d.
func (r *run) push(d int) {
	for j := r.depth; j < d; j++ {
		fr := r.th.DebugFrame(d - 1 - j)
		info := frameInfo{}
		if fn, ok := fr.Callable().(*starlark.Function); ok {
			info.program, info.fn, info.def = true, fn.Name(), defOf(fn.Position())
			if j == 0 {
				info.fn = ""
			}
			caller := r.programTop()
			info.depth = r.frames
			info.node = caller != nil && r.p.recursive[info.def] && caller.def == info.def
			if r.p.recursive[info.def] && !info.node && !r.rootDone {
				r.findLists()
			}
			r.frames++
			r.marks = append(r.marks, 0)
			if r.frames > r.limits.Depth+1 {
				r.stack = append(r.stack, info)
				r.failWith(story.Text("program.error.depth", map[string]any{"Max": r.limits.Depth, "Func": info.fn}))
				return
			}
		}
		r.stack = append(r.stack, info)
		if info.program && r.watched {
			r.enter(len(r.stack)-1, false)
		}
	}
}

// pop closes the frames above depth d.
func (r *run) pop(d int) {
	for j := len(r.stack) - 1; j >= d; j-- {
		info := &r.stack[j]
		if info.program {
			r.frames--
			r.marks = r.marks[:len(r.marks)-1]
			if r.watched && info.id != 0 {
				r.leave(j)
			}
		}
		r.stack = r.stack[:j]
	}
}

// programTop is the innermost program frame, or nil.
func (r *run) programTop() *frameInfo {
	for j := len(r.stack) - 1; j >= 0; j-- {
		if r.stack[j].program {
			return &r.stack[j]
		}
	}
	return nil
}

// own is the interpreter steps the program itself has taken: the
// markers and the return hook cost the steps of their calls (markerSteps,
// returnSteps), which are not the program's. In the step callback the
// step counted last is the one about to run.
func (r *run) own() uint64 {
	n := r.th.Steps - r.hookSteps
	if r.inStep {
		n--
	}
	return n
}

// endStep ends the step callback; a marker's POP, the step about to run
// if one is due, counts as the marker's from now on.
func (r *run) endStep() {
	r.inStep = false
	if r.popDue {
		r.hookSteps++
		r.popDue = false
	}
}

// The steps of the calls the run adds to the program: a marker's
// PREDECLARED, CONSTANT, CALL and POP; the return hook's PREDECLARED and
// CALL around the value returned.
const (
	markerSteps = 4
	returnSteps = 2
)

// checks is the interpreter steps since the last event, as its Checks.
func (r *run) checks() uint32 {
	own := r.own()
	n := own - r.steps
	r.steps = own
	return uint32(min(n, 1<<22-1))
}

// emit reports e, made in frame info, with its frame and depth.
func (r *run) emit(e engine.Event, info *frameInfo) {
	if info != nil {
		e.Frame, e.Depth = info.id, info.depth
	}
	if !e.Sync {
		e.Checks = r.checks()
	}
	if st, ok := e.Detail.(*Step); ok && r.pending != "" && !e.Sync {
		st.Output = r.takeOutput()
	}
	r.t.Emit(e)
}

func (r *run) takeOutput() string {
	s := r.pending
	r.pending = ""
	return s
}

// print is the program's print: to out, and into the stream.
func (r *run) print(_ *starlark.Thread, msg string) {
	if r.out != nil {
		io.WriteString(r.out, msg+"\n")
	}
	r.console.print(msg + "\n")
	if r.watched && len(r.pending) < maxPending {
		// What one step printed, as the console keeps it (State.print):
		// a line cut at maxLine, and no more than maxPending in all.
		var st State
		st.print(msg + "\n")
		r.pending += strings.Join(st.Output, "\n")
	}
}

// solution is the builtin solution(x): the program records x as a
// solution.
func (r *run) solution(_ *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var x starlark.Value = starlark.None
	if err := starlark.UnpackPositionalArgs("solution", args, kwargs, 0, &x); err != nil {
		return nil, err
	}
	r.found(x)
	return starlark.None, nil
}

// returned is returnHook: it notes the value the innermost program frame
// returns, and returns it.
func (r *run) returned(_ *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, _ []starlark.Tuple) (starlark.Value, error) {
	var v starlark.Value = starlark.None
	if len(args) > 0 {
		v = args[0]
		r.hookSteps += returnSteps
	} else {
		r.hookSteps += returnSteps - 1 // a bare return loads None itself
	}
	if r.watched {
		if info := r.programTop(); info != nil {
			val := r.copyOf(v)
			info.result = &val
		}
	}
	return v, nil
}

// found reports x as a solution, made in the innermost program frame.
func (r *run) found(x starlark.Value) {
	r.solved++
	r.t.Stats.Solutions++
	e := engine.Event{Kind: engine.Solution, Result: r.copyOf(x)}
	info := r.programTop()
	if info != nil {
		e.Frame, e.Depth = info.id, info.depth
		e.Detail = &Step{Line: r.currentLine(), Func: info.fn}
	}
	if r.watched {
		e.Checks = r.checks()
		if st := e.Detail.(*Step); r.pending != "" {
			st.Output = r.takeOutput()
		}
	} else {
		e.Aside = true
	}
	r.t.Found(e)
}

// findLists takes the lists the search's root can reach, top-level ones
// and those of the calls open, as those whose growth by a copy (a list,
// tuple, dict, or a string of two characters or more) records a solution,
// as textbook code does: result.append(path[:]).
func (r *run) findLists() {
	r.lists = r.lists[:0]
	seen := map[*starlark.List]bool{}
	add := func(v starlark.Value) {
		if l, ok := unwrap(v).(*starlark.List); ok && !seen[l] {
			seen[l] = true
			r.lists = append(r.lists, watchedList{l: l, n: l.Len()})
		}
	}
	g := r.globalsDict()
	for _, name := range g.Keys() {
		add(g[name])
	}
	// And the lists of the calls open, LeetCode's res inside permute: the
	// search's root is called from them. Not the root's own arguments
	// (frame 0, being entered): a path it is handed is its working state.
	for i := 1; i < r.th.CallStackDepth(); i++ {
		fr := r.th.DebugFrame(i)
		for j := range fr.NumLocals() {
			_, v := fr.Local(j)
			add(v)
		}
	}
}

// globalsDict is the program's top-level variables.
func (r *run) globalsDict() starlark.StringDict {
	if r.th.CallStackDepth() == 0 {
		return nil
	}
	fn, ok := r.th.DebugFrame(r.th.CallStackDepth() - 1).Callable().(*starlark.Function)
	if !ok {
		return nil
	}
	return fn.Globals()
}

func (r *run) checkLists() {
	for i := range r.lists {
		w := &r.lists[i]
		n := w.l.Len()
		if n > w.n {
			last := w.l.Index(n - 1)
			w.n = n
			switch x := last.(type) {
			case *starlark.List, starlark.Tuple, *starlark.Dict:
				r.found(last)
			case starlark.String:
				if len([]rune(string(x))) >= 2 {
					r.found(last)
				}
			}
		}
		w.n = n
	}
}

// runtimeError turns the interpreter's error into an *Error at the line
// of the innermost frame of the program.
func runtimeError(err error) *Error {
	e := &Error{Detail: err.Error()}
	var ev *starlark.EvalError
	if errors.As(err, &ev) {
		e.Detail = ev.Msg
		for i := 0; i < len(ev.CallStack); i++ {
			pos := ev.CallStack.At(i).Pos
			if pos.Filename() != "<builtin>" && pos.Line > 0 {
				e.Line, e.Col = int(pos.Line), int(pos.Col)
				break
			}
		}
	}
	key := "program.error.runtime"
	for _, h := range runtimeHints {
		if strings.Contains(e.Detail, h.says) {
			key = h.key
			break
		}
	}
	e.Msg = story.Text(key, map[string]any{"Line": e.Line, "Message": runtimeMsg(e.Detail)})
	return e
}

// runtimeHints are run-time errors whose cause is Python the dialect
// lacks, or a common slip, with a message of their own.
var runtimeHints = []struct{ says, key string }{
	{"string value is not iterable", "program.python.iterstring"},
	{"Starlark stack overflow", "program.error.stack"},
	{"Unicode code point", "program.error.runtime"}, // chr's, no index's
	{"out of range", "program.error.index"},
	{"cannot reassign global", "program.python.global"},
	{"local variable", "program.python.unbound"},
}
