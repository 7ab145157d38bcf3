// Package listing is the code a teaching view shows beside the board: for
// each search method, the engine's own Go and a short pseudocode, and for
// each event of a run the line it executes, with the values it works on.
//
// # The engine's Go
//
// Code returns the Go that runs, cut from the solvers' source files as
// they were built (each solver package embeds its files: queens.Source,
// sudoku.Source, maze.Source). A region of a source file belongs to one
// or more methods:
//
//	//listing:begin queens/scan queens/arrays
//	func (r *run) solve(row int) bool { //@enter
//	...
//	//listing:end
//
// A method's listing is its regions in the order of its files and, within
// a file, in source order, separated by a blank line. A line's trailing
// comment "//@tag" (several: "//@loop @try") says which step of the search
// it does (see Tag); the comment is cut from the line shown. Tracing is
// left out mechanically: an if statement whose condition reads watched
// ("if r.watched {", "if !watched {", "if s.watched || s.poll(depth) {"),
// its else branches included, and any line, or block opened on it, that
// ends in "//listing:hide" (the bookkeeping a Resync needs). Tabs are
// shown as four spaces. Tests fail when the markers drift from the code:
// a region left open, an unknown tag or method, a step's line that no
// longer says what it does, a listing that no longer parses as Go.
//
// # Pseudocode
//
// The pseudocode is text of the translations (assets/translations,
// code.pseudo.<method>), in the language in use; Parse reads it. Each
// line may end in tag markers: whitespace, then "@tag" words, as in
//
//	for col in 0 .. n-1:            # every column  @loop
//
// Comments start with "#"; code is the same in every language, comments
// are translated.
//
// # Events to lines
//
// At maps an event of a run of a method to the Tag of the line it
// executes and a note with the values, written as code ("cols[1] == 3"),
// the same in every language. The mapping, for every method:
//
//	Enter     TagEnter   the function's header (the frame begins)
//	Choose    TagChoose  the frame picks where it branches (bitmask: the free squares)
//	Try       TagLoop    the loop over the choices
//	Reject    TagCheck   the failing condition, per rule: check.column, ...
//	Place     TagPlace   the assignment (TagForced for Sudoku's singles, TagEnqueue
//	                     for BFS, TagPlaceStart for the maze's start)
//	Solution  TagExit    the exit condition
//	Undo      TagUndo    taking the choice back (TagUndoForced for a single)
//	Leave     TagReturn  the frame gives up and returns
//	Expand    TagDequeue BFS takes a cell from the queue
//	Finish    TagDone    the search is over (TagDoneLimit: it found what it was asked for)
//
// TagCall is the line of the recursive call: where every frame below the
// top of the call stack stands.
package listing
