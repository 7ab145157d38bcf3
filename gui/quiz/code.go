package quiz

import (
	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/engine/story"
)

// Code asks about a program's run (the Code screen), whose source is
// lines: which line runs next (tap it in the code), the next Line event.
// At every choice it asks at each line; after backtracks, at the first
// line after a return or a backtrack; at dead ends, at the first line
// after a pruned try or a backtrack.
func Code(lines []string) Asker { return codeAsker{lines} }

type codeAsker struct{ lines []string }

func (a codeAsker) Why(q *Question, _ engine.Stats) story.Msg { return code.Say(a.lines, q.Event) }

func (a codeAsker) Ask(m *Moment) (Question, bool) {
	e := m.Event
	if e.Kind != engine.Line {
		return Question{}, false
	}
	p := m.Prev.Kind
	switch {
	case m.Mode == Every,
		m.Mode == AfterBacktrack && (p == engine.Undo || p == engine.Leave),
		m.Mode == DeadEnds && (p == engine.Reject || p == engine.Undo):
		return Question{
			Ask:  story.Text("quiz.code.line", nil),
			Want: Line, Row: e.Row, Choice: -1,
			Answer: story.Text("quiz.code.lineNo", map[string]any{"Line": e.Row}),
		}, true
	}
	return Question{}, false
}
