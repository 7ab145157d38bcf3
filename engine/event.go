// Package engine holds what every puzzle's search shares: the events a
// solver reports step by step, the counters it keeps, the Tracer it
// reports through, and the Runner that paces a search in its own goroutine.
//
// Views (the board, a call stack, a search tree, a code panel, step-back)
// are built from the event stream alone; none of them reaches into a solver.
package engine

import "fmt"

// Kind says what happened at one step of a search.
type Kind uint8

// The kinds of step. A choice is tried, then either rejected or placed;
// a placed choice is later undone (the backtrack) unless the search ends first.
const (
	Try      Kind = iota + 1 // a choice is about to be checked
	Reject                   // the choice breaks a rule: Conflict says which, By* who
	Place                    // the choice holds; the search goes one level deeper
	Undo                     // the choice is taken back: the backtrack
	Solution                 // every position is filled: a solution
	Finish                   // the search is over: End says why
)

var kindNames = [...]string{"", "try", "reject", "place", "undo", "solution", "finish"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && k != 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Conflict names the rule a rejected choice breaks.
type Conflict uint8

// The rules of all three puzzles. Queens use SameColumn, SameDiagonal and
// SameAntiDiagonal; Sudoku uses SameRow, SameColumn, SameBox and NoCandidate;
// the maze uses Wall, Visited and Outside.
const (
	NoConflict       Conflict = iota
	SameColumn                // queens: column taken; sudoku: digit already in the column
	SameDiagonal              // queens: the "\" diagonal, where row-col is constant
	SameAntiDiagonal          // queens: the "/" diagonal, where row+col is constant
	SameRow                   // sudoku: digit already in the row
	SameBox                   // sudoku: digit already in the box
	NoCandidate               // sudoku: an empty cell has no digit left
	Wall                      // maze: the neighbour is a wall
	Visited                   // maze: the neighbour is already on the path or explored
	Outside                   // maze: the neighbour is off the grid
	NumConflicts              // how many Conflict values there are
)

var conflictNames = [NumConflicts]string{
	"none", "column", "diagonal", "anti-diagonal", "row", "box",
	"no candidate", "wall", "visited", "outside",
}

func (c Conflict) String() string {
	if c < NumConflicts {
		return conflictNames[c]
	}
	return fmt.Sprintf("conflict(%d)", c)
}

// End says why a search finished.
type End uint8

// The ways a search ends.
const (
	Running      End = iota // not finished yet
	Done                    // the whole tree was searched and at least one solution found
	NoSolution              // the whole tree was searched and nothing found
	LimitReached            // the search stopped after the solutions it was asked for
	Stopped                 // Stop was called
)

var endNames = [...]string{"running", "done", "no solution", "limit reached", "stopped"}

func (e End) String() string {
	if int(e) < len(endNames) {
		return endNames[e]
	}
	return fmt.Sprintf("end(%d)", e)
}

// Event is one step of a search. It is a small value, passed by copy, so
// that recording a stream of them costs no allocation per step.
//
// Row and Col locate the choice: the square for N-Queens, the cell for
// Sudoku and the maze. Value is the digit for Sudoku, the direction for the
// maze (see the maze package), and unused for N-Queens. For a Reject,
// ByRow and ByCol locate the piece that blocks the choice (the queen on the
// same line, the cell already holding the digit), or are -1 when no single
// piece does; a solver may also use them on Place and Undo to name where
// the move came from (the maze names the previous cell), and documents it.
type Event struct {
	Kind     Kind
	Conflict Conflict // for Reject
	End      End      // for Finish
	Forced   bool     // for Place and its Undo: made by propagation, not by a choice
	Depth    int      // recursion depth of the choice: 0 for the first level
	Row, Col int
	Value    int
	ByRow    int
	ByCol    int
}

// String describes the event in a compact, stable form for logs and tests.
func (e Event) String() string {
	switch e.Kind {
	case Reject:
		if e.ByRow >= 0 {
			return fmt.Sprintf("%s d%d (%d,%d)=%d %s by (%d,%d)", e.Kind, e.Depth, e.Row, e.Col, e.Value, e.Conflict, e.ByRow, e.ByCol)
		}
		return fmt.Sprintf("%s d%d (%d,%d)=%d %s", e.Kind, e.Depth, e.Row, e.Col, e.Value, e.Conflict)
	case Finish:
		return fmt.Sprintf("%s %s", e.Kind, e.End)
	case Solution:
		return fmt.Sprintf("%s d%d", e.Kind, e.Depth)
	}
	return fmt.Sprintf("%s d%d (%d,%d)=%d", e.Kind, e.Depth, e.Row, e.Col, e.Value)
}
