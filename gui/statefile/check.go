// Package statefile keeps the files the app restores its state from safe
// from crashes and from damage: it checks Fyne's preferences file before
// Fyne reads it (Fyne's loader panics on some files), moves a damaged
// file aside, and keeps the app's own state in a file that is replaced
// whole, never written in place. It does not import Fyne.
package statefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// MaxSize is the largest file Check accepts. What the app keeps is a few
// kilobytes (the largest maze is about 90 KB of text); a file far larger
// was not written by it.
const MaxSize = 4 << 20

// Check reports whether data is a preferences file Fyne's loader reads
// without error or panic, as the app writes it: a JSON object whose
// values are strings, numbers, booleans, or lists of one of these, all
// of one kind. Fyne turns a list into a typed slice after the type of its
// first item and panics on an item of another type (fyne.io/fyne/v2
// app/preferences.go, convertLists).
func Check(data []byte) error {
	if len(data) > MaxSize {
		return fmt.Errorf("%d bytes, more than the %d the app ever writes", len(data), MaxSize)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return errors.New("the file is empty")
	}
	var top any
	if err := json.Unmarshal(data, &top); err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	values, ok := top.(map[string]any)
	if !ok {
		return fmt.Errorf("a JSON %s, not an object", kind(top))
	}
	for key, v := range values {
		if err := checkValue(v); err != nil {
			return fmt.Errorf("%q: %w", key, err)
		}
	}
	return nil
}

// checkValue checks one value of the top-level object.
func checkValue(v any) error {
	list, ok := v.([]any)
	if !ok {
		if !scalar(v) {
			return fmt.Errorf("a %s, not a string, number or boolean", kind(v))
		}
		return nil
	}
	for i, item := range list {
		if !scalar(item) {
			return fmt.Errorf("item %d is a %s", i+1, kind(item))
		}
		if first := kind(list[0]); kind(item) != first {
			return fmt.Errorf("a list of mixed types: item 1 is a %s, item %d a %s", first, i+1, kind(item))
		}
	}
	return nil
}

// scalar reports whether v is a string, number or boolean.
func scalar(v any) bool {
	switch v.(type) {
	case string, float64, bool:
		return true
	}
	return false
}

// kind names the JSON type of a decoded value.
func kind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "boolean"
	case []any:
		return "list"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}
