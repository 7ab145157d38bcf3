//go:build js && wasm

package engine

import (
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"
)

// In a browser Go has one thread, shared with the page, and no preemption:
// a search that never blocks holds the page (no repaint, no click, no
// Stop) until it ends. Go gives the browser its turn only when every
// goroutine is blocked, so Yield blocks its caller until the browser has
// had one: it posts a message to itself on a MessageChannel and waits for
// it. A message task, unlike setTimeout (clamped to 4 ms once nested), comes
// back as soon as the browser has handled what was waiting: input,
// timers, a repaint when one is due.

// yieldSlice is how long a search runs between two turns of the browser:
// short enough that a repaint (every 16.7 ms at 60 Hz) never waits long
// for one, long enough that the turns cost little of the search's time.
const yieldSlice = 5 * time.Millisecond

var (
	epoch     = time.Now() // Since on it reads only the monotonic clock: one call into JavaScript
	lastYield atomic.Int64 // when the browser last had its turn, in ns since epoch

	turnMu   sync.Mutex    // one goroutine waits for the browser at a time
	turnOnce sync.Once     // the channel is made at the first turn
	turnPort js.Value      // posting to it queues a message task
	turnDone chan struct{} // its handler says so here
	turns    atomic.Int64  // turns given so far
)

// Yield gives the browser its turn when the calling search has run for
// yieldSlice since the last one: it returns once the page has handled
// its pending events. Searches call it at their polls and events, through
// their Tracer. It must not be called from inside a JavaScript callback
// (js.FuncOf), which cannot block.
func Yield() {
	if time.Since(epoch).Nanoseconds()-lastYield.Load() < int64(yieldSlice) {
		return
	}
	turnMu.Lock()
	defer turnMu.Unlock()
	// Another search may have had a turn while this one waited for the lock.
	if time.Since(epoch).Nanoseconds()-lastYield.Load() < int64(yieldSlice) {
		return
	}
	turnOnce.Do(openTurns)
	turnPort.Call("postMessage", nil)
	<-turnDone
	turns.Add(1)
	lastYield.Store(time.Since(epoch).Nanoseconds())
}

// startSlice starts a search's first slice, which lasts firstSlice: a
// search begins in the task in which the page handled what started it (a
// click, a key), and Chromium, after input, runs nothing else until its
// next frame. A turn before that frame is due gives the page nothing to
// do: the 14-queens count waited there idle 4-6 ms after a 5 ms slice
// (CPU profile of the browser test's count).
func startSlice() {
	lastYield.Store(time.Since(epoch).Nanoseconds() - int64(yieldSlice) + int64(firstSlice))
}

// firstSlice is a frame at 60 Hz: the frame after the input is due by its
// end, and the turn then has it to draw. A frame it delays is one where
// nothing moves yet (the search has only begun).
const firstSlice = 17 * time.Millisecond

// openTurns makes the message channel Yield waits on. Its handler only
// signals: a JavaScript callback must not block.
func openTurns() {
	turnDone = make(chan struct{}, 1)
	ch := js.Global().Get("MessageChannel").New()
	ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case turnDone <- struct{}{}:
		default:
		}
		return nil
	}))
	turnPort = ch.Get("port2")
}
