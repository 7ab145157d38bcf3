package sudoku

import (
	"backtracklab/gui/run/runtest"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine/sudoku"
)

func TestFirstStartShowsASample(t *testing.T) {
	s, _, _ := newTestScreen(t)
	if got := s.p.givens.String(); got != pe1 {
		t.Fatalf("first puzzle %s, want Project Euler's first %s", got, pe1)
	}
	if !strings.HasPrefix(s.Status(), "Welcome: here is Medium · Project Euler 96 #1.") {
		t.Fatalf("status %q", s.Status())
	}
}

func TestTypingDigitsAndKeys(t *testing.T) {
	s, w, _ := newTestScreen(t)
	b := s.board
	tapCell(s, 0, 0)
	if w.Canvas().Focused() != b {
		t.Fatal("a click on a cell did not focus the grid")
	}
	if r, c := b.Selected(); r != 0 || c != 0 {
		t.Fatalf("cursor at %s, want r1c1", cellName(r, c))
	}
	test.Type(b, "4")
	v := b.View()
	if s.p.entries.At(0, 0) != 4 || v.At(0, 0) != (Cell{Digit: 4, Kind: Entry}) {
		t.Fatalf("typing 4 in r1c1: entry %d, cell %+v", s.p.entries.At(0, 0), v.At(0, 0))
	}
	// Right, then a 3 that clashes with the given 3 in r1c3.
	key(b, fyne.KeyRight)
	test.Type(b, "3")
	if got := marked(b.View(), Conflict); strings.Join(got, " ") != "r1c2 r1c3" {
		t.Fatalf("clashing cells %v, want r1c2 r1c3", got)
	}
	if want := "Two 3s in row 1 (columns 2 and 3) — 2 clashing cells are marked"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	key(b, fyne.KeyBackspace)
	if s.p.entries.At(0, 1) != 0 || len(marked(b.View(), Conflict)) != 0 {
		t.Fatal("Backspace did not clear r1c2 and its clash")
	}
	// '.' and '0' clear too; letters are not digits on 9x9.
	test.Type(b, "7.")
	test.Type(b, "a")
	if s.p.entries.At(0, 1) != 0 {
		t.Fatalf("r1c2 holds %d after 7, '.' and 'a', want empty", s.p.entries.At(0, 1))
	}
	// Tab skips the given 3 in r1c3; Shift+Tab comes back.
	key(b, fyne.KeyTab)
	if r, c := b.Selected(); r != 0 || c != 3 {
		t.Fatalf("Tab from r1c2 went to %s, want r1c4", cellName(r, c))
	}
	b.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	key(b, fyne.KeyTab)
	b.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	if r, c := b.Selected(); r != 0 || c != 1 {
		t.Fatalf("Shift+Tab from r1c4 went to %s, want r1c2", cellName(r, c))
	}
	key(b, fyne.KeyDown)
	key(b, fyne.KeyLeft)
	key(b, fyne.KeyLeft) // stops at the edge
	if r, c := b.Selected(); r != 1 || c != 0 {
		t.Fatalf("Down, Left, Left from r1c2 went to %s, want r2c1", cellName(r, c))
	}
	// A given cannot be typed over unless Edit givens is ticked.
	b.Select(0, 2)
	test.Type(b, "5")
	if s.p.givens.At(0, 2) != 3 || !strings.HasPrefix(s.Status(), "r1c3 is a given") {
		t.Fatalf("typing over a given: given %d, status %q", s.p.givens.At(0, 2), s.Status())
	}
	s.givensMode.SetChecked(true)
	test.Type(b, "5")
	if v := b.View(); s.p.givens.At(0, 2) != 5 || v.At(0, 2).Kind != Given {
		t.Fatal("with Edit givens ticked, typing did not change the given")
	}
	// Undo and redo through the shortcuts.
	b.TypedShortcut(&fyne.ShortcutUndo{})
	if s.p.givens.At(0, 2) != 3 {
		t.Fatal("Ctrl+Z did not bring the given 3 back")
	}
	b.TypedShortcut(&fyne.ShortcutRedo{})
	if s.p.givens.At(0, 2) != 5 {
		t.Fatal("Ctrl+Y did not make the change again")
	}
}

func TestEscapeLeavesTheGrid(t *testing.T) {
	s, w, _ := newTestScreen(t)
	tapCell(s, 4, 4)
	key(s.board, fyne.KeyEscape)
	if w.Canvas().Focused() != nil {
		t.Fatal("Escape on an idle grid kept the focus")
	}
}

func TestPaste(t *testing.T) {
	s, w, a := newTestScreen(t)
	clip := a.Clipboard()
	clip.SetContent(easy17)
	s.board.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
	if s.p.givens.String() != easy17 {
		t.Fatalf("pasted %s, want %s", s.p.givens.String(), easy17)
	}
	if want := "Pasted a 9×9 puzzle with 36 givens"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("a good paste opened a dialog")
	}

	// A bad paste names the problem and leaves the grid as it was,
	// entries included.
	tapCell(s, 0, 0)
	test.Type(s.board, "3")
	before := s.p
	clip.SetContent(badPE1)
	s.pasteClipboard()
	if s.p != before {
		t.Fatal("a bad paste changed the grid")
	}
	want := "The clipboard holds no puzzle: character 3 'x' is not a digit or blank — the grid is unchanged"
	if s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("a bad paste showed no dialog")
	}
}

func TestHandleShortcutFromTheWindow(t *testing.T) {
	s, _, a := newTestScreen(t)
	a.Clipboard().SetContent(easy17)
	if !s.HandleShortcut(&fyne.ShortcutPaste{Clipboard: a.Clipboard()}) || s.p.givens.String() != easy17 {
		t.Fatal("the window's paste shortcut did not paste")
	}
	if !s.HandleShortcut(&fyne.ShortcutUndo{}) || s.p.givens.String() != pe1 {
		t.Fatal("the window's undo shortcut did not undo the paste")
	}
	if s.HandleShortcut(&fyne.ShortcutSelectAll{}) {
		t.Fatal("select all was taken")
	}
}

func TestPasteSeveralTakesTheFirst(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.paste(easy17 + "\n" + pe1 + "\n")
	if s.p.givens.String() != easy17 {
		t.Fatal("pasting two puzzles did not take the first")
	}
	if want := "Pasted a 9×9 puzzle with 36 givens — the clipboard held 2 puzzles: this is the first (Open… offers a choice)"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
}

func TestOpenOffersAChoice(t *testing.T) {
	s, w, _ := newTestScreen(t)
	s.openText("two.txt", pe1+"\n"+easy17+"\n")
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("a file of two puzzles opened no choice")
	}
	open := runtest.FindButton(top, "Open")
	if open == nil {
		t.Fatal("the choice has no Open button")
	}
	test.Tap(open)
	if s.p.givens.String() != pe1 {
		t.Fatal("Open without picking did not take the first puzzle")
	}
	if want := "Opened puzzle 1 of 2 from two.txt"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	s.openText("one.txt", strings.Join(rows(easy17), "\n"))
	if s.p.givens.String() != easy17 || s.Status() != "Opened one.txt" {
		t.Fatalf("opening a 9-line grid: %s, status %q", s.p.givens.String(), s.Status())
	}
	// Two grids of nine rows each, under Project Euler's headers.
	s.openText("p096_sudoku.txt", "Grid 01\r\n"+strings.Join(rows(pe1), "\r\n")+"\r\nGrid 02\r\n"+strings.Join(rows(easy17), "\r\n")+"\r\n")
	if top := w.Canvas().Overlays().Top(); top == nil || runtest.FindButton(top, "Open") == nil {
		t.Fatal("a file of two drawn puzzles opened no choice")
	} else {
		test.Tap(runtest.FindButton(top, "Open"))
	}
	if s.p.givens.String() != pe1 || s.Status() != "Opened puzzle 1 of 2 from p096_sudoku.txt" {
		t.Fatalf("opening Project Euler's file: %s, status %q", s.p.givens.String(), s.Status())
	}
}

func TestOpenErrorsKeepTheGridAndTheName(t *testing.T) {
	s, _, _ := newTestScreen(t)
	tapCell(s, 0, 0)
	test.Type(s.board, "3")
	before := s.p
	for _, tc := range []struct {
		name, text string
		size       int64
		want       string
	}{
		{"ls_binary", "\xff\xfe\x00", 3, "The file ls_binary holds no puzzle: this is not a text file — the grid is unchanged"},
		{"big.txt", pe1, 100 << 20, "The file big.txt holds no puzzle: the text is 100 MB, more than the 8 MB a puzzle file can be — the grid is unchanged"},
		{"over.txt", pe1, maxInput + 1, "The file over.txt holds no puzzle: the text is 8.1 MB, more than the 8 MB a puzzle file can be — the grid is unchanged"},
		{"short.txt", shortPE1, 80, "The file short.txt holds no puzzle: 80 cells, want 81 — the grid is unchanged"},
	} {
		s.openFile(tc.name, tc.text, tc.size)
		if s.Status() != tc.want || s.p != before {
			t.Errorf("%s: status %q, want %q", tc.name, s.Status(), tc.want)
		}
	}
}

func TestCopy(t *testing.T) {
	s, _, a := newTestScreen(t)
	clip := a.Clipboard()
	tapCell(s, 0, 0)
	test.Type(s.board, "4")
	s.copyLine(clip, "puzzle")
	if clip.Content() != pe1 {
		t.Fatalf("copied puzzle %q", clip.Content())
	}
	s.copyLine(clip, "grid")
	if clip.Content() != "4"+pe1[1:] {
		t.Fatalf("copied grid %q", clip.Content())
	}
	s.copyLine(clip, "solution")
	s.bg.wait() // the check runs in the background
	if clip.Content() != pe1Sol || s.Status() != "Copied the solution as one line of 81 cells" {
		t.Fatalf("copied solution %q, status %q", clip.Content(), s.Status())
	}
}

func TestHint(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.giveHint()
	s.bg.wait() // the check runs in the background
	h, _, _ := findHint(gridOf(t, pe1))
	if s.p.entries.At(h.cell.Row, h.cell.Col) != h.digit {
		t.Fatal("the hint did not fill its cell")
	}
	if want := "Hint: r2c2 must be 6: it is the only place for 6 in box 1"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	v := s.board.View()
	if got := marked(v, Hinted); len(got) != 1 || got[0] != "r2c2" {
		t.Fatalf("hinted cells %v, want r2c2", got)
	}
	if got := len(marked(v, HintUnit)); got != 9 {
		t.Fatalf("%d cells mark the hint's box, want 9", got)
	}
	// A wrong entry is pointed out before any hint is given.
	tapCell(s, 0, 1)
	test.Type(s.board, "5") // the solution has 8
	s.giveHint()
	s.bg.wait() // the check runs in the background
	if got := marked(s.board.View(), Wrong); len(got) != 1 || got[0] != "r1c2" {
		t.Fatalf("wrong cells %v, want r1c2", got)
	}
	if want := "Some of your entries are not right (marked): fix them before asking for a hint"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
}

func TestCheck(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.check()
	s.bg.wait() // the check runs in the background
	if !strings.HasPrefix(s.Status(), "Nothing to check yet") {
		t.Fatalf("status %q", s.Status())
	}
	tapCell(s, 0, 0)
	test.Type(s.board, "4") // right
	key(s.board, fyne.KeyRight)
	test.Type(s.board, "5") // wrong: 8
	key(s.board, fyne.KeyDown)
	test.Type(s.board, "6") // right
	s.check()
	s.bg.wait() // the check runs in the background
	if got := marked(s.board.View(), Wrong); strings.Join(got, " ") != "r1c2" {
		t.Fatalf("wrong cells %v, want r1c2", got)
	}
	if want := "1 of your 3 entries is wrong: it is marked"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	// Correcting the cell clears its mark.
	s.board.Select(0, 1)
	test.Type(s.board, "8")
	if len(marked(s.board.View(), Wrong)) != 0 {
		t.Fatal("the corrected entry is still marked wrong")
	}
	s.check()
	s.bg.wait() // the check runs in the background
	if want := "All 3 entries are right — keep going"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
}

func TestCheckSeveralSolutions(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(6) // two solutions
	var sol sudoku.Grid
	var count int
	for known := false; !known; s.bg.wait() {
		sol, count, known = s.solutions(s.p.givens, func() {})
	}
	if count != 2 {
		t.Fatalf("the two-solution sample counts %d", count)
	}
	// Fill one empty cell from a solution: it fits one of them.
	for i := 0; i < 81; i++ {
		if s.p.givens.At(i/9, i%9) == 0 {
			s.board.Select(i/9, i%9)
			test.Type(s.board, digitName(sol.At(i/9, i%9)))
			break
		}
	}
	s.check()
	s.bg.wait() // the check runs in the background
	if want := "Your entry fits a solution (this puzzle has more than one)"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
}

func TestSizeAndClear(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.size.SetSelected("4×4")
	if s.p.size() != 4 || s.board.View().N != 4 || !s.givensMode.Checked {
		t.Fatal("choosing 4×4 did not give an empty 4×4 grid ready for givens")
	}
	test.Type(s.board, "1")
	if s.p.givens.At(0, 0) != 1 {
		t.Fatal("typing on a new grid did not enter a given")
	}
	test.Type(s.board, "5") // no 5 on a 4x4
	if s.p.givens.At(0, 0) != 1 {
		t.Fatal("5 was taken on a 4×4 grid")
	}
	s.undoEdit()
	s.undoEdit()
	if s.p.size() != 9 || s.p.givens.String() != pe1 || s.size.Selected != "9×9" {
		t.Fatal("two undos did not bring the 9×9 puzzle back")
	}
	tapCell(s, 0, 0)
	test.Type(s.board, "4")
	s.clearEntries()
	if _, e := s.p.counts(); e != 0 || s.p.givens.String() != pe1 {
		t.Fatal("Clear my entries did not keep just the puzzle")
	}
	s.clearAll()
	if g, _ := s.p.counts(); g != 0 {
		t.Fatal("Clear the whole grid left givens")
	}
}
