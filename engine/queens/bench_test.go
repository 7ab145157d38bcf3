package queens

import (
	"fmt"
	"runtime"
	"testing"

	"backtracklab/engine"
)

func BenchmarkCountMirror(b *testing.B) {
	for _, n := range []int{12, 14, 16} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				CountMirror(n)
			}
		})
	}
}

func BenchmarkCount(b *testing.B) {
	for n := 12; n <= 16; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				Count(n, 0, engine.NewTracer(nil))
			}
		})
	}
}

// BenchmarkCountLarge checks the counts above those of the unit tests
// against the published ones, each a run of its own (on 2 cores: n=17
// about 2.5 s, n=18 16 s, n=19 2 minutes, n=20 about half an hour):
//
//	go test -run '^$' -bench 'CountLarge/n=17' -benchtime 1x ./engine/queens/
func BenchmarkCountLarge(b *testing.B) {
	for _, k := range knownCounts(b, 20)[16:] {
		b.Run(fmt.Sprintf("n=%d", k.n), func(b *testing.B) {
			for b.Loop() {
				if total, _ := Count(k.n, 0, engine.NewTracer(nil)); total != k.all {
					b.Fatalf("Count(%d) = %d, want %d", k.n, total, k.all)
				}
			}
		})
	}
}

// BenchmarkMeet is the hot path of Count on one goroutine: every border
// placement of the board, counted by meeting in the middle, those that
// differ only above the first lower row sharing the lower part and
// matched together as in Count. It reports the time per placement.
func BenchmarkMeet(b *testing.B) {
	for _, n := range []int{12, 14, 16} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			tasks, groups := groupBorders(n)
			w := &borderWorker{budget: PollEvery}
			for b.Loop() {
				for g := range len(groups) - 1 {
					for i, t := range tasks[groups[g]:groups[g+1]] {
						w.f.setup(n, t)
						if i == 0 {
							w.m.setup(&w.f, w)
						}
						w.m.add(int(t.weight))
					}
					w.m.total()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(tasks)), "ns/placement")
		})
	}
}

func BenchmarkCountUnique(b *testing.B) {
	for _, n := range []int{12, 14} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				CountUnique(n, 0, engine.NewTracer(nil))
			}
		})
	}
}

// BenchmarkSolver runs the step-by-step solver unwatched, and watched by a
// watcher that does nothing, to show what building the events costs.
func BenchmarkSolver(b *testing.B) {
	for _, check := range Checks() {
		for _, n := range []int{8, 10} {
			for _, watched := range []bool{false, true} {
				name := fmt.Sprintf("%s/n=%d", check, n)
				var watch func(engine.Event)
				if watched {
					name += "/watched"
					watch = func(engine.Event) {}
				}
				b.Run(name, func(b *testing.B) {
					s := &Solver{N: n, Check: check}
					var nodes uint64
					for b.Loop() {
						t := engine.NewTracer(watch)
						s.Search(t)
						nodes = t.Stats.Nodes
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(uint64(b.N)*nodes), "ns/try")
				})
			}
		}
	}
}

// BenchmarkListSolutions stores every solution of n=15, the size the
// command line can still list in seconds, and reports the memory taken.
func BenchmarkListSolutions(b *testing.B) {
	for _, n := range []int{12, 15} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var stored, held, heap uint64
			for b.Loop() {
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				sols := NewSolutions(n)
				(&Solver{N: n, Check: Bitmask}).Search(engine.NewResultTracer(sols.Found))
				runtime.ReadMemStats(&after)
				stored, held = uint64(sols.Bytes()), uint64(cap(sols.data))
				heap = after.TotalAlloc - before.TotalAlloc
				runtime.KeepAlive(sols)
			}
			b.ReportMetric(float64(stored)/1e6, "MB-stored")
			b.ReportMetric(float64(held)/1e6, "MB-held")
			b.ReportMetric(float64(heap)/1e6, "MB-allocated-in-all")
		})
	}
}
