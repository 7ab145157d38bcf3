//go:build js && wasm

package gui

import (
	"syscall/js"

	"fyne.io/fyne/v2"
	"github.com/fyne-io/gl-js"
)

// applyTheme sets th as the app's theme. In a browser Fyne (2.7.1) frees
// the text textures of the old theme with no WebGL context current, and
// the app died at a change of theme ("call of Value.Call on null" in
// DeleteTexture): the page's canvas's context is made current around it.
func applyTheme(s fyne.Settings, th fyne.Theme) {
	canvas := js.Global().Get("document").Call("querySelector", "body > canvas")
	if !canvas.Truthy() {
		s.SetTheme(th) // no window yet: nothing to free
		return
	}
	// getContext returns the context the canvas already has.
	if ctx := canvas.Call("getContext", "webgl"); ctx.Truthy() {
		gl.ContextWatcher.OnMakeCurrent(ctx)
		defer gl.ContextWatcher.OnDetach()
	}
	s.SetTheme(th)
}
