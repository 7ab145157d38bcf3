package run

import "backtracklab/gui/i18n"

// Words calls say now and again after every change of language: say
// sets the words of widgets that are set once (labels, buttons, select
// options, placeholders). It returns the function that stops that, for a
// widget that goes away.
func Words(say func()) (cancel func()) {
	say()
	return i18n.OnChange(say)
}
