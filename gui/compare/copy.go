package compare

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Text is the table as aligned text, in the language in use: in English
// as -compare prints it.
func (v *View) Text() string { return v.table.Sheet(words{}).Text() }

// CSV is the table as CSV, in the language in use: plain digits, time in
// seconds.
func (v *View) CSV() string { return v.table.Sheet(words{}).CSV() }

// CopyText puts the table, as text, on the clipboard.
func (v *View) CopyText() {
	fyne.CurrentApp().Clipboard().SetContent(v.Text())
	run.SetText(v.status, i18n.T("compare.status.copied"))
}

// CopyCSV puts the table, as CSV, on the clipboard.
func (v *View) CopyCSV() {
	fyne.CurrentApp().Clipboard().SetContent(v.CSV())
	run.SetText(v.status, i18n.T("compare.status.copiedcsv"))
}
