package sudoku

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/gui/palette"
)

// shape is what a cell's look shows besides its colours.
type shape struct {
	text, mark   string
	bold, italic bool
	ring         bool
}

func shapeOf(l look) shape {
	text := l.text
	if text != deadEndGlyph && text != "" {
		text = "digit" // the digit itself tells no state
	}
	return shape{text, l.mark, l.bold, l.italic, l.stroke.A != 0}
}

// Every state a search or the editing shows has a style, ring or corner
// mark of its own, not only a colour, in both theme variants.
func TestEveryStateHasAShapeBesidesItsColour(t *testing.T) {
	test.NewTempApp(t)
	cells := map[string]Cell{}
	for _, e := range legendEntries {
		cells[e.key] = e.cell
	}
	// The states the legend leaves out, for the marks of a step.
	cells["just placed"] = Cell{Digit: 5, Kind: Solver, Marks: Placed}
	cells["unit of the rejection"] = Cell{Digit: 5, Kind: Given, Marks: OnUnit}
	cells["unit of a hint"] = Cell{Digit: 5, Kind: Given, Marks: HintUnit}
	cells["dead end"] = Cell{Kind: Solver, Marks: DeadEnd}
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		in := inksFor(theme.Current(), v)
		seen := map[shape]string{shapeOf(lookOf(Cell{}, 9, in.paper, &in)): "an empty cell"}
		for name, c := range cells {
			s := shapeOf(lookOf(c, 9, in.paper, &in))
			if other, ok := seen[s]; ok {
				t.Errorf("variant %v: %s and %s look alike but for colour: %+v", v, name, other, s)
			}
			seen[s] = name
		}
	}
}

// swatches are the legend's cells, in the order of legendEntries.
func swatches(t *testing.T, k *palette.BoardKey) []*legendSwatch {
	t.Helper()
	var all []*legendSwatch
	for _, item := range k.Content.(*fyne.Container).Objects {
		s, ok := item.(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*legendSwatch) // in its centring
		if !ok {
			t.Fatalf("a legend entry without a swatch: %T", item)
		}
		all = append(all, s)
	}
	if len(all) != len(legendEntries) {
		t.Fatalf("%d swatches for %d entries", len(all), len(legendEntries))
	}
	return all
}

// checkSwatches checks that the legend draws each state with the board's
// style, ring, mark and badge, in the colours of variant v.
func checkSwatches(t *testing.T, k *palette.BoardKey, v fyne.ThemeVariant) {
	t.Helper()
	in := inksFor(theme.Current(), v)
	for i, s := range swatches(t, k) {
		e := legendEntries[i]
		want := lookOf(e.cell, 9, in.paper, &in)
		got := shape{s.digit.Text, s.mark.Text, s.digit.TextStyle.Bold, s.digit.TextStyle.Italic, s.sq.StrokeColor == want.stroke && want.stroke.A != 0}
		if w := (shape{want.text, want.mark, want.bold, want.italic, want.stroke.A != 0}); got != w {
			t.Errorf("%s: legend shows %+v, the board %+v", e.key, got, w)
		}
		if s.badge.Visible() != want.badge {
			t.Errorf("%s: badge in the legend %v, on the board %v", e.key, s.badge.Visible(), want.badge)
		}
		if s.sq.FillColor != want.fill || (want.mark != "" && s.mark.Color != want.markInk) {
			t.Errorf("%s: legend filled %v, mark in %v; the board %v, %v", e.key, s.sq.FillColor, s.mark.Color, want.fill, want.markInk)
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

// The legend draws each state with the board's style, ring and mark, and
// again in the other variant when the theme changes.
func TestLegendShowsEachStatesMark(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(heldTheme{theme.DefaultTheme(), theme.VariantDark})
	k := newLegend()
	test.NewTempWindow(t, k.Content)
	checkSwatches(t, k, theme.VariantDark)
	a.Settings().SetTheme(heldTheme{theme.DefaultTheme(), theme.VariantLight})
	checkSwatches(t, k, theme.VariantLight)
}

// The board draws the marks and styles of a search step, and clears them
// when the step is over.
func TestBoardDrawsTheMarksOfAStep(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(4)
	boardWindow(t, b, 300)
	v := NewView(4)
	v.Cells[0] = Cell{Digit: 1, Kind: Given, Marks: Blocker}
	v.Cells[3] = Cell{Digit: 1, Kind: Solver, Marks: Rejected}
	v.Cells[5] = Cell{Digit: 3, Kind: Solver}
	b.SetView(v)
	r := b.renderer
	if r.marks[0].Text != blockerMark || r.marks[3].Text != rejectedMark || r.marks[5].Text != "" {
		t.Errorf("marks %q %q %q, want %q %q none", r.marks[0].Text, r.marks[3].Text, r.marks[5].Text, blockerMark, rejectedMark)
	}
	// The rejected try's mark sits on a badge inside its cell, the
	// blocker's has none.
	badge, cell := r.badges[3], b.place
	if !badge.Visible() || r.badges[0].Visible() ||
		badge.Position().X < cell.Origin.X+3*cell.Cell || badge.Position().X+badge.Size().Width > cell.Origin.X+4*cell.Cell {
		t.Errorf("badges shown %v %v; the rejected try's at %v size %v, its cell from %v", r.badges[0].Visible(), badge.Visible(), badge.Position(), badge.Size(), cell.Origin.X+3*cell.Cell)
	}
	if !r.digits[5].TextStyle.Italic || r.digits[0].TextStyle.Italic || !r.digits[0].TextStyle.Bold {
		t.Errorf("the solver's digit italic %v; the given italic %v, bold %v", r.digits[5].TextStyle.Italic, r.digits[0].TextStyle.Italic, r.digits[0].TextStyle.Bold)
	}
	v.Cells[0].Marks, v.Cells[3] = 0, Cell{}
	b.SetView(v)
	if r.marks[0].Text != "" || r.marks[3].Text != "" || r.badges[3].Visible() {
		t.Errorf("after the step: marks %q %q", r.marks[0].Text, r.marks[3].Text)
	}
}

// Deciding a cell's look, marks and all, allocates nothing for a cell
// without pencil marks: the board does it for every cell at every frame
// of a search.
func TestLooksAllocateNothing(t *testing.T) {
	in := inksFor(theme.DefaultTheme(), theme.VariantLight)
	cells := make([]Cell, 0, len(legendEntries)+3)
	for _, e := range legendEntries {
		cells = append(cells, e.cell)
	}
	cells = append(cells, Cell{Digit: 3, Kind: Solver, Marks: Placed}, Cell{Digit: 3, Marks: OnUnit}, Cell{Kind: Solver, Marks: DeadEnd})
	var sink look
	allocs := testing.AllocsPerRun(20, func() {
		for _, c := range cells {
			sink = lookOf(c, 9, in.paper, &in)
		}
	})
	if allocs != 0 {
		t.Errorf("the looks of %d cells allocate %v times", len(cells), allocs)
	}
	_ = sink
}
