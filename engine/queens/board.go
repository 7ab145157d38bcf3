package queens

import "strings"

// Board draws a solution the way LeetCode problem 51 writes it: one string
// per row, "Q" for the queen and "." for an empty square.
func Board(cols []byte) []string {
	n := len(cols)
	rows := make([]string, n)
	line := []byte(strings.Repeat(".", n))
	for r, c := range cols {
		line[c] = 'Q'
		rows[r] = string(line)
		line[c] = '.'
	}
	return rows
}
