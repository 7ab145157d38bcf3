package maze

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/palette"
)

// legendEntries are sample cells, drawn by the board's own painter, and
// what they mean.
var legendEntries = []struct {
	text string
	view func() View
}{
	{"wall", func() View { return swatchView(Cell{Mark: Wall}) }},
	{"S start, E end", func() View { v := swatchView(Cell{}); v.Start = maze.Point{}; return v }},
	{"DFS path", func() View { return swatchView(Cell{Mark: OnPath, Line: linkTo(maze.Left)}) }},
	{"dead end", func() View { return swatchView(Cell{Mark: DeadEnd}) }},
	{"being tried", func() View { v := swatchView(Cell{}); v.Tried, v.HasTried = maze.Point{}, true; return v }},
	{"rejected", func() View {
		v := swatchView(Cell{Mark: Wall})
		v.Rejected, v.HasRejected, v.Conflict = maze.Point{}, true, engine.Wall
		return v
	}},
	{"BFS frontier", func() View { return swatchView(Cell{Mark: Frontier}) }},
	{"BFS by distance", func() View { return swatchView(Cell{Mark: Seen, Dist: 3}) }},
	{"shortest path", func() View {
		v := swatchView(Cell{Mark: Seen, Dist: 1, Line: linkTo(maze.Left)})
		v.Line = BFS
		return v
	}},
	{"Compare: first path", func() View {
		v := swatchView(Cell{Mark: Seen, Dist: 3, First: linkTo(maze.Left)})
		v.Compared, v.First = true, DFS
		return v
	}},
}

// swatchView is a one-cell view of c, with S and E out of sight.
func swatchView(c Cell) View {
	off := maze.Point{Row: -1, Col: -1}
	return View{W: 1, H: 1, Cells: []Cell{c}, Start: off, End: off, MaxDist: 6}
}

// newLegend returns a key to the board's looks.
func newLegend() fyne.CanvasObject {
	l := looksFor(fyne.CurrentApp().Settings().ThemeVariant())
	entries := make([]palette.LegendEntry, 0, len(legendEntries))
	for _, e := range legendEntries {
		v := e.view()
		r := canvas.NewRaster(func(w, h int) image.Image {
			img := image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
			paint(img, &v, &l)
			return img
		})
		r.SetMinSize(fyne.NewSize(20, 20))
		frame := canvas.NewRectangle(color.Transparent)
		frame.StrokeColor, frame.StrokeWidth = l.frame, 1
		entries = append(entries, palette.LegendEntry{Swatch: container.NewStack(r, frame), Text: e.text})
	}
	return palette.Legend(3, entries)
}
