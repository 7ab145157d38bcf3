package queens

import (
	"fmt"
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
