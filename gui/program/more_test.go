package program

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/settings"
)

// An endless loop at full speed: Stop returns at once, the run ends
// Stopped, and the window says so.
func TestEndlessLoopStops(t *testing.T) {
	s := newTestScreen(t)
	s.Editor().SetText("i = 0\nwhile True:\n    i += 1\n")
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	runtest.Await(t, "the program to run", func() bool { return s.Session().State() == run.Running })
	runtest.Returns(t, "Stop", s.Session().Stop)
	if end := finish(t, s); end != engine.Stopped {
		t.Fatalf("end %v", end)
	}
	if !strings.HasPrefix(s.Status(), "Stopped after ") {
		t.Errorf("status %q", s.Status())
	}
}

// The step limit chosen bounds a run, and the message says it.
func TestStepLimitEndsARun(t *testing.T) {
	s := newTestScreen(t)
	s.limit.SetSelectedIndex(0)
	if got := settings.ProgramSteps.Get(s.prefs); got != 1_000_000 {
		t.Fatalf("limit kept %d", got)
	}
	s.Editor().SetText("i = 0\nwhile True:\n    i += 1\n")
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	if end := finish(t, s); end != engine.Failed {
		t.Fatalf("end %v", end)
	}
	if !strings.Contains(s.Status(), "1,000,000 steps") {
		t.Errorf("status %q", s.Status())
	}
	if line, _ := s.Editor().ErrorLine(); line != 2 && line != 3 {
		t.Errorf("the editor marks line %d", line)
	}
}

// Reset takes the run off the screen: no state, no output, no line.
func TestResetClearsTheRun(t *testing.T) {
	s := newTestScreen(t)
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	finish(t, s)
	if s.Board().State() == nil || s.Console() == "" {
		t.Fatal("nothing shown after a run")
	}
	s.Session().Stop() // idle: Stop resets
	s.Session().Frame()
	if s.Board().State() != nil || s.Console() != "" || s.Editor().CurrentLine() != 0 {
		t.Errorf("after Reset: state %v, console %q, line %d", s.Board().State(), s.Console(), s.Editor().CurrentLine())
	}
}

// A tap on a node of the search tree shows the step that made it.
func TestTapOnATreeNodeShowsItsStep(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	for k := uint64(1); k <= 60; k++ {
		s.Session().Step()
		runtest.AwaitEvents(t, s.Session(), k)
	}
	p := s.Teach().Panel()
	at, ok := p.Tree().NodeCentre(1)
	if !ok {
		t.Fatal("the first call's node is not in view")
	}
	test.TapAt(p.Tree(), at)
	_, shown, _, _ := s.Session().History()
	c := s.Session().NewCursor()
	c.Seek(shown)
	if c.Event().Kind != engine.Place || !strings.HasPrefix(s.Status(), "line 19 goes one level deeper: backtrack(path=[1])") {
		t.Errorf("a tap on the first node shows step %d (%v): %q", shown, c.Event(), s.Status())
	}
}

// In Chinese: the screen's own words, the status line as a program
// steps, and after a change of language the words said again.
func TestTheScreenSpeaksChinese(t *testing.T) {
	i18ntest.UseChinese(t)
	s := newTestScreen(t)
	for _, text := range []string{s.Status(), s.console.title.Text, s.limitTag.Text, s.examples.PlaceHolder, s.examples.Options[0]} {
		if !i18ntest.HasHan(text) {
			t.Errorf("%q is not Chinese", text)
		}
	}
	for k := uint64(1); k <= 3; k++ {
		s.Session().Step()
		runtest.AwaitEvents(t, s.Session(), k)
	}
	if !i18ntest.HasHan(s.Status()) {
		t.Errorf("a step is said %q", s.Status())
	}
	i18n.Use(i18n.English)
	if s.Status() != "line 4: used = [False] * len(nums)  (nums = [1, 2, 3])" || s.console.title.Text != "Output" {
		t.Errorf("in English again: %q, %q", s.Status(), s.console.title.Text)
	}
}

// The console keeps its last line in sight.
func TestConsoleShowsItsLastLine(t *testing.T) {
	s := newTestScreen(t)
	s.Editor().SetText("for i in range(60):\n    print(i)\n")
	s.Session().SetNotch(run.FullSpeed)
	s.Session().Start()
	finish(t, s)
	c := s.console
	if !strings.HasSuffix(s.Console(), "\n59") {
		t.Fatalf("console ends %q", s.Console()[max(0, len(s.Console())-20):])
	}
	if bottom := c.scroll.Offset.Y + c.scroll.Size().Height; c.scroll.Offset.Y == 0 || bottom < c.label.MinSize().Height-1 {
		t.Errorf("the console is scrolled to %v of %v (view %v)", c.scroll.Offset.Y, c.label.MinSize().Height, c.scroll.Size().Height)
	}
}

// A program of one's own is not replaced by an example without a yes;
// an example as shipped is.
func TestExampleAsksBeforeReplacingOwnProgram(t *testing.T) {
	s := newTestScreen(t)
	own := "print(42)\n"
	s.Editor().SetText(own)
	s.openExample(example(t, "subsets"))
	top := s.win.Canvas().Overlays().Top()
	if top == nil || s.Editor().Text() != own {
		t.Fatalf("no question asked (overlay %v), the editor holds %q", top, s.Editor().Text())
	}
	no := runtest.FindButton(top, "No")
	if no == nil {
		t.Fatal("the question has no No")
	}
	test.Tap(no)
	if s.Editor().Text() != own {
		t.Fatalf("No replaced the program with %q", s.Editor().Text()[:20])
	}
	s.openExample(example(t, "subsets"))
	test.Tap(runtest.FindButton(s.win.Canvas().Overlays().Top(), "Yes"))
	if !strings.Contains(s.Editor().Text(), "Subsets") {
		t.Fatalf("Yes left %q", s.Editor().Text())
	}
	// An example as shipped goes without a question.
	s.openExample(example(t, "combinations"))
	if s.win.Canvas().Overlays().Top() != nil || !strings.Contains(s.Editor().Text(), "Combinations") {
		t.Errorf("an example replacing an example asked, or did not open")
	}
}

// The call stack names a list a caller holds by its caller's name, as
// the state view draws it once: permutations' path, passed down.
func TestStackShowsTheSharedPath(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	for k := uint64(1); k <= 49; k++ {
		s.Session().Step()
		runtest.AwaitEvents(t, s.Session(), k)
	}
	st := s.Teach().Panel().Showing().Stack
	if len(st) < 4 || !strings.HasPrefix(st[1], "backtrack(path=[1, 2, 3]") || !strings.HasPrefix(st[2], "backtrack(path=↑path") ||
		!strings.HasPrefix(st[len(st)-1], "backtrack(path=↑path") {
		t.Errorf("stack %q", st)
	}
}
