package maze

import "fmt"

// Point is a cell of the grid: Row counts lines from the top, Col cells
// from the left, both from 0.
type Point struct {
	Row, Col int
}

// String writes the point as (row,col).
func (p Point) String() string { return fmt.Sprintf("(%d,%d)", p.Row, p.Col) }

// Move returns the neighbour of p in direction d.
func (p Point) Move(d Direction) Point {
	return Point{p.Row + int(rowStep[d]), p.Col + int(colStep[d])}
}

// Direction is a move to a neighbouring cell. Its value is the event Value
// of the solvers' Try, Reject, Place and Undo events.
type Direction int8

// The four directions, in the order the solvers try them: clockwise from
// the top.
const (
	Up Direction = iota
	Right
	Down
	Left
	NumDirections // how many directions there are

	// NoDirection is the Value of the events for the start cell, which
	// is entered from nowhere.
	NoDirection Direction = -1
)

// rowStep and colStep are the moves of each direction.
var (
	rowStep = [NumDirections]int8{-1, 0, 1, 0}
	colStep = [NumDirections]int8{0, 1, 0, -1}
)

var directionNames = [NumDirections]string{"up", "right", "down", "left"}

// String names the direction.
func (d Direction) String() string {
	if d >= 0 && d < NumDirections {
		return directionNames[d]
	}
	if d == NoDirection {
		return "none"
	}
	return fmt.Sprintf("direction(%d)", int8(d))
}

// Opposite is the direction back; NoDirection stays NoDirection.
func (d Direction) Opposite() Direction {
	if d < 0 || d >= NumDirections {
		return d
	}
	return (d + 2) % NumDirections
}
