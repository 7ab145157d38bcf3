package trace

import (
	"fmt"
	"math/rand/v2"
	"time"

	"backtracklab/engine"
)

// genOpts shape a synthetic run that follows the grammar of engine.Event.
type genOpts struct {
	seed      uint64
	n         int  // levels: a Place at depth n-1 completes a solution
	events    int  // the run is stopped after about this many steps, watched or not
	darkAt    int  // after this many steps the run goes unwatched ...
	darkLen   int  // ... for this many, then resyncs (0: always watched)
	odd       bool // now and then an event that does not fit a record
	complete  bool // run to the end, not stopped, with no Finish (for cycling)
	rootTries int  // the root's tries; 0: as many as events allows
	// chain searches follow the first in the same run: each search but
	// the last stops on a limit after its share of the events, its frames
	// open, and the next one starts, every other one with a Try and Place
	// outside any frame that lead into its root frame, as the maze's start
	// does (see "Chained searches" in the grammar).
	chain int
}

// truth is what the generator knows at an event it emits: the live
// counters and the frame path.
type truth struct {
	e     engine.Event
	stats engine.Stats
	path  []Frame
}

type genLevel struct {
	f      Frame
	choose *engine.Event // the level's Choose, if it sent one
	forced []engine.Event
	chosen engine.Event // the Place that led into the next level, while it is open
}

type gen struct {
	genOpts
	rng      *rand.Rand
	steps    int
	limit    int // the current search stops at this many steps
	watched  bool
	darkEnd  int
	darkDone bool
	stopped  bool
	seq      uint64
	st       engine.Stats
	nextID   uint32
	path     []genLevel
	restated int // during a Resync burst, the levels restated so far; else -1
	lastPath []Frame
	out      func(engine.Event, *engine.Stats, []Frame)
}

// generate runs a synthetic search, calling out with every event emitted,
// the live counters and the path after it.
func generate(o genOpts, out func(e engine.Event, st *engine.Stats, path []Frame)) {
	g := &gen{genOpts: o, rng: rand.New(rand.NewPCG(o.seed, 7)), watched: true, restated: -1, out: out}
	for i := 0; i <= o.chain; i++ {
		// A search starts: the frames the last one left open are closed,
		// and the new one numbers its own from 1.
		g.path, g.nextID, g.stopped = g.path[:0], 0, false
		g.limit = o.events * (i + 1) / (o.chain + 1)
		if i%2 == 0 {
			g.frame(0, nil)
			continue
		}
		start := engine.Event{Kind: engine.Try, Row: g.rng.IntN(g.n), Col: g.rng.IntN(g.n), Value: 1 + g.rng.IntN(16)}
		g.emit(start)
		start.Kind = engine.Place
		g.emit(start)
		g.frame(0, &start)
	}
	if g.complete {
		return
	}
	end := engine.NoSolution
	if g.stopped {
		end = engine.Stopped
	} else if g.st.Solutions > 0 {
		end = engine.Done
	}
	g.st.Elapsed = 1234 * time.Millisecond
	g.seq++
	e := engine.Event{Seq: g.seq, Kind: engine.Finish, End: end}
	g.out(e, &g.st, g.truthPath())
}

func (g *gen) truthPath() []Frame {
	n := len(g.path)
	if g.restated >= 0 {
		n = g.restated
	}
	if len(g.lastPath) == n {
		same := true
		for i := range n {
			if g.lastPath[i] != g.path[i].f {
				same = false
				break
			}
		}
		if same {
			return g.lastPath
		}
	}
	p := make([]Frame, n)
	for i := range p {
		p[i] = g.path[i].f
	}
	g.lastPath = p
	return p
}

func (g *gen) emit(e engine.Event) {
	g.steps++
	if !e.Sync && e.Kind != engine.Place && e.Kind != engine.Enter && e.Kind != engine.Leave && e.Kind != engine.Choose && g.odd && g.rng.IntN(50) == 0 {
		switch g.rng.IntN(4) {
		case 0:
			e.Checks = 1<<22 + uint32(g.rng.IntN(1000))
		case 1:
			e.Depth = 1<<20 + g.rng.IntN(10)
		case 2:
			e.Row = 2047
		case 3:
			e.Count = 300
		}
	}
	e.Checks += uint32(g.rng.IntN(40))
	g.st.Apply(&e)
	if g.watched {
		g.seq++
		e.Seq = g.seq
		g.out(e, &g.st, g.truthPath())
	}
}

// safePoint is where the run may stop, go dark or resync: before a Try.
func (g *gen) safePoint() bool {
	if g.steps >= g.limit && !g.complete {
		g.stopped = true
		return false
	}
	if g.darkLen > 0 && g.watched && !g.darkDone && g.steps >= g.darkAt {
		g.watched, g.darkDone, g.darkEnd = false, true, g.steps+g.darkLen
	}
	if !g.watched && g.steps >= g.darkEnd {
		g.watched = true
		g.resync()
	}
	return true
}

// resync restates the path: Resync, then the Enter and Places of every level.
func (g *gen) resync() {
	top := g.path[len(g.path)-1].f
	g.restated = 0
	g.emit(engine.Event{Kind: engine.Resync, Sync: true, Frame: top.ID, Depth: top.Depth})
	for i := range g.path {
		l := &g.path[i]
		g.restated = i + 1
		// The Choose is restated or not: if not, the frame's choice is
		// not known again.
		restate := l.choose != nil && g.rng.IntN(2) == 0
		l.f.Chose, l.f.ChoseRow, l.f.ChoseCol, l.f.Options, l.f.Count = false, 0, 0, 0, 0
		if i == 0 && l.f.Chosen {
			// The start made outside any frame, which led into the root.
			g.restated = 0
			g.emit(engine.Event{Kind: engine.Place, Sync: true, Row: l.f.Row, Col: l.f.Col, Value: l.f.Value})
			g.restated = 1
		}
		g.emit(engine.Event{Kind: engine.Enter, Sync: true, Frame: l.f.ID, Depth: l.f.Depth})
		if restate {
			c := *l.choose
			c.Sync, c.Checks = true, 0
			l.f.Chose, l.f.ChoseRow, l.f.ChoseCol, l.f.Options, l.f.Count = true, c.Row, c.Col, uint64(c.Value), c.Count
			g.emit(c)
		}
		for _, p := range l.forced {
			p.Sync = true
			p.Checks = 0
			g.emit(p)
		}
		if i < len(g.path)-1 {
			p := l.chosen
			p.Sync = true
			p.Checks = 0
			g.emit(p)
		}
	}
	g.restated = -1
}

func (g *gen) square() engine.Square {
	return engine.At(g.rng.IntN(g.n+2)-1, g.rng.IntN(g.n))
}

func (g *gen) frame(depth int, led *engine.Event) {
	g.nextID++
	l := genLevel{f: Frame{ID: g.nextID, Depth: depth}}
	if led != nil {
		l.f.Chosen, l.f.Row, l.f.Col, l.f.Value, l.f.Forced = true, led.Row, led.Col, led.Value, led.Forced
	}
	g.path = append(g.path, l)
	me := len(g.path) - 1
	g.emit(engine.Event{Kind: engine.Enter, Frame: l.f.ID, Depth: depth})
	id := l.f.ID
	row := depth % g.n
	for range g.rng.IntN(3) {
		reason := engine.Reason(1 + g.rng.IntN(4))
		p := engine.Event{Kind: engine.Place, Forced: true, Reason: reason, Frame: id, Depth: depth,
			Row: row, Col: g.rng.IntN(g.n), Value: 1 + g.rng.IntN(16)}
		if reason >= engine.HiddenInRow {
			p.Unit = int8(g.rng.IntN(16))
		}
		g.path[me].forced = append(g.path[me].forced, p)
		g.emit(p)
	}
	// As MRV does, the frame chooses after its forced placements.
	if g.rng.IntN(3) == 0 {
		mask := g.rng.IntN(1 << 16)
		c := engine.Event{Kind: engine.Choose, Frame: id, Depth: depth, Row: row, Col: g.rng.IntN(g.n),
			Value: mask, Count: g.rng.IntN(17)}
		f := &g.path[me].f
		f.Chose, f.ChoseRow, f.ChoseCol, f.Options, f.Count = true, c.Row, c.Col, uint64(c.Value), c.Count
		g.path[me].choose = &c
		g.emit(c)
	}
	tries := 1 + g.rng.IntN(4)
	if depth == 0 {
		tries = g.rootTries
		if tries == 0 {
			tries = 1 << 30
		}
	}
	for range tries {
		if !g.safePoint() {
			return
		}
		c := engine.Event{Frame: id, Depth: depth, Row: row, Col: g.rng.IntN(g.n), Value: 1 + g.rng.IntN(16)}
		c.Kind = engine.Try
		g.emit(c)
		if g.rng.IntN(3) == 0 {
			c.Kind = engine.Reject
			c.Conflict = engine.Conflict(1 + g.rng.IntN(int(engine.NumConflicts)-1))
			if g.rng.IntN(2) == 0 {
				c.By = g.square()
			}
			g.emit(c)
			continue
		}
		c.Kind = engine.Place
		if g.rng.IntN(4) == 0 {
			c.By = g.square()
		}
		g.emit(c)
		if depth == g.n-1 {
			g.emit(engine.Event{Kind: engine.Solution, Frame: id, Depth: depth, Row: c.Row, Col: c.Col})
		} else {
			g.path[me].chosen = c
			g.frame(depth+1, &c)
			if g.stopped {
				return
			}
			g.path[me].chosen = engine.Event{}
		}
		c.Kind = engine.Undo
		g.emit(c)
	}
	for i := len(g.path[me].forced) - 1; i >= 0; i-- {
		u := g.path[me].forced[i]
		u.Kind, u.Reason, u.Unit = engine.Undo, 0, 0
		g.emit(u)
	}
	g.path = g.path[:me]
	g.emit(engine.Event{Kind: engine.Leave, Frame: id, Depth: depth})
}

// toyBoard is a board of values by square, as a puzzle's screen would
// keep it: a Place puts Value at (Row, Col), an Undo clears it, a Resync
// clears all.
type toyBoard struct {
	n         int
	cells     []int32
	solutions int
}

func newToyBoard(n int) *toyBoard { return &toyBoard{n: n, cells: make([]int32, n*n)} }

func (b *toyBoard) Apply(e *engine.Event) {
	switch e.Kind {
	case engine.Resync:
		clear(b.cells)
		b.solutions = 0
	case engine.Place, engine.Undo:
		if e.Row < 0 || e.Row >= b.n || e.Col < 0 || e.Col >= b.n {
			return
		}
		v := int32(0)
		if e.Kind == engine.Place {
			v = int32(e.Value)
		}
		b.cells[e.Row*b.n+e.Col] = v
	case engine.Solution:
		if !e.Sync {
			b.solutions++
		}
	}
}

type toySnap struct {
	cells     []int32
	solutions int
}

func (b *toyBoard) Snapshot() any {
	return toySnap{append([]int32(nil), b.cells...), b.solutions}
}

func (b *toyBoard) Restore(s any) {
	t := s.(toySnap)
	copy(b.cells, t.cells)
	b.solutions = t.solutions
}

func (b *toyBoard) String() string { return fmt.Sprint(b.cells, b.solutions) }

// sum is a fingerprint of the board, cheaper than String for every step.
func (b *toyBoard) sum() uint64 {
	h := uint64(14695981039346656037)
	for _, c := range b.cells {
		h = (h ^ uint64(uint32(c))) * 1099511628211
	}
	return (h ^ uint64(b.solutions)) * 1099511628211
}
