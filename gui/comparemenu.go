package gui

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// compareItem is View > Compare: every method of the tab's puzzle side by
// side (a Comparer).
func (m *mainWindow) compareItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(i18n.T("compare.menu"), m.compare)
	it.Shortcut = shortcut(fyne.KeyM)
	return it
}

// compare opens the Compare view of the tab on show, unless a dialog
// covers it or its screen compares nothing.
func (m *mainWindow) compare() {
	if run.Modal(m.win) {
		return
	}
	if c, ok := m.screen().(Comparer); ok {
		c.ShowCompare()
	}
}
