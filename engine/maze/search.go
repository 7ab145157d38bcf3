package maze

import "backtracklab/engine"

// mark is the state of a square during a search, one byte each.
type mark uint8

// The marks. A square entered (or discovered) remembers the direction it
// was entered by, which is all the breadth-first search needs to walk its
// path back.
const (
	unvisited mark = iota
	blocked        // a wall
	beyond         // the border of squares off the grid
	// Entered by a move up, right, down or left, in the order of the
	// directions, so that entered(d) is enteredUp+d.
	enteredUp
	enteredRight
	enteredDown
	enteredLeft
	enteredStart // the first square, entered from nowhere
	numMarks
)

// entered is the mark of a square entered by a move in direction d.
func entered(d Direction) mark { return enteredUp + mark(d) }

// markConflict is why a square with each mark cannot be entered.
var markConflict = [numMarks]engine.Conflict{
	unvisited: engine.NoConflict,
	blocked:   engine.Wall,
	beyond:    engine.Outside,
	enteredUp: engine.Visited, enteredRight: engine.Visited, enteredDown: engine.Visited,
	enteredLeft: engine.Visited, enteredStart: engine.Visited,
}

// markChecks is how many rules a move to a square with each mark is
// checked against, in the order a reader would test them: on the grid,
// not a wall, not visited. One load of the mark answers them all.
var markChecks = [numMarks]uint64{
	unvisited: 3, blocked: 2, beyond: 1,
	enteredUp: 3, enteredRight: 3, enteredDown: 3, enteredLeft: 3, enteredStart: 3,
}

// markGrid is the state of a walk over a grid: the marks of its squares,
// row by row, framed by a border of squares marked beyond, so that a move
// off the grid is one more lookup instead of four comparisons.
type markGrid struct {
	marks  []mark
	stride int32                // squares per row, border included
	step   [NumDirections]int32 // how far a move goes in marks
}

// newMarkGrid returns a grid of width x height unvisited squares and
// their border.
func newMarkGrid(width, height int) markGrid {
	stride := width + 2
	g := markGrid{
		marks:  make([]mark, stride*(height+2)),
		stride: int32(stride),
		step:   [NumDirections]int32{int32(-stride), 1, int32(stride), -1},
	}
	last := len(g.marks) - stride
	for c := range stride {
		g.marks[c], g.marks[last+c] = beyond, beyond
	}
	for r := stride; r < last; r += stride {
		g.marks[r], g.marks[r+stride-1] = beyond, beyond
	}
	return g
}

// markGrid returns the state of a fresh search of m: walls blocked.
func (m *Maze) markGrid() markGrid {
	g := newMarkGrid(m.width, m.height)
	for r := range m.height {
		row := g.marks[g.index(Point{r, 0}):]
		for c, cell := range m.cells[r*m.width : (r+1)*m.width] {
			if cell == Wall {
				row[c] = blocked
			}
		}
	}
	return g
}

// index is where the square at p lies in marks.
func (g *markGrid) index(p Point) int32 {
	return int32(p.Row+1)*g.stride + int32(p.Col+1)
}

// point is the square at index i of marks; the border lies at row or
// column -1, height or width.
func (g *markGrid) point(i int32) Point {
	return Point{int(i/g.stride) - 1, int(i%g.stride) - 1}
}

// from is the direction a square with mark k was entered by, and
// NoDirection for the start; k is one of the entered marks.
func (k mark) from() Direction {
	if k == enteredStart {
		return NoDirection
	}
	return Direction(k - enteredUp)
}

// onPath flags, for the time of a Resync burst only, the squares on the
// path of a depth-first walk, so that one pass over the marks tells them
// from the squares backed out of.
const onPath mark = 0x80

// pathFrame is a square on the path of a depth-first walk (the solver's
// or the generator's): where it is in its markGrid, the id of the frame
// it opened, how it was entered, the order it tries its directions in, as
// an index into shuffles, and how many it has tried.
type pathFrame struct {
	at    int32
	id    uint32
	from  Direction // NoDirection for the first square
	next  int8
	order uint8
}

// clockwise is the index in shuffles of the solvers' order: up, right,
// down, left.
const clockwise = 0

// pollEvery is how many steps a search takes unwatched between two looks
// at the runner: is it watched now, paused, stopped? A look costs two
// atomic loads; at this spacing it is lost in the noise of the
// benchmarks, and a stop at full speed still lands within microseconds.
const pollEvery = 1 << 12

// What poll finds.
const (
	goOn  = iota // nothing new: carry on
	stop         // the run is stopped
	watch        // watching came on: restate where the search stands
)

// poll counts steps of an unwatched search down from pollEvery and, when
// they run out, looks at the runner (look). It is small enough to inline:
// the hot loops pay a decrement.
func poll(t *engine.Tracer, polls *int, steps int) int {
	if *polls -= steps; *polls > 0 {
		return goOn
	}
	return look(t, polls)
}

// look is poll's look at the runner. Continue never waits out a pause: a
// paused run is watched, and the search shows where it stands at once.
func look(t *engine.Tracer, polls *int) int {
	*polls = pollEvery
	switch {
	case !t.Watched() && !t.Continue():
		return stop
	case t.Watched():
		return watch
	}
	return goOn
}

// emit reports ev and says whether the next event is wanted too: under a
// Runner, watching may have been switched off while ev was handed out.
func emit(t *engine.Tracer, ev engine.Event) bool {
	t.Emit(ev)
	return t.Watched()
}

// square is the engine's name for the square at p.
func square(p Point) engine.Square { return engine.At(p.Row, p.Col) }

// pathEvent is an event of the square at index i of a path: its Place or
// Undo, which belong to the frame of the square before it and name that
// square in By, or the Enter or Leave of its own frame. Depth is i, the
// square's distance along the path, in both cases. toPoint turns a
// position in the walk's markGrid into the point events report.
func pathEvent(kind engine.Kind, stack []pathFrame, i int, toPoint func(int32) Point) engine.Event {
	f := &stack[i]
	p := toPoint(f.at)
	ev := engine.Event{Kind: kind, Depth: i, Row: p.Row, Col: p.Col, Value: int(f.from)}
	switch {
	case kind == engine.Enter || kind == engine.Leave:
		ev.Frame = f.id
	case i > 0:
		ev.Frame = stack[i-1].id
		ev.By = square(toPoint(stack[i-1].at))
	}
	return ev
}

// choiceEvent is a Try or Reject, in frame, of the square at p, moving in
// d; checks are the rule checks made since the event before.
func choiceEvent(kind engine.Kind, conflict engine.Conflict, frame uint32, depth int, p Point, d Direction, checks uint64) engine.Event {
	return engine.Event{Kind: kind, Conflict: conflict, Frame: frame, Depth: depth, Row: p.Row, Col: p.Col, Value: int(d), Checks: uint32(checks)}
}

// startEvents reports the first square of a walk, stack[0]: tried and
// placed at depth 0, entered from nowhere and outside any frame, then the
// root frame it opens. The Try, the search's first step, names the
// search. It returns whether the walk is still watched.
func startEvents(t *engine.Tracer, name uint8, stack []pathFrame, toPoint func(int32) Point) bool {
	p := toPoint(stack[0].at)
	try := choiceEvent(engine.Try, engine.NoConflict, 0, 0, p, NoDirection, 0)
	try.Search = name
	if !emit(t, try) ||
		!emit(t, pathEvent(engine.Place, stack, 0, toPoint)) {
		return false
	}
	return emit(t, pathEvent(engine.Enter, stack, 0, toPoint))
}

// solutionEvent is the Solution that follows the Place of the square at
// p, at depth in frame.
func solutionEvent(frame uint32, depth int, p Point) engine.Event {
	return engine.Event{Kind: engine.Solution, Frame: frame, Depth: depth, Row: p.Row, Col: p.Col, Value: int(NoDirection)}
}

// The names of the package's searches in engine.Event.Search (see the
// package doc): the comparison chains DFS and BFS in one run.
const (
	SearchDFS   uint8 = iota + 1 // DFS
	SearchBFS                    // BFS
	SearchCarve                  // Generator
)

// Outcome is the result a search for a path reports on its last step
// (see the package doc): the path it found, from S to E inclusive, or
// nil when E cannot be reached. A search reports a new Outcome each run
// and never changes it, so that a watcher may keep it as it is.
type Outcome struct {
	Path []Point
	// Explored is every square the search entered (depth-first: those
	// off the path are its dead ends) or discovered (breadth-first), in
	// reading order: what a board drawn from the result alone, a run at
	// full speed, shows beside the path.
	Explored []Point
}

// found reports ev, the last step of a search, with its result and its
// name, whether or not anybody watches: as a step if the search watches
// (watched, its latest reading), else aside (see engine.Tracer.Found).
func found(t *engine.Tracer, watched bool, ev engine.Event, name uint8, result any) {
	ev.Search, ev.Result, ev.Aside = name, result, !watched
	t.Found(ev)
}

// foundPath reports the Outcome of a search for a path, as found does; a
// tracer nobody can watch gets nothing, and the Outcome is not even made
// (it would be the run's one allocation besides its state).
func foundPath(t *engine.Tracer, watched bool, ev engine.Event, name uint8, path []Point, g *markGrid) {
	if t.MayWatch() {
		found(t, watched, ev, name, Outcome{Path: path, Explored: g.explored()})
	}
}

// explored lists the squares of g entered so far, in reading order.
func (g *markGrid) explored() []Point {
	var out []Point
	for i, k := range g.marks {
		if k >= enteredUp && k <= enteredStart {
			out = append(out, g.point(int32(i)))
		}
	}
	return out
}

// resyncPath restates where a depth-first walk over g stands, for a
// watcher who joins mid-run: a Resync, which names the search, at the
// depth of the end of the path,
// then every square entered and backed out of (an Undo, in reading order,
// that names only the square, the direction it was entered by and, in By,
// where from: its depth and frame are gone with it), then the Place and
// Enter of every square on the path, from the first. All are Sync. It
// returns whether the walk is still watched.
//
// The squares backed out of are restated because they shape the rest of
// the walk, which finds them Visited, and a view draws them; they come
// first, while no frame is open, so that the burst nests like a live run.
func resyncPath(t *engine.Tracer, name uint8, g *markGrid, stack []pathFrame, toPoint func(int32) Point) bool {
	top := len(stack) - 1
	ev := pathEvent(engine.Enter, stack, top, toPoint)
	ev.Kind, ev.Sync, ev.Value, ev.Search = engine.Resync, true, 0, name
	t.Emit(ev)

	for _, f := range stack {
		g.marks[f.at] |= onPath
	}
	for i, k := range g.marks {
		if k < enteredUp || k >= enteredStart {
			continue // a wall, the border, unvisited, the start or on the path
		}
		d := k.from()
		p := toPoint(int32(i))
		t.Emit(engine.Event{Kind: engine.Undo, Sync: true, Row: p.Row, Col: p.Col, Value: int(d),
			By: square(toPoint(int32(i) - g.step[d]))})
	}
	for _, f := range stack {
		g.marks[f.at] &^= onPath
	}

	for i := range stack {
		for _, kind := range [...]engine.Kind{engine.Place, engine.Enter} {
			ev := pathEvent(kind, stack, i, toPoint)
			ev.Sync = true
			t.Emit(ev)
		}
	}
	return t.Watched()
}

// shuffles holds the 24 orders of the four directions, the clockwise one
// first. The generator shuffles a cell's directions by drawing one order
// at random: a single random number and no allocation.
var shuffles = permutations()

func permutations() [24][NumDirections]Direction {
	var all [24][NumDirections]Direction
	n := 0
	for a := range NumDirections {
		for b := range NumDirections {
			for c := range NumDirections {
				if a == b || a == c || b == c {
					continue
				}
				all[n] = [NumDirections]Direction{a, b, c, 6 - a - b - c}
				n++
			}
		}
	}
	return all
}
