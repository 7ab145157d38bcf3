package codeedit

import (
	"encoding/binary"
	"sync"

	"fyne.io/fyne/v2"
)

// Fyne's painter (2.7.1, internal/painter/gl) draws a text into a
// texture round(h) pixels high, h the height of its font's line, with
// the baseline ceil(ascent) pixels down: rounding the ascent up pushes
// the glyphs down by up to a pixel, and the lowest row of ink falls out
// of the texture. In the monospace font at the sizes code is set in
// (12.6 for a text size of 14), that row is all an underscore has:
// is_valid drew as "is valid", and g, j, p, q, y lost their tails. So
// the editor draws its code in a copy of the theme's monospace font with
// a quarter of an em more descent: the texture has room below the ink,
// the glyphs and their baseline stay where they were, and the lines keep
// the spacing of the font as it came (metrics measure both).

// CodeFont is the font code is drawn in, for a canvas.Text's FontSource
// (the Teach code view sets its lines in it too): the theme's monospace
// font with room below its ink, or nil for Fyne's own choice.
func CodeFont(th fyne.Theme) fyne.Resource { return codeFont(th) }

// deepFonts are the copies made, by the name of the font they copy; nil
// for a font that could not be read.
var deepFonts sync.Map

// codeFont is the theme's monospace font with a deeper descent, or nil
// (Fyne's own choice) if the font is not one it can deepen.
func codeFont(th fyne.Theme) fyne.Resource {
	src := th.Font(mono)
	if src == nil {
		return nil
	}
	if f, ok := deepFonts.Load(src.Name()); ok {
		res, _ := f.(fyne.Resource)
		return res
	}
	var res fyne.Resource
	if data, ok := deepen(src.Content()); ok {
		res = fyne.NewStaticResource("code-"+src.Name(), data)
	}
	deepFonts.Store(src.Name(), res)
	return res
}

// deepen returns a copy of font, a TrueType or OpenType file, whose
// descent (in its hhea and OS/2 tables) is a quarter of an em deeper.
func deepen(font []byte) ([]byte, bool) {
	if len(font) < 12 {
		return nil, false
	}
	out := append([]byte(nil), font...)
	be := binary.BigEndian
	tables := map[string][]byte{}
	for i := range int(be.Uint16(out[4:])) {
		rec := 12 + 16*i
		if rec+16 > len(out) {
			return nil, false
		}
		off, n := int(be.Uint32(out[rec+8:])), int(be.Uint32(out[rec+12:]))
		if off < 0 || n < 0 || off+n > len(out) {
			return nil, false
		}
		tables[string(out[rec:rec+4])] = out[off : off+n]
	}
	head, hhea, os2 := tables["head"], tables["hhea"], tables["OS/2"]
	if len(head) < 20 || len(hhea) < 10 {
		return nil, false
	}
	extra := int(be.Uint16(head[18:])) / 4 // unitsPerEm / 4
	if extra == 0 {
		return nil, false
	}
	lower := func(b []byte) { be.PutUint16(b, uint16(int16(be.Uint16(b))-int16(extra))) }
	lower(hhea[6:]) // descender, negative
	if len(os2) >= 78 {
		lower(os2[70:])                                           // sTypoDescender, negative
		be.PutUint16(os2[76:], be.Uint16(os2[76:])+uint16(extra)) // usWinDescent, positive
	}
	return out, true
}
