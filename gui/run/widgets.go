package run

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The screens update their widgets at every frame of a search; these
// helpers touch a widget only when what it shows changes, since every
// refresh costs a layout and a redraw.

// Enable enables or disables w, refreshing it only when that changes. A
// control disabled while it has the focus gives it back (see Release):
// a disabled select would still open on Space.
func Enable(w fyne.Disableable, on bool) {
	switch {
	case on && w.Disabled():
		w.Enable()
	case !on && !w.Disabled():
		w.Disable()
		if o, ok := w.(fyne.CanvasObject); ok {
			Release(o)
		}
	}
}

// SetText shows text in l unless l shows it already.
func SetText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// FitOptions makes a select that always holds a choice as wide as its
// longest option. Fyne sizes a select by its placeholder, "(Select one)"
// unless set, which such a select never shows.
func FitOptions(sel *widget.Select) {
	size := fyne.CurrentApp().Settings().Theme().Size(theme.SizeNameText)
	var widest float32
	for _, o := range sel.Options {
		if w := fyne.MeasureText(o, size, fyne.TextStyle{}).Width; w >= widest {
			widest, sel.PlaceHolder = w, o
		}
	}
}

// FixedWidth lays o out width wide at its own height, so that a select or
// an entry in a row keeps its size whatever it holds.
func FixedWidth(o fyne.CanvasObject, width float32) fyne.CanvasObject {
	return container.New(fixedWidth(width), o)
}

// fixedWidth lays its objects out as wide as it is, at least its width
// in points of the default text size, grown with the text (presentation
// mode), and as high as the highest of them.
type fixedWidth float32

func (w fixedWidth) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

func (w fixedWidth) MinSize(objects []fyne.CanvasObject) fyne.Size {
	least := fyne.NewSize(float32(w)*theme.TextSize()/theme.DefaultTheme().Size(theme.SizeNameText), 0)
	for _, o := range objects {
		least.Height = max(least.Height, o.MinSize().Height)
	}
	return least
}
