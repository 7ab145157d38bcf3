package statefile

import (
	"os"
	"path/filepath"
	"runtime"
)

// PreferencesName is the name of Fyne's preferences file in the app's
// storage folder.
const PreferencesName = "preferences.json"

// FyneDir returns the folder where Fyne keeps the files of the app with
// the given ID on a desktop system, the folder of its preferences file
// (fyne.io/fyne/v2 app/preferences_other.go and internal/app/config_*.go),
// and false where there is no such folder: in the browser Fyne keeps the
// preferences in the page's storage.
func FyneDir(appID string) (string, bool) {
	var root string
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
		dir, err := os.UserConfigDir()
		if err != nil {
			return "", false
		}
		root = dir
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", false
		}
		root = filepath.Join(home, "Library", "Preferences")
	case "windows":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", false
		}
		root = filepath.Join(home, "AppData", "Roaming")
	default: // js (the browser), android, ios
		return "", false
	}
	return filepath.Join(root, "fyne", appID), true
}
