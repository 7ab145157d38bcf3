package quiz_test

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/gui/i18n"
	"backtracklab/gui/program"
	"backtracklab/gui/quiz"
	"backtracklab/gui/settings"
)

// pairs lists the orderings of two values, with a pruned try in each
// call below the root.
const pairs = `def backtrack(path):
    if len(path) == 2:
        solution(path)
        return
    for v in [1, 2]:
        if v in path:
            continue
        path.append(v)
        backtrack(path)
        path.pop()

backtrack([])
`

// The Code screen asks which line runs next, at every line the program
// runs, or after returns and backtracks, or after pruned tries and
// backtracks; a tap on the line answers.
func TestCodeWhichLine(t *testing.T) {
	for _, mode := range []quiz.Mode{quiz.Every, quiz.AfterBacktrack, quiz.DeadEnds} {
		t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
		test.NewTempApp(t)
		w := test.NewTempWindow(t, nil)
		s := program.New(w, fyne.CurrentApp().Preferences(), 0)
		w.SetContent(s.Content())
		w.Resize(fyne.NewSize(1280, 800))
		t.Cleanup(s.Close)
		s.Editor().SetText(pairs)

		p, err := code.Compile("test.py", pairs)
		if err != nil {
			t.Fatal(err)
		}
		var events []engine.Event
		tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
		p.Run(code.Limits{Steps: uint64(settings.ProgramSteps.Get(fyne.CurrentApp().Preferences()))}, nil)(tr)
		var want []uint64
		for i, e := range events {
			if e.Kind != engine.Line || i == 0 {
				continue
			}
			prev := events[i-1].Kind
			if mode == quiz.Every || mode == quiz.AfterBacktrack && (prev == engine.Undo || prev == engine.Leave) ||
				mode == quiz.DeadEnds && (prev == engine.Reject || prev == engine.Undo) {
				want = append(want, e.Seq)
			}
		}
		if len(want) < 2 {
			t.Fatalf("mode %d: only %d questions to ask", mode, len(want))
		}

		q := s.Quiz()
		q.SetOn(true)
		q.SetMode(mode)
		s.Session().Start()
		returns := 0
		asked, got := drive(t, s.Session(), q, events, func(i int, qu *quiz.Question, e engine.Event) {
			if e.Kind == engine.Leave { // what is path after the return: TestCodeWhatIsPathAfterReturn
				returns++
				pick := qu.Choice
				if i%2 == 1 {
					pick = (pick + 1) % len(qu.Choices)
				}
				test.Tap(q.Choices.Objects[pick].(*widget.Button))
				return
			}
			if !strings.Contains(q.Text(), "Which line runs next?") {
				t.Fatalf("at %v the quiz asks %q", e, q.Text())
			}
			line := e.Row
			if i%2 == 1 {
				line = e.Row%len(strings.Split(pairs, "\n")) + 1
			}
			if !s.Editor().OnLineTapped(line) {
				t.Fatalf("the tap on line %d was not taken as an answer", line)
			}
		})
		if (returns > 0) != (mode != quiz.DeadEnds) {
			t.Fatalf("mode %d: %d questions about a return", mode, returns)
		}
		lines := slices.DeleteFunc(slices.Clone(asked), func(k uint64) bool { return events[k-1].Kind != engine.Line })
		same(t, "code", lines, want)
		for i, r := range got {
			if r != (i%2 == 0) {
				t.Fatalf("answer %d scored right=%v", i, r)
			}
		}
		if s.Editor().OnLineTapped(1) {
			t.Fatal("a tap with no question open was taken as an answer")
		}
	}
}

// newCode returns the Code screen running source, in a test window, with
// frames pushed by hand, and the engine's events of the same run.
func newCode(t *testing.T, source string) (*program.Screen, []engine.Event) {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := program.New(w, fyne.CurrentApp().Preferences(), 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1280, 800))
	t.Cleanup(s.Close)
	s.Editor().SetText(source)
	p, err := code.Compile("test.py", source)
	if err != nil {
		t.Fatal(err)
	}
	var events []engine.Event
	tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	p.Run(code.Limits{Steps: uint64(settings.ProgramSteps.Get(fyne.CurrentApp().Preferences()))}, nil)(tr)
	return s, events
}

// copies passes a new list down at each call: the caller's path is
// shorter than the call's after the return.
const copies = `def backtrack(path):
    if len(path) == 2:
        solution(path)
        return
    for v in [1, 2]:
        if v in path:
            continue
        backtrack(path + [v])

backtrack([])
`

// After a call of the recursive function returns, the quiz asks what the
// caller's list is: the right choice is the value the recorded state
// after the return has (the state rebuilt here from the engine's events
// alone), among three or four different ones offered as buttons; a tap
// on one answers, a wrong one names the right value.
func TestCodeWhatIsPathAfterReturn(t *testing.T) {
	for name, source := range map[string]string{"shared": pairs, "copies": copies} {
		t.Run(name, func(t *testing.T) {
			s, events := newCode(t, source)
			q := s.Quiz()
			q.SetOn(true)
			q.SetMode(quiz.AfterBacktrack)
			s.Session().Start()
			returns, shared := 0, 0
			drive(t, s.Session(), q, events, func(i int, qu *quiz.Question, e engine.Event) {
				if e.Kind != engine.Leave {
					if !s.Editor().OnLineTapped(e.Row) {
						t.Fatal("the tap on the line was not taken as an answer")
					}
					return
				}
				returns++
				var st code.State
				for _, ev := range events[:qu.Step] {
					st.Apply(&ev)
				}
				want := ""
				for _, v := range st.Top().Locals {
					if v.Name == "path" {
						want = v.Val.String()
					}
				}
				var before code.State
				for _, ev := range events[:qu.Step-1] {
					before.Apply(&ev)
				}
				for _, v := range before.Top().Locals {
					if v.Name == "path" && v.Val.String() == want {
						shared++
					}
				}
				if !strings.Contains(q.Text(), "backtrack returns. What is path in the caller now?") {
					t.Fatalf("the quiz asks %q", q.Text())
				}
				if n := len(qu.Choices); n < 3 || n > 4 || len(q.Choices.Objects) != n {
					t.Fatalf("%d choices, %d buttons; want 3 or 4", n, len(q.Choices.Objects))
				}
				seen := map[string]bool{}
				for k, b := range q.Choices.Objects {
					label := b.(*widget.Button).Text
					if seen[label] {
						t.Fatalf("choice %q offered twice", label)
					}
					seen[label] = true
					if got := strings.HasSuffix(label, ": "+want); got != (k == qu.Choice) {
						t.Fatalf("button %d %q; the right value is %s, choice %d", k, label, want, qu.Choice)
					}
				}
				pick := qu.Choice
				if i%2 == 1 {
					pick = (pick + 1) % len(qu.Choices)
				}
				test.Tap(q.Choices.Objects[pick].(*widget.Button))
				if i%2 == 1 && !strings.HasPrefix(q.Text(), "Not quite — the answer: "+want+".") {
					t.Fatalf("a wrong pick says %q", q.Text())
				}
			})
			if returns < 2 {
				t.Fatalf("%d questions about a return", returns)
			}
			if (shared > 0) != (name == "shared") {
				t.Fatalf("%s: the caller's path equalled the call's at %d of %d returns", name, shared, returns)
			}
		})
	}
}
