package sudoku

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/sudoku"
)

// The quiz's New puzzle on the Sudoku screen is the generator's puzzle of
// the size on show and the last difficulty, from the seed the quiz shows:
// typed in again, the same puzzle.
func TestQuizNewPuzzleIsTheGeneratorsFromTheSeed(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.generate(9, sudoku.Hard, 1) // sets the difficulty
	s.bg.wait()
	test.Tap(s.quiz.Toggle)
	test.Type(s.quiz.Variant.Seed, "4711")
	test.Tap(s.quiz.Variant.NewPuzzle) // a typed seed is the one used
	s.bg.wait()
	if s.quiz.SeedShown() != "4711" {
		t.Fatalf("seed shown %q", s.quiz.SeedShown())
	}
	want, err := sudoku.Generate(9, sudoku.Hard, 4711)
	if err != nil {
		t.Fatal(err)
	}
	if s.p.givens != want.Puzzle {
		t.Fatalf("New puzzle loaded %s, the generator made %s from 4711", s.p.givens, want.Puzzle)
	}
	if !strings.Contains(s.Status(), "4711") {
		t.Fatalf("status %q does not name the seed", s.Status())
	}
	test.Tap(s.quiz.Variant.NewPuzzle) // the seed untouched: a fresh one
	s.bg.wait()
	if s.quiz.SeedShown() == "4711" || s.p.givens == want.Puzzle {
		t.Fatalf("New puzzle again kept seed %s and its puzzle", s.quiz.SeedShown())
	}
	if got := s.p.size(); got != 9 {
		t.Fatalf("the new puzzle is %d×%d, want 9×9", got, got)
	}
}
