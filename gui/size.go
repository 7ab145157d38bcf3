package gui

import (
	"fyne.io/fyne/v2"

	"backtracklab/gui/settings"
)

// storedSize is the window's size when it was last closed, within the
// bounds settings.WindowWidth and WindowHeight set; the default (1200×720)
// fits a 1366×768 laptop with room for the desktop's panels.
func storedSize(p fyne.Preferences) fyne.Size {
	return fyne.NewSize(float32(settings.WindowWidth.Get(p)), float32(settings.WindowHeight.Get(p)))
}

// keepSize stores the window's size for the next start. A window closed
// before it was ever laid out has no size: that is not kept.
func keepSize(p fyne.Preferences, s fyne.Size) {
	if s.Width <= 0 || s.Height <= 0 {
		return
	}
	settings.WindowWidth.Set(p, float64(s.Width))
	settings.WindowHeight.Set(p, float64(s.Height))
}
