package cli

import "fmt"

func runSudoku(args []string, s Streams) int {
	fmt.Fprintln(s.Err, "backtracklab sudoku: not available in this build")
	return ExitUsage
}
