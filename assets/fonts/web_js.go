//go:build js && wasm

package fonts

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// In the browser the app can read no system font, so Chinese would show
// boxes. The page (assets/web/start.js) fetches the web build's font, the
// symbols with the Chinese characters the app shows (.ci/cjkfont.py), and
// leaves its bytes in backtracklabFont; it takes Symbols' place. Without
// it (a page served without its fonts folder) the symbols still draw.
func init() {
	v := js.Global().Get("backtracklabFont")
	if v.Type() != js.TypeObject || v.Get("length").Int() == 0 {
		return
	}
	data := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(data, v)
	js.Global().Delete("backtracklabFont")
	Symbols = fyne.NewStaticResource("BacktrackLabWeb-Regular.ttf", data)
}
