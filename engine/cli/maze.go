package cli

import "fmt"

func runMaze(args []string, s Streams) int {
	fmt.Fprintln(s.Err, "backtracklab maze: not available in this build")
	return ExitUsage
}
