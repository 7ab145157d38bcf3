package maze

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/maze"
)

func TestScreen_GenerateWithASeedTwiceGivesTheSameMaze(t *testing.T) {
	s, _ := newTestScreen(t)
	s.animate.SetChecked(false)
	s.width.SetText("12")
	s.height.SetText("8")
	s.seed.SetText("42")
	runAll(t, s, s.generate)
	first := s.Maze().String()
	s.openSample(teachingSample)
	runAll(t, s, s.generate)
	if s.Maze().String() != first {
		t.Fatalf("two mazes from seed 42:\n%s\n%s", first, s.Maze())
	}
	if want := maze.Generate(12, 8, 42).String(); first != want {
		t.Errorf("screen's maze differs from the engine's:\n%s\n%s", first, want)
	}
	if s.Maze().Width() != 25 || s.Maze().Height() != 17 {
		t.Errorf("size %d×%d, want 25×17", s.Maze().Width(), s.Maze().Height())
	}
	const status = "Generated a 12×8-cell maze from seed 42 — the same size and seed always give this maze"
	if s.Status() != status {
		t.Errorf("status %q", s.Status())
	}
}

func TestScreen_AnimatedGenerationEndsWithTheSameMaze(t *testing.T) {
	s, _ := newTestScreen(t)
	s.animate.SetChecked(true)
	s.width.SetText("9")
	s.height.SetText("5")
	s.seed.SetText("7")
	runAll(t, s, s.generate)
	if want := maze.Generate(9, 5, 7).String(); s.Maze().String() != want {
		t.Fatalf("animated generation made\n%s\nwant\n%s", s.Maze(), want)
	}
	if s.model != nil || s.board.View() != &s.plain {
		t.Error("the board does not show the new maze plain")
	}
	if st := s.session.State().String(); st != "idle" {
		t.Errorf("session %s after generation, want idle", st)
	}
}

func TestScreen_GenerationStepsCarveTheGrid(t *testing.T) {
	s, _ := newTestScreen(t)
	s.width.SetText("4")
	s.height.SetText("3")
	s.seed.SetText("1")
	s.next = jobGenerate
	step(t, s) // the first cell is tried
	step(t, s) // and carved
	v := s.board.View()
	if v.W != 9 || v.H != 7 {
		t.Fatalf("carving on a %d×%d grid, want 9×7", v.W, v.H)
	}
	if c := v.At(pt(2, 2)); c.Mark != OnPath {
		t.Errorf("first cell is %+v, want carved", *c)
	}
	if want := "Paused · Carve the first cell r2c2"; s.Status() != want {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
	walls := 0
	for _, c := range v.Cells {
		if c.Mark == Wall {
			walls++
		}
	}
	if walls != 9*7-1 {
		t.Errorf("%d walls, want all but one", walls)
	}
}

func TestScreen_BadSizeIsRefused(t *testing.T) {
	s, _ := newTestScreen(t)
	before := s.Maze().String()
	s.animate.SetChecked(false)
	s.width.SetText("200")
	s.generate()
	if s.Maze().String() != before {
		t.Error("the maze changed")
	}
	if want := "Cannot generate: maze size 200×12: at most 150 cells a side here"; s.Status() != want {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
}

func TestScreen_BadPasteKeepsTheMaze(t *testing.T) {
	s, _ := newTestScreen(t)
	before := s.Maze().String()
	s.paste("#####\n#S..#\n#####\n")
	if s.Maze().String() != before {
		t.Error("the maze changed")
	}
	const status = "The clipboard holds no maze: no E (end) — the maze is unchanged"
	if s.Status() != status {
		t.Errorf("status %q", s.Status())
	}
	s.openText("bad.txt", "#S#\n#E..#\n")
	if s.Maze().String() != before {
		t.Error("the maze changed")
	}
	const fileStatus = "The file bad.txt is not a maze: line 2 has 5 cells, want 3 — the maze is unchanged"
	if s.Status() != fileStatus {
		t.Errorf("status %q", s.Status())
	}
}

func TestScreen_TooLargeSaysTheLimit(t *testing.T) {
	s, _ := newTestScreen(t)
	before := s.Maze().String()
	// The dialog read only the first bytes; the file's size is told apart.
	s.openFile("m_open2000.txt", "#", 100<<20)
	const status = "The file m_open2000.txt is not a maze: the text is 100 MB, more than the largest maze takes (1000 cells a side, 1.9 MB) — the maze is unchanged"
	if s.Status() != status || s.Maze().String() != before {
		t.Errorf("status %q", s.Status())
	}
	s.paste(strings.Repeat("#", maxInput+1))
	const pasted = "The clipboard holds no maze: the text is 2 MB, more than the largest maze takes (1000 cells a side, 1.9 MB) — the maze is unchanged"
	if s.Status() != pasted || s.Maze().String() != before {
		t.Errorf("status %q", s.Status())
	}
}

func TestScreen_PasteFromClipboard(t *testing.T) {
	s, a := newTestScreen(t)
	a.Clipboard().SetContent("#####\n#S.E#\n#####\n")
	s.pasteClipboard()
	if got := s.Maze().String(); got != "#####\n#S.E#\n#####\n" {
		t.Errorf("maze %q", got)
	}
	if s.Status() != "Pasted a 5×3 maze" {
		t.Errorf("status %q", s.Status())
	}
}

func TestScreen_TapTogglesWalls(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	tap := func(p maze.Point) { test.TapAt(s.board, s.board.CellCenter(p.Row, p.Col)) }
	tap(pt(2, 3))
	if !s.Maze().IsWall(1, 2) || s.Status() != "Walled r2c3" {
		t.Fatalf("r2c3 not walled: %q", s.Status())
	}
	if s.board.View().At(pt(2, 3)).Mark != Wall {
		t.Error("the board does not show the new wall")
	}
	tap(pt(2, 3))
	if s.Maze().IsWall(1, 2) || s.Status() != "Opened r2c3" {
		t.Fatalf("r2c3 not opened: %q", s.Status())
	}
	tap(pt(2, 2))
	if !strings.HasPrefix(s.Status(), "r2c2 holds S or E") {
		t.Errorf("tapping S: %q", s.Status())
	}
	s.mode.SetSelected(s.mode.Options[modeStart])
	tap(pt(1, 2)) // a wall on the border: opened for S
	if s.Maze().Start() != pt(1, 2) || s.Status() != "Moved S to r1c2" {
		t.Errorf("S at %v: %q", s.Maze().Start(), s.Status())
	}
	s.mode.SetSelected(s.mode.Options[modeEnd])
	tap(pt(1, 2))
	if s.Status() != "S and E must be different cells" {
		t.Errorf("E onto S: %q", s.Status())
	}
}

func TestScreen_TapClearsAFinishedSearchAndLocksARunningOne(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	step(t, s)
	test.TapAt(s.board, s.board.CellCenter(1, 2))
	if s.Maze().IsWall(1, 2) {
		t.Error("edited during a search")
	}
	if !strings.HasPrefix(s.Status(), "The maze is locked") {
		t.Errorf("status %q", s.Status())
	}
	s.session.Stop()
	test.TapAt(s.board, s.board.CellCenter(1, 2))
	if !s.Maze().IsWall(1, 2) || s.model != nil {
		t.Error("a click after the search did not go back to editing")
	}
}

// TestScreen_GenerateWithLoops: the Loops select makes the engine's maze
// with loops, at once and animated (the carving shows, the loops come
// with the finished maze).
func TestScreen_GenerateWithLoops(t *testing.T) {
	want := maze.GenerateWithLoops(12, 8, 42, 25).String()
	if want == maze.Generate(12, 8, 42).String() {
		t.Fatal("25% loops left the maze perfect")
	}
	for _, animate := range []bool{false, true} {
		s, _ := newTestScreen(t)
		s.animate.SetChecked(animate)
		s.width.SetText("12")
		s.height.SetText("8")
		s.seed.SetText("42")
		s.loops.SetSelected("25%")
		runAll(t, s, s.generate)
		if got := s.Maze().String(); got != want {
			t.Errorf("animate %v: made\n%s\nwant\n%s", animate, got, want)
		}
		const status = "Generated a 12×8-cell maze with 25% loops from seed 42 — the same size, seed and loops always give this maze; compare DFS and BFS on it"
		if s.Status() != status {
			t.Errorf("animate %v: status %q", animate, s.Status())
		}
	}
}
