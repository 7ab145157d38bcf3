package queens

import (
	"backtracklab/engine/compare"
	guicompare "backtracklab/gui/compare"
)

// ShowCompare opens the Compare view of the board size on show: the
// three checks side by side, the brute-force counts and the growth with
// n (View > Compare).
func (s *Screen) ShowCompare() {
	c := compare.ForQueens(s.n)
	c.Growth = true
	guicompare.Show(s.win, s.session, c)
}
