package maze

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"backtracklab/engine"
)

// refWalk is the depth-first search written plainly, one step at a time,
// for the state a resynchronised view must show: the path, the ids of
// its frames and the squares backed out of.
type refWalk struct {
	m          *Maze
	path       []Point
	next       []int
	ids        []uint32
	visited    []bool // by square, row by row
	dead       []bool
	nodes      uint64
	backtracks uint64
	frames     uint32
	over       bool
}

func newRefWalk(m *Maze) *refWalk {
	n := m.Width() * m.Height()
	r := &refWalk{m: m, visited: make([]bool, n), dead: make([]bool, n), nodes: 1, frames: 1}
	r.push(m.Start())
	return r
}

func (r *refWalk) at(p Point) int { return p.Row*r.m.Width() + p.Col }

func (r *refWalk) push(p Point) {
	r.path, r.next, r.ids = append(r.path, p), append(r.next, 0), append(r.ids, r.frames)
	r.visited[r.at(p)] = true
}

// step takes one step: a backtrack or a try.
func (r *refWalk) step() {
	top := len(r.path) - 1
	if r.next[top] == int(NumDirections) {
		r.dead[r.at(r.path[top])] = true
		r.path, r.next, r.ids = r.path[:top], r.next[:top], r.ids[:top]
		r.backtracks++
		r.over = top == 0
		return
	}
	n := r.path[top].Move(Direction(r.next[top]))
	r.next[top]++
	r.nodes++
	if r.m.IsWall(n.Row, n.Col) || r.visited[r.at(n)] {
		return
	}
	r.frames++
	r.push(n)
	r.over = n == r.m.End()
}

// advance steps until the counters are nodes and backtracks, which name
// a point between two steps exactly, since each step adds to one. It
// reports false when no step has them.
func (r *refWalk) advance(nodes, backtracks uint64) bool {
	for !r.over && (r.nodes < nodes || r.backtracks < backtracks) {
		r.step()
	}
	return r.nodes == nodes && r.backtracks == backtracks
}

// refQueue is the breadth-first search written plainly, one square taken
// from the queue at a time.
type refQueue struct {
	m      *Maze
	queue  []Point
	dist   []int32 // by square; -1 until discovered
	parent []Point
	head   int
}

func newRefQueue(m *Maze) *refQueue {
	n := m.Width() * m.Height()
	r := &refQueue{m: m, dist: make([]int32, n), parent: make([]Point, n)}
	for i := range r.dist {
		r.dist[i] = -1
	}
	r.queue = []Point{m.Start()}
	r.dist[r.at(m.Start())] = 0
	return r
}

func (r *refQueue) at(p Point) int { return p.Row*r.m.Width() + p.Col }

// advance expands squares until head have been taken from the queue,
// and reports false when the queue runs dry first.
func (r *refQueue) advance(head int) bool {
	for r.head < head && r.head < len(r.queue) {
		cur := r.queue[r.head]
		r.head++
		for d := range NumDirections {
			n := cur.Move(d)
			if !r.m.IsWall(n.Row, n.Col) && r.dist[r.at(n)] < 0 {
				r.dist[r.at(n)] = r.dist[r.at(cur)] + 1
				r.parent[r.at(n)] = cur
				r.queue = append(r.queue, n)
			}
		}
	}
	return r.head == head
}

// follower checks a stream whose watching was switched on and off, as a
// view of it would follow it: it keeps what the events say (for a
// depth-first walk the path, its frames and the squares backed out of;
// for the breadth-first search the squares discovered, in order, with
// their distances and parents, and how many were taken from the queue),
// drops it at each Resync and rebuilds it from the burst, and, once the
// burst is over, compares it with where the search truly stood.
type follower struct {
	t     *testing.T
	m     *Maze // nil for the generator, whose truth is not recomputed
	w, h  int
	bfs   bool
	step  int // characters between two squares of the walk
	fails atomic.Int32

	seq     uint64
	prev    engine.Event
	result  any // the Result of the last result event, aside or not
	results int
	syncing bool         // in a Resync burst
	at      engine.Stats // the counters at the last Resync
	resyncs int

	// Depth-first walks.
	path []Point
	ids  []uint32
	dead []bool
	ref  *refWalk

	// Breadth-first search.
	order  []Point
	dist   []int32
	parent []Point
	taken  int
	rq     *refQueue
}

func newFollower(t *testing.T, m *Maze, w, h int, bfs bool, step int) *follower {
	f := &follower{t: t, m: m, w: w, h: h, bfs: bfs, step: step, dead: make([]bool, w*h), dist: make([]int32, w*h), parent: make([]Point, w*h)}
	if m != nil && !bfs {
		f.ref = newRefWalk(m)
	}
	if m != nil && bfs {
		f.rq = newRefQueue(m)
	}
	f.reset()
	return f
}

func (f *follower) reset() {
	f.path, f.ids, f.order, f.taken = f.path[:0], f.ids[:0], f.order[:0], 0
	clear(f.dead)
	for i := range f.dist {
		f.dist[i] = -1
	}
}

func (f *follower) idx(p Point) int { return p.Row*f.w + p.Col }

// fail reports the first few failures only: a broken stream breaks
// everything after it.
func (f *follower) fail(format string, a ...any) {
	if f.fails.Add(1) <= 3 {
		f.t.Errorf(format, a...)
	}
}

// onEvent is the runner's callback.
func (f *follower) onEvent(e engine.Event, st *engine.Stats) {
	if f.fails.Load() > 0 {
		return
	}
	if e.Result != nil {
		f.result = e.Result
		f.results++
		if e.Search == 0 {
			f.fail("result %v does not name its search", e)
		}
	}
	if e.Aside {
		if e.Seq != 0 || e.Result == nil {
			f.fail("aside %v: Seq %d, Result %v", e, e.Seq, e.Result)
		}
		return // no step
	}
	if (e.Kind == engine.Resync || e.StartsSearch() && e.Kind == engine.Try) && e.Search == 0 {
		f.fail("%v does not name its search", e)
	}
	if e.Seq != f.seq+1 {
		f.fail("event %v has Seq %d after %d", e, e.Seq, f.seq)
	}
	f.seq = e.Seq
	if f.syncing && !e.Sync {
		f.syncing = false
		f.compare()
	}
	defer func() { f.prev = e }()
	switch {
	case e.Kind == engine.Resync:
		if !e.Sync {
			f.fail("%v is not Sync", e)
		}
		f.reset()
		f.syncing, f.at = true, *st
		f.resyncs++
		return
	case e.Sync && !f.syncing:
		f.fail("%v outside a Resync burst", e)
		return
	case e.Kind == engine.Finish:
		return
	}
	if f.bfs {
		f.followQueue(e, st)
	} else {
		f.followWalk(e, st)
	}
}

func (f *follower) followWalk(e engine.Event, st *engine.Stats) {
	p := Point{e.Row, e.Col}
	by, hasBy := byPoint(e)
	var top uint32
	if len(f.ids) > 0 {
		top = f.ids[len(f.ids)-1]
	}
	switch e.Kind {
	case engine.Try, engine.Reject, engine.Solution:
		if e.Frame != top || e.Depth != len(f.path)-btoi(e.Kind == engine.Solution) {
			f.fail("%v in frame %d, %d squares along", e, top, len(f.path))
		}
		if e.Kind == engine.Reject && f.prev.Kind != engine.Try {
			f.fail("%v after %v", e, f.prev)
		}
	case engine.Place:
		if e.Frame != top || e.Depth != len(f.path) || (len(f.path) > 0) != hasBy || (hasBy && by != f.path[len(f.path)-1]) {
			f.fail("%v on a path of %d squares in frame %d", e, len(f.path), top)
		}
		if !e.Sync && f.prev.Kind != engine.Try && f.prev.Kind != engine.Resync {
			f.fail("%v after %v", e, f.prev)
		}
		f.path = append(f.path, p)
	case engine.Enter:
		if f.prev.Kind != engine.Place || f.prev.Row != e.Row || f.prev.Col != e.Col || e.Depth != len(f.path)-1 {
			f.fail("%v after %v", e, f.prev)
		}
		if !e.Sync && uint64(e.Frame) != st.Placements {
			f.fail("%v, the frame of placement %d", e, st.Placements)
		}
		f.ids = append(f.ids, e.Frame)
	case engine.Leave:
		if e.Frame != top || len(f.path) != len(f.ids) || f.path[len(f.path)-1] != p {
			f.fail("%v, the innermost frame is %d of square %v", e, top, f.path[len(f.path)-1])
			return
		}
		f.ids = f.ids[:len(f.ids)-1]
	case engine.Undo:
		if e.Sync {
			// A square backed out of, before the path is restated.
			if len(f.path) != 0 || e.Frame != 0 || !hasBy || f.dead[f.idx(p)] ||
				by != (Point{p.Row - f.step*int(rowStep[e.Value]), p.Col - f.step*int(colStep[e.Value])}) {
				f.fail("%v restated after the path or twice", e)
			}
			f.dead[f.idx(p)] = true
			return
		}
		if f.prev.Kind != engine.Leave || len(f.path) != len(f.ids)+1 || f.path[len(f.path)-1] != p {
			f.fail("%v after %v", e, f.prev)
			return
		}
		f.path = f.path[:len(f.path)-1]
		f.dead[f.idx(p)] = true
	default:
		f.fail("unexpected %v", e)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (f *follower) followQueue(e engine.Event, st *engine.Stats) {
	p := Point{e.Row, e.Col}
	by, hasBy := byPoint(e)
	switch e.Kind {
	case engine.Place:
		if f.dist[f.idx(p)] >= 0 {
			f.fail("%v discovered twice", e)
			return
		}
		if len(f.order) == 0 {
			if hasBy || e.Depth != 0 || e.Frame != 0 {
				f.fail("%v as the start", e)
			}
		} else if !hasBy || f.dist[f.idx(by)] != int32(e.Depth-1) || e.Frame != 1 {
			f.fail("%v from a square at distance %d", e, f.dist[f.idx(by)])
		}
		f.dist[f.idx(p)], f.parent[f.idx(p)] = int32(e.Depth), by
		f.order = append(f.order, p)
	case engine.Expand:
		if e.Sync {
			i := slices.Index(f.order, p)
			if i < 0 || f.taken != 0 {
				f.fail("%v: not discovered, or restated twice", e)
			}
			f.taken = i + 1
			return
		}
		if f.taken >= len(f.order) || f.order[f.taken] != p || f.dist[f.idx(p)] != int32(e.Depth) {
			f.fail("%v, but the front of the queue is %v", e, f.order[min(f.taken, len(f.order)-1)])
			return
		}
		f.taken++
	case engine.Try, engine.Reject, engine.Solution, engine.Enter, engine.Leave:
		// Only the start is tried before the root frame opens.
		if want := uint32(btoi(len(f.order) > 0)); e.Frame != want {
			f.fail("%v in frame %d, not %d", e, e.Frame, want)
		}
	default:
		f.fail("unexpected %v", e)
	}
}

// compare fails unless what the burst rebuilt is where the search stood.
func (f *follower) compare() {
	switch {
	case f.ref != nil:
		if !f.ref.advance(f.at.Nodes, f.at.Backtracks) {
			f.fail("resync %d: no step of the search has %d nodes and %d backtracks", f.resyncs, f.at.Nodes, f.at.Backtracks)
		} else if !slices.Equal(f.path, f.ref.path) || !slices.Equal(f.ids, f.ref.ids) || !slices.Equal(f.dead, f.ref.dead) {
			f.fail("resync %d at %d nodes: path %v frames %v; the search stood at %v frames %v",
				f.resyncs, f.at.Nodes, f.path, f.ids, f.ref.path, f.ref.ids)
		}
	case f.rq != nil:
		if !f.rq.advance(int(f.at.Nodes-1) / int(NumDirections)) {
			f.fail("resync %d at %d nodes: the queue runs dry first", f.resyncs, f.at.Nodes)
		} else if f.taken != f.rq.head || !slices.Equal(f.order, f.rq.queue) || !slices.Equal(f.dist, f.rq.dist) {
			f.fail("resync %d at %d nodes: %d discovered, %d taken; the search had %d and %d",
				f.resyncs, f.at.Nodes, len(f.order), f.taken, len(f.rq.queue), f.rq.head)
		}
		for _, p := range f.order[1:] {
			if f.parent[f.idx(p)] != f.rq.parent[f.rq.at(p)] {
				f.fail("resync %d: %v discovered from %v, not %v", f.resyncs, p, f.parent[f.idx(p)], f.rq.parent[f.rq.at(p)])
				break
			}
		}
	default:
		// The generator: every square carved is on the path or backed
		// out of, once.
		n := len(f.path)
		for _, d := range f.dead {
			n += btoi(d)
		}
		if uint64(n) != f.at.Placements {
			f.fail("resync %d: %d squares restated, %d carved", f.resyncs, n, f.at.Placements)
		}
	}
}

// toggle switches the runner between watched (paused, stepped, paced)
// and unwatched (full speed) until stop is closed, at random moments,
// and counts the switches.
func toggle(r *engine.Runner, seed uint64, stop <-chan struct{}, switches *atomic.Int64) {
	rng := rand.New(rand.NewPCG(seed, 1))
	for {
		select {
		case <-stop:
			return
		default:
		}
		switch rng.IntN(5) {
		case 0:
			r.Pause()
		case 1:
			r.Step()
		case 2:
			r.SetSpeed(100)
		default:
			r.Resume()
			r.SetSpeed(engine.Unlimited)
		}
		switches.Add(1)
		time.Sleep(time.Duration(rng.IntN(100)) * time.Microsecond) // switches at random moments of the search
	}
}

// TestSwitchWatchingMidRun runs DFS, BFS and the generator on a large
// maze under a Runner while several goroutines switch watching on and off
// hundreds of times: each run must find what an unwatched run finds, with
// the same counters, and its stream must stay valid, every Resync burst
// rebuilding where the search stood.
func TestSwitchWatchingMidRun(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds")
	}
	before := runtime.NumGoroutine()
	m := GenerateWithLoops(300, 300, 3, 5)
	gw, gh := must(NewGenerator(300, 300, 3)).TextSize()
	// Each search is made afresh for every run, with its follower.
	type search struct {
		name  string
		start func(t *testing.T) (engine.Search, func() any, *follower)
		want  func() (any, engine.Stats) // an unwatched run
	}
	searches := []search{
		{"dfs", func(t *testing.T) (engine.Search, func() any, *follower) {
			f := newFollower(t, m, m.Width(), m.Height(), false, 1)
			return NewDFS(m).Run, func() any { return pathOf(f.result) }, f
		}, func() (any, engine.Stats) { p, st := SolveDFS(m); return p, st }},
		{"bfs", func(t *testing.T) (engine.Search, func() any, *follower) {
			f := newFollower(t, m, m.Width(), m.Height(), true, 1)
			return NewBFS(m).Run, func() any { return pathOf(f.result) }, f
		}, func() (any, engine.Stats) { p, st := SolveBFS(m); return p, st }},
		{"generate", func(t *testing.T) (engine.Search, func() any, *follower) {
			f := newFollower(t, nil, gw, gh, false, 2)
			return must(NewGeneratorWithLoops(300, 300, 3, 5)).Run, func() any { return f.result }, f
		}, func() (any, engine.Stats) {
			g := must(NewGeneratorWithLoops(300, 300, 3, 5))
			tr := engine.NewTracer(nil)
			g.Run(tr)
			return g.Maze(), tr.Stats
		}},
	}
	for _, s := range searches {
		t.Run(s.name, func(t *testing.T) {
			want, wantStats := s.want()
			var switches atomic.Int64
			resyncs, runs := 0, 0
			// Runs until 50 resyncs, however fast or slow the machine (at
			// most 200 runs: a run here takes 30–50 ms and restates itself
			// once or twice, more under the race detector), and on to 300
			// while the 8 s budget lasts.
			deadline := time.Now().Add(8 * time.Second)
			for ; runs < 200 && (resyncs < 50 || resyncs < 300 && time.Now().Before(deadline)); runs++ {
				search, got, f := s.start(t)
				r := engine.NewRunner()
				r.Start(search, f.onEvent)
				stop := make(chan struct{})
				var wg sync.WaitGroup
				for i := range 4 {
					wg.Go(func() { toggle(r, uint64(runs*4+i), stop, &switches) })
				}
				<-r.Done()
				close(stop)
				wg.Wait()
				end, st := r.Wait()
				st.Elapsed = 0
				if fmt.Sprint(got()) != fmt.Sprint(want) || st != wantStats || end != engine.LimitReached {
					t.Fatalf("run %d: end %v, counters %+v; unwatched %+v, same result %v",
						runs, end, st, wantStats, fmt.Sprint(got()) == fmt.Sprint(want))
				}
				if f.results != 1 {
					t.Fatalf("run %d: %d results, want 1", runs, f.results)
				}
				if f.prev.Kind != engine.Finish {
					t.Fatalf("run %d: the stream ends with %v", runs, f.prev)
				}
				if f.fails.Load() > 0 {
					t.FailNow()
				}
				resyncs += f.resyncs
			}
			t.Logf("%d runs, %d switches, %d resyncs", runs, switches.Load(), resyncs)
			if resyncs < 50 {
				t.Errorf("only %d resyncs in %d runs, %d switches", resyncs, runs, switches.Load())
			}
		})
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines left, %d before", n, before)
	}
}

// TestStopAtFullSpeed: an unwatched run polls its runner, so a stop ends
// it promptly. Each run is paced until its first event, so that the stop
// lands in the search itself, not in setting up its state.
func TestStopAtFullSpeed(t *testing.T) {
	side := MaxGenerateSide
	for name, search := range map[string]engine.Search{
		"dfs":      NewDFS(Generate(side, side, 3)).Run,
		"bfs":      NewBFS(openRoom(MaxSide)).Run,
		"generate": must(NewGenerator(side, side, 3)).Run,
	} {
		t.Run(name, func(t *testing.T) {
			r := engine.NewRunner()
			r.SetSpeed(1000)
			var events atomic.Int64
			first := make(chan struct{})
			r.Start(search, func(engine.Event, *engine.Stats) {
				if events.Add(1) == 1 {
					close(first)
				}
			})
			<-first
			r.SetSpeed(engine.Unlimited)
			// The search runs unwatched a while: the stop must reach it
			// there. A millisecond is thousands of nodes on an idle
			// machine; under load the generator, which reports its
			// progress, is waited for until it has carved a thousand
			// cells (it once had made 1 node in that millisecond).
			time.Sleep(time.Millisecond)
			for deadline := time.Now().Add(5 * time.Second); name == "generate"; time.Sleep(time.Millisecond) {
				if done, _ := r.Progress(); done >= 1000 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("the generator carved no thousand cells in 5 s")
				}
			}
			stopped := time.Now()
			r.Stop()
			select {
			case <-r.Done():
			case <-time.After(2 * time.Second):
				t.Fatal("the run goes on 2s after Stop")
			}
			latency := time.Since(stopped)
			end, st := r.Wait()
			if end != engine.Stopped || st.Nodes < 1000 {
				t.Fatalf("end %v after %d nodes, want stopped at full speed", end, st.Nodes)
			}
			t.Logf("stopped after %d nodes in %v", st.Nodes, latency)
		})
	}
}

// TestResyncBursts pins the bursts on deadend.txt (S top left, E bottom
// left, the way round by the right a dead end), from states built by hand.
func TestResyncBursts(t *testing.T) {
	m := loadMaze(t, "deadend.txt")
	g := m.markGrid()
	at := func(r, c int) int32 { return g.index(Point{r, c}) }
	lines := func(emit func(*engine.Tracer)) []string {
		var got []string
		emit(engine.NewTracer(func(e engine.Event) { got = append(got, eventLine(e)) }))
		return got
	}

	// DFS, just after backing out of (2,2) and (1,2): the path is S,
	// (0,1), (0,2), in frames 1 to 3.
	g.marks[at(0, 0)] = enteredStart
	g.marks[at(0, 1)], g.marks[at(0, 2)] = entered(Right), entered(Right)
	g.marks[at(1, 2)], g.marks[at(2, 2)] = entered(Down), entered(Down)
	stack := []pathFrame{
		{at: at(0, 0), id: 1, from: NoDirection, next: 4},
		{at: at(0, 1), id: 2, from: Right, next: 2},
		{at: at(0, 2), id: 3, from: Right, next: 3},
	}
	marks := slices.Clone(g.marks)
	got := lines(func(tr *engine.Tracer) { resyncPath(tr, SearchDFS, &g, stack, g.point) })
	want := []string{
		"resync d2 sync search 1 f3",
		"undo d0 (1,2)=2 sync f0 by (0,2)", "undo d0 (2,2)=2 sync f0 by (1,2)",
		"place d0 (0,0)=-1 sync f0", "enter d0 f1 sync",
		"place d1 (0,1)=1 sync f1 by (0,0)", "enter d1 f2 sync",
		"place d2 (0,2)=1 sync f2 by (0,1)", "enter d2 f3 sync",
	}
	if !slices.Equal(got, want) {
		t.Errorf("DFS burst\n%q\nwant\n%q", got, want)
	}
	if !slices.Equal(g.marks, marks) {
		t.Error("the burst changed the marks")
	}

	// BFS, about to take (1,0) from the queue, S and (0,1) expanded.
	g = m.markGrid()
	g.marks[at(0, 0)] = enteredStart
	g.marks[at(0, 1)], g.marks[at(1, 0)], g.marks[at(0, 2)] = entered(Right), entered(Down), entered(Right)
	queue := []int32{at(0, 0), at(0, 1), at(1, 0), at(0, 2)}
	got = lines(func(tr *engine.Tracer) { resyncQueue(tr, &g, queue, 2, 1) })
	want = []string{
		"resync d1 sync search 2 f1",
		"place d0 (0,0)=-1 sync f0", "enter d0 f1 sync",
		"place d1 (0,1)=1 sync f1 by (0,0)", "place d1 (1,0)=2 sync f1 by (0,0)",
		"place d2 (0,2)=1 sync f1 by (0,1)",
		"expand d1 (0,1)=1 sync f1",
	}
	if !slices.Equal(got, want) {
		t.Errorf("BFS burst\n%q\nwant\n%q", got, want)
	}
}

// TestWatchedCountersAreUnwatched: watching changes no counter, Checks
// included, and no result.
func TestWatchedCountersAreUnwatched(t *testing.T) {
	for name, m := range streamMazes(t) {
		for _, alg := range []struct {
			name string
			run  func(*engine.Tracer) ([]Point, engine.End)
		}{
			{"dfs", func(tr *engine.Tracer) ([]Point, engine.End) { s := NewDFS(m); end := s.Run(tr); return s.Path(), end }},
			{"bfs", func(tr *engine.Tracer) ([]Point, engine.End) { s := NewBFS(m); end := s.Run(tr); return s.Path(), end }},
		} {
			watched := engine.NewTracer(func(engine.Event) {})
			plain := engine.NewTracer(nil)
			wp, we := alg.run(watched)
			pp, pe := alg.run(plain)
			if !slices.Equal(wp, pp) || we != pe || watched.Stats != plain.Stats {
				t.Errorf("%s %s: watched %v %+v, unwatched %v %+v", name, alg.name, we, watched.Stats, pe, plain.Stats)
			}
		}
	}
	for seed := range int64(3) {
		a, b := must(NewGeneratorWithLoops(15, 11, seed, 10)), must(NewGeneratorWithLoops(15, 11, seed, 10))
		watched := engine.NewTracer(func(engine.Event) {})
		plain := engine.NewTracer(nil)
		a.Run(watched)
		b.Run(plain)
		if a.Maze().String() != b.Maze().String() || watched.Stats != plain.Stats {
			t.Errorf("generator seed %d: watched %+v, unwatched %+v", seed, watched.Stats, plain.Stats)
		}
	}
}

// pathOf is the path of a search's result, nil for none.
func pathOf(result any) []Point {
	o, _ := result.(Outcome)
	return o.Path
}
