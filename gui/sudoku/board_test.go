package sudoku

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine/sudoku"
)

func TestRuneDigit(t *testing.T) {
	for _, tc := range []struct {
		r    rune
		n    int
		want int
		ok   bool
	}{
		{'1', 9, 1, true}, {'9', 9, 9, true}, {'0', 9, 0, true}, {'.', 9, 0, true},
		{'5', 4, 0, false}, {'4', 4, 4, true}, {'a', 9, 0, false},
		{'a', 16, 10, true}, {'G', 16, 16, true}, {'h', 16, 0, false}, {' ', 9, 0, false}, {'x', 9, 0, false},
	} {
		got, ok := runeDigit(tc.r, tc.n)
		if ok != tc.ok || (ok && got != tc.want) {
			t.Errorf("runeDigit(%q, %d) = %d, %v; want %d, %v", tc.r, tc.n, got, ok, tc.want, tc.ok)
		}
	}
}

func TestPencilLines(t *testing.T) {
	for _, tc := range []struct {
		cands sudoku.Digits
		n     int
		want  [4]string
	}{
		{1<<0 | 1<<2 | 1<<4 | 1<<8, 9, [4]string{"1   3", "  5  ", "    9"}},
		{1<<1 | 1<<2, 4, [4]string{"  2", "3  "}},
		{1<<9 | 1<<15, 16, [4]string{"       ", "       ", "  A    ", "      G"}},
	} {
		if got := pencilLines(tc.cands, tc.n); got != tc.want {
			t.Errorf("pencilLines(%s, %d) = %q, want %q", tc.cands, tc.n, got, tc.want)
		}
	}
}

func TestBoardSixteenTakesLetters(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.size.SetSelected("16×16")
	tapCell(s, 15, 15)
	test.Type(s.board, "g")
	if s.p.givens.At(15, 15) != 16 {
		t.Fatalf("typing g on 16×16 gave %d, want 16", s.p.givens.At(15, 15))
	}
	if v := s.board.View(); v.At(15, 15).Digit != 16 {
		t.Fatal("the board does not show the G")
	}
}

func TestDisabledBoardTakesNoInput(t *testing.T) {
	b := NewBoard(4)
	b.Disable()
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(200, 200))
	typed := 0
	b.OnEntry = func(int, int, int) { typed++ }
	test.TapAt(b, b.CellCenter(1, 1))
	test.Type(b, "1")
	if typed != 0 || w.Canvas().Focused() != nil {
		t.Fatal("a disabled board took a tap or a digit")
	}
}

// Golden files: the board's markup in a few states, on a 4×4 grid so that
// the files stay readable, and one image of a solved 9×9.

func boardWindow(t *testing.T, b *Board, side float32) fyne.Window {
	t.Helper()
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(side, side))
	return w
}

func fourByFour(t *testing.T) sudoku.Grid { return gridOf(t, "..2.2......3.4..") }

func TestBoardGoldenEmpty(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard(4)
	boardWindow(t, b, 240)
	test.AssertObjectRendersToMarkup(t, "board_empty.xml", b)
}

func TestBoardGoldenConflict(t *testing.T) {
	test.NewTempApp(t)
	s, _, _ := newTestScreen(t)
	s.load(fourByFour(t), nil)
	tapCell(s, 0, 0)
	test.Type(s.board, "2") // clashes with the 2 in r1c3 and in r2c1
	b := NewBoard(4)
	boardWindow(t, b, 240)
	b.SetView(s.board.View())
	b.Select(0, 0)
	test.AssertObjectRendersToMarkup(t, "board_conflict.xml", b)
}

func TestBoardGoldenSolved(t *testing.T) {
	test.NewTempApp(t)
	s, _, _ := newTestScreen(t)
	s.load(fourByFour(t), nil)
	selectStrategy(s, sudoku.Plain)
	solveAll(t, s)
	b := NewBoard(4)
	boardWindow(t, b, 240)
	b.SetView(s.board.View())
	b.SetEditing(false)
	test.AssertObjectRendersToMarkup(t, "board_solved.xml", b)
}

func TestBoardGoldenPencil(t *testing.T) {
	test.NewTempApp(t)
	s, _, _ := newTestScreen(t)
	s.load(fourByFour(t), nil)
	s.pencil.SetChecked(true)
	b := NewBoard(4)
	boardWindow(t, b, 240)
	b.SetView(s.board.View())
	b.SetEditing(false)
	test.AssertObjectRendersToMarkup(t, "board_pencil.xml", b)
}

func TestBoardGoldenSolvedImage(t *testing.T) {
	test.NewTempApp(t)
	s, _, _ := newTestScreen(t)
	selectStrategy(s, sudoku.MRV)
	solveAll(t, s)
	b := NewBoard(9)
	w := boardWindow(t, b, 420)
	b.SetView(s.board.View())
	b.SetEditing(false)
	test.AssertImageMatches(t, "board_solved_9x9.png", w.Canvas().Capture())
}

// TestTypingRepaintsFewCells checks that a keystroke redraws only the
// cells whose look changed: the cell typed in, the peers whose pencil
// marks lose the digit, and the cells holding the same digit, which the
// cursor's guides tint. Nowhere near the 81 cells of the grid.
func TestTypingRepaintsFewCells(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.pencil.SetChecked(true)
	tapCell(s, 0, 0)
	r := s.board.renderer
	before := r.repaints
	test.Type(s.board, "4")
	// 1 cell typed in + 20 peers at most + the 3 fours of the puzzle.
	if got := r.repaints - before; got < 1 || got > 24 {
		t.Fatalf("typing one digit repainted %d cells, want 1 to 24", got)
	}
	before = r.repaints
	key(s.board, fyne.KeyDown) // the cursor moves: its guides move with it
	if got := r.repaints - before; got > 2*20+2+3 {
		t.Fatalf("moving the cursor repainted %d cells", got)
	}
}

func BenchmarkTypeDigit(b *testing.B) {
	for _, n := range []int{9, 16} {
		b.Run(sizeName(n), func(b *testing.B) {
			s, _, _ := newTestScreen(b)
			s.size.SetSelected(sizeName(n))
			s.givensMode.SetChecked(false)
			s.pencil.SetChecked(true)
			d := 0
			for b.Loop() {
				d = d%n + 1
				s.board.TypedRune(rune(sudoku.DigitChar(d)))
			}
		})
	}
}
