package quiz

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/settings"
)

// Keep keeps the quiz's settings (on or off, how often it asks) in prefs
// under the screen's name, as they change, and takes them from there now:
// the next start comes back as the quiz was left.
func (q *Quiz) Keep(prefs fyne.Preferences, screen string) {
	q.prefs, q.screen = nil, screen // nothing to write while taking them
	q.SetMode(Mode(settings.QuizMode(screen).Get(prefs)))
	q.SetOn(settings.QuizOn(screen).Get(prefs))
	q.prefs = prefs
}

// keep writes the settings, once Keep has said where.
func (q *Quiz) keep() {
	if q.prefs == nil {
		return
	}
	settings.QuizOn(q.screen).Set(q.prefs, q.On())
	settings.QuizMode(q.screen).Set(q.prefs, int(q.Mode()))
}
