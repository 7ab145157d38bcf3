package run

import "fyne.io/fyne/v2/widget"

// NewSampleSelect returns the select that offers a screen's samples by
// name; picking one calls open with its index in names(). names and
// placeholder say the words in the language in use: the select asks them
// again when it changes, keeping the sample picked, without opening it
// again.
func NewSampleSelect(names func() []string, placeholder func() string, open func(i int)) *widget.Select {
	quiet := false
	sel := widget.NewSelect(nil, nil)
	sel.OnChanged = func(string) {
		if i := sel.SelectedIndex(); i >= 0 && !quiet {
			open(i)
		}
	}
	Words(func() {
		picked := sel.SelectedIndex()
		quiet = true
		sel.Options = names()
		sel.PlaceHolder = placeholder()
		if picked >= 0 && picked < len(sel.Options) {
			sel.SetSelectedIndex(picked)
		}
		quiet = false
		sel.Refresh()
	})
	HandBack(sel)
	return sel
}
