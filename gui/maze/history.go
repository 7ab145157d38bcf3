package maze

import "backtracklab/engine/maze"

// historyLen is how many mazes Undo can go back through.
const historyLen = 100

// The keys of the words of Undo and Redo.
const (
	undoneMsg = "maze.undo.done"
	redoneMsg = "maze.redo.done"
	noUndoMsg = "maze.undo.none"
	noRedoMsg = "maze.redo.none"
	lockedMsg = "maze.edit.locked"
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
		s.say(tr(lockedMsg, nil))
		return
	}
	if len(*from) == 0 {
		s.say(tr(none, nil))
		return
	}
	m := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, s.mz)
	s.session.Clear()
	s.putMaze(m, tr(done, nil))
}
