package sudoku

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
)

// slowAfter is how long a background job runs before the screen says it
// is at work: most checks are over long before (a 9x9 in microseconds).
const slowAfter = time.Second / 2

// background runs the searches the grid does not show: the uniqueness
// check behind Hint, Check and Copy solution, and the generator. They run
// through a Runner of the screen's own, at full speed and never watched,
// not the session's: the session's Runner holds the search on show, its
// recording and its timeline, which a check asked for while editing must
// not replace, and its controls speak of that search. One job at a time: a
// new one stops the last. The UI goroutine only starts and stops jobs,
// which never wait; a job's end comes back through fyne.Do.
type background struct {
	runner  *engine.Runner
	job     uint64      // the current job's number (UI goroutine)
	busy    bool        // the current job has not ended yet (UI goroutine)
	dropped func()      // the current job's, while busy (UI goroutine)
	slow    *time.Timer // says the job is slow, after slowAfter
	ended   sync.WaitGroup
	// do runs a function on the UI goroutine: fyne.Do, or in tests a
	// queue the test goroutine drains.
	do func(func())
	// gate, nil but in tests, is called on the search goroutine before
	// each job's search: a test holds a job there to see it run.
	gate func()
}

func newBackground() *background { return &background{runner: engine.NewRunner(), do: fyne.Do} }

// job is one search of the background and what the screen does with it.
type job struct {
	search engine.Search
	// found takes every result the search reports (Event.Result, found
	// aside), on the search goroutine; it keeps a copy.
	found func(engine.Event)
	// done is called on the UI goroutine with how the job ended, unless it
	// was dropped first.
	done func(engine.End)
	// slowly, if not nil, is called on the UI goroutine if the job still
	// runs after slowAfter.
	slowly func()
	// dropped, if not nil, is called on the UI goroutine when a newer job
	// or cancel drops this one before its end: what the job put on screen
	// while it ran (a Stop button, a dialog) goes with it.
	dropped func()
}

// start runs j as a new job, dropping the last one if it still runs.
func (b *background) start(j job) {
	b.drop()
	b.job++
	id := b.job
	b.busy, b.dropped = true, j.dropped
	b.ended.Add(1)
	if j.slowly != nil {
		b.slow = time.AfterFunc(slowAfter, func() {
			b.do(func() {
				if id == b.job && b.busy {
					j.slowly()
				}
			})
		})
	}
	// Last: under a test driver the job's end may run at once, on the
	// search goroutine.
	search := j.search
	if gate := b.gate; gate != nil {
		search = func(t *engine.Tracer) engine.End { gate(); return j.search(t) }
	}
	b.runner.Start(search, func(e engine.Event, _ *engine.Stats) {
		if e.Result != nil {
			j.found(e)
		}
		if e.Kind != engine.Finish {
			return
		}
		end := e.End
		b.do(func() {
			defer b.ended.Done()
			if id != b.job {
				return // dropped: its answer is nobody's
			}
			b.busy, b.dropped = false, nil
			b.stopSlow()
			j.done(end)
		})
	})
}

// stop stops the current job and returns at once; its done still comes,
// with engine.Stopped. It reports whether there was a job to stop.
func (b *background) stop() bool {
	if !b.busy {
		return false
	}
	b.runner.Stop()
	return true
}

// cancel stops the current job and forgets it: its done never comes.
func (b *background) cancel() {
	b.drop()
	b.runner.Stop()
}

// drop forgets the current job if it still runs, and tells it so: its
// done never comes. The search itself is stopped by the caller (a new
// Start stops it too).
func (b *background) drop() {
	b.stopSlow()
	if !b.busy {
		return
	}
	b.job++
	b.busy = false
	if f := b.dropped; f != nil {
		b.dropped = nil
		f()
	}
}

func (b *background) stopSlow() {
	if b.slow != nil {
		b.slow.Stop()
		b.slow = nil
	}
}

// wait waits until every job started has ended and told its end (or been
// dropped), for tests and for closing.
func (b *background) wait() { b.ended.Wait() }
