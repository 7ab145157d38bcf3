package quiz_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// reply is how a test answers one question: the question, and the
// recorded step it is about as the test's own run of the engine made it.
type reply func(i int, q *quiz.Question, e engine.Event)

// drive runs a whole search with the quiz on, checking each question
// against events (the engine's stream of the same search, run apart) and
// answering it with answer; every third answer is checked to survive
// stepping back. It returns the steps asked, in order, and whether each
// was answered right.
func drive(t *testing.T, s *run.Session, q *quiz.Quiz, events []engine.Event, answer reply) (asked []uint64, rights []bool) {
	t.Helper()
	q.Linger = 0
	for i := 0; ; i++ {
		runtest.Await(t, "a question or the end of the run", func() bool {
			s.Frame()
			return q.Asking() != nil || !s.State().Active()
		})
		qu := q.Asking()
		if qu == nil {
			break
		}
		if qu.Step == 0 || qu.Step > uint64(len(events)) {
			t.Fatalf("question %d about step %d; the run has %d", i, qu.Step, len(events))
		}
		e := events[qu.Step-1]
		if qu.Event.Kind != e.Kind || qu.Event.Row != e.Row || qu.Event.Col != e.Col || qu.Event.Value != e.Value || qu.Event.By != e.By {
			t.Fatalf("question %d is about %v; step %d of the engine's run is %v", i, qu.Event, qu.Step, e)
		}
		if len(asked) > 0 && qu.Step <= asked[len(asked)-1] {
			t.Fatalf("step %d asked after step %d", qu.Step, asked[len(asked)-1])
		}
		if _, shown, _, _ := s.History(); shown != qu.Show || qu.Show >= qu.Step || s.State() != run.Paused {
			t.Fatalf("question %d about step %d shows step %d (state %v), want %d before it, paused", i, qu.Step, shown, s.State(), qu.Show)
		}
		right0, asked0 := q.Tally()
		answer(i, qu, e)
		if q.Asking() != nil {
			t.Fatalf("question %d (%s) still open after the answer", i, q.Text())
		}
		right1, asked1 := q.Tally()
		if asked1 != asked0+1 {
			t.Fatalf("asked %d after answering question %d, want %d", asked1, i, asked0+1)
		}
		good := right1 == right0+1
		if good && !strings.HasPrefix(q.Text(), "Right!") || !good && !strings.HasPrefix(q.Text(), "Not quite") {
			t.Fatalf("question %d: right %v, the line says %q", i, good, q.Text())
		}
		if _, shown, _, _ := s.History(); shown != qu.Step {
			t.Fatalf("the answer to question %d shows step %d, want %d", i, shown, qu.Step)
		}
		asked, rights = append(asked, qu.Step), append(rights, good)
		if i%3 == 0 {
			// Back over the step asked and forward through it again: the
			// score stays, and nothing is asked twice.
			s.Back()
			s.Back()
			_, at, _, _ := s.History()
			if r, a := q.Tally(); r != right1 || a != asked1 || q.Asking() != nil || at >= qu.Step {
				t.Fatalf("stepping back to step %d changed the score to %d/%d from %d/%d, or asked again", at, r, a, right1, asked1)
			}
			for ; at < qu.Step; _, at, _, _ = s.History() {
				s.Step()
				if q.Asking() != nil {
					t.Fatalf("stepping forward again asked again about step %d", q.Asking().Step)
				}
			}
			if r, a := q.Tally(); r != right1 || a != asked1 {
				t.Fatalf("stepping forward changed the score to %d/%d from %d/%d", r, a, right1, asked1)
			}
		}
		q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // go on
		if i > 10000 {
			t.Fatal("too many questions")
		}
	}
	return asked, rights
}

// same reports whether the steps asked are those wanted.
func same(t *testing.T, what string, asked, want []uint64) {
	t.Helper()
	if len(asked) != len(want) {
		t.Fatalf("%s: asked %d questions %v, want %d %v", what, len(asked), asked, len(want), want)
	}
	for i := range want {
		if asked[i] != want[i] {
			t.Fatalf("%s: question %d about step %d, want %d", what, i, asked[i], want[i])
		}
	}
}

// deadEnds are the steps of events that are the first Undo after a frame
// left at a dead end: its last step was not a backtrack of its own.
func deadEnds(events []engine.Event) []uint64 {
	var out []uint64
	for i := 2; i < len(events); i++ {
		e, l, before := events[i], events[i-1], events[i-2]
		if e.Kind == engine.Undo && !e.Forced && l.Kind == engine.Leave &&
			!(before.Kind == engine.Undo && !before.Forced) && before.Kind != engine.Leave {
			out = append(out, e.Seq)
		}
	}
	return out
}
