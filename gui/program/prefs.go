package program

// The screen's settings: the program in the editor (kept as it is
// typed, so that a crash loses nothing), the example last opened, the
// step limit and the speed.

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/settings"
)

// restore puts back the program and the speed of the last session, or
// the first example on a first start.
func (s *Screen) restore() {
	s.session.SetNotch(settings.ProgramSpeed.Get(s.prefs))
	src := settings.ProgramSource.Get(s.prefs)
	if src == "" {
		s.openExample(settings.ProgramExample.Get(s.prefs))
		return
	}
	s.load(src)
}

// keep stores the program as typed, if it is not too large to keep.
func (s *Screen) keep(src string) {
	if len(src) <= settings.MaxProgram {
		settings.ProgramSource.Set(s.prefs, src)
	}
}

// settingsSteps is the step limit of a run.
func settingsSteps(p fyne.Preferences) int { return settings.ProgramSteps.Get(p) }
