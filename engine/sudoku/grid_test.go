package sudoku

import "testing"

func TestZeroGridIsEmpty9x9(t *testing.T) {
	var g Grid
	if g.Size() != 9 || g.BoxSize() != 3 || g.NumCells() != 81 || g.Filled() != 0 || g.Full() {
		t.Fatalf("zero grid: size %d box %d cells %d filled %d", g.Size(), g.BoxSize(), g.NumCells(), g.Filled())
	}
	if want, _ := NewGrid(9); g != want {
		t.Fatal("zero grid differs from NewGrid(9)")
	}
}

func TestNewGridSizes(t *testing.T) {
	for _, tc := range []struct{ size, box, cells int }{{4, 2, 16}, {9, 3, 81}, {16, 4, 256}} {
		g, err := NewGrid(tc.size)
		if err != nil {
			t.Fatal(err)
		}
		if g.Size() != tc.size || g.BoxSize() != tc.box || g.NumCells() != tc.cells {
			t.Errorf("NewGrid(%d): size %d box %d cells %d", tc.size, g.Size(), g.BoxSize(), g.NumCells())
		}
	}
	for _, bad := range []int{0, 1, 3, 8, 25} {
		if _, err := NewGrid(bad); err == nil {
			t.Errorf("NewGrid(%d) accepted", bad)
		}
	}
}

func TestSetAtString(t *testing.T) {
	g, _ := NewGrid(4)
	g.Set(0, 0, 1)
	g.Set(1, 2, 4)
	g.Set(3, 3, 2)
	if got, want := g.String(), "1.....4........2"; got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
	if g.At(1, 2) != 4 || g.At(2, 2) != 0 || g.Filled() != 3 {
		t.Fatalf("At/Filled wrong: %d %d %d", g.At(1, 2), g.At(2, 2), g.Filled())
	}
	g.Set(1, 2, 0)
	if g.At(1, 2) != 0 || g.Filled() != 2 {
		t.Fatal("Set 0 did not empty the cell")
	}
}

func TestSetPanicsOutsideRange(t *testing.T) {
	for _, tc := range []struct{ r, c, v int }{{4, 0, 1}, {0, -1, 1}, {0, 0, 5}, {0, 0, -1}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Set(%d,%d,%d) on 4x4 did not panic", tc.r, tc.c, tc.v)
				}
			}()
			g, _ := NewGrid(4)
			g.Set(tc.r, tc.c, tc.v)
		}()
	}
}

func TestStringUsesLettersFor16x16(t *testing.T) {
	g, _ := NewGrid(16)
	for c := 0; c < 16; c++ {
		g.Set(0, c, c+1)
	}
	want := "123456789ABCDEFG"
	if got := g.String()[:16]; got != want {
		t.Fatalf("first row %q, want %q", got, want)
	}
	if len(g.String()) != 256 {
		t.Fatalf("len %d", len(g.String()))
	}
}

func TestPretty(t *testing.T) {
	g := mustParse(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	want := `. . 3 | . 2 . | 6 . .
9 . . | 3 . 5 | . . 1
. . 1 | 8 . 6 | 4 . .
------+-------+------
. . 8 | 1 . 2 | 9 . .
7 . . | . . . | . . 8
. . 6 | 7 . 8 | 2 . .
------+-------+------
. . 2 | 6 . 9 | 5 . .
8 . . | 2 . 3 | . . 9
. . 5 | . 1 . | 3 . .
`
	if got := g.Pretty(); got != want {
		t.Fatalf("Pretty:\n%s\nwant:\n%s", got, want)
	}
	if back := mustParse(t, want); back != g {
		t.Fatal("Pretty does not parse back to the grid")
	}
	small := mustParse(t, "1..4..1..4..2..3")
	if got, want := small.Pretty(), "1 . | . 4\n. . | 1 .\n----+----\n. 4 | . .\n2 . | . 3\n"; got != want {
		t.Fatalf("4x4 Pretty:\n%s\nwant:\n%s", got, want)
	}
	var big Grid
	big, _ = NewGrid(16)
	lines := 0
	for _, ch := range big.Pretty() {
		if ch == '\n' {
			lines++
		}
	}
	if lines != 19 {
		t.Fatalf("16x16 Pretty has %d lines, want 16 rows + 3 rules", lines)
	}
	if back := mustParse(t, big.Pretty()); back != big {
		t.Fatal("16x16 Pretty does not parse back")
	}
}

func TestDigitChar(t *testing.T) {
	for v, want := range map[int]byte{0: '.', 1: '1', 9: '9', 10: 'A', 16: 'G', 17: '?', -1: '?'} {
		if got := DigitChar(v); got != want {
			t.Errorf("DigitChar(%d) = %q, want %q", v, got, want)
		}
	}
}

func TestAppendText(t *testing.T) {
	g := mustParse(t, easy1)
	b, err := g.AppendText([]byte("puzzle: "))
	if err != nil || string(b) != "puzzle: "+easy1 {
		t.Fatalf("AppendText = %q, %v", b, err)
	}
	small, _ := NewGrid(4)
	small.Set(3, 3, 4)
	if b, _ := small.AppendText(nil); string(b) != "...............4" {
		t.Fatalf("4x4 AppendText = %q", b)
	}
}
