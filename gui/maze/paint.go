package maze

import (
	"image"
	"image/color"
	"math"

	"backtracklab/engine/maze"
	"backtracklab/gui/palette"
)

// painter draws a View into an image, one rectangle per cell. Cell edges
// fall at whole pixels, spread evenly: cells differ by at most a pixel,
// and the grid fills the image exactly whatever the maze's size. Drawing
// writes the pixels directly; a 161×101 grid in 900×560 pixels takes
// about a millisecond.
type painter struct {
	img    *image.NRGBA
	xs, ys []int // the left edge of each column and the top of each row, and the far edges
	looks  *looks
}

// paint draws v into img with the colours l; img may be reused between
// calls.
func paint(img *image.NRGBA, v *View, l *looks) { paintLettered(img, v, l, false) }

// paintLettered is paint for a board that writes S and E on their cells
// (lettered): a path stops at their edge, where it crossed the letter.
func paintLettered(img *image.NRGBA, v *View, l *looks, lettered bool) {
	p := painter{img: img, looks: l}
	w, h := img.Rect.Dx(), img.Rect.Dy()
	p.xs = edges(w, v.W)
	p.ys = edges(h, v.H)
	marks := p.cellSide() >= minMarkCell
	for r := range v.H {
		for c := range v.W {
			cell := &v.Cells[r*v.W+c]
			f := l.cellFill(cell, v)
			p.fillCell(r, c, f)
			if marks {
				p.mark(maze.Point{Row: r, Col: c}, cell.Mark, f, l)
			}
		}
	}
	ends := func() {
		for _, e := range [...]maze.Point{v.Start, v.End} {
			if v.Inside(e) {
				p.fillCell(e.Row, e.Col, l.endpoint)
			}
		}
	}
	if !lettered {
		ends() // under the path, which runs across them
	}
	lw := p.lineWidth()
	if v.Compared {
		// The first path is a wide band in its own colour with a dark
		// edge, so that it stands out of the second search's marks
		// (paler in a comparison) and the second line fits inside it.
		first := func(c *Cell) Link { return c.First }
		w := lw*2 - lw/3
		p.lines(v, first, w+2*p.thickness(), l.edge)
		p.lines(v, first, w, l.lineColour(v.First))
	}
	line := func(c *Cell) Link { return c.Line }
	p.lines(v, line, lw, l.lineColour(v.Line))
	if v.Line == BFS && lw >= 3 {
		// The shortest path is a hollow line, the depth-first one solid:
		// the two tell apart in grey too.
		p.lines(v, line, max(1, lw/3), l.core)
	}
	if lettered {
		ends() // over the path, which stops at their edge
	}
	if v.HasCurrent && v.Inside(v.Current) {
		p.ring(v.Current, l.current)
	}
	if v.HasTried && v.Inside(v.Tried) {
		p.corners(v.Tried, l.trying)
	}
	if v.HasRejected && v.Inside(v.Rejected) {
		p.ring(v.Rejected, l.rejected)
		p.cross(v.Rejected, l.rejected)
	}
}

// edges splits n pixels into k cells: k+1 edges.
func edges(n, k int) []int {
	e := make([]int, k+1)
	for i := range e {
		e[i] = i * n / k
	}
	return e
}

// minMarkCell is the smallest cell, in pixels, that gets the mark of its
// state besides its fill; smaller cells are too small to read one.
const minMarkCell = 7

// cellSide is the side of the smaller cells.
func (p *painter) cellSide() int { return min(p.xs[1]-p.xs[0], p.ys[1]-p.ys[0]) }

// mark draws the sign of a cell's state over its fill f, so that no state
// rests on colour alone: a dot on a cell breadth-first search has
// reached, a small ring on one in its queue, a cross on a dead end. The
// sign is the fill darkened, so it fades with it in a comparison.
func (p *painter) mark(pt maze.Point, m Mark, f color.NRGBA, l *looks) {
	ink := palette.Mix(f, l.wall, 0.55)
	cw := p.cellSide()
	x, y := p.centre(pt)
	switch m {
	case Seen:
		p.disc(x, y, max(1, cw/7), 0, ink)
	case Frontier:
		p.disc(x, y, max(2, cw*3/10), max(1, cw*3/10-max(1, cw/9)), ink)
	case DeadEnd:
		p.cross(pt, ink)
	}
}

// disc fills the circle of radius out round (cx, cy) but for the circle
// of radius in (0 for a full disc), row by row.
func (p *painter) disc(cx, cy, out, in int, col color.NRGBA) {
	span := func(r, dy int) int {
		if dy*dy > r*r {
			return -1
		}
		return int(math.Sqrt(float64(r*r - dy*dy)))
	}
	for dy := -out; dy <= out; dy++ {
		o := span(out, dy)
		i := -1
		if in > 0 {
			i = span(in, dy)
		}
		if i < 0 {
			p.fill(cx-o, cy+dy, cx+o+1, cy+dy+1, col)
			continue
		}
		p.fill(cx-o, cy+dy, cx-i, cy+dy+1, col)
		p.fill(cx+i+1, cy+dy, cx+o+1, cy+dy+1, col)
	}
}

// corners marks a cell with its four corners, like a viewfinder: the
// cell being tried, told from the full ring of the cell the search
// stands on.
func (p *painter) corners(pt maze.Point, col color.NRGBA) {
	x0, y0, x1, y1 := p.xs[pt.Col], p.ys[pt.Row], p.xs[pt.Col+1], p.ys[pt.Row+1]
	t := p.thickness() + 1
	a := max(t+1, (x1-x0)/4)
	for _, c := range [4][2]int{{x0, y0}, {x1 - a, y0}, {x0, y1 - t}, {x1 - a, y1 - t}} {
		p.fill(c[0], c[1], c[0]+a, c[1]+t, col) // the arms along the top and bottom
	}
	b := max(t+1, (y1-y0)/4)
	for _, c := range [4][2]int{{x0, y0}, {x1 - t, y0}, {x0, y1 - b}, {x1 - t, y1 - b}} {
		p.fill(c[0], c[1], c[0]+t, c[1]+b, col) // and down the sides
	}
}

// lineWidth is the width of a path line: about a third of a cell.
func (p *painter) lineWidth() int {
	cw := min(p.xs[1]-p.xs[0], p.ys[1]-p.ys[0])
	return max(1, (cw*3+5)/10)
}

// thickness is the width of a ring or a cross.
func (p *painter) thickness() int {
	cw := min(p.xs[1]-p.xs[0], p.ys[1]-p.ys[0])
	return max(1, cw/7)
}

func (p *painter) centre(pt maze.Point) (x, y int) {
	return (p.xs[pt.Col] + p.xs[pt.Col+1]) / 2, (p.ys[pt.Row] + p.ys[pt.Row+1]) / 2
}

func (p *painter) fillCell(r, c int, col color.NRGBA) {
	p.fill(p.xs[c], p.ys[r], p.xs[c+1], p.ys[r+1], col)
}

// lines draws the line through every cell that has a link: a band from
// the cell's centre to the centre of the neighbour it comes from, and a
// dot where it starts.
func (p *painter) lines(v *View, link func(*Cell) Link, width int, col color.NRGBA) {
	lo := width / 2
	for r := range v.H {
		for c := range v.W {
			l := link(&v.Cells[r*v.W+c])
			if l == NoLink {
				continue
			}
			here := maze.Point{Row: r, Col: c}
			x0, y0 := p.centre(here)
			x1, y1 := x0, y0
			if d, ok := l.Dir(); ok && v.Inside(here.Move(d)) {
				x1, y1 = p.centre(here.Move(d))
			}
			p.fill(min(x0, x1)-lo, min(y0, y1)-lo, max(x0, x1)-lo+width, max(y0, y1)-lo+width, col)
		}
	}
}

// ring outlines a cell.
func (p *painter) ring(pt maze.Point, col color.NRGBA) {
	x0, y0, x1, y1 := p.xs[pt.Col], p.ys[pt.Row], p.xs[pt.Col+1], p.ys[pt.Row+1]
	t := p.thickness()
	p.fill(x0, y0, x1, y0+t, col)
	p.fill(x0, y1-t, x1, y1, col)
	p.fill(x0, y0, x0+t, y1, col)
	p.fill(x1-t, y0, x1, y1, col)
}

// cross strikes a cell out with its two diagonals.
func (p *painter) cross(pt maze.Point, col color.NRGBA) {
	x0, y0, x1, y1 := p.xs[pt.Col], p.ys[pt.Row], p.xs[pt.Col+1], p.ys[pt.Row+1]
	w, h := x1-x0, y1-y0
	t := p.thickness()
	inset := w / 5
	for i := inset; i < w-inset; i++ {
		y := y0 + i*h/w
		p.fill(x0+i, y, x0+i+t, y+t, col)
		p.fill(x1-1-i-t+1, y, x1-i, y+t, col)
	}
}

// fill paints the rectangle [x0,x1)×[y0,y1), clipped to the image.
func (p *painter) fill(x0, y0, x1, y1 int, col color.NRGBA) {
	b := p.img.Rect
	x0, y0 = max(x0, b.Min.X), max(y0, b.Min.Y)
	x1, y1 = min(x1, b.Max.X), min(y1, b.Max.Y)
	if x0 >= x1 || y0 >= y1 {
		return
	}
	first := p.img.PixOffset(x0, y0)
	row := p.img.Pix[first : first+(x1-x0)*4]
	for i := 0; i < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = col.R, col.G, col.B, col.A
	}
	for y := y0 + 1; y < y1; y++ {
		o := p.img.PixOffset(x0, y)
		copy(p.img.Pix[o:o+len(row)], row)
	}
}
