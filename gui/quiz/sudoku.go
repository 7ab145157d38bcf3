package quiz

import (
	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

// Sudoku asks about a Sudoku search on a size×size grid:
//   - which digit goes in the cell next (type it): the next Place of a
//     choice;
//   - with fewest candidates first, which cell the search picks (tap it):
//     the Choose;
//   - why a digit is forced (naked single, or hidden single in its row,
//     column or box): the forced Place's Reason;
//   - after a dead end, which cell the search goes back to (tap it): the
//     Undo.
func Sudoku(size int) Asker { return sudokuAsker{size} }

type sudokuAsker struct{ size int }

func (a sudokuAsker) Why(q *Question, st engine.Stats) story.Msg {
	return story.Sudoku(q.Event, st, a.size)
}

// reasons are the choices of "why is this digit forced?", in the order
// of engine.Reason from NakedSingle.
var reasons = []story.Msg{
	story.Text("quiz.sudoku.naked", nil),
	story.Text("quiz.sudoku.hiddenRow", nil),
	story.Text("quiz.sudoku.hiddenColumn", nil),
	story.Text("quiz.sudoku.hiddenBox", nil),
}

func (a sudokuAsker) Ask(m *Moment) (Question, bool) {
	e := m.Event
	// The words only for a question asked: Ask runs for every event, on
	// the search goroutine.
	cell := func() string { return story.CellName(e.Row, e.Col) }
	digit := func() string { return string(sudoku.DigitChar(e.Value)) }
	choosing := m.Mode == Every || m.Mode == AfterBacktrack && m.Backtracked
	switch {
	case e.Kind == engine.Choose && choosing:
		return Question{
			Ask:  story.Text("quiz.sudoku.pick", nil),
			Want: Square, Row: e.Row, Col: e.Col, Choice: -1,
			Answer: story.Text("quiz.sudoku.picked", map[string]any{"Cell": cell(), "Count": e.Count}),
		}, true
	case e.Kind == engine.Place && !e.Forced && choosing:
		return Question{
			Show: m.Look,
			Ask:  story.Text("quiz.sudoku.digit", map[string]any{"Cell": cell()}),
			Want: Digit, Value: e.Value, Choice: -1,
			Answer: story.Text("quiz.sudoku.value", map[string]any{"Digit": digit()}),
		}, true
	case e.Kind == engine.Place && e.Forced && e.Reason >= engine.NakedSingle && int(e.Reason-engine.NakedSingle) < len(reasons) && m.Mode == Every:
		i := int(e.Reason - engine.NakedSingle)
		return Question{
			Ask:  story.Text("quiz.sudoku.forced", map[string]any{"Cell": cell(), "Digit": digit()}),
			Want: Choice, Choices: reasons, Choice: i,
			Answer: reasons[i],
		}, true
	case m.DeadEnd && (m.Mode == Every || m.Mode == DeadEnds):
		return Question{
			Show: m.Before,
			Ask:  story.Text("quiz.sudoku.back", nil),
			Want: Square, Row: e.Row, Col: e.Col, Choice: -1,
			Answer: story.Text("quiz.cell", map[string]any{"Cell": cell()}),
		}, true
	}
	return Question{}, false
}
