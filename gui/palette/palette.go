// Package palette holds the colours the app teaches with. One meaning per
// colour, the same on every board: taken from the Okabe–Ito palette, which
// stays distinguishable with the common colour-vision deficiencies, and
// always paired with a shape or mark drawn by the board (a queen with a
// corner mark, a cross, a stripe, a dot, a ring) so that no meaning rests
// on colour alone, in grey or on a washed-out projector. NewBoardKey lays
// out a board's key to them.
package palette

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The colours and what they mean.
var (
	Placed    = color.NRGBA{R: 0x00, G: 0x72, B: 0xB2, A: 0xFF} // blue: a queen on the board
	Trying    = color.NRGBA{R: 0xE6, G: 0x9F, B: 0x00, A: 0xFF} // orange: the square being tried
	Attack    = color.NRGBA{R: 0xD5, G: 0x5E, B: 0x00, A: 0xFF} // vermillion: a rejected try, the queen and line that block it, clashing queens
	Backtrack = color.NRGBA{R: 0xCC, G: 0x79, B: 0xA7, A: 0xFF} // reddish purple: a queen just taken back
	Solution  = color.NRGBA{R: 0x00, G: 0x9E, B: 0x73, A: 0xFF} // bluish green: the queens of a solution
	Attacked  = color.NRGBA{R: 0x56, G: 0xB4, B: 0xE9, A: 0xFF} // sky blue: squares the placed queens attack
	OnColour  = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF} // a glyph drawn on one of the colours above
)

// Squares are the two colours of a checkered board and the ink of its
// labels, for a theme variant.
type Squares struct {
	Light, Dark color.NRGBA
}

// SquaresFor returns muted squares that sit back behind the teaching
// colours: pale in the light theme, slate in the dark one.
func SquaresFor(v fyne.ThemeVariant) Squares {
	if v == theme.VariantDark {
		return Squares{
			Light: color.NRGBA{R: 0x5C, G: 0x60, B: 0x66, A: 0xFF},
			Dark:  color.NRGBA{R: 0x3E, G: 0x42, B: 0x48, A: 0xFF},
		}
	}
	return Squares{
		Light: color.NRGBA{R: 0xF2, G: 0xEE, B: 0xE4, A: 0xFF},
		Dark:  color.NRGBA{R: 0xC9, G: 0xC2, B: 0xB2, A: 0xFF},
	}
}

// Mix returns base with a share (0 to 1) of tint laid over it.
func Mix(base, tint color.NRGBA, share float64) color.NRGBA {
	m := func(a, b uint8) uint8 { return uint8(float64(a)*(1-share) + float64(b)*share + 0.5) }
	return color.NRGBA{R: m(base.R, tint.R), G: m(base.G, tint.G), B: m(base.B, tint.B), A: 0xFF}
}

// Faded returns c at a quarter of its opacity, for a queen that was just
// taken back.
func Faded(c color.NRGBA) color.NRGBA {
	c.A = 0x50
	return c
}

// Variant is the theme variant the boards match: the one the app's theme
// holds to when it holds to one (the View menu's Light or Dark), else the
// system's. Fyne's Settings().ThemeVariant reports only the system's.
func Variant() fyne.ThemeVariant {
	s := fyne.CurrentApp().Settings()
	if t, ok := s.Theme().(interface{ Variant() fyne.ThemeVariant }); ok {
		return t.Variant()
	}
	return s.ThemeVariant()
}
