package sudoku

import (
	"backtracklab/gui/run/runtest"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/sudoku"
	"backtracklab/gui/settings"
)

func TestScreenGenerate(t *testing.T) {
	s, _, a := newTestScreen(t)
	s.generate(9, sudoku.Hard, 4711)
	s.bg.wait()
	want, err := sudoku.Generate(9, sudoku.Hard, 4711)
	if err != nil {
		t.Fatal(err)
	}
	if s.p.givens != want.Puzzle {
		t.Fatalf("loaded %s, the generator made %s", s.p.givens, want.Puzzle)
	}
	if s.Status() != describeGenerated(&want) {
		t.Fatalf("status %q, want %q", s.Status(), describeGenerated(&want))
	}
	if got := settings.SudokuSeed.Get(a.Preferences()); got != "4711" {
		t.Fatalf("stored seed %q, want 4711", got)
	}
	if settings.SudokuDifficulty.Get(a.Preferences()) != "hard" {
		t.Fatal("the difficulty was not stored")
	}
}

func TestScreenGenerateDialog(t *testing.T) {
	s, w, _ := newTestScreen(t)
	s.showGenerator()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("New… showed no dialog")
	}
	generate := runtest.FindButton(top, "Generate")
	if generate == nil {
		t.Fatal("the dialog has no Generate button")
	}
	test.Tap(generate)
	s.bg.wait()
	if g, _ := s.p.counts(); g == 0 || g == 81 {
		t.Fatalf("the generated puzzle has %d givens", g)
	}
	if n := sudoku.CountSolutions(s.p.givens, 2); n != 1 {
		t.Fatalf("the generated puzzle has %d solutions", n)
	}
}

func TestDescribeGenerated(t *testing.T) {
	g := sudoku.Generated{Difficulty: sudoku.Expert, Seed: 7, Clues: 24, Guesses: 3}
	g.Puzzle, _ = sudoku.NewGrid(9)
	want := "New expert 9×9 puzzle, seed 7: 24 givens, one solution; the fewest-candidates search has to guess 3 times. " +
		"The same seed gives the same puzzle anywhere"
	if got := describeGenerated(&g); got != want {
		t.Fatalf("%q\nwant %q", got, want)
	}
	if _, err := parseSeed(" 12 "); err != nil {
		t.Fatal(err)
	}
	if _, err := parseSeed("-1"); err == nil || err.Error() != `"-1" is not a whole number from 0 to 18446744073709551615` {
		t.Fatalf("parseSeed(-1): %v", err)
	}
}
