package settings

import (
	"strconv"

	"fyne.io/fyne/v2"
)

// IntText is a whole-number setting kept as decimal text: the form the
// Maze screen has always stored its numbers in, so that preferences
// written by earlier versions still read back.
type IntText struct {
	Key      string
	Default  int64
	Min, Max int64
}

// Get returns the stored number, or the default when it is missing, not
// decimal text or outside [Min, Max].
func (s IntText) Get(p fyne.Preferences) int64 {
	v, err := strconv.ParseInt(p.StringWithFallback(s.Key, ""), 10, 64)
	if err != nil || v < s.Min || v > s.Max {
		return s.Default
	}
	return v
}

// Set stores v. Fyne skips writing text that is stored already.
func (s IntText) Set(p fyne.Preferences, v int64) { p.SetString(s.Key, strconv.FormatInt(v, 10)) }
