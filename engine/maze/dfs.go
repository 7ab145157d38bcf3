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
// engine.LimitReached when it found one (it stops at the first),
// engine.NoSolution, or engine.Stopped when t's runner stopped it.
//
// Watching is a switch: the search builds events only while t.Watched(),
// which it reads again after every event, and looks every pollEvery steps
// while unwatched; when watching comes on, it restates where it stands
// (see resyncPath) and goes on. The path and the counters are the same
// either way. Its listing is what a teaching view shows, tracing and
// polls left out.
//
//listing:begin maze/dfs
func (s *DFS) Run(t *engine.Tracer) engine.End {
	m := s.maze
	s.path = nil
	g := m.markGrid()
	// The path never holds a square twice, so it fits without growing.
	stack := make([]pathFrame, 0, m.open)
	watched := t.Watched() //listing:hide
	polls := pollEvery     //listing:hide
	st := &t.Stats
	end := g.index(m.end)

	start := g.index(m.start)
	st.Nodes++
	st.Placements++
	frames := uint32(1) // frames opened so far: one for each square entered
	g.marks[start] = enteredStart
	stack = append(stack, pathFrame{at: start, id: frames, from: NoDirection, order: clockwise}) //@place.start
	if watched {
		watched = startEvents(t, SearchDFS, stack, g.point)
	}

	for len(stack) > 0 {
		if !watched {
			switch poll(t, &polls, 1) {
			case stop:
				return engine.Stopped
			case watch:
				watched = resyncPath(t, SearchDFS, &g, stack, g.point)
			}
		}
		top := len(stack) - 1
		f := &stack[top]                   //@enter
		if f.next == int8(NumDirections) { //@return
			st.Backtracks++
			if watched {
				// The Undo of S is the last step: found reports it.
				watched = emit(t, pathEvent(engine.Leave, stack, top, g.point)) &&
					(top == 0 || emit(t, pathEvent(engine.Undo, stack, top, g.point)))
			}
			stack = stack[:top] //@undo
			continue
		}
		d := shuffles[f.order][f.next]
		f.next++
		n := f.at + g.step[d] //@loop
		depth := top + 1
		st.Nodes++
		if watched {
			watched = emit(t, choiceEvent(engine.Try, engine.NoConflict, f.id, depth, g.point(n), d, 0))
		}
		k := g.marks[n]
		st.Checks += markChecks[k]
		if k != unvisited { //@check
			st.Rejections[markConflict[k]]++
			if watched {
				watched = emit(t, choiceEvent(engine.Reject, markConflict[k], f.id, depth, g.point(n), d, markChecks[k]))
			}
			continue
		}
		g.marks[n] = entered(d) //@place
		st.Placements++
		frames++
		stack = append(stack, pathFrame{at: n, id: frames, from: d, order: clockwise})
		if watched {
			ev := pathEvent(engine.Place, stack, depth, g.point)
			ev.Checks = uint32(markChecks[k])
			watched = emit(t, ev)
		}
		if n == end { //@exit
			st.Solutions++
			s.path = make([]Point, len(stack))
			for i, f := range stack {
				s.path[i] = g.point(f.at)
			}
			foundPath(t, watched, solutionEvent(stack[top].id, depth, m.end), SearchDFS, s.path, &g) //listing:hide
			return engine.LimitReached                                                               //@done.limit
		}
		if watched {
			watched = emit(t, pathEvent(engine.Enter, stack, depth, g.point))
		}
	}
	foundPath(t, watched, pathEvent(engine.Undo, stack[:1], 0, g.point), SearchDFS, nil, &g) //listing:hide
	return engine.NoSolution                                                                 //@done
}

//listing:end
