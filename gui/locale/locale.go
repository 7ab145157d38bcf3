// Package locale keeps Fyne from logging an error at every start on systems
// whose locale is "C" or "POSIX" (containers, CI, minimal installs): Fyne
// cannot parse those names and reads the locale while it initialises.
//
// main imports it first: Go initialises packages in import-path order once
// their dependencies are ready, and this package depends on nothing from
// Fyne, so its init runs before Fyne's.
package locale

import (
	"os"
	"strings"
)

func init() {
	for _, key := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v, ok := os.LookupEnv(key); ok && v != "" {
			if isPlain(v) {
				os.Setenv(key, "en_US.UTF-8")
			}
		}
	}
}

// isPlain reports whether v names the plain C/POSIX locale, with or without
// a codeset.
func isPlain(v string) bool {
	name, _, _ := strings.Cut(v, ".")
	return name == "C" || name == "POSIX"
}
