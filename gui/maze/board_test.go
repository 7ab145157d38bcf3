package maze

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/palette"
)

// renderBoard checks a board showing v against a golden image.
func renderBoard(t *testing.T, name string, v View, size fyne.Size) {
	t.Helper()
	b := NewBoard()
	b.SetView(&v)
	b.Resize(size)
	test.AssertObjectRendersToImage(t, name, b)
}

func TestBoard_Goldens(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	size := fyne.NewSize(270, 210)
	renderBoard(t, "teaching_plain.png", s.plain.clone(), size)

	s.setAlgorithm(DFS)
	for range 200 {
		step(t, s)
		if shownEvent(s).Kind == engine.Undo {
			break
		}
	}
	renderBoard(t, "teaching_dfs_dead_end.png", s.view.clone(), size)
	s.session.Stop()
	s.session.Stop()
	s.session.Wait() // the next search starts once this one has ended

	openSampleT(t, s, loopsSample)
	watchAll(t, s, s.startCompare) // watched: the second search's rings show
	renderBoard(t, "loops_compared.png", s.view.clone(), fyne.NewSize(420, 180))
}

func TestBoard_BFSMidRunGolden(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, loopsSample)
	s.setAlgorithm(BFS)
	// 69 steps: the root Enter and an Expand for each cell taken from the
	// queue come between the tries.
	for range 69 {
		step(t, s)
	}
	renderBoard(t, "loops_bfs_rings.png", s.view.clone(), fyne.NewSize(420, 180))
}

func TestPaint_ColoursByMeaning(t *testing.T) {
	m, err := maze.ParseString("#####\n#S..#\n#.#E#\n#####\n")
	if err != nil {
		t.Fatal(err)
	}
	v := NewView(m)
	v.At(maze.Point{Row: 1, Col: 1}).Line = RootLink
	v.At(maze.Point{Row: 1, Col: 2}).Mark = OnPath
	v.At(maze.Point{Row: 1, Col: 2}).Line = linkTo(maze.Left)
	v.At(maze.Point{Row: 2, Col: 1}).Mark = DeadEnd
	v.Tried, v.HasTried = maze.Point{Row: 1, Col: 3}, true
	l := looksFor(theme.VariantLight)
	img := image.NewNRGBA(image.Rect(0, 0, 50, 40)) // 10 pixels a cell
	paint(img, &v, &l)
	for _, tc := range []struct {
		name string
		x, y int
		want any
	}{
		{"wall", 5, 5, l.wall},
		{"line through a path cell", 25, 15, l.path},
		{"path cell beside its line", 21, 11, l.pathFill},
		{"dead end", 15, 21, l.deadEnd},
		{"cross on the dead end", 15, 25, palette.Mix(l.deadEnd, l.wall, 0.55)},
		{"E", 35, 25, l.endpoint},
		{"corner of the tried cell", 30, 10, l.trying},
		{"inside the tried cell", 35, 15, l.paper},
		{"middle of the tried cell's side", 30, 15, l.paper},
	} {
		if got := img.NRGBAAt(tc.x, tc.y); got != tc.want {
			t.Errorf("%s at (%d,%d): %v, want %v", tc.name, tc.x, tc.y, got, tc.want)
		}
	}
}

func TestBoard_CellAtMatchesCellCenter(t *testing.T) {
	m, _ := loadSample(loopsSample)
	v := NewView(m)
	b := NewBoard()
	b.SetView(&v)
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(500, 300))
	for _, p := range []maze.Point{{Row: 0, Col: 0}, {Row: 3, Col: 7}, {Row: 8, Col: 20}} {
		got, ok := b.CellAt(b.CellCenter(p.Row, p.Col))
		if !ok || got != p {
			t.Errorf("CellAt(CellCenter(%v)) = %v %v", p, got, ok)
		}
	}
	if _, ok := b.CellAt(fyne.NewPos(-5, -5)); ok {
		t.Error("a point off the grid is a cell")
	}
}
