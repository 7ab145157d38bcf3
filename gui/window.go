// Package gui is the Fyne desktop app: the window, the puzzle screens and
// the shared speed controls. It never imports fyne.io/fyne/v2/app, so its
// tests run on Fyne's test driver without a display.
package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"backtracklab/assets"
)

// Title is the window title.
const Title = "Backtrack Lab"

// NewWindow builds the main window of the app a, version being the app's
// version for the About box.
func NewWindow(a fyne.App, version string) fyne.Window {
	a.SetIcon(assets.Icon)
	w := a.NewWindow(Title)
	w.SetIcon(assets.Icon)
	tabs := container.NewAppTabs(
		container.NewTabItem("N-Queens", widget.NewLabel("N-Queens")),
		container.NewTabItem("Sudoku", widget.NewLabel("Sudoku")),
		container.NewTabItem("Maze", widget.NewLabel("Maze")),
	)
	w.SetContent(tabs)
	w.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault},
		func(fyne.Shortcut) { a.Quit() })
	w.Resize(fyne.NewSize(1200, 720))
	return w
}
