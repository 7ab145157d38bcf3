package sudoku

import (
	"math/bits"
	"strings"
)

// Digits is a set of digits 1..16: bit d-1 stands for digit d.
type Digits uint16

// Has reports whether digit d is in the set.
func (s Digits) Has(d int) bool { return d >= 1 && d <= MaxSize && s&(1<<(d-1)) != 0 }

// Len is the number of digits in the set.
func (s Digits) Len() int { return bits.OnesCount16(uint16(s)) }

// List returns the digits in increasing order.
func (s Digits) List() []int {
	list := make([]int, 0, s.Len())
	for m := uint16(s); m != 0; m &= m - 1 {
		list = append(list, bits.TrailingZeros16(m)+1)
	}
	return list
}

// String writes the digits in increasing order, e.g. "1579" or "3AG".
func (s Digits) String() string {
	var b strings.Builder
	for _, d := range s.List() {
		b.WriteByte(DigitChar(d))
	}
	return b.String()
}

// lowDigit is the smallest digit of a non-empty set.
func lowDigit(m Digits) int { return bits.TrailingZeros16(uint16(m)) + 1 }

// Candidates returns the digits that may go in the cell at row, col
// (0-based): those not yet in its row, column or box. A filled cell has
// none. These are the pencil marks.
func Candidates(g Grid, row, col int) Digits {
	n := g.Size()
	if row < 0 || row >= n || col < 0 || col >= n {
		panic("sudoku: Candidates outside the grid")
	}
	c := row*n + col
	if g.cells[c] != 0 {
		return 0
	}
	geo := g.geo()
	used := Digits(0)
	for _, p := range geo.peers[c][:geo.npeers] {
		if d := g.cells[p]; d != 0 {
			used |= 1 << (d - 1)
		}
	}
	return geo.full &^ used
}
