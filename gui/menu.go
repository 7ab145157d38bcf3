package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// mainMenu is the window's menu bar, with the items whose state changes.
type mainMenu struct {
	main   *fyne.MainMenu
	themes map[string]*fyne.MenuItem // by settings.Theme choice
	teach  *fyne.MenuItem            // View > Teach, ticked when on
	// View > Presentation, named with its scale and ticked when on, and
	// View > High contrast.
	present, contrast *fyne.MenuItem
	compare           *fyne.MenuItem // View > Compare, off on a tab that compares nothing
}

// shortcut is the platform's usual modifier (Ctrl, or Cmd on macOS) with
// key.
func shortcut(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// buildMenu makes the menu bar, in the language in use. Fyne's desktop driver runs a menu item's
// action when its shortcut is typed, before the focused widget sees it, so
// the edit items hand their shortcut on to a focused widget that takes
// shortcuts (an entry, the Sudoku grid) and otherwise act on the tab.
func (m *mainWindow) buildMenu() {
	item := func(key string, action func(), sc fyne.Shortcut) *fyne.MenuItem {
		it := fyne.NewMenuItem(i18n.T(key), action)
		it.Shortcut = sc
		return it
	}
	editItem := func(key string, sc func() fyne.Shortcut) *fyne.MenuItem {
		return item(key, func() { m.edit(sc()) }, sc())
	}
	clip := m.app.Clipboard
	file := fyne.NewMenu(i18n.T("app.menu.file"),
		item("app.menu.open", m.open, shortcut(fyne.KeyO)),
		item("app.menu.save", m.save, shortcut(fyne.KeyS)),
		item("handout.menu.export", m.export, nil),
		fyne.NewMenuItemSeparator(),
		&fyne.MenuItem{Label: i18n.T("app.menu.quit"), Action: m.quit, IsQuit: true, Shortcut: shortcut(fyne.KeyQ)},
	)
	edit := fyne.NewMenu(i18n.T("app.menu.edit"),
		editItem("app.menu.undo", func() fyne.Shortcut { return &fyne.ShortcutUndo{} }),
		editItem("app.menu.redo", func() fyne.Shortcut { return &fyne.ShortcutRedo{} }),
		fyne.NewMenuItemSeparator(),
		editItem("app.menu.copy", func() fyne.Shortcut { return &fyne.ShortcutCopy{Clipboard: clip()} }),
		editItem("app.menu.paste", func() fyne.Shortcut { return &fyne.ShortcutPaste{Clipboard: clip()} }),
	)
	m.menu.themes = map[string]*fyne.MenuItem{}
	view := fyne.NewMenu(i18n.T("app.menu.view"))
	for _, t := range []struct{ choice, key string }{
		{settings.ThemeLight, "app.menu.light"},
		{settings.ThemeDark, "app.menu.dark"},
		{settings.ThemeSystem, "app.menu.system"},
	} {
		it := fyne.NewMenuItem(i18n.T(t.key), func() { m.setTheme(t.choice) })
		m.menu.themes[t.choice] = it
		view.Items = append(view.Items, it)
	}
	view.Items = append(view.Items, fyne.NewMenuItemSeparator(), m.compareItem())
	view.Items = append(view.Items, fyne.NewMenuItemSeparator(), m.teachItem(), fyne.NewMenuItemSeparator())
	view.Items = append(view.Items, m.presentItems()...)
	view.Items = append(view.Items, fyne.NewMenuItemSeparator(), m.languageMenu())
	help := fyne.NewMenu(i18n.T("app.menu.help"),
		item("app.menu.keys", m.showKeys, nil),
		item("lessons.menu", m.showLessons, nil),
		fyne.NewMenuItem(i18n.T("app.menu.about", i18n.Args{"App": Title}), m.showAbout),
	)
	m.menu.main = fyne.NewMainMenu(file, edit, view, help)
	m.win.SetMainMenu(m.menu.main)
}

// open asks for a file (openAny): a lesson, or a puzzle for the tab on
// show when its screen opens files, else for the first tab that does,
// which comes forward once the file is read: a person who asks to open a
// puzzle wants one to open (N-Queens has no files, so Open there opens a
// Sudoku puzzle). The Openers below are for a screen that takes no file
// read for it (not a FileTaker).
func (m *mainWindow) open() {
	if run.Modal(m.win) {
		return
	}
	if m.openAny() {
		return // a lesson, or a file for the screen (lesson.go)
	}
	if o, ok := m.screen().(Opener); ok {
		o.ShowOpen()
		return
	}
	for i, s := range m.screens {
		if o, ok := s.(Opener); ok {
			m.tabs.SelectIndex(i)
			o.ShowOpen()
			return
		}
	}
}

// save saves what the tab on show has to save (a Saver): the N-Queens
// solutions listed, the Sudoku puzzle, the maze.
func (m *mainWindow) save() {
	if run.Modal(m.win) {
		return
	}
	if s, ok := m.screen().(Saver); ok {
		s.ShowSave()
	}
}

// export offers the handouts of the tab on show (an Exporter).
func (m *mainWindow) export() {
	if run.Modal(m.win) {
		return
	}
	if s, ok := m.screen().(Exporter); ok {
		s.ShowExport()
	}
}

// edit applies an edit shortcut (copy, paste, undo, redo) to the focused
// widget when it takes shortcuts (in a dialog too), else to the tab on
// show unless a dialog covers it (a ShortcutTaker): the Sudoku puzzle, the
// maze, or on the N-Queens tab the solution on the board (copy only).
func (m *mainWindow) edit(sc fyne.Shortcut) {
	if w, ok := m.win.Canvas().Focused().(fyne.Shortcutable); ok {
		w.TypedShortcut(sc)
		return
	}
	if run.Modal(m.win) {
		return // the tab is behind a dialog
	}
	if t, ok := m.screen().(ShortcutTaker); ok {
		t.HandleShortcut(sc)
	}
}
