package quiz_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	equeens "backtracklab/engine/queens"
	"backtracklab/gui/queens"
	"backtracklab/gui/quiz"
)

// The N-Queens screen's seeded variant: New puzzle shows a seed, the
// first queen stands in the column the seed picks, and the run with the
// quiz on is the engine's search with that queen fixed, for every check:
// every question is about a step of that search.
func TestQueensNewPuzzleFixesTheFirstQueen(t *testing.T) {
	const n = 5
	for _, check := range equeens.Checks() {
		t.Run(check.String(), func(t *testing.T) {
			s := newQueens(t, n, check)
			q := s.Quiz()
			if q.Visible() {
				t.Fatal("New puzzle shows with the quiz off")
			}
			test.Tap(q.Toggle)
			if !q.Visible() || !q.Variant.NewPuzzle.Visible() || q.Variant.NewPuzzle.Text != "New puzzle" {
				t.Fatalf("with the quiz on New puzzle shows %v, %q", q.Variant.NewPuzzle.Visible(), q.Variant.NewPuzzle.Text)
			}
			// A teacher types a pupil's seed: the same board.
			test.Type(q.Variant.Seed, "424242")
			q.Variant.Seed.OnSubmitted(q.Variant.Seed.Text)
			if q.SeedShown() != "424242" {
				t.Fatalf("seed shown %q, want 424242", q.SeedShown())
			}
			first := 424242%n + 1
			if v := s.Board().View(); !v.Has(0, first-1, queens.Queen) {
				t.Fatalf("the board does not show the first queen in column %d", first)
			}
			if st := s.Status(); !strings.Contains(st, "seed 424242") || !strings.Contains(st, fmt.Sprintf("column %d", first)) {
				t.Fatalf("status %q", st)
			}
			q.SetMode(quiz.Every)
			var events []engine.Event
			tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
			(&equeens.Solver{N: n, Check: check, First: first}).Search(tr)
			test.Tap(s.Controls().StartButton)
			asked, _ := drive(t, s.Session(), q, events, func(_ int, qu *quiz.Question, e engine.Event) {
				if e.Row == 0 && e.Kind != engine.Undo {
					t.Fatalf("asked about %v: row 0 is fixed at column %d", e, first-1)
				}
				q.Tap(qu.Row, qu.Col)
			})
			if len(asked) < 3 {
				t.Fatalf("%d questions", len(asked))
			}

			// New puzzle again, the seed untouched: a fresh seed.
			s.Session().Clear()
			for range 3 {
				test.Tap(q.Variant.NewPuzzle)
				if q.SeedShown() != "424242" {
					break
				}
			}
			seed, err := strconv.ParseUint(q.SeedShown(), 10, 64)
			if err != nil || q.SeedShown() == "424242" || q.Variant.Seed.Text != q.SeedShown() {
				t.Fatalf("New puzzle shows seed %q (entry %q)", q.SeedShown(), q.Variant.Seed.Text)
			}
			if v := s.Board().View(); !v.Has(0, int(seed%n), queens.Queen) {
				t.Fatalf("seed %d: the board does not show the first queen in column %d", seed, seed%n+1)
			}
			// The quiz off: the plain board again.
			test.Tap(q.Toggle)
			if v := s.Board().View(); v.Has(0, int(seed%n), queens.Queen) || q.SeedShown() != "" {
				t.Fatal("the variant stays with the quiz off")
			}
		})
	}
}

// A seed that is no number is refused by the entry and makes nothing.
func TestNewPuzzleRefusesABadSeed(t *testing.T) {
	s := newQueens(t, 6, equeens.Scan)
	q := s.Quiz()
	q.SetOn(true)
	test.Type(q.Variant.Seed, "12a")
	if q.Variant.Seed.Validate() == nil {
		t.Fatal("the entry takes 12a as a seed")
	}
	q.Variant.Seed.OnSubmitted(q.Variant.Seed.Text)
	if q.SeedShown() != "" {
		t.Fatalf("a bad seed made seed %q", q.SeedShown())
	}
}
