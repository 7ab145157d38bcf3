package queens

// The attack rule, once for every view: a queen attacks every square of
// its row, its column and its two diagonals. The solver's checks (Scan,
// Arrays, Bitmask) are three ways of applying it, kept apart on purpose
// since their cost is what they teach; the screens ask Attacks and Lines.

// Attacks reports whether a queen on (r1, c1) attacks the square (r2, c2),
// another square: they share a row, a column, a "\" diagonal (row-col) or
// a "/" diagonal (row+col).
func Attacks(r1, c1, r2, c2 int) bool {
	if r1 == r2 && c1 == c2 {
		return false
	}
	return r1 == r2 || c1 == c2 || r1-c1 == r2-c2 || r1+c1 == r2+c2
}

// Lines are the lines of attack of a set of queens on a board of at most
// MaxN a side: the rows, columns and diagonals they stand on, one bit
// each. The zero value holds no queen.
type Lines struct {
	rows, cols uint64
	diag, anti uint64 // bit row-col+MaxN-1, bit row+col: 2*MaxN-1 of each
}

// Add adds a queen on (row, col).
func (l *Lines) Add(row, col int) {
	l.rows |= 1 << uint(row)
	l.cols |= 1 << uint(col)
	l.diag |= 1 << uint(row-col+MaxN-1)
	l.anti |= 1 << uint(row+col)
}

// Attacked reports whether a queen added attacks (row, col) or stands on
// it: whether the square lies on one of the lines.
func (l *Lines) Attacked(row, col int) bool {
	return l.rows&(1<<uint(row)) != 0 || l.cols&(1<<uint(col)) != 0 ||
		l.diag&(1<<uint(row-col+MaxN-1)) != 0 || l.anti&(1<<uint(row+col)) != 0
}
