package engine

import "time"

// Stats are the live counters a search keeps. A solver updates them as plain
// fields on its own goroutine; others read copies handed out with events.
type Stats struct {
	Nodes      uint64               // choices tried
	Checks     uint64               // elementary rule checks: what tells scan, arrays and bitmasks apart
	Placements uint64               // choices that held
	Forced     uint64               // of the Placements, those the rules forced (Place with Forced)
	Eliminated uint64               // candidates the rules took away (Eliminate events: Sudoku's locked candidates)
	Rejections [NumConflicts]uint64 // choices that failed, by the rule they broke
	Backtracks uint64               // placements undone
	Solutions  uint64               // solutions found
	Elapsed    time.Duration        // running time, pauses excluded; set when the search ends
	// CountOnly marks the counters of a count (N-Queens' Count): it adds
	// up solutions without trying choices one by one, so only Solutions
	// and Elapsed are kept, and the others do not apply (they are not 0).
	CountOnly bool
}

// Rejected is the total of rejections for every rule.
func (s *Stats) Rejected() uint64 {
	var n uint64
	for _, r := range s.Rejections {
		n += r
	}
	return n
}

// Add adds the counters of o to s, for searches split over several workers.
func (s *Stats) Add(o *Stats) {
	s.Nodes += o.Nodes
	s.Checks += o.Checks
	s.Placements += o.Placements
	s.Forced += o.Forced
	s.Eliminated += o.Eliminated
	for i, r := range o.Rejections {
		s.Rejections[i] += r
	}
	s.Backtracks += o.Backtracks
	s.Solutions += o.Solutions
	s.CountOnly = s.CountOnly || o.CountOnly
}

// Apply counts one event, so that the counters of a watched run can be
// rebuilt from its events alone: Nodes counts Try, Placements Place
// (Forced those with Forced set), Eliminated Eliminate,
// Rejections Reject by Conflict, Backtracks Undo, Solutions Solution, and
// Checks adds up the events' Checks. Sync events restate, and count for
// nothing. Elapsed is left alone.
func (s *Stats) Apply(e *Event) {
	if e.Sync {
		return
	}
	s.Checks += uint64(e.Checks)
	switch e.Kind {
	case Try:
		s.Nodes++
	case Reject:
		s.Rejections[e.Conflict]++
	case Place:
		s.Placements++
		if e.Forced {
			s.Forced++
		}
	case Undo:
		s.Backtracks++
	case Eliminate:
		s.Eliminated++
	case Solution:
		s.Solutions++
	}
}
