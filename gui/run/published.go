package run

// Published is the state a search goroutine hands over to its screen,
// the pattern every screen's model follows: the search keeps its working
// copy in Work, touched by no one else, so that an event costs a few
// stores and no lock, and now and then publishes it; the screen's frames
// read the latest publication. Each publication is numbered, so that a
// frame redraws only when something changed.
type Published[S any] struct {
	Work S // the search goroutine's own copy

	handoff Handoff // guards shared and seq, and what Publish's extra does
	shared  S
	seq     uint64
}

// Publish copies Work into the shared state under the lock, after extra
// (nil for none), which may move more under the same lock (a screen's
// list of solutions, say).
func (p *Published[S]) Publish(extra func()) {
	p.handoff.Publish(func() {
		if extra != nil {
			extra()
		}
		p.shared = p.Work
		p.seq++
	})
}

// Latest returns the latest publication and its number (0 before the
// first).
func (p *Published[S]) Latest() (s S, seq uint64) {
	p.handoff.Read(func() { s, seq = p.shared, p.seq })
	return s, seq
}

// Read runs f under the lock that guards the publications.
func (p *Published[S]) Read(f func()) { p.handoff.Read(f) }

// Await blocks until the latest publication satisfies done, and returns
// it. Tests use it to wait for a state without sleeping.
func (p *Published[S]) Await(done func(*S) bool) (s S) {
	p.handoff.Await(func() bool {
		s = p.shared
		return done(&p.shared)
	})
	return s
}
