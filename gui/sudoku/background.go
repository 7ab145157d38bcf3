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
	runner *engine.Runner
	job    uint64      // the current job's number (UI goroutine)
	busy   bool        // the current job has not ended yet (UI goroutine)
	slow   *time.Timer // says the job is slow, after slowAfter
	ended  sync.WaitGroup
	// do runs a function on the UI goroutine: fyne.Do, or in tests a
	// queue the test goroutine drains.
	do func(func())
}

func newBackground() *background { return &background{runner: engine.NewRunner(), do: fyne.Do} }

// start runs search as a new job, stopping the last one. Every result it
// reports (Event.Result, found aside) goes to found on the search
// goroutine, which keeps a copy. Then done is called on the UI goroutine
// with how the job ended, unless a newer job has started since. slowly is
// called on the UI goroutine if the job is still running after slowAfter.
func (b *background) start(search engine.Search, found func(engine.Event), done func(engine.End), slowly func()) {
	b.stopSlow()
	b.job++
	job := b.job
	b.busy = true
	b.ended.Add(1)
	if slowly != nil {
		b.slow = time.AfterFunc(slowAfter, func() {
			b.do(func() {
				if job == b.job && b.busy {
					slowly()
				}
			})
		})
	}
	// Last: under a test driver the job's end may run at once, on the
	// search goroutine.
	b.runner.Start(search, func(e engine.Event, _ *engine.Stats) {
		if e.Result != nil {
			found(e)
		}
		if e.Kind != engine.Finish {
			return
		}
		end := e.End
		b.do(func() {
			defer b.ended.Done()
			if job != b.job {
				return // replaced: its answer is nobody's
			}
			b.busy = false
			b.stopSlow()
			done(end)
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
	b.job++
	b.busy = false
	b.stopSlow()
	b.runner.Stop()
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
