package quiz

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
)

// Maze asks about a maze's searches (not its generator's carving):
//   - DFS: which way it turns next (tap the cell it moves to): the next
//     Place; after a dead end, which cell it goes back to (tap it): the
//     Undo's By, the cell the one backed out of was entered from;
//   - BFS: which cell it takes from the queue next (tap it): the Expand;
//     but at every choice, only after a cell that added nothing to the
//     queue.
func Maze() Asker { return mazeAsker{} }

type mazeAsker struct{}

// alg is the search of a chained run's search.
func alg(search uint8) (story.MazeSearch, bool) {
	switch search {
	case maze.SearchDFS:
		return story.DFS, true
	case maze.SearchBFS:
		return story.BFS, true
	}
	return 0, false
}

func (mazeAsker) Why(q *Question, st engine.Stats) story.Msg {
	a, _ := alg(q.Search)
	return story.Maze(q.Event, st, a)
}

func (mazeAsker) Ask(m *Moment) (Question, bool) {
	e := m.Event
	a, ok := alg(m.Search)
	if !ok {
		return Question{}, false
	}
	cell := func(r, c int) story.Msg { return story.Text("quiz.cell", map[string]any{"Cell": story.CellName(r, c)}) }
	switch {
	case a == story.DFS && e.Kind == engine.Place && e.Frame != 0 &&
		(m.Mode == Every || m.Mode == AfterBacktrack && m.Backtracked):
		return Question{
			Show: m.Look,
			Ask:  story.Text("quiz.maze.turn", nil),
			Want: Square, Row: e.Row, Col: e.Col, Choice: -1,
			Answer: cell(e.Row, e.Col),
		}, true
	case a == story.DFS && m.DeadEnd && (m.Mode == Every || m.Mode == DeadEnds):
		r, c, ok := e.By.Get()
		if !ok {
			return Question{}, false
		}
		return Question{
			Show: m.Before,
			Ask:  story.Text("quiz.maze.back", nil),
			Want: Square, Row: r, Col: c, Choice: -1,
			Answer: cell(r, c),
		}, true
	case a == story.BFS && e.Kind == engine.Expand && (m.Mode == Every || m.LookKind == engine.Expand):
		return Question{
			Ask:  story.Text("quiz.maze.expand", nil),
			Want: Square, Row: e.Row, Col: e.Col, Choice: -1,
			Answer: cell(e.Row, e.Col),
		}, true
	}
	return Question{}, false
}
