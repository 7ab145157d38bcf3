//go:build js && wasm

package main

import "runtime/debug"

// paceGC sets how far the heap grows between collections. In a browser a
// collection stops the page's one thread, search and repaints alike, for
// 10-25 ms (GODEBUG=gctrace=1 in the page: 14 MB live, "0.1+13+0 ms
// clock", "0.2+23+0"), and the desktop's pacing (50%) called one every
// 7 MB allocated: every few seconds, often inside a short count. Four
// times what is live between collections makes them eight times rarer;
// the memory limit still bounds the heap with a large list on show
// (n=15: 40 MB of solutions), as 50% does on the desktop.
func paceGC() {
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(256 << 20)
}
