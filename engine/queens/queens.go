// Package queens places N queens on an N×N board so that none attacks
// another. Solver walks the search step by step and reports every try,
// rejection, placement and backtrack, for watching and teaching; Count,
// CountMirror and CountUnique only count, as fast as the machine allows.
//
// A solution is written as cols, one byte per row: cols[row] is the column
// of the queen in that row, both 0-based.
//
// Solutions travel in the event stream: Solver.Search reports each one
// through the tracer's Found, a Solution event whose Result is cols, a
// []byte the solver reuses once the callback returns (the watcher copies
// it; Solutions.Found does), watched or not (unwatched, the event comes
// Aside). engine.NewResultTracer(sols.Found) lists a board's solutions.
//
// The attack rule that views draw (the squares a queen attacks, two
// queens that clash) is Attacks and Lines, in this package alone.
package queens

import "fmt"

// The board sizes the package handles. MaxN keeps every line of attack of
// the board in one machine word.
const (
	MinN = 1
	MaxN = 32
)

// ValidateN reports whether n is a board size the package handles.
func ValidateN(n int) error {
	if n < MinN || n > MaxN {
		return fmt.Errorf("n must be between %d and %d (got %d)", MinN, MaxN, n)
	}
	return nil
}
