package maze

import "backtracklab/engine"

// DFS is the depth-first backtracking search for a path from S to E. Its
// Run method is an engine.Search; the package documentation lists the
// events it reports.
type DFS struct {
	maze *Maze
	path []Point
}

// NewDFS returns a depth-first search of m.
func NewDFS(m *Maze) *DFS { return &DFS{maze: m} }

// Path is the path the last run found, from S to E inclusive, or nil if it
// found none or has not ended. Read it after the run is over.
func (s *DFS) Path() []Point { return s.path }

// SolveDFS runs a depth-first search of m unobserved and returns the path
// it found, from S to E inclusive (nil when E cannot be reached), and its
// counters.
func SolveDFS(m *Maze) ([]Point, engine.Stats) {
	s := NewDFS(m)
	t := engine.NewTracer(nil)
	s.Run(t)
	return s.Path(), t.Stats
}

// Run searches for a path, reporting to t, and returns
// engine.LimitReached when it found one (it stops at the first) or
// engine.NoSolution.
func (s *DFS) Run(t *engine.Tracer) engine.End {
	m := s.maze
	s.path = nil
	state := m.marks()
	// The path never holds a cell twice, so it fits without growing.
	stack := make([]pathFrame, 0, m.open)
	watched := t.Watched()
	st := &t.Stats
	w, h := int32(m.width), int32(m.height)
	endRow, endCol := int32(m.end.Row), int32(m.end.Col)

	// The start is the root: tried and placed at depth 0.
	st.Nodes++
	st.Placements++
	state[m.start.Row*m.width+m.start.Col] = visited
	stack = append(stack, pathFrame{row: int32(m.start.Row), col: int32(m.start.Col), from: NoDirection, order: clockwise})
	if watched {
		ev := engine.Event{Kind: engine.Try, Row: m.start.Row, Col: m.start.Col, Value: int(NoDirection), ByRow: -1, ByCol: -1}
		t.Emit(ev)
		ev.Kind = engine.Place
		t.Emit(ev)
	}

	for len(stack) > 0 {
		top := len(stack) - 1
		f := &stack[top]
		if f.next == int8(NumDirections) {
			st.Backtracks++
			if watched {
				t.Emit(pathEvent(engine.Undo, stack, top))
			}
			stack = stack[:top]
			continue
		}
		d := shuffles[f.order][f.next]
		f.next++
		r, c := f.row+int32(rowStep[d]), f.col+int32(colStep[d])
		depth := top + 1
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
		st.Placements++
		stack = append(stack, pathFrame{row: r, col: c, from: d, order: clockwise})
		if watched {
			t.Emit(pathEvent(engine.Place, stack, depth))
		}
		if r == endRow && c == endCol {
			st.Solutions++
			if watched {
				t.Emit(engine.Event{Kind: engine.Solution, Depth: depth, Row: int(r), Col: int(c), Value: int(NoDirection), ByRow: -1, ByCol: -1})
			}
			s.path = framePath(stack)
			return engine.LimitReached
		}
	}
	return engine.NoSolution
}
