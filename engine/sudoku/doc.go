// Package sudoku is the Sudoku engine: grids of 4x4, 9x9 and 16x16, the
// parser for the forms people paste, the rule checks, pencil-mark
// candidates, and four search strategies that report every step as engine
// events, from a plain scan to a fast fewest-candidates search with
// singles propagation.
//
// A search is run by a Solver:
//
//	s := sudoku.Solver{Strategy: sudoku.MRV, Limit: 1, OnSolution: show}
//	end := s.Run(g, engine.NewTracer(nil))
//
// or handed to an engine.Runner as s.Search(g).
//
// The events, for a cell (Row, Col) and a digit (Value): Try, then either
// Reject, with Conflict SameRow, SameColumn or SameBox and ByRow, ByCol
// the cell that already holds the digit, or Place; Undo when the search
// backtracks over a Place; Solution right after the Place that fills the
// grid (or at once for a grid given full). Depth is the number of choices
// above the step. MRV also places what the rules force, as Place events
// with Forced set, undone by Undo events with Forced set, and reports a
// dead end as a Reject with Conflict NoCandidate and no Try before it:
// Value 0 when the cell has no candidate left, Value d when digit d has no
// cell left in one of the cell's units.
package sudoku
