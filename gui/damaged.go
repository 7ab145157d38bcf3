package gui

import (
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/statefile"
)

// DamagedTitle is the title of the dialog ShowDamaged shows.
const DamagedTitle = "Saved settings could not be read"

// DamagedMessage says what the app did about a file it could not read
// (statefile.Repair), for the person: the one place this text is made,
// for the window and for standard error.
func DamagedMessage(d statefile.Damage) string {
	holds := "the puzzles being edited and its settings"
	if filepath.Base(d.File) == statefile.PreferencesName {
		holds = "its settings"
	}
	said := fmt.Sprintf("Backtrack Lab could not read %s, where it keeps %s (%v), and started with the defaults.",
		d.File, holds, d.Problem)
	if d.MovedTo == "" {
		return said + fmt.Sprintf(" The file could not be kept aside: %v.", d.MoveErr)
	}
	return said + fmt.Sprintf(" The damaged file is kept as %s.", d.MovedTo)
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
	d := dialog.NewCustom(DamagedTitle, "OK", text, w)
	d.Resize(fyne.NewSize(600, 0)) // wide enough for a path; as tall as the text needs
	d.Show()
}

// StateNotSavedMessage says that the app could not save what it keeps for
// the next start in the file at path.
func StateNotSavedMessage(path string, err error) string {
	return fmt.Sprintf("Backtrack Lab could not save the puzzles being edited and its settings in %s: %v", path, err)
}
