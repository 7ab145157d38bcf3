package maze

// The screen's part of the Teach side (gui/teach): the search of each
// step of a run (a comparison runs two), its steps in words, the call
// stack of depth-first search or the queue of breadth-first search,
// where a cell is on the board, and the names of the search tree's nodes.

import (
	"fmt"
	"image"
	"sort"
	"sync"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach"
)

// teacher implements teach.Puzzle for the screen.
type teacher struct {
	teach.Methods[Algorithm]
	s     *Screen
	facts teach.Facts[runFacts] // the recorded run and its searches
	queue bfsQueue
}

// runFacts are the fixed facts of a recorded run: the recording, the
// searches the job runs, the model that takes their results, and which
// search each step belongs to, as the recorded events name them.
type runFacts struct {
	rec   *trace.Recording
	algs  [2]Algorithm
	model *model
	named namedSteps
}

var (
	_ teach.Puzzle = (*teacher)(nil)
	_ teach.Boards = (*teacher)(nil)
)

// newTeacher returns the screen's teacher; it notes the searches of each
// run as the session starts it.
func newTeacher(s *Screen) *teacher {
	t := &teacher{s: s}
	t.facts.Follow(s.session, &runFacts{}, func(rec *trace.Recording) *runFacts {
		if s.model == nil {
			return nil
		}
		cursor := func() *trace.Cursor {
			if s.session.Recording() != rec {
				return nil // a newer run's
			}
			return s.session.NewCursor()
		}
		return &runFacts{rec: rec, algs: s.algs, model: s.model, named: namedSteps{cursor: cursor}}
	})
	t.Methods = teach.Methods[Algorithm]{
		Listings: methods,
		Run:      func(k uint64) Algorithm { return t.facts.Load().algAt(k) },
		Chosen:   s.algorithm,
		Changed:  &s.algo.OnChanged,
	}
	return t
}

// methods are the listings of the searches, the one of step k of a
// comparison for its Method, the one chosen (a comparison runs it first)
// for its Selected; the generator has none.
var methods = map[Algorithm]listing.Method{
	DFS: listing.MazeDFS,
	BFS: listing.MazeBFS,
}

// algAt is the search step k of the run belongs to.
func (f *runFacts) algAt(k uint64) Algorithm {
	return f.named.at(f.rec, k, f.algs[0])
}

// stats are the counters at the step c shows of the search it belongs
// to: the recording counts on through both searches of a comparison, and
// the first one's result says its own.
func (t *teacher) stats(c *trace.Cursor) engine.Stats {
	st := c.Stats()
	f := t.facts.Load()
	if f.model == nil || f.algs[0] == f.algs[1] || f.algAt(c.Step()) == f.algs[0] {
		return st
	}
	if snap := f.model.snapshot(); len(snap.results) > 0 {
		return minus(st, snap.results[0].stats)
	}
	return st
}

// namedSteps follows, through a recording, the steps that name their
// search (engine.Event.Search): the first step of each search of the run
// and every Resync. Step k belongs to the search the latest of them at or
// before k names. It reads each event once.
type namedSteps struct {
	mu    sync.Mutex
	rec   *trace.Recording
	rd    *trace.Reader
	steps []namedStep // in order
	// A recording keeps the last million steps or so: once the step that
	// named the search of its first kept step is gone, that search is the
	// one the position there belongs to, rebuilt by a cursor (cursor, nil
	// in tests, makes one) and kept for that first step.
	cursor    func() *trace.Cursor
	firstStep uint64
	firstAlg  Algorithm
}

type namedStep struct {
	step uint64
	alg  Algorithm
}

// at is the search of step k of rec, first before any step names one.
func (n *namedSteps) at(rec *trace.Recording, k uint64, first Algorithm) Algorithm {
	n.mu.Lock()
	defer n.mu.Unlock()
	if rec != n.rec {
		n.rec, n.rd, n.steps, n.firstStep = rec, nil, n.steps[:0], 0
		if rec != nil {
			n.rd = rec.NewReader()
		}
	}
	for n.rd != nil {
		e, ok := n.rd.Next()
		if !ok {
			break
		}
		if alg, ok := algOf(e.Search); ok && (e.Kind == engine.Resync || e.StartsSearch()) {
			n.steps = append(n.steps, namedStep{e.Seq, alg})
		}
	}
	i := sort.Search(len(n.steps), func(i int) bool { return n.steps[i].step > k })
	if i > 0 {
		return n.steps[i-1].alg
	}
	if rec == nil || n.cursor == nil {
		return first
	}
	if f := rec.First(); f > 1 {
		if f != n.firstStep {
			n.firstStep, n.firstAlg = f, first
			if c := n.cursor(); c != nil {
				if _, ok := c.Seek(f); ok {
					n.firstAlg = c.Board().(*position).alg
				}
			}
		}
		return n.firstAlg
	}
	return first
}

// Say is part of teach.Puzzle: the step's narration.
func (t *teacher) Say(c *trace.Cursor) string {
	e := c.Event()
	return i18n.Say(story.Maze(e, t.stats(c), searches[t.facts.Load().algAt(e.Seq)]))
}

// Stack is part of teach.Puzzle: the frames of a depth-first search (and
// of the generator), a cell each, the start first; or the queue of a
// breadth-first search, the cell being expanded first.
func (t *teacher) Stack(c *trace.Cursor) teach.Stack {
	alg := t.facts.Load().algAt(c.Step())
	if alg == BFS {
		return t.queueOf(c)
	}
	name := "dfs"
	if alg == Carve {
		name = "carve"
	}
	n := c.PathLen()
	e := c.Event()
	return teach.Frames(n, func(i int) teach.StackLine {
		f := c.PathAt(i)
		at := maze.Point{Row: f.Row, Col: f.Col}
		call := fmt.Sprintf("%s(%s)", name, story.MazeCell(at))
		piece := engine.At(f.Row, f.Col)
		if i < n-1 {
			next := c.PathAt(i + 1)
			went := i18n.T("teach.maze.went", i18n.Args{"Dir": dirName(maze.Direction(next.Value))})
			return teach.StackLine{Text: teach.Join(call, went), Piece: piece}
		}
		return teach.StackLine{Text: teach.Join(call, doing(e)), Piece: piece}
	})
}

// dirName names direction d.
func dirName(d maze.Direction) string {
	if d < 0 || d >= maze.NumDirections {
		return ""
	}
	return i18n.T("maze.dir." + d.String())
}

// doing says what the frame that runs does at event e.
func doing(e engine.Event) string {
	dir := i18n.Args{"Dir": dirName(maze.Direction(e.Value))}
	switch e.Kind {
	case engine.Enter:
		return i18n.T("teach.stack.starts")
	case engine.Try:
		if maze.Direction(e.Value) == maze.NoDirection {
			return i18n.T("teach.stack.starts")
		}
		return i18n.T("teach.maze.going", dir)
	case engine.Reject:
		dir["Rule"] = teach.RuleName(e.Conflict)
		return i18n.T("teach.maze.blocked", dir)
	case engine.Place:
		return i18n.T("teach.maze.went", dir)
	case engine.Undo, engine.Leave:
		return i18n.T("teach.maze.deadend")
	case engine.Solution:
		return i18n.T("teach.maze.exit")
	case engine.Finish:
		return i18n.T(teach.FinishKey(e.End))
	}
	return ""
}

// queueOf is the queue of a breadth-first search at the step c shows: the
// cell being expanded, then the cells waiting, in the order they were
// discovered, which is the order they are taken.
func (t *teacher) queueOf(c *trace.Cursor) teach.Stack {
	q := &t.queue
	q.sync(t.s.session.Recording(), t.facts.Load().algs[0])
	k := c.Step()
	placed, taken := q.at(k)
	from := max(taken-1, 0) // the cell being expanded, once one is
	n := placed - from
	waiting := placed - taken
	return teach.Stack{
		Title: i18n.N("teach.stack.queue", waiting, i18n.Args{"Count": waiting}),
		Len:   max(n, 0),
		Top:   0,
		Line: func(i int) teach.StackLine {
			cell := q.cells[from+i]
			key := "teach.maze.queued"
			if taken > 0 && i == 0 {
				key = "teach.maze.front"
			}
			args := i18n.Args{"Cell": story.MazeCell(cell.at), "Steps": cell.dist}
			return teach.StackLine{Text: i18n.T(key, args), Piece: engine.At(cell.at.Row, cell.at.Col)}
		},
	}
}

// bfsQueue follows the queue of a breadth-first search through the
// recording, reading each event once: the cells in the order they were
// discovered (each Place), with the step that discovered each, and the
// steps at which cells were taken from the queue (each Expand). Since the
// queue is first in, first out, the cells taken by step k are the first
// of those discovered, as many as the Expands by then, and the queue at k
// is the rest of those discovered by k.
type bfsQueue struct {
	rec   *trace.Recording
	rd    *trace.Reader
	alg   Algorithm // the search of the latest event read, as the events name it
	cells []queued  // in the order discovered
	takes []take    // in order
}

// queued is a cell discovered, its distance from S and the step that
// discovered it.
type queued struct {
	at   maze.Point
	dist int
	step uint64
}

// take is the number of cells taken from the queue by a step.
type take struct {
	step  uint64
	count int
}

// sync reads the events recorded since the last sync; first is the
// run's first search, until an event names one.
func (q *bfsQueue) sync(rec *trace.Recording, first Algorithm) {
	if rec != q.rec {
		q.rec, q.rd, q.alg = rec, nil, first
		q.cells, q.takes = q.cells[:0], q.takes[:0]
		if rec == nil {
			return
		}
		q.rd = rec.NewReader()
	}
	for {
		e, ok := q.rd.Next()
		if !ok {
			return
		}
		if q.rd.Restarted() || e.Kind == engine.Resync {
			// A new history: a Resync restates the queue in order.
			q.cells, q.takes = q.cells[:0], q.takes[:0]
		}
		if alg, ok := algOf(e.Search); ok {
			q.alg = alg
		}
		if q.alg != BFS {
			continue
		}
		switch e.Kind {
		case engine.Place:
			q.cells = append(q.cells, queued{at: maze.Point{Row: e.Row, Col: e.Col}, dist: e.Depth, step: e.Seq})
		case engine.Expand:
			count := 1
			if n := len(q.takes); n > 0 {
				count = q.takes[n-1].count + 1
			}
			if e.Sync {
				// A restated Expand names the last cell taken: every cell
				// discovered up to it has been taken.
				for i := len(q.cells) - 1; i >= 0; i-- {
					if q.cells[i].at.Row == e.Row && q.cells[i].at.Col == e.Col {
						count = i + 1
						break
					}
				}
			}
			q.takes = append(q.takes, take{step: e.Seq, count: count})
		}
	}
}

// at returns how many cells had been discovered and how many taken from
// the queue after step k.
func (q *bfsQueue) at(k uint64) (placed, taken int) {
	placed = sort.Search(len(q.cells), func(i int) bool { return q.cells[i].step > k })
	if i := sort.Search(len(q.takes), func(i int) bool { return q.takes[i].step > k }); i > 0 {
		taken = min(q.takes[i-1].count, placed)
	}
	return placed, taken
}

// Locate is part of teach.Puzzle: the cell on the board.
func (t *teacher) Locate(row, col int) (fyne.Position, float32, bool) {
	v := t.s.board.View()
	if v == nil || row < 0 || col < 0 || row >= v.H || col >= v.W || v.W < 2 {
		return fyne.Position{}, 0, false
	}
	b := t.s.board
	return b.CellCenter(row, col), b.CellCenter(0, 1).X - b.CellCenter(0, 0).X, true
}

// Label is part of teach.Puzzle: a cell's node is named by the cell, a
// stub by the move cut off and the rule that cut it.
func (t *teacher) Label(n tree.Node) string {
	switch n.Kind {
	case tree.Root:
		return ""
	case tree.Stub:
		return teach.Stub(dirName(maze.Direction(n.Value)), n.Conflict)
	}
	return story.MazeCell(maze.Point{Row: n.Row, Col: n.Col})
}

// Board is part of teach.Boards: the search tree draws each node's path
// on a small maze of its own, for mazes up to 16 cells a side. The
// generator carves a maze that is not there yet: it has no walls to draw.
func (t *teacher) Board() func(*tree.Tree, int) image.Image {
	m := t.s.mz
	if m == nil || t.facts.Load().algs[0] == Carve || max(m.Width(), m.Height()) > 16 {
		return nil
	}
	return teach.MazeBoard(m.Height(), m.Width(), m.IsWall)
}
