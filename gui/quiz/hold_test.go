package quiz_test

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	equeens "backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/teach"
)

// timelineOf finds the timeline in a screen's content.
func timelineOf(t *testing.T, o fyne.CanvasObject) *run.Timeline {
	t.Helper()
	var found *run.Timeline
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *run.Timeline:
			found = w
			return
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case fyne.Widget:
			r := test.TempWidgetRenderer(t, w)
			for _, c := range r.Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	if found == nil {
		t.Fatal("no timeline on the screen")
	}
	return found
}

// awaitQuestion pushes frames until the quiz asks.
func awaitQuestion(t *testing.T, s *run.Session, q *quiz.Quiz) *quiz.Question {
	t.Helper()
	runtest.Await(t, "a question", func() bool { s.Frame(); return q.Asking() != nil || !s.State().Active() })
	if q.Asking() == nil {
		t.Fatal("the run ended with no question")
	}
	return q.Asking()
}

// askedViews checks that while a question waits every view of the Teach
// panel shows the step before the one asked, as they show it once it is
// answered and the step shown again, and that the step log lists no step
// after it; the code line it lights while asking is returned.
func askedViews(t *testing.T, where string, s *run.Session, q *quiz.Quiz, side *teach.Side, tl *run.Timeline) (asking, answer teach.Showing) {
	t.Helper()
	qu := q.Asking()
	pn := side.Panel()
	asking = pn.Showing()
	first, shown, last, _ := s.History()
	if want := int(qu.Show - first + 1); asking.Steps != want || asking.LogStep != qu.Show {
		t.Fatalf("%s: asking about step %d, the step log has %d rows and lights step %d (%q), want %d rows, step %d last",
			where, qu.Step, asking.Steps, asking.LogStep, asking.LogLine, want, qu.Show)
	}
	if shown != qu.Show || last != qu.Show {
		t.Fatalf("%s: asking about step %d, the session shows step %d of %d, want %d of %d", where, qu.Step, shown, last, qu.Show, qu.Show)
	}
	if strings.Contains(tl.Label.Text, "past") || !strings.HasSuffix(tl.Label.Text, "of "+run.Thousands(qu.Show)) {
		t.Fatalf("%s: asking about step %d, the timeline says %q", where, qu.Step, tl.Label.Text)
	}
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // reveal
	if _, shown, _, _ := s.History(); shown != qu.Step || !strings.HasPrefix(q.Text(), "The answer") {
		t.Fatalf("%s: Enter revealed step %d, want %d: %q", where, shown, qu.Step, q.Text())
	}
	answer = pn.Showing()
	if answer.Steps <= asking.Steps || answer.LogStep != qu.Step {
		t.Fatalf("%s: the answer shows %d rows lighting step %d, want more than %d, step %d", where, answer.Steps, answer.LogStep, asking.Steps, qu.Step)
	}
	s.Seek(qu.Show)
	before := pn.Showing()
	if asking.CodeLine != before.CodeLine || asking.Note != before.Note || asking.LogLine != before.LogLine ||
		asking.Nodes != before.Nodes || asking.Current != before.Current || strings.Join(asking.Stack, "|") != strings.Join(before.Stack, "|") {
		t.Fatalf("%s: asking, the views show %+v; at step %d out of a question %+v", where, asking, qu.Show, before)
	}
	s.Seek(qu.Step)
	return asking, answer
}

// With Teach on, a question about N-Queens keeps the step asked out of
// every view: the step log ends at the step before it, the code, stack
// and tree show that step, the timeline counts no step after it; Enter
// shows the answer in all of them.
func TestQueensQuestionHidesAnswerInTeach(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	s.Teach().SetOn(true)
	tl := timelineOf(t, s.Content())
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.Every)
	test.Tap(s.Controls().StartButton)
	for i := range 6 {
		qu := awaitQuestion(t, s.Session(), q)
		board := s.Board().View()
		askedViews(t, q.Text(), s.Session(), q, s.Teach(), tl)
		s.Session().Seek(qu.Show)
		if s.Board().View() != board {
			t.Fatalf("question %d: the board while asking is not the board at step %d", i, qu.Show)
		}
		s.Session().Seek(qu.Step)
		q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // go on
		s.Session().Resume()
	}
}

// On the Code screen the step log does not list the line asked, and the
// code views do not light it: not even the program's first line, which
// its start lights (it is not asked).
func TestCodeQuestionHidesAnswerInTeach(t *testing.T) {
	s, _ := newCode(t, "size = 2\n"+pairs) // the start lights line 1, the first to run
	s.Teach().SetOn(true)
	tl := timelineOf(t, s.Content())
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.Every)
	s.Session().Start()
	lines := 0
	for i := range 8 {
		qu := awaitQuestion(t, s.Session(), q)
		if qu.Want != quiz.Line {
			q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			continue
		}
		if lit := s.Editor().CurrentLine(); lit == qu.Row {
			t.Fatalf("question %d: which line runs next, with line %d lit in the editor already", i, lit)
		}
		asking, answer := askedViews(t, q.Text(), s.Session(), q, s.Teach(), tl)
		if asking.CodeLine == qu.Row-1 || answer.CodeLine != qu.Row-1 {
			t.Fatalf("question %d: which line runs next (line %d): the code view lights line %d asking, %d answered",
				i, qu.Row, asking.CodeLine+1, answer.CodeLine+1)
		}
		lines++
		q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // go on
	}
	if lines == 0 {
		t.Error("none of the 8 questions asked which line runs next: nothing was checked")
	}
}

// While a question waits, no step forward is taken: not by the
// timeline's → nor its jumps, nor the → key, nor Step, and their buttons
// are off; a step back is, and the quiz's Enter shows the answer.
func TestQuestionRefusesStepsForward(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	tl := timelineOf(t, s.Content())
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.Every)
	test.Tap(s.Controls().StartButton)
	awaitQuestion(t, s.Session(), q)
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	qu := awaitQuestion(t, s.Session(), q) // asked while running
	board, text := s.Board().View(), q.Text()
	still := func(what string) {
		t.Helper()
		s.Session().Frame()
		if _, shown, _, _ := s.Session().History(); shown != qu.Show || q.Asking() != qu || q.Text() != text || s.Board().View() != board {
			t.Fatalf("after %s the session shows step %d (asking about %d, shown at %d), the quiz says %q", what, shown, qu.Step, qu.Show, q.Text())
		}
	}
	for _, b := range []struct {
		name string
		on   bool
	}{{"→", tl.Forward.Disabled()}, {"next solution", tl.NextSolution.Disabled()}, {"next backtrack", tl.NextBacktrack.Disabled()}, {"Step", s.Controls().StepButton.Disabled()}} {
		if !b.on {
			t.Errorf("asking, the %s button is on", b.name)
		}
	}
	test.Tap(tl.Forward)
	still("a tap on →")
	run.HandleKey(s.Session(), &fyne.KeyEvent{Name: fyne.KeyRight})
	still("the → key")
	test.Tap(s.Controls().StepButton)
	s.Session().Step()
	still("Step")
	s.Session().Jump(trace.Backtracks, true)
	s.Session().Jump(trace.Solutions, true)
	still("the jumps forward")
	s.Session().Seek(qu.Step)
	still("a seek to the answer")
	test.Tap(tl.Back)
	if _, shown, _, _ := s.Session().History(); shown >= qu.Show {
		t.Fatalf("← shows step %d, want one before %d", shown, qu.Show)
	}
	if tl.Forward.Disabled() {
		t.Error("a step back from the question, → is off: no button leads back to it")
	}
	run.HandleKey(s.Session(), &fyne.KeyEvent{Name: fyne.KeyRight})
	if _, shown, _, _ := s.Session().History(); shown != qu.Show || q.Asking() != qu {
		t.Fatalf("→ back to the question shows step %d, want %d", shown, qu.Show)
	}
	r0, a0 := q.Tally()
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, shown, _, _ := s.Session().History(); shown != qu.Step || !strings.HasPrefix(q.Text(), "The answer") || tl.Forward.Disabled() {
		t.Fatalf("Enter shows step %d, want %d: %q (→ off: %v)", shown, qu.Step, q.Text(), tl.Forward.Disabled())
	}
	if r, a := q.Tally(); r != r0 || a != a0 {
		t.Fatalf("revealed, the score went from %d/%d to %d/%d", r0, a0, r, a)
	}
}

// A press of Go on (or Enter) made as the answer lingers out, and the
// run goes on by itself, does not reveal the next question the moment
// it is asked: the question stays open, unscored, for a moment.
func TestGoOnAsAnswerLingersOut(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.Every)
	test.Tap(s.Controls().StartButton)
	qu := awaitQuestion(t, s.Session(), q)
	s.Board().OnTapped(qu.Row, qu.Col)
	if !strings.HasPrefix(q.Text(), "Right!") || q.Reveal.Text != "Go on (Enter)" {
		t.Fatalf("the right answer says %q, the button %q", q.Text(), q.Reveal.Text)
	}
	now := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	q.LingerOut(now)
	next := awaitQuestion(t, s.Session(), q)
	ask := q.Text()
	test.Tap(q.Reveal) // meant for Go on
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if q.Asking() != next || q.Text() != ask || strings.HasPrefix(q.Text(), "The answer") {
		t.Fatalf("Go on pressed as the answer lingered out: the next question says %q, want %q still asked", q.Text(), ask)
	}
	if r, a := q.Tally(); r != 1 || a != 1 {
		t.Fatalf("score %d/%d, want 1/1", r, a)
	}
	q.SetClock(now.Add(3 * time.Second))
	test.Tap(q.Reveal)
	if !strings.HasPrefix(q.Text(), "The answer") {
		t.Fatalf("Reveal a while after: %q", q.Text())
	}
}
