package maze

import (
	"backtracklab/engine/compare"
	guicompare "backtracklab/gui/compare"
)

// ShowCompare opens the Compare view of the maze on show: DFS and BFS
// side by side (View > Compare).
func (s *Screen) ShowCompare() { guicompare.Show(s.win, s.session, compare.ForMaze(s.mz)) }
