//go:build !js

package filedialog

import "fyne.io/fyne/v2"

// inBrowser is whether the app runs in a browser (browser.go).
const inBrowser = false

func pickFile(int, func(fyne.URIReadCloser, error)) {
	panic("filedialog: no file picker outside a browser")
}

func newDownload(string) fyne.URIWriteCloser { panic("filedialog: no download outside a browser") }
