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
