package export

import (
	"context"
	"errors"
	"image"
	"image/png"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"

	"backtracklab/engine/handout"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// ViewsPNG is the PNG of a screen's content (its board and the Teach
// views on show: the call stack, the search tree, the step log, the
// code) as the window shows it at the step on show, painted again by
// Fyne's software painter, not read from the screen: sharp at the
// window's scale, whatever covers the window. None before a run.
func ViewsPNG(win fyne.Window, content fyne.CanvasObject, s *run.Session, base string) []Format {
	_, shown, last, ok := s.History()
	if s.Recording() == nil || !ok || last == 0 {
		return nil
	}
	var img image.Image
	return []Format{{Label: i18n.T("handout.format.views", i18n.Args{"Step": run.Thousands(shown)}), File: base + "-views.png",
		// Painted on the UI goroutine, where the widgets may be read:
		// one walk of the objects, as a frame is; the encoding, the
		// slow part, is Write's, in the background.
		Before: func() { img = Paint(win, content) },
		Write: func(_ context.Context, w io.Writer, _ handout.Paper, _ Progress) error {
			if img == nil {
				return errors.New("the views were not painted") // Before was not called
			}
			return png.Encode(w, img)
		}}}
}

// Paint paints content, laid out as it is in win, on an image at win's
// scale. The objects stay where they are: an offscreen canvas paints a
// container that holds them moved back by content's place in its parent,
// so content lands at the image's corner. Call it on the UI goroutine.
func Paint(win fyne.Window, content fyne.CanvasObject) image.Image {
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetScale(win.Canvas().Scale())
	holder := container.NewWithoutLayout(content)
	holder.Move(fyne.NewPos(-content.Position().X, -content.Position().Y))
	c.SetContent(container.NewWithoutLayout(holder))
	c.Resize(content.Size())
	return c.Capture()
}
