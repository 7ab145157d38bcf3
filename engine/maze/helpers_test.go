package maze

import (
	"os"
	"path/filepath"
	"testing"

	"backtracklab/engine"
)

// sampleFiles are the mazes in testdata that parse.
var sampleFiles = []string{"small.txt", "loops.txt", "nopath.txt", "deadend.txt", "edges.txt", "crlf.txt"}

func loadMaze(t testing.TB, name string) *Maze {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := Parse(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

// mustParse parses a maze written in a test.
func mustParse(t testing.TB, s string) *Maze {
	t.Helper()
	m, err := ParseString(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return m
}

// shortestSteps is an independent breadth-first search over the text form:
// the number of steps of a shortest path from S to E, or -1 when there is
// none.
func shortestSteps(m *Maze) int {
	dist := map[Point]int{m.Start(): 0}
	queue := []Point{m.Start()}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == m.End() {
			return dist[p]
		}
		for _, n := range []Point{{p.Row - 1, p.Col}, {p.Row + 1, p.Col}, {p.Row, p.Col - 1}, {p.Row, p.Col + 1}} {
			if _, seen := dist[n]; !seen && !m.IsWall(n.Row, n.Col) {
				dist[n] = dist[p] + 1
				queue = append(queue, n)
			}
		}
	}
	return -1
}

// checkPath fails unless path goes from S to E through open cells, one
// step to a side neighbour at a time, never twice through a cell.
func checkPath(t *testing.T, m *Maze, path []Point) {
	t.Helper()
	if len(path) < 2 {
		t.Fatalf("path %v is too short", path)
	}
	if path[0] != m.Start() || path[len(path)-1] != m.End() {
		t.Fatalf("path runs %v to %v, want %v to %v", path[0], path[len(path)-1], m.Start(), m.End())
	}
	seen := map[Point]bool{}
	for i, p := range path {
		if m.IsWall(p.Row, p.Col) {
			t.Fatalf("step %d: %v is a wall or off the grid", i, p)
		}
		if seen[p] {
			t.Fatalf("step %d: %v is on the path twice", i, p)
		}
		seen[p] = true
		if i > 0 {
			q := path[i-1]
			if abs(p.Row-q.Row)+abs(p.Col-q.Col) != 1 {
				t.Fatalf("step %d: %v is not next to %v", i, p, q)
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// record runs search with a tracer that keeps every event.
func record(search engine.Search) ([]engine.Event, engine.End, engine.Stats) {
	var events []engine.Event
	t := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	end := search(t)
	return events, end, t.Stats
}

// byPoint is the square an event names in By, and false for none.
func byPoint(e engine.Event) (Point, bool) {
	r, c, ok := e.By.Get()
	return Point{r, c}, ok
}

// checkCounts fails unless the counters rebuilt from the events with
// Stats.Apply are st, Checks included.
func checkCounts(t *testing.T, events []engine.Event, st engine.Stats) {
	t.Helper()
	var got engine.Stats
	for i := range events {
		got.Apply(&events[i])
	}
	got.Elapsed = st.Elapsed
	if got != st {
		t.Errorf("counters %+v, events say %+v", st, got)
	}
}

// checkGrammar fails unless a stream watched from the start follows the
// grammar of a run (see engine.Event): Seq counts from 1; frames nest,
// each entered right after a Place, with a new id, one level deeper than
// the frame around it; every event belongs to the innermost open frame
// (Frame 0 before the root opens and after it leaves); an Undo takes back
// the Place whose frame left last and is not undone yet; Solution follows
// a Place; no event is Sync.
func checkGrammar(t *testing.T, events []engine.Event) {
	t.Helper()
	checkTryPairs(t, events)
	type open struct {
		id    uint32
		place engine.Event // the Place that led into the frame
	}
	var frames []open
	var left []engine.Event // the Places whose frames left and are not undone yet
	var maxID uint32
	for i, e := range events {
		if e.Seq != uint64(i+1) {
			t.Fatalf("event %d: %v has Seq %d", i, e, e.Seq)
		}
		if e.Sync || e.Kind == engine.Resync {
			t.Fatalf("event %d: %v in a stream watched from the start", i, e)
		}
		var cur uint32
		if len(frames) > 0 {
			cur = frames[len(frames)-1].id
		}
		switch e.Kind {
		case engine.Enter:
			if i == 0 || events[i-1].Kind != engine.Place {
				t.Fatalf("event %d: %v does not follow a Place", i, e)
			}
			if e.Frame <= maxID || e.Depth != len(frames) {
				t.Fatalf("event %d: %v inside %d frames, the last id %d", i, e, len(frames), maxID)
			}
			maxID = e.Frame
			frames = append(frames, open{e.Frame, events[i-1]})
			continue
		case engine.Leave:
			if len(frames) == 0 || e.Frame != cur || e.Depth != len(frames)-1 {
				t.Fatalf("event %d: %v, but frame %d is the innermost of %d", i, e, cur, len(frames))
			}
			left = append(left, frames[len(frames)-1].place)
			frames = frames[:len(frames)-1]
			continue
		}
		if e.Frame != cur {
			t.Fatalf("event %d: %v in frame %d, the innermost is %d", i, e, e.Frame, cur)
		}
		switch e.Kind {
		case engine.Undo:
			if len(left) == 0 {
				t.Fatalf("event %d: %v undoes nothing", i, e)
			}
			p := left[len(left)-1]
			if p.Row != e.Row || p.Col != e.Col || p.Value != e.Value || p.Depth != e.Depth || p.Frame != e.Frame || p.By != e.By {
				t.Fatalf("event %d: %v does not undo %v", i, e, p)
			}
			left = left[:len(left)-1]
		case engine.Solution:
			if i == 0 || events[i-1].Kind != engine.Place {
				t.Fatalf("event %d: %v does not follow a Place", i, e)
			}
		}
	}
}

// checkTryPairs fails unless every Try is followed at once by one Reject
// or Place of the same choice, and every Reject and Place follows its Try;
// no Reject names a blocking square. A Try may end a stream that was
// switched off after it, or be followed by the Resync of a watcher who
// joined later.
func checkTryPairs(t *testing.T, events []engine.Event) {
	t.Helper()
	for i, e := range events {
		if e.Sync {
			continue
		}
		switch e.Kind {
		case engine.Try:
			if i+1 >= len(events) {
				t.Fatalf("event %d: %v ends the stream", i, e)
			}
			n := events[i+1]
			if n.Kind == engine.Resync || n.Kind == engine.Finish {
				continue
			}
			if n.Kind != engine.Reject && n.Kind != engine.Place {
				t.Fatalf("event %d: %v is followed by %v", i, e, n)
			}
			if n.Depth != e.Depth || n.Row != e.Row || n.Col != e.Col || n.Value != e.Value || n.Frame != e.Frame {
				t.Fatalf("event %d: %v is followed by %v, another choice", i, e, n)
			}
		case engine.Reject, engine.Place:
			if i == 0 || events[i-1].Kind != engine.Try {
				t.Fatalf("event %d: %v does not follow a Try", i, e)
			}
			if _, ok := byPoint(e); e.Kind == engine.Reject && ok {
				t.Fatalf("event %d: %v names a blocking cell", i, e)
			}
		}
	}
}

// replayPath checks the stream of a depth-first walk (solver or
// generator) whose steps between cells are step characters long, on top
// of checkGrammar: Places grow a path one neighbour at a time, each
// naming in By the end of the path (nothing for the first) and opening a
// frame with the next id at its own depth, unless a Solution follows;
// Undos, each right after its frame leaves, shrink the path from its end;
// Try and Reject are at the depth a Place would have. It returns the path
// left at the end and the path at each Solution.
func replayPath(t *testing.T, events []engine.Event, step int) (last []Point, solutions [][]Point) {
	t.Helper()
	checkGrammar(t, events)
	var path []Point
	var places uint32
	for i, e := range events {
		p := Point{e.Row, e.Col}
		switch e.Kind {
		case engine.Try, engine.Reject:
			if e.Depth != len(path) {
				t.Fatalf("event %d: %v at depth %d, the path has %d cells", i, e, e.Depth, len(path))
			}
		case engine.Place:
			places++
			if e.Depth != len(path) {
				t.Fatalf("event %d: %v at depth %d, the path has %d cells", i, e, e.Depth, len(path))
			}
			if next := events[min(i+1, len(events)-1)]; next.Kind != engine.Solution &&
				(next.Kind != engine.Enter || next.Frame != places || next.Depth != e.Depth || next.Row != e.Row || next.Col != e.Col) {
				t.Fatalf("event %d: %v is followed by %v, not the Enter of frame %d", i, e, next, places)
			}
			by, ok := byPoint(e)
			if len(path) == 0 {
				if ok || e.Value != int(NoDirection) {
					t.Fatalf("event %d: root %v names a parent or direction", i, e)
				}
			} else {
				top := path[len(path)-1]
				if !ok || by != top {
					t.Fatalf("event %d: %v, but the path ends at %v", i, e, top)
				}
				want := Point{top.Row + step*int(rowStep[e.Value]), top.Col + step*int(colStep[e.Value])}
				if want != p {
					t.Fatalf("event %d: %v is not %v of %v", i, e, Direction(e.Value), top)
				}
			}
			path = append(path, p)
		case engine.Undo:
			if events[i-1].Kind != engine.Leave {
				t.Fatalf("event %d: %v does not follow a Leave", i, e)
			}
			if len(path) == 0 || path[len(path)-1] != p || e.Depth != len(path)-1 {
				t.Fatalf("event %d: %v does not undo the end of path %v", i, e, path)
			}
			path = path[:len(path)-1]
		case engine.Enter, engine.Leave:
			if len(path) == 0 || path[len(path)-1] != p || e.Depth != len(path)-1 {
				t.Fatalf("event %d: %v, but the path is %v", i, e, path)
			}
		case engine.Solution:
			if e.Depth != len(path)-1 || path[len(path)-1] != p {
				t.Fatalf("event %d: %v, but the path is %v", i, e, path)
			}
			solutions = append(solutions, append([]Point(nil), path...))
		default:
			t.Fatalf("event %d: unexpected %v", i, e)
		}
	}
	return path, solutions
}
