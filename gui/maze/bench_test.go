package maze

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/theme"

	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// BenchmarkPaint is one frame of an 80×50-cell maze (a 161×101 grid) in
// 900×560 pixels, half-way through a breadth-first search.
func BenchmarkPaint(b *testing.B) {
	m := maze.Generate(80, 50, 1)
	v := NewView(m)
	for i := range v.Cells {
		if v.Cells[i].Mark == Open && i%2 == 0 {
			v.Cells[i].Mark, v.Cells[i].Dist = Seen, int32(i%300)
		}
	}
	v.MaxDist = 300
	l := looksFor(theme.VariantLight)
	img := image.NewNRGBA(image.Rect(0, 0, 900, 560))
	for b.Loop() {
		paint(img, &v, &l)
	}
}

// BenchmarkWatchedDFS is a depth-first search of an 80×50-cell maze with
// every event applied to a position, as the recording does for a watched
// run; compare BenchmarkBareDFS, the same search unwatched.
func BenchmarkWatchedDFS(b *testing.B) {
	m := maze.Generate(80, 50, 1)
	for b.Loop() {
		p := newPosition(DFS, m.Width(), m.Height())
		t := engine.NewTracer(func(e engine.Event) { p.Apply(&e) })
		maze.NewDFS(m).Run(t)
	}
}

// BenchmarkBareDFS is the search of BenchmarkWatchedDFS, unwatched.
func BenchmarkBareDFS(b *testing.B) {
	m := maze.Generate(80, 50, 1)
	for b.Loop() {
		maze.NewDFS(m).Run(engine.NewTracer(nil))
	}
}
