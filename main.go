// Backtrack Lab shows backtracking search at work on N-Queens, Sudoku and
// mazes. Without arguments it opens the window; with a subcommand it runs
// the same engine headless (see "backtracklab help").
package main

import (
	_ "embed"
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2/app"

	"backtracklab/gui"
	_ "backtracklab/gui/locale" // before Fyne reads the locale
)

// metadata is FyneApp.toml: the app's ID (preferences are stored under
// it) and version come from the file the packaging tool reads.
//
//go:embed FyneApp.toml
var metadata string

func main() {
	version := versionFrom(metadata)
	if status, ran := runCommand(os.Args[1:], version); ran {
		os.Exit(status)
	}
	paceGC()
	id := detail(metadata, "ID")
	now := time.Now()
	damage := checkPreferences(id, now) // before Fyne reads the file
	a := app.NewWithID(id)
	prefs, state, stateDamage := openState(a, now)
	damage = append(damage, stateDamage...)
	for _, d := range damage {
		fmt.Fprintln(os.Stderr, gui.DamagedMessage(d))
	}
	w := gui.NewWindow(a, prefs, version)
	a.Lifecycle().SetOnStarted(func() {
		probeStartup()
		gui.ShowDamaged(w, damage)
	})
	w.ShowAndRun()
	if state != nil {
		state.Close() // the last change, at once
	}
}
