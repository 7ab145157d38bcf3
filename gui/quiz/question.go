// Package quiz turns a run into questions: "where does the queen in row 3
// go?", "which digit goes here next?", "which line runs next?". The run
// pauses before a moment worth asking, the room answers (a tap on the
// board, a typed digit, a choice), and the answer is revealed with the
// step's own words before the run goes on.
//
// A question and its answer come from the recording alone: the answer is
// the recorded step the run was held at (run.Session.SetHold), so it is
// right by construction on any puzzle. Each screen says which steps are
// worth asking about, and how, with an Asker; Quiz is the shared rest: the
// toggle, how often to ask, the question line, the score.
package quiz

import (
	"backtracklab/engine"
	"backtracklab/engine/story"
)

// Mode is how often the quiz asks.
type Mode uint32

// The modes, from the most questions to the fewest.
const (
	Every          Mode = iota // at every choice the search makes
	AfterBacktrack             // at the first choice after a backtrack
	DeadEnds                   // where the search backs out of a dead end
	numModes
)

// Want is how a question is answered.
type Want uint8

// The ways to answer.
const (
	Square Want = iota + 1 // tap the square or cell (Row, Col)
	Row                    // tap anywhere in row Row
	Digit                  // type the digit Value
	Line                   // tap line Row (from 0) of the program
	Choice                 // pick choice Choice among Choices
)

// Kind of reply the room gives.
type ReplyKind uint8

// The kinds of reply.
const (
	Tapped ReplyKind = iota + 1 // a square, cell or line: Row, Col
	Typed                       // a digit: Value
	Chose                       // a choice, from 0: Value
)

// Reply is one answer given.
type Reply struct {
	Kind     ReplyKind
	Row, Col int
	Value    int
}

// Question is one question about a recorded step.
type Question struct {
	// Show is the step on show while the question is asked, and Step the
	// step whose event is the answer (Show < Step).
	Show, Step uint64
	// Ask is the question, told in the language in use.
	Ask story.Msg
	// Want is how it is answered, and the right reply: Row, Col (Square,
	// Row, Line), Value (Digit) or Choice. Choices, when set, are offered
	// as buttons (and typed 1, 2, …) whatever Want is; Choice is the right
	// one, or -1 when none is.
	Want     Want
	Row, Col int
	Value    int
	Choices  []story.Msg
	Choice   int
	// Answer is the right answer in words, for a wrong reply.
	Answer story.Msg
	// Event is the recorded step the question is about, and Search the
	// search it belongs to in a chained run (Moment.Search).
	Event  engine.Event
	Search uint8
}

// Right reports whether r is the answer.
func (q *Question) Right(r Reply) bool {
	switch r.Kind {
	case Tapped:
		switch q.Want {
		case Square:
			return r.Row == q.Row && r.Col == q.Col
		case Row, Line:
			return r.Row == q.Row
		}
	case Typed:
		return q.Want == Digit && r.Value == q.Value
	case Chose:
		return q.Choice >= 0 && r.Value == q.Choice
	}
	return false
}

// Moment is what an Asker is told about each step of a run as it is
// recorded: the step, and what led to it.
type Moment struct {
	Mode  Mode
	Event engine.Event // the step just recorded: a question's answer
	Prev  engine.Event // the step before it
	// Look is the latest step before this one that is no Try nor Reject:
	// where the search began to look for the choice it makes now (a
	// frame's Enter or Choose, the Undo it came back to).
	Look     uint64
	LookKind engine.Kind
	// Rejects counts the Rejects since Look.
	Rejects int
	// DeadEnd is set at the first Undo after a frame left at a dead end
	// (its last step was no backtrack of its own), and Before is the step
	// before that Leave: the dead end on show.
	DeadEnd bool
	Before  uint64
	// Backtracked is set when an Undo came since the last choice placed.
	Backtracked bool
	// Search is the search of a chained run the step belongs to (the
	// latest step that named one: see engine.Event).
	Search uint8
}

// An Asker knows a screen's questions. Ask runs on the search goroutine
// and must only read m and the fixed facts of the run; Why runs on the UI
// goroutine.
type Asker interface {
	// Ask returns the question whose answer is m.Event, when m.Mode says
	// the moment is worth asking.
	Ask(m *Moment) (Question, bool)
	// Why tells the step q is about in its own words (engine/story), with
	// st the counters after it.
	Why(q *Question, st engine.Stats) story.Msg
}

// A Follower is an Asker that follows every step of the run, asked about
// or not (the quiz off), on the search goroutine, after Ask: an Asker
// that keeps the run's state.
type Follower interface {
	Follow(e engine.Event)
}

// tracker follows one run's steps for its Asker, on the search goroutine.
type tracker struct {
	m          Moment
	seen       bool   // a step has been seen
	leftAfter  uint64 // the step before the latest Leave, 0 if the last step was none
	leftAtDead bool   // that Leave came at a dead end
	last       uint64 // the answer of the latest question: nothing before it is shown again
}

// next tells the tracker step e and returns the moment it makes, before
// the tracker takes e in.
func (t *tracker) next(e engine.Event, mode Mode) *Moment {
	m := &t.m
	m.Mode, m.Event = mode, e
	if e.Search != 0 { // the latest step that names one
		m.Search = e.Search
	}
	m.DeadEnd = e.Kind == engine.Undo && !e.Forced && t.m.Prev.Kind == engine.Leave && t.leftAtDead
	m.Before = 0
	if m.DeadEnd {
		m.Before = t.leftAfter
	}
	return m
}

// took takes e in once it has been asked about.
func (t *tracker) took(e engine.Event) {
	m := &t.m
	switch e.Kind {
	case engine.Try:
	case engine.Reject:
		m.Rejects++
	default:
		m.Look, m.LookKind, m.Rejects = e.Seq, e.Kind, 0
	}
	switch {
	case e.Kind == engine.Leave:
		t.leftAfter = m.Prev.Seq
		t.leftAtDead = t.seen && !(m.Prev.Kind == engine.Undo && !m.Prev.Forced) && m.Prev.Kind != engine.Leave
	case e.Kind == engine.Undo && !e.Forced:
		m.Backtracked = true
	case e.Kind == engine.Place && !e.Forced:
		m.Backtracked = false
	}
	if e.StartsSearch() {
		m.Backtracked, t.leftAtDead = false, false
	}
	m.Prev, t.seen = e, true
}

// ask is the Hold of one run: it asks a about each step and keeps the
// question for the UI goroutine, which takes it when the run is held.
func (t *tracker) ask(a Asker, e engine.Event, mode Mode, on bool) (Question, bool) {
	m := t.next(e, mode)
	defer t.took(e)
	if f, ok := a.(Follower); ok {
		defer f.Follow(e)
	}
	if !on {
		return Question{}, false
	}
	q, ok := a.Ask(m)
	if !ok {
		return q, false
	}
	q.Step, q.Event, q.Search = e.Seq, e, m.Search
	// Never back before the last question's answer: the room saw it.
	q.Show = max(q.Show, t.last)
	if q.Show == 0 || q.Show >= q.Step {
		q.Show = q.Step - 1
	}
	if q.Show == 0 {
		return q, false // nothing to show before the first step
	}
	t.last = q.Step
	return q, true
}
