package queens

import "backtracklab/engine/queens"

// Mark is what one square of the board shows. A square may carry several
// marks; the board draws the most telling one (see look).
type Mark uint16

// The marks of a square.
const (
	Queen    Mark = 1 << iota // a queen stands here
	Trying                    // the search is trying this square
	Rejected                  // the try on this square was just rejected
	Blocker                   // this queen blocks the rejected try
	OnLine                    // this square lies between the blocker and the rejected try
	Undone                    // a queen was just taken back from here
	Attacked                  // a queen on the board attacks this square
	Clash                     // this queen attacks another one
	Solved                    // this queen belongs to a complete solution
	Free                      // the bitmask search has still to try this free square of its row
)

// View is everything the board shows: its size and the marks of every
// square. It is a plain value, cheap to copy and compare.
type View struct {
	N     int
	marks [queens.MaxN * queens.MaxN]Mark
}

// NewView returns an empty board of size n.
func NewView(n int) View { return View{N: n} }

// At returns the marks of the square in row r, column c (0-based).
func (v *View) At(r, c int) Mark { return v.marks[r*queens.MaxN+c] }

// Add adds m to the marks of the square in row r, column c.
func (v *View) Add(r, c int, m Mark) { v.marks[r*queens.MaxN+c] |= m }

// Has reports whether the square in row r, column c carries any of m.
func (v *View) Has(r, c int, m Mark) bool { return v.At(r, c)&m != 0 }

// Queens returns the number of queens on the board.
func (v *View) Queens() int {
	k := 0
	for r := range v.N {
		for c := range v.N {
			if v.Has(r, c, Queen) {
				k++
			}
		}
	}
	return k
}

// AddAttacks marks every empty square that a queen on the board attacks,
// by the engine's rule (queens.Lines). It notes the lines the queens stand
// on first, so a frame that shows the attacks costs n² rather than n⁴.
func (v *View) AddAttacks() {
	var lines queens.Lines
	for r := range v.N {
		for c := range v.N {
			if v.Has(r, c, Queen) {
				lines.Add(r, c)
			}
		}
	}
	for r := range v.N {
		for c := range v.N {
			if !v.Has(r, c, Queen) && lines.Attacked(r, c) {
				v.Add(r, c, Attacked)
			}
		}
	}
}

// AddLine marks the squares strictly between (r1, c1) and (r2, c2) when a
// queen on one attacks the other (queens.Attacks); otherwise it marks
// nothing.
func (v *View) AddLine(r1, c1, r2, c2 int) {
	if !queens.Attacks(r1, c1, r2, c2) {
		return
	}
	dr, dc := sign(r2-r1), sign(c2-c1)
	for r, c := r1+dr, c1+dc; r != r2 || c != c2; r, c = r+dr, c+dc {
		v.Add(r, c, OnLine)
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
