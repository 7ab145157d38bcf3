// Package teach is the Teach side of every puzzle screen: beside the
// board, a panel of views that show the recursion behind the search, in
// step with the board, forwards and backwards:
//
//   - Code: the method's pseudocode or the engine's own Go, the line the
//     step on show executes highlighted, with the values it tests; before
//     a run (or after a reset), the code of the search the screen's
//     settings choose, to be read before it runs;
//   - Call stack: one line a frame of the recursion, the top highlighted
//     (a breadth-first search shows its queue instead);
//   - Search tree: the choices explored so far (tree*.go);
//   - Step log: every recorded step in words, numbered.
//
// The views are built from the recording of the run (engine/trace) alone,
// never from a solver's internals. What differs between the puzzles (the
// words of a step, the lines of the stack, where a piece is on the board)
// each screen supplies through Puzzle, in its teach.go.
//
// A screen wraps the split of its board and side column in a Side:
//
//	s.teach = teach.NewSide(adapter, s.session, prefs, win)
//	s.teach.Attach(split)                    // board | side column, or board | panel
//	row := container.NewBorder(nil, nil, nil, s.teach.Toggle, s.controls)
//	boardArea := container.NewStack(s.board, s.teach.Pointer())
//
// The panel follows the session's frames (run.Frame) while it is on show,
// and touches only what changed: a run watched at full pace pushes 60
// frames a second.
package teach

import (
	"image"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
)

// Puzzle is what a screen tells its Teach side about its runs. Its
// methods run on the UI goroutine, except Say, which the step log's Copy
// and Save also call from a goroutine of their own: it must only read
// what does not change during a run.
type Puzzle interface {
	// Method is the code listing of the search that made step k of the
	// recorded run (a maze comparison runs two searches, one after the
	// other); false for a run that has none.
	Method(k uint64) (listing.Method, bool)
	// Selected is the code listing of the search the screen's settings
	// choose now (the first of a comparison), which the code view shows
	// while no run is recorded, before the first or after a reset, with
	// no line highlighted; false for none.
	Selected() (listing.Method, bool)
	// OnSelect has the screen call f, on the UI goroutine, each time its
	// settings choose a search (see Chain).
	OnSelect(f func())
	// Say tells the step c shows in words, one line of the step log: its
	// event (c.Event()), with the counters and the board at that step.
	Say(c *trace.Cursor) string
	// Stack describes the call stack at the step c shows: the frames of
	// the recursion, or a breadth-first search's queue.
	Stack(c *trace.Cursor) Stack
	// Locate is where the piece at (row, col) stands on the screen's
	// board, in the board's coordinates, and the size of its square;
	// false when the board does not show it.
	Locate(row, col int) (centre fyne.Position, size float32, ok bool)
	// Label names a node of the search tree, briefly: "r2c3", "col 3",
	// "5 @ r4c7"; a stub is named by the try it cut off.
	Label(n tree.Node) string
}

// Chain has a widget's callback, *changed (a select's or a radio
// group's OnChanged), call f after what it does: an adapter's OnSelect
// hooks its screen's selector so. A screen that sets the callback anew
// must keep the one it finds there.
func Chain[T any](changed *func(T), f func()) {
	before := *changed
	*changed = func(x T) {
		if before != nil {
			before(x)
		}
		f()
	}
}

// Boards is what a screen whose positions are small enough to draw in
// the search tree's nodes adds to Puzzle: the painter of the run on show
// (see TreeView.SetBoard and GridBoard), nil when its board is too large.
type Boards interface {
	Board() func(t *tree.Tree, node int) image.Image
}

// Stack is what the call stack view shows at one step: Len lines, Line
// making each on demand (a maze path may be 160,000 frames deep), Top
// the line highlighted: the frame that runs, or the front of a queue.
type Stack struct {
	Title string // what the lines are: "4 frames", "queue: 12 cells, front first"
	Len   int
	Top   int
	Line  func(i int) StackLine
}

// Frames is a call stack of n frames, the root first and the frame that
// runs on top, highlighted; line makes each.
func Frames(n int, line func(i int) StackLine) Stack {
	return Stack{
		Title: i18n.N("teach.stack.frames", n, i18n.Args{"Count": n}),
		Len:   n,
		Top:   n - 1,
		Line:  line,
	}
}

// StackLine is one line of the call stack: a frame and what it is doing,
// and the piece a tap on it points at on the board, if any.
type StackLine struct {
	Text  string
	Piece engine.Square
}
