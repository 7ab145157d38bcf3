package trace

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"backtracklab/engine"
)

// queensStream is a long grammatical run of a shallow search (depth 9),
// cycled by the benchmarks with its Seq renumbered.
func queensStream() []engine.Event {
	var evs []engine.Event
	generate(genOpts{seed: 42, n: 9, events: 1 << 30, complete: true, rootTries: 40},
		func(e engine.Event, _ *engine.Stats, _ []Frame) { evs = append(evs, e) })
	return evs
}

// mazeSide is the largest maze, and mazeBoard the board of its screen: a
// byte per cell, 1 MB, snapshotted whole.
const mazeSide = 1000

type mazeBoard struct{ cells []byte }

func newMazeBoard() *mazeBoard { return &mazeBoard{cells: make([]byte, mazeSide*mazeSide)} }

func (b *mazeBoard) Apply(e *engine.Event) {
	switch e.Kind {
	case engine.Resync:
		clear(b.cells)
	case engine.Place, engine.Undo, engine.Reject:
		if e.Row >= 0 && e.Row < mazeSide && e.Col >= 0 && e.Col < mazeSide {
			b.cells[e.Row*mazeSide+e.Col] = byte(e.Kind)
		}
	}
}
func (b *mazeBoard) Snapshot() any        { return append([]byte(nil), b.cells...) }
func (b *mazeBoard) Restore(snapshot any) { copy(b.cells, snapshot.([]byte)) }

// mazeStream is a depth-first walk that goes ever deeper, as a maze search
// down a long corridor does: its path is about n/5 frames deep after n
// events, the worst case for the frame path.
type mazeStream struct {
	rng   *rand.Rand
	seq   uint64
	st    engine.Stats
	ids   uint32
	stack []uint32
	buf   []engine.Event
}

func newMazeStream() *mazeStream {
	return &mazeStream{rng: rand.New(rand.NewPCG(1, 2))}
}

// next appends the events of one move to buf and returns them.
func (m *mazeStream) next() []engine.Event {
	m.buf = m.buf[:0]
	d := len(m.stack)
	if d > 0 && m.rng.IntN(8) == 0 { // a dead end: back out of the cell
		id := m.stack[d-1]
		m.stack = m.stack[:d-1]
		m.buf = append(m.buf, engine.Event{Kind: engine.Leave, Frame: id, Depth: d - 1})
		if d > 1 {
			m.buf = append(m.buf, engine.Event{Kind: engine.Undo, Frame: m.stack[d-2], Depth: d - 1,
				Row: (d - 1) / mazeSide, Col: (d - 1) % mazeSide, Value: 2, By: engine.At((d-2)/mazeSide, (d-2)%mazeSide)})
		}
		return m.buf
	}
	m.ids++
	m.stack = append(m.stack, m.ids)
	r, c := d/mazeSide, d%mazeSide
	m.buf = append(m.buf,
		engine.Event{Kind: engine.Enter, Frame: m.ids, Depth: d},
		engine.Event{Kind: engine.Try, Frame: m.ids, Depth: d + 1, Row: r - 1, Col: c, Value: 0, Checks: 1},
		engine.Event{Kind: engine.Reject, Conflict: engine.Wall, Frame: m.ids, Depth: d + 1, Row: r - 1, Col: c, Value: 0},
		engine.Event{Kind: engine.Try, Frame: m.ids, Depth: d + 1, Row: r, Col: c + 1, Value: 1, Checks: 3},
		engine.Event{Kind: engine.Place, Frame: m.ids, Depth: d + 1, Row: (d + 1) / mazeSide, Col: (d + 1) % mazeSide, Value: 1, By: engine.At(r, c)},
	)
	return m.buf
}

// feed appends n events of a stream to rec.
type feeder interface{ feed(rec *Recording, n int) }

type cycled struct {
	evs []engine.Event
	i   int
	seq uint64
	st  engine.Stats
}

func (f *cycled) feed(rec *Recording, n int) {
	for range n {
		e := f.evs[f.i]
		f.i = (f.i + 1) % len(f.evs)
		f.seq++
		e.Seq = f.seq
		f.st.Apply(&e)
		rec.Append(e, &f.st)
	}
}

func (m *mazeStream) feed(rec *Recording, n int) {
	for n > 0 {
		for _, e := range m.next() {
			m.seq++
			e.Seq = m.seq
			m.st.Apply(&e)
			rec.Append(e, &m.st)
			n--
		}
	}
}

type benchCase struct {
	name  string
	board func() Board
	feed  func() feeder
}

func benchCases() []benchCase {
	qs := queensStream()
	return []benchCase{
		{"queens", func() Board { return newToyBoard(9) }, func() feeder { return &cycled{evs: qs} }},
		{"maze", func() Board { return newMazeBoard() }, func() feeder { return newMazeStream() }},
	}
}

// BenchmarkAppend measures what recording costs the search per event.
func BenchmarkAppend(b *testing.B) {
	for _, bc := range benchCases() {
		b.Run(bc.name, func(b *testing.B) {
			rec := New(bc.board(), Options{})
			f := bc.feed()
			f.feed(rec, DefaultCap) // at the cap, dropping as it goes
			b.ResetTimer()
			f.feed(rec, b.N)
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
		})
	}
}

// BenchmarkRebuildWorst seeks, at the cap, to the steps farthest from
// their checkpoints, alternately in two chunks so that each Seek restores.
func BenchmarkRebuildWorst(b *testing.B) {
	for _, bc := range benchCases() {
		for _, every := range []int{1 << 13, DefaultEvery, 1 << 17} {
			b.Run(fmt.Sprint(bc.name, "/every=", every), func(b *testing.B) {
				rec := New(bc.board(), Options{Every: every})
				bc.feed().feed(rec, DefaultCap+every/2)
				first, last, _ := rec.Bounds()
				c := rec.NewCursor(bc.board())
				targets := []uint64{first + uint64(every) - 1, last - uint64(every) - 1 - (last-first)%uint64(every)}
				depth := 0
				b.ResetTimer()
				for i := range b.N {
					c.Seek(targets[i%2])
					depth = max(depth, len(c.Path()))
				}
				b.ReportMetric(float64(depth), "depth")
			})
		}
	}
}

// TestMemoryAtCap measures the heap a full history holds: the records,
// the checkpoints' paths and boards.
func TestMemoryAtCap(t *testing.T) {
	if testing.Short() {
		t.Skip("appends two million events")
	}
	for _, bc := range benchCases() {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		rec := New(bc.board(), Options{})
		start := time.Now()
		bc.feed().feed(rec, 2*DefaultCap)
		took := time.Since(start)
		runtime.GC()
		runtime.ReadMemStats(&after)
		held := float64(after.HeapAlloc) - float64(before.HeapAlloc)
		n := rec.Len()
		t.Logf("%s: %d events held, %.1f MB, %.1f bytes per event held; %.0f ns per Append", bc.name, n, held/1e6, held/float64(n), float64(took.Nanoseconds())/float64(2*DefaultCap))
		if bc.name == "queens" && held/float64(n) > 20 {
			t.Errorf("%s: %.1f bytes per event", bc.name, held/float64(n))
		}
		runtime.KeepAlive(rec)
	}
}

// BenchmarkFindAtCap scans a full history for a kind that is not there.
func BenchmarkFindAtCap(b *testing.B) {
	rec := New(nil, Options{})
	(&cycled{evs: queensStream()}).feed(rec, DefaultCap)
	first, _, _ := rec.Bounds()
	none := KindSet(engine.Expand)
	b.ResetTimer()
	for range b.N {
		if _, ok := rec.Next(first, none); ok {
			b.Fatal("found")
		}
	}
}

// BenchmarkStepBack steps back one at a time at the cap: each step
// restores a checkpoint and applies the events after it, half a chunk on
// average.
func BenchmarkStepBack(b *testing.B) {
	rec := New(newToyBoard(9), Options{})
	(&cycled{evs: queensStream()}).feed(rec, DefaultCap)
	first, last, _ := rec.Bounds()
	c := rec.NewCursor(newToyBoard(9))
	k := last
	b.ResetTimer()
	for range b.N {
		if k == first {
			k = last
		}
		k--
		c.Seek(k)
	}
}
