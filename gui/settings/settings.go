// Package settings is the one place the app keeps what it remembers
// between runs, in Fyne's preferences. Each setting is a typed value with
// a key, a default and the range it may take: a getter falls back to the
// default when the value is missing, of the wrong type or out of range, so
// a damaged preferences file can never start the app in a broken state.
//
// The settings the app has are listed in keys.go; a screen that wants to
// remember something new adds it there.
package settings

import (
	"math"

	"fyne.io/fyne/v2"
)

// Int is a whole-number setting.
type Int struct {
	Key      string
	Default  int
	Min, Max int
}

// Get returns the stored value, or the default when it is missing, not a
// number or outside [Min, Max].
func (s Int) Get(p fyne.Preferences) int {
	v := p.IntWithFallback(s.Key, s.Default)
	if v < s.Min || v > s.Max {
		return s.Default
	}
	return v
}

// Set stores v unless it is stored already, so that callers may set on
// every change: each write saves the preferences file, and Fyne skips only
// a write of the same Go value, while a number read back from the file is
// a float64.
func (s Int) Set(p fyne.Preferences, v int) {
	if p.IntWithFallback(s.Key, v+1) != v { // v+1: missing counts as different
		p.SetInt(s.Key, v)
	}
}

// Float is a real-number setting.
type Float struct {
	Key      string
	Default  float64
	Min, Max float64
}

// Get returns the stored value clamped to [Min, Max], or the default when
// it is missing, not a number or NaN. It clamps rather than falls back
// because a value just past a bound (a window a little larger than the
// screen) is still the user's choice.
func (s Float) Get(p fyne.Preferences) float64 {
	v := p.FloatWithFallback(s.Key, s.Default)
	if math.IsNaN(v) {
		return s.Default
	}
	return min(max(v, s.Min), s.Max)
}

// Set stores v unless it is stored already (see Int.Set).
func (s Float) Set(p fyne.Preferences, v float64) {
	if p.FloatWithFallback(s.Key, math.NaN()) != v { // NaN: missing counts as different
		p.SetFloat(s.Key, v)
	}
}

// Bool is an on/off setting.
type Bool struct {
	Key     string
	Default bool
}

// Get returns the stored value, or the default when it is missing or not
// a boolean.
func (s Bool) Get(p fyne.Preferences) bool { return p.BoolWithFallback(s.Key, s.Default) }

// Set stores v.
func (s Bool) Set(p fyne.Preferences, v bool) { p.SetBool(s.Key, v) }

// Choice is a setting that holds one of a few names.
type Choice struct {
	Key     string
	Default string
	// Valid reports whether a stored name is one the app still knows.
	Valid func(string) bool
}

// Get returns the stored name, or the default when it is missing, not a
// string or not valid.
func (s Choice) Get(p fyne.Preferences) string {
	v := p.StringWithFallback(s.Key, s.Default)
	if !s.Valid(v) {
		return s.Default
	}
	return v
}

// Set stores v.
func (s Choice) Set(p fyne.Preferences, v string) { p.SetString(s.Key, v) }

// Text is a free-form string setting whose reader checks it (a puzzle
// encoded by its screen): Get returns "" when it is missing or not a
// string.
type Text struct {
	Key string
}

// Get returns the stored text, or "".
func (s Text) Get(p fyne.Preferences) string { return p.StringWithFallback(s.Key, "") }

// Set stores v.
func (s Text) Set(p fyne.Preferences, v string) { p.SetString(s.Key, v) }
