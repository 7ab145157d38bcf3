package handout

import "math"

// Color is an RGB colour; the zero Color is none (no fill, no stroke).
type Color struct {
	R, G, B uint8
	set     bool
}

// RGB is the colour r, g, b.
func RGB(r, g, b uint8) Color { return Color{r, g, b, true} }

// None reports whether c is no colour.
func (c Color) None() bool { return !c.set }

// Style is how a shape is drawn: filled with Fill, outlined with Stroke
// Width points wide, dashed or not. A zero colour leaves that part out.
type Style struct {
	Fill, Stroke Color
	Width        float64
	Dash         bool
}

// Align is where a text stands against its x.
type Align uint8

// The alignments.
const (
	Left Align = iota
	Center
	Right
)

// Canvas is one page or image to draw on, in points, y down.
type Canvas interface {
	Rect(x, y, w, h float64, s Style)
	Line(x1, y1, x2, y2 float64, s Style)
	Circle(cx, cy, r float64, s Style)
	// Text sets text at size points in colour c, its baseline at y.
	Text(x, y, size float64, c Color, a Align, text string)
}

// The palette of the exports: ink on paper, and the app's meanings
// (tried, placed, rejected, solution), each also told by a mark or a
// word, so a grey print reads too.
var (
	ink       = RGB(0x20, 0x20, 0x20)
	grey      = RGB(0x70, 0x70, 0x70)
	rule      = RGB(0xb0, 0xb0, 0xb0)
	paper     = RGB(0xff, 0xff, 0xff)
	lightSq   = RGB(0xf3, 0xec, 0xdc)
	darkSq    = RGB(0xc9, 0xb8, 0x96)
	tryCol    = RGB(0xf2, 0xc1, 0x2e)
	rejectCol = RGB(0xc0, 0x39, 0x2b)
	placeCol  = RGB(0x1f, 0x6f, 0xb2)
	solveCol  = RGB(0x2e, 0x8b, 0x57)
	solveFill = RGB(0xd4, 0xf0, 0xd4)
	rejectBg  = RGB(0xf8, 0xd7, 0xd3)
)

// startX is where text aligned a at x of width w starts.
func startX(x, w float64, a Align) float64 {
	switch a {
	case Center:
		return x - w/2
	case Right:
		return x - w
	}
	return x
}

// dashes splits the line from (x1,y1) to (x2,y2) into the dashes of a
// dashed line of width w: on 3w, off 2w.
func dashes(x1, y1, x2, y2, w float64) [][4]float64 {
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	on, off := 3*max(w, 0.5), 2*max(w, 0.5)
	var out [][4]float64
	for t := 0.0; t < l; t += on + off {
		e := math.Min(t+on, l)
		out = append(out, [4]float64{x1 + dx*t/l, y1 + dy*t/l, x1 + dx*e/l, y1 + dy*e/l})
	}
	return out
}
