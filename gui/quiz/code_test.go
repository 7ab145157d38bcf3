package quiz_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/code"
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
		asked, got := drive(t, s.Session(), q, events, func(i int, qu *quiz.Question, e engine.Event) {
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
		same(t, "code", asked, want)
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
