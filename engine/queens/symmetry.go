package queens

import "bytes"

// The 8 symmetries of the square map a solution to a solution. A symmetry
// class holds 8 distinct solutions, or 4 when the solution is unchanged by
// a half turn, or 2 when unchanged by a quarter turn.

// transform writes into dst the image of cols under symmetry k (0..7):
// the identity, the quarter, half and three-quarter turns, then the mirror
// images.
func transform(k int, cols, dst []byte) {
	n := len(cols)
	last := byte(n - 1)
	for r, c := range cols {
		row := byte(r)
		switch k {
		case 0:
			dst[r] = c
		case 1: // quarter turn: (r, c) -> (c, n-1-r)
			dst[c] = last - row
		case 2: // half turn
			dst[last-row] = last - c
		case 3: // three-quarter turn: (r, c) -> (n-1-c, r)
			dst[last-c] = row
		case 4: // mirror left-right
			dst[r] = last - c
		case 5: // mirror top-bottom
			dst[last-row] = c
		case 6: // transpose along the main diagonal
			dst[c] = row
		case 7: // transpose along the other diagonal
			dst[last-c] = last - row
		}
	}
}

// Canonical reports whether cols is the lexicographically smallest of its
// 8 images under the symmetries of the square: exactly one solution of each
// symmetry class is.
func Canonical(cols []byte) bool {
	var buf [MaxN]byte
	img := buf[:len(cols)]
	for k := 1; k < 8; k++ {
		transform(k, cols, img)
		if bytes.Compare(img, cols) < 0 {
			return false
		}
	}
	return true
}

// Symmetries returns how many distinct solutions the symmetry class of cols
// holds: 8, 4 or 2 (and 1 for the single queen of n=1).
func Symmetries(cols []byte) int {
	var buf [MaxN]byte
	img := buf[:len(cols)]
	same := 1 // the identity
	for k := 1; k < 8; k++ {
		transform(k, cols, img)
		if bytes.Equal(img, cols) {
			same++
		}
	}
	return 8 / same
}
