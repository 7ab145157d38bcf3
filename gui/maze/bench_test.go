package maze

import (
	"image"
	"testing"

	"fyne.io/fyne/v2/theme"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/run"
)

// fullSpeedControl is a run.Control at full speed that nobody steps.
type fullSpeedControl struct{}

func (fullSpeedControl) Fast() bool        { return true }
func (fullSpeedControl) Slow() bool        { return false }
func (fullSpeedControl) Hold() run.Verdict { return run.Go }
func (fullSpeedControl) Quitting() bool    { return false }

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

// BenchmarkWatchedDFS is a depth-first search of an 80×50-cell maze at
// full speed with the screen's model following every event; compare
// BenchmarkBareDFS, the same search unwatched.
func BenchmarkWatchedDFS(b *testing.B) {
	m := maze.Generate(80, 50, 1)
	for b.Loop() {
		mdl := newModel(NewView(m), DFS, fullSpeedControl{})
		var t *engine.Tracer
		t = engine.NewTracer(func(e engine.Event) { mdl.onEvent(e, &t.Stats) })
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
