package maze

import (
	"backtracklab/engine/handout"
	"backtracklab/gui/export"
)

// ShowExport is File > Export on the Maze tab.
func (s *Screen) ShowExport() { export.Show(s.win, s.exports()) }

// exports are the PNG of the views and of the step on show, a GIF, the
// search tree and the step log of the run on show (of a generator's
// carving, the views, the tree and the log only: the maze it carves is
// not the one on the board until it is done), in the language in use.
func (s *Screen) exports() []export.Format {
	w := export.Words()
	title := w.T("handout.maze.title", nil)
	anim := handout.Run(w, title, handout.MazeTeller)
	if s.mz != nil && s.algs[0] != Carve {
		anim = handout.MazeAnimation(w, title, s.mz)
	}
	return append(export.ViewsPNG(s.win, s.content, s.session, "maze"), export.RunFormats(s.session, anim, "maze", w.MazeLabel)...)
}
