package main

import (
	"bufio"
	"strings"
)

// versionFrom reads "Version" from the [Details] table of FyneApp.toml, so
// the command line and the About box never disagree with the package.
func versionFrom(toml string) string {
	if v := detail(toml, "Version"); v != "" {
		return v
	}
	return "dev"
}

// detail reads key from the [Details] table of FyneApp.toml, or "".
func detail(toml, key string) string {
	section := ""
	sc := bufio.NewScanner(strings.NewReader(toml))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			section = strings.Trim(line, "[] ")
			continue
		}
		k, value, ok := strings.Cut(line, "=")
		if ok && section == "Details" && strings.TrimSpace(k) == key {
			return strings.Trim(strings.TrimSpace(value), `"`)
		}
	}
	return ""
}
