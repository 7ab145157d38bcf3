package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// Presentation mode (View > Presentation, F5) draws everything larger for
// a projector: a theme whose sizes (text, padding, icons, lines) are the
// app's times a scale, so every text, board, tree and code view grows
// together: 150% by default, 100% to 300% with Ctrl+= and Ctrl+− (200%
// makes the body text 28 px, read from the back of a room, and the
// screens still fit 1920×1080; 150% fits 1366×768). The editing tools and
// hints (run.Aside) step aside, and bars of controls wrap (run.NewRow), so
// that they do. The scale does not follow the window's size: a window
// grows to hold what it shows, and a scale that grew with the window fed
// on itself (a 1920×1080 window grew to 1243 high, then more).

// presentStep is what Ctrl+= and Ctrl+− add and take, in percent.
const presentStep = 25

// scaledTheme is a theme with every size times scale.
type scaledTheme struct {
	fyne.Theme
	scale float32
}

// Size returns the size named n times the scale.
func (t scaledTheme) Size(n fyne.ThemeSizeName) float32 { return t.Theme.Size(n) * t.scale }

// contrastTheme draws text, lines and backgrounds in black and white, for
// a washed-out projector; the boards keep their palette, whose states all
// have a mark besides their colour.
type contrastTheme struct {
	fyne.Theme
}

// Color returns black or white for text, lines and backgrounds, and the
// theme's own colour for the rest.
func (t contrastTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	dark := v == theme.VariantDark
	if vt, ok := t.Theme.(variantTheme); ok {
		dark = vt.variant == theme.VariantDark
	}
	ink, paper := color.Color(color.Black), color.Color(color.White)
	if dark {
		ink, paper = paper, ink
	}
	switch n {
	case theme.ColorNameForeground:
		return ink
	case theme.ColorNameBackground, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground:
		return paper
	case theme.ColorNameSeparator, theme.ColorNameInputBorder, theme.ColorNamePlaceHolder:
		return ink
	case theme.ColorNameDisabled:
		// Grey, not ink: a control that does nothing now must not look
		// like one that does (Pause with nothing running, Copy with no
		// solutions).
		return halfway(ink, paper, 0.55)
	case theme.ColorNameInputBackground:
		// A tint of the ink, not paper: it is also the speed slider's
		// track, which vanished on the paper. The text on it is ink.
		return halfway(paper, ink, 0.25)
	}
	return t.Theme.Color(n, v)
}

// halfway is a share of the way from colour a to colour b.
func halfway(a, b color.Color, share float64) color.Color {
	return palette.Mix(color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA), share)
}

// themeOf is the theme the window's settings ask for at scale: the View
// menu's variant, scaled in presentation mode, in black and white with
// high contrast.
func (m *mainWindow) themeOf(scale float32) fyne.Theme {
	th := themeFor(settings.Theme.Get(m.prefs))
	if settings.Contrast.Get(m.prefs) {
		th = contrastTheme{Theme: th}
	}
	if scale != 1 {
		th = scaledTheme{Theme: th, scale: scale}
	}
	return th
}

// applyLook applies the theme the settings ask for and ticks the menu. In
// presentation mode it takes the scale asked for down as far as the
// screens need to fit the window, measured at it: a window grows to hold
// what it shows, past the screen's edge.
func (m *mainWindow) applyLook() {
	present := settings.Present.Get(m.prefs)
	run.SetPresenting(present)
	var room fyne.Size
	content := m.win.Content() // the tabs, and a lesson's bar under them
	if content != nil {
		room = content.Size()
	}
	if m.room.Width > 0 {
		room = m.room // the room before the window grew to new content
	}
	scale, was := float32(1), m.applied()
	if present {
		scale = float32(settings.PresentScale.Get(m.prefs)) / 100
	}
	for range 3 {
		m.scale = scale
		applyTheme(m.app.Settings(), m.themeOf(scale))
		if m.scale != was {
			// What measured its words' room (buttons that keep their
			// width, selects as wide as their longest option) measures
			// again.
			i18n.Resay()
			was = m.scale
		}
		if scale == 1 || content == nil || room.Width <= 0 || room.Height <= 0 {
			break
		}
		least := content.MinSize()
		over := max(least.Width/room.Width, least.Height/room.Height)
		if over <= 1 {
			break
		}
		// The screens' least size grows about in proportion to the
		// scale; a little to spare for the menu bar, which grows too.
		scale = max(1, scale/over*0.98)
	}
	m.tickLook()
}

// refit applies the look again in presentation mode, when what the
// window holds has changed (a lesson's slide), so that it fits.
func (m *mainWindow) refit() {
	if settings.Present.Get(m.prefs) {
		m.applyLook()
	}
}

// setContent puts c in the window (the tabs, with a lesson's bar or
// without) and, in presentation mode, fits it in the room the window had:
// a window grows at once to hold larger content.
func (m *mainWindow) setContent(c fyne.CanvasObject) {
	if !settings.Present.Get(m.prefs) || m.win.Content() == nil {
		m.win.SetContent(c)
		return
	}
	size, room := m.win.Canvas().Size(), m.win.Content().Size()
	m.win.SetContent(c)
	m.room = room
	m.applyLook()
	m.room = fyne.Size{}
	m.win.Resize(size)
}

// applied is the scale of the theme in use (1 before any).
func (m *mainWindow) applied() float32 { return max(1, m.scale) }

// setPresent turns presentation mode on or off: View > Presentation, F5.
func (m *mainWindow) setPresent(on bool) {
	settings.Present.Set(m.prefs, on)
	m.applyLook()
}

// zoom changes the presentation's scale by step percent (Ctrl+=, Ctrl+−),
// turning presentation mode on. A scale larger than the window holds is
// not taken: the screens would be drawn smaller than at the last one.
func (m *mainWindow) zoom(step int) {
	p := settings.PresentScale
	was := p.Get(m.prefs)
	percent := was
	if settings.Present.Get(m.prefs) {
		percent = min(p.Max, max(p.Min, percent+step))
	}
	p.Set(m.prefs, percent)
	m.setPresent(true)
	if step > 0 && percent > was && m.scale < float32(percent)/100 {
		p.Set(m.prefs, was)
		m.applyLook()
	}
}

// setContrast turns high contrast on or off: View > High contrast.
func (m *mainWindow) setContrast(on bool) {
	settings.Contrast.Set(m.prefs, on)
	m.applyLook()
}

// toggleFullScreen is F11.
func (m *mainWindow) toggleFullScreen() { m.win.SetFullScreen(!m.win.FullScreen()) }

// presentItems are View's presentation items.
func (m *mainWindow) presentItems() []*fyne.MenuItem {
	m.menu.present = fyne.NewMenuItem("", func() { m.setPresent(!settings.Present.Get(m.prefs)) })
	larger := fyne.NewMenuItem(i18n.T("present.menu.larger"), func() { m.zoom(presentStep) })
	larger.Shortcut = shortcut(fyne.KeyEqual)
	smaller := fyne.NewMenuItem(i18n.T("present.menu.smaller"), func() { m.zoom(-presentStep) })
	smaller.Shortcut = shortcut(fyne.KeyMinus)
	full := fyne.NewMenuItem(i18n.T("present.menu.fullscreen"), m.toggleFullScreen)
	m.menu.contrast = fyne.NewMenuItem(i18n.T("present.menu.contrast"), func() { m.setContrast(!settings.Contrast.Get(m.prefs)) })
	m.labelPresent()
	return []*fyne.MenuItem{m.menu.present, larger, smaller, full, m.menu.contrast}
}

// labelPresent names and ticks the presentation items as the settings are.
func (m *mainWindow) labelPresent() {
	m.menu.present.Label = i18n.T("present.menu", i18n.Args{"Percent": settings.PresentScale.Get(m.prefs)})
	m.menu.present.Checked = settings.Present.Get(m.prefs)
	m.menu.contrast.Checked = settings.Contrast.Get(m.prefs)
}

// presentKey applies F5 and F11, whatever has the focus, and reports
// whether k was one of them.
func (m *mainWindow) presentKey(k *fyne.KeyEvent) bool {
	switch k.Name {
	case fyne.KeyF5:
		m.setPresent(!settings.Present.Get(m.prefs))
	case fyne.KeyF11:
		m.toggleFullScreen()
	default:
		return false
	}
	return true
}
