//go:build !(js && wasm)

package main

import "runtime/debug"

// paceGC sets how far the heap grows between collections. A run can hold
// millions of solutions (n=15: 2,279,184 in 40 MB) that stay live while
// the list shows them. With Go's default pacing the heap may grow to twice
// what is live before a collection; half again keeps the whole app under
// 300 MB with n=15 listed, for a collection now and then that costs the
// search nothing visible.
func paceGC() { debug.SetGCPercent(50) }
