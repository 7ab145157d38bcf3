//go:build js

package filedialog

import (
	"bytes"
	"errors"
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
)

// inBrowser is whether the app runs in a browser: Fyne's file dialogs
// have no file system to show there.
const inBrowser = true

// pickerID is the id of the page's file input while it is open; a
// browser test finds it by the file chooser it opens.
const pickerID = "backtracklab-open"

// pickFile opens the browser's file picker (a hidden file input, clicked:
// the browser allows it for a few seconds after the key or click that
// asked) and passes the file chosen to done on the UI goroutine. It reads
// at most limit+1 bytes of it; the reader tells the whole size. A picker
// cancelled says nothing (not every browser tells).
func pickFile(limit int, done func(fyne.URIReadCloser, error)) {
	doc := js.Global().Get("document")
	if old := doc.Call("getElementById", pickerID); old.Truthy() {
		old.Call("remove")
	}
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("id", pickerID)
	input.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", input)

	var onChange, onCancel js.Func
	finish := func() {
		input.Call("remove")
		onChange.Release()
		onCancel.Release()
	}
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		finish()
		return nil
	})
	// JavaScript callbacks must not block: the file is read by a promise,
	// and done runs on the UI goroutine.
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := input.Get("files")
		if files.Length() == 0 {
			finish()
			return nil
		}
		file := files.Index(0)
		name, size := file.Get("name").String(), int64(file.Get("size").Float())
		var then, catch js.Func
		release := func() {
			then.Release()
			catch.Release()
			finish()
		}
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			view := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, view.Length())
			js.CopyBytesToGo(data, view)
			release()
			r := &picked{Reader: bytes.NewReader(data), uri: storage.NewFileURI(name), size: size}
			go fyne.Do(func() { done(r, nil) })
			return nil
		})
		catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
			err := errors.New(js.Global().Get("String").Invoke(args[0]).String())
			release()
			go fyne.Do(func() { done(nil, err) })
			return nil
		})
		end := min(size, int64(limit)+1)
		file.Call("slice", 0, end).Call("arrayBuffer").Call("then", then).Call("catch", catch)
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("addEventListener", "cancel", onCancel)
	input.Call("click")
}

// picked is a file the browser's picker gave: its first bytes, its name
// and its whole size.
type picked struct {
	*bytes.Reader
	uri  fyne.URI
	size int64
}

func (p *picked) URI() fyne.URI { return p.uri }
func (p *picked) Close() error  { return nil }
func (p *picked) Size() int64   { return p.size }

// download collects what is written and, when closed, hands it to the
// browser as a download named as asked.
type download struct {
	bytes.Buffer
	uri    fyne.URI
	closed bool
}

func newDownload(fileName string) fyne.URIWriteCloser {
	return &download{uri: storage.NewFileURI(fileName)}
}

func (d *download) URI() fyne.URI { return d.uri }

// Close starts the download: a link to the bytes as a Blob, clicked. The
// Blob's address is freed a minute later, when the browser has long
// taken the file.
func (d *download) Close() error {
	if d.closed {
		return errors.New("filedialog: download closed twice")
	}
	d.closed = true
	data := js.Global().Get("Uint8Array").New(d.Len())
	js.CopyBytesToJS(data, d.Bytes())
	blob := js.Global().Get("Blob").New([]any{data}, map[string]any{"type": "text/plain;charset=utf-8"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	link := doc.Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", d.uri.Name())
	link.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	d.Reset()
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, time.Minute.Milliseconds())
	return nil
}
