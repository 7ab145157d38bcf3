package sudoku

import (
	"fmt"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach/teachtest"
)

// teachPuzzle is a 4×4 puzzle with few givens: every strategy guesses,
// fails and backtracks on it, and the fewest-candidates search places
// forced digits too.
const teachPuzzle = "1...............\n"

// A 4×4 Sudoku solved with each strategy, stepped through to its end,
// back to its first step and forward again: at every step the Teach panel
// highlights the line the event executes with its values, shows a frame a
// guess with the top one highlighted, the search tree of the guesses made
// so far standing at the search's node, and the step's words highlighted
// in the log.
func TestTeachFollowsEveryStepOf4x4(t *testing.T) {
	g, err := sudoku.Parse(teachPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		strategy sudoku.Strategy
		goCode   bool
	}{{sudoku.Plain, false}, {sudoku.Records, true}, {sudoku.Static, false}, {sudoku.MRV, false}, {sudoku.MRV, true}} {
		strategy := c.strategy
		t.Run(fmt.Sprintf("%v/go=%v", strategy, c.goCode), func(t *testing.T) {
			s, _, _ := newTestScreen(t)
			s.paste(teachPuzzle)
			s.strategy.SetSelectedIndex(strategyIndex(strategy))
			s.Teach().SetOn(true)
			s.Teach().Panel().SetGoCode(c.goCode)

			var events []engine.Event
			tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
			end := (&sudoku.Solver{Strategy: strategy, Limit: 1}).Run(g, tr)
			events = append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
			m := methods[strategy]
			code := listing.Parse(m, i18n.T(m.PseudoKey()))
			if c.goCode {
				code = listing.Code(m)
			}
			want := teachtest.Derive(events, m, false)
			forced, guesses := 0, 0
			for _, e := range events {
				if e.Kind == engine.Place && e.Forced {
					forced++
				} else if e.Kind == engine.Place {
					guesses++
				}
			}
			if guesses < 2 || (strategy == sudoku.MRV && forced == 0) {
				t.Fatalf("the puzzle makes %d guesses and forces %d digits: not enough to teach", guesses, forced)
			}
			p := s.Teach().Panel()
			teachtest.Walk(t, s.Session(), uint64(len(events)), func(k uint64) {
				got := p.Showing()
				w := want[k-1]
				teachtest.Check(t, k, got, w, code, true)
				if w.Event.Kind != engine.Undo || !w.Event.Forced {
					if say := i18n.Say(story.Sudoku(w.Event, w.Stats, 4)); got.LogLine != say {
						t.Errorf("step %d: the log says %q, want %q", k, got.LogLine, say)
					}
				}
				if w.Frames == 0 {
					return
				}
				top := got.Stack[len(got.Stack)-1]
				e := w.Event
				cell := fmt.Sprintf("r%dc%d", e.Row+1, e.Col+1)
				switch {
				case e.Kind == engine.Try:
					if !strings.HasPrefix(top, "solve("+cell+")") || !strings.HasSuffix(top, fmt.Sprintf("trying %d", e.Value)) {
						t.Errorf("step %d (%v): the top frame is %q", k, e, top)
					}
				case e.Kind == engine.Place && e.Forced:
					if !strings.Contains(top, fmt.Sprintf("forced %s = %d (", cell, e.Value)) {
						t.Errorf("step %d (%v): the top frame is %q", k, e, top)
					}
				case e.Kind == engine.Choose:
					if !strings.HasPrefix(top, "solve("+cell+")  candidates {") {
						t.Errorf("step %d (%v): the top frame is %q", k, e, top)
					}
				}
			})
		})
	}
}

// strategyIndex is the place of st in the strategy selector.
func strategyIndex(st sudoku.Strategy) int {
	for i, x := range sudoku.Strategies {
		if x == st {
			return i
		}
	}
	return -1
}

// Before a run the code view shows the code of the strategy chosen, no
// line highlighted, and follows the choice; a run shows the code of its
// own strategy, which a choice made once it is stopped leaves; a reset
// shows the code of the strategy chosen then.
func TestTeachShowsTheStrategyChosenBeforeARun(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.paste(teachPuzzle)
	s.Teach().SetOn(true)
	p := s.Teach().Panel()
	code := func(st sudoku.Strategy) listing.Listing {
		m := methods[st]
		return listing.Parse(m, i18n.T(m.PseudoKey()))
	}
	teachtest.Idle(t, p.Showing(), code(s.chosenStrategy()))
	for _, st := range []sudoku.Strategy{sudoku.Plain, sudoku.MRV, sudoku.Static, sudoku.Records, sudoku.Plain} {
		selectStrategy(s, st)
		if s.chosenStrategy() != st {
			t.Fatalf("chose %v, the screen has %v", st, s.chosenStrategy())
		}
		teachtest.Idle(t, p.Showing(), code(st))
	}
	for k := uint64(1); k <= 3; k++ {
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	if sh := p.Showing(); sh.Method != string(listing.SudokuPlain) || sh.CodeLine < 0 || sh.Steps != 3 {
		t.Fatalf("step 3 shows line %d of %s, the log %d steps", sh.CodeLine, sh.Method, sh.Steps)
	}
	s.Session().Stop()
	s.Session().Wait()
	s.Session().Frame()
	stopped := p.Showing()
	selectStrategy(s, sudoku.MRV)
	if sh := p.Showing(); sh.Method != string(listing.SudokuPlain) || sh.CodeLine != stopped.CodeLine || sh.Steps != stopped.Steps {
		t.Errorf("a strategy chosen after the run stopped: the code of %s shows, line %d, the log %d steps", sh.Method, sh.CodeLine, sh.Steps)
	}
	s.Session().Stop() // a reset
	teachtest.Idle(t, p.Showing(), code(sudoku.MRV))
}
