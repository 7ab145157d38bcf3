package teach

import (
	"image"
	"image/color"

	"backtracklab/engine/trace/tree"
	"backtracklab/gui/palette"
)

// generate draws the overview: the tree zoomed out too far for words, as
// lines and dots, one pixel at a time into an image the size of the view
// (w by h pixels). Only the nodes in view are drawn. The painter calls it
// on the UI goroutine when the raster was refreshed.
func (r *treeRenderer) generate(w, h int) image.Image {
	if r.img == nil || r.img.Rect.Dx() != w || r.img.Rect.Dy() != h {
		r.img = image.NewRGBA(image.Rect(0, 0, w, h))
	} else {
		clear(r.img.Pix)
	}
	v := r.v
	if !r.overview || v.n == 0 || v.Size().Width <= 0 {
		return r.img
	}
	px := float32(w) / v.Size().Width // pixels a point
	o := overview{img: r.img, px: px, v: v}
	win := r.inView()
	last := min(win.d1+1, int32(v.lay.levels()-1))
	// Stubs are left out when their crosses would be under three pixels:
	// thousands of them would hide the choices in a red haze.
	stubs := v.geo.cross*v.zoom*px >= 3
	edge, stub := premultiply(r.c.edge), premultiply(withAlpha(palette.Attack, 0x60))
	for d := max(win.d0, 1); d <= last; d++ {
		reach := v.lay.span[d] + v.maxW/2
		for _, l := range r.row(d, win.x0-reach, win.x1+reach) {
			c := edge
			switch {
			case v.onPath[l]:
				continue // drawn last, over the rest
			case v.kind(int(l)) == tree.Stub:
				if !stubs {
					continue
				}
				c = stub
			}
			o.edge(int(l), c, false)
		}
	}
	placed, hollow, solved := premultiply(palette.Placed), premultiply(withAlpha(palette.Placed, 0x90)), premultiply(palette.Solution)
	attack := premultiply(palette.Attack)
	var found []int32
	for d := win.d0; d <= win.d1; d++ {
		for _, l := range r.row(d, win.x0-v.maxW/2, win.x1+v.maxW/2) {
			x, y := o.at(v.lay.x[l], d, 0)
			half := max(v.lay.width[l]*v.zoom*px/2, 1)
			hgt := max(v.nodeHeight(int(l))*v.zoom*px, 2)
			c := hollow
			switch {
			case v.kind(int(l)) == tree.Stub:
				if !stubs {
					continue
				}
				c, hgt = attack, v.geo.cross*v.zoom*px
				half = hgt / 2
			case v.solved(int(l)):
				found = append(found, l)
				continue
			case v.onPath[l]:
				c = placed
			}
			o.rect(x-half, y, x+half, y+hgt, c)
		}
	}
	for _, l := range v.path {
		if l > 0 {
			o.edge(int(l), placed, true)
		}
	}
	for _, l := range found {
		x, y := o.at(v.lay.x[l], v.lay.level[l], 0)
		half := max(v.lay.width[l]*v.zoom*px/2, 2)
		o.rect(x-half, y, x+half, y+max(v.geo.boxH*v.zoom*px, 4), solved)
	}
	if v.cur >= 0 {
		c := v.centre(v.cur)
		cx, cy := c.X*px, c.Y*px
		rad := max(v.lay.width[v.cur]*v.zoom*px/2+3*px, 5*px)
		o.ring(cx, cy, rad, premultiply(palette.Trying), max(2*px, 2))
	}
	return r.img
}

// overview draws into the overview's image.
type overview struct {
	img *image.RGBA
	px  float32
	v   *TreeView
}

// edge draws the edge into local node l.
func (o *overview) edge(l int, c color.RGBA, thick bool) {
	v := o.v
	p := v.lay.parent[l]
	x0, y0 := o.at(v.lay.x[p], v.lay.level[p], v.nodeHeight(int(p)))
	x1, y1 := o.at(v.lay.x[l], v.lay.level[l], 0)
	o.line(x0, y0, x1, y1, c, thick)
}

// at is the pixel of a point of the layout: x across, dy below the top
// of level d.
func (o *overview) at(x float32, d int32, dy float32) (float32, float32) {
	p := o.v.at(x, d, dy)
	return p.X * o.px, p.Y * o.px
}

// premultiply returns c as premultiplied RGBA.
func premultiply(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

// blend lays c over the pixel (x, y), if it is in the image.
func (o *overview) blend(x, y int, c color.RGBA) {
	b := o.img.Rect
	if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
		return
	}
	i := o.img.PixOffset(x, y)
	p := o.img.Pix[i : i+4 : i+4]
	k := 255 - uint32(c.A)
	p[0] = uint8(uint32(c.R) + uint32(p[0])*k/255)
	p[1] = uint8(uint32(c.G) + uint32(p[1])*k/255)
	p[2] = uint8(uint32(c.B) + uint32(p[2])*k/255)
	p[3] = uint8(uint32(c.A) + uint32(p[3])*k/255)
}

// line draws a line one pixel wide, three if thick, clipped to the image.
func (o *overview) line(x0, y0, x1, y1 float32, c color.RGBA, thick bool) {
	w, h := float32(o.img.Rect.Dx()), float32(o.img.Rect.Dy())
	if (x0 < 0 && x1 < 0) || (y0 < 0 && y1 < 0) || (x0 >= w && x1 >= w) || (y0 >= h && y1 >= h) {
		return
	}
	dx, dy := x1-x0, y1-y0
	steps := max(abs(dx), abs(dy))
	if steps < 1 {
		steps = 1
	}
	// Clip the walk to the image, so that a long edge costs its pixels in view.
	t0, t1 := float32(0), float32(1)
	clip := func(p, q float32) bool { // p*t <= q
		switch {
		case p == 0:
			return q >= 0
		case p < 0:
			t0 = max(t0, q/p)
		default:
			t1 = min(t1, q/p)
		}
		return t0 <= t1
	}
	if !clip(-dx, x0+1) || !clip(dx, w-x0) || !clip(-dy, y0+1) || !clip(dy, h-y0) {
		return
	}
	horizontal := abs(dx) > abs(dy)
	for i := int(t0 * steps); i <= int(t1*steps); i++ {
		t := float32(i) / steps
		x, y := int(x0+dx*t), int(y0+dy*t)
		o.blend(x, y, c)
		if thick {
			if horizontal {
				o.blend(x, y-1, c)
				o.blend(x, y+1, c)
			} else {
				o.blend(x-1, y, c)
				o.blend(x+1, y, c)
			}
		}
	}
}

// rect fills the rectangle from (x0, y0) to (x1, y1), clipped.
func (o *overview) rect(x0, y0, x1, y1 float32, c color.RGBA) {
	b := o.img.Rect
	ix0, iy0 := max(int(x0), b.Min.X), max(int(y0), b.Min.Y)
	ix1, iy1 := min(int(x1+0.999), b.Max.X), min(int(y1+0.999), b.Max.Y)
	for y := iy0; y < iy1; y++ {
		for x := ix0; x < ix1; x++ {
			o.blend(x, y, c)
		}
	}
}

// ring draws a square ring of half side rad around (cx, cy), width wide.
func (o *overview) ring(cx, cy, rad float32, c color.RGBA, width float32) {
	o.rect(cx-rad, cy-rad, cx+rad, cy-rad+width, c)
	o.rect(cx-rad, cy+rad-width, cx+rad, cy+rad, c)
	o.rect(cx-rad, cy-rad+width, cx-rad+width, cy+rad-width, c)
	o.rect(cx+rad-width, cy-rad+width, cx+rad, cy+rad-width, c)
}
