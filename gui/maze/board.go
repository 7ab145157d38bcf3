package maze

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/maze"
	"backtracklab/gui/cellgrid"
	"backtracklab/gui/palette"
)

// minLetterCell is the smallest cell, in Fyne units, that gets its S or
// E letter; smaller ones are told by their yellow alone.
const minLetterCell = 13

// Board draws a maze and what a search does on it, and reports the cell
// a click lands on. The cells are painted into one raster image, so a
// frame costs the same whether one cell changed or a thousand, and a
// 161×101 grid redraws in about a millisecond.
type Board struct {
	widget.BaseWidget

	// OnTapped is called with the cell a click lands on.
	OnTapped func(row, col int)

	view *View
	// place is where the grid lies in the widget: the largest rectangle
	// of the maze's proportions that fits, centred.
	place cellgrid.Placement
	img   *image.NRGBA
	r     *boardRenderer // the latest renderer, to redraw the raster alone
}

var _ fyne.Tappable = (*Board)(nil)

// NewBoard returns a board showing nothing until SetView.
func NewBoard() *Board {
	b := &Board{}
	b.ExtendBaseWidget(b)
	return b
}

// SetView shows v, which the board reads whenever it draws: the caller
// changes it only on the UI goroutine and calls Changed (or SetView
// again) after.
func (b *Board) SetView(v *View) {
	b.view = v
	b.Refresh()
}

// View is the view on show.
func (b *Board) View() *View { return b.view }

// Changed redraws the cells after the view changed, when the maze's size
// and S and E stayed as they were.
func (b *Board) Changed() {
	if b.r != nil {
		b.r.raster.Refresh()
		return
	}
	b.Refresh()
}

// Tapped is part of fyne.Tappable.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	if b.OnTapped == nil {
		return
	}
	if p, ok := b.CellAt(ev.Position); ok {
		b.OnTapped(p.Row, p.Col)
	}
}

// CellAt is the cell at pos in the widget, if any.
func (b *Board) CellAt(pos fyne.Position) (maze.Point, bool) {
	if b.view == nil {
		return maze.Point{}, false
	}
	row, col, ok := b.place.At(pos, b.view.H, b.view.W)
	return maze.Point{Row: row, Col: col}, ok
}

// CellCenter is the middle of the cell at row, col in the widget.
func (b *Board) CellCenter(row, col int) fyne.Position {
	return b.place.Center(row, col)
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	r := &boardRenderer{b: b, looks: looksFor(palette.Variant())}
	r.raster = canvas.NewRaster(r.draw)
	r.raster.ScaleMode = canvas.ImageScalePixels
	r.start = endpointLetter("S")
	r.end = endpointLetter("E")
	// A hairline round the grid: the outer walls would otherwise melt
	// into a dark background.
	r.frame = canvas.NewRectangle(color.Transparent)
	r.frame.StrokeWidth = 1
	r.objects = []fyne.CanvasObject{r.frame, r.raster, r.start, r.end}
	b.r = r
	return r
}

func endpointLetter(s string) *canvas.Text {
	t := canvas.NewText(s, color.Black)
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignCenter
	return t
}

// boardRenderer lays the raster and the S and E letters out.
type boardRenderer struct {
	b          *Board
	raster     *canvas.Raster
	frame      *canvas.Rectangle
	start, end *canvas.Text
	objects    []fyne.CanvasObject
	looks      looks
}

func (r *boardRenderer) Destroy() {}

func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves room for a small maze to be read.
func (r *boardRenderer) MinSize() fyne.Size { return fyne.NewSize(240, 160) }

// Layout fits the grid in size, keeping its cells square.
func (r *boardRenderer) Layout(size fyne.Size) {
	b := r.b
	v := b.view
	if v == nil || v.W == 0 || v.H == 0 {
		r.raster.Hide()
		r.frame.Hide()
		r.start.Hide()
		r.end.Hide()
		return
	}
	b.place.Cell = min(size.Width/float32(v.W), size.Height/float32(v.H))
	grid := fyne.NewSize(b.place.Cell*float32(v.W), b.place.Cell*float32(v.H))
	b.place.Origin = fyne.NewPos((size.Width-grid.Width)/2, (size.Height-grid.Height)/2)
	r.raster.Move(b.place.Origin)
	r.raster.Resize(grid)
	r.raster.Show()
	r.frame.Move(b.place.Origin.SubtractXY(1, 1))
	r.frame.Resize(grid.AddWidthHeight(2, 2))
	r.frame.Show()
	r.placeLetter(r.start, v.Start)
	r.placeLetter(r.end, v.End)
}

func (r *boardRenderer) placeLetter(t *canvas.Text, p maze.Point) {
	b := r.b
	if b.place.Cell < minLetterCell || !b.view.Inside(p) {
		t.Hide()
		return
	}
	t.Color = r.looks.endpointInk
	t.TextSize = b.place.Cell * 0.62
	t.Move(b.place.Origin.Add(fyne.NewPos(float32(p.Col)*b.place.Cell, float32(p.Row)*b.place.Cell)))
	t.Resize(fyne.NewSize(b.place.Cell, b.place.Cell))
	t.Show()
	t.Refresh()
}

// Refresh takes the theme's colours and redraws everything. The variant
// is the one the app's theme holds to (palette.Variant), as on the other
// boards: the View menu's Light or Dark, not only the system's.
func (r *boardRenderer) Refresh() {
	r.looks = looksFor(palette.Variant())
	r.frame.StrokeColor = r.looks.frame
	r.frame.Refresh()
	r.Layout(r.b.Size())
	r.raster.Refresh()
}

// draw paints the view at w×h pixels, at least a pixel a cell (Fyne
// scales a larger image down), reusing the last image when the size is
// the same.
func (r *boardRenderer) draw(w, h int) image.Image {
	b := r.b
	v := b.view
	if v == nil || v.W == 0 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	w, h = max(w, v.W), max(h, v.H)
	if b.img == nil || b.img.Rect.Dx() != w || b.img.Rect.Dy() != h {
		b.img = image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	paintLettered(b.img, v, &r.looks, b.place.Cell >= minLetterCell)
	return b.img
}
