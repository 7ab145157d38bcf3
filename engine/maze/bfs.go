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

// bfsCell is a discovered cell waiting in the queue.
type bfsCell struct{ row, col int32 }

// Run searches ring by ring, reporting to t, and returns
// engine.LimitReached when it reached E (it stops there) or
// engine.NoSolution.
func (s *BFS) Run(t *engine.Tracer) engine.End {
	m := s.maze
	s.path = nil
	state := m.marks()
	// from[i] is the direction cell i was discovered by, kept to walk the
	// path back from E.
	from := make([]Direction, len(m.cells))
	// Every open cell is queued at most once.
	queue := make([]bfsCell, 0, m.open)
	watched := t.Watched()
	st := &t.Stats
	w, h := int32(m.width), int32(m.height)
	endRow, endCol := int32(m.end.Row), int32(m.end.Col)

	st.Nodes++
	st.Placements++
	si := m.start.Row*m.width + m.start.Col
	state[si] = visited
	from[si] = NoDirection
	queue = append(queue, bfsCell{int32(m.start.Row), int32(m.start.Col)})
	if watched {
		ev := engine.Event{Kind: engine.Try, Row: m.start.Row, Col: m.start.Col, Value: int(NoDirection), ByRow: -1, ByCol: -1}
		t.Emit(ev)
		ev.Kind = engine.Place
		t.Emit(ev)
	}

	// The queue holds ring after ring: ringEnd is where the ring of the
	// current distance ends.
	distance, ringEnd := 0, len(queue)
	for head := 0; head < len(queue); head++ {
		if head == ringEnd {
			distance++
			ringEnd = len(queue)
		}
		cur := queue[head]
		depth := distance + 1
		for d := range NumDirections {
			r, c := cur.row+int32(rowStep[d]), cur.col+int32(colStep[d])
			st.Nodes++
			if watched {
				t.Emit(engine.Event{Kind: engine.Try, Depth: depth, Row: int(r), Col: int(c), Value: int(d), ByRow: -1, ByCol: -1})
			}
			conflict := conflictAt(state, w, h, r, c, &st.Checks)
			if conflict != engine.NoConflict {
				st.Rejections[conflict]++
				if watched {
					t.Emit(engine.Event{Kind: engine.Reject, Conflict: conflict, Depth: depth, Row: int(r), Col: int(c), Value: int(d), ByRow: -1, ByCol: -1})
				}
				continue
			}
			state[r*w+c] = visited
			from[r*w+c] = d
			st.Placements++
			queue = append(queue, bfsCell{r, c})
			if watched {
				t.Emit(engine.Event{Kind: engine.Place, Depth: depth, Row: int(r), Col: int(c), Value: int(d), ByRow: int(cur.row), ByCol: int(cur.col)})
			}
			if r == endRow && c == endCol {
				st.Solutions++
				if watched {
					t.Emit(engine.Event{Kind: engine.Solution, Depth: depth, Row: int(r), Col: int(c), Value: int(NoDirection), ByRow: -1, ByCol: -1})
				}
				s.path = walkBack(m, from, m.end, depth)
				return engine.LimitReached
			}
		}
	}
	return engine.NoSolution
}

// walkBack follows the directions cells were discovered by from end back
// to the start, length steps, and returns the path from S to end.
func walkBack(m *Maze, from []Direction, end Point, length int) []Point {
	path := make([]Point, length+1)
	p := end
	for i := length; i >= 0; i-- {
		path[i] = p
		if i > 0 {
			p = p.Move(from[p.Row*m.width+p.Col].Opposite())
		}
	}
	return path
}
