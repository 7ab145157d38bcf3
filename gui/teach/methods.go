package teach

import "backtracklab/engine/listing"

// Methods answers the method questions of a Puzzle (Method, Selected,
// OnSelect) for a screen whose settings choose its search by a key K (a
// check, a strategy, an algorithm): a screen's teacher embeds it and
// keeps only its table and what differs. A key with no listing has none
// (false).
type Methods[K comparable] struct {
	Listings map[K]listing.Method // the listing of each key
	Run      func(k uint64) K     // the key of step k of the run on show
	Chosen   func() K             // the key the settings choose now
	Changed  *func(string)        // the chooser's OnChanged, see Chain
}

// Method is part of Puzzle: the listing of the search of step k.
func (m Methods[K]) Method(k uint64) (listing.Method, bool) {
	l, ok := m.Listings[m.Run(k)]
	return l, ok
}

// Selected is part of Puzzle: the listing of the search chosen.
func (m Methods[K]) Selected() (listing.Method, bool) {
	l, ok := m.Listings[m.Chosen()]
	return l, ok
}

// OnSelect is part of Puzzle: the chooser tells f of each choice.
func (m Methods[K]) OnSelect(f func()) { Chain(m.Changed, f) }
