package gui

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"backtracklab/gui/i18n"
)

// keyHelp is the text of Help > Keyboard shortcuts in the language in
// use; mod is the name of the platform's shortcut modifier.
func keyHelp(mod string) string {
	keys := []string{
		"app.keys.while", "app.keys.space", "app.keys.right", "app.keys.left",
		"app.keys.solutions", "app.keys.backtracks", "app.keys.esc", "app.keys.faster",
		"app.keys.slower", "app.keys.size", "",
		"app.keys.sudoku", "app.keys.maze", "",
		"app.keys.open", "app.keys.save", "app.keys.copy", "app.keys.paste", "app.keys.undo", "app.keys.quit",
	}
	lines := make([]string, len(keys))
	for i, k := range keys {
		if k != "" {
			lines[i] = i18n.T(k, i18n.Args{"Mod": mod})
		}
	}
	return strings.Join(lines, "\n")
}

// modifierName is what the keyboard calls fyne.KeyModifierShortcutDefault.
func modifierName() string {
	if runtime.GOOS == "darwin" {
		return "Cmd"
	}
	return "Ctrl"
}

// showKeys opens Help > Keyboard shortcuts.
func (m *mainWindow) showKeys() {
	dialog.ShowInformation(i18n.T("app.menu.keys"), keyHelp(modifierName()), m.win)
}
