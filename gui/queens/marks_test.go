package queens

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/queens"
	"backtracklab/gui/palette"
)

// shape is what a look shows besides its colours.
type shape struct {
	glyph, mark string
	sign        signKind
	line        bool
}

func shapeOf(l look) shape { return shape{l.glyph, l.mark, l.sign, l.line != noLine} }

// Every state the legends name has a glyph, corner mark or stripe of its
// own, so that it reads in grey and to a colour-blind eye, on light and
// dark squares alike.
func TestEveryStateHasAShapeBesidesItsColour(t *testing.T) {
	marks := map[Mark]string{}
	for _, e := range append(append([]legendEntry{}, legendEntries...), bitmaskEntries...) {
		marks[e.mark] = e.key
	}
	for _, base := range []palette.Squares{palette.SquaresFor(0), palette.SquaresFor(1)} {
		seen := map[shape]string{{}: "an empty square"}
		for m, key := range marks {
			s := shapeOf(lookOf(m, base.Dark))
			if other, ok := seen[s]; ok {
				t.Errorf("%s and %s look alike but for colour: %+v", key, other, s)
			}
			seen[s] = key
		}
	}
}

// The legend draws each state with the board's glyph, corner mark and
// stripe.
func TestLegendShowsEachStatesMark(t *testing.T) {
	test.NewTempApp(t)
	for _, c := range []queens.Check{queens.Scan, queens.Bitmask} {
		l := newLegend(c)
		k := l.shown()
		base := palette.SquaresFor(palette.Variant()).Light
		for i, e := range k.entries {
			want := lookOf(e.mark, base)
			sgn := noSign
			switch {
			case !k.signs[i].Visible():
			case k.signs[i].StrokeWidth > 0:
				sgn = ringSign
			default:
				sgn = dotSign
			}
			got := shape{k.glyphs[i].Text, k.marks[i].Text, sgn, k.lines[i].Visible()}
			if k.badges[i].Visible() != (want.mark != "") || k.marks[i].Visible() != (want.mark != "") {
				t.Errorf("%v %s: badge shown %v, mark shown %v", c, e.key, k.badges[i].Visible(), k.marks[i].Visible())
			}
			if got != shapeOf(want) {
				t.Errorf("%v %s: legend shows %+v, the board %+v", c, e.key, got, shapeOf(want))
			}
			if want.mark != "" && k.marks[i].Color != markInk(want.fill) {
				t.Errorf("%v %s: mark in %v, want %v", c, e.key, k.marks[i].Color, markInk(want.fill))
			}
		}
	}
}

// The board draws the corner marks of the queens, the signs of the empty
// squares, and the line of attack as a stripe along the way it runs.
func TestBoardDrawsMarksAndTheLineOfAttack(t *testing.T) {
	for _, c := range []struct {
		name     string
		blocker  [2]int
		rejected [2]int
		on       [2]int
		dir      lineDir
	}{
		{"column", [2]int{0, 1}, [2]int{3, 1}, [2]int{1, 1}, lineCol},
		{"row", [2]int{2, 0}, [2]int{2, 3}, [2]int{2, 2}, lineRow},
		{"diagonal down", [2]int{0, 0}, [2]int{3, 3}, [2]int{2, 2}, lineDown},
		{"diagonal up", [2]int{3, 0}, [2]int{0, 3}, [2]int{1, 2}, lineUp},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := NewView(5)
			v.Add(c.blocker[0], c.blocker[1], Queen|Blocker)
			v.Add(c.rejected[0], c.rejected[1], Rejected)
			v.AddLine(c.blocker[0], c.blocker[1], c.rejected[0], c.rejected[1])
			v.Add(4, 4, Attacked)
			b, _ := showBoard(t, v, 300)
			r := b.renderer
			at := func(row, col int) int { return row*5 + col }
			if m := r.marks[at(c.blocker[0], c.blocker[1])]; m.Text != blockerMark || !m.Visible() || !r.badges[at(c.blocker[0], c.blocker[1])].Visible() {
				t.Errorf("blocker's mark %q shown %v, want %q on its badge", m.Text, m.Visible(), blockerMark)
			}
			line := r.lines[at(c.on[0], c.on[1])]
			if !line.Visible() || r.looks[at(c.on[0], c.on[1])].line != c.dir {
				t.Errorf("square on the line: stripe shown %v, running %v; want %v", line.Visible(), r.looks[at(c.on[0], c.on[1])].line, c.dir)
			}
			dx, dy := line.Position2.X-line.Position1.X, line.Position2.Y-line.Position1.Y
			want := map[lineDir][2]bool{lineRow: {true, false}, lineCol: {false, true}, lineDown: {true, true}, lineUp: {true, true}}[c.dir]
			if (dx != 0) != want[0] || (dy != 0) != want[1] || (c.dir == lineUp) != (dx*dy < 0) {
				t.Errorf("stripe from %v to %v does not run %v", line.Position1, line.Position2, c.dir)
			}
			if dot := r.signs[at(4, 4)]; r.lines[at(4, 4)].Visible() || !dot.Visible() || dot.StrokeWidth != 0 || dot.FillColor != r.looks[at(4, 4)].ink {
				t.Errorf("attacked square: stripe %v; dot shown %v, stroke %v, fill %v", r.lines[at(4, 4)].Visible(), dot.Visible(), dot.StrokeWidth, dot.FillColor)
			}
			// Taking the try back clears the stripe and the mark.
			b.SetView(NewView(5))
			if line.Visible() || r.marks[at(c.blocker[0], c.blocker[1])].Visible() || r.badges[at(c.blocker[0], c.blocker[1])].Visible() {
				t.Error("an empty board keeps a stripe or a mark")
			}
		})
	}
}

// Deciding a square's look, stripe and all, allocates nothing: the board
// does it for every square at every frame of a search.
func TestLooksAllocateNothing(t *testing.T) {
	v := NewView(8)
	v.Add(0, 0, Queen|Blocker)
	v.Add(3, 3, Rejected)
	v.AddLine(0, 0, 3, 3)
	v.Add(2, 5, Queen|Solved)
	v.Add(4, 1, Trying)
	v.AddAttacks()
	base := palette.SquaresFor(0).Light
	var sink look
	allocs := testing.AllocsPerRun(20, func() {
		for r := range v.N {
			for c := range v.N {
				l := lookOf(v.At(r, c), base)
				if l.line != noLine {
					l.line = lineThrough(&v, r, c)
				}
				sink = l
			}
		}
	})
	if allocs != 0 {
		t.Errorf("the looks of a board allocate %v times", allocs)
	}
	_ = sink
}
