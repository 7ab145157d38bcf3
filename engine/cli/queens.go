package cli

import "fmt"

func runQueens(args []string, s Streams) int {
	fmt.Fprintln(s.Err, "backtracklab queens: not available in this build")
	return ExitUsage
}
