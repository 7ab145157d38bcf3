// Package cli is the headless command line over the engine: the same
// binary as the app, started with a subcommand.
package cli

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

// Version is the app's version; main sets it from the app's metadata.
var Version = "dev"

// Exit statuses shared by every subcommand.
const (
	ExitOK    = 0 // everything asked for was done
	ExitFail  = 1 // some input had no solution or could not be read
	ExitUsage = 2 // the command line itself was wrong
)

// Streams are where a subcommand reads and writes.
type Streams struct {
	In  io.Reader
	Out io.Writer
	Err io.Writer
}

// Usage is printed for bad usage and for "help".
const Usage = `usage:
  backtracklab                      open the window
  backtracklab queens -n N [-count [-workers W | -mirror]] [-unique] [-check scan|arrays|bitmask] [-format cols|board] [-log | -tree dot|text|pdf|svg|png] [-stats]
  backtracklab queens -n N -compare [-csv]
  backtracklab queens -n N -sheet FILE.pdf|FILE.png [-unique] [-paper a4|letter]
  backtracklab queens -n N -gif FILE.gif [-gif-views stack|stack,tree] [-check scan|arrays|bitmask]
  backtracklab sudoku [-strategy plain|records|static|mrv] [-count-solutions] [-log | -tree dot|text|pdf|svg|png] [-stats] [FILE]
  backtracklab sudoku -compare [-csv] [FILE]
  backtracklab sudoku -sheet FILE.pdf [-paper a4|letter] [FILE]
  backtracklab maze [-algo dfs|bfs] [-generate WxH -seed K -loops P] [-log | -tree dot|text|pdf|svg|png] [-stats] [FILE]
  backtracklab maze -compare [-csv] [-generate WxH -seed K -loops P | FILE]
  backtracklab run [-log | -tree dot|text|pdf|svg|png] [-stats] [-max-steps N] FILE
  backtracklab serve [-addr :8080] [DIR]
  backtracklab version
`

// IsCommand reports whether args (without the program name) ask for the
// command line rather than the window.
func IsCommand(args []string) bool { return len(args) > 0 }

// Run executes the subcommand in args (without the program name) and
// returns the exit status.
func Run(args []string, s Streams) int {
	if len(args) == 0 {
		fmt.Fprint(s.Err, Usage)
		return ExitUsage
	}
	rest := args[1:]
	switch args[0] {
	case "queens":
		return runQueens(rest, s)
	case "sudoku":
		return runSudoku(rest, s)
	case "maze":
		return runMaze(rest, s)
	case "run":
		return runProgram(rest, s)
	case "serve":
		return runServe(rest, s)
	case "version", "-version", "--version":
		fmt.Fprintln(s.Out, VersionText())
		return ExitOK
	case "help", "-h", "-help", "--help":
		fmt.Fprint(s.Out, Usage)
		return ExitOK
	}
	fmt.Fprintf(s.Err, "backtracklab: unknown command %q\n%s", args[0], Usage)
	return ExitUsage
}

// VersionText is the one-line answer of "backtracklab version": the app's
// version and the Go and Fyne versions it was built with.
func VersionText() string {
	return fmt.Sprintf("Backtrack Lab %s (%s, Fyne %s)", Version, runtime.Version(), FyneVersion())
}

// FyneVersion is the version of the Fyne module linked in, read from the
// build information so that it cannot drift from go.mod.
func FyneVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, m := range info.Deps {
			if m.Path == "fyne.io/fyne/v2" {
				return m.Version
			}
		}
	}
	return "unknown"
}
