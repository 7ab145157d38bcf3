package code

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tracetest"
	"backtracklab/engine/trace/tree"
)

func compileFile(t *testing.T, path string) *Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(path, string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// record runs p watched from the start and returns its events and output.
func record(t *testing.T, p *Program) ([]engine.Event, string, engine.End) {
	t.Helper()
	var events []engine.Event
	var out strings.Builder
	end := p.Run(Limits{}, &out)(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
	return events, out.String(), end
}

func TestTextbookQueensHasTheQueensTreeShape(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	events, out, end := record(t, p)
	if end != engine.Done || out != "4\n" {
		t.Fatalf("end %v, output %q", end, out)
	}
	var stats engine.Stats
	calls := map[string]int{}
	for _, e := range events {
		stats.Apply(&e)
		if e.Kind == engine.Enter {
			calls[e.Detail.(*Step).Func]++
		}
	}
	if calls["place"] != 153 || calls["is_valid"] != 894 {
		t.Errorf("calls %v, want place 153, is_valid 894", calls)
	}
	if stats.Placements != 152 || stats.Nodes != 894 || stats.Rejections[engine.Pruned] != 742 || stats.Solutions != 4 {
		t.Errorf("placements %d tries %d stubs %d solutions %d, want 152 894 742 4",
			stats.Placements, stats.Nodes, stats.Rejections[engine.Pruned], stats.Solutions)
	}
}

func TestTextbookQueensTree(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	events, _, _ := record(t, p)
	rec := trace.New(&State{}, trace.Options{KeepResults: true})
	var live engine.Stats
	for _, e := range events {
		live.Apply(&e)
		st := live
		rec.Append(e, &st)
	}
	tr := tree.New()
	tr.Sync(rec)
	choices, stubs, solutions := tr.Counts(rec.Last())
	if choices != 152 || stubs != 742 || solutions != 4 {
		t.Errorf("tree: %d choices, %d stubs, %d solutions; want 152, 742, 4 (the N-Queens screen's scan tree at n=6)", choices, stubs, solutions)
	}
	// The root's children are the first row's six columns; a solution
	// is six levels down.
	if got := len(tr.Children(0)); got != 6 {
		t.Errorf("root has %d children, want 6", got)
	}
}

func TestStateWalksBackAndForth(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	events, _, _ := record(t, p)
	tracetest.Walk(t, events, func() trace.Board { return &State{} },
		func(b trace.Board) string { return fmt.Sprintf("%+v", *b.(*State)) }, 2048, 400, 7)
}

// TestUnwatchedRunFindsTheSame runs the program with nobody watching:
// the same output, the same solutions, its Outcome aside.
func TestUnwatchedRunFindsTheSame(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	var out strings.Builder
	var found []engine.Event
	end := p.Run(Limits{}, &out)(engine.NewResultTracer(func(e engine.Event) { found = append(found, e) }))
	if end != engine.Done || out.String() != "4\n" {
		t.Fatalf("end %v output %q", end, out.String())
	}
	if len(found) != 5 {
		t.Fatalf("%d results, want 4 solutions and the outcome", len(found))
	}
	for _, e := range found[:4] {
		v, ok := e.Result.(Val)
		if e.Kind != engine.Solution || !e.Aside || !ok || len(v.Items) != 6 {
			t.Errorf("result %v %#v, want a solution of 6 rows", e, e.Result)
		}
	}
	if got := found[0].Result.(Val).String(); got != `[".Q....", "...Q..", ".....Q", "Q.....", "..Q...", "....Q."]` {
		t.Errorf("first solution %s", got)
	}
	o, ok := found[4].Result.(*Outcome)
	if !ok || o.Err != nil || o.State.Output[0] != "4" {
		t.Fatalf("outcome %#v", found[4].Result)
	}
	if k := index(o.State.Globals, "solutions"); k < 0 || len(o.State.Globals[k].Val.Items) != 4 {
		t.Errorf("final globals %v", o.State.Globals)
	}
}

// TestWatchingSwitchedMidRun switches watching on and off at every
// poll: each Resync restates the calls open, so that the State rebuilt
// from the events shows, at the end, what a watched run shows.
func TestWatchingSwitchedMidRun(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	var watching atomic.Bool
	var events []engine.Event
	polls := 0
	tr := engine.NewSwitchTracer(func(e engine.Event) {
		if !e.Aside {
			events = append(events, e)
		}
	}, &watching, func() bool {
		polls++
		watching.Store(polls%2 == 0)
		return true
	})
	p.Run(Limits{}, nil)(tr)
	resyncs := 0
	var st State
	for i := range events {
		st.Apply(&events[i])
		if events[i].Kind == engine.Resync {
			resyncs++
		}
		// After each burst, the frames rebuilt are the calls open: the
		// top level, then place(row=0), place(row=1)... with is_valid
		// maybe on top.
		if events[i].Sync && (i+1 == len(events) || !events[i+1].Sync) {
			for d, f := range st.Frames {
				want := "place"
				if d == 0 {
					want = ""
				} else if d == len(st.Frames)-1 && f.Func == "is_valid" {
					continue
				}
				if f.Func != want || (d > 0 && (len(f.Locals) == 0 || f.Locals[0].Name != "row" || f.Locals[0].Val.Text != fmt.Sprint(d-1))) {
					t.Fatalf("event %d: frame %d is %s %v", i, d, f.Func, f.Locals)
				}
			}
		}
	}
	if resyncs < 3 {
		t.Fatalf("%d resyncs", resyncs)
	}
}

func TestHostilePrograms(t *testing.T) {
	for _, c := range []struct {
		name, src string
		limits    Limits
		key       string
		line      int
	}{
		{"endless loop", "i = 0\nwhile True:\n    i += 1\n    i -= 1\n", Limits{Steps: 200_003}, "program.error.steps", 4},
		{"endless recursion", "def f(n):\n    return f(n + 1)\nf(0)\n", Limits{}, "program.error.depth", 2},
		{"list without bound", "l = []\nwhile True:\n    l.append([0] * 1000)\n", Limits{Memory: 64 << 20}, "program.error.memory", 3},
		{"index out of range", "a = [1, 2]\nprint(a[5])\n", Limits{}, "program.error.index", 2},
		{"string iterated", "for ch in \"abc\":\n    print(ch)\n", Limits{}, "program.python.iterstring", 1},
		{"division by zero", "x = 0\nprint(1 // x)\n", Limits{}, "program.error.runtime", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := Compile("hostile.py", c.src)
			if err != nil {
				t.Fatal(err)
			}
			var found []engine.Event
			end := p.Run(c.limits, nil)(engine.NewResultTracer(func(e engine.Event) { found = append(found, e) }))
			if end != engine.Failed || len(found) == 0 {
				t.Fatalf("end %v, %d results", end, len(found))
			}
			o := found[len(found)-1].Result.(*Outcome)
			if o.Err == nil || o.Err.Msg.Key != c.key || o.Err.Line != c.line {
				t.Fatalf("error %+v, want %s at line %d", o.Err, c.key, c.line)
			}
		})
	}
}

func TestPythonTheDialectLacks(t *testing.T) {
	for _, c := range []struct{ src, key string }{
		{"class Board:\n    pass\n", "program.python.class"},
		{"import math\n", "program.python.import"},
		{"from math import sqrt\n", "program.python.import"},
		{"try:\n    x = 1\nexcept:\n    pass\n", "program.python.try"},
		{"x = 1\nif x is None:\n    pass\n", "program.python.is"},
		{"def f():\n    global x\n    x = 1\n", "program.python.global"},
		{"with open('f') as f:\n    pass\n", "program.python.with"},
		{"x = 1\nprint(f\"{x}\")\n", "program.python.fstring"},
		{"x = (\n", "program.error.syntax"},
	} {
		_, err := Compile("p.py", c.src)
		e, ok := err.(*Error)
		if !ok || e.Msg.Key != c.key || e.Line == 0 {
			t.Errorf("%q: %v, want %s at its line", c.src, err, c.key)
		}
	}
	if _, err := Compile("big.py", "s = \""+strings.Repeat("x", 10<<20)+"\"\n"); err == nil || err.(*Error).Msg.Key != "program.error.toolong" {
		t.Errorf("a 10 MB literal: %v", err)
	}
	long := strings.Repeat("x = 1\n", 200_000)
	p, err := Compile("long.py", long)
	if err != nil {
		t.Fatal(err)
	}
	if end := p.Run(Limits{}, nil)(engine.NewTracer(nil)); end != engine.Done {
		t.Errorf("200,000 lines: %v", end)
	}
}

// TestStopEndsAnEndlessProgram stops a run of an endless loop through
// the Runner: it ends, Stopped, and leaves no goroutine.
func TestStopEndsAnEndlessProgram(t *testing.T) {
	p, err := Compile("loop.py", "i = 0\nwhile True:\n    i += 1\n")
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRunner()
	r.Start(p.Run(Limits{Steps: 1 << 40}, nil), nil)
	for r.Progress(); !r.Running(); {
	}
	r.Stop()
	if end, _ := r.Wait(); end != engine.Stopped {
		t.Errorf("end %v", end)
	}
}

// The permutations example passes one list, path, down every call: at
// every step each call's path is the same object, and the State shows it
// alike in every frame, as it stands (a change made deep down shows in
// the callers too).
func TestSharedListIsTheSameInEveryFrame(t *testing.T) {
	p := compileFile(t, "../../assets/code/01_permutations.py")
	events, _, _ := record(t, p)
	var st State
	deep := 0
	for i := range events {
		st.Apply(&events[i])
		var first *Val
		for _, f := range st.Frames {
			for _, l := range f.Locals {
				if l.Name != "path" {
					continue
				}
				if first == nil {
					first = &l.Val
					continue
				}
				if l.Val.ID != first.ID || !l.Val.Equal(*first) {
					t.Fatalf("event %d (%v): path %v in %s, %v in the first call", i+1, events[i], l.Val, f.Func, *first)
				}
				deep = max(deep, len(st.Frames))
			}
		}
	}
	if deep < 5 {
		t.Errorf("at most %d frames deep", deep)
	}
}

// Programs that ask much of one step, or of every copy a watcher takes:
// each ends with its message, or runs to its end, in bounded memory.
func TestProgramsThatAskMuchOfAStep(t *testing.T) {
	for _, c := range []struct {
		name, src string
		key       string // the error; "" for a run to its end
		line      int
	}{
		{"a repetition of 2**29", "x = [0] * (1 << 29)\n", "program.error.toobig", 1},
		{"a string doubled", "s = \"x\"\nwhile True:\n    s = s + s\n", "program.error.toobig", 3},
		{"a string doubled in place", "s = \"x\"\nwhile True:\n    s += s\n", "program.error.toobig", 3},
		{"a list repeated in place", "l = [0]\nwhile True:\n    l *= 2\n", "program.error.toobig", 3},
		{"a tower of shared lists", "b = [[[[0] * 64] * 64] * 64] * 64\nfor i in range(5):\n    b[0] = b[1]\nprint(\"done\")\n", "", 0},
		{"a line of ten million characters", "s = \"ab\" * 5000000\nprint(s)\n", "", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := Compile("much.py", c.src)
			if err != nil {
				t.Fatal(err)
			}
			var events []engine.Event
			end := p.Run(Limits{Memory: 256 << 20}, nil)(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
			last := events[len(events)-1]
			o, _ := last.Result.(*Outcome)
			switch {
			case o == nil:
				t.Fatalf("the last step %v carries no outcome", last)
			case c.key != "" && (end != engine.Failed || o.Err == nil || o.Err.Msg.Key != c.key || o.Err.Line != c.line):
				t.Fatalf("end %v, error %+v; want %s at line %d", end, o.Err, c.key, c.line)
			case c.key == "" && end != engine.Done:
				t.Fatalf("end %v, error %+v", end, o.Err)
			}
			// No copy holds more than the budget, no line of output more
			// than maxLine bytes (and its ellipsis).
			for _, e := range events {
				st, _ := e.Detail.(*Step)
				if st == nil {
					continue
				}
				for _, v := range st.Vars {
					if n := count(v.Val); n > copyBudget+1 {
						t.Fatalf("%v copies %s in %d values", e, v.Name, n)
					}
				}
				for _, line := range strings.Split(st.Output, "\n") {
					if len(line) > maxLine+len("…") {
						t.Fatalf("%v prints a line of %d bytes", e, len(line))
					}
				}
			}
		})
	}
}

// count is how many values v holds, itself included.
func count(v Val) int {
	n := 1
	for _, it := range v.Items {
		n += count(it)
	}
	for _, k := range v.Keys {
		n += count(k)
	}
	return n
}

// A program may name its things as it likes: names like the run's own
// hooks change nothing, and two functions of one name (a nested
// backtrack in each of two solutions) keep their own trees.
func TestProgramsNameTheirThingsFreely(t *testing.T) {
	p, err := Compile("names.py", "__line__ = 5\n__return__ = 1\ndef solution_(x):\n    return x\nprint(solution_(__line__))\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, out, end := record(t, p); end != engine.Done || out != "5\n" {
		t.Errorf("end %v, output %q", end, out)
	}
	two := `def perms(nums):
    out = []
    def backtrack(path):
        if len(path) == len(nums):
            out.append(path[:])
            return
        for x in nums:
            if x in path:
                continue
            path.append(x)
            backtrack(path)
            path.pop()
    backtrack([])
    return out

def subsets(nums):
    out = []
    def backtrack(i, path):
        if i == len(nums):
            out.append(path[:])
            return
        backtrack(i + 1, path)
    backtrack(0, [])
    return out

print(len(perms([1, 2, 3])))
`
	p, err = Compile("two.py", two)
	if err != nil {
		t.Fatal(err)
	}
	events, out, _ := record(t, p)
	var st engine.Stats
	for i := range events {
		st.Apply(&events[i])
	}
	// perms's backtrack: 15 calls below the root, 6 solutions, and the
	// passes that met a number already in the path: 3*3 + 6*2... each
	// call of depth d < 3 tries 3 numbers, d of them pruned.
	if out != "6\n" || st.Placements != 15 || st.Rejections[engine.Pruned] != 1*0+3*1+6*2 || st.Solutions != 6 {
		t.Errorf("output %q, %d calls, %d pruned, %d solutions; want 6, 15, 15, 6", out, st.Placements, st.Rejections[engine.Pruned], st.Solutions)
	}
	// perms's out, which its nested backtrack uses (a cell in the
	// interpreter), shows as the list it is, its six permutations at the
	// end of the search.
	var state State
	most := 0
	for i := range events {
		state.Apply(&events[i])
		for _, f := range state.Frames {
			for _, l := range f.Locals {
				if f.Func == "perms" && l.Name == "out" {
					if l.Val.Kind != List {
						t.Fatalf("perms's out shows as %v", l.Val)
					}
					most = max(most, len(l.Val.Items))
				}
			}
		}
		// While the search runs, perms's out grows in sight: its sixth
		// permutation shows before backtrack's root returns.
		if events[i].Kind == engine.Leave && events[i].Detail.(*Step).Func == "backtrack" && events[i].Depth == 2 {
			if most < 5 {
				t.Errorf("when the search ends perms's out shows %d items", most)
			}
			break
		}
	}
}

// An if with no else as the last statement of a loop's body compiled to
// a panic of the parser's spans once (the markers gave it an empty else);
// it runs, and finds what it should.
func TestIfWithNoElseEndsALoop(t *testing.T) {
	src := "res = []\ndef f(path):\n    if len(path) == 2:\n        res.append(path[:])\n        return\n    for x in [1, 2]:\n        if x not in path: f(path + [x])\nf([])\nprint(len(res))\n"
	p, err := Compile("noelse.py", src)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	found := 0
	end := p.Run(Limits{}, &out)(engine.NewResultTracer(func(e engine.Event) {
		if e.Kind == engine.Solution {
			found++
		}
	}))
	if end != engine.Done || out.String() != "2\n" || found != 2 {
		t.Errorf("end %v, printed %q, %d solutions: want 2 permutations", end, out.String(), found)
	}
}

// TestStopMidRunCountsEveryStep stops a watched run after some steps,
// fewer than a poll's worth: the counters its end reports hold every
// interpreter step its events say ran, not those of the last poll (none).
func TestStopMidRunCountsEveryStep(t *testing.T) {
	p, err := Compile("tree.py", "def f(n):\n    if n == 0:\n        return\n    for i in range(3):\n        f(n - 1)\nf(8)\n")
	if err != nil {
		t.Fatal(err)
	}
	var events atomic.Int64
	var checks atomic.Uint64
	r := engine.NewRunner()
	r.Pause()
	r.Start(p.Run(Limits{Steps: 1 << 40}, nil), func(e engine.Event, _ *engine.Stats) {
		if e.Kind != engine.Finish && !e.Sync {
			events.Add(1)
			checks.Add(uint64(e.Checks))
		}
	})
	r.StepN(40)
	for events.Load() < 41 {
		runtime.Gosched()
	}
	r.Stop()
	end, st := r.Wait()
	if end != engine.Stopped {
		t.Fatalf("end %v", end)
	}
	if want := checks.Load(); st.Checks != want || want < 40 {
		t.Errorf("stopped after %d steps, its events say %d", st.Checks, want)
	}
}
