package maze

import (
	"backtracklab/engine/handout"
	"backtracklab/gui/export"
)

// ShowExport is File > Export on the Maze tab: the search tree and the
// step log of the run on show.
func (s *Screen) ShowExport() {
	w := export.Words()
	anim := handout.Run(w, w.T("handout.maze.title", nil), handout.MazeTeller)
	export.Show(s.win, export.RunFormats(s.session, anim, "maze", w.MazeLabel))
}
