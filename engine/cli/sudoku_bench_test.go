package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"backtracklab/engine/sudoku"
)

// BenchmarkSudokuBatch answers a file of puzzles as the command does, the
// whole batch (read, parse, solve, print) on 1 and 2 workers: how much of
// a second core the batch puts to use.
func BenchmarkSudokuBatch(b *testing.B) {
	for _, name := range []string{"sudoku_magictour_top1465.txt", "sudoku_17clue_sample500.txt"} {
		data, err := os.ReadFile(filepath.Join("..", "sudoku", "testdata", name))
		if err != nil {
			b.Fatal(err)
		}
		for _, workers := range []int{1, 2} {
			b.Run(name+"/workers="+strconv.Itoa(workers), func(b *testing.B) {
				for b.Loop() {
					batch := sudokuBatch{solver: sudoku.Solver{Strategy: sudoku.MRV, Limit: 1}, workers: workers}
					if code := batch.run(bytes.NewReader(data), Streams{Out: io.Discard, Err: io.Discard}, false); code != ExitOK {
						b.Fatalf("exit %d", code)
					}
				}
			})
		}
	}
}
