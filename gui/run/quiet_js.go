//go:build js && wasm

package run

import "time"

const quietStart = 100 * time.Millisecond
