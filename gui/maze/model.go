package maze

import (
	"sync/atomic"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/run"
)

// result is how one search ended, for the comparison.
type result struct {
	alg   Algorithm
	found bool
	steps int // path length, when found
	stats engine.Stats
}

// snapshot is the state of a run as the screen sees it at one frame.
type snapshot struct {
	seq     uint64 // bumped at every publication
	view    View
	alg     Algorithm    // the search the events are from
	last    engine.Event // the latest event; Kind 0 before the first
	stats   engine.Stats
	end     engine.End // Running until the run finishes
	results []result   // the searches of the run that ended, in order
}

// model is where the search goroutine and the screen meet. The search
// side follows the events in its own view, at the cost of a few stores
// per event and no lock, and notes the cells it changed. It publishes
// them into the shared snapshot through the handoff at every event when the screen
// wants every step (paced, paused, stepped), and otherwise only when the
// screen has asked for a new frame since the last publication: at full
// speed a run publishes about 60 times a second, whatever the maze's size.
type model struct {
	ctl  run.Control
	want atomic.Bool // the screen took the last publication and wants another

	// Search goroutine only.
	work     snapshot
	dirty    []int32 // cells changed since the last publication
	allDirty bool    // every cell changed: copy them all

	handoff run.Handoff // guards shared
	shared  snapshot
}

// newModel returns a model of a run of alg starting from view v.
func newModel(v View, alg Algorithm, ctl run.Control) *model {
	m := &model{ctl: ctl}
	v.Line = alg
	m.work = snapshot{view: v, alg: alg}
	m.shared = m.work
	m.shared.view = v.clone()
	m.want.Store(true)
	return m
}

// onEvent is the runner's callback: it follows the events and publishes.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	if e.Kind == engine.Finish {
		m.work.end = e.End
		m.publish(st)
		return
	}
	switch m.work.alg {
	case DFS:
		m.followDFS(e)
	case BFS:
		m.followBFS(e)
	case Carve:
		m.followCarve(e)
	}
	m.work.last = e
	if e.Kind == engine.Solution || m.ctl.Slow() || m.want.CompareAndSwap(true, false) {
		m.publish(st)
	}
}

// followDFS: the path is the stack of cells placed and not undone.
func (m *model) followDFS(e engine.Event) {
	v := &m.work.view
	p := maze.Point{Row: e.Row, Col: e.Col}
	switch e.Kind {
	case engine.Try:
		m.tried(p)
	case engine.Reject:
		m.rejected(p, e.Conflict)
	case engine.Place:
		m.set(p, OnPath, backLink(e.Value))
		v.Current, v.HasCurrent = p, true
		v.HasTried, v.HasRejected = false, false
	case engine.Undo:
		m.set(p, DeadEnd, NoLink)
		v.Current, v.HasCurrent = maze.Point{Row: e.ByRow, Col: e.ByCol}, e.ByRow >= 0
		v.HasTried, v.HasRejected = false, false
	}
}

// followBFS: cells are discovered into the frontier with their distance
// and leave it when the search looks around from them; the shortest path
// is read back along the discovery links once E is found.
func (m *model) followBFS(e engine.Event) {
	v := &m.work.view
	p := maze.Point{Row: e.Row, Col: e.Col}
	switch e.Kind {
	case engine.Try:
		if d := maze.Direction(e.Value); d != maze.NoDirection {
			from := p.Move(d.Opposite())
			if v.Inside(from) && v.At(from).Mark == Frontier {
				m.set(from, Seen, v.At(from).Line)
			}
			v.Current, v.HasCurrent = from, true
		}
		m.tried(p)
	case engine.Reject:
		m.rejected(p, e.Conflict)
	case engine.Place:
		c := v.At(p)
		c.from = backLink(e.Value)
		c.Dist = int32(e.Depth)
		v.MaxDist = max(v.MaxDist, c.Dist)
		m.set(p, Frontier, NoLink)
		v.HasTried = false
	case engine.Solution:
		m.traceBack()
	}
}

// traceBack draws the line from E back to S along the discovery links.
func (m *model) traceBack() {
	v := &m.work.view
	p := v.End
	for range len(v.Cells) {
		c := v.At(p)
		m.set(p, c.Mark, c.from)
		d, ok := c.from.Dir()
		if !ok {
			return
		}
		p = p.Move(d)
	}
}

// followCarve: the generator works on the text grid, two characters
// per move; the wall halfway is carved with the cell.
func (m *model) followCarve(e engine.Event) {
	v := &m.work.view
	p := maze.Point{Row: e.Row, Col: e.Col}
	by := maze.Point{Row: e.ByRow, Col: e.ByCol}
	mid := maze.Point{Row: (p.Row + by.Row) / 2, Col: (p.Col + by.Col) / 2}
	switch e.Kind {
	case engine.Try:
		m.tried(p)
	case engine.Reject:
		m.rejected(p, e.Conflict)
	case engine.Place:
		m.set(p, OnPath, backLink(e.Value))
		if e.ByRow >= 0 {
			m.set(mid, OnPath, backLink(e.Value))
		}
		v.Current, v.HasCurrent = p, true
		v.HasTried, v.HasRejected = false, false
	case engine.Undo:
		m.set(p, DeadEnd, NoLink)
		if e.ByRow >= 0 {
			m.set(mid, DeadEnd, NoLink)
		}
		v.Current, v.HasCurrent = by, e.ByRow >= 0
		v.HasTried, v.HasRejected = false, false
	}
}

// backLink is the link of a cell entered by a move in direction value:
// the line comes from the opposite side, or starts here.
func backLink(value int) Link {
	d := maze.Direction(value)
	if d == maze.NoDirection {
		return RootLink
	}
	return linkTo(d.Opposite())
}

func (m *model) tried(p maze.Point) {
	v := &m.work.view
	v.Tried, v.HasTried, v.HasRejected = p, true, false
}

func (m *model) rejected(p maze.Point, why engine.Conflict) {
	v := &m.work.view
	v.Rejected, v.HasRejected, v.Conflict, v.HasTried = p, true, why, false
}

// set changes a cell's mark and line and notes it for the next
// publication.
func (m *model) set(p maze.Point, mark Mark, line Link) {
	v := &m.work.view
	c := v.At(p)
	c.Mark, c.Line = mark, line
	if !m.allDirty {
		m.dirty = append(m.dirty, int32(p.Row*v.W+p.Col))
		if len(m.dirty) > len(v.Cells)/8 {
			m.allDirty, m.dirty = true, m.dirty[:0]
		}
	}
}

// nextSearch ends the first search of a comparison with its result and
// readies the view for the second: the first path is kept as First, the
// rest is cleared. Search goroutine only.
func (m *model) nextSearch(r result, next Algorithm, st *engine.Stats) {
	m.work.results = append(m.work.results, r)
	v := &m.work.view
	for i := range v.Cells {
		c := &v.Cells[i]
		mark := Open
		if c.Mark == Wall {
			mark = Wall
		}
		*c = Cell{Mark: mark, First: c.Line}
	}
	v.First, v.Line, v.MaxDist, v.Compared = v.Line, next, 0, true
	v.HasCurrent, v.HasTried, v.HasRejected = false, false, false
	m.work.alg = next
	m.work.last = engine.Event{}
	m.allDirty = true
	m.publish(st)
}

// record adds the result of the last search of the run. Search goroutine
// only.
func (m *model) record(r result) {
	m.work.results = append(m.work.results, r)
	m.publish(nil)
}

// publish copies the work into the shared snapshot, with the counters st
// (nil keeps the last ones).
func (m *model) publish(st *engine.Stats) {
	if st != nil {
		m.work.stats = *st
	}
	m.handoff.Publish(func() {
		cells := m.shared.view.Cells
		if m.allDirty {
			copy(cells, m.work.view.Cells)
		} else {
			for _, i := range m.dirty {
				cells[i] = m.work.view.Cells[i]
			}
		}
		seq := m.shared.seq + 1
		results := append(m.shared.results[:0:0], m.work.results...)
		m.shared = m.work
		m.shared.view.Cells = cells
		m.shared.seq = seq
		m.shared.results = results
	})
	m.dirty, m.allDirty = m.dirty[:0], false
}

// snapshotInto copies the latest publication into dst, reusing its cells,
// and asks the search for the next one. It reports whether dst changed.
func (m *model) snapshotInto(dst *snapshot) (changed bool) {
	m.handoff.Read(func() {
		m.want.Store(true)
		if dst.seq == m.shared.seq && dst.view.Cells != nil {
			return
		}
		view := dst.view
		*dst = m.shared
		view.copyFrom(&m.shared.view)
		dst.view = view
		dst.results = append([]result(nil), m.shared.results...)
		changed = true
	})
	return changed
}

// await blocks until the published state satisfies done. Tests use it
// to wait for a step without sleeping.
func (m *model) await(done func(*snapshot) bool) {
	m.handoff.Await(func() bool { return done(&m.shared) })
}
