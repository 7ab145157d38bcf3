package queens

// The screen's settings: n, the check, what to show; kept in the
// preferences and checked as they are typed.

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/queens"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

func (s *Screen) buildSettings() {
	s.size = widget.NewEntry()
	s.size.SetText(strconv.Itoa(defaultN))
	s.size.OnChanged = s.sizeChanged
	s.size.OnSubmitted = func(string) { s.win.Canvas().Unfocus() }
	s.sizeError = widget.NewLabel("")
	s.sizeError.Importance = widget.DangerImportance
	s.sizeError.Hide()
	names := make([]string, 0, 3)
	for _, c := range queens.Checks() {
		names = append(names, checkLabel(c))
	}
	s.check = widget.NewSelect(names, nil)
	s.check.SetSelected(checkLabel(queens.Scan))
	s.check.OnChanged = func(label string) { // set after the default, which is no choice to keep
		name, _, _ := strings.Cut(label, " ")
		settings.QueensCheck.Set(s.prefs, name)
	}
	s.attacks = widget.NewCheck("Show attacked squares", func(on bool) {
		settings.QueensAttacks.Set(s.prefs, on)
		s.redraw()
	})
	s.countOnly = widget.NewCheck("Count only", func(on bool) {
		s.autoCount = false
		s.showSide(on)
	})
	s.withUnique = widget.NewCheck("and unique", nil)
	s.withUnique.Hide()
	s.showSide(false)
	// Give the keys back once a control is used, but only from the control
	// itself: Count only ticked by the screen while n is typed must leave
	// the focus in the size entry.
	run.HandBack(s.check, s.attacks, s.countOnly, s.withUnique)
}

func (s *Screen) settingsRow() fyne.CanvasObject {
	sizeBox := run.FixedWidth(s.size, 64)
	var checkWidth float32 // the select shows its longest option whole
	for _, c := range queens.Checks() {
		checkWidth = max(checkWidth, fyne.MeasureText(checkLabel(c), theme.TextSize(), fyne.TextStyle{}).Width)
	}
	checkWidth += 6*theme.Padding() + theme.IconInlineSize()
	checkBox := run.FixedWidth(s.check, checkWidth)
	return container.NewHBox(
		widget.NewLabel("n ="), sizeBox, s.sizeError,
		widget.NewLabel("Check:"), checkBox,
		s.attacks, s.countOnly, s.withUnique,
	)
}

// checkLabel names a check method with what it does, the way a teacher
// introduces them one after the other.
func checkLabel(c queens.Check) string {
	switch c {
	case queens.Scan:
		return "scan — compare with each queen"
	case queens.Arrays:
		return "arrays — three lookups"
	case queens.Bitmask:
		return "bitmask — one test of three masks"
	}
	return c.String()
}

// sizeChanged checks n as it is typed; a valid new size gives a new empty
// board, a wrong one a message beside the entry.
func (s *Screen) sizeChanged(text string) {
	n, err := parseSize(text)
	if err != nil {
		s.sizeError.SetText(err.Error())
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
		s.sizeError.SetText(err.Error())
		s.sizeError.Show()
		return err
	}
	s.n = n
	return nil
}

// parseSize reads n, with the engine's own message for a number out of
// range.
func parseSize(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, fmt.Errorf("n must be a whole number between %d and %d", queens.MinN, queens.MaxN)
	}
	if err := queens.ValidateN(n); err != nil {
		return 0, err
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
		s.check.SetSelected(checkLabel(c))
	}
	s.session.SetNotch(settings.QueensSpeed.Get(s.prefs))
	s.attacks.SetChecked(settings.QueensAttacks.Get(s.prefs))
}
