package run

import "sync"

// Handoff is where a search goroutine hands its latest state to the
// screen. The search keeps its working state without a lock and copies
// it into a shared one under the handoff's lock (Publish); the UI
// goroutine copies the shared state out under the same lock (Read); tests
// wait for a state with Await instead of sleeping. The zero Handoff is
// ready to use.
type Handoff struct {
	mu        sync.Mutex
	published *sync.Cond // made on first use, so the zero Handoff works
}

// Publish runs store, which copies the working state into the shared
// one, under the lock, and wakes the waiters of Await.
func (h *Handoff) Publish(store func()) {
	h.mu.Lock()
	store()
	if h.published != nil {
		h.published.Broadcast()
	}
	h.mu.Unlock()
}

// Read runs read, which copies what it needs of the shared state, under
// the lock.
func (h *Handoff) Read(read func()) {
	h.mu.Lock()
	read()
	h.mu.Unlock()
}

// Await blocks until done, called under the lock now and after every
// publication, reports true; done may copy the shared state out.
func (h *Handoff) Await(done func() bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.published == nil {
		h.published = sync.NewCond(&h.mu)
	}
	for !done() {
		h.published.Wait()
	}
}
