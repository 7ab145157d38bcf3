package sudoku

import (
	"fmt"

	"backtracklab/assets"
	"backtracklab/engine/sudoku"
)

// sample is a built-in puzzle: its name in the Samples menu and its file
// among the assets.
type sample struct {
	name string
	file string
	note string // what it is good for, told when it is loaded
}

// samples are offered from easy to impossible, then the other sizes.
var samples = []sample{
	{"Easy · 36 clues", "easy.txt", "a few hundred tries for the plain search: watch it slowly"},
	{"Medium · Project Euler 96 #1", "medium.txt", "a couple of thousand tries for the plain search"},
	{"Hard · 17 clues", "hard.txt", "the plain search needs hundreds of thousands of tries; fewest candidates first a few dozen guesses"},
	{"Very hard · Norvig's hardest #1", "very-hard.txt", "millions of tries for the plain search, a handful of guesses with fewest candidates first"},
	{"Slowest for plain search · top95 #1", "plain-search-nightmare.txt", "tens of millions of tries for the plain search: compare fewest candidates first"},
	{"No solution", "no-solution.txt", "no rule is broken, yet there is no solution: only the search can tell"},
	{"Two solutions", "two-solutions.txt", "this puzzle has two solutions: solve it and compare them"},
	{"4×4 for teaching", "4x4.txt", "small enough to follow every try and every backtrack: use Step (→)"},
	{"16×16 · digits 1–9 and A–G", "16x16.txt", "solve it with fewest candidates first: the fixed orders take far too long on 16×16"},
}

// loadSample reads sample i from the embedded assets.
func loadSample(i int) (sudoku.Grid, error) {
	if i < 0 || i >= len(samples) {
		return sudoku.Grid{}, fmt.Errorf("no sample %d", i)
	}
	data, err := assets.Puzzles.ReadFile("puzzles/" + samples[i].file)
	if err != nil {
		return sudoku.Grid{}, err
	}
	return sudoku.Parse(string(data))
}

// sampleNames lists the names for the menu.
func sampleNames() []string {
	names := make([]string, len(samples))
	for i, s := range samples {
		names[i] = s.name
	}
	return names
}
