package handout

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Raster is a canvas of pixels, Scale pixels a point, on white.
type Raster struct {
	Img   *image.RGBA
	Scale float64
	ras   vector.Rasterizer
}

// NewRaster returns a white image for a picture w×h points at scale
// pixels a point.
func NewRaster(w, h, scale float64) *Raster {
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(w*scale)), int(math.Ceil(h*scale))))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	return &Raster{Img: img, Scale: scale}
}

func (c Color) rgba() color.RGBA { return color.RGBA{c.R, c.G, c.B, 0xff} }

// polygon fills the polygon through pts (in points) with c. The
// rasterizer covers the polygon's bounding box only: a small shape costs
// its own pixels, not the whole image's.
func (r *Raster) polygon(c Color, pts ...[2]float64) {
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = min(minX, p[0]*r.Scale), max(maxX, p[0]*r.Scale)
		minY, maxY = min(minY, p[1]*r.Scale), max(maxY, p[1]*r.Scale)
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(r.Img.Bounds())
	if box.Empty() {
		return
	}
	r.ras.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for i, p := range pts {
		x, y := float32(p[0]*r.Scale-ox), float32(p[1]*r.Scale-oy)
		if i == 0 {
			r.ras.MoveTo(x, y)
		} else {
			r.ras.LineTo(x, y)
		}
	}
	r.ras.ClosePath()
	r.ras.Draw(r.Img, box, image.NewUniform(c.rgba()), image.Point{})
}

func (r *Raster) Rect(x, y, w, h float64, s Style) {
	if !s.Fill.None() {
		r.polygon(s.Fill, [2]float64{x, y}, [2]float64{x + w, y}, [2]float64{x + w, y + h}, [2]float64{x, y + h})
	}
	if !s.Stroke.None() {
		line := Style{Stroke: s.Stroke, Width: s.Width, Dash: s.Dash}
		r.Line(x, y, x+w, y, line)
		r.Line(x+w, y, x+w, y+h, line)
		r.Line(x+w, y+h, x, y+h, line)
		r.Line(x, y+h, x, y, line)
	}
}

func (r *Raster) Line(x1, y1, x2, y2 float64, s Style) {
	if s.Stroke.None() {
		return
	}
	w := max(s.Width, 0.5/r.Scale) // at least half a pixel
	if s.Dash {
		for _, d := range dashes(x1, y1, x2, y2, w) {
			r.segment(d[0], d[1], d[2], d[3], w, s.Stroke)
		}
		return
	}
	r.segment(x1, y1, x2, y2, w, s.Stroke)
}

// segment fills a line w points wide, its ends square and extended by
// half its width so that the corners of a rectangle close.
func (r *Raster) segment(x1, y1, x2, y2, w float64, c Color) {
	l := math.Hypot(x2-x1, y2-y1)
	if l == 0 {
		return
	}
	ux, uy := (x2-x1)/l*w/2, (y2-y1)/l*w/2
	x1, y1, x2, y2 = x1-ux, y1-uy, x2+ux, y2+uy
	r.polygon(c, [2]float64{x1 - uy, y1 + ux}, [2]float64{x2 - uy, y2 + ux}, [2]float64{x2 + uy, y2 - ux}, [2]float64{x1 + uy, y1 - ux})
}

func (r *Raster) Circle(cx, cy, rad float64, s Style) {
	const steps = 48
	ring := func(rr float64) [][2]float64 {
		pts := make([][2]float64, steps)
		for i := range pts {
			a := 2 * math.Pi * float64(i) / steps
			pts[i] = [2]float64{cx + rr*math.Cos(a), cy + rr*math.Sin(a)}
		}
		return pts
	}
	if !s.Fill.None() {
		r.polygon(s.Fill, ring(rad)...)
	}
	if !s.Stroke.None() {
		pts := ring(rad)
		for i := range pts {
			p, q := pts[i], pts[(i+1)%steps]
			r.segment(p[0], p[1], q[0], q[1], max(s.Width, 0.5/r.Scale), s.Stroke)
		}
	}
}

func (r *Raster) Text(x, y, size float64, c Color, a Align, text string) {
	if text == "" {
		return
	}
	x = startX(x, TextWidth(text, size), a)
	d := font.Drawer{
		Dst:  r.Img,
		Src:  image.NewUniform(c.rgba()),
		Face: face(size * r.Scale),
		Dot:  fixed.Point26_6{X: fixed.Int26_6(x * r.Scale * 64), Y: fixed.Int26_6(y * r.Scale * 64)},
	}
	d.DrawString(text)
}
