package gui

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/run/runtest"
	"backtracklab/gui/settings"
)

// In presentation mode, with Teach on and its four views, every screen
// fits a 1366×768 laptop at the default 150% and a 1920×1080 projector at
// 150% and at 200%, where the body text is 28 px (window frame and menu
// bar included, drawn at the scale too).
func TestPresentationFitsLaptopAndProjector(t *testing.T) {
	for _, screen := range []struct {
		size     fyne.Size
		percent  int
		leastTxt float32
		quiz     bool
	}{
		{fyne.NewSize(1366, 768), 150, 21, false},
		{fyne.NewSize(1920, 1080), 150, 21, false},
		{fyne.NewSize(1920, 1080), 200, 28, false},
		{fyne.NewSize(1366, 768), 150, 21, true},
		{fyne.NewSize(1920, 1080), 200, 28, true},
	} {
		m := newTestWindow(t, 0)
		menuItem(t, m, "View", "Teach panel").Action()
		if screen.quiz {
			turnQuizzesOn(t, m)
		}
		m.win.Resize(screen.size)
		settings.PresentScale.Set(m.prefs, screen.percent)
		m.setPresent(true)
		if !settings.Present.Get(m.prefs) {
			t.Fatal("View > Presentation did not turn presentation mode on")
		}
		menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + theme.InnerPadding()
		frame := fyne.NewSize(2*theme.Padding(), 2*theme.Padding()+menuBar)
		m.win.Resize(screen.size.Subtract(frame))
		m.applyLook() // as the settled resize does
		if got := theme.TextSize(); got < screen.leastTxt {
			t.Errorf("%v: body text %.1f px, want %.0f at least", screen.size, got, screen.leastTxt)
		}
		for i, item := range m.tabs.Items {
			m.tabs.SelectIndex(i)
			if least := m.tabs.MinSize().Add(frame); least.Width > screen.size.Width || least.Height > screen.size.Height {
				t.Errorf("%v (quiz %v): the %s tab needs %v", screen.size, screen.quiz, item.Text, least)
			}
		}
	}
}

// F5 turns presentation mode on and off, Ctrl+= and Ctrl+− change its
// scale by a quarter within 100% and 300% (as far as the screens still
// fit the window), the menu names the scale, and the next start comes
// back as it was left.
func TestPresentationKeysAndScaleAreKept(t *testing.T) {
	a := tempApp(t)
	m := newMainWindow(a, "test", 0)
	m.win.Resize(fyne.NewSize(1920, 1020))
	text := theme.TextSize()
	m.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF5})
	if !settings.Present.Get(m.prefs) || theme.TextSize() != text*1.5 {
		t.Fatalf("F5: presenting %v, text %v px, want on and %v", settings.Present.Get(m.prefs), theme.TextSize(), text*1.5)
	}
	menuItem(t, m, "View", "Smaller").Action()
	smaller := theme.TextSize()
	if smaller != text*1.25 {
		t.Errorf("Smaller: text %v px, want %v", smaller, text*1.25)
	}
	menuItem(t, m, "View", "Presentation (125%)")
	larger := menuItem(t, m, "View", "Larger")
	for range 10 {
		larger.Action()
	}
	// As large as the window holds, 200% at least, a step of 25 at a time.
	largest := settings.PresentScale.Get(m.prefs)
	if largest < 200 || largest%25 != 0 || theme.TextSize() != text*float32(largest)/100 {
		t.Errorf("Larger ten times: %d%%, text %v px, want 200%% or more and the text at it", largest, theme.TextSize())
	}
	if largest < 300 && !settings.Present.Get(m.prefs) {
		t.Error("Larger turned presentation mode off")
	}
	menuItem(t, m, "View", "Smaller").Action()
	m.win.Close()

	again := newMainWindow(a, "test", 0)
	t.Cleanup(again.win.Close)
	label := fmt.Sprintf("Presentation (%d%%)", largest-25)
	if !menuItem(t, again, "View", label).Checked || theme.TextSize() <= smaller {
		t.Errorf("restarted: text %v px, want %s ticked and larger than %v px", theme.TextSize(), label, smaller)
	}
	again.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyF5})
	if settings.Present.Get(again.prefs) || theme.TextSize() != text {
		t.Errorf("F5 again: presenting %v, text %v px, want off and %v", settings.Present.Get(again.prefs), theme.TextSize(), text)
	}
}

// In presentation mode the editing tools step aside (Sudoku's Open, the
// maze's Generate) and come back after it; the run's controls stay.
func TestPresentationHidesTheEditingTools(t *testing.T) {
	m := newTestWindow(t, 0)
	m.win.Resize(fyne.NewSize(1366, 728))
	m.tabs.SelectIndex(1)
	shown := func(text string) bool { return runtest.FindShownButton(m.sudoku().Content(), text) != nil }
	if !shown("Open…") || !shown("Start") {
		t.Fatal("no Open or Start button on the Sudoku screen")
	}
	m.setPresent(true)
	if shown("Open…") || !shown("Start") {
		t.Errorf("presenting: Open shown %v, Start shown %v, want Open hidden and Start shown", shown("Open…"), shown("Start"))
	}
	m.setPresent(false)
	if !shown("Open…") {
		t.Error("Open is still hidden after presentation mode")
	}
}

// High contrast draws text in black on white (light) or white on black
// (dark).
func TestHighContrastIsBlackAndWhite(t *testing.T) {
	m := newTestWindow(t, 0)
	m.setTheme(settings.ThemeDark)
	menuItem(t, m, "View", "High contrast").Action()
	if !menuItem(t, m, "View", "High contrast").Checked {
		t.Error("View > High contrast is not ticked")
	}
	fg, bg := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground)
	if fg != color.White || bg != color.Black {
		t.Errorf("dark, high contrast: text %v on %v, want white on black", fg, bg)
	}
	m.setTheme(settings.ThemeLight)
	if fg, bg := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground); fg != color.Black || bg != color.White {
		t.Errorf("light, high contrast: text %v on %v, want black on white", fg, bg)
	}
	// A disabled control looks it, and the speed slider's track (the
	// input background) shows on the paper.
	for _, variant := range []string{settings.ThemeDark, settings.ThemeLight} {
		m.setTheme(variant)
		fg, bg := theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground)
		if off := theme.Color(theme.ColorNameDisabled); off == fg || off == bg {
			t.Errorf("%s, high contrast: disabled text %v, the same as text %v or paper %v", variant, off, fg, bg)
		}
		if track := theme.Color(theme.ColorNameInputBackground); track == bg {
			t.Errorf("%s, high contrast: the slider's track %v is the paper's colour", variant, track)
		}
	}
}

// A lesson's bar under the tabs in presentation mode still leaves the
// window within a 1366×768 laptop's: the scale gives way as far as it
// must while the bar is there, and comes back when it goes.
func TestPresentationMakesRoomForALesson(t *testing.T) {
	m := newTestWindow(t, 0)
	menuItem(t, m, "View", "Teach panel").Action()
	m.win.Resize(fyne.NewSize(1366, 768))
	m.setPresent(true)
	frame := laptop(m)
	m.win.Resize(fyne.NewSize(1366, 768).Subtract(frame))
	m.applyLook()
	alone := theme.TextSize()
	chooseLesson(t, m, 0)
	if least := m.win.Content().MinSize().Add(laptop(m)); least.Width > 1366 || least.Height > 768 {
		t.Errorf("presenting a lesson, the window needs %v", least)
	}
	if theme.TextSize() > alone {
		t.Errorf("text %v px with the lesson's bar, %v without", theme.TextSize(), alone)
	}
	m.session().Stop()
	m.closeLesson()
	if theme.TextSize() != alone {
		t.Errorf("text %v px after the lesson, %v before", theme.TextSize(), alone)
	}
}

// F5 turns presentation mode on while the Code screen's editor has the
// focus (it keeps every other key), and F6 its quiz on.
func TestFunctionKeysReachTheWindowFromTheEditor(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(3)
	ed := m.code().Editor()
	m.win.Canvas().Focus(ed)
	test.Type(ed, "x")
	ed.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF5})
	if !settings.Present.Get(m.prefs) {
		t.Error("F5 in the editor did not turn presentation mode on")
	}
	ed.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF6})
	if !m.code().Quiz().On() {
		t.Error("F6 in the editor did not turn the quiz on")
	}
	if m.win.Canvas().Focused() != ed {
		t.Error("the editor lost the focus")
	}
}
