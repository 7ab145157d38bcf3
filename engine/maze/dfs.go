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
	g := m.markGrid()
	// The path never holds a square twice, so it fits without growing.
	stack := make([]pathFrame, 0, m.open)
	watched := t.Watched()
	st := &t.Stats
	end := g.index(m.end)

	start := g.index(m.start)
	st.Nodes++
	st.Placements++
	g.marks[start] = enteredStart
	stack = append(stack, pathFrame{at: start, from: NoDirection, order: clockwise})
	if watched {
		rootEvents(t, m.start)
	}

	for len(stack) > 0 {
		top := len(stack) - 1
		f := &stack[top]
		if f.next == int8(NumDirections) {
			st.Backtracks++
			if watched {
				t.Emit(pathEvent(engine.Undo, stack, top, g.point))
			}
			stack = stack[:top]
			continue
		}
		d := shuffles[f.order][f.next]
		f.next++
		n := f.at + g.step[d]
		depth := top + 1
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
		stack = append(stack, pathFrame{at: n, from: d, order: clockwise})
		if watched {
			t.Emit(pathEvent(engine.Place, stack, depth, g.point))
		}
		if n == end {
			st.Solutions++
			if watched {
				t.Emit(solutionEvent(depth, m.end))
			}
			s.path = make([]Point, len(stack))
			for i, f := range stack {
				s.path[i] = g.point(f.at)
			}
			return engine.LimitReached
		}
	}
	return engine.NoSolution
}
