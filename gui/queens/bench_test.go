package queens

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/run"
)

// listN10 lists n=10 with the bitmask check through the screen's job on
// r, as the session runs it: watched with every event recorded (watch
// set), or at full speed, unwatched, with the solutions listed.
func listN10(tb testing.TB, sc *Screen, r *engine.Runner, watch bool) {
	r.WatchAlways(watch)
	job, err := sc.Prepare()
	if err != nil {
		tb.Fatal(err)
	}
	_, onEvent := run.Record(job)
	r.Start(job.Search, onEvent)
	if end, _ := r.Wait(); end != engine.Done || sc.model.snapshot().listed != 724 {
		tb.Fatal("search failed:", end)
	}
}

// newBenchScreen is the N-Queens screen set to list n=10 with bitmasks.
func newBenchScreen(tb testing.TB) *Screen {
	test.NewTempApp(tb)
	sc := New(test.NewTempWindow(tb, nil), fyne.CurrentApp().Preferences(), 0)
	sc.selectCheck(queens.Bitmask)
	sc.size.SetText("10")
	return sc
}

// BenchmarkListN10 lists the 724 solutions of n=10 with the bitmask check
// through the screen's job (model, recording) on a Runner, beside the bare
// engine in the same run: compare gui/full-speed with engine/unwatched,
// and gui/watched with engine/watched. gui/full-speed+widgets is a whole
// Start to last frame cycle of the screen on Fyne's test app: it adds the
// fixed cost of the widgets that change at the start and the end of every
// run, which does not grow with the search.
func BenchmarkListN10(b *testing.B) {
	const n = 10
	b.Run("engine/unwatched", func(b *testing.B) {
		for b.Loop() {
			s := &queens.Solver{N: n, Check: queens.Bitmask}
			if s.Search(engine.NewTracer(nil)) != engine.Done {
				b.Fatal("search failed")
			}
		}
	})
	b.Run("engine/watched", func(b *testing.B) {
		for b.Loop() {
			s := &queens.Solver{N: n, Check: queens.Bitmask}
			if s.Search(engine.NewTracer(func(engine.Event) {})) != engine.Done {
				b.Fatal("search failed")
			}
		}
	})
	b.Run("gui/full-speed", func(b *testing.B) {
		sc, r := newBenchScreen(b), engine.NewRunner()
		for b.Loop() {
			listN10(b, sc, r, false)
		}
	})
	b.Run("gui/full-speed+widgets", func(b *testing.B) {
		sc := newBenchScreen(b)
		ses := sc.Session()
		for b.Loop() {
			ses.Start()
			if end, _ := ses.Wait(); end != engine.Done {
				b.Fatal("search failed:", end)
			}
			ses.Frame()
		}
		if sc.results.listed != 724 {
			b.Fatalf("listed %d solutions, want 724", sc.results.listed)
		}
	})
	b.Run("gui/watched", func(b *testing.B) {
		sc, r := newBenchScreen(b), engine.NewRunner()
		for b.Loop() {
			listN10(b, sc, r, true)
		}
	})
}

// BenchmarkListN10Interleaved runs the paths of BenchmarkListN10 one
// after the other in every iteration, so that the noise of a shared
// machine hits them alike, and reports each path's time and the ratios
// that matter: full-speed/unwatched (the GUI at full speed against the
// bare engine), watched/watched (recording every event), and
// watched/runner (the same against the engine's Runner with a no-op
// callback, which every watched search in the app goes through).
func BenchmarkListN10Interleaved(b *testing.B) {
	const n = 10
	sc, r := newBenchScreen(b), engine.NewRunner()
	paths := []struct {
		name string
		run  func()
	}{
		{"engine-unwatched", func() { (&queens.Solver{N: n, Check: queens.Bitmask}).Search(engine.NewTracer(nil)) }},
		{"gui-full-speed", func() { listN10(b, sc, r, false) }},
		{"engine-watched", func() {
			(&queens.Solver{N: n, Check: queens.Bitmask}).Search(engine.NewTracer(func(engine.Event) {}))
		}},
		{"gui-watched", func() { listN10(b, sc, r, true) }},
		{"runner-watched", func() { // the engine's Runner alone, with a no-op callback
			r.WatchAlways(true)
			r.Start((&queens.Solver{N: n, Check: queens.Bitmask}).Search, func(engine.Event, *engine.Stats) {})
			r.Wait()
		}},
	}
	spent := make([]time.Duration, len(paths))
	for b.Loop() {
		for i, p := range paths {
			start := time.Now()
			p.run()
			spent[i] += time.Since(start)
		}
	}
	for i, p := range paths {
		b.ReportMetric(float64(spent[i].Nanoseconds())/float64(b.N), p.name+"-ns/op")
	}
	b.ReportMetric(float64(spent[1])/float64(spent[0]), "full-speed/unwatched")
	b.ReportMetric(float64(spent[3])/float64(spent[2]), "watched/watched")
	b.ReportMetric(float64(spent[3])/float64(spent[0]), "watched/unwatched")
	b.ReportMetric(float64(spent[3])/float64(spent[4]), "watched/runner")
}
