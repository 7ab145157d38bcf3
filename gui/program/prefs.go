package program

// The screen's settings: the program in the editor (kept as it is
// typed, so that a crash loses nothing), the example last opened, the
// step limit and the speed.

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
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

// keep stores the program as typed; one too large to keep is said so, and
// the last one kept stays (Save keeps it in a file).
func (s *Screen) keep(src string) bool {
	if len(src) > settings.MaxProgram {
		return false
	}
	settings.ProgramSource.Set(s.prefs, src)
	return true
}

// settingsSteps is the step limit of a run.
func settingsSteps(p fyne.Preferences) int { return settings.ProgramSteps.Get(p) }

// limits are the step limits the screen offers: a teaching program takes
// thousands to millions; past a billion a run takes minutes.
var limits = []int{1_000_000, 10_000_000, 50_000_000, 200_000_000, 1_000_000_000}

// buildLimit makes the step limit's select, set to the one kept.
func (s *Screen) buildLimit() {
	s.limitTag = widget.NewLabel("")
	s.limit = widget.NewSelect(nil, nil)
	run.Words(func() {
		s.limitTag.SetText(i18n.T("program.limit"))
		opts := make([]string, len(limits))
		for i, n := range limits {
			opts[i] = run.Thousands(uint64(n))
		}
		quiet := s.limit.OnChanged
		s.limit.OnChanged = nil
		s.limit.Options = opts
		s.limit.SetSelectedIndex(s.limitIndex())
		s.limit.OnChanged = quiet
	})
	s.limit.OnChanged = func(string) {
		if i := s.limit.SelectedIndex(); i >= 0 {
			settings.ProgramSteps.Set(s.prefs, limits[i])
		}
	}
	run.HandBack(s.limit)
}

// limitIndex is the offered limit nearest the one kept, from below.
func (s *Screen) limitIndex() int {
	kept, best := settingsSteps(s.prefs), 0
	for i, n := range limits {
		if n <= kept {
			best = i
		}
	}
	return best
}
