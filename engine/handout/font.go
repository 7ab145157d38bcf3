package handout

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"backtracklab/assets/printfont"
)

// The font, parsed once: its advance widths measure text for every
// canvas, so a layout is the same in PDF, SVG and pixels.
var (
	fontOnce sync.Once
	theFont  *sfnt.Font
	fontErr  error
	unitsEm  float64
)

func parsedFont() *sfnt.Font {
	fontOnce.Do(func() {
		theFont, fontErr = sfnt.Parse(printfont.TTF)
		if fontErr != nil {
			panic("handout: the embedded font does not parse: " + fontErr.Error())
		}
		unitsEm = float64(theFont.UnitsPerEm())
	})
	return theFont
}

// glyphAdvance is r's advance in font units and its glyph index (0 when
// the font lacks r).
func glyphAdvance(buf *sfnt.Buffer, r rune) (float64, sfnt.GlyphIndex) {
	f := parsedFont()
	gi, err := f.GlyphIndex(buf, r)
	if err != nil {
		return 0, 0
	}
	adv, err := f.GlyphAdvance(buf, gi, fixed.I(int(unitsEm)), font.HintingNone)
	if err != nil {
		return 0, gi
	}
	return float64(adv) / 64, gi
}

// TextWidth is the width of s set at size points.
func TextWidth(s string, size float64) float64 {
	var buf sfnt.Buffer
	w := 0.0
	for _, r := range s {
		a, _ := glyphAdvance(&buf, r)
		w += a
	}
	return w * size / unitsEm
}

// Missing returns the characters of s the font has no glyph for (spaces
// and line ends aside): each would print as an empty box.
func Missing(s string) []rune {
	f := parsedFont()
	var buf sfnt.Buffer
	var out []rune
	for _, r := range s {
		if r == ' ' || r == '\n' || r == '\t' {
			continue
		}
		if gi, err := f.GlyphIndex(&buf, r); err != nil || gi == 0 {
			out = append(out, r)
		}
	}
	return out
}

// faces caches the font's faces by pixel size for the images.
var (
	facesMu sync.Mutex
	faces   = map[float64]font.Face{}
)

// face is the font at px pixels per em.
func face(px float64) font.Face {
	facesMu.Lock()
	defer facesMu.Unlock()
	if f, ok := faces[px]; ok {
		return f
	}
	f, err := opentype.NewFace(parsedFont(), &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("handout: " + err.Error())
	}
	faces[px] = f
	return f
}

// centred is the baseline that centres the glyph of r, set at size,
// vertically on cy (its ink, not its line: a chess piece sits high).
func centred(r rune, size, cy float64) float64 {
	f := parsedFont()
	var buf sfnt.Buffer
	gi, err := f.GlyphIndex(&buf, r)
	if err != nil || gi == 0 {
		return cy + size*0.35
	}
	b, _, err := f.GlyphBounds(&buf, gi, fixed.I(int(unitsEm)), font.HintingNone)
	if err != nil {
		return cy + size*0.35
	}
	mid := float64(b.Min.Y+b.Max.Y) / 2 / 64 / unitsEm
	return cy - mid*size
}
