package teach

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Pointer is an overlay the screen lays over its board (in a stack, the
// board below): a ring around the piece a tapped line of the call stack
// names. It takes no taps, so the board under it keeps its own.
type Pointer struct {
	widget.BaseWidget

	centre fyne.Position
	size   float32
	shown  bool
}

// NewPointer returns a pointer that points at nothing.
func NewPointer() *Pointer {
	p := &Pointer{}
	p.ExtendBaseWidget(p)
	return p
}

// PointAt rings the square of the given size centred at centre, in the
// coordinates of the board under the pointer.
func (p *Pointer) PointAt(centre fyne.Position, size float32) {
	p.centre, p.size, p.shown = centre, size, true
	p.Refresh()
}

// Clear takes the ring away.
func (p *Pointer) Clear() {
	if p.shown {
		p.shown = false
		p.Refresh()
	}
}

// Shown reports whether the pointer rings a piece, and where.
func (p *Pointer) Shown() (centre fyne.Position, ok bool) { return p.centre, p.shown }

// MinSize is part of fyne.Widget: the overlay asks for no room.
func (p *Pointer) MinSize() fyne.Size { return fyne.Size{} }

// CreateRenderer is part of fyne.Widget.
func (p *Pointer) CreateRenderer() fyne.WidgetRenderer {
	r := &pointerRenderer{p: p, ring: canvas.NewCircle(color.Transparent)}
	r.Refresh()
	return r
}

type pointerRenderer struct {
	p    *Pointer
	ring *canvas.Circle
}

func (r *pointerRenderer) Destroy() {}

func (r *pointerRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.ring} }

func (r *pointerRenderer) MinSize() fyne.Size { return fyne.Size{} }

// Layout places the ring a little outside the square, so that it frames
// the piece rather than covering it.
func (r *pointerRenderer) Layout(fyne.Size) {
	d := r.p.size * 1.2
	r.ring.Resize(fyne.NewSquareSize(d))
	r.ring.Move(r.p.centre.SubtractXY(d/2, d/2))
}

func (r *pointerRenderer) Refresh() {
	r.ring.StrokeColor = r.p.Theme().Color(theme.ColorNameWarning, fyne.CurrentApp().Settings().ThemeVariant())
	r.ring.StrokeWidth = max(3, r.p.size/10)
	r.ring.Hidden = !r.p.shown
	r.Layout(r.p.Size())
	r.ring.Refresh()
}
