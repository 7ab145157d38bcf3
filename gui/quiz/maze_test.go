package quiz_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	emaze "backtracklab/engine/maze"
	"backtracklab/gui/i18n"
	"backtracklab/gui/maze"
	"backtracklab/gui/quiz"
	"backtracklab/gui/settings"
)

// small is a maze of spurs: DFS meets dead ends, and BFS cells that add
// nothing to the queue.
const small = `#########
#.#.#.#.#
#.......#
#.#.#.#.#
#S#####E#
#########`

// newMaze returns the Maze screen showing small, searched by alg, in a
// test window with frames pushed by hand.
func newMaze(t *testing.T, alg string) *maze.Screen {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	test.NewTempApp(t)
	prefs := fyne.CurrentApp().Preferences()
	settings.MazeGrid.Set(prefs, small)
	settings.MazeAlgorithm.Set(prefs, alg)
	w := test.NewTempWindow(t, nil)
	s := maze.New(w, prefs, 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1200, 720))
	t.Cleanup(s.Close)
	return s
}

// mazeEvents is the engine's stream of a search of small, run apart.
func mazeEvents(t *testing.T, alg string) []engine.Event {
	m, err := emaze.ParseString(small)
	if err != nil {
		t.Fatal(err)
	}
	var events []engine.Event
	tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	if alg == settings.MazeBFS {
		emaze.NewBFS(m).Run(tr)
	} else {
		emaze.NewDFS(m).Run(tr)
	}
	return events
}

// The maze's quiz, DFS and BFS, at every choice and at dead ends: DFS is
// asked each move it makes and, at a dead end, the cell it goes back to;
// BFS each cell it takes from the queue, or at dead ends only those after
// a cell that added nothing.
func TestMaze(t *testing.T) {
	for _, c := range []struct {
		alg  string
		mode quiz.Mode
	}{
		{settings.MazeDFS, quiz.Every}, {settings.MazeDFS, quiz.DeadEnds},
		{settings.MazeBFS, quiz.Every}, {settings.MazeBFS, quiz.DeadEnds},
	} {
		t.Run(c.alg, func(t *testing.T) {
			s := newMaze(t, c.alg)
			q := s.Quiz()
			q.SetOn(true)
			q.SetMode(c.mode)
			events := mazeEvents(t, c.alg)
			var want []uint64
			dead := deadEnds(events)
			look := engine.Kind(0)
			for _, e := range events {
				switch {
				case c.alg == settings.MazeDFS && c.mode == quiz.Every && e.Kind == engine.Place && e.Frame != 0:
					want = append(want, e.Seq)
				case c.alg == settings.MazeDFS && len(dead) > 0 && dead[0] == e.Seq:
					want, dead = append(want, e.Seq), dead[1:]
				case c.alg == settings.MazeBFS && e.Kind == engine.Expand && (c.mode == quiz.Every || look == engine.Expand):
					want = append(want, e.Seq)
				}
				if e.Kind != engine.Try && e.Kind != engine.Reject {
					look = e.Kind
				}
			}
			if len(want) < 3 {
				t.Fatalf("the maze makes only %d questions to ask", len(want))
			}
			s.Session().Start()
			asked, got := drive(t, s.Session(), q, events, func(i int, qu *quiz.Question, e engine.Event) {
				r, col := e.Row, e.Col
				text := q.Text()
				switch e.Kind {
				case engine.Place:
					if !strings.Contains(text, "Which way does DFS turn") {
						t.Fatalf("at %v the quiz asks %q", e, text)
					}
				case engine.Undo:
					if !strings.Contains(text, "Which cell does DFS go back to") {
						t.Fatalf("at %v the quiz asks %q", e, text)
					}
					r, col, _ = e.By.Get()
				case engine.Expand:
					if !strings.Contains(text, "take from the queue") {
						t.Fatalf("at %v the quiz asks %q", e, text)
					}
				default:
					t.Fatalf("asked about %v", e)
				}
				if i%2 == 1 {
					r, col = 0, 0 // a wall
				}
				s.Board().OnTapped(r, col)
			})
			same(t, c.alg, asked, want)
			for i, r := range got {
				if r != (i%2 == 0) {
					t.Fatalf("answer %d scored right=%v", i, r)
				}
			}
		})
	}
}
