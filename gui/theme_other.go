//go:build !(js && wasm)

package gui

import "fyne.io/fyne/v2"

// applyTheme sets th as the app's theme (see theme_js.go for the browser).
func applyTheme(s fyne.Settings, th fyne.Theme) { s.SetTheme(th) }
