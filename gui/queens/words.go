package queens

// The screen's words. Every text it shows is kept as i18n.Words rather
// than as the words of one language: a change of language (View >
// Language) says each one again at once.

import (
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// tr and trN are i18n.Tr and i18n.TrN: the screen's texts are many.
var tr, trN = i18n.Tr, i18n.TrN

// shown remembers the words on each label that shows one, to say them again
// in a new language.
type shown map[*widget.Label]i18n.Words

// set shows m on l, leaving l alone when it says that already.
func (sh shown) set(l *widget.Label, m i18n.Words) {
	sh[l] = m
	run.SetText(l, m.String())
}

// again says all of them again, in the language now in use.
func (sh shown) again() {
	for l, m := range sh {
		run.SetText(l, m.String())
	}
}
