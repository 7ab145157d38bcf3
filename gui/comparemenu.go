package gui

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// compareItem is View > Compare: every method of the tab's puzzle side by
// side (a Comparer). It is off while a tab that compares nothing (Code)
// is on show.
func (m *mainWindow) compareItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(i18n.T("compare.menu"), m.compare)
	it.Shortcut = shortcut(fyne.KeyM)
	it.Disabled = !m.comparable()
	m.menu.compare = it
	return it
}

// comparable reports whether the tab on show compares its methods; true
// before the tabs are built (enableCompare then says).
func (m *mainWindow) comparable() bool {
	if m.tabs == nil {
		return true
	}
	_, ok := m.screen().(Comparer)
	return ok
}

// enableCompare turns View > Compare on or off for the tab on show, as
// the tab changes.
func (m *mainWindow) enableCompare() {
	it := m.menu.compare
	if it == nil || it.Disabled == !m.comparable() {
		return
	}
	it.Disabled = !it.Disabled
	m.menu.main.Refresh()
}

// compare opens the Compare view of the tab on show, unless a dialog
// covers it or its screen compares nothing. Fyne runs a menu item's
// action on its shortcut even while the item is off: Ctrl+M on the Code
// tab comes here, and does nothing.
func (m *mainWindow) compare() {
	if run.Modal(m.win) {
		return
	}
	if c, ok := m.screen().(Comparer); ok {
		c.ShowCompare()
	}
}
