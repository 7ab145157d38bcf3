package sudoku

import (
	"backtracklab/assets"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
)

// sample is a built-in puzzle: the key of its name in the Samples menu
// and of what it is good for (told when it is loaded), and its file among
// the assets.
type sample struct {
	key  string
	file string
}

func (s sample) name() string { return i18n.T("sudoku.sample." + s.key) }
func (s sample) note() string { return i18n.T("sudoku.sample." + s.key + ".note") }

// samples are offered from easy to impossible, then the other sizes.
var samples = []sample{
	{"easy", "easy.txt"},
	{"medium", "medium.txt"},
	{"hard", "hard.txt"},
	{"veryhard", "very-hard.txt"},
	{"nightmare", "plain-search-nightmare.txt"},
	{"nosolution", "no-solution.txt"},
	{"twosolutions", "two-solutions.txt"},
	{"4x4", "4x4.txt"},
	{"16x16", "16x16.txt"},
}

// loadSample reads sample i from the embedded assets.
func loadSample(i int) (sudoku.Grid, error) {
	if i < 0 || i >= len(samples) {
		return sudoku.Grid{}, i18n.Refuse("sudoku.err.nosample", i18n.Args{"N": i})
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
		names[i] = s.name()
	}
	return names
}
