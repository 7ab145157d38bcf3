//go:build !js

package main

import (
	"os"
	"strings"

	"backtracklab/engine/cli"
)

// runCommand runs the command line when args (without the program name)
// ask for it, and says so with its exit status; with no arguments the app
// opens its window instead. version is the app's version.
func runCommand(args []string, version string) (status int, ran bool) {
	cli.Version = version
	if !cli.IsCommand(args) || strings.HasPrefix(args[0], "-psn") { // macOS Finder adds -psn_…
		return 0, false
	}
	useParentConsole() // Windows: the shell's console, not none
	return cli.Run(args, cli.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr}), true
}
