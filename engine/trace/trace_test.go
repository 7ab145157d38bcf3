package trace

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"backtracklab/engine"
)

// run is a generated run and what was true at each of its events.
type run struct {
	truths []truth  // by Seq-1
	boards []uint64 // the toy board after each event, replayed fresh
	rec    *Recording
	n      int
}

// record generates a run and records it from its first event, or from
// the first Resync if fromResync.
func record(t testing.TB, o genOpts, ro Options, fromResync bool) *run {
	t.Helper()
	r := &run{rec: New(newToyBoard(o.n), ro), n: o.n}
	fresh := newToyBoard(o.n)
	started := !fromResync
	generate(o, func(e engine.Event, st *engine.Stats, path []Frame) {
		fresh.Apply(&e)
		r.truths = append(r.truths, truth{e, *st, path})
		r.boards = append(r.boards, fresh.sum())
		if e.Kind == engine.Resync {
			started = true
		}
		if started {
			r.rec.Append(e, st)
		}
	})
	return r
}

// check compares what c shows with what was true at its step.
func (r *run) check(t testing.TB, c *Cursor, how string) {
	t.Helper()
	k := c.Step()
	want := r.truths[k-1]
	if got := c.Event(); got != want.e {
		t.Fatalf("%s: step %d: event %+v, want %+v", how, k, got, want.e)
	}
	if got := c.Stats(); got != want.stats {
		t.Fatalf("%s: step %d (%v): stats %+v, want %+v", how, k, want.e, got, want.stats)
	}
	if got := c.Path(); !slices.Equal(got, want.path) {
		t.Fatalf("%s: step %d (%v): path %+v, want %+v", how, k, want.e, got, want.path)
	}
	if n := c.PathLen(); n != len(want.path) || n > 0 && c.PathAt(n-1) != want.path[n-1] {
		t.Fatalf("%s: step %d: PathLen %d, want %d, or the top frame differs", how, k, n, len(want.path))
	}
	if c.Depth() != want.e.Depth {
		t.Fatalf("%s: step %d: depth %d, want %d", how, k, c.Depth(), want.e.Depth)
	}
	if b := c.Board().(*toyBoard); b.sum() != r.boards[k-1] {
		t.Fatalf("%s: step %d (%v): board %v differs from a fresh replay's", how, k, want.e, b)
	}
}

func (r *run) seek(t testing.TB, c *Cursor, k uint64) {
	t.Helper()
	got, ok := c.Seek(k)
	if !ok || got != k {
		t.Fatalf("Seek(%d) = %d, %v", k, got, ok)
	}
}

func TestEventsComeBackExactly(t *testing.T) {
	r := record(t, genOpts{seed: 1, n: 6, events: 20000, odd: true, darkAt: 8000, darkLen: 3000}, Options{Every: 97}, false)
	first, last, ok := r.rec.Bounds()
	if !ok || first != 1 || last != uint64(len(r.truths)) {
		t.Fatalf("bounds %d..%d %v, want 1..%d", first, last, ok, len(r.truths))
	}
	c := r.rec.NewCursor(newToyBoard(r.n))
	for k := first; k <= last; k++ {
		r.seek(t, c, k)
		r.check(t, c, "forward")
	}
	c2 := r.rec.NewCursor(newToyBoard(r.n))
	for k := last; k >= first; k-- {
		r.seek(t, c2, k)
		r.check(t, c2, "backward")
	}
}

// A random walk of steps, jumps and seeks shows at every step what a fresh
// replay from the history start shows, and what the run had.
func TestRandomWalkMatchesFreshReplay(t *testing.T) {
	for seed := range uint64(6) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			o := genOpts{seed: seed, n: 4 + int(seed), events: 30000, odd: seed%2 == 0}
			if seed%3 != 2 {
				o.darkAt, o.darkLen = 5000+int(seed)*1000, 500+int(seed)*2000
			}
			ro := Options{Every: 50 + int(seed)*300}
			if seed >= 4 {
				ro.Cap = 9000 // the ring has dropped the start
			}
			r := record(t, o, ro, false)
			rng := rand.New(rand.NewPCG(seed, 99))
			first, last, _ := r.rec.Bounds()
			c := r.rec.NewCursor(newToyBoard(r.n))
			k := first + uint64(rng.IntN(int(last-first+1)))
			for i := range 3000 {
				switch p := rng.IntN(100); {
				case p < 40:
					if j, ok := r.rec.NextStep(k); ok {
						k = j
					}
				case p < 80:
					if j, ok := r.rec.PrevStep(k); ok {
						k = j
					}
				case p < 85:
					k = first + uint64(rng.IntN(int(last-first+1)))
				case p < 90:
					if j, ok := r.rec.Next(k, Solutions); ok {
						k = j
					}
				case p < 95:
					if j, ok := r.rec.Prev(k, Backtracks); ok {
						k = j
					}
				default:
					k = min(last, k+uint64(rng.IntN(300)))
				}
				r.seek(t, c, k)
				r.check(t, c, fmt.Sprint("walk ", i))
				if i%50 == 0 {
					fresh := r.rec.NewCursor(newToyBoard(r.n))
					r.seek(t, fresh, k)
					r.check(t, fresh, "fresh")
				}
			}
		})
	}
}

func TestThousandForwardThousandBack(t *testing.T) {
	r := record(t, genOpts{seed: 3, n: 7, events: 20000, darkAt: 9000, darkLen: 100}, Options{Every: 256}, false)
	c := r.rec.NewCursor(newToyBoard(r.n))
	start := uint64(8500) // the Resync burst lies in the thousand
	r.seek(t, c, start)
	ev, st, path, board := c.Event(), c.Stats(), slices.Clone(c.Path()), c.Board().(*toyBoard).String()
	for k := start + 1; k <= start+1000; k++ {
		r.seek(t, c, k)
	}
	for k := start + 999; k >= start; k-- {
		r.seek(t, c, k)
	}
	if c.Event() != ev || c.Stats() != st || !slices.Equal(c.Path(), path) || c.Board().(*toyBoard).String() != board {
		t.Fatalf("after 1000 steps forward and back: %v %+v %v, want %v %+v %v", c.Event(), c.Stats(), c.Path(), ev, st, path)
	}
	r.check(t, c, "back at the start")
}

func TestRingDropsOldestAndRebuildsEveryKeptStep(t *testing.T) {
	const capEvents, every = 1000, 100
	r := record(t, genOpts{seed: 5, n: 9, events: 30000, darkAt: 20000, darkLen: 2000}, Options{Cap: capEvents, Every: every}, false)
	first, last, _ := r.rec.Bounds()
	n := r.rec.Len()
	if n < capEvents || n >= capEvents+every || last != uint64(len(r.truths)) || first != last-uint64(n)+1 {
		t.Fatalf("holds %d events, %d..%d, of %d; want between %d and %d, the latest", n, first, last, len(r.truths), capEvents, capEvents+every-1)
	}
	c := r.rec.NewCursor(newToyBoard(r.n))
	if k, ok := c.Seek(1); !ok || k != first {
		t.Fatalf("Seek(1) = %d, want the history start %d", k, first)
	}
	if k, ok := c.Seek(last + 5); !ok || k != last {
		t.Fatalf("Seek past the end = %d, want %d", k, last)
	}
	for k := last; k >= first; k-- {
		r.seek(t, c, k)
		r.check(t, c, "kept")
	}
	if _, ok := r.rec.PrevStep(first); ok {
		t.Fatal("a step before the history start")
	}
}

// The counters at each step are the live ones handed to Append, rebuilt
// from the events alone (and taken as given at a Resync and at Finish).
func TestStatsAreTheLiveCounters(t *testing.T) {
	r := record(t, genOpts{seed: 8, n: 8, events: 40000, darkAt: 10000, darkLen: 5000}, Options{Every: 1000}, false)
	c := r.rec.NewCursor(newToyBoard(r.n))
	for k := uint64(1); k <= uint64(len(r.truths)); k++ {
		r.seek(t, c, k)
		if c.Stats() != r.truths[k-1].stats {
			t.Fatalf("step %d: %+v, want %+v", k, c.Stats(), r.truths[k-1].stats)
		}
	}
	if c.Event().Kind != engine.Finish || c.Stats().Elapsed == 0 {
		t.Fatalf("last step %v, elapsed %v", c.Event(), c.Stats().Elapsed)
	}
}

func TestRecordingFromAResync(t *testing.T) {
	r := record(t, genOpts{seed: 9, n: 6, events: 20000, darkAt: 4000, darkLen: 3000}, Options{Every: 300}, true)
	first, last, _ := r.rec.Bounds()
	if e := r.truths[first-1].e; e.Kind != engine.Resync {
		t.Fatalf("history starts at %v", e)
	}
	c := r.rec.NewCursor(newToyBoard(r.n))
	for k := last; k >= first; k-- {
		r.seek(t, c, k)
		r.check(t, c, "from resync")
	}
}

func TestRestartAtResync(t *testing.T) {
	r := record(t, genOpts{seed: 10, n: 6, events: 20000, darkAt: 4000, darkLen: 3000}, Options{Every: 300, RestartAtResync: true}, false)
	first, _, _ := r.rec.Bounds()
	if e := r.truths[first-1].e; e.Kind != engine.Resync {
		t.Fatalf("history starts at %v", e)
	}
	c := r.rec.NewCursor(newToyBoard(r.n))
	r.seek(t, c, first+10)
	r.check(t, c, "after restart")
}

// A Seq that does not follow the last starts a new history.
func TestSeqGapStartsAgain(t *testing.T) {
	rec := New(nil, Options{Every: 4})
	var st engine.Stats
	for seq := uint64(1); seq <= 10; seq++ {
		e := engine.Event{Seq: seq, Kind: engine.Try}
		st.Apply(&e)
		rec.Append(e, &st)
	}
	rec.Append(engine.Event{Seq: 20, Kind: engine.Reject, Conflict: engine.Wall}, &st)
	if f, l, _ := rec.Bounds(); f != 20 || l != 20 {
		t.Fatalf("bounds %d..%d, want 20..20", f, l)
	}
	c := rec.NewCursor(nil)
	c.Seek(20)
	if c.Stats() != st {
		t.Fatalf("stats %+v, want the live %+v", c.Stats(), st)
	}
}

func TestJumps(t *testing.T) {
	r := record(t, genOpts{seed: 11, n: 5, events: 30000, darkAt: 10000, darkLen: 1000}, Options{Every: 512, Cap: 20000}, false)
	first, last, _ := r.rec.Bounds()
	isSolution := func(e engine.Event) bool { return e.Kind == engine.Solution && !e.Sync }
	isBacktrack := func(e engine.Event) bool { return e.Kind == engine.Undo && !e.Sync }
	isResync := func(e engine.Event) bool { return e.Kind == engine.Resync }
	boxReject := func(e *engine.Event) bool { return e.Kind == engine.Reject && e.Conflict == engine.SameBox }
	brute := func(from uint64, dir int, match func(engine.Event) bool) (uint64, bool) {
		k := int64(from) + int64(dir)
		if dir > 0 {
			k = max(k, int64(first))
		} else {
			k = min(k, int64(last))
		}
		for ; k >= int64(first) && k <= int64(last); k += int64(dir) {
			if match(r.truths[k-1].e) {
				return uint64(k), true
			}
		}
		return 0, false
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		from := uint64(rng.IntN(int(last) + 10))
		for _, c := range []struct {
			kinds Kinds
			match func(engine.Event) bool
		}{{Solutions, isSolution}, {Backtracks, isBacktrack}, {Resyncs, isResync}} {
			gk, gok := r.rec.Next(from, c.kinds)
			wk, wok := brute(from, 1, c.match)
			if gk != wk || gok != wok {
				t.Fatalf("Next(%d, %b) = %d %v, want %d %v", from, c.kinds, gk, gok, wk, wok)
			}
			gk, gok = r.rec.Prev(from, c.kinds)
			wk, wok = brute(from, -1, c.match)
			if gk != wk || gok != wok {
				t.Fatalf("Prev(%d, %b) = %d %v, want %d %v", from, c.kinds, gk, gok, wk, wok)
			}
		}
		gk, gok := r.rec.NextFunc(from, boxReject)
		wk, wok := brute(from, 1, func(e engine.Event) bool { return boxReject(&e) })
		if gk != wk || gok != wok {
			t.Fatalf("NextFunc(%d) = %d %v, want %d %v", from, gk, gok, wk, wok)
		}
		gk, gok = r.rec.PrevFunc(from, boxReject)
		wk, wok = brute(from, -1, func(e engine.Event) bool { return boxReject(&e) })
		if gk != wk || gok != wok {
			t.Fatalf("PrevFunc(%d) = %d %v, want %d %v", from, gk, gok, wk, wok)
		}
	}
	// NextStep passes a Resync burst in one go, to its last event.
	rs, ok := r.rec.Next(0, Resyncs)
	if !ok {
		t.Fatal("no resync")
	}
	end := rs
	for r.truths[end].e.Sync {
		end++
	}
	if k, _ := r.rec.NextStep(rs - 1); k != end {
		t.Fatalf("NextStep over the burst %d..%d = %d", rs, end, k)
	}
	if k, _ := r.rec.PrevStep(end + 1); k != end {
		t.Fatalf("PrevStep onto the burst's end = %d, want %d", k, end)
	}
	if k, _ := r.rec.PrevStep(end); k != rs-1 {
		t.Fatalf("PrevStep over the burst = %d, want %d", k, rs-1)
	}
}

// The search appends while the screen seeks: every step shown is exact.
func TestConcurrentAppendAndSeek(t *testing.T) {
	o := genOpts{seed: 12, n: 7, events: 150000, darkAt: 60000, darkLen: 5000}
	type item struct {
		e  engine.Event
		st engine.Stats
	}
	var items []item
	r := &run{n: o.n, rec: New(newToyBoard(o.n), Options{Cap: 30000, Every: 1000})}
	fresh := newToyBoard(o.n)
	generate(o, func(e engine.Event, st *engine.Stats, path []Frame) {
		fresh.Apply(&e)
		r.truths = append(r.truths, truth{e, *st, path})
		r.boards = append(r.boards, fresh.sum())
		items = append(items, item{e, *st})
	})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := range items {
			r.rec.Append(items[i].e, &items[i].st)
		}
	}()
	c := r.rec.NewCursor(newToyBoard(r.n))
	rng := rand.New(rand.NewPCG(3, 4))
	seeks := 0
	for finished := false; !finished; seeks++ {
		select {
		case <-done:
			finished = true
		default:
		}
		first, last, ok := r.rec.Bounds()
		if !ok {
			continue
		}
		k := first + uint64(rng.IntN(int(last-first+1)))
		if got, _ := c.Seek(k); got < k {
			t.Fatalf("Seek(%d) = %d", k, got) // the ring may have moved past k, never back
		}
		r.check(t, c, "concurrent")
	}
	t.Logf("%d seeks while appending", seeks)
}

func TestAppendAllocatesNothingPerEvent(t *testing.T) {
	rec := New(newToyBoard(8), Options{})
	var st engine.Stats
	seq := uint64(0)
	e := engine.Event{Kind: engine.Try, Row: 3, Col: 4, Value: 5, Depth: 3, Checks: 7}
	allocs := testing.AllocsPerRun(100000, func() {
		seq++
		e.Seq = seq
		rec.Append(e, &st)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per Append", allocs)
	}
}
