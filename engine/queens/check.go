package queens

import "fmt"

// Check is how the Solver decides whether a square is attacked. All three
// find the same solutions in the same order. Scan and Arrays try every
// square and give the same events; they differ in the work each try
// costs, which Stats.Checks counts. Bitmask finds a row's free squares at
// once and tries only those (see Solver.Search).
type Check uint8

// The ways to check a square.
const (
	// Scan compares the square with the queen of every earlier row: one
	// pass for the column, one for the "\" diagonal, one for the "/"
	// diagonal, each stopping at the first queen that clashes. Every
	// comparison is one check.
	Scan Check = iota
	// Arrays looks the square's column, "\" diagonal and "/" diagonal up in
	// three boolean arrays, in that order, stopping at the first one taken.
	// Every lookup is one check.
	Arrays
	// Bitmask keeps the attacked columns, "\" diagonals and "/" diagonals
	// of the next row as three bit masks, so the complement of their union
	// is the row's free squares: one check per row, and only free squares
	// are tried, the lowest first (x & -x).
	Bitmask
	numChecks
)

var checkNames = [numChecks]string{"scan", "arrays", "bitmask"}

// Checks lists every Check, in order.
func Checks() []Check { return []Check{Scan, Arrays, Bitmask} }

func (c Check) String() string {
	if c < numChecks {
		return checkNames[c]
	}
	return fmt.Sprintf("check(%d)", c)
}

// ParseCheck returns the Check named s, as String writes it.
func ParseCheck(s string) (Check, error) {
	for c, name := range checkNames {
		if s == name {
			return Check(c), nil
		}
	}
	return 0, fmt.Errorf("unknown check %q (want scan, arrays or bitmask)", s)
}
