package queens

import (
	"fmt"
	"testing"

	"backtracklab/engine"
)

func TestCountMatchesPublishedCounts(t *testing.T) {
	for _, workers := range []int{1, 2} {
		for _, k := range knownCounts(t, 14) {
			tr := engine.NewTracer(nil)
			total, end := Count(k.n, workers, tr)
			if total != k.all || end != found(k.all) {
				t.Errorf("Count(%d, %d) = %d, %v, want %d", k.n, workers, total, end, k.all)
			}
			if tr.Stats.Solutions != k.all {
				t.Errorf("Count(%d, %d): Stats.Solutions = %d", k.n, workers, tr.Stats.Solutions)
			}
			unique, end := CountUnique(k.n, workers, engine.NewTracer(nil))
			if unique != k.unique || end != found(k.all) {
				t.Errorf("CountUnique(%d, %d) = %d, %v, want %d", k.n, workers, unique, end, k.unique)
			}
		}
	}
}

func TestCountLargeBoards(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("n=15 and 16 take seconds")
	}
	for _, k := range knownCounts(t, 16)[14:] {
		t.Run(fmt.Sprint(k.n), func(t *testing.T) {
			total, _, _ := countClasses(k.n, 0, engine.NewTracer(nil))
			unique, _ := CountUnique(k.n, 0, engine.NewTracer(nil))
			if total != k.all || unique != k.unique {
				t.Errorf("n=%d: %d and %d unique, want %d and %d", k.n, total, unique, k.all, k.unique)
			}
		})
	}
}
