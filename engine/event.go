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
// a placed choice is later undone (the backtrack) unless the search ends
// first. See "The grammar of a run" in the package doc of each puzzle and
// the one below.
const (
	Try       Kind = iota + 1 // a choice is about to be checked
	Reject                    // the choice breaks a rule: Conflict says which, By who
	Place                     // the choice holds; the search goes one level deeper
	Undo                      // the choice is taken back: the backtrack
	Solution                  // every position is filled: a solution
	Finish                    // the search is over: End says why
	Enter                     // a frame (one call of the recursion) begins: Frame is its id
	Leave                     // the frame Frame returns to its caller
	Choose                    // the frame picks where it branches: Row, Col, with Count choices in Value's mask
	Expand                    // breadth-first: the cell (Row, Col) is taken from the queue
	Resync                    // a watcher joins mid-run: what follows, marked Sync, restates where the search stands
	Line                      // a program's run (the Code screen): the line Row is about to run
	Eliminate                 // the rules take candidate Value from cell (Row, Col): Reason says why (Sudoku)
)

var kindNames = [...]string{"", "try", "reject", "place", "undo", "solution", "finish",
	"enter", "leave", "choose", "expand", "resync", "line", "eliminate"}

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
	Pruned                    // a program: the value its loop tried led to no recursive call
	NumConflicts              // how many Conflict values there are
)

var conflictNames = [NumConflicts]string{
	"none", "column", "diagonal", "anti-diagonal", "row", "box",
	"no candidate", "wall", "visited", "outside", "pruned",
}

func (c Conflict) String() string {
	if c < NumConflicts {
		return conflictNames[c]
	}
	return fmt.Sprintf("conflict(%d)", c)
}

// Reason says why the rules force a placement (a Place with Forced set).
type Reason uint8

// The reasons for a forced placement, and for an elimination (Kind
// Eliminate). A hidden single names its unit in Event.Unit: the row,
// column or box index, from 0; so does a locked candidate, the unit where
// the digit is locked, and a filling, the unit whose fillings were looked at.
const (
	NoReason       Reason = iota
	NakedSingle           // the cell has one candidate left
	HiddenInRow           // the digit has one cell left in row Unit
	HiddenInColumn        // ... in column Unit
	HiddenInBox           // ... in box Unit, numbered in reading order
	// Pointing: the digit's places in box Unit all lie in one row or one
	// column, the eliminated cell's (the line that crosses the box); the
	// digit leaves that line's cells outside the box.
	LockedInBox
	// Claiming: the digit's places in row Unit all lie in one box, the
	// eliminated cell's; the digit leaves that box's cells outside the row.
	LockedInRow
	LockedInColumn // ... in column Unit
	// Filling: no filling of row Unit's open cells, one of the row's
	// missing digits each from its candidates, puts digit Value in the
	// eliminated cell, which lies in the row. (All-different filtering:
	// it takes what naked and hidden subsets of any size take.)
	FillingInRow
	FillingInColumn // ... of column Unit's open cells
	FillingInBox    // ... of box Unit's open cells, boxes in reading order
	NumReasons
)

var reasonNames = [NumReasons]string{"", "naked single", "hidden single in row", "hidden single in column", "hidden single in box",
	"pointing", "claiming in row", "claiming in column", "filling of row", "filling of column", "filling of box"}

func (r Reason) String() string {
	if r < NumReasons {
		return reasonNames[r]
	}
	return fmt.Sprintf("reason(%d)", r)
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
	Failed                  // a program failed: an error, or a limit on its steps, depth or memory
)

var endNames = [...]string{"running", "done", "no solution", "limit reached", "stopped", "failed"}

func (e End) String() string {
	if int(e) < len(endNames) {
		return endNames[e]
	}
	return fmt.Sprintf("end(%d)", e)
}

// Square names a place on the board or grid, or none: the zero Square is
// none, so an event that names no blocker needs no field set.
type Square struct {
	row, col int32
	set      bool
}

// At is the square in row and column (from 0).
func At(row, col int) Square { return Square{row: int32(row), col: int32(col), set: true} }

// Get returns the square's row and column, and false for none.
func (s Square) Get() (row, col int, ok bool) { return int(s.row), int(s.col), s.set }

// Is reports whether s is the square (row, col).
func (s Square) Is(row, col int) bool { return s.set && int(s.row) == row && int(s.col) == col }

// Event is one step of a search. It is a small value, passed by copy, so
// that recording a stream of them costs no allocation per step. The zero
// value of every field means "none": no conflict, no blocker, no reason.
//
// # The grammar of a run
//
// Every solver emits the same grammar, watched from the start or joined
// mid-run, and the same events whether or not anybody else is watching:
//
//   - Seq numbers the events of one run from 1, in order; the Tracer sets
//     it, counting every event the solver built.
//   - Frames. The search is a recursion: each call is a frame, opened by
//     Enter and closed by Leave, properly nested. Frame is the id of the
//     frame an event belongs to (from 1, the root, in the order frames are
//     entered); Enter and Leave carry the id of the frame they open and
//     close, and Depth its depth (0 for the root). A frame is entered
//     right after the Place that leads into it; a run that ends early (a
//     stop, a limit) leaves its open frames unclosed.
//   - Within a frame: an optional Choose (where the frame branches: the
//     cell, Count choices, Value the mask of them, bit v-1 for value v;
//     N-Queens' bitmask search: bit c for column c, Col 0),
//     then Try followed by its Reject (Conflict, and By the piece that
//     blocks it, if one does) or its Place. A Place is undone by an Undo
//     of the same Row, Col and Value after the frame it led into has left.
//   - Forced placements (Sudoku's singles) are Place events with Forced
//     and Reason set, and no Try; they are undone one by one, in reverse
//     order, by Undo events with Forced set, before their frame leaves.
//   - Eliminations (Sudoku's locked candidates and fillings) are Eliminate
//     events: digit Value leaves the candidates of the empty cell (Row,
//     Col), for Reason (LockedInBox, LockedInRow, LockedInColumn;
//     FillingInRow, FillingInColumn, FillingInBox) in Unit. No digit
//     is placed and none is undone: an elimination holds until its frame
//     leaves, whose Leave gives the candidate back. A view that shows
//     candidates keeps them per frame; one that shows digits ignores them.
//     A Resync restates a level's Eliminates after its forced Places, so
//     a restated one may name a cell filled by then (harmless: a filled
//     cell has no candidates to show).
//   - Solution comes right after the Place that completes a solution.
//   - Expand (breadth-first search) takes a cell from the queue; the Try,
//     Reject and Place events that follow are its neighbours.
//   - Chained searches. A run may chain searches, one after the other
//     with no Finish between them (the maze's comparison runs DFS, then
//     BFS, as one run). A search that ends on a limit leaves its frames
//     open; the next one's first step closes every one of them. That step
//     is its root Enter (Depth 0), or, for a search that makes steps
//     outside any frame before its root frame (Frame 0: the maze's Try
//     and Place of its start, which lead into the root frame), the first
//     of those (see Event.StartsSearch). Its frames are numbered from 1
//     again. The counters count on through the whole run: a view that
//     shows a search's own subtracts those at its start. A chained
//     search names itself in Search (each puzzle's package lists its
//     names) on its first step, on every Resync it makes and on every
//     result it reports, so that a view, even one that joined mid-run or
//     watched nothing, knows which search a step belongs to: that of the
//     latest step that named one. Search is 0 on every other event, and
//     on every event of a puzzle whose runs make one search.
//   - Finish is the last event, with End.
//   - Results. What a search finds travels in the stream, in Result: a
//     Solution carries the solution, and each puzzle documents the others
//     (a maze search's path and the squares it explored, maze.Outcome; a
//     generated puzzle). A solver reports a result through Tracer.Found,
//     which delivers it even while nobody watches: then it comes alone,
//     marked Aside, with Seq 0, and is not a step (no counter counts it, a
//     recording keeps none of it, the pacing never holds it). Result belongs to the solver, which may reuse it
//     once the callback returns: a watcher keeps a copy. A recording drops
//     Result unless asked to keep it (trace.Options.KeepResults): a puzzle
//     whose recorded steps are read for their Result (the maze) reports a
//     new value each time, never changes it, and asks.
//   - Details. A program's run (the Code screen, package engine/code)
//     does what no small field can say: it runs a line, calls a function
//     with arguments, changes variables, prints. Each of its events
//     carries a *code.Step in Detail, built once and never changed, and a
//     recording keeps it whole. Line events (Kind Line) mark each line
//     the program runs, inside the frame of the call that runs it. The
//     puzzles set no Detail and make no Line events.
//   - Checks is the number of elementary rule checks made since the
//     previous event, so that Stats can be rebuilt from the events alone
//     (see Stats.Apply).
//   - Resync: a search that ran unwatched and is watched from now on
//     first restates where it stands: a Resync event, then the Enter and
//     Place (Forced ones included) and Eliminate of every level on its
//     current path, all with Sync set; a solver may restate a level's Choose too, right
//     after its Enter (N-Queens' bitmask search does). Sync events are not steps: they count in no counter,
//     and a view that sees Resync drops what it knew and rebuilds from
//     them.
//
// Each puzzle's package documents what Row, Col, Value and Depth mean for
// it.
type Event struct {
	Seq      uint64
	Kind     Kind
	Conflict Conflict // Reject: the rule broken
	End      End      // Finish: why the search ended
	Reason   Reason   // forced Place: why the rules force it
	Forced   bool     // Place and its Undo: made by propagation, not by a choice
	Sync     bool     // part of a Resync burst: restated, not a new step
	Unit     int8     // forced Place with a hidden-single Reason, Eliminate: the unit's index
	Depth    int      // the frame's depth: 0 for the root
	Frame    uint32   // the frame the event belongs to (Enter, Leave: the one opened, closed)
	Row, Col int
	Value    int
	Count    int    // Choose: how many choices
	Checks   uint32 // rule checks made since the previous event
	By       Square // Reject: the piece that blocks the choice; Place: where it came from, if the puzzle says
	Aside    bool   // a result reported while nobody watches: not a step (see Results)
	Result   any    // what the search found, on the event that reports it (see Results); nil on every other
	Search   uint8  // the search a chained run is making, on its first step, Resyncs and results (see Chained searches); else 0
	Detail   any    // what the step did, where the fields above cannot say it (a program's run: see Details); nil for the puzzles
}

// StartsSearch reports whether e is one of the steps that start a search:
// its root Enter (Depth 0), or a Try or Place made before it outside any
// frame (Frame 0), none of them Sync. Such a step closes every frame open
// before it, which only an earlier search of the same run, ended on a
// limit, can have left (see "Chained searches" in the grammar above); in
// the first search of a run none is open.
func (e Event) StartsSearch() bool {
	if e.Sync {
		return false
	}
	switch e.Kind {
	case Enter:
		return e.Depth == 0
	case Try, Place:
		return e.Frame == 0
	}
	return false
}

// String describes the event in a compact, stable form for logs and tests.
func (e Event) String() string {
	var s string
	switch e.Kind {
	case Reject:
		s = fmt.Sprintf("%s d%d (%d,%d)=%d %s", e.Kind, e.Depth, e.Row, e.Col, e.Value, e.Conflict)
		if r, c, ok := e.By.Get(); ok {
			s += fmt.Sprintf(" by (%d,%d)", r, c)
		}
	case Finish:
		s = fmt.Sprintf("%s %s", e.Kind, e.End)
	case Solution:
		s = fmt.Sprintf("%s d%d", e.Kind, e.Depth)
	case Enter, Leave:
		s = fmt.Sprintf("%s d%d f%d", e.Kind, e.Depth, e.Frame)
	case Resync:
		s = fmt.Sprintf("%s d%d", e.Kind, e.Depth)
	case Choose:
		s = fmt.Sprintf("%s d%d (%d,%d) %d of %b", e.Kind, e.Depth, e.Row, e.Col, e.Count, e.Value)
	default:
		s = fmt.Sprintf("%s d%d (%d,%d)=%d", e.Kind, e.Depth, e.Row, e.Col, e.Value)
		if e.Reason != NoReason {
			s += " " + e.Reason.String()
			if e.Reason >= HiddenInRow {
				s += fmt.Sprintf(" %d", e.Unit)
			}
		}
		if e.Forced && e.Kind == Undo {
			s += " forced"
		}
	}
	if e.Sync {
		s += " sync"
	}
	if e.Search != 0 {
		s += fmt.Sprintf(" search %d", e.Search)
	}
	if e.Aside {
		s += " aside"
	}
	return s
}
