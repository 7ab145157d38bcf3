package maze

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/maze"
)

// The quiz's New puzzle on the maze screen generates a maze of the size
// set from the seed the quiz shows: typed in again, the same maze.
func TestQuizNewPuzzleIsTheMazeOfTheSeed(t *testing.T) {
	s, _ := newTestScreen(t)
	s.animate.SetChecked(false)
	s.width.SetText("12")
	s.height.SetText("8")
	test.Tap(s.quiz.Toggle)
	test.Type(s.quiz.Variant.Seed, "4242")
	runAll(t, s, func() { test.Tap(s.quiz.Variant.NewPuzzle) })
	if s.quiz.SeedShown() != "4242" || s.seed.Text != "4242" {
		t.Fatalf("seed shown %q, the generator's %q", s.quiz.SeedShown(), s.seed.Text)
	}
	if want := maze.Generate(12, 8, 4242).String(); s.Maze().String() != want {
		t.Fatalf("New puzzle made\n%s\nthe engine's from 4242 is\n%s", s.Maze(), want)
	}
	first := s.Maze().String()
	runAll(t, s, func() { test.Tap(s.quiz.Variant.NewPuzzle) })
	if s.quiz.SeedShown() == "4242" || s.Maze().String() == first {
		t.Fatal("New puzzle again kept the seed and its maze")
	}
	if s.Maze().Width() != 25 || s.Maze().Height() != 17 {
		t.Fatalf("size %d×%d, want 25×17 as set", s.Maze().Width(), s.Maze().Height())
	}
}
