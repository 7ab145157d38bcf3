package sudoku

import (
	"backtracklab/engine/compare"
	"backtracklab/engine/sudoku"
	guicompare "backtracklab/gui/compare"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// ShowCompare opens the Compare view of the puzzle on show, its givens:
// every strategy on it, side by side (View > Compare). A puzzle whose
// givens clash has nothing to compare: the window says so.
func (s *Screen) ShowCompare() {
	g := s.p.givens
	if err := sudoku.Validate(g); err != nil {
		run.ShowError(s.win, i18n.Refuse("sudoku.start.clash", i18n.Args{"Clash": errText(err)}))
		return
	}
	guicompare.Show(s.win, s.session, compare.ForSudoku(g))
}
