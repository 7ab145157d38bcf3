package sudoku

import (
	"strings"
	"testing"

	"backtracklab/engine/sudoku"
)

// The hard samples' words are true: what they say of each strategy is
// what each strategy does with them on this screen (the fewest-candidates
// search with locked candidates guesses nowhere; they said it took a few).
func TestSampleNotes_SayWhatTheStrategiesDo(t *testing.T) {
	type guesses struct{ least, most uint64 } // tries, as the Tries counter shows them
	for _, c := range []struct {
		sample string
		says   []string
		tries  map[sudoku.Strategy]guesses
	}{
		{"veryhard", []string{"millions of tries for the plain search", "a handful of guesses with fewest candidates and singles only",
			"fewest candidates first needs none"},
			map[sudoku.Strategy]guesses{sudoku.Plain: {1_000_000, 9_999_999}, sudoku.Singles: {1, 10}, sudoku.MRV: {0, 0}}},
		{"hard", []string{"hundreds of thousands of tries for the plain search", "about 80 guesses with fewest candidates and singles only",
			"fewest candidates first needs none"},
			map[sudoku.Strategy]guesses{sudoku.Plain: {100_000, 999_999}, sudoku.Singles: {60, 100}, sudoku.MRV: {0, 0}}},
	} {
		t.Run(c.sample, func(t *testing.T) {
			s, _, _ := newTestScreen(t)
			k := -1
			for i, smp := range samples {
				if smp.key == c.sample {
					k = i
				}
			}
			s.samples.SetSelectedIndex(k) // as the user picks it
			for _, say := range c.says {
				if !strings.Contains(s.Status(), say) {
					t.Fatalf("the sample says %q, not %q", s.Status(), say)
				}
			}
			for st, want := range c.tries {
				selectStrategy(s, st)
				_, stats := solveAll(t, s)
				if stats.Nodes < want.least || stats.Nodes > want.most {
					t.Errorf("%s: %d tries, the sample's words say %d to %d", st, stats.Nodes, want.least, want.most)
				}
				if st == sudoku.MRV && !strings.HasPrefix(s.Status(), "Solved without a single guess") {
					t.Errorf("%s: %q", st, s.Status())
				}
				s.session.Stop()
			}
		})
	}
}
