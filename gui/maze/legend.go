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
// the keys of what they mean.
var legendEntries = []struct {
	key  string
	view func() View
}{
	{"maze.legend.wall", func() View { return swatchView(Cell{Mark: Wall}) }},
	{endsKey, func() View { v := swatchView(Cell{}); v.Start = maze.Point{}; return v }},
	{"maze.legend.dfspath", func() View { return swatchView(Cell{Mark: OnPath, Line: linkTo(maze.Left)}) }},
	{"maze.legend.deadend", func() View { return swatchView(Cell{Mark: DeadEnd}) }},
	{"maze.legend.tried", func() View { v := swatchView(Cell{}); v.Tried, v.HasTried = maze.Point{}, true; return v }},
	{"maze.legend.rejected", func() View {
		v := swatchView(Cell{Mark: Wall})
		v.Rejected, v.HasRejected, v.Conflict = maze.Point{}, true, engine.Wall
		return v
	}},
	{"maze.legend.frontier", func() View { return swatchView(Cell{Mark: Frontier}) }},
	{"maze.legend.distance", func() View { return swatchView(Cell{Mark: Seen, Dist: 3}) }},
	{"maze.legend.shortest", func() View {
		v := swatchView(Cell{Mark: Seen, Dist: 1, Line: linkTo(maze.Left)})
		v.Line = BFS
		return v
	}},
	{"maze.legend.first", func() View {
		v := swatchView(Cell{Mark: Seen, Dist: 3, First: linkTo(maze.Left)})
		v.Compared, v.First = true, DFS
		return v
	}},
}

// endsKey is the entry of S and E, whose swatch has a letter.
const endsKey = "maze.legend.ends"

// swatchView is a one-cell view of c, with S and E out of sight.
func swatchView(c Cell) View {
	off := maze.Point{Row: -1, Col: -1}
	return View{W: 1, H: 1, Cells: []Cell{c}, Start: off, End: off, MaxDist: 6}
}

// newLegend returns a key to the board's looks; its Relabel names them
// again in a new language.
func newLegend() *palette.BoardKey {
	l := looksFor(palette.Variant())
	entries := make([]palette.LegendEntry, 0, len(legendEntries))
	for _, e := range legendEntries {
		v := e.view()
		r := canvas.NewRaster(func(w, h int) image.Image {
			img := image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
			l := looksFor(palette.Variant()) // the variant of the moment: the raster is drawn again after a change of theme
			paint(img, &v, &l)
			return img
		})
		r.SetMinSize(fyne.NewSize(20, 20))
		frame := canvas.NewRectangle(color.Transparent)
		frame.StrokeColor, frame.StrokeWidth = l.frame, 1
		swatch := container.NewStack(r, frame)
		if e.key == endsKey {
			// S and E carry their letter, as on the board.
			s := endpointLetter("S")
			s.Color, s.TextSize = l.endpointInk, 13
			swatch.Add(s)
		}
		entries = append(entries, palette.LegendEntry{Swatch: swatch, TextKey: e.key})
	}
	return palette.NewBoardKey(3, entries)
}
