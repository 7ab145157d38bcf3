// Package filedialog is the file Open and Save plumbing the puzzle
// screens share: Fyne's dialogs, sized to the window, reading and writing
// a puzzle's text form. Each screen says what the text means. In the
// browser, where Fyne's dialogs have no file system to show, Open is the
// browser's file picker and Save downloads the file (browser.go).
package filedialog

import (
	"fmt"
	"io"
	"math"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"backtracklab/gui/i18n"
)

// Fail is told about a file that could not be opened, read or saved:
// what went wrong, in words, and the error, a *FileError.
type Fail func(what string, err error)

// Op is what was being done to a file when it failed.
type Op uint8

// The file operations that can fail.
const (
	Opening Op = iota
	Reading
	Saving
)

var opKeys = [...]string{"files.fail.open", "files.fail.read", "files.fail.save"}

// FileError is a file that could not be opened, read or saved. Its
// message is the system's; What tells the operation in the language in
// use, so that a screen can tell it again after a change of language.
type FileError struct {
	Op  Op
	Err error
}

func (e *FileError) Error() string { return e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// What says what failed, in the language in use: "The file could not be
// opened".
func (e *FileError) What() string { return i18n.T(opKeys[e.Op]) }

// failed tells fail about err in op.
func failed(fail Fail, op Op, err error) {
	fe := &FileError{Op: op, Err: err}
	fail(fe.What(), fe)
}

// Open asks for a file and passes its name, text and size in bytes to
// open. It reads at most limit+1 bytes, so that open can tell a file
// larger than limit, whose real size it is still told. Cancelling does
// nothing.
func Open(win fyne.Window, limit int, open func(name, text string, size int64), fail Fail) {
	OpenFile(win, limit, func(r fyne.URIReadCloser, err error) {
		if err != nil {
			failed(fail, Opening, err)
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
		if err != nil {
			failed(fail, Reading, err)
			return
		}
		size := int64(len(data))
		if size > int64(limit) {
			size = fileSize(r, size)
		}
		open(r.URI().Name(), string(data), size)
	})
}

// OpenFile asks for a file to read and passes it to done on the UI
// goroutine, or nil when the user cancelled (in a browser, which may not
// say, nothing at all). At least limit+1 bytes of it can be read.
func OpenFile(win fyne.Window, limit int, done func(fyne.URIReadCloser, error)) {
	if inBrowser {
		pickFile(limit, done)
		return
	}
	d := dialog.NewFileOpen(done, win)
	d.Resize(Size(win))
	d.Show()
}

// SaveFile asks where to save a file, offering fileName, and passes a
// writer for it to done on the UI goroutine, or nil when the user
// cancelled. In a browser the writer downloads what was written, as
// fileName, when it is closed.
func SaveFile(win fyne.Window, fileName string, done func(fyne.URIWriteCloser, error)) {
	if inBrowser {
		done(newDownload(fileName), nil)
		return
	}
	d := dialog.NewFileSave(done, win)
	d.SetFileName(fileName)
	d.Resize(Size(win))
	d.Show()
}

// Save asks where to save text, offering fileName, writes it and passes
// the name chosen to saved. Cancelling does nothing.
func Save(win fyne.Window, fileName, text string, saved func(name string), fail Fail) {
	SaveFile(win, fileName, func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			failed(fail, Saving, err)
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
			failed(fail, Saving, err)
			return
		}
		saved(w.URI().Name())
	})
}

// Size is a comfortable size for a dialog in win: most of the window,
// within bounds that keep a file list readable.
func Size(win fyne.Window) fyne.Size {
	size := win.Canvas().Size()
	return fyne.NewSize(min(max(size.Width*0.8, 500), 900), min(max(size.Height*0.8, 400), 640))
}

// fileSize is the size of the file r reads, of which read bytes are
// read: the reader's own word when it has one (the browser's picker reads
// no more than asked, and tells the whole size), the file system's for a
// local file, else what is left counted.
func fileSize(r fyne.URIReadCloser, read int64) int64 {
	if s, ok := r.(interface{ Size() int64 }); ok {
		return s.Size()
	}
	if r.URI().Scheme() == "file" {
		if fi, err := os.Stat(r.URI().Path()); err == nil {
			return fi.Size()
		}
	}
	rest, _ := io.Copy(io.Discard, r)
	return read + rest
}

// TooLargeError is a text larger than a screen reads. Its message is
// built here alone, from the fields, in the language in use when it is
// asked for.
type TooLargeError struct {
	Size, Limit int64 // in bytes
	// MaxSide, for a maze, is the most cells it has across and down,
	// which is what sets Limit.
	MaxSide int
}

func (e *TooLargeError) Error() string {
	size, limit := megabytes(e.Size, math.Ceil), megabytes(e.Limit, math.Floor)
	if e.MaxSide > 0 {
		return i18n.T("files.toolarge.maze", i18n.Args{"Size": size, "Side": e.MaxSide, "Limit": limit})
	}
	return i18n.T("files.toolarge.puzzle", i18n.Args{"Size": size, "Limit": limit})
}

// megabytes writes n bytes in MB to a tenth, rounded by round: a size
// just over a limit rounds up and the limit down, so that they never
// read the same.
func megabytes(n int64, round func(float64) float64) string {
	mb := round(float64(n)*10/(1<<20)) / 10
	return fmt.Sprintf("%g MB", mb)
}
