// Package sudoku is the Sudoku engine: grids of 4x4, 9x9 and 16x16, the
// parser for the forms people paste, the rule checks, pencil-mark
// candidates, and five search strategies that report every step as engine
// events, from a plain scan to a fast fewest-candidates search that
// propagates singles and takes away locked candidates.
//
// A search is run by a Solver:
//
//	s := sudoku.Solver{Strategy: sudoku.MRV, Limit: 1}
//	end := s.Run(g, engine.NewResultTracer(show))
//
// or handed to an engine.Runner as s.Search(g).
//
// # Events
//
// Every strategy speaks the grammar of engine.Event. For a Sudoku, Row
// and Col are a cell (from 0), Value a digit, and Depth the depth of the
// frame: the number of choices above it.
//
//   - Frames. The root frame (id 1, depth 0) is entered when the search
//     starts; every Place of a choice is followed by the Enter of a new
//     frame one deeper, which fills the next cell. A frame leaves when it
//     has tried everything, then the choice that led into it is undone.
//   - Plain, Records and Static fill the cells in a fixed order: in a
//     frame, each digit of 1..n is a Try, then a Reject (Conflict
//     SameRow, SameColumn or SameBox, By the cell that already holds the
//     digit) or a Place.
//   - MRV and Singles first place what the rules force, each a Place with
//     Forced and a Reason: NakedSingle (the cell had one candidate left),
//     or HiddenInRow, HiddenInColumn or HiddenInBox (the digit had one
//     cell left in that unit; Unit is the row, column or box, from 0,
//     boxes in reading order). MRV then takes away locked candidates, each
//     an Eliminate of digit Value from the empty cell (Row, Col): Reason
//     LockedInBox (pointing: the digit's places in box Unit all lie in
//     the cell's row or column, the one that crosses the box) or
//     LockedInRow, LockedInColumn (claiming: its places in row or column
//     Unit all lie in the cell's box). On a 16x16 grid, when locked
//     candidates take nothing, it takes away the candidates no filling of
//     a unit gives (see fillingRules), rows, then columns, then boxes:
//     Reason FillingInRow, FillingInColumn or FillingInBox, Unit the row,
//     column or box (each from 0, as for the singles) whose open cells,
//     one of its missing digits each, never take digit Value in cell
//     (Row, Col). A unit with no filling at all loses the candidates of
//     the first cell no filling can fill, each an Eliminate of that kind,
//     and its dead end is that cell's, with no candidate left. MRV places
//     what the rules force, and again, until none finds more (see
//     lockedRules and fillingRules for the order). An
//     elimination is not undone by an event: the frame's Leave gives its
//     candidates back. Then a Choose names the cell it branches on: Count
//     candidates, Value their mask (bit d-1 for digit d); each candidate
//     is a Try and a Place. The other digits are not tried: a view
//     explains them from the board. A dead end is a Reject with Conflict
//     NoCandidate, no Try and no By: Value 0 when cell (Row, Col) has no
//     candidate left, Value d when digit d has no cell left in a row,
//     column or box of that cell. Before its frame leaves, MRV undoes its
//     forced placements one by one, the last first, by Undo events with
//     Forced set.
//   - Solution is the first step of the frame a choice's Place entered
//     when that Place filled the grid, or comes right after the forced
//     Place that did; for a grid given full, right after the root's Enter.
//     It carries the solution: Result is a *Grid, the solver's own copy,
//     valid until the callback returns (keep a copy). It is reported
//     through Tracer.Found, so it reaches the watcher of an unwatched
//     search too, marked Aside (not a step; a search unwatched since its
//     last poll reports it aside even if watching has just turned on).
//   - The generator (GenerateSearch) emits no steps: it reports its puzzle
//     as one Solution, aside, whose Result is a *Generated.
//   - Checks counts the rule checks since the previous event: one per
//     cell compared (Plain), one per record looked up (Records, Static),
//     one per peer updated (MRV, Singles) and one per band or stack and
//     digit looked at for locked candidates (MRV) and one per unit
//     filtered for fillings (16x16 MRV), so engine.Stats.Apply over the events of
//     a run watched throughout rebuilds its counters exactly.
//   - A search that ends on its limit leaves its frames open; givens that
//     break the rules give no event at all.
//
// The search is the same watched or not: the same steps, solutions and
// counters. Under an engine.Runner watching is switched on and off during
// the run. A solver reads Tracer.Watched again after every event and, when
// unwatched, at a poll every 1024 nodes; when watching turns on there, it
// restates its path (Resync, then the Enter of every open frame, every
// Place on the way, forced ones with their Reason, MRV's Eliminates, and
// with MRV and Singles each frame's Choose, all with Sync set) and
// goes on with the step it was at. Frame ids are given watched or not, so
// a frame keeps its id in every run of the same search.
package sudoku
