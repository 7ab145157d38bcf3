package gui

import (
	"testing"

	"fyne.io/fyne/v2"

	"backtracklab/engine/maze"
)

// openCell returns an open cell of mz that is neither S nor E.
func openCell(t *testing.T, mz *maze.Maze) maze.Point {
	t.Helper()
	for r := range mz.Height() {
		for c := range mz.Width() {
			p := maze.Point{Row: r, Col: c}
			if !mz.IsWall(r, c) && p != mz.Start() && p != mz.End() {
				return p
			}
		}
	}
	t.Fatal("no open cell")
	return maze.Point{}
}

func TestEditUndoReachesTheMaze(t *testing.T) {
	m := newTestWindow(t, 0)
	m.tabs.SelectIndex(tabMaze)
	before := m.maze().Maze().String()
	p := openCell(t, m.maze().Maze())
	m.maze().Board().OnTapped(p.Row, p.Col)
	if m.maze().Maze().String() == before {
		t.Fatal("the click changed nothing")
	}
	typeMenuShortcut(t, m, &fyne.ShortcutUndo{})
	if m.maze().Maze().String() != before {
		t.Error("Ctrl+Z on the Maze tab did not undo the edit")
	}
	menuItem(t, m, "Edit", "Redo").Action()
	if m.maze().Maze().String() == before {
		t.Error("Edit > Redo on the Maze tab did not make the edit again")
	}
}
