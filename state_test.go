package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/app"

	"backtracklab/gui/statefile"
)

// The check must read the file Fyne will: the folder statefile.FyneDir
// names is the storage folder Fyne gives the app.
func TestThePreferencesCheckedAreFynes(t *testing.T) {
	// Not t.TempDir: Fyne's preferences may still be writing into it when
	// the test ends, and its cleanup then fails on a folder not empty.
	home, err := os.MkdirTemp("", "prefs-check")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(home) })
	t.Setenv("XDG_CONFIG_HOME", home)
	id := detail(metadata, "ID")
	dir, ok := statefile.FyneDir(id)
	if !ok {
		t.Skip("no preferences file on this system")
	}
	// A file Fyne's loader would panic on: the check moves it aside first.
	os.MkdirAll(dir, 0o700)
	os.WriteFile(filepath.Join(dir, statefile.PreferencesName), []byte(`{"x": [1, "a", true]}`), 0o600)
	damage := checkPreferences(id, time.Now())
	a := app.NewWithID(id)
	if got := a.Storage().RootURI().Path(); got != dir {
		t.Fatalf("Fyne keeps the app's files in %s, the check looked in %s", got, dir)
	}
	if len(damage) != 1 || damage[0].MovedTo == "" {
		t.Fatalf("damage %+v", damage)
	}
}
