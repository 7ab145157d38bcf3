package cli

import (
	"fmt"
	"io"
	"math/big"

	"backtracklab/engine"
	"backtracklab/engine/compare"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

// -compare runs every method of a puzzle on the same input, one after the
// other, unwatched and at full speed, through the same calls -stats makes
// for one method alone (package engine/compare, which the window's
// Compare view runs too), and prints their counters side by side.

// maxCompareNodes is where -compare gives a method up (compare.MaxNodes;
// a variable so that tests can make it small).
var maxCompareNodes = compare.MaxNodes

// english is the words of the command line's tables.
type english struct{}

func (english) Method(p compare.Puzzle, name string) string { return compare.Upper(p, name) }

func (english) Row(p compare.Puzzle, key string) (text, csv string) {
	switch key {
	case "explored":
		return "cells explored", ""
	case "path":
		return "path length", ""
	case "time":
		return "time", "time (s)"
	case "column", "diagonal", "anti-diagonal":
		return key, "rejections " + key
	}
	return key, ""
}

func (english) Outcome(c compare.Cell, units string) string {
	switch c.Kind {
	case compare.Finished:
		return "finished"
	case compare.Solved:
		return "solved"
	case compare.NoSolution:
		return "no solution"
	case compare.GaveUp:
		return fmt.Sprintf("gave up after %v %s", story.Number(c.N), units)
	case compare.NoPath:
		return "no path"
	}
	return ""
}

func (english) Brute(b compare.Brute) string {
	switch b.Kind {
	case compare.AnySquares:
		return fmt.Sprintf("brute force, any %d squares: C(%d,%d)", b.N, b.N*b.N, b.N)
	case compare.PerRow:
		return fmt.Sprintf("brute force, one per row: %d^%[1]d", b.N)
	case compare.PerRowAndColumn:
		return fmt.Sprintf("brute force, one per row and column: %d!", b.N)
	}
	return fmt.Sprintf("brute force, a digit in each of the %d empty cells: %d^%d", b.Empty, b.N, b.Empty)
}

// writeTable prints tab as text or, with asCSV, as CSV.
func writeTable(w io.Writer, tab *compare.Table, asCSV bool) error {
	sheet := tab.Sheet(english{})
	if asCSV {
		return sheet.WriteCSV(w)
	}
	return sheet.WriteText(w)
}

// compareQueens runs the listing search of every check on n queens.
func compareQueens(s Streams, n int, asCSV bool) int {
	c := compare.ForQueens(n)
	c.Cap = maxCompareNodes
	tab := c.Run()
	if err := writeTable(s.Out, tab, asCSV); err != nil {
		return writeFailed(s, "queens", err)
	}
	if last := tab.Results[len(tab.Results)-1]; last.Stats.Solutions == 0 && !last.GaveUp {
		return ExitFail
	}
	return ExitOK
}

// queensBruteForce counts the placements of n queens a brute force would
// test: any n of the n² squares, one queen per row, one per row and per
// column.
func queensBruteForce(n int) (anySquares, perRow, perRowAndColumn *big.Int) {
	b := compare.QueensBrute(n)
	return b[0].Count, b[1].Count, b[2].Count
}

// thousands puts commas between groups of three digits of a decimal
// integer.
func thousands(digits string) string { return compare.Thousands(digits) }

// compareSudoku runs every strategy on the puzzle g, in teaching order.
func compareSudoku(s Streams, g sudoku.Grid, asCSV bool) int {
	c := compare.ForSudoku(g)
	c.Cap = maxCompareNodes
	tab := c.Run()
	if err := writeTable(s.Out, tab, asCSV); err != nil {
		return writeFailed(s, "sudoku", err)
	}
	for _, r := range tab.Results {
		if !r.GaveUp && (r.End == engine.Done || r.End == engine.LimitReached) {
			return ExitOK
		}
	}
	return ExitFail
}

// compareMaze runs the depth-first and the breadth-first search on m.
func compareMaze(s Streams, m *maze.Maze, asCSV bool) int {
	tab := compare.ForMaze(m).Run()
	if err := writeTable(s.Out, tab, asCSV); err != nil {
		return writeFailed(s, "maze", err)
	}
	for _, r := range tab.Results {
		if r.Path >= 0 {
			return ExitOK
		}
	}
	return ExitFail
}

// writeFailed reports output that could not be written.
func writeFailed(s Streams, command string, err error) int {
	fmt.Fprintf(s.Err, "backtracklab %s: %v\n", command, err)
	return ExitFail
}
