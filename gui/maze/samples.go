package maze

import (
	"fmt"

	"backtracklab/assets"
	"backtracklab/engine/maze"
	"backtracklab/gui/i18n"
)

// sample is a built-in maze: its file among the assets, and the key of
// its words: maze.sample.<key>.name, its name in the menu, and
// maze.sample.<key>.note, what it is good for, told when it is loaded.
type sample struct {
	key, file string
}

// samples are offered smallest first.
var samples = []sample{
	{"teaching", "teaching.txt"},
	{"pillars", "loops.txt"},
	{"noway", "no-path.txt"},
}

func (s sample) name() string { return i18n.T("maze.sample." + s.key + ".name") }
func (s sample) note() string { return i18n.T("maze.sample." + s.key + ".note") }

// defaultSample is the maze a first start shows.
const defaultSample = 0

// loadSample reads sample i from the embedded assets.
func loadSample(i int) (*maze.Maze, error) {
	if i < 0 || i >= len(samples) {
		return nil, fmt.Errorf("no sample %d", i)
	}
	data, err := assets.Mazes.ReadFile("mazes/" + samples[i].file)
	if err != nil {
		return nil, err
	}
	return maze.ParseString(string(data))
}

func sampleNames() []string {
	names := make([]string, len(samples))
	for i, s := range samples {
		names[i] = s.name()
	}
	return names
}
