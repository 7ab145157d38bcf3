package sudoku

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"backtracklab/engine"
)

// refEvent is an event of a run watched from start to end, in short:
// what a run watched now and then must repeat of it.
type refEvent struct {
	frame    uint32
	kind     engine.Kind
	forced   bool
	conflict engine.Conflict
	reason   engine.Reason
	unit     int8
	row, col uint8
	value    uint16 // Choose: the mask
	depth    uint16
	count    uint8
	by       uint16 // 1 + the blocking cell, or 0
}

func shortEvent(e engine.Event, n int) refEvent {
	r := refEvent{frame: e.Frame, kind: e.Kind, forced: e.Forced, conflict: e.Conflict, reason: e.Reason,
		unit: e.Unit, row: uint8(e.Row), col: uint8(e.Col), value: uint16(e.Value), depth: uint16(e.Depth), count: uint8(e.Count)}
	if row, col, ok := e.By.Get(); ok {
		r.by = uint16(1 + row*n + col)
	}
	return r
}

// reference is the stream of a run of s over g watched throughout, which
// a run of the same search watched now and then must follow: each of its
// steps is one of the reference's, in the same order, and after a Resync
// the board and the frames restated are those of the reference at the
// step that comes next.
type reference struct {
	events    []refEvent
	solutions []Grid
	stats     engine.Stats
	end       engine.End

	// The reference replayed up to the step the run being checked is at.
	at     int
	board  Grid
	frames []uint32
	synced int // Resync bursts checked against it
}

func newReference(g Grid, st Strategy) *reference {
	ref := &reference{board: g}
	n := g.Size()
	s := Solver{Strategy: st}
	tr := engine.NewTracer(func(e engine.Event) {
		if x, ok := solutionOf(e); ok {
			ref.solutions = append(ref.solutions, x)
		}
		ref.events = append(ref.events, shortEvent(e, n))
	})
	ref.end = s.Run(g, tr)
	ref.stats = tr.Stats
	return ref
}

// follow finds step e of the run being checked in the reference; r is the
// run's replay, checked against the reference when e is the first step
// after a Resync burst.
func (ref *reference) follow(r *replay, e engine.Event, afterResync bool) {
	r.t.Helper()
	want := shortEvent(e, r.board.Size())
	for ref.at < len(ref.events) && ref.events[ref.at] != want {
		ref.apply(ref.events[ref.at])
		ref.at++
	}
	if ref.at == len(ref.events) {
		r.fail(e, "a step the search watched throughout does not make, or not in this order")
	}
	if afterResync {
		ids := make([]uint32, len(r.frames))
		for i, f := range r.frames {
			ids[i] = f.id
		}
		if r.board != ref.board || !equalIDs(ids, ref.frames) {
			r.fail(e, "restated board %s frames %v, the search stands at %s frames %v", r.board, ids, ref.board, ref.frames)
		}
		ref.synced++
	}
	ref.apply(ref.events[ref.at])
	ref.at++
}

func (ref *reference) apply(e refEvent) {
	switch e.kind {
	case engine.Place:
		ref.board.Set(int(e.row), int(e.col), int(e.value))
	case engine.Undo:
		ref.board.Set(int(e.row), int(e.col), 0)
	case engine.Enter:
		ref.frames = append(ref.frames, e.frame)
	case engine.Leave:
		ref.frames = ref.frames[:len(ref.frames)-1]
	}
}

func equalIDs(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestWatchingSwitchesMidRun runs multi-solution searches under a Runner
// while several goroutines switch watching on and off (pause and resume,
// paced and full speed) 1,000 times, run after run until they are done.
// Each run must find the solutions of the search watched throughout,
// once each and in the same order, with the same counters, in a valid
// stream whose every Resync restates where the search stands.
func TestWatchingSwitchesMidRun(t *testing.T) {
	two := mustParse(t, "8.........95.......67.........9.4268.....1943......517...416795...892436...753182")
	many := mustParse(t, readAnswered(t, "sudoku_tdoku_known_counts.txt")[39].puzzle) // 787 solutions
	before := runtime.NumGoroutine()
	for _, st := range Strategies {
		g := two
		if st == MRV || st == Singles {
			g = many
		}
		ref := newReference(g, st)
		r := engine.NewRunner()
		togglers := toggle(r, 4, 250)
		runs, resyncs, synced := 0, 0, 0
		for finished := false; !finished; {
			ref.at, ref.board, ref.frames = 0, g, ref.frames[:0]
			rp := newReplay(t, st.String()+" switched", g)
			rp.watched = false // ids skip the frames entered unwatched
			rp.async = true
			rp.chooses = st == MRV || st == Singles
			var found []Grid
			s := Solver{Strategy: st}
			var pending bool // the next step is the first after a burst
			rp.afterRes = func(*replay) { pending = true }
			r.Start(s.Search(g), func(e engine.Event, _ *engine.Stats) {
				if x, ok := solutionOf(e); ok {
					found = append(found, x) // watched or found aside
				}
				if e.Aside {
					return // a result found unwatched is no step
				}
				rp.event(e)
				if !e.Sync && e.Kind != engine.Finish {
					ref.follow(rp, e, pending)
					pending = false
				}
			})
			select {
			case <-r.Done():
			case <-togglers:
				finished = true
				r.Resume()
				r.SetSpeed(engine.Unlimited)
			}
			end, stats := r.Wait()
			if t.Failed() {
				t.FailNow()
			}
			stats.Elapsed = 0
			if end != ref.end || stats != ref.stats || len(found) != len(ref.solutions) {
				t.Fatalf("%s: %v %+v with %d solutions, watched throughout %v %+v with %d",
					st, end, stats, len(found), ref.end, ref.stats, len(ref.solutions))
			}
			for i := range found {
				if found[i] != ref.solutions[i] {
					t.Fatalf("%s: solution %d is %s, watched throughout %s", st, i+1, found[i], ref.solutions[i])
				}
			}
			runs++
			resyncs += rp.resyncs
		}
		synced = ref.synced
		t.Logf("%s: %d runs, %d Resync bursts, %d checked against the search watched throughout", st, runs, resyncs, synced)
		if synced == 0 {
			t.Errorf("%s: no Resync checked", st)
		}
	}
	for deadline := time.Now().Add(2 * time.Second); runtime.NumGoroutine() > before; {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines left behind", runtime.NumGoroutine()-before)
		}
		time.Sleep(time.Millisecond)
	}
}

// toggle switches watching on and off switches times from each of
// goroutines goroutines, a little while apart, and closes the channel it
// returns when they are done.
func toggle(r *engine.Runner, goroutines, switches int) <-chan struct{} {
	done := make(chan struct{})
	var wg sync.WaitGroup
	for i := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			for j := range switches {
				switch j % 4 {
				case 0:
					r.Pause()
				case 1:
					r.Resume()
				case 2:
					r.SetSpeed(100)
				case 3:
					r.SetSpeed(engine.Unlimited)
				}
				time.Sleep(time.Duration(rng.IntN(300)) * time.Microsecond) // switches at random moments of the search
			}
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()
	return done
}

// TestStopAtFullSpeed stops searches that run unwatched at full speed and
// would not end for a long while: each must end soon after Stop, at its
// next poll.
func TestStopAtFullSpeed(t *testing.T) {
	nightmare := mustParse(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	empty, _ := NewGrid(9)
	for _, st := range Strategies {
		g := nightmare
		if st == MRV || st == Singles {
			g = empty // every solution of the empty grid: no end in sight
		}
		s := Solver{Strategy: st}
		r := engine.NewRunner()
		r.Start(s.Search(g), nil)
		time.Sleep(20 * time.Millisecond) // the search runs unwatched a while: the stop must reach it there
		begin := time.Now()
		r.Stop()
		select {
		case <-r.Done():
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: still running 10 s after Stop", st)
		}
		took := time.Since(begin)
		if end, _ := r.Wait(); end != engine.Stopped {
			t.Errorf("%s: %v", st, end)
		}
		t.Logf("%s: ended %v after Stop", st, took)
	}
}
