//go:build !(js && wasm)

package engine

// Yield gives the browser its turn in the web build (yield_js.go); a
// native search has threads of its own and preemption, and Yield does
// nothing (the compiler removes the call).
func Yield() {}

// startSlice starts a search's first slice in the web build
// (yield_js.go).
func startSlice() {}
