package sudoku

import (
	"fmt"
	"strings"
)

// Strategy is how a search picks its next cell and checks a digit. The
// zero Strategy is MRV, the fastest; values beyond Singles act as MRV.
type Strategy uint8

// The strategies, from the fastest; Strategies lists them in teaching
// order, from the simplest.
const (
	// MRV takes the empty cell with the fewest candidates at every step
	// (minimum remaining values), on bitmasks. Before each choice it
	// places naked and hidden singles by propagation and takes away the
	// locked candidates (pointing and claiming, where a box meets a row or
	// a column), until neither finds more. On 16x16 grids it then takes
	// away the candidates no filling of a row, column or box gives (its
	// open cells, one missing digit each), and propagates again: there the
	// guesses it saves are worth it; on 9x9 grids they are not.
	MRV Strategy = iota
	// Plain fills the next empty cell in reading order with digits 1..n,
	// checking each by scanning the row, the column and the box.
	Plain
	// Records is Plain with a record of where each digit already stands in
	// each row, column and box, so that a check is a lookup.
	Records
	// Static sorts the empty cells once by their number of candidates,
	// fewest first, then fills them in that order with Records' lookups.
	Static
	// Singles is MRV with singles alone: no locked candidates. It guesses
	// more, and its run is the simpler one to follow.
	Singles
	numStrategies
)

// Strategies lists every strategy in teaching order, simplest first.
var Strategies = []Strategy{Plain, Records, Static, Singles, MRV}

var strategyNames = [numStrategies]string{"mrv", "plain", "records", "static", "singles"}

func (s Strategy) String() string {
	if s < numStrategies {
		return strategyNames[s]
	}
	return fmt.Sprintf("strategy(%d)", s)
}

// ParseStrategy reads a strategy name as String writes it: plain, records,
// static, singles or mrv (any case).
func ParseStrategy(name string) (Strategy, error) {
	for s, n := range strategyNames {
		if strings.EqualFold(name, n) {
			return Strategy(s), nil
		}
	}
	return 0, fmt.Errorf("unknown strategy %q, want plain, records, static, singles or mrv", name)
}
