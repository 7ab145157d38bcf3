package handout

import (
	"image/png"
	"io"
	"slices"

	"backtracklab/engine"
	"backtracklab/engine/queens"
)

// MaxSheetN is the largest board a sheet lists every solution of: 10
// queens have 724, on 21 pages of A4.
const MaxSheetN = 10

// QueensSolutions returns the solutions of n queens in lexicographic
// order, or with unique one per symmetry class, as the command line
// lists them.
func QueensSolutions(n int, unique bool) [][]byte {
	var sols [][]byte
	t := engine.NewResultTracer(func(e engine.Event) {
		cols, ok := e.Result.([]byte)
		if !ok || e.Kind != engine.Solution || (unique && !queens.Canonical(cols)) {
			return
		}
		sols = append(sols, slices.Clone(cols))
	})
	(&queens.Solver{N: n, Check: queens.Bitmask}).Search(t)
	return sols
}

// WriteQueensSheetPDF writes the sheet of the solutions sols of n queens
// on paper as a PDF, and returns its layout.
func WriteQueensSheetPDF(out io.Writer, w Words, n int, sols [][]byte, unique bool, p Paper) (SheetLayout, error) {
	l := LayoutQueensSheet(w, n, sols, unique, p)
	doc := NewPDF(l.Title)
	for i := range l.Pages {
		l.DrawPage(w, doc.Page(p.W, p.H), i)
	}
	return l, doc.Write(out)
}

// pictureScale is the pixels a point of a PNG or GIF: 2, sharp on a
// slide or a screen of high density.
const pictureScale = 2.0

// WriteQueensSheetPNG writes the same boards on one picture as a PNG.
func WriteQueensSheetPNG(out io.Writer, w Words, n int, sols [][]byte, unique bool) (SheetLayout, error) {
	l := LayoutQueensPicture(w, n, sols, unique)
	scale := pictureScale
	if len(sols) > 100 {
		scale = 1.5 // 724 boards of 10 make a picture 1,300 by 9,000 pixels
	}
	r := NewRaster(l.Paper.W, l.Paper.H, scale)
	l.DrawPage(w, r, 0)
	return l, png.Encode(out, r.Img)
}
