package settings

import (
	"math"

	"fyne.io/fyne/v2"

	"backtracklab/gui/statefile"
)

// Saved returns preferences that keep what the app sets in st, a file
// replaced whole at each write (so a crash at any instant leaves the last
// complete state), rather than in Fyne's preferences file, which Fyne
// rewrites in place. A value st does not hold is read from fyneStore,
// where earlier versions of the app kept everything, until the app sets
// it. Lists and change listeners are fyneStore's: the app uses neither.
func Saved(fyneStore fyne.Preferences, st *statefile.Store) fyne.Preferences {
	return &saved{Preferences: fyneStore, st: st}
}

// saved is what Saved returns: the embedded preferences serve the methods
// it does not override.
type saved struct {
	fyne.Preferences
	st *statefile.Store
}

// Bool looks up a boolean value for the key.
func (p *saved) Bool(key string) bool { return p.BoolWithFallback(key, false) }

// BoolWithFallback looks up a boolean value, or returns fallback.
func (p *saved) BoolWithFallback(key string, fallback bool) bool {
	return lookup(p, key, fallback, p.Preferences.BoolWithFallback)
}

// SetBool stores a boolean value.
func (p *saved) SetBool(key string, value bool) { p.st.Set(key, value) }

// Float looks up a number for the key.
func (p *saved) Float(key string) float64 { return p.FloatWithFallback(key, 0) }

// FloatWithFallback looks up a number, or returns fallback.
func (p *saved) FloatWithFallback(key string, fallback float64) float64 {
	return lookup(p, key, fallback, p.Preferences.FloatWithFallback)
}

// SetFloat stores a number. JSON has no NaN or infinity: those are not
// stored.
func (p *saved) SetFloat(key string, value float64) {
	if !math.IsNaN(value) && !math.IsInf(value, 0) {
		p.st.Set(key, value)
	}
}

// Int looks up a whole number for the key.
func (p *saved) Int(key string) int { return p.IntWithFallback(key, 0) }

// IntWithFallback looks up a whole number, or returns fallback. JSON
// numbers read back as float64, as in Fyne's preferences.
func (p *saved) IntWithFallback(key string, fallback int) int {
	old := func(key string, fallback float64) float64 {
		return float64(p.Preferences.IntWithFallback(key, int(fallback)))
	}
	return int(lookup(p, key, float64(fallback), old))
}

// SetInt stores a whole number.
func (p *saved) SetInt(key string, value int) { p.st.Set(key, float64(value)) }

// String looks up a string for the key.
func (p *saved) String(key string) string { return p.StringWithFallback(key, "") }

// StringWithFallback looks up a string, or returns fallback.
func (p *saved) StringWithFallback(key, fallback string) string {
	return lookup(p, key, fallback, p.Preferences.StringWithFallback)
}

// lookup reads key from the state file as a T: a value of another type
// gives fallback, and a key not there yet is read from the old
// preferences (old), until the app first saves it.
func lookup[T any](p *saved, key string, fallback T, old func(string, T) T) T {
	v, ok := p.st.Get(key)
	if !ok {
		return old(key, fallback)
	}
	if x, ok := v.(T); ok {
		return x
	}
	return fallback
}

// SetString stores a string.
func (p *saved) SetString(key string, value string) { p.st.Set(key, value) }

// RemoveValue forgets the value of key, in both stores, so that an old
// one does not come back.
func (p *saved) RemoveValue(key string) {
	p.st.Remove(key)
	p.Preferences.RemoveValue(key)
}
