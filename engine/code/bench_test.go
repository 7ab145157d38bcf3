package code

import (
	"os"
	"testing"

	"backtracklab/engine"
)

// BenchmarkUnwatched runs the textbook 8-queens (about 1.5 million
// interpreter steps) with nobody watching, as at full speed: steps/s is
// the figure to keep above 10 million.
func BenchmarkUnwatched(b *testing.B) {
	p := benchProgram(b, "testdata/queens8.py")
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

func benchProgram(b *testing.B, path string) *Program {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	p, err := Compile(path, string(src))
	if err != nil {
		b.Fatal(err)
	}
	return p
}
