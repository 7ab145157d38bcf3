package queens

import (
	"slices"

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
// (["..Q.","Q...","...Q",".Q.."]): a search stopped on one (the last one
// the stream reported, or the recorded step on show), one chosen in the
// list, or one placed by hand, as it was put on the board (see draw),
// never read back off the squares. It reports whether there was one.
func (s *Screen) copyShown(clip fyne.Clipboard) bool {
	if len(s.solved) == 0 {
		s.say(tr("queens.status.nothingToCopy", nil))
		return false
	}
	cols := slices.Clone(s.solved)
	clip.SetContent(leetCode(cols))
	s.say(tr("queens.status.copied", i18n.Args{"Columns": columns(cols)}))
	return true
}
