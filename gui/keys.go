package gui

import (
	"image/color"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"

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
		"app.keys.open", "app.keys.save", "app.keys.copy", "app.keys.paste", "app.keys.undo", "app.keys.teach", "compare.keys",
		"present.keys.present", "present.keys.size", "present.keys.fullscreen", "quiz.keys",
		"app.keys.quit",
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

// keysContent lays out the key help in two columns, the key and what it
// does, from its tab-separated lines: a column of texts each, side by side
// (every canvas.Text is one line high, so the rows match; labels or a form
// would space them too far apart for a laptop's screen). Not one text with
// tabs: Fyne (2.7.1 and 2.8.1, internal/painter walkString) takes the
// place of a tab within a run of one font as its place in the line, so a
// tab after a change of font ("↑ or +\tfaster": the arrow from the app's
// symbols font, then Noto Sans) is shaped as a character and draws as "�".
func keysContent(help string) fyne.CanvasObject {
	text := func(s string) *canvas.Text {
		return canvas.NewText(s, theme.Color(theme.ColorNameForeground))
	}
	box := container.NewVBox()
	var keys, does *fyne.Container
	for _, line := range strings.Split(help, "\n") {
		key, action, ok := strings.Cut(line, "\t")
		if !ok {
			keys = nil
			box.Add(text(line))
			continue
		}
		if keys == nil {
			gap := canvas.NewRectangle(color.Transparent)
			gap.SetMinSize(fyne.NewSize(3*theme.Padding(), 0))
			keys, does = container.NewVBox(), container.NewVBox()
			box.Add(container.NewHBox(keys, gap, does))
		}
		keys.Add(text(key))
		does.Add(text(action))
	}
	return box
}

// showKeys opens Help > Keyboard shortcuts.
func (m *mainWindow) showKeys() {
	dialog.ShowCustom(i18n.T("app.menu.keys"), i18n.T("app.button.ok"), keysContent(keyHelp(modifierName())), m.win)
}
