package program

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// newTestScreen returns the Code screen in a test window, with frames
// pushed by hand.
func newTestScreen(t *testing.T) *Screen {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := New(w, fyne.CurrentApp().Preferences(), 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(s.Close)
	return s
}

// finish waits for the run to end and pushes the last frame.
func finish(t *testing.T, s *Screen) engine.End {
	t.Helper()
	end, _ := runtest.Wait(t, s.Session())
	s.Session().Frame()
	return end
}

// example is the index of the example named key.
func example(t *testing.T, key string) int {
	t.Helper()
	for i, name := range examples {
		if exampleKey(name) == key {
			return i
		}
	}
	t.Fatalf("no example %s", key)
	return -1
}

// pythonOutput is Python 3's output of an example (its .out file).
func pythonOutput(t *testing.T, key string) string {
	t.Helper()
	name := examples[example(t, key)]
	b, err := os.ReadFile("../../assets/" + strings.TrimSuffix(name, ".py") + ".out")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestFirstStartShowsTheFirstExample(t *testing.T) {
	s := newTestScreen(t)
	if !strings.Contains(s.Editor().Text(), "def backtrack(path):") {
		t.Fatalf("the editor starts with %q", s.Editor().Text()[:min(80, len(s.Editor().Text()))])
	}
	if s.Status() != "Write or open a program, then Start (Ctrl+Enter in the editor)." {
		t.Errorf("status %q", s.Status())
	}
}

// At full speed nobody watches: the run ends with the output Python
// prints for the same file, its solutions counted, and the state it
// left drawn.
func TestRunAtFullSpeed(t *testing.T) {
	s := newTestScreen(t)
	s.openExample(example(t, "permutations"))
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v", end)
	}
	if want := strings.TrimSuffix(pythonOutput(t, "permutations"), "\n"); s.Console() != want {
		t.Errorf("console %q, want Python's %q", s.Console(), want)
	}
	if !strings.HasPrefix(s.Status(), "Finished: 6 solutions recorded in ") {
		t.Errorf("status %q", s.Status())
	}
	st := s.Board().State()
	if st == nil || len(st.Globals) == 0 {
		t.Fatal("the board shows no state at the end")
	}
	found := false
	for _, v := range st.Globals {
		if v.Name == "result" && len(v.Val.Items) == 6 {
			found = true
		}
	}
	if !found {
		t.Errorf("the final state has no result of 6: %v", st.Globals)
	}
}

// Step by step: the editor highlights the line each step runs, the
// status line tells it, and Back shows the step before exactly.
func TestStepsFollowTheProgram(t *testing.T) {
	s := newTestScreen(t)
	s.openExample(example(t, "permutations"))
	want := []struct {
		status string
		line   int
	}{
		{"start the program", 0},
		{"line 3: nums = [1, 2, 3]", 3},
		{"line 4: used = [False] * len(nums)  (nums = [1, 2, 3])", 4},
		{"line 5: result = []", 5},
		{"line 24: backtrack([])", 24},
		{"call backtrack(path=[])", 8},
	}
	for k, w := range want {
		s.Session().Step()
		runtest.AwaitEvents(t, s.Session(), uint64(k+1))
		if s.Status() != w.status {
			t.Fatalf("step %d: status %q, want %q", k+1, s.Status(), w.status)
		}
		if w.line > 0 && s.Editor().CurrentLine() != w.line {
			t.Errorf("step %d: the editor highlights line %d, want %d", k+1, s.Editor().CurrentLine(), w.line)
		}
	}
	// The state at step 5 has nums, used and result; Back to step 2
	// shows only nums.
	if got := names(s); got != "nums used result" {
		t.Errorf("globals at step 5: %s", got)
	}
	s.Session().Seek(3)
	s.Session().Frame()
	if got := names(s); got != "nums" {
		t.Errorf("globals at step 3: %s", got)
	}
	if s.Status() != want[2].status {
		t.Errorf("back at step 3 the status says %q", s.Status())
	}
}

// names are the top-level variables the board shows, in order.
func names(s *Screen) string {
	var out []string
	if st := s.Board().State(); st != nil {
		for _, v := range st.Globals {
			out = append(out, v.Name)
		}
	}
	return strings.Join(out, " ")
}

// A program that does not compile starts nothing: the error is said at
// its line, in words that name the Python feature, and the text stays.
func TestSyntaxErrorKeepsTheText(t *testing.T) {
	s := newTestScreen(t)
	src := "class Board:\n    pass\n"
	s.Editor().SetText(src)
	s.Session().Start()
	if s.Session().State() != run.Idle {
		t.Fatalf("a program that does not compile started: %v", s.Session().State())
	}
	if !strings.Contains(s.Status(), "`class`") || !strings.HasPrefix(s.Status(), "Line 1:") {
		t.Errorf("status %q", s.Status())
	}
	if s.Editor().Text() != src {
		t.Errorf("the text became %q", s.Editor().Text())
	}
	if line, _ := s.Editor().ErrorLine(); line != 1 {
		t.Errorf("the editor marks line %d", line)
	}
}

// A run that fails says why at its line, and keeps the text.
func TestRuntimeErrorIsShownAtItsLine(t *testing.T) {
	s := newTestScreen(t)
	s.Editor().SetText("x = [1, 2]\nprint(x[0])\nprint(x[5])\n")
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	if end := finish(t, s); end != engine.Failed {
		t.Fatalf("end %v", end)
	}
	if line, _ := s.Editor().ErrorLine(); line != 3 {
		t.Errorf("the editor marks line %d, want 3", line)
	}
	if !strings.HasPrefix(s.Status(), "Line 3:") || s.Console() != "1" {
		t.Errorf("status %q, console %q", s.Status(), s.Console())
	}
}

// An edit during a run stops it and takes it off the screen: no run
// shows lines that no longer exist.
func TestEditStopsTheRun(t *testing.T) {
	s := newTestScreen(t)
	s.openExample(example(t, "queens_textbook"))
	s.Session().SetNotch(0)
	s.Session().Start()
	runtest.AwaitEvents(t, s.Session(), 1)
	typeInto(s, "# a comment\n")
	runtest.Await(t, "the run to stop", func() bool { return !s.Session().State().Active() })
	if s.Session().Recording() != nil {
		t.Error("the old run is still on show")
	}
}

// typeInto types text at the start of the editor, as a person would.
func typeInto(s *Screen, text string) {
	w := s.win
	w.Canvas().Focus(s.Editor())
	test.Type(s.Editor(), text)
}

// The Teach views follow the textbook N-Queens: its tree has the shape
// of the N-Queens screen's scan tree at n=6, the code view shows the
// teacher's own lines, and the stack a frame a call.
func TestTeachFollowsTheTextbookQueens(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	s.openExample(example(t, "queens_textbook"))
	s.Session().SetNotch(run.FullSpeed - 1) // 10,000 steps a second: every step recorded
	s.Session().Start()
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v", end)
	}
	sh := s.Teach().Panel().Showing()
	if len(sh.Code) != len(strings.Split(strings.TrimRight(s.Editor().Text(), "\n"), "\n")) || !strings.Contains(sh.Code[20], "def place(row):") {
		t.Errorf("the code view shows %d lines: %q", len(sh.Code), sh.Code[:min(3, len(sh.Code))])
	}
	// The root, 152 calls of place and 742 pruned passes.
	if sh.Nodes != 1+152+742 {
		t.Errorf("tree: %d nodes, want 895", sh.Nodes)
	}
	// Back to the first solution: the stack is the top level and seven
	// calls of place, the last with row=6.
	first, _ := s.Session().Recording().Next(0, trace.KindSet(engine.Solution))
	s.Session().Seek(first)
	s.Session().Frame()
	sh = s.Teach().Panel().Showing()
	if len(sh.Stack) != 8 || !strings.HasPrefix(sh.Stack[7], "place(row=6)") {
		t.Errorf("stack at the first solution: %q", sh.Stack)
	}
}

// Stop while a program is paused mid-run ends it as stopped, with no
// error marked in the editor: the interpreter's own panics are the
// program's failure, the Runner's unwinding of a stop is not.
func TestStopWhilePausedMarksNoError(t *testing.T) {
	s := newTestScreen(t)
	s.Editor().SetText("def f(n):\n    if n == 0:\n        return\n    for i in range(3):\n        f(n - 1)\nf(8)\n")
	for range 6 {
		s.Session().Step()
	}
	runtest.Await(t, "the program paused after its steps", func() bool {
		s.Session().Frame()
		return s.Session().State() == run.Paused
	})
	s.Session().Stop()
	end := finish(t, s)
	for range 5 {
		s.Session().Frame()
	}
	if end != engine.Stopped {
		t.Errorf("ended %v, want stopped", end)
	}
	if line, msg := s.Editor().ErrorLine(); msg != "" {
		t.Errorf("after Stop the editor marks line %d: %q", line, msg)
	}
}
