package gui

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/i18n"
	"backtracklab/gui/settings"
)

// languages are View > Language's choices, in order, with the key of
// each one's name.
var languages = []struct{ choice, key string }{
	{i18n.System, "lang.system"},
	{i18n.English, "lang.english"},
	{i18n.Chinese, "lang.chinese"},
}

// languageMenu is View > Language.
func (m *mainWindow) languageMenu() *fyne.MenuItem {
	sub := fyne.NewMenu(i18n.T("lang.menu"))
	chosen := settings.Language.Get(m.prefs)
	for _, l := range languages {
		it := fyne.NewMenuItem(i18n.T(l.key), func() { m.setLanguage(l.choice) })
		it.Checked = l.choice == chosen
		sub.Items = append(sub.Items, it)
	}
	item := fyne.NewMenuItem(i18n.T("lang.menu"), nil)
	item.ChildMenu = sub
	return item
}

// setLanguage applies and keeps a View > Language choice. The words
// change at once: the window's (words) and every screen's, each re-set
// in a function given to i18n.OnChange; the puzzle typed and any run go
// on.
func (m *mainWindow) setLanguage(choice string) {
	settings.Language.Set(m.prefs, choice)
	i18n.Use(choice)
}

// words says the window's words again in the language in use: the menu,
// built anew, and the tabs' labels.
func (m *mainWindow) words() {
	m.buildMenu()
	m.tickLook()
	m.sayTabs()
}

// sayTabs labels the tabs in the language in use.
func (m *mainWindow) sayTabs() {
	for i, s := range m.screens {
		m.tabs.Items[i].Text = s.Name()
	}
	m.tabs.Refresh()
}

// restoreLanguage applies the choice kept from the last run, before the
// window is built.
func restoreLanguage(prefs fyne.Preferences) {
	if choice := settings.Language.Get(prefs); choice != i18n.System {
		i18n.Use(choice)
	}
}
