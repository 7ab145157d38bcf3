package maze

import (
	"fmt"

	"backtracklab/assets"
	"backtracklab/engine/maze"
)

// sample is a built-in maze: its name in the menu, its file among the
// assets, and what it is good for, told when it is loaded.
type sample struct {
	name, file, note string
}

// samples are offered smallest first.
var samples = []sample{
	{"Teaching maze · 9×7", "teaching.txt", "small enough to follow every step: press Step (→) and watch DFS walk into a dead end and back out"},
	{"Hall of pillars · DFS and BFS differ", "loops.txt", "E is just below S: compare how far DFS wanders with the path BFS finds"},
	{"No way out", "no-path.txt", "E is walled off: both searches explore every cell S leads to, then give up"},
}

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
		names[i] = s.name
	}
	return names
}
