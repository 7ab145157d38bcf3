package maze

import (
	"strconv"

	"fyne.io/fyne/v2"

	"backtracklab/engine/maze"
)

// The preference keys of the screen.
const (
	prefAlgorithm = "maze.algorithm" // "dfs" or "bfs"
	prefWidth     = "maze.width"     // cells across of the next generated maze
	prefHeight    = "maze.height"    // cells down
	prefSeed      = "maze.seed"      // of the next generated maze
	prefAnimate   = "maze.animate"   // "true": generation is animated
	prefGrid      = "maze.grid"      // the maze on show, in its text form
)

// maxScreenSide is the most cells a side the screen generates: 150×150
// cells is a 301×301 text grid, about as fine as a window can show.
const maxScreenSide = 150

// settings are what the screen keeps between starts.
type settings struct {
	alg           Algorithm
	width, height int
	seed          int64
	animate       bool
	maze          *maze.Maze // nil: none stored, or unreadable
}

// defaultSettings are those of a first start.
func defaultSettings() settings {
	return settings{alg: DFS, width: 20, height: 12, seed: 1, animate: true}
}

// readSettings reads the preferences, keeping the default for any value
// that does not read back.
func readSettings(p fyne.Preferences) settings {
	st := defaultSettings()
	switch p.String(prefAlgorithm) {
	case "bfs":
		st.alg = BFS
	case "dfs":
		st.alg = DFS
	}
	w, errW := strconv.Atoi(p.String(prefWidth))
	h, errH := strconv.Atoi(p.String(prefHeight))
	if errW == nil && errH == nil && checkSize(w, h) == nil {
		st.width, st.height = w, h
	}
	if seed, err := strconv.ParseInt(p.String(prefSeed), 10, 64); err == nil {
		st.seed = seed
	}
	if a := p.String(prefAnimate); a == "true" || a == "false" {
		st.animate = a == "true"
	}
	if m, err := maze.ParseString(p.String(prefGrid)); err == nil {
		st.maze = m
	}
	return st
}

// writeSettings stores st, writing only the values that changed: each
// write makes the app save its preferences file.
func writeSettings(p fyne.Preferences, st *settings) {
	set := func(key, v string) {
		if p.String(key) != v {
			p.SetString(key, v)
		}
	}
	alg := "dfs"
	if st.alg == BFS {
		alg = "bfs"
	}
	set(prefAlgorithm, alg)
	set(prefWidth, strconv.Itoa(st.width))
	set(prefHeight, strconv.Itoa(st.height))
	set(prefSeed, strconv.FormatInt(st.seed, 10))
	set(prefAnimate, strconv.FormatBool(st.animate))
	if st.maze != nil {
		set(prefGrid, st.maze.String())
	}
}
