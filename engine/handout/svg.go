package handout

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strings"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// SVG is one picture as an SVG document. Its text is drawn as the font's
// glyph outlines, each glyph defined once and used where it stands, so
// the file needs no font where it is opened; each text's words are kept
// in its aria-label for search and screen readers.
type SVG struct {
	w, h   float64
	body   strings.Builder
	glyphs map[sfnt.GlyphIndex]string // a glyph's path, in font units
	order  []sfnt.GlyphIndex
	buf    sfnt.Buffer
}

// NewSVG returns an empty picture w×h points.
func NewSVG(w, h float64) *SVG {
	return &SVG{w: w, h: h, glyphs: map[sfnt.GlyphIndex]string{}}
}

// Group opens a group with class and an optional title (a tooltip in
// browsers); End closes it. A tree's node is a group.
func (s *SVG) Group(class, title string) {
	fmt.Fprintf(&s.body, `<g class="%s">`, class)
	if title != "" {
		fmt.Fprintf(&s.body, "<title>%s</title>", html.EscapeString(title))
	}
}

// End closes the group Group opened.
func (s *SVG) End() { s.body.WriteString("</g>\n") }

func num(f float64) string {
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.2f", f), "0"), ".")
}

func (c Color) css() string {
	if c.None() {
		return "none"
	}
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}

func (st Style) svg() string {
	a := fmt.Sprintf(`fill="%s"`, st.Fill.css())
	if !st.Stroke.None() {
		a += fmt.Sprintf(` stroke="%s" stroke-width="%s"`, st.Stroke.css(), num(max(st.Width, 0.1)))
		if st.Dash {
			w := max(st.Width, 0.5)
			a += fmt.Sprintf(` stroke-dasharray="%s %s"`, num(3*w), num(2*w))
		}
	}
	return a
}

func (s *SVG) Rect(x, y, w, h float64, st Style) {
	fmt.Fprintf(&s.body, `<rect x="%s" y="%s" width="%s" height="%s" %s/>`+"\n", num(x), num(y), num(w), num(h), st.svg())
}

func (s *SVG) Line(x1, y1, x2, y2 float64, st Style) {
	st.Fill = Color{}
	fmt.Fprintf(&s.body, `<line x1="%s" y1="%s" x2="%s" y2="%s" %s/>`+"\n", num(x1), num(y1), num(x2), num(y2), st.svg())
}

func (s *SVG) Circle(cx, cy, r float64, st Style) {
	fmt.Fprintf(&s.body, `<circle cx="%s" cy="%s" r="%s" %s/>`+"\n", num(cx), num(cy), num(r), st.svg())
}

func (s *SVG) Text(x, y, size float64, c Color, a Align, text string) {
	if text == "" {
		return
	}
	x = startX(x, TextWidth(text, size), a)
	scale := size / unitsEm
	fmt.Fprintf(&s.body, `<g aria-label="%s" fill="%s">`, html.EscapeString(text), c.css())
	for _, r := range text {
		adv, gi := glyphAdvance(&s.buf, r)
		if gi != 0 && s.glyph(gi) != "" {
			fmt.Fprintf(&s.body, `<use xlink:href="#g%d" transform="translate(%s %s) scale(%s)"/>`, gi, num(x), num(y), strings.TrimRight(fmt.Sprintf("%.5f", scale), "0"))
		}
		x += adv * scale
	}
	s.body.WriteString("</g>\n")
}

// glyph returns the outline of glyph gi in font units, y down, defining
// it on first use.
func (s *SVG) glyph(gi sfnt.GlyphIndex) string {
	if d, ok := s.glyphs[gi]; ok {
		return d
	}
	segs, err := parsedFont().LoadGlyph(&s.buf, gi, fixed.I(int(unitsEm)), nil)
	var d strings.Builder
	if err == nil {
		p := func(v fixed.Int26_6) string { return num(float64(v) / 64) }
		for _, sg := range segs {
			a := sg.Args
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				fmt.Fprintf(&d, "M%s %s", p(a[0].X), p(a[0].Y))
			case sfnt.SegmentOpLineTo:
				fmt.Fprintf(&d, "L%s %s", p(a[0].X), p(a[0].Y))
			case sfnt.SegmentOpQuadTo:
				fmt.Fprintf(&d, "Q%s %s %s %s", p(a[0].X), p(a[0].Y), p(a[1].X), p(a[1].Y))
			case sfnt.SegmentOpCubeTo:
				fmt.Fprintf(&d, "C%s %s %s %s %s %s", p(a[0].X), p(a[0].Y), p(a[1].X), p(a[1].Y), p(a[2].X), p(a[2].Y))
			}
		}
		if d.Len() > 0 {
			d.WriteString("Z")
		}
	}
	s.glyphs[gi] = d.String()
	s.order = append(s.order, gi)
	return s.glyphs[gi]
}

// Write writes the document to w.
func (s *SVG) Write(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="%spt" height="%spt" viewBox="0 0 %s %s">`+"\n",
		num(s.w), num(s.h), num(s.w), num(s.h))
	b.WriteString("<defs>\n")
	for _, gi := range s.order {
		if d := s.glyphs[gi]; d != "" {
			fmt.Fprintf(b, `<path id="g%d" d="%s"/>`+"\n", gi, d)
		}
	}
	b.WriteString("</defs>\n")
	b.WriteString(s.body.String())
	b.WriteString("</svg>\n")
	return b.Flush()
}
