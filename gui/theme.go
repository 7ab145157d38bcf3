package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"backtracklab/assets/fonts"
	"backtracklab/gui/settings"
)

// symbolsTheme is Fyne's default theme with the app's own symbols font
// (assets/fonts) first in line for text: Fyne's bundled Noto Sans has no
// arrows or minus sign, which the key hints show ("→ step", "↑/↓ speed"),
// and without a system font that has them (Windows, under Wine, has none)
// they drew as "�". Fyne looks a character up in the theme's font, then
// in its own bundled font of the style, then in the system's fonts; the
// symbols font holds only what Noto Sans lacks, so letters still come
// from Noto Sans, and Chinese from the system. Monospace text keeps
// Fyne's DejaVu Sans Mono (the boards' queens and crosses), and the
// symbol style Fyne's own symbols (menu shortcuts).
type symbolsTheme struct {
	fyne.Theme
}

// Font returns the symbols font for every style but monospace and symbol.
func (t symbolsTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.Theme.Font(s)
	}
	return fonts.Symbols
}

// variantTheme is the app's theme held to one variant, whatever the system
// prefers: the View menu's Light and Dark.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

// Color returns the colour named n in the theme's own variant.
func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// Variant is the variant the theme holds to; the boards' palette reads it
// (see palette.Variant), since Fyne reports only the system's.
func (t variantTheme) Variant() fyne.ThemeVariant { return t.variant }

// themeFor returns the theme for a settings.Theme choice. System follows
// the variant Fyne reports, which also honours its FYNE_THEME setting.
func themeFor(choice string) fyne.Theme {
	app := symbolsTheme{Theme: theme.DefaultTheme()}
	switch choice {
	case settings.ThemeLight:
		return variantTheme{Theme: app, variant: theme.VariantLight}
	case settings.ThemeDark:
		return variantTheme{Theme: app, variant: theme.VariantDark}
	}
	return app
}

// setTheme applies and keeps a settings.Theme choice: the View menu.
func (m *mainWindow) setTheme(choice string) {
	settings.Theme.Set(m.prefs, choice)
	m.applyLook()
}

// restoreTheme applies the look kept from the last run: the theme,
// presentation mode, high contrast.
func (m *mainWindow) restoreTheme() { m.applyLook() }

// tickLook ticks the View menu's theme, presentation and contrast as the
// settings are.
func (m *mainWindow) tickLook() {
	choice := settings.Theme.Get(m.prefs)
	for name, item := range m.menu.themes {
		item.Checked = name == choice
	}
	m.labelPresent()
	m.menu.main.Refresh()
}
