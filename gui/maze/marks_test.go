package maze

import (
	"bytes"
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine/maze"
)

// monoLooks are looks with every fill white, walls black (they are solid
// blocks) and every line, ring and cross one grey, which shows on both:
// what is left of a drawing when colour tells nothing.
func monoLooks() looks {
	white := color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
	black := color.NRGBA{A: 0xFF}
	grey := color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xFF}
	return looks{
		paper: white, pathFill: white, deadEnd: white, frontier: white,
		seenNear: white, seenFar: white, endpoint: white,
		wall: black, frame: grey, path: grey, shortest: grey, trying: grey,
		rejected: grey, current: grey, edge: grey, endpointInk: grey,
	}
}

// swatchSide is the side, in pixels, the tests paint a legend's cell at:
// about a cell of the teaching maze on a projected window.
const swatchSide = 30

// Every state the legend names draws a shape of its own, not only a
// colour: painted with all the fills white, no two legend cells (with the
// letters S and E) are alike.
func TestEveryStateHasAShapeBesidesItsColour(t *testing.T) {
	l := monoLooks()
	type drawn struct{ pix, letter string }
	seen := map[drawn]string{}
	blank := swatchView(Cell{})
	for _, e := range append([]struct {
		key  string
		view func() View
	}{{"an open cell", func() View { return blank }}}, legendEntries...) {
		v := e.view()
		img := image.NewNRGBA(image.Rect(0, 0, swatchSide, swatchSide))
		paint(img, &v, &l)
		d := drawn{pix: string(img.Pix)}
		if e.key == endsKey {
			d.letter = "S"
		}
		if other, ok := seen[d]; ok {
			t.Errorf("%s and %s look alike but for colour", e.key, other)
		}
		seen[d] = e.key
	}
}

// The legend draws each cell with the board's painter, marks and all,
// and S and E with their letter.
func TestLegendShowsEachStatesMark(t *testing.T) {
	test.NewTempApp(t)
	l := looksFor(theme.VariantLight)
	fyne.CurrentApp().Settings().SetTheme(lightTheme{theme.DefaultTheme()})
	items := newLegend().Content.(*fyne.Container).Objects
	for i, e := range legendEntries {
		swatch := items[i].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*fyne.Container)
		r := swatch.Objects[0].(*canvas.Raster)
		got := r.Generator(swatchSide, swatchSide).(*image.NRGBA)
		v := e.view()
		want := image.NewNRGBA(image.Rect(0, 0, swatchSide, swatchSide))
		paint(want, &v, &l)
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s: the legend's cell is not the board's", e.key)
		}
		letter := ""
		for _, o := range swatch.Objects {
			if txt, ok := o.(*canvas.Text); ok {
				letter = txt.Text
			}
		}
		if want := map[bool]string{true: "S"}[e.key == endsKey]; letter != want {
			t.Errorf("%s: letter %q, want %q", e.key, letter, want)
		}
	}
}

// Cells too small to read a mark get their fill alone, so that a large
// maze does not turn to noise.
func TestSmallCellsHaveNoMarks(t *testing.T) {
	l := monoLooks()
	v := swatchView(Cell{Mark: Seen, Dist: 2})
	img := image.NewNRGBA(image.Rect(0, 0, minMarkCell-1, minMarkCell-1))
	paint(img, &v, &l)
	for i := 0; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0xFF {
			t.Fatalf("a %d-pixel cell has a mark", minMarkCell-1)
		}
	}
	img = image.NewNRGBA(image.Rect(0, 0, minMarkCell, minMarkCell))
	paint(img, &v, &l)
	x, y := minMarkCell/2, minMarkCell/2
	if img.NRGBAAt(x, y) == l.paper {
		t.Errorf("a %d-pixel cell reached by the search has no dot", minMarkCell)
	}
}

// grey is the lightness of c as a greyscale print or projector shows it,
// 0 to 1.
func grey(c color.NRGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// The lines stand out of the cells they run through in grey, in both
// theme variants: the depth-first line itself, the hollow breadth-first
// line by its band or its core.
func TestLinesStandOutInGrey(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		l := looksFor(v)
		for _, c := range []struct {
			name             string
			line, core, fill color.NRGBA
		}{
			{"the depth-first path", l.path, l.path, l.pathFill},
			{"the shortest path", l.shortest, l.core, l.seen(1, 6)},
			{"the shortest path far from S", l.shortest, l.core, l.seen(6, 6)},
		} {
			if math.Abs(grey(c.line)-grey(c.fill)) < 0.12 && math.Abs(grey(c.core)-grey(c.fill)) < 0.12 {
				t.Errorf("variant %v: %s is %.2f and %.2f grey on cells of %.2f", v, c.name, grey(c.line), grey(c.core), grey(c.fill))
			}
		}
	}
}

// heldTheme is a theme held to one variant, as the View menu's Light and
// Dark make the app's.
type heldTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t heldTheme) Variant() fyne.ThemeVariant { return t.v }

// The board takes the variant the app's theme holds to, whatever the
// system's, as the other boards do.
func TestBoardFollowsTheVariantTheThemeHoldsTo(t *testing.T) {
	a := test.NewTempApp(t)
	m, _ := loadSample(loopsSample)
	v := NewView(m)
	b := NewBoard()
	b.SetView(&v)
	test.NewTempWindow(t, b)
	for _, want := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark, theme.VariantLight} {
		a.Settings().SetTheme(heldTheme{theme.DefaultTheme(), want})
		b.Refresh()
		if got := b.r.looks.paper; got != looksFor(want).paper {
			t.Errorf("held to variant %v: paper %v, want %v", want, got, looksFor(want).paper)
		}
	}
}

// Painting the marks allocates nothing beyond the painter's edges: the
// board paints every frame of a search.
func TestMarksAllocateNothing(t *testing.T) {
	m, _ := loadSample(loopsSample)
	v := NewView(m)
	for i := range v.Cells {
		if v.Cells[i].Mark == Open {
			v.Cells[i].Mark, v.Cells[i].Dist = [...]Mark{Seen, Frontier, DeadEnd}[i%3], int32(i%6)
		}
	}
	v.MaxDist = 6
	v.Tried, v.HasTried = maze.Point{Row: 1, Col: 1}, true
	l := looksFor(theme.VariantLight)
	img := image.NewNRGBA(image.Rect(0, 0, v.W*20, v.H*20)) // 20 pixels a cell: marks on
	plain := View{W: v.W, H: v.H, Cells: make([]Cell, len(v.Cells)), Start: v.Start, End: v.End}
	base := testing.AllocsPerRun(5, func() { paint(img, &plain, &l) })
	if got := testing.AllocsPerRun(5, func() { paint(img, &v, &l) }); got > base {
		t.Errorf("a frame with marks allocates %v times, one without %v", got, base)
	}
}

// lightTheme is the default theme held to its light variant, as View >
// Light theme holds it (palette.Variant reads Variant).
type lightTheme struct{ fyne.Theme }

func (lightTheme) Variant() fyne.ThemeVariant { return theme.VariantLight }

func (t lightTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, theme.VariantLight)
}

// On a board large enough to write S and E on their cells, a path stops
// at their edge: drawn across them, it crossed the letter out.
func TestPathLeavesTheLettersClear(t *testing.T) {
	s, _ := newTestScreen(t)
	s.paste(teachMaze)
	s.setAlgorithm(DFS)
	watchAll(t, s, s.session.Start)
	v := s.view
	l := looksFor(theme.VariantLight)
	img := image.NewNRGBA(image.Rect(0, 0, v.W*swatchSide, v.H*swatchSide))
	clean := func(e maze.Point) bool {
		for y := e.Row * swatchSide; y < (e.Row+1)*swatchSide; y++ {
			for x := e.Col * swatchSide; x < (e.Col+1)*swatchSide; x++ {
				if img.NRGBAAt(x, y) != l.endpoint {
					return false
				}
			}
		}
		return true
	}
	paintLettered(img, &v, &l, false)
	if clean(v.End) {
		t.Fatal("the path does not reach E's cell on a board without letters")
	}
	paintLettered(img, &v, &l, true)
	for _, e := range []maze.Point{v.Start, v.End} {
		if !clean(e) {
			t.Errorf("the path crosses the letter's cell at %v", e)
		}
	}
}
