package quiz

import (
	"backtracklab/engine"
	"backtracklab/engine/story"
)

// Queens asks about an N-Queens search on an n×n board:
//   - where the queen of a row goes (tap its square): the next Place;
//   - every choice: whether the column tried is safe, and if not which
//     queen blocks it (tap it, or choose "safe"): the Try's Reject (with its
//     By) or Place;
//   - after a dead end, which row the search goes back to (tap it): the
//     Undo.
//
// With fixed set (a seeded variant: the first row's queen stands where
// the seed put it), nothing is asked about the first row.
func Queens(n int, fixed bool) Asker { return queensAsker{n, fixed} }

type queensAsker struct {
	n     int
	fixed bool
}

func (a queensAsker) Why(q *Question, st engine.Stats) story.Msg {
	return story.Queens(q.Event, st, a.n)
}

// queenSquare and safeChoice are words of the questions, made only for a
// question asked: Ask runs for every event, on the search goroutine.
func queenSquare(r, c int) story.Msg {
	return story.Text("quiz.queens.square", map[string]any{"Row": r + 1, "Col": c + 1})
}

func safeChoice() []story.Msg { return []story.Msg{story.Text("quiz.queens.safeChoice", nil)} }

func (a queensAsker) Ask(m *Moment) (Question, bool) {
	e := m.Event
	if a.fixed && e.Row == 0 && e.Kind != engine.Undo {
		return Question{}, false
	}
	tried := m.Prev.Kind == engine.Try && m.Prev.Row == e.Row && m.Prev.Col == e.Col
	switch {
	case e.Kind == engine.Reject && m.Mode == Every && tried:
		r, c, ok := e.By.Get()
		if !ok {
			return Question{}, false
		}
		return Question{
			Show: m.Prev.Seq,
			Ask:  story.Text("quiz.queens.isSafe", map[string]any{"Row": e.Row + 1, "Col": e.Col + 1}),
			Want: Square, Row: r, Col: c, Choices: safeChoice(), Choice: -1,
			Answer: story.Text("quiz.queens.blocked", map[string]any{"Square": queenSquare(r, c)}),
		}, true
	case e.Kind == engine.Place && m.Mode == Every && m.Rejects > 0 && tried:
		// After rejects in this row, the try that holds is asked as
		// they were: safe or not? (Tapping the square tried says safe.)
		return Question{
			Show: m.Prev.Seq,
			Ask:  story.Text("quiz.queens.isSafe", map[string]any{"Row": e.Row + 1, "Col": e.Col + 1}),
			Want: Square, Row: e.Row, Col: e.Col, Choices: safeChoice(), Choice: 0,
			Answer: story.Text("quiz.queens.safeAnswer", nil),
		}, true
	case e.Kind == engine.Place && (m.Mode == Every || m.Mode == AfterBacktrack && m.Backtracked):
		return Question{
			Show: m.Look,
			Ask:  story.Text("quiz.queens.where", map[string]any{"Row": e.Row + 1}),
			Want: Square, Row: e.Row, Col: e.Col, Choice: -1,
			Answer: queenSquare(e.Row, e.Col),
		}, true
	case m.DeadEnd && (m.Mode == Every || m.Mode == DeadEnds):
		return Question{
			Show: m.Before,
			Ask:  story.Text("quiz.queens.back", nil),
			Want: Row, Row: e.Row, Choice: -1,
			Answer: story.Text("quiz.queens.row", map[string]any{"Row": e.Row + 1}),
		}, true
	}
	return Question{}, false
}
