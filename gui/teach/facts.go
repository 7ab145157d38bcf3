package teach

import (
	"sync/atomic"

	"backtracklab/engine/trace"
	"backtracklab/gui/run"
)

// Facts holds the fixed facts F of a screen's recorded run (its size,
// its method, ...), taken when its recording appears: the settings are
// locked while it runs, and may change once it is over while its steps
// are still on show. Load may be called on any goroutine (the step log's
// Copy reads the facts on one of its own).
type Facts[F any] struct {
	p   atomic.Pointer[F]
	rec *trace.Recording // the recording the facts were taken for
}

// Follow starts with the facts first, then takes take's each time the
// session's recording is a new one; take returns nil when it cannot tell
// them yet, and is asked again at the session's next change.
func (f *Facts[F]) Follow(s *run.Session, first *F, take func(rec *trace.Recording) *F) {
	f.p.Store(first)
	s.OnChange(func() {
		if rec := s.Recording(); rec != nil && rec != f.rec {
			if facts := take(rec); facts != nil {
				f.rec = rec
				f.p.Store(facts)
			}
		}
	})
}

// Load returns the facts of the run on show.
func (f *Facts[F]) Load() *F { return f.p.Load() }
