package queens

// The screen's part of the Teach side (gui/teach): the method of a run,
// its steps in words, its call stack, where a queen is on the board, and
// the names of the search tree's nodes.

import (
	"fmt"
	"image"
	"strconv"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/queens"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach"
)

// teacher implements teach.Puzzle for the screen.
type teacher struct {
	teach.Methods[queens.Check]
	s     *Screen
	facts teach.Facts[runFacts]
}

// runFacts are the fixed facts of a recorded run.
type runFacts struct {
	n     int
	check queens.Check
}

var (
	_ teach.Puzzle = (*teacher)(nil)
	_ teach.Boards = (*teacher)(nil)
)

// newTeacher returns the screen's teacher; it notes the facts of each
// run as the session starts it.
func newTeacher(s *Screen) *teacher {
	t := &teacher{s: s}
	t.facts.Follow(s.session, &runFacts{n: s.n, check: queens.Scan}, func(*trace.Recording) *runFacts {
		return &runFacts{n: s.n, check: s.selectedCheck()}
	})
	t.Methods = teach.Methods[queens.Check]{
		Listings: methods,
		Run:      func(uint64) queens.Check { return t.facts.Load().check },
		Chosen:   s.selectedCheck,
		Changed:  &s.check.OnChanged,
	}
	return t
}

// methods are the listings of the checks, in the order of queens.Checks.
var methods = map[queens.Check]listing.Method{
	queens.Scan:    listing.QueensScan,
	queens.Arrays:  listing.QueensArrays,
	queens.Bitmask: listing.QueensBitmask,
}

// Say is part of teach.Puzzle: the step's narration.
func (t *teacher) Say(c *trace.Cursor) string {
	return i18n.Say(story.Queens(c.Event(), c.Stats(), t.facts.Load().n))
}

// call is a frame as the code names it: the frame filling row (from 0).
func call(row int) string { return fmt.Sprintf("place(row=%d)", row+1) }

// Stack is part of teach.Puzzle: a frame a row, the root (row 1) first;
// each shows the queen it placed, the top what the step does.
func (t *teacher) Stack(c *trace.Cursor) teach.Stack {
	n := c.PathLen()
	e := c.Event()
	found := c.Stats().Solutions
	var board *position
	if b, ok := c.Board().(*position); ok {
		board = b
	}
	return teach.Frames(n, func(i int) teach.StackLine {
		f := c.PathAt(i)
		row := f.Depth
		if i < n-1 {
			col := c.PathAt(i + 1).Col
			return line(call(row), engine.At(row, col), "teach.queens.queen", i18n.Args{"Col": col + 1})
		}
		return topLine(row, e, found, board)
	})
}

// line is a stack line: the call, and what the frame does in the words
// of key, pointing at piece.
func line(call string, piece engine.Square, key string, args i18n.Args) teach.StackLine {
	what := ""
	if key != "" {
		what = i18n.T(key, args)
	}
	return teach.StackLine{Text: teach.Join(call, what), Piece: piece}
}

// topLine is the line of the frame that runs, filling row, at event e.
func topLine(row int, e engine.Event, found uint64, board *position) teach.StackLine {
	at := engine.At(e.Row, e.Col)
	col := i18n.Args{"Col": e.Col + 1}
	switch e.Kind {
	case engine.Enter:
		return line(call(row), engine.Square{}, "teach.stack.starts", nil)
	case engine.Choose:
		if e.Count == 0 {
			return line(call(row), engine.Square{}, "teach.queens.none", nil)
		}
		cols := teach.Set(uint64(e.Value), func(i int) string { return strconv.Itoa(i + 1) })
		return line(call(row), engine.Square{}, "teach.queens.free", i18n.Args{"Cols": cols})
	case engine.Try:
		return line(call(row), at, "teach.queens.trying", col)
	case engine.Reject:
		col["Rule"] = teach.RuleName(e.Conflict)
		if by, _, ok := e.By.Get(); ok {
			col["By"] = by + 1
			return line(call(row), at, "teach.queens.rejectedBy", col)
		}
		return line(call(row), at, "teach.queens.rejected", col)
	case engine.Place:
		if board != nil && e.Row == board.n-1 {
			return line(call(row), at, "teach.queens.queen", col)
		}
		col["Call"] = call(e.Row + 1)
		return line(call(row), at, "teach.queens.placed", col)
	case engine.Solution:
		if board != nil && row < board.n && board.board[row] >= 0 {
			c := int(board.board[row])
			return line(call(row), engine.At(row, c), "teach.queens.solution", i18n.Args{"Col": c + 1, "Found": found})
		}
	case engine.Undo:
		return line(call(row), at, "teach.queens.undone", col)
	case engine.Leave:
		// The frame of row e.Depth left: this one's queen is taken back
		// next.
		if board != nil && row < board.n && board.board[row] >= 0 {
			c := int(board.board[row])
			return line(call(row), engine.At(row, c), "teach.queens.back", i18n.Args{"Col": c + 1, "Next": e.Depth + 1})
		}
		return line(call(row), engine.Square{}, "teach.stack.returns", nil)
	case engine.Finish:
		return line(call(row), engine.Square{}, teach.FinishKey(e.End), nil)
	}
	return line(call(row), engine.Square{}, "", nil)
}

// Locate is part of teach.Puzzle: the square of a queen on the board.
func (t *teacher) Locate(row, col int) (fyne.Position, float32, bool) {
	b := t.s.board
	n := b.View().N
	if row < 0 || col < 0 || row >= n || col >= n {
		return fyne.Position{}, 0, false
	}
	c := b.SquareCenter(row, col)
	size := b.Size().Width / float32(n+1)
	if n > 1 {
		size = b.SquareCenter(0, 1).X - b.SquareCenter(0, 0).X
	}
	return c, size, true
}

// Label is part of teach.Puzzle: a queen's node is named by its column
// (its row is its depth in the tree), a stub by the column tried and the
// rule that cut it.
func (t *teacher) Label(n tree.Node) string {
	choice := i18n.T("teach.queens.node", i18n.Args{"Col": n.Col + 1})
	switch n.Kind {
	case tree.Root:
		return ""
	case tree.Stub:
		return teach.Stub(choice, n.Conflict)
	}
	return choice
}

// Board is part of teach.Boards: the search tree draws each node's
// queens on a board of its own, as the textbook figure does, for boards
// up to 8×8.
func (t *teacher) Board() func(*tree.Tree, int) image.Image {
	if n := t.facts.Load().n; n <= 8 {
		return teach.GridBoard(n, n)
	}
	return nil
}
