package main

import (
	"bufio"
	"strings"
)

// versionFrom reads "Version" from the [Details] table of FyneApp.toml, so
// the command line and the About box never disagree with the package.
func versionFrom(toml string) string {
	section := ""
	sc := bufio.NewScanner(strings.NewReader(toml))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			section = strings.Trim(line, "[] ")
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if ok && section == "Details" && strings.TrimSpace(key) == "Version" {
			return strings.Trim(strings.TrimSpace(value), `"`)
		}
	}
	return "dev"
}
