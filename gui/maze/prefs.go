package maze

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"

	"backtracklab/engine/maze"
	"backtracklab/gui/settings"
)

// maxScreenSide is the most cells a side the screen generates: 150×150
// cells is a 301×301 text grid, about as fine as a window can show.
const maxScreenSide = 150

// storedSettings are what the screen keeps between starts.
type storedSettings struct {
	alg           Algorithm
	width, height int
	seed          int64
	loops         int // one of loopChoices
	animate       bool
	maze          *maze.Maze // nil: none stored, or unreadable
}

// defaultSettings are those of a first start.
func defaultSettings() storedSettings {
	return storedSettings{alg: DFS, width: 20, height: 12, seed: 1, animate: true}
}

// readSettings reads the screen's settings (kept in the app's one place
// for them, gui/settings), keeping the default for any value that does
// not read back.
func readSettings(p fyne.Preferences) storedSettings {
	st := defaultSettings()
	if settings.MazeAlgorithm.Get(p) == settings.MazeBFS {
		st.alg = BFS
	}
	st.width, st.height, st.seed = readRequest(p)
	// The engine takes any share up to maze.MaxLoops; the screen offers a
	// few.
	if l := int(settings.MazeLoops.Get(p)); slices.Contains(loopChoices, l) {
		st.loops = l
	}
	st.animate = settings.MazeAnimate.Get(p) == "true"
	if m, err := maze.ParseString(settings.MazeGrid.Get(p)); err == nil {
		st.maze = m
	}
	return st
}

// readRequest reads the generator's size and seed, keeping the default
// size unless the stored one makes a maze this screen generates (each
// side reads back within the engine's range, but not every pair fits).
func readRequest(p fyne.Preferences) (w, h int, seed int64) {
	w, h = int(settings.MazeWidth.Get(p)), int(settings.MazeHeight.Get(p))
	if checkSize(w, h) != nil {
		d := defaultSettings()
		w, h = d.width, d.height
	}
	return w, h, settings.MazeSeed.Get(p)
}

// writeSettings stores st. Fyne's preferences write only values that
// changed (each write saves the preferences file).
func writeSettings(p fyne.Preferences, st *storedSettings) {
	alg := settings.MazeDFS
	if st.alg == BFS {
		alg = settings.MazeBFS
	}
	settings.MazeAlgorithm.Set(p, alg)
	settings.MazeWidth.Set(p, int64(st.width))
	settings.MazeHeight.Set(p, int64(st.height))
	settings.MazeSeed.Set(p, st.seed)
	settings.MazeLoops.Set(p, int64(st.loops))
	settings.MazeAnimate.Set(p, strconv.FormatBool(st.animate))
	if st.maze != nil {
		settings.MazeGrid.Set(p, st.maze.String())
	}
}
