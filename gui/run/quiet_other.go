//go:build !(js && wasm)

package run

const quietStart = 0
