package code

import (
	"os"
	"strings"
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

// BenchmarkUnwatched runs the textbook 8-queens (about 2.3 million
// interpreter steps) with nobody watching, as at full speed: steps/s is
// the figure to keep above 10 million.
func BenchmarkUnwatched(b *testing.B) {
	p := benchProgram(b, "testdata/queens6.py", "n = 6", "n = 8")
	var steps uint64
	for b.Loop() {
		t := engine.NewResultTracer(func(engine.Event) {})
		p.Run(Limits{}, nil)(t)
		steps = t.Stats.Checks
	}
	b.ReportMetric(float64(steps)*float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// BenchmarkWatched runs the textbook 6-queens watched from the start,
// every step an event.
func BenchmarkWatched(b *testing.B) {
	p := benchProgram(b, "testdata/queens6.py")
	n := 0
	for b.Loop() {
		n = 0
		p.Run(Limits{}, nil)(engine.NewTracer(func(engine.Event) { n++ }))
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
}

// benchProgram compiles the program in path, with each pair of edits
// (old, new) made to its text.
func benchProgram(b *testing.B, path string, edits ...string) *Program {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	text := string(src)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(text, edits[i]) {
			b.Fatalf("%s has no %q", path, edits[i])
		}
		text = strings.Replace(text, edits[i], edits[i+1], 1)
	}
	p, err := Compile(path, text)
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkWatchedPermutations7 runs permutations of 7 (13,700 calls)
// watched at full speed, every step recorded and the search tree built
// from the recording as a view does 60 times a second: the whole run
// should take under 2 seconds.
func BenchmarkWatchedPermutations7(b *testing.B) {
	// The first example with seven numbers, its printing loop left out.
	p := benchProgram(b, "../../assets/code/01_permutations.py",
		"nums = [1, 2, 3]", "nums = [1, 2, 3, 4, 5, 6, 7]", "for p in result:\n    print(p)\n", "")
	var events int
	for b.Loop() {
		rec := trace.New(&State{}, trace.Options{KeepResults: true})
		tr := tree.New()
		events = 0
		var live engine.Stats
		p.Run(Limits{}, nil)(engine.NewTracer(func(e engine.Event) {
			live.Apply(&e)
			st := live
			rec.Append(e, &st)
			if events++; events%2000 == 0 {
				tr.Sync(rec)
			}
		}))
		tr.Sync(rec)
		if c, _, _ := tr.Counts(rec.Last()); c != 13699 {
			b.Fatalf("%d choices, want 13,699", c)
		}
	}
	b.ReportMetric(float64(events), "events")
}

// BenchmarkStopLatency stops an endless loop running under a Runner at
// full speed and reports how long the run takes to end: it polls every
// 4,096 interpreter steps, about a tenth of a millisecond.
func BenchmarkStopLatency(b *testing.B) {
	p := benchProgram(b, "testdata/queens6.py", "place(0)", "while True:\n    place(0)")
	var worst time.Duration
	for b.Loop() {
		r := engine.NewRunner()
		r.Start(p.Run(Limits{Steps: 1 << 50}, nil), nil)
		time.Sleep(20 * time.Millisecond)
		begin := time.Now()
		r.Stop()
		<-r.Done()
		worst = max(worst, time.Since(begin))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}
