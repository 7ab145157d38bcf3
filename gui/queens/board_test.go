package queens

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// showBoard puts a board of v in a test window of the given side.
func showBoard(t *testing.T, v View, side float32) (*Board, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	b := NewBoard(v.N)
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(side, side))
	b.SetView(v)
	return b, w
}

func TestBoardGoldens(t *testing.T) {
	empty := NewView(4)

	// Mid-search: queens in rows 1 and 2; the try in row 3, column 1 is
	// rejected by the queen above it, with the square between on its line.
	midSearch := NewView(4)
	midSearch.Add(0, 0, Queen|Blocker)
	midSearch.Add(1, 2, Queen)
	midSearch.Add(2, 0, Rejected)
	midSearch.AddLine(0, 0, 2, 0)
	midSearch.Add(0, 1, Undone) // never together with a queen above, but shows the mark

	solution := NewView(4)
	for r, c := range []int{1, 3, 0, 2} {
		solution.Add(r, c, Queen|Solved)
	}

	// By hand: two queens on a diagonal clash; attacked squares shown.
	hand := NewView(4)
	hand.Add(0, 0, Queen|Clash)
	hand.Add(2, 2, Queen|Clash)
	hand.Add(3, 1, Queen)
	hand.AddAttacks()

	for name, v := range map[string]View{
		"empty4": empty, "midsearch4": midSearch, "solution4": solution, "hand4": hand,
	} {
		t.Run(name, func(t *testing.T) {
			_, w := showBoard(t, v, 240)
			test.AssertRendersToMarkup(t, "board/"+name+".xml", w.Canvas())
		})
	}
}

func TestBoardImageOfASolution(t *testing.T) {
	v := NewView(8)
	for r, c := range []int{0, 4, 7, 5, 2, 6, 1, 3} {
		v.Add(r, c, Queen|Solved)
	}
	v.Add(3, 3, Attacked) // an attacked square, to see its tint
	_, w := showBoard(t, v, 360)
	test.AssertRendersToImage(t, "board/solution8.png", w.Canvas())
}

func TestBoardTapsReportTheSquare(t *testing.T) {
	b, _ := showBoard(t, NewView(4), 240)
	var got [][2]int
	b.OnTapped = func(r, c int) { got = append(got, [2]int{r, c}) }
	test.TapAt(b, b.SquareCenter(2, 3))
	test.TapAt(b, b.SquareCenter(0, 0))
	test.TapAt(b, fyne.NewPos(2, 2)) // on the labels: no square
	if len(got) != 2 || got[0] != [2]int{2, 3} || got[1] != [2]int{0, 0} {
		t.Errorf("taps reported %v, want [[2 3] [0 0]]", got)
	}
}

func TestBoardRedrawsOnlyChangedSquaresAndResizes(t *testing.T) {
	b, _ := showBoard(t, NewView(4), 240)
	r := b.renderer
	before := r.squares[5]
	v := NewView(4)
	v.Add(1, 1, Queen)
	b.SetView(v)
	if r.glyphs[5].Text != queenGlyph || r.glyphs[4].Text != "" || r.squares[5] != before {
		t.Errorf("queen at (1,1): glyph %q, next %q; same rectangle %v", r.glyphs[5].Text, r.glyphs[4].Text, r.squares[5] == before)
	}
	b.SetView(NewView(6))
	if len(b.renderer.squares) != 36 || len(b.renderer.labels) != 12 {
		t.Errorf("n=6: %d squares, %d labels; want 36 and 12", len(b.renderer.squares), len(b.renderer.labels))
	}
}
