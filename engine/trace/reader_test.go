package trace

import (
	"math/rand/v2"
	"testing"

	"backtracklab/engine"
)

// readAll reads what rd has, checking each event, its counters and the
// path after it against the truths, and returns the steps read and the
// ones where the reader said it restarted.
func readAll(t *testing.T, rd *Reader, truths []truth) (steps, restarts []uint64) {
	t.Helper()
	for {
		e, ok := rd.Next()
		if !ok {
			return steps, restarts
		}
		want := truths[e.Seq-1]
		if *e != want.e {
			t.Fatalf("step %d: read %+v, want %+v", e.Seq, *e, want.e)
		}
		if st := rd.Stats(); st != want.stats {
			t.Fatalf("step %d: stats %+v, want %+v", e.Seq, st, want.stats)
		}
		if rd.PathLen() != len(want.path) {
			t.Fatalf("step %d: path of %d frames, want %d", e.Seq, rd.PathLen(), len(want.path))
		}
		for i := range want.path {
			if f := rd.PathAt(i); f != want.path[i] {
				t.Fatalf("step %d: frame %d %+v, want %+v", e.Seq, i, f, want.path[i])
			}
		}
		steps = append(steps, e.Seq)
		if rd.Restarted() {
			restarts = append(restarts, e.Seq)
		}
	}
}

// A reader that reads now and then while the run is appended sees every
// event once, in order, whole, with the state after it, and starts over
// only where the recording did: at its first event and at each Resync
// under RestartAtResync.
func TestReaderReadsOnAsTheRunGrows(t *testing.T) {
	for _, restartAtResync := range []bool{false, true} {
		rec := New(nil, Options{Every: 97, RestartAtResync: restartAtResync})
		rd := rec.NewReader()
		rng := rand.New(rand.NewPCG(3, 4))
		var truths []truth
		var steps, restarts, resyncs []uint64
		generate(genOpts{seed: 21, n: 7, events: 30000, odd: true, darkAt: 6000, darkLen: 2000},
			func(e engine.Event, st *engine.Stats, path []Frame) {
				truths = append(truths, truth{e, *st, path})
				rec.Append(e, st)
				if e.Kind == engine.Resync {
					resyncs = append(resyncs, e.Seq)
				}
				if rng.IntN(300) == 0 {
					s, r := readAll(t, rd, truths)
					steps, restarts = append(steps, s...), append(restarts, r...)
				}
			})
		s, r := readAll(t, rd, truths)
		steps, restarts = append(steps, s...), append(restarts, r...)
		wantRestarts := []uint64{1}
		if restartAtResync {
			wantRestarts = []uint64{1, resyncs[0]}
		}
		if len(resyncs) != 1 {
			t.Fatalf("the run has %d resyncs, want 1", len(resyncs))
		}
		// Each step follows the one before, except where the reader
		// restarted; the last restart is the history start.
		isRestart := map[uint64]bool{}
		for _, k := range restarts {
			isRestart[k] = true
		}
		for i, k := range steps {
			if i > 0 && k != steps[i-1]+1 && !isRestart[k] {
				t.Fatalf("restartAtResync=%v: step %d read after %d", restartAtResync, k, steps[i-1])
			}
		}
		if steps[len(steps)-1] != uint64(len(truths)) {
			t.Fatalf("restartAtResync=%v: last step read %d, want %d", restartAtResync, steps[len(steps)-1], len(truths))
		}
		if len(restarts) != len(wantRestarts) || restarts[0] != 1 || restarts[len(restarts)-1] != wantRestarts[len(wantRestarts)-1] {
			t.Fatalf("restartAtResync=%v: restarted at %v, want %v", restartAtResync, restarts, wantRestarts)
		}
	}
}

// A reader that falls behind the ring starts over at the history start,
// where the path says where the search stands.
func TestReaderStartsOverPastTheRing(t *testing.T) {
	r := record(t, genOpts{seed: 22, n: 9, events: 30000}, Options{Cap: 1000, Every: 100}, false)
	rd := r.rec.NewReader()
	first, last, _ := r.rec.Bounds()
	steps, restarts := readAll(t, rd, r.truths)
	if len(restarts) != 1 || restarts[0] != first || steps[0] != first || uint64(len(steps)) != last-first+1 {
		t.Fatalf("read %d steps from %d, restarted at %v; want %d..%d, restarted at %d", len(steps), steps[0], restarts, first, last, first)
	}
	// Nothing new: nothing read, no lock held longer than a look.
	if e, ok := rd.Next(); ok {
		t.Fatalf("read %v at the live end", e)
	}
}

// Seek and Events start anywhere still recorded.
func TestReaderSeekAndEvents(t *testing.T) {
	r := record(t, genOpts{seed: 23, n: 6, events: 20000, odd: true, darkAt: 5000, darkLen: 1000}, Options{Cap: 12000, Every: 333}, false)
	first, last, _ := r.rec.Bounds()
	rd := r.rec.NewReader()
	for _, k := range []uint64{first, first + 1, first + 332, first + 333, last - 1000, last} {
		rd.Seek(k)
		e, ok := rd.Next()
		if !ok || e.Seq != k || !rd.Restarted() {
			t.Fatalf("Seek(%d): read %v, %v, restarted %v", k, e, ok, rd.Restarted())
		}
		steps, _ := readAll(t, rd, r.truths)
		if uint64(len(steps)) != last-k {
			t.Fatalf("Seek(%d): read on %d steps, want %d", k, len(steps), last-k)
		}
	}
	rd.Seek(1) // dropped: the history start
	if e, ok := rd.Next(); !ok || e.Seq != first {
		t.Fatalf("Seek(1) read %v, want the history start %d", e, first)
	}
	rd.Seek(last + 1) // not recorded yet: waits for it
	if e, ok := rd.Next(); ok {
		t.Fatalf("Seek past the end read %v", e)
	}

	var got []uint64
	r.rec.Events(last-500, last-400, func(e *engine.Event) bool {
		if *e != r.truths[e.Seq-1].e {
			t.Fatalf("Events: step %d: %+v, want %+v", e.Seq, *e, r.truths[e.Seq-1].e)
		}
		got = append(got, e.Seq)
		return true
	})
	if len(got) != 101 || got[0] != last-500 || got[100] != last-400 {
		t.Fatalf("Events read %d steps from %v", len(got), got[:min(3, len(got))])
	}
	n := 0
	r.rec.Events(first, last, func(*engine.Event) bool { n++; return n < 7 })
	if n != 7 {
		t.Fatalf("Events went on after false: %d calls", n)
	}
}
