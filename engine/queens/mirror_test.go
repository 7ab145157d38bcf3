package queens

import (
	"fmt"
	"testing"
)

func TestCountMirrorMatchesPublishedCounts(t *testing.T) {
	for _, k := range knownCounts(t, 14) {
		if got := CountMirror(k.n); got != k.all {
			t.Errorf("CountMirror(%d) = %d, want %d", k.n, got, k.all)
		}
	}
	for _, n := range []int{0, -1, 33} {
		if got := CountMirror(n); got != 0 {
			t.Errorf("CountMirror(%d) = %d, want 0", n, got)
		}
	}
}

func TestCountMirrorLargeBoards(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("n=15 and 16 take seconds")
	}
	for _, k := range knownCounts(t, 16)[14:] {
		t.Run(fmt.Sprint(k.n), func(t *testing.T) {
			if got := CountMirror(k.n); got != k.all {
				t.Errorf("CountMirror(%d) = %d, want %d", k.n, got, k.all)
			}
		})
	}
}
