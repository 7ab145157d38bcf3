package maze

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"backtracklab/engine"
)

// streamMazes are the mazes whose event streams are replayed: the samples
// and a few generated ones.
func streamMazes(t *testing.T) map[string]*Maze {
	mazes := map[string]*Maze{}
	for _, name := range sampleFiles {
		mazes[name] = loadMaze(t, name)
	}
	for seed := range int64(3) {
		mazes[fmt.Sprintf("generated 12x9 seed %d", seed)] = Generate(12, 9, seed)
	}
	// An open room: many loops, and E far from S.
	mazes["room"] = mustParse(t, "S.....\n......\n......\n.....E\n")
	return mazes
}

func TestDFSEventStream(t *testing.T) {
	for name, m := range streamMazes(t) {
		t.Run(name, func(t *testing.T) {
			s := NewDFS(m)
			events, end, st := record(s.Run)
			checkCounts(t, events, st)
			last, solutions := replayPath(t, events, 1)
			for i, e := range events {
				if e.Kind == engine.Place && m.IsWall(e.Row, e.Col) {
					t.Fatalf("event %d: %v enters a wall", i, e)
				}
			}
			switch end {
			case engine.LimitReached:
				// The search stops at the path: nothing is undone after it.
				if len(solutions) != 1 || !slices.Equal(solutions[0], s.Path()) || !slices.Equal(last, s.Path()) {
					t.Fatalf("solutions %v, path left %v, result %v", solutions, last, s.Path())
				}
				if events[len(events)-1].Kind != engine.Solution {
					t.Errorf("the stream ends with %v", events[len(events)-1])
				}
				checkPath(t, m, s.Path())
			case engine.NoSolution:
				if len(solutions) != 0 || len(last) != 0 || s.Path() != nil {
					t.Fatalf("no solution, yet solutions %v, path left %v, result %v", solutions, last, s.Path())
				}
				// The root frame leaves last, and S is taken back.
				if n := len(events); n < 2 || eventLine(events[n-2]) != "leave d0 f1" || events[n-1].Kind != engine.Undo || events[n-1].Frame != 0 {
					t.Errorf("the stream ends %v", events[max(0, n-2):])
				}
			default:
				t.Fatalf("end %v", end)
			}
			if want, _ := SolveDFS(m); !slices.Equal(want, s.Path()) {
				t.Errorf("watched run found %v, unwatched %v", s.Path(), want)
			}
		})
	}
}

func TestBFSEventStream(t *testing.T) {
	for name, m := range streamMazes(t) {
		t.Run(name, func(t *testing.T) {
			s := NewBFS(m)
			events, end, st := record(s.Run)
			checkCounts(t, events, st)
			checkGrammar(t, events)
			depth := map[Point]int{} // of every cell placed so far
			var order []Point        // the cells placed, in order: the queue
			head := 0                // how many cells were taken from the queue
			var cur Point            // the cell taken last
			var found []Point
			for i, e := range events {
				p := Point{e.Row, e.Col}
				switch e.Kind {
				case engine.Expand:
					if head >= len(order) || order[head] != p || e.Depth != depth[p] || e.Frame != 1 {
						t.Fatalf("event %d: %v, but the queue's front is %v", i, e, order[min(head, len(order)-1)])
					}
					head++
					cur = p
				case engine.Try, engine.Reject:
					if i == 0 {
						if e.Kind != engine.Try || p != m.Start() || e.Depth != 0 || e.Frame != 0 {
							t.Fatalf("event %d: %v is not the start's", i, e)
						}
						continue
					}
					if e.Depth != depth[cur]+1 || p.Move(Direction(e.Value).Opposite()) != cur {
						t.Fatalf("event %d: %v is no neighbour of %v at distance %d", i, e, cur, depth[cur])
					}
				case engine.Place:
					if _, twice := depth[p]; twice || m.IsWall(p.Row, p.Col) {
						t.Fatalf("event %d: %v places a wall or a cell twice", i, e)
					}
					depth[p] = e.Depth
					order = append(order, p)
					parent, ok := byPoint(e)
					if e.Depth == 0 {
						if p != m.Start() || ok || e.Value != int(NoDirection) || e.Frame != 0 || i != 1 {
							t.Fatalf("event %d: root %v", i, e)
						}
						continue
					}
					if !ok || parent != cur || depth[cur] != e.Depth-1 || parent.Move(Direction(e.Value)) != p {
						t.Fatalf("event %d: %v is not one step %v from %v, taken from the queue", i, e, Direction(e.Value), cur)
					}
				case engine.Enter, engine.Leave:
					if e.Frame != 1 || p != m.Start() || (e.Kind == engine.Enter) != (i == 2) {
						t.Fatalf("event %d: %v is not the root frame's", i, e)
					}
				case engine.Solution:
					if events[i-1].Kind != engine.Place || p != m.End() || i != len(events)-1 {
						t.Fatalf("event %d: %v out of place", i, e)
					}
					found = pathFromStream(events[:i])
				default:
					t.Fatalf("event %d: unexpected %v", i, e)
				}
			}
			if end == engine.LimitReached {
				if !slices.Equal(found, s.Path()) || len(found)-1 != shortestSteps(m) {
					t.Fatalf("stream gives path %v, run %v, shortest %d steps", found, s.Path(), shortestSteps(m))
				}
			} else if end != engine.NoSolution || found != nil || shortestSteps(m) != -1 || events[len(events)-1].Kind != engine.Leave {
				t.Fatalf("end %v, stream path %v, last event %v", end, found, events[len(events)-1])
			}
		})
	}
}

// pathFromStream rebuilds the path to the last cell placed by following
// the cells each was discovered from, as a view of the stream would.
func pathFromStream(events []engine.Event) []Point {
	type link struct {
		from Point
		ok   bool // false for the start
	}
	from := map[Point]link{}
	var last Point
	for _, e := range events {
		if e.Kind == engine.Place {
			last = Point{e.Row, e.Col}
			by, ok := byPoint(e)
			from[last] = link{by, ok}
		}
	}
	path := []Point{last}
	for l := from[last]; l.ok; l = from[l.from] {
		path = append(path, l.from)
	}
	slices.Reverse(path)
	return path
}

func TestGeneratorEventStream(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{2, 1}, {1, 3}, {6, 4}, {15, 11}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			g, err := NewGenerator(sz.w, sz.h, 42)
			if err != nil {
				t.Fatal(err)
			}
			events, end, st := record(g.Run)
			checkCounts(t, events, st)
			_, solutions := replayPath(t, events, 2)
			if end != engine.LimitReached || len(solutions) != 1 || events[len(events)-1].Kind != engine.Solution {
				t.Fatalf("end %v with %d solutions", end, len(solutions))
			}
			// Carve the maze again from the Place events alone.
			w, h := g.TextSize()
			grid := make([][]byte, h)
			for r := range grid {
				grid[r] = append(bytes.Repeat([]byte{WallChar}, w), '\n')
			}
			for _, e := range events {
				if e.Kind == engine.Place {
					grid[e.Row][e.Col] = OpenChar
					if by, ok := byPoint(e); ok {
						grid[(e.Row+by.Row)/2][(e.Col+by.Col)/2] = OpenChar
					}
				}
			}
			grid[1][1], grid[h-2][w-2] = StartChar, EndChar
			if got := string(slices.Concat(grid...)); got != g.Maze().String() {
				t.Errorf("events carve\n%s\nthe maze is\n%s", got, g.Maze())
			}
			if g.Maze().String() != Generate(sz.w, sz.h, 42).String() {
				t.Error("watched and unwatched runs carve different mazes")
			}
		})
	}
}

func TestDFSUnderRunner(t *testing.T) {
	m := loadMaze(t, "small.txt")
	s := NewDFS(m)
	r := engine.NewRunner()
	r.WatchAlways(true) // at full speed, the run is watched only on request
	var kinds []engine.Kind
	r.Start(s.Run, func(e engine.Event, _ *engine.Stats) { kinds = append(kinds, e.Kind) })
	end, st := r.Wait()
	if end != engine.LimitReached || len(s.Path()) != 5 || st.Solutions != 1 {
		t.Fatalf("end %v, path %v, counters %+v", end, s.Path(), st)
	}
	if n := len(kinds); n < 2 || kinds[n-2] != engine.Solution || kinds[n-1] != engine.Finish {
		t.Errorf("stream ends %v", kinds[max(0, n-3):])
	}
}

func TestStopUnwindsSearch(t *testing.T) {
	m := loadMaze(t, "small.txt")
	for name, search := range map[string]engine.Search{
		"dfs":      NewDFS(m).Run,
		"bfs":      NewBFS(m).Run,
		"generate": must(NewGenerator(5, 5, 1)).Run,
	} {
		t.Run(name, func(t *testing.T) {
			r := engine.NewRunner()
			r.Pause()
			var got []engine.Event
			// Paused, the first event is handed out and then held; Stop
			// unwinds the search from there.
			r.Start(search, func(e engine.Event, _ *engine.Stats) { got = append(got, e) })
			r.Stop()
			end, _ := r.Wait()
			if end != engine.Stopped || len(got) != 2 || got[0].Kind != engine.Try || got[1].Kind != engine.Finish {
				t.Fatalf("end %v, events %v", end, got)
			}
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
