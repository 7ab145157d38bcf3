package queens

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/i18n"
)

// ShowSave asks where to save the listed solutions: the main menu's File >
// Save… on the N-Queens tab.
func (s *Screen) ShowSave() { s.results.saveAs() }

// HandleShortcut applies the main menu's Edit > Copy typed while no entry
// has the focus (copyShown); the screen has nothing to paste, undo or
// redo. It reports whether it used sc.
func (s *Screen) HandleShortcut(sc fyne.Shortcut) bool {
	if c, ok := sc.(*fyne.ShortcutCopy); ok {
		s.copyShown(c.Clipboard)
		return true
	}
	return false
}

// copyShown puts the solution on the board on clip in LeetCode form
// (["..Q.","Q...","...Q",".Q.."]). The board shows a solution when every
// row holds a queen marked solved: a search stopped on one, one chosen in
// the list, or one placed by hand. It reports whether there was one.
func (s *Screen) copyShown(clip fyne.Clipboard) bool {
	v := s.board.View()
	cols := make([]byte, v.N)
	for r := range v.N {
		found := false
		for c := range v.N {
			if v.Has(r, c, Queen) && v.Has(r, c, Solved) {
				cols[r], found = byte(c), true
			}
		}
		if !found {
			s.say(tr("queens.status.nothingToCopy", nil))
			return false
		}
	}
	clip.SetContent(leetCode(cols))
	s.say(tr("queens.status.copied", i18n.Args{"Columns": columns(cols)}))
	return true
}
