package maze

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// On a large maze, breadth-first search watched to its end shades nearly
// every cell; the depth-first path a comparison keeps from its first
// search must still be drawn in its own colour, and the shortest path in
// its own, in every cell they pass. The 50,000 events of the two searches
// are applied to a position directly, as the recording would, rather than
// paced through a session for seconds.
func TestPaint_ComparisonShowsBothPathsOnALargeMaze(t *testing.T) {
	s, _ := newTestScreen(t)
	m := maze.GenerateWithLoops(60, 40, 7, 25)
	s.showMaze(m, tr("maze.status.ready", nil))
	s.algs, s.blank = [2]Algorithm{DFS, BFS}, s.plain
	p := newPosition(DFS, m.Width(), m.Height())
	var seq uint64
	mdl := newModel()
	tr := engine.NewTracer(func(e engine.Event) { p.Apply(&e); seq = e.Seq; mdl.onEvent(e, &engine.Stats{}) })
	compareSearch(m, DFS)(tr)
	snap := mdl.snapshot()
	s.drawStep(p, &snap, seq)
	v := s.view.clone()
	if n := p.maxDist; n < 100 {
		t.Fatalf("BFS reached distance %d only", n)
	}
	dfs, bfs := v.FirstPath(), v.LinePath()
	if !v.Compared || v.First != DFS || v.Line != BFS || len(dfs) == 0 || len(bfs) == 0 {
		t.Fatalf("compared %v, first %v (%d cells), line %v (%d cells)", v.Compared, v.First, len(dfs), v.Line, len(bfs))
	}
	for _, variant := range []struct {
		name string
		v    fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		l := looksFor(variant.v)
		for i := range v.Cells {
			if f := l.cellFill(&v.Cells[i], &v); f == l.path || f == l.shortest || f == l.edge {
				t.Fatalf("%s: a cell is filled %v, the colour of a path", variant.name, f)
			}
		}
		const cell = 6 // pixels: the maze is 121×81 cells
		img := image.NewNRGBA(image.Rect(0, 0, v.W*cell, v.H*cell))
		paint(img, &v, &l)
		for _, path := range []struct {
			name   string
			points []maze.Point
			want   any
		}{{"DFS", dfs, l.path}, {"BFS", bfs, l.shortest}} {
			for _, p := range path.points {
				if !cellHas(img, p, cell, path.want) {
					t.Fatalf("%s: the %s path does not show at %v", variant.name, path.name, p)
				}
			}
		}
		if !cellHas(img, dfs[len(dfs)/2], cell, l.edge) {
			t.Errorf("%s: the DFS path has no edge at %v", variant.name, dfs[len(dfs)/2])
		}
	}
}

// cellHas reports whether a pixel of the cell at p is col.
func cellHas(img *image.NRGBA, p maze.Point, cell int, col any) bool {
	for y := p.Row * cell; y < (p.Row+1)*cell; y++ {
		for x := p.Col * cell; x < (p.Col+1)*cell; x++ {
			if img.NRGBAAt(x, y) == col {
				return true
			}
		}
	}
	return false
}
