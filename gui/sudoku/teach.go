package sudoku

// The screen's part of the Teach side (gui/teach): the strategy of a run,
// its steps in words, its call stack, where a cell is on the grid, and
// the names of the search tree's nodes.

import (
	"fmt"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach"
)

// teacher implements teach.Puzzle for the screen.
type teacher struct {
	teach.Methods[sudoku.Strategy]
	s     *Screen
	facts teach.Facts[runFacts]
}

// runFacts are the fixed facts of a recorded run.
type runFacts struct {
	size     int
	strategy sudoku.Strategy
}

var _ teach.Puzzle = (*teacher)(nil)

// newTeacher returns the screen's teacher; it notes the facts of each
// run as the session starts it.
func newTeacher(s *Screen) *teacher {
	t := &teacher{s: s}
	t.facts.Follow(s.session, &runFacts{size: 9, strategy: sudoku.MRV}, func(*trace.Recording) *runFacts {
		return &runFacts{size: s.p.givens.Size(), strategy: s.chosenStrategy()}
	})
	t.Methods = teach.Methods[sudoku.Strategy]{
		Listings: methods,
		Run:      func(uint64) sudoku.Strategy { return t.facts.Load().strategy },
		Chosen:   s.chosenStrategy,
		Changed:  &s.strategy.OnChanged,
	}
	return t
}

// methods are the listings of the strategies.
var methods = map[sudoku.Strategy]listing.Method{
	sudoku.Plain:   listing.SudokuPlain,
	sudoku.Records: listing.SudokuRecords,
	sudoku.Static:  listing.SudokuStatic,
	sudoku.Singles: listing.SudokuSingles,
	sudoku.MRV:     listing.SudokuMRV,
}

// Say is part of teach.Puzzle: the step's narration; a forced digit
// taken back says why it had been forced, as the board remembers.
func (t *teacher) Say(c *trace.Cursor) string {
	e := c.Event()
	if p, ok := c.Board().(*position); ok && e.Kind == engine.Undo && e.Forced && p.undoneWhy.reason != engine.NoReason {
		return i18n.Say(story.SudokuUndone(e, p.undoneWhy.reason, int(p.undoneWhy.unit)))
	}
	return i18n.Say(story.Sudoku(e, c.Stats(), t.facts.Load().size))
}

// digit names digit d as the grid shows it.
func digit(d int) string { return string(sudoku.DigitChar(d)) }

// cell names the cell at row, col: r4c7.
func cell(row, col int) string { return story.CellName(row, col) }

// Stack is part of teach.Puzzle: a frame a guess, the root first; each
// names the cell it fills and, for the fewest-candidates search, its
// candidates, and shows the digit it is trying; the top what the step
// does, forced digits with their reason.
func (t *teacher) Stack(c *trace.Cursor) teach.Stack {
	n := c.PathLen()
	e := c.Event()
	size := t.facts.Load().size
	return teach.Frames(n, func(i int) teach.StackLine {
		f := c.PathAt(i)
		if i < n-1 {
			next := c.PathAt(i + 1)
			return teach.StackLine{
				Text:  teach.Join(call(f, next.Row, next.Col, true), candidates(f), i18n.T("teach.sudoku.trying", i18n.Args{"Digit": digit(next.Value)})),
				Piece: engine.At(next.Row, next.Col),
			}
		}
		return topLine(f, e, size)
	})
}

// call is frame f as the code names it: solve(r4c7), the cell it fills,
// which its Choose names, or its guess (row, col) when known; solve()
// before either.
func call(f trace.Frame, row, col int, known bool) string {
	switch {
	case f.Chose:
		return fmt.Sprintf("solve(%s)", cell(f.ChoseRow, f.ChoseCol))
	case known:
		return fmt.Sprintf("solve(%s)", cell(row, col))
	}
	return "solve()"
}

// candidates are the candidates of the cell frame f chose, if it did.
func candidates(f trace.Frame) string {
	if !f.Chose {
		return ""
	}
	set := teach.Set(f.Options, func(i int) string { return digit(i + 1) })
	return i18n.T("teach.sudoku.candidates", i18n.Args{"Digits": set})
}

// topLine is the line of the frame f that runs, at event e, in a size ×
// size grid.
func topLine(f trace.Frame, e engine.Event, size int) teach.StackLine {
	at := engine.At(e.Row, e.Col)
	d := i18n.Args{"Digit": digit(e.Value), "Cell": cell(e.Row, e.Col)}
	// The event names the frame's cell when it tries a digit there.
	mine := e.Kind == engine.Try || e.Kind == engine.Place && !e.Forced ||
		e.Kind == engine.Undo && !e.Forced || e.Kind == engine.Reject && e.Conflict != engine.NoCandidate
	head := teach.Join(call(f, e.Row, e.Col, mine), candidates(f))
	say := func(key string, args i18n.Args, piece engine.Square) teach.StackLine {
		return teach.StackLine{Text: teach.Join(head, i18n.T(key, args)), Piece: piece}
	}
	switch e.Kind {
	case engine.Enter:
		return say("teach.stack.starts", nil, engine.Square{})
	case engine.Try:
		return say("teach.sudoku.trying", d, at)
	case engine.Reject:
		if u, ok := story.SudokuConflictUnit(e.Conflict); ok {
			d["Unit"] = i18n.Say(story.SudokuUnit(u, size, e.Row, e.Col))
			return say("teach.sudoku.rejected", d, at)
		}
		if e.Value == 0 {
			return say("teach.sudoku.deadCell", d, at)
		}
		return say("teach.sudoku.deadDigit", d, at)
	case engine.Place:
		if e.Forced {
			d["Why"] = forcedReason(e.Reason, int(e.Unit))
			return say("teach.sudoku.forced", d, at)
		}
		d["Call"] = "solve()"
		return say("teach.sudoku.placed", d, at)
	case engine.Undo:
		if e.Forced {
			return say("teach.sudoku.undoneForced", d, at)
		}
		return say("teach.sudoku.undone", d, at)
	case engine.Solution:
		return say("teach.sudoku.solved", nil, engine.Square{})
	case engine.Leave:
		return say("teach.sudoku.back", nil, engine.Square{})
	case engine.Finish:
		return say(teach.FinishKey(e.End), nil, engine.Square{})
	}
	return teach.StackLine{Text: head}
}

// forcedReason says briefly why the rules force a digit: a naked single,
// or a hidden single in a unit (unit from 0).
func forcedReason(r engine.Reason, unit int) string {
	u := i18n.Args{"Unit": unit + 1}
	switch r {
	case engine.HiddenInRow:
		return i18n.T("teach.sudoku.hiddenRow", u)
	case engine.HiddenInColumn:
		return i18n.T("teach.sudoku.hiddenColumn", u)
	case engine.HiddenInBox:
		return i18n.T("teach.sudoku.hiddenBox", u)
	}
	return i18n.T("teach.sudoku.naked")
}

// Locate is part of teach.Puzzle: the cell on the grid.
func (t *teacher) Locate(row, col int) (fyne.Position, float32, bool) {
	b := t.s.board
	n := b.View().N
	if row < 0 || col < 0 || row >= n || col >= n || n < 2 {
		return fyne.Position{}, 0, false
	}
	return b.CellCenter(row, col), b.CellCenter(0, 1).X - b.CellCenter(0, 0).X, true
}

// Label is part of teach.Puzzle: a guess is named by its digit and cell,
// "5 @ r4c7"; a stub by the digit tried and the rule that cut it, or the
// cell left without a candidate.
func (t *teacher) Label(n tree.Node) string {
	choice := fmt.Sprintf("%s @ %s", digit(n.Value), cell(n.Row, n.Col))
	switch {
	case n.Kind == tree.Root:
		return ""
	case n.Kind == tree.Stub && n.Value == 0:
		return teach.Stub(cell(n.Row, n.Col), n.Conflict)
	case n.Kind == tree.Stub:
		return teach.Stub(choice, n.Conflict)
	}
	return choice
}
