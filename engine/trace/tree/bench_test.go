package tree

import (
	"runtime"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
)

// heldBy returns the heap bytes that build's result holds.
func heldBy(build func() any) (uint64, any) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	x := build()
	runtime.GC()
	runtime.ReadMemStats(&after)
	return after.HeapAlloc - before.HeapAlloc, x
}

// queensPrefix returns the first max events of the n-queens scan search.
func queensPrefix(n, max int) []engine.Event {
	evs := make([]engine.Event, 0, max)
	tr := engine.NewTracer(func(e engine.Event) {
		if len(evs) < max {
			evs = append(evs, e)
		}
	})
	(&queens.Solver{N: n, Check: queens.Scan}).Search(tr)
	return evs
}

// BenchmarkSync builds the whole tree of a recorded run in one Sync: the
// 8-queens scan search (37,518 events), and a million events of the
// 11-queens one, what a recording of the default cap holds. It reports
// the time per event read and the heap the tree holds per node (the
// nodes and the current node of every step).
func BenchmarkSync(b *testing.B) {
	for _, bc := range []struct {
		name string
		evs  func() []engine.Event
	}{
		{"queens8", func() []engine.Event { return queensEvents(8, queens.Scan) }},
		{"1M", func() []engine.Event { return queensPrefix(11, trace.DefaultCap) }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			rec := recordAll(bc.evs(), trace.Options{})
			events := rec.Len()
			held, x := heldBy(func() any { t := New(); t.Sync(rec); return t })
			nodes := x.(*Tree).Len()
			b.ResetTimer()
			for b.Loop() {
				New().Sync(rec)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(events), "ns/event")
			b.ReportMetric(float64(held)/float64(nodes), "bytes/node")
			b.ReportMetric(float64(events), "events")
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}

// BenchmarkSyncAsTheRunGrows reads on in small Syncs, as a view does at
// every frame while a run plays: 64 events a Sync.
func BenchmarkSyncAsTheRunGrows(b *testing.B) {
	evs := queensEvents(8, queens.Scan)
	recs := make([]*trace.Recording, 0, 1)
	for b.Loop() {
		b.StopTimer()
		rec := trace.New(nil, trace.Options{})
		recs = append(recs[:0], rec)
		t := New()
		var st engine.Stats
		for i, e := range evs {
			st.Apply(&e)
			s := st
			rec.Append(e, &s)
			if i%64 == 63 {
				b.StartTimer()
				t.Sync(rec)
				b.StopTimer()
			}
		}
		b.StartTimer()
		t.Sync(rec)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(evs)), "ns/event")
}

// BenchmarkSyncNothingNew is a Sync when no event was recorded since the
// last: a view's every frame while paused.
func BenchmarkSyncNothingNew(b *testing.B) {
	rec := recordAll(queensEvents(8, queens.Scan), trace.Options{})
	t := New()
	t.Sync(rec)
	for b.Loop() {
		t.Sync(rec)
	}
}

// BenchmarkSyncPastTheCap runs three million events of the 11-queens scan
// search through a recording of the default cap, a Sync every 32,768
// events: the tree compacts as the ring drops. It reports the Sync time
// per event (appending not counted) and the most nodes the tree held.
func BenchmarkSyncPastTheCap(b *testing.B) {
	evs := queensPrefix(11, 3_000_000)
	most := 0
	for b.Loop() {
		b.StopTimer()
		rec := trace.New(nil, trace.Options{})
		t := New()
		var st engine.Stats
		for i, e := range evs {
			st.Apply(&e)
			s := st
			rec.Append(e, &s)
			if i%32768 == 32767 {
				b.StartTimer()
				t.Sync(rec)
				b.StopTimer()
				most = max(most, t.Len())
			}
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(evs)), "ns/event")
	b.ReportMetric(float64(most), "most-nodes")
}
