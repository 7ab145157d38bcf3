package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/settings"
)

// variantTheme is Fyne's default theme held to one variant, whatever the
// system prefers: the View menu's Light and Dark.
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

// themeFor returns the theme for a settings.Theme choice.
func themeFor(choice string) fyne.Theme {
	switch choice {
	case settings.ThemeLight:
		return variantTheme{Theme: theme.DefaultTheme(), variant: theme.VariantLight}
	case settings.ThemeDark:
		return variantTheme{Theme: theme.DefaultTheme(), variant: theme.VariantDark}
	}
	return theme.DefaultTheme()
}

// setTheme applies and keeps a settings.Theme choice: the View menu.
func (m *mainWindow) setTheme(choice string) {
	settings.Theme.Set(m.prefs, choice)
	m.app.Settings().SetTheme(themeFor(choice))
	m.tickTheme(choice)
}

// restoreTheme applies the choice kept from the last run. System is left
// to Fyne, which then also honours its own FYNE_THEME setting.
func (m *mainWindow) restoreTheme() {
	choice := settings.Theme.Get(m.prefs)
	if choice != settings.ThemeSystem {
		m.app.Settings().SetTheme(themeFor(choice))
	}
	m.tickTheme(choice)
}

// tickTheme ticks choice in the View menu.
func (m *mainWindow) tickTheme(choice string) {
	for name, item := range m.menu.themes {
		item.Checked = name == choice
	}
	m.menu.main.Refresh()
}
