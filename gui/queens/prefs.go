package queens

// The screen's settings: n, the check, what to show; kept in the
// preferences and checked as they are typed.

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/queens"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

func (s *Screen) buildSettings() {
	s.size = run.NewEntry()
	s.size.SetText(strconv.Itoa(defaultN))
	s.size.OnChanged = s.sizeChanged
	s.size.OnSubmitted = func(string) { s.win.Canvas().Unfocus() }
	s.sizeError = widget.NewLabel("")
	s.sizeError.Importance = widget.DangerImportance
	s.sizeError.Hide()
	s.check = widget.NewSelect(checkLabels(), nil)
	run.FitOptions(s.check)
	s.check.SetSelectedIndex(0)        // scan
	s.check.OnChanged = func(string) { // set after the default, which is no choice to keep
		settings.QueensCheck.Set(s.prefs, s.selectedCheck().String())
		if s.legend != nil {
			s.legend.show(s.selectedCheck())
		}
	}
	s.attacks = widget.NewCheck(i18n.T("queens.setting.attacks"), func(on bool) {
		settings.QueensAttacks.Set(s.prefs, on)
		s.redraw()
	})
	s.countOnly = widget.NewCheck(i18n.T("queens.setting.countOnly"), func(on bool) {
		s.autoCount = false
		s.showSide(on)
	})
	s.withUnique = widget.NewCheck(i18n.T("queens.setting.unique"), nil)
	s.withUnique.Hide()
	s.showSide(false)
	// Give the keys back once a control is used, but only from the control
	// itself: Count only ticked by the screen while n is typed must leave
	// the focus in the size entry.
	run.HandBack(s.check, s.attacks, s.countOnly, s.withUnique)
}

func (s *Screen) settingsRow() fyne.CanvasObject {
	sizeBox := run.FixedWidth(s.size, 64)
	s.checkLabel = widget.NewLabel(i18n.T("queens.setting.check"))
	s.checkBox = container.New(layout.NewGridWrapLayout(fyne.Size{}), s.check)
	s.fitCheck()
	return run.NewRow(
		widget.NewLabel("n ="), sizeBox, s.sizeError,
		s.checkLabel, s.checkBox,
		s.attacks, s.countOnly, s.withUnique,
	)
}

// fitCheck sizes the check select to show its longest option whole, in
// the language in use.
func (s *Screen) fitCheck() {
	var width float32
	for _, label := range s.check.Options {
		width = max(width, fyne.MeasureText(label, theme.TextSize(), fyne.TextStyle{}).Width)
	}
	width += 6*theme.Padding() + theme.IconInlineSize()
	s.checkBox.Layout = layout.NewGridWrapLayout(fyne.NewSize(width, s.check.MinSize().Height))
	s.checkBox.Refresh()
}

// checkLabels name the check methods (queens.Checks, in order) with what
// each does, the way a teacher introduces them one after the other.
func checkLabels() []string {
	checks := queens.Checks()
	labels := make([]string, len(checks))
	for i, c := range checks {
		switch c {
		case queens.Scan:
			labels[i] = i18n.T("queens.check.scan")
		case queens.Arrays:
			labels[i] = i18n.T("queens.check.arrays")
		case queens.Bitmask:
			labels[i] = i18n.T("queens.check.bitmask")
		default:
			labels[i] = c.String() // a method's own name
		}
	}
	return labels
}

// selectedCheck is the check method chosen, by its place in the list:
// the options' words change with the language.
func (s *Screen) selectedCheck() queens.Check {
	checks := queens.Checks()
	if i := s.check.SelectedIndex(); i >= 0 && i < len(checks) {
		return checks[i]
	}
	return queens.Scan
}

// selectCheck chooses check method c in the select.
func (s *Screen) selectCheck(c queens.Check) {
	for i, k := range queens.Checks() {
		if k == c {
			s.check.SetSelectedIndex(i)
		}
	}
}

// relabelSettings says the settings' words again in a new language,
// keeping every choice.
func (s *Screen) relabelSettings() {
	chosen := s.check.SelectedIndex()
	onChanged := s.check.OnChanged
	s.check.OnChanged = nil // the choice stays: nothing to keep
	s.check.SetOptions(checkLabels())
	run.FitOptions(s.check) // never Fyne's English placeholder, which a choice always hides
	s.check.SetSelectedIndex(chosen)
	s.check.OnChanged = onChanged
	s.fitCheck()
	s.checkLabel.SetText(i18n.T("queens.setting.check"))
	s.attacks.SetText(i18n.T("queens.setting.attacks"))
	s.countOnly.SetText(i18n.T("queens.setting.countOnly"))
	s.withUnique.SetText(i18n.T("queens.setting.unique"))
	if s.sizeError.Visible() {
		s.sizeChanged(s.size.Text) // says the message again
	}
}

// sizeChanged checks n as it is typed; a valid new size gives a new empty
// board, a wrong one a message beside the entry.
func (s *Screen) sizeChanged(text string) {
	n, err := parseSize(text)
	if err != nil {
		run.SetText(s.sizeError, err.Error())
		s.sizeError.Show()
		return
	}
	s.sizeError.Hide()
	if n == s.n {
		return
	}
	s.n = n
	settings.QueensN.Set(s.prefs, n)
	switch {
	case n > countOnlyAbove && !s.countOnly.Checked:
		s.countOnly.SetChecked(true)
		s.autoCount = true
	case n <= countOnlyAbove && s.countOnly.Checked && s.autoCount:
		s.countOnly.SetChecked(false)
	}
	s.Reset()
}

// validSize is the check Prepare makes: the entry must hold a valid n.
func (s *Screen) validSize() error {
	n, err := parseSize(s.size.Text)
	if err != nil {
		run.SetText(s.sizeError, err.Error())
		s.sizeError.Show()
		return err
	}
	s.n = n
	return nil
}

// parseSize reads n, checked as the engine checks it. It refuses a size
// in the language in use (i18n.Error); the engine's own message
// (ValidateN) is English, for the command line.
func parseSize(text string) (int, error) {
	bounds := i18n.Args{"Min": queens.MinN, "Max": queens.MaxN}
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, i18n.Refuse("queens.size.whole", bounds)
	}
	if queens.ValidateN(n) != nil {
		bounds["N"] = n
		return 0, i18n.Refuse("queens.size.range", bounds)
	}
	return n, nil
}

// restore applies the settings kept from the last run of the app (board
// size, check, speed, attacked squares), so a lesson picks up where it
// was left; a value that is no longer valid reads as the default.
func (s *Screen) restore() {
	if n := settings.QueensN.Get(s.prefs); n != s.n {
		s.size.SetText(strconv.Itoa(n))
	}
	if c, err := queens.ParseCheck(settings.QueensCheck.Get(s.prefs)); err == nil {
		s.selectCheck(c)
	}
	s.session.SetNotch(settings.QueensSpeed.Get(s.prefs))
	s.attacks.SetChecked(settings.QueensAttacks.Get(s.prefs))
}
