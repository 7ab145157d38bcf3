package maze

import "backtracklab/engine/maze"

// historyLen is how many mazes Undo can go back through.
const historyLen = 100

// The words of Undo and Redo.
const (
	undoneMsg = "Undone: the maze is back as it was before the last change (Redo, Ctrl+Y, makes it again)"
	redoneMsg = "Redone: the change is made again"
	noUndoMsg = "Nothing to undo"
	noRedoMsg = "Nothing to redo"
	lockedMsg = "The maze is locked while a search runs: Stop (Esc) first"
)

// history keeps the mazes shown before the one on show, for Undo, and
// the ones undone, for Redo. Mazes are never changed once made, so it
// keeps them as they are.
type history struct {
	back, forward []*maze.Maze
}

// record notes that the maze on show changes from old to m; a new change
// forgets what was undone.
func (h *history) record(old, m *maze.Maze) {
	if old == nil || old == m {
		return
	}
	h.back = append(h.back, old)
	if len(h.back) > historyLen {
		h.back = h.back[len(h.back)-historyLen:]
	}
	h.forward = nil
}

// undoEdit shows the maze before the last change.
func (s *Screen) undoEdit() { s.travel(&s.hist.back, &s.hist.forward, undoneMsg, noUndoMsg) }

// redoEdit makes the last undone change again.
func (s *Screen) redoEdit() { s.travel(&s.hist.forward, &s.hist.back, redoneMsg, noRedoMsg) }

// travel shows the last maze of from, keeping the one on show in to.
func (s *Screen) travel(from, to *[]*maze.Maze, done, none string) {
	if s.session.State().Active() {
		s.say(lockedMsg)
		return
	}
	if len(*from) == 0 {
		s.say(none)
		return
	}
	m := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, s.mz)
	s.session.Clear()
	s.putMaze(m, done)
}
