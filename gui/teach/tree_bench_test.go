package teach

import (
	"testing"

	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
)

// Laying out 8-queens' whole tree (scan: 15,721 nodes): what a step that
// makes a node costs the view at most, at that size.
func BenchmarkTreeLayout(b *testing.B) {
	tr, last := queensTree(8, queens.Scan)
	v, _ := newTreeWindow(b, 900, 600, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	b.ResetTimer()
	for b.Loop() {
		v.layOut(v.n)
	}
	b.ReportMetric(float64(v.n), "nodes")
}

// Stepping through the last tenth of 8-queens as a live run shows it:
// each step one event later, so the layout (of 14,000 to 15,721 nodes) is
// made again when the step made a node, and the nodes in view are drawn
// around the current one.
func BenchmarkTreeShowStep(b *testing.B) {
	tr, last := queensTree(8, queens.Scan)
	v, _ := newTreeWindow(b, 900, 600, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	from := tr.Node(tr.Len() * 9 / 10).Step
	k := from
	b.ResetTimer()
	for b.Loop() {
		v.ShowStep(k)
		if k++; k > last {
			k = from
		}
	}
}

// Drawing the nodes in view after a pan, at zoom 1 over 8-queens' tree.
func BenchmarkTreePaintDetail(b *testing.B) {
	tr, last := queensTree(8, queens.Scan)
	v, _ := newTreeWindow(b, 900, 600, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	v.zoom = 1
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		v.panBy(float32(i%2*2-1), 0)
	}
	b.ReportMetric(float64(v.renderer.boxes.n+v.renderer.marks.n+v.renderer.edges.n+v.renderer.texts.n), "objects")
}

// Drawing 8-queens' whole tree fitted to 900×600 as the overview raster.
func BenchmarkTreePaintOverview(b *testing.B) {
	tr, last := queensTree(8, queens.Scan)
	v, _ := newTreeWindow(b, 900, 600, nil)
	v.SetLabel(queensLabel)
	v.SetTree(tr)
	v.ShowStep(last)
	v.Fit()
	r := v.renderer
	if !r.overview {
		b.Fatal("not drawn as the overview")
	}
	s := v.Size()
	b.ResetTimer()
	for b.Loop() {
		r.generate(int(s.Width), int(s.Height))
	}
}

// Stepping back through the end of a depth-first search of a 300×300
// maze: 254,968 nodes, a path 38,578 deep, so the view lays out the
// nodes around the current one (the whole path, past the cap) at every
// step.
func BenchmarkTreeShowStepDeepMaze(b *testing.B) {
	m := maze.Generate(300, 300, 7)
	evs := searchEvents(maze.NewDFS(m).Run)
	tr, _ := recorded(evs)
	last := evs[len(evs)-1].Seq
	v, _ := newTreeWindow(b, 900, 600, nil)
	v.SetTree(tr)
	v.ShowStep(last)
	if c, _ := v.Capped(); !c {
		b.Fatal("not capped")
	}
	k := last
	b.ResetTimer()
	for b.Loop() {
		if k--; k < last-1000 {
			k = last
		}
		v.ShowStep(k)
	}
	b.ReportMetric(float64(v.n), "nodes")
}
