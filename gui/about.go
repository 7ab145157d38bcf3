package gui

import (
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/assets"
	"backtracklab/engine/cli"
	"backtracklab/gui/i18n"
)

// aboutText is the lines of the About box: what the app is, its version
// (from FyneApp.toml, passed in by main) and what it was built with, in
// the language in use.
func aboutText(version string) []string {
	return []string{
		Title,
		i18n.T("app.about.version", i18n.Args{"Version": version}),
		i18n.T("app.about.what"),
		i18n.T("app.about.built", i18n.Args{"Go": runtime.Version(), "Fyne": cli.FyneVersion()}),
	}
}

// aboutContent is the body of the About box: the icon beside the lines.
func aboutContent(version string) fyne.CanvasObject {
	lines := aboutText(version)
	icon := canvas.NewImageFromResource(assets.Icon)
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSquareSize(96))
	name := widget.NewLabelWithStyle(lines[0], fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.SizeName = theme.SizeNameHeadingText
	what := widget.NewLabel(lines[2])
	what.Wrapping = fyne.TextWrapWord
	text := container.NewVBox(name, widget.NewLabel(lines[1]), what, widget.NewLabel(lines[3]))
	return container.NewBorder(nil, nil, container.NewCenter(icon), nil,
		container.NewGridWrap(fyne.NewSize(420, text.MinSize().Height+40), text))
}

// showAbout opens the About box.
func (m *mainWindow) showAbout() {
	dialog.ShowCustom(i18n.T("app.menu.about", i18n.Args{"App": Title}), i18n.T("app.button.close"), aboutContent(m.version), m.win)
}
