package run

import (
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
)

// FramePeriod is the time between two frames pushed to the widgets while a
// search runs: 60 frames per second, the rate Fyne's own loop draws at.
const FramePeriod = time.Second / 60

// Ticker pushes frames to the UI at a steady rate from its own goroutine.
// Each frame goes through fyne.Do; while one is queued and not yet run the
// next ticks are skipped, so a busy UI drops frames instead of building a
// backlog of redraws.
type Ticker struct {
	stop chan struct{}
	done chan struct{}
	once sync.Once
	busy atomic.Bool // a frame is queued and has not run yet
	over atomic.Bool // no more frames: stopped, or the last frame said so
}

// StartTicker calls frame on the UI goroutine every period until frame
// returns false or Stop is called.
func StartTicker(period time.Duration, frame func() bool) *Ticker {
	t := &Ticker{stop: make(chan struct{}), done: make(chan struct{})}
	go t.loop(period, frame)
	return t
}

func (t *Ticker) loop(period time.Duration, frame func() bool) {
	defer close(t.done)
	tick := time.NewTicker(period)
	defer tick.Stop()
	for {
		select {
		case <-t.stop:
			return
		case <-tick.C:
		}
		if t.over.Load() {
			return
		}
		if !t.busy.CompareAndSwap(false, true) {
			continue // the last frame is still queued: skip this one
		}
		// fyne.Do, never DoAndWait: the ticker must not wait for the UI
		// goroutine, which may itself be waiting in Stop.
		fyne.Do(func() {
			defer t.busy.Store(false)
			if !t.over.Load() && !frame() {
				t.over.Store(true)
			}
		})
	}
}

// Stop ends the ticker and waits for its goroutine. A frame already queued
// on the UI goroutine will find the ticker over and do nothing. Stop may
// be called any number of times, but not from inside frame.
func (t *Ticker) Stop() {
	t.over.Store(true)
	t.once.Do(func() { close(t.stop) })
	<-t.done
}
