package run

import "fyne.io/fyne/v2/widget"

// NewSampleSelect returns the select that offers a screen's samples by
// name; picking one calls open with its index in names.
func NewSampleSelect(names []string, placeholder string, open func(i int)) *widget.Select {
	sel := widget.NewSelect(names, func(name string) {
		for i, n := range names {
			if n == name {
				open(i)
			}
		}
	})
	sel.PlaceHolder = placeholder
	HandBack(sel)
	return sel
}
