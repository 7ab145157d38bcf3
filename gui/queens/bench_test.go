package queens

import (
	"time"

	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/run"
)

// watchedControl makes a search stay watched at full speed, to measure the
// cost of the model's callback on every event.
type watchedControl struct{}

func (watchedControl) Fast() bool        { return false }
func (watchedControl) Slow() bool        { return false }
func (watchedControl) Hold() run.Verdict { return run.Go }
func (watchedControl) Quitting() bool    { return false }

// BenchmarkListN10 lists the 724 solutions of n=10 with the bitmask check
// through the screen's model and callbacks, beside the bare engine in the
// same run: compare gui/full-speed with engine/unwatched, and gui/watched
// with engine/watched. gui/full-speed+widgets is a whole Start to last
// frame cycle of the screen on Fyne's test app: it adds the fixed cost of
// the widgets that change at the start and the end of every run (a button
// whose state changes redraws its icon), which does not grow with the
// search.
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
		test.NewTempApp(b)
		sc := NewScreen(test.NewTempWindow(b, nil), 0)
		ctl := sc.Session() // idle at full speed: its searches run unwatched
		r := engine.NewRunner()
		for b.Loop() {
			m := newModel(n, ctl)
			s := newSearch(n, queens.Bitmask, ctl, m)
			r.Start(s.Run, s.onEvent)
			if end, _ := r.Wait(); end != engine.Done {
				b.Fatal("search failed:", end)
			}
			if m.snapshot().listed != 724 {
				b.Fatal("solutions missing")
			}
		}
	})
	b.Run("gui/full-speed+widgets", func(b *testing.B) {
		test.NewTempApp(b)
		sc := NewScreen(test.NewTempWindow(b, nil), 0)
		sc.check.SetSelected(checkLabel(queens.Bitmask))
		sc.size.SetText("10")
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
		r := engine.NewRunner()
		for b.Loop() {
			m := newModel(n, watchedControl{})
			s := newSearch(n, queens.Bitmask, watchedControl{}, m)
			r.Start(s.Run, s.onEvent)
			if end, _ := r.Wait(); end != engine.Done {
				b.Fatal("search failed:", end)
			}
			if m.snapshot().listed != 724 {
				b.Fatal("solutions missing")
			}
		}
	})
}

// BenchmarkListN10Interleaved runs the four paths of BenchmarkListN10 one
// after the other in every iteration, so that the noise of a shared
// machine hits them alike, and reports each path's time and the ratios
// that matter: full-speed/unwatched (the GUI at full speed against the
// bare engine) and watched/watched (the model's per-event callback), and
// watched/runner (the same against the engine's Runner with a no-op
// callback, which every watched search in the app goes through).
func BenchmarkListN10Interleaved(b *testing.B) {
	const n = 10
	test.NewTempApp(b)
	sc := NewScreen(test.NewTempWindow(b, nil), 0)
	ctl := sc.Session()
	r := engine.NewRunner()
	gui := func(c run.Control) {
		m := newModel(n, c)
		s := newSearch(n, queens.Bitmask, c, m)
		r.Start(s.Run, s.onEvent)
		if end, _ := r.Wait(); end != engine.Done || m.snapshot().listed != 724 {
			b.Fatal("search failed:", end)
		}
	}
	paths := []struct {
		name string
		run  func()
	}{
		{"engine-unwatched", func() { (&queens.Solver{N: n, Check: queens.Bitmask}).Search(engine.NewTracer(nil)) }},
		{"gui-full-speed", func() { gui(ctl) }},
		{"engine-watched", func() {
			(&queens.Solver{N: n, Check: queens.Bitmask}).Search(engine.NewTracer(func(engine.Event) {}))
		}},
		{"gui-watched", func() { gui(watchedControl{}) }},
		{"runner-watched", func() { // the engine's Runner alone, with a no-op callback
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
