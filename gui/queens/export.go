package queens

import (
	"bufio"
	"io"
	"strings"

	"backtracklab/engine/queens"
)

// leetCode writes one solution the way LeetCode problem 51 prints a board:
// ["..Q.","Q...","...Q",".Q.."].
func leetCode(cols []byte) string {
	var b strings.Builder
	writeLeetCode(&b, cols)
	return b.String()
}

func writeLeetCode(w io.StringWriter, cols []byte) {
	w.WriteString("[")
	for i, row := range queens.Board(cols) {
		if i > 0 {
			w.WriteString(",")
		}
		w.WriteString(`"` + row + `"`)
	}
	w.WriteString("]")
}

// writeAll writes count solutions, fetched one by one with at, as the list
// LeetCode 51 returns, one board per line so that big files stay readable:
//
//	[
//	[".Q..","...Q","Q...","..Q."],
//	["..Q.","Q...","...Q",".Q.."]
//	]
func writeAll(w io.Writer, count int, at func(i int) []byte) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.WriteString("[\n")
	for i := range count {
		writeLeetCode(bw, at(i))
		if i < count-1 {
			bw.WriteString(",")
		}
		bw.WriteString("\n")
	}
	bw.WriteString("]\n")
	return bw.Flush()
}
