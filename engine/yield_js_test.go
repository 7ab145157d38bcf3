//go:build js && wasm

package engine

import (
	"sync/atomic"
	"testing"
	"time"
)

// A loop that never blocks but calls Yield, as a search does at its polls,
// lets the other goroutines run: one waiting on a timer, as the window's
// frame loop does, wakes while the loop spins. WebAssembly has one thread
// and no preemption: without Yield the loop would keep it to the deadline.
// (That the page repaints and answers is the browser test's to show: a
// host such as Node.js drains a channel's messages before its timers.)
func TestYieldLetsOtherGoroutinesRun(t *testing.T) {
	var woke atomic.Bool
	go func() {
		time.Sleep(10 * time.Millisecond)
		woke.Store(true)
	}()
	start := time.Now()
	spins := 0
	for !woke.Load() {
		if time.Since(start) > 2*time.Second {
			t.Fatalf("a goroutine sleeping 10 ms did not wake in 2 s of a yielding loop (%d spins)", spins)
		}
		spins++
		Yield()
	}
}

// Within a slice Yield returns at once: a loop of calls gives the browser
// a turn once per slice, not at every call.
func TestYieldTakesTurnsOncePerSlice(t *testing.T) {
	lastYield.Store(time.Since(epoch).Nanoseconds())
	before := turns.Load()
	start := time.Now()
	calls := 0
	for time.Since(start) < 20*yieldSlice {
		Yield()
		calls++
	}
	got := turns.Load() - before
	if got < 1 || got > 20 || int64(calls) < 10*got {
		t.Errorf("%d calls of Yield in 20 slices gave %d turns, want 1 to 20 (one a slice at most) and calls that return at once in between", calls, got)
	}
}

// A search starts with a slice of its own, of firstSlice: it begins in
// the task in which the page handled what started it, and its Yields give
// no turn until the frame after that input is due; the next one then does.
func TestYieldGivesNoTurnAtTheStartOfASearch(t *testing.T) {
	lastYield.Store(0) // the last turn long ago
	before := turns.Load()
	start := time.Now()
	startSlice()
	for time.Since(start) < yieldSlice+(firstSlice-yieldSlice)/2 {
		Yield()
	}
	if time.Since(start) >= firstSlice {
		t.Skip("the machine took the whole first slice between two calls")
	}
	if got := turns.Load() - before; got != 0 {
		t.Errorf("the Yields of a search's first %v gave %d turns, want none", time.Since(start), got)
	}
	for time.Since(start) < firstSlice+yieldSlice/2 {
		Yield()
	}
	if got := turns.Load() - before; got != 1 {
		t.Errorf("the Yields of a search's first %v gave %d turns, want 1 (once its first slice of %v ended)", time.Since(start), got, firstSlice)
	}
}
