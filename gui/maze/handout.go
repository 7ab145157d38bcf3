package maze

import (
	"backtracklab/engine/handout"
	"backtracklab/gui/export"
)

// ShowExport is File > Export on the Maze tab: the PNG of the step on
// show, a GIF, the search tree and the step log of the run on show (of
// a generator's carving, the tree and the log only: its maze is not the
// one on the board until it is done).
func (s *Screen) ShowExport() {
	w := export.Words()
	title := w.T("handout.maze.title", nil)
	anim := handout.Run(w, title, handout.MazeTeller)
	if s.mz != nil && s.algs[0] != Carve {
		anim = handout.MazeAnimation(w, title, s.mz)
	}
	export.Show(s.win, export.RunFormats(s.session, anim, "maze", w.MazeLabel))
}
