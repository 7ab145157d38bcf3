// Package sudoku is the Sudoku engine: grids of 4x4, 9x9 and 16x16, the
// parser for the forms people paste, the rule checks, pencil-mark
// candidates, and four search strategies that report every step as
// engine events, from a plain scan to a fast fewest-candidates search with
// singles propagation.
//
// A search is started with a Solver:
//
//	s := sudoku.Solver{Strategy: sudoku.MRV, Limit: 1}
//	end := s.Run(g, engine.NewTracer(nil))
//
// or handed to an engine.Runner as s.Search(g).
package sudoku
