package queens

import (
	"bytes"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/queens"
)

// bare runs the engine alone: the solutions and counters to expect.
func bare(n int) (*queens.Solutions, engine.Stats) {
	sols := queens.NewSolutions(n)
	t := engine.NewResultTracer(sols.Found)
	(&queens.Solver{N: n, Check: queens.Bitmask}).Search(t)
	return sols, t.Stats
}

// listed returns the solutions the model listed.
func listed(m *model) *queens.Solutions {
	sols := queens.NewSolutions(m.Work.n)
	m.each(0, m.snapshot().listed, func(_ int, cols []byte) { sols.Append(cols) })
	return sols
}

func sameSolutions(t *testing.T, got, want *queens.Solutions) {
	t.Helper()
	if got.Len() != want.Len() {
		t.Fatalf("listed %d solutions, want %d", got.Len(), want.Len())
	}
	for i := range want.Len() {
		if !bytes.Equal(got.At(i), want.At(i)) {
			t.Fatalf("solution %d is %v, want %v", i, got.At(i), want.At(i))
		}
	}
}
