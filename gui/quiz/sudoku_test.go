package quiz_test

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	esudoku "backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/quiz"
	"backtracklab/gui/settings"
	"backtracklab/gui/sudoku"
)

// newSudoku returns the Sudoku screen showing puzzle, solved by strategy,
// in a test window with frames pushed by hand.
func newSudoku(t *testing.T, puzzle string, strategy esudoku.Strategy) (*sudoku.Screen, esudoku.Grid) {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	test.NewTempApp(t)
	g, err := esudoku.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	empty, _ := esudoku.Parse(strings.Repeat(".", g.NumCells()))
	prefs := fyne.CurrentApp().Preferences()
	settings.SudokuGrid.Set(prefs, g.String()+"|"+empty.String())
	settings.SudokuStrategy.Set(prefs, strategy.String())
	w := test.NewTempWindow(t, nil)
	s := sudoku.New(w, prefs, 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1200, 720))
	t.Cleanup(s.Close)
	return s, g
}

// sudokuEvents is the engine's stream of the screen's search, run apart.
func sudokuEvents(g esudoku.Grid, strategy esudoku.Strategy) []engine.Event {
	var events []engine.Event
	tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	(&esudoku.Solver{Strategy: strategy, Limit: 1}).Run(g, tr)
	return events
}

// A 4×4 Sudoku asked at every choice, in reading order and with fewest
// candidates first: every digit placed by a choice is asked (typed),
// every cell picked (tapped), every forced digit's reason (chosen), every
// dead end's cell (tapped); half the answers right.
func TestSudokuEveryChoice(t *testing.T) {
	for _, c := range []struct {
		puzzle   string
		strategy esudoku.Strategy
	}{
		{"1... ..3. .4.. ...2", esudoku.Plain},
		{"1... .... .... ...2", esudoku.MRV},
		{".... .... .... ....", esudoku.MRV},
	} {
		t.Run(c.strategy.String()+" "+c.puzzle, func(t *testing.T) {
			s, g := newSudoku(t, c.puzzle, c.strategy)
			q := s.Quiz()
			q.SetOn(true)
			q.SetMode(quiz.Every)
			events := sudokuEvents(g, c.strategy)
			var want []uint64
			dead := deadEnds(events)
			kinds := map[string]int{}
			for _, e := range events {
				switch {
				case e.Kind == engine.Choose, e.Kind == engine.Place && !e.Forced,
					e.Kind == engine.Place && e.Reason != engine.NoReason:
					want = append(want, e.Seq)
				case len(dead) > 0 && dead[0] == e.Seq:
					want, dead = append(want, e.Seq), dead[1:]
				}
			}
			s.Session().Start()
			asked, got := drive(t, s.Session(), q, events, func(i int, qu *quiz.Question, e engine.Event) {
				right := i%2 == 0
				text := q.Text()
				switch {
				case e.Kind == engine.Choose:
					kinds["pick"]++
					if !strings.Contains(text, "Which cell does the search pick") {
						t.Fatalf("at %v the quiz asks %q", e, text)
					}
					if right {
						s.Board().OnSelect(e.Row, e.Col)
					} else {
						s.Board().OnSelect((e.Row+1)%4, e.Col)
					}
				case e.Kind == engine.Place && !e.Forced:
					kinds["digit"]++
					if !strings.Contains(text, "Which digit goes in r"+strconv.Itoa(e.Row+1)+"c"+strconv.Itoa(e.Col+1)) {
						t.Fatalf("at %v the quiz asks %q", e, text)
					}
					d := e.Value
					if !right {
						d = d%4 + 1
					}
					test.Type(s.Board(), strconv.Itoa(d))
				case e.Kind == engine.Place:
					kinds["forced"]++
					if !strings.Contains(text, "Why?") || len(q.Choices.Objects) != 4 {
						t.Fatalf("at %v the quiz asks %q with %d choices", e, text, len(q.Choices.Objects))
					}
					k := int(e.Reason - engine.NakedSingle)
					if !right {
						k = (k + 1) % 4
					}
					test.Type(s.Board(), strconv.Itoa(k+1))
				case e.Kind == engine.Undo:
					kinds["back"]++
					if !strings.Contains(text, "go back to") {
						t.Fatalf("at %v the quiz asks %q", e, text)
					}
					if right {
						s.Board().OnSelect(e.Row, e.Col)
					} else {
						s.Board().OnSelect(e.Row, (e.Col+1)%4)
					}
				default:
					t.Fatalf("asked about %v", e)
				}
			})
			same(t, c.puzzle, asked, want)
			for i, r := range got {
				if r != (i%2 == 0) {
					t.Fatalf("answer %d scored right=%v", i, r)
				}
			}
			t.Logf("asked %v", kinds)
		})
	}
}
