package maze

import (
	"fmt"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach/teachtest"
)

// teachMaze is a small maze whose depth-first search takes a dead end
// before it finds E, and whose breadth-first search keeps a queue of a
// few cells.
const teachMaze = `S..#.
.#.#.
.#...
...#E
`

// A small maze searched depth-first, breadth-first and both (Compare),
// stepped through to the end, back to the first step and forward again:
// at every step the Teach panel highlights the line the event executes in
// the code of the search it belongs to, shows a frame a cell of the path
// (depth-first) or the queue, the cell being expanded first
// (breadth-first), the search tree made so far, and the step's words
// highlighted in the log.
func TestTeachFollowsEveryStepOfASmallMaze(t *testing.T) {
	for _, c := range []struct {
		name    string
		algs    []Algorithm
		compare bool
		goCode  bool
	}{
		{"dfs", []Algorithm{DFS}, false, false},
		{"bfs", []Algorithm{BFS}, false, true},
		{"compare", []Algorithm{DFS, BFS}, true, false},
		{"compare/go", []Algorithm{BFS, DFS}, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := newTestScreen(t)
			s.paste(teachMaze)
			s.setAlgorithm(c.algs[0])
			s.Teach().SetOn(true)
			s.Teach().Panel().SetGoCode(c.goCode)

			var events []engine.Event
			var algs []Algorithm // the search of each event
			tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
			var end engine.End
			for _, alg := range c.algs {
				end = searchOf(s.mz, alg)(tr)
				for len(algs) < len(events) {
					algs = append(algs, alg)
				}
			}
			events = append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
			algs = append(algs, c.algs[len(c.algs)-1])

			// What each search shows, derived from its own events.
			want := make([]teachtest.Want, 0, len(events))
			for from := 0; from < len(events); {
				to := from
				for to < len(events) && algs[to] == algs[from] {
					to++
				}
				w := teachtest.Derive(events[from:to], method(algs[from]), algs[from] == BFS)
				if from > 0 {
					// The second search grows beside the first under the
					// root, as it would alone: its nodes are numbered on
					// from the first's, the root shared. Its frames are its
					// own: the first's are closed where it starts.
					for i := range w {
						w[i].Nodes += want[from-1].Nodes - 1
						if w[i].Current > 0 {
							w[i].Current += want[from-1].Nodes - 1
						}
					}
				}
				want = append(want, w...)
				from = to
			}
			backtracks := 0
			for _, e := range events {
				if e.Kind == engine.Undo {
					backtracks++
				}
			}
			if backtracks == 0 && c.name != "bfs" {
				t.Fatal("the depth-first search takes no dead end")
			}

			p := s.Teach().Panel()
			start := s.session.Step
			if c.compare {
				start = func() {
					if s.session.State().Active() {
						s.session.Step()
					} else {
						s.next = jobCompare
						s.session.Step()
					}
				}
			}
			teachtest.WalkWith(t, s.session, uint64(len(events)), start, func(k uint64) {
				got := p.Showing()
				w, alg := want[k-1], algs[k-1]
				if got.Method != string(method(alg)) {
					t.Fatalf("step %d: the code of %q, want %q", k, got.Method, method(alg))
				}
				code := listing.Parse(method(alg), i18n.T(method(alg).PseudoKey()))
				if c.goCode {
					code = listing.Code(method(alg))
				}
				teachtest.Check(t, k, got, w, code, alg == DFS)
				if say := i18n.Say(story.Maze(w.Event, w.Stats, searches[alg])); got.LogLine != say {
					t.Errorf("step %d: the log says %q, want %q", k, got.LogLine, say)
				}
				if alg == BFS {
					checkQueue(t, k, got.Stack, events[:k], algs[:k])
				} else if w.Frames > 0 && w.Event.Kind == engine.Try {
					top := got.Stack[len(got.Stack)-1]
					if !strings.HasPrefix(top, "dfs(r") || !strings.Contains(top, "going") {
						t.Errorf("step %d (%v): the top frame is %q", k, w.Event, top)
					}
				}
			})
		})
	}
}

// method is the listing of alg.
func method(alg Algorithm) listing.Method {
	if alg == BFS {
		return listing.MazeBFS
	}
	return listing.MazeDFS
}

// checkQueue checks the queue a breadth-first search shows after events:
// the cell last expanded, then the cells discovered since it, in order.
func checkQueue(t *testing.T, k uint64, got []string, events []engine.Event, algs []Algorithm) {
	t.Helper()
	var placed []string
	taken := 0
	for i, e := range events {
		if algs[i] != BFS {
			continue
		}
		switch e.Kind {
		case engine.Place:
			placed = append(placed, fmt.Sprintf("r%dc%d", e.Row+1, e.Col+1))
		case engine.Expand:
			taken++
		}
	}
	want := placed[max(taken-1, 0):]
	if len(got) != len(want) {
		t.Fatalf("step %d: the queue shows %d cells %q, want %d %q", k, len(got), got, len(want), want)
	}
	for i, cell := range want {
		if !strings.HasPrefix(got[i], cell+",") {
			t.Errorf("step %d: queue line %d is %q, want %s…", k, i, got[i], cell)
		}
		if front := strings.HasSuffix(got[i], "being expanded"); front != (i == 0 && taken > 0) {
			t.Errorf("step %d: queue line %d is %q", k, i, got[i])
		}
	}
}

// Before a run the code view shows the code of the search chosen, no line
// highlighted, and follows the choice; a comparison shows the code of the
// search it runs first (the one chosen) at its first step and of the
// other at its last, and a choice made once it is over leaves them; a
// reset shows the code of the search chosen then.
func TestTeachShowsTheSearchChosenBeforeARun(t *testing.T) {
	s, _ := newTestScreen(t)
	s.paste(teachMaze)
	s.Teach().SetOn(true)
	p := s.Teach().Panel()
	code := func(alg Algorithm) listing.Listing {
		m := method(alg)
		return listing.Parse(m, i18n.T(m.PseudoKey()))
	}
	teachtest.Idle(t, p.Showing(), code(s.algorithm()))
	for _, alg := range []Algorithm{BFS, DFS, BFS} {
		s.setAlgorithm(alg)
		teachtest.Idle(t, p.Showing(), code(alg))
	}
	watchAll(t, s, s.startCompare)
	_, _, last, _ := s.session.History()
	if sh := p.Showing(); sh.Method != string(listing.MazeDFS) || sh.CodeLine < 0 || sh.LogStep != last {
		t.Fatalf("at the end of the comparison step %d shows line %d of %s", sh.LogStep, sh.CodeLine, sh.Method)
	}
	s.session.Seek(1)
	if sh := p.Showing(); sh.Method != string(listing.MazeBFS) || sh.CodeLine < 0 {
		t.Fatalf("the comparison's first step shows line %d of %s", sh.CodeLine, sh.Method)
	}
	s.setAlgorithm(DFS)
	if sh := p.Showing(); sh.Method != string(listing.MazeBFS) || sh.LogStep != 1 {
		t.Errorf("a search chosen after the run: step %d shows the code of %s", sh.LogStep, sh.Method)
	}
	s.session.Stop() // a reset
	teachtest.Idle(t, p.Showing(), code(DFS))
}

// Once the recording has dropped the step that named the second search of
// a comparison, the steps it still keeps are told as that search's, from
// the position rebuilt at its first kept step, not as the first search's.
func TestNamedStepsAfterTheRecordingDropsTheStart(t *testing.T) {
	m, err := loadSample(loopsSample)
	if err != nil {
		t.Fatal(err)
	}
	board := func() trace.Board { return newPosition(DFS, m.Width(), m.Height()) }
	rec := trace.New(board(), trace.Options{Cap: 64, Every: 16})
	compareSearch(m, DFS)(engine.NewTracer(func(e engine.Event) { rec.Append(e, nil) }))
	first, last, ok := rec.Bounds()
	if !ok || first <= 1 {
		t.Fatalf("the recording kept steps %d to %d: want the start dropped", first, last)
	}
	var named namedSteps
	if alg := named.at(rec, last, DFS); alg != DFS {
		t.Fatalf("without a cursor the last step is told as %v, want the run's first search, DFS", alg)
	}
	named = namedSteps{cursor: func() *trace.Cursor { return rec.NewCursor(board()) }}
	if alg := named.at(rec, last, DFS); alg != BFS {
		t.Errorf("the last step of DFS then BFS is told as %v, want BFS", alg)
	}
}

// The frame left on the call stack when a run ends says how it ended: a
// generation stopped half way is stopped there, not over.
func TestStackSaysARunStoppedThere(t *testing.T) {
	newTestScreen(t)
	for _, c := range []struct {
		end  engine.End
		want string
	}{{engine.Stopped, "teach.stack.stopped"}, {engine.Done, "teach.stack.over"}, {engine.LimitReached, "teach.stack.over"}} {
		if got, want := doing(engine.Event{Kind: engine.Finish, End: c.end}), i18n.T(c.want); got != want {
			t.Errorf("a run that ended %v: the stack says %q, want %q", c.end, got, want)
		}
	}
}
