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

// Monospace reports whether numbers that change in place (the speed,
// the step on show) and text that lines up in columns are set in the
// monospace font, so that they do not jitter: in English. Fyne's GL
// driver measures a Chinese character in a monospace label at the width
// of a Latin one and draws it at its own, wider, so such a label would
// overflow its room; the digits of the proportional font are of one
// width anyway.
func Monospace() bool { return i18n.Current() != i18n.Chinese }
