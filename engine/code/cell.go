package code

import (
	"reflect"
	"unsafe"

	"go.starlark.net/starlark"
)

// cellLayout is the interpreter's cell (starlark/interp.go, go.starlark.net
// v0.0.0-20260908191801): a local that a nested function uses lives in
// one, and the debugging API hands out the cell, not the value: LeetCode's
// res inside permute, used by its nested backtrack, would show as "cell".
type cellLayout struct{ v starlark.Value }

// unwrap is v, or the value in it if v is a cell.
func unwrap(v starlark.Value) starlark.Value {
	if v == nil || v.Type() != "cell" {
		return v
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.Elem().NumField() != 1 {
		return v // not the layout this was written for: show it as it is
	}
	return (*cellLayout)(unsafe.Pointer(rv.Pointer())).v
}
