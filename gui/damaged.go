package gui

import (
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/statefile"
)

// DamagedMessage says what the app did about a file it could not read
// (statefile.Repair), for the person, in the language in use: the one
// place this text is made, for the window and for standard error. The
// problem is told as the file system or the decoder said it.
func DamagedMessage(d statefile.Damage) string {
	args := i18n.Args{"App": Title, "File": d.File, "Problem": fmt.Sprint(d.Problem),
		"Path": d.MovedTo, "Err": fmt.Sprint(d.MoveErr)}
	said := i18n.T("app.damaged.state", args)
	if filepath.Base(d.File) == statefile.PreferencesName {
		said = i18n.T("app.damaged.settings", args)
	}
	if d.MovedTo == "" {
		return said + i18n.T("app.damaged.stuck", args)
	}
	return said + i18n.T("app.damaged.moved", args)
}

// ShowDamaged shows on w, in one dialog, what the app did about each file
// it could not read; nothing when there is none.
func ShowDamaged(w fyne.Window, damage []statefile.Damage) {
	if len(damage) == 0 {
		return
	}
	said := make([]string, len(damage))
	for i, d := range damage {
		said[i] = DamagedMessage(d)
	}
	text := widget.NewLabel(strings.Join(said, "\n\n"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(i18n.T("app.damaged.title"), i18n.T("app.button.ok"), text, w)
	d.Resize(fyne.NewSize(600, 0)) // wide enough for a path; as tall as the text needs
	d.Show()
}

// StateNotSavedMessage says that the app could not save what it keeps for
// the next start in the file at path, in the language in use.
func StateNotSavedMessage(path string, err error) string {
	return i18n.T("app.state.notsaved", i18n.Args{"App": Title, "Path": path, "Err": fmt.Sprint(err)})
}
