// Package filedialog is the file Open and Save plumbing the puzzle
// screens share: Fyne's dialogs, sized to the window, reading and writing
// a puzzle's text form. Each screen says what the text means.
package filedialog

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// Fail is told about a file that could not be opened, read or saved:
// what went wrong, in words, and the error.
type Fail func(what string, err error)

// Open asks for a file and passes its name and text to open. It reads at
// most limit+1 bytes, so that open can tell a file larger than limit
// without reading all of it. Cancelling does nothing.
func Open(win fyne.Window, limit int, open func(name, text string), fail Fail) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			fail("The file could not be opened", err)
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
		if err != nil {
			fail("The file could not be read", err)
			return
		}
		open(r.URI().Name(), string(data))
	}, win)
	d.Resize(Size(win))
	d.Show()
}

// Save asks where to save text, offering fileName, writes it and passes
// the name chosen to saved. Cancelling does nothing.
func Save(win fyne.Window, fileName, text string, saved func(name string), fail Fail) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			fail("The file could not be saved", err)
			return
		}
		if w == nil {
			return // cancelled
		}
		_, err = io.WriteString(w, text)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			fail("The file could not be saved", err)
			return
		}
		saved(w.URI().Name())
	}, win)
	d.SetFileName(fileName)
	d.Resize(Size(win))
	d.Show()
}

// Size is a comfortable size for a dialog in win: most of the window,
// within bounds that keep a file list readable.
func Size(win fyne.Window) fyne.Size {
	size := win.Canvas().Size()
	return fyne.NewSize(min(max(size.Width*0.8, 500), 900), min(max(size.Height*0.8, 400), 640))
}
