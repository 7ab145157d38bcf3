package gui

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/i18n"
	"backtracklab/gui/settings"
	"backtracklab/gui/teach"
)

// The Teach side of the screens (gui/teach) is on for all of them or
// for none: the toggle of any screen and View > Teach switch them
// together, and the choice is kept (settings.Teach).

// sides are the screens' Teach sides.
func (m *mainWindow) sides() []*teach.Side {
	sides := make([]*teach.Side, len(m.screens))
	for i, s := range m.screens {
		sides[i] = s.Teach()
	}
	return sides
}

// wireTeach keeps the screens' Teach sides and the menu in step.
func (m *mainWindow) wireTeach() {
	for _, sd := range m.sides() {
		sd.OnToggle = m.setTeach
	}
	m.tickTeach(settings.Teach.Get(m.prefs))
}

// setTeach shows or hides the Teach panel of every screen.
func (m *mainWindow) setTeach(on bool) {
	settings.Teach.Set(m.prefs, on)
	for _, sd := range m.sides() {
		sd.Show(on)
	}
	m.tickTeach(on)
}

// teachItem is View > Teach.
func (m *mainWindow) teachItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(i18n.T("teach.menu"), func() { m.setTeach(!settings.Teach.Get(m.prefs)) })
	it.Shortcut = shortcut(fyne.KeyT)
	it.Checked = settings.Teach.Get(m.prefs)
	m.menu.teach = it
	return it
}

// tickTeach ticks View > Teach when the panels are on.
func (m *mainWindow) tickTeach(on bool) {
	if m.menu.teach != nil && m.menu.teach.Checked != on {
		m.menu.teach.Checked = on
		m.menu.main.Refresh()
	}
}
