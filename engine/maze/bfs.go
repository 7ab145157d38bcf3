package maze

import "backtracklab/engine"

// BFS is the breadth-first search for a shortest path from S to E. Its Run
// method is an engine.Search; the package documentation lists the events
// it reports.
type BFS struct {
	maze *Maze
	path []Point
}

// NewBFS returns a breadth-first search of m.
func NewBFS(m *Maze) *BFS { return &BFS{maze: m} }

// Path is a shortest path the last run found, from S to E inclusive, or
// nil if it found none or has not ended. Read it after the run is over.
func (s *BFS) Path() []Point { return s.path }

// SolveBFS runs a breadth-first search of m unobserved and returns a
// shortest path, from S to E inclusive (nil when E cannot be reached), and
// its counters.
func SolveBFS(m *Maze) ([]Point, engine.Stats) {
	s := NewBFS(m)
	t := engine.NewTracer(nil)
	s.Run(t)
	return s.Path(), t.Stats
}

// Run searches ring by ring, reporting to t, and returns
// engine.LimitReached when it reached E (it stops there) or
// engine.NoSolution.
func (s *BFS) Run(t *engine.Tracer) engine.End {
	m := s.maze
	s.path = nil
	g := m.markGrid()
	// Every open square is queued at most once.
	queue := make([]int32, 0, m.open)
	watched := t.Watched()
	st := &t.Stats
	end := g.index(m.end)

	start := g.index(m.start)
	st.Nodes++
	st.Placements++
	g.marks[start] = enteredStart
	queue = append(queue, start)
	if watched {
		rootEvents(t, m.start)
	}

	// The queue holds ring after ring: ringEnd is where the ring at the
	// current distance from S ends.
	distance, ringEnd := 0, len(queue)
	for head := 0; head < len(queue); head++ {
		if head == ringEnd {
			distance++
			ringEnd = len(queue)
		}
		cur := queue[head]
		depth := distance + 1
		for d := range NumDirections {
			n := cur + g.step[d]
			st.Nodes++
			if watched {
				t.Emit(choiceEvent(engine.Try, engine.NoConflict, depth, g.point(n), d))
			}
			k := g.marks[n]
			st.Checks += markChecks[k]
			if k != unvisited {
				st.Rejections[markConflict[k]]++
				if watched {
					t.Emit(choiceEvent(engine.Reject, markConflict[k], depth, g.point(n), d))
				}
				continue
			}
			g.marks[n] = entered(d)
			st.Placements++
			queue = append(queue, n)
			if watched {
				ev := choiceEvent(engine.Place, engine.NoConflict, depth, g.point(n), d)
				from := g.point(cur)
				ev.ByRow, ev.ByCol = from.Row, from.Col
				t.Emit(ev)
			}
			if n == end {
				st.Solutions++
				if watched {
					t.Emit(solutionEvent(depth, m.end))
				}
				s.path = g.walkBack(n, depth)
				return engine.LimitReached
			}
		}
	}
	return engine.NoSolution
}

// walkBack follows the marks back from the square at index i, length
// steps from the start, and returns the path from the start to it.
func (g *markGrid) walkBack(i int32, length int) []Point {
	path := make([]Point, length+1)
	for k := length; k > 0; k-- {
		path[k] = g.point(i)
		i -= g.step[g.marks[i]-enteredUp]
	}
	path[0] = g.point(i)
	return path
}
