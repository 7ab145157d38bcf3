// Backtrack Lab shows backtracking search at work on N-Queens, Sudoku and
// mazes. Without arguments it opens the window; with a subcommand it runs
// the same engine headless (see "backtracklab help").
package main

import (
	_ "embed"
	"os"
	"strings"

	"fyne.io/fyne/v2/app"

	"backtracklab/engine/cli"
	"backtracklab/gui"
	_ "backtracklab/gui/locale" // before Fyne reads the locale
)

// appID must match FyneApp.toml: preferences are stored under it.
const appID = "org.backtracklab.app"

//go:embed FyneApp.toml
var metadata string

func main() {
	cli.Version = versionFrom(metadata)
	args := os.Args[1:]
	if cli.IsCommand(args) && !strings.HasPrefix(args[0], "-psn") { // macOS Finder adds -psn_…
		os.Exit(cli.Run(args, cli.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr}))
	}
	a := app.NewWithID(appID)
	gui.NewWindow(a, cli.Version).ShowAndRun()
}
