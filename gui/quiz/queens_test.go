package quiz_test

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	equeens "backtracklab/engine/queens"
	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/queens"
	"backtracklab/gui/quiz"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
	"backtracklab/gui/settings"
)

// newQueens returns the N-Queens screen for n queens checked by check,
// in a test window, with frames pushed by hand.
func newQueens(t *testing.T, n int, check equeens.Check) *queens.Screen {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	test.NewTempApp(t)
	prefs := fyne.CurrentApp().Preferences()
	settings.QueensN.Set(prefs, n)
	settings.QueensCheck.Set(prefs, check.String())
	w := test.NewTempWindow(t, nil)
	s := queens.New(w, prefs, 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1200, 720))
	t.Cleanup(s.Close)
	return s
}

// queensEvents is the engine's stream of an n-queens search, run apart.
func queensEvents(n int, check equeens.Check) []engine.Event {
	var events []engine.Event
	tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	(&equeens.Solver{N: n, Check: check}).Search(tr)
	return events
}

// Every choice of 4-queens, for every check: each Reject asks for the
// queen that blocks it, each Place where the queen goes (or, after
// rejects in its row, whether it is safe), each dead end the row the
// search goes back to; right and wrong answers are scored as they are,
// and stepping back changes nothing.
func TestQueensEveryChoice(t *testing.T) {
	const n = 4
	for _, check := range equeens.Checks() {
		t.Run(check.String(), func(t *testing.T) {
			s := newQueens(t, n, check)
			q := s.Quiz()
			test.Tap(q.Toggle)
			if !q.On() {
				t.Fatal("the toggle did not turn the quiz on")
			}
			q.SetMode(quiz.Every)
			events := queensEvents(n, check)
			var want []uint64
			dead := deadEnds(events)
			for _, e := range events {
				if e.Kind == engine.Reject || e.Kind == engine.Place {
					want = append(want, e.Seq)
				}
				if len(dead) > 0 && dead[0] == e.Seq {
					want, dead = append(want, e.Seq), dead[1:]
				}
			}
			test.Tap(s.Controls().StartButton)
			rights := 0
			asked, got := drive(t, s.Session(), q, events, func(i int, qu *quiz.Question, e engine.Event) {
				right := i%2 == 0
				if right {
					rights++
				}
				text := q.Text()
				switch e.Kind {
				case engine.Reject:
					if !strings.Contains(text, "is column") {
						t.Fatalf("at a reject %v the quiz asks %q", e, text)
					}
					r, c, _ := e.By.Get()
					if right {
						s.Board().OnTapped(r, c)
					} else {
						test.Tap(q.Choices.Objects[0].(*widget.Button)) // "safe"
					}
				case engine.Place:
					if !strings.Contains(text, "queen in row") && !strings.Contains(text, "is column") {
						t.Fatalf("at a place %v the quiz asks %q", e, text)
					}
					if right {
						s.Board().OnTapped(e.Row, e.Col)
					} else {
						s.Board().OnTapped(e.Row, (e.Col+1)%n)
					}
				case engine.Undo:
					if !strings.Contains(text, "go back to") {
						t.Fatalf("at an undo %v the quiz asks %q", e, text)
					}
					if right {
						s.Board().OnTapped(e.Row, n-1) // any square of the row
					} else {
						s.Board().OnTapped(e.Row+1, 0)
					}
				default:
					t.Fatalf("asked about %v", e)
				}
				if !right && !strings.Contains(strings.ToLower(q.Text()), fmt.Sprintf("row %d", e.Row+1)) {
					t.Fatalf("the wrong answer to %v is told without its step's words: %q", e, q.Text())
				}
			})
			same(t, check.String(), asked, want)
			for i, g := range got {
				if g != (i%2 == 0) {
					t.Fatalf("answer %d scored right=%v", i, g)
				}
			}
			if r, a := q.Tally(); r != rights || a != len(want) || q.Score.Text != fmt.Sprintf("Score %d / %d", rights, len(want)) {
				t.Fatalf("score %d/%d, %q; want %d/%d", r, a, q.Score.Text, rights, len(want))
			}
			if end, _ := runtest.Wait(t, s.Session()); end != engine.Done {
				t.Fatalf("the run ended %v", end)
			}
		})
	}
}

// At dead ends only, 4-queens asks only which row the search goes back to.
func TestQueensDeadEnds(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.DeadEnds)
	events := queensEvents(4, equeens.Scan)
	test.Tap(s.Controls().StartButton)
	asked, _ := drive(t, s.Session(), q, events, func(_ int, _ *quiz.Question, e engine.Event) {
		s.Board().OnTapped(e.Row, 0)
	})
	same(t, "dead ends", asked, deadEnds(events))
	if r, a := q.Tally(); r != a || a == 0 {
		t.Fatalf("score %d/%d", r, a)
	}
}

// After backtracks, 4-queens asks where the queen goes at the first
// placement after each Undo.
func TestQueensAfterBacktracks(t *testing.T) {
	s := newQueens(t, 4, equeens.Arrays)
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.AfterBacktrack)
	events := queensEvents(4, equeens.Arrays)
	var want []uint64
	undone := false
	for _, e := range events {
		switch {
		case e.Kind == engine.Undo:
			undone = true
		case e.Kind == engine.Place && undone:
			want, undone = append(want, e.Seq), false
		}
	}
	test.Tap(s.Controls().StartButton)
	asked, _ := drive(t, s.Session(), q, events, func(_ int, _ *quiz.Question, e engine.Event) {
		if e.Kind != engine.Place {
			t.Fatalf("asked about %v", e)
		}
		s.Board().OnTapped(e.Row, e.Col)
	})
	same(t, "after backtracks", asked, want)
}

// Enter reveals the answer for a room asked aloud, without scoring it,
// and Go on (or Enter again) goes on; F6 turns the quiz off and the run goes on to
// its end unasked.
func TestQueensRevealAndOff(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	q := s.Quiz()
	q.Linger = 0
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF6})
	if !q.On() || !q.Toggle.Checked {
		t.Fatal("F6 did not turn the quiz on")
	}
	test.Tap(s.Controls().StartButton)
	runtest.Await(t, "a question", func() bool { s.Session().Frame(); return q.Asking() != nil })
	step := q.Asking().Step
	if !strings.Contains(q.Text(), "queen in row 1") {
		t.Fatalf("first question %q", q.Text())
	}
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if r, a := q.Tally(); r != 0 || a != 0 || !strings.HasPrefix(q.Text(), "The answer: row 1, column 1.") {
		t.Fatalf("after Enter: score %d/%d, line %q", r, a, q.Text())
	}
	if _, shown, _, _ := s.Session().History(); shown != step {
		t.Fatalf("the answer shows step %d, want %d", shown, step)
	}
	if q.Reveal.Text != "Go on (Enter)" || q.Reveal.Disabled() {
		t.Fatalf("with the answer on show the button says %q", q.Reveal.Text)
	}
	test.Tap(q.Reveal)
	if s.Session().State() != run.Running && s.Session().State() != run.Finished {
		t.Fatalf("Enter on the answer left the run %v", s.Session().State())
	}
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF6})
	if q.On() {
		t.Fatal("F6 did not turn the quiz off")
	}
	// A step held as F6 was typed is let go at the next frame.
	runtest.Await(t, "the end of the run", func() bool {
		s.Session().Frame()
		return q.Asking() != nil || !s.Session().State().Active()
	})
	if q.Asking() != nil {
		t.Fatal("a question was asked with the quiz off")
	}
}

// The quiz speaks the language in use, and says its question again in a
// new one: its words, the answer and the step's own words.
func TestQueensInChinese(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	q := s.Quiz()
	q.SetOn(true)
	test.Tap(s.Controls().StartButton)
	runtest.Await(t, "a question", func() bool { s.Session().Frame(); return q.Asking() != nil })
	if q.Text() != "Where does the queen in row 1 go? Tap its square." {
		t.Fatalf("in English the quiz asks %q", q.Text())
	}
	i18ntest.UseChinese(t)
	if q.Text() != "第 1 行的皇后放在哪里？请点它的格子。" || q.Toggle.Text != "测验 (F6)" {
		t.Fatalf("in Chinese the quiz asks %q, its toggle %q", q.Text(), q.Toggle.Text)
	}
	s.Board().OnTapped(0, 2)
	if !strings.HasPrefix(q.Text(), "不对——答案是第 1 行第 1 列。") || !strings.Contains(q.Text(), "第 1 行") || q.Score.Text != "得分 0 / 1" {
		t.Fatalf("a wrong answer in Chinese: %q, %q", q.Text(), q.Score.Text)
	}
}

// A teacher stepping by hand (→) is asked too; → does not step on onto
// the answer (TestQuestionRefusesStepsForward), Enter reveals it for the
// room, unscored, and the run stays paused.
func TestQueensSteppedByHand(t *testing.T) {
	s := newQueens(t, 4, equeens.Scan)
	q := s.Quiz()
	q.SetOn(true)
	q.SetMode(quiz.DeadEnds)
	for i := 0; q.Asking() == nil; i++ {
		if i > 100 {
			t.Fatal("a hundred steps and no question at a dead end")
		}
		_, _, before, _ := s.Session().History()
		s.Session().Step()
		runtest.Await(t, "the step", func() bool {
			s.Session().Frame()
			_, _, last, _ := s.Session().History()
			return q.Asking() != nil || last > before
		})
	}
	qu := q.Asking()
	if !strings.Contains(q.Text(), "go back to") || qu.Event.Kind != engine.Undo {
		t.Fatalf("stepping, the first dead end asks %q about %v", q.Text(), qu.Event)
	}
	s.Session().Step()
	if q.Asking() != qu {
		t.Fatalf("→ closed the question: %q", q.Text())
	}
	q.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if _, at, _, _ := s.Session().History(); at != qu.Step || !strings.HasPrefix(q.Text(), "The answer: row 2.") {
		t.Fatalf("stepped onto step %d (the answer is %d): %q", at, qu.Step, q.Text())
	}
	if r, a := q.Tally(); r != 0 || a != 0 || s.Session().State() != run.Paused {
		t.Fatalf("score %d/%d, state %v after the answer stepped onto", r, a, s.Session().State())
	}
}
