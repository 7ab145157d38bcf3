package teach

import (
	"testing"

	"backtracklab/engine/listing"
)

// Methods looks the run's key up for each step and the chosen key for
// Selected, has none for a key off its table, and chains OnSelect after
// what the chooser's callback already did.
func TestMethodsAnswersFromItsTable(t *testing.T) {
	run, chosen := map[uint64]int{}, 1
	var calls []string
	changed := func(s string) { calls = append(calls, "screen "+s) }
	m := Methods[int]{
		Listings: map[int]listing.Method{1: listing.MazeDFS, 2: listing.MazeBFS},
		Run:      func(k uint64) int { return run[k] },
		Chosen:   func() int { return chosen },
		Changed:  &changed,
	}
	run[5], run[9] = 1, 2
	for _, c := range []struct {
		k    uint64
		want listing.Method
		ok   bool
	}{{5, listing.MazeDFS, true}, {9, listing.MazeBFS, true}, {7, "", false}} {
		if got, ok := m.Method(c.k); got != c.want || ok != c.ok {
			t.Errorf("Method(%d) = %q, %v; want %q, %v", c.k, got, ok, c.want, c.ok)
		}
	}
	if got, ok := m.Selected(); got != listing.MazeDFS || !ok {
		t.Errorf("Selected() = %q, %v; want %q, true", got, ok, listing.MazeDFS)
	}
	chosen = 3
	if got, ok := m.Selected(); got != "" || ok {
		t.Errorf("Selected() off the table = %q, %v; want \"\", false", got, ok)
	}
	m.OnSelect(func() { calls = append(calls, "panel") })
	changed("BFS")
	if len(calls) != 2 || calls[0] != "screen BFS" || calls[1] != "panel" {
		t.Errorf("a choice called %q; want [screen BFS panel]", calls)
	}
}
