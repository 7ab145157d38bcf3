package maze

import (
	"testing"

	"fyne.io/fyne/v2"

	"backtracklab/engine/maze"
)

// openCell returns an open cell of the maze on show that is neither S
// nor E.
func openCell(t *testing.T, s *Screen) (int, int) {
	t.Helper()
	m := s.Maze()
	for r := range m.Height() {
		for c := range m.Width() {
			if p := (maze.Point{Row: r, Col: c}); !m.IsWall(r, c) && p != m.Start() && p != m.End() {
				return r, c
			}
		}
	}
	t.Fatal("no open cell")
	return 0, 0
}

func TestUndoAndRedoTakeBackMazeEdits(t *testing.T) {
	s, _ := newTestScreen(t)
	original := openSampleT(t, s, teachingSample).String()
	r, c := openCell(t, s)
	s.board.OnTapped(r, c) // walls the cell
	walled := s.Maze().String()
	if walled == original || !s.Maze().IsWall(r, c) {
		t.Fatalf("the click at %d,%d did not wall the cell", r, c)
	}
	s.HandleShortcut(&fyne.ShortcutUndo{})
	if s.Maze().String() != original || s.Status() != "Undone: the maze is back as it was before the last change (Redo, Ctrl+Y, makes it again)" {
		t.Errorf("after Undo: maze changed back %v, status %q", s.Maze().String() == original, s.Status())
	}
	s.HandleShortcut(&fyne.ShortcutUndo{}) // back before the sample
	s.HandleShortcut(&fyne.ShortcutRedo{})
	s.HandleShortcut(&fyne.ShortcutRedo{})
	if s.Maze().String() != walled {
		t.Errorf("two Redos do not give the walled maze back")
	}
	s.HandleShortcut(&fyne.ShortcutRedo{})
	if s.Status() != "Nothing to redo" {
		t.Errorf("Redo with nothing undone says %q", s.Status())
	}

	// A new edit after an Undo forgets what was undone.
	s.HandleShortcut(&fyne.ShortcutUndo{})
	s.board.OnTapped(r, c)
	s.HandleShortcut(&fyne.ShortcutRedo{})
	if s.Status() != "Nothing to redo" {
		t.Errorf("Redo after a new edit says %q", s.Status())
	}

	// A search in progress keeps the maze.
	before := s.Maze().String()
	s.session.Step()
	s.HandleShortcut(&fyne.ShortcutUndo{})
	if s.Maze().String() != before || s.Status() != "The maze is locked while a search runs: Stop (Esc) first" {
		t.Errorf("Undo during a search: maze kept %v, status %q", s.Maze().String() == before, s.Status())
	}
	s.session.Stop()
}
