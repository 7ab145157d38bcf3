package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"

	"backtracklab/gui"
	"backtracklab/gui/settings"
	"backtracklab/gui/statefile"
)

// stateProbeEnv names the environment variable that makes the app print
// on standard output, one line each, the state it starts from ("state
// restored …") and each state it saves ("state writing …" before the
// write, "state written …" once the file is in place): the soak test
// (.ci/soak) checks by them that a crash keeps the last state saved.
const stateProbeEnv = "BACKTRACKLAB_STATE_PROBE"

// The app's state file is in a folder of its own in the app's storage
// folder: Fyne watches the folder of its preferences file and reloads
// them, and saves them again, at every change to any file in it
// (app/settings_desktop.go, watchFile).
const (
	stateFolder = "state"
	stateName   = "state.json"
)

// checkPreferences checks Fyne's preferences file for the app id before
// Fyne reads it, moving a damaged one aside (statefile.Repair), and
// returns what it did: nil when the file is sound or missing, or where
// there is no such file (the browser).
func checkPreferences(id string, now time.Time) []statefile.Damage {
	dir, ok := statefile.FyneDir(id)
	if !ok {
		return nil
	}
	if d := statefile.Repair(filepath.Join(dir, statefile.PreferencesName), now); d != nil {
		return []statefile.Damage{*d}
	}
	return nil
}

// openState opens the app's state file and returns the preferences the
// window keeps everything it restores in (settings.Saved over Fyne's),
// the store to close as the app quits, and what was done about a damaged
// state file. Where the app has no storage folder on disk (the browser)
// it returns Fyne's preferences and no store.
func openState(a fyne.App, now time.Time) (fyne.Preferences, *statefile.Store, []statefile.Damage) {
	root := a.Storage().RootURI()
	if root.Scheme() != "file" {
		return a.Preferences(), nil, nil
	}
	path := filepath.Join(root.Path(), stateFolder, stateName)
	probe := os.Getenv(stateProbeEnv) != ""
	opt := statefile.Options{OnError: reportWriteErrors(path)}
	if probe {
		opt.Trace = func(stage string, content []byte) { fmt.Printf("state %s %s", stage, content) }
	}
	st, d := statefile.Open(path, now, opt)
	if probe {
		content, err := os.ReadFile(path)
		if err != nil {
			content = []byte("{}\n")
		}
		fmt.Printf("state restored %s", content)
	}
	var damage []statefile.Damage
	if d != nil {
		damage = append(damage, *d)
	}
	return settings.Saved(a.Preferences(), st), st, damage
}

// reportWriteErrors returns an OnError that says on standard error that
// the state could not be saved, once for a run of the same error.
func reportWriteErrors(path string) func(error) {
	last := ""
	return func(err error) { // on the store's writer, one at a time
		if err.Error() != last {
			last = err.Error()
			fmt.Fprintln(os.Stderr, gui.StateNotSavedMessage(path, err))
		}
	}
}
