//go:build js

package main

// runCommand never runs anything in the browser: the page has no command
// line, and leaving it (and the web server of "backtracklab serve") out
// keeps the download small.
func runCommand([]string, string) (status int, ran bool) { return 0, false }
