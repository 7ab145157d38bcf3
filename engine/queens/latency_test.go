package queens

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"backtracklab/engine"
)

// The latencies the screens depend on, as benchmarks (timing is for
// benchmarks, not unit tests): each reports the median and the worst of
// its samples in milliseconds.
//
//	go test -run '^$' -bench 'Latency' -benchtime 1x ./engine/queens/

// BenchmarkStopLatency: a run at full speed (unwatched) is stopped; the
// time from Stop to the end of its goroutine. n=32 is stopped before its
// first solution, n=16 while listing.
func BenchmarkStopLatency(b *testing.B) {
	for _, n := range []int{32, 16} {
		b.Run(map[int]string{32: "n=32-before-first-solution", 16: "n=16-listing"}[n], func(b *testing.B) {
			var samples []time.Duration
			for b.Loop() {
				for range 20 {
					r := engine.NewRunner()
					s := &Solver{N: n, Check: Bitmask}
					r.Start(s.Search, nil)
					time.Sleep(50 * time.Millisecond)
					begin := time.Now()
					r.Stop()
					<-r.Done()
					samples = append(samples, time.Since(begin))
				}
			}
			report(b, samples)
		})
	}
}

// BenchmarkCountStopLatency: a count whose tasks take years (n=32), or
// hours (n=24), is stopped 50 ms in, inside its tasks (n=19: inside the
// meeting in the middle of a placement); the time from Stop
// to the end of its goroutine (the poll is every 16,384 nodes, well under
// a millisecond), and separately the time Stop itself takes: it does not
// wait for the workers.
func BenchmarkCountStopLatency(b *testing.B) {
	for _, n := range []int{32, 24, 19} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var ended, stop []time.Duration
			for b.Loop() {
				for range 20 {
					r := engine.NewRunner()
					r.Start(func(t *engine.Tracer) engine.End {
						_, end := Count(n, 2, t)
						return end
					}, nil)
					time.Sleep(50 * time.Millisecond)
					begin := time.Now()
					r.Stop()
					stop = append(stop, time.Since(begin))
					<-r.Done()
					ended = append(ended, time.Since(begin))
				}
			}
			report(b, ended)
			slices.Sort(stop)
			b.ReportMetric(float64(stop[len(stop)-1].Microseconds())/1000, "worst-stop-call-ms")
		})
	}
}

// BenchmarkPauseToBoardLatency: n=15 listed at full speed for a while
// (10 s, or 1 s with -short; n=13 ends within about a second here, so the
// larger board keeps the search going), then paused: the time from Pause
// to the first step after the Resync burst, which has put the live
// position on the board. Five samples.
func BenchmarkPauseToBoardLatency(b *testing.B) {
	run := 10 * time.Second
	if testing.Short() {
		run = time.Second
	}
	var samples []time.Duration
	for b.Loop() {
		for range 5 {
			r := engine.NewRunner()
			shown := make(chan struct{}, 1)
			s := &Solver{N: 15, Check: Scan}
			r.Start(s.Search, func(e engine.Event, _ *engine.Stats) {
				if !e.Sync && e.Kind != engine.Finish { // the first step after the burst
					select {
					case shown <- struct{}{}:
					default:
					}
				}
			})
			time.Sleep(run)
			begin := time.Now()
			r.Pause()
			select {
			case <-shown:
			case <-r.Done():
				b.Fatal("the search ended before the pause")
			}
			samples = append(samples, time.Since(begin))
			r.Stop()
			r.Wait()
		}
	}
	report(b, samples)
}

func report(b *testing.B, samples []time.Duration) {
	slices.Sort(samples)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(samples[len(samples)/2]), "median-ms")
	b.ReportMetric(ms(samples[len(samples)-1]), "worst-ms")
	b.ReportMetric(0, "ns/op")
}
