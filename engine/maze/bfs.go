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
// engine.LimitReached when it reached E (it stops there),
// engine.NoSolution, or engine.Stopped when t's runner stopped it.
// Watching is a switch, as for DFS.Run; on it, the search restates what it
// has discovered (see resyncQueue). Its listing is what a teaching view
// shows, tracing and polls left out.
//
//listing:begin maze/bfs
func (s *BFS) Run(t *engine.Tracer) engine.End {
	m := s.maze
	s.path = nil
	g := m.markGrid()
	// Every open square is queued at most once.
	queue := make([]int32, 0, m.open)
	watched := t.Watched() //listing:hide
	polls := pollEvery     //listing:hide
	st := &t.Stats
	end := g.index(m.end)

	start := g.index(m.start)
	st.Nodes++
	st.Placements++
	g.marks[start] = enteredStart
	queue = append(queue, start)                                //@place.start
	root := [1]pathFrame{{at: start, id: 1, from: NoDirection}} //listing:hide
	if watched {
		watched = startEvents(t, SearchBFS, root[:], g.point)
	}

	// The queue holds ring after ring: ringEnd is where the ring at the
	// current distance from S ends.
	distance, ringEnd := 0, len(queue)
	for head := 0; head < len(queue); head++ { //@enter
		if head == ringEnd {
			distance++
			ringEnd = len(queue)
		}
		if !watched {
			// A square taken from the queue is four steps.
			switch poll(t, &polls, int(NumDirections)) {
			case stop:
				return engine.Stopped
			case watch:
				watched = resyncQueue(t, &g, queue, head, distance)
			}
		}
		cur := queue[head] //@dequeue
		if watched {
			p := g.point(cur)
			watched = emit(t, engine.Event{Kind: engine.Expand, Frame: 1, Depth: distance, Row: p.Row, Col: p.Col, Value: int(g.marks[cur].from())})
		}
		depth := distance + 1
		for d := range NumDirections {
			n := cur + g.step[d] //@loop
			st.Nodes++
			if watched {
				watched = emit(t, choiceEvent(engine.Try, engine.NoConflict, 1, depth, g.point(n), d, 0))
			}
			k := g.marks[n]
			st.Checks += markChecks[k]
			if k != unvisited { //@check
				st.Rejections[markConflict[k]]++
				if watched {
					watched = emit(t, choiceEvent(engine.Reject, markConflict[k], 1, depth, g.point(n), d, markChecks[k]))
				}
				continue
			}
			g.marks[n] = entered(d)
			st.Placements++
			queue = append(queue, n) //@enqueue
			if watched {
				ev := choiceEvent(engine.Place, engine.NoConflict, 1, depth, g.point(n), d, markChecks[k])
				ev.By = square(g.point(cur))
				watched = emit(t, ev)
			}
			if n == end { //@exit
				st.Solutions++
				s.path = g.walkBack(n, depth)
				foundPath(t, watched, solutionEvent(1, depth, m.end), SearchBFS, s.path, &g) //listing:hide
				return engine.LimitReached                                                   //@done.limit
			}
		}
	}
	foundPath(t, watched, pathEvent(engine.Leave, root[:], 0, g.point), SearchBFS, nil, &g) //listing:hide
	return engine.NoSolution                                                                //@return @done
}

//listing:end

// resyncQueue restates where a breadth-first search over g stands before it
// takes queue[head], at distance from S, for a watcher who joins mid-run:
// a Resync, then the Place and Enter of S and the Place of every square
// discovered since, in the order they were (the queue's), with its
// distance and the square it was discovered from, then the Expand of the
// last square taken from the queue, if any. All are Sync. The squares
// placed up to that one have been taken from the queue; the rest wait in
// it, the front first. It returns whether the search is still watched.
func resyncQueue(t *engine.Tracer, g *markGrid, queue []int32, head, distance int) bool {
	front := g.point(queue[head])
	t.Emit(engine.Event{Kind: engine.Resync, Sync: true, Frame: 1, Depth: distance, Row: front.Row, Col: front.Col, Search: SearchBFS})
	root := [1]pathFrame{{at: queue[0], id: 1, from: NoDirection}}
	for _, kind := range [...]engine.Kind{engine.Place, engine.Enter} {
		ev := pathEvent(kind, root[:], 0, g.point)
		ev.Sync = true
		t.Emit(ev)
	}
	// The marks keep no distances; the queue gives them back in one pass.
	// It holds the squares by distance, and each after the one it was
	// discovered from, in the order those were: so the index of a
	// square's parent only moves forward. starts[d] is the index of the
	// first square at distance d.
	starts := []int{0}
	parent, pd := 0, 0 // the index of the parent and its distance
	last := engine.Event{Kind: engine.Expand, Sync: true, Frame: 1, Value: int(NoDirection)}
	for i, sq := range queue {
		d := NoDirection
		dist := 0
		if i > 0 {
			d = g.marks[sq].from()
			for from := sq - g.step[d]; queue[parent] != from; {
				parent++
				for pd+1 < len(starts) && parent >= starts[pd+1] {
					pd++
				}
			}
			dist = pd + 1
			if dist == len(starts) {
				starts = append(starts, i)
			}
			p := g.point(sq)
			t.Emit(engine.Event{Kind: engine.Place, Sync: true, Frame: 1, Depth: dist, Row: p.Row, Col: p.Col, Value: int(d),
				By: square(g.point(queue[parent]))})
		}
		if i == head-1 {
			p := g.point(sq)
			last.Depth, last.Row, last.Col, last.Value = dist, p.Row, p.Col, int(d)
		}
	}
	if head > 0 {
		t.Emit(last)
	}
	return t.Watched()
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
