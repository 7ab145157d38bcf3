//go:build !windows && !js

package main

// useParentConsole does nothing where a program started from a terminal
// writes to it already; see console_windows.go.
func useParentConsole() {}
