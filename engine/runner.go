package engine

import (
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// Search is one run of a solver: it walks its tree, reports to t, and says
// how it ended. A Search value is used for a single run.
type Search func(t *Tracer) End

// Unlimited is the speed that means "as fast as the machine goes".
const Unlimited = math.MaxFloat64

// Runner runs one search at a time in its own goroutine and paces it: a
// speed in steps per second, pause, single step while paused, and stop.
// Every method is safe to call from any goroutine, at any time, any number
// of times, and none of them waits for a search but Wait: a stopped search
// ends in the background, at its next event or poll.
type Runner struct {
	mu      sync.Mutex
	speed   float64       // steps per second; Unlimited for no pacing
	paused  bool          // no step passes the gate
	steps   int           // single steps granted while paused
	next    time.Time     // when the next paced step may pass
	changed chan struct{} // closed and replaced at every change of state

	slow     atomic.Bool // paused or paced: the gate must look
	watching atomic.Bool // events are wanted: slow, or always
	always   bool        // watch at full speed too (WatchAlways)
	peeking  atomic.Bool // watch until the search has restated where it stands (Peek)

	run   *run // the current or last run; nil before the first Start
	clock clock
}

// run is the state of one Start: its goroutine signals done when it ends.
// Each run has its own stop flag, so that a new run may start while the
// last one is still winding down.
type run struct {
	tracer  *Tracer
	done    chan struct{}
	stopped atomic.Bool // the run must end; set under Runner.mu
	end     End
	stats   Stats
}

// stopSignal unwinds a stopped search from inside Emit.
type stopSignal struct{}

// IsStop reports whether v, a value recovered from a panic, is the
// unwinding of a stopped run: a search that recovers panics of its own
// (an interpreter's) must let it go on.
func IsStop(v any) bool {
	_, ok := v.(stopSignal)
	return ok
}

// NewRunner returns a runner at full speed, not paused.
func NewRunner() *Runner {
	return &Runner{speed: Unlimited, changed: make(chan struct{})}
}

// Start stops any run in progress, without waiting for it to end, then
// runs search in a new goroutine.
// onEvent, which may be nil, is called on that goroutine for every event,
// and for every result found while unwatched (Event.Aside, see Found),
// with the counters as they stand after it; the last event is always a
// Finish. onEvent sees an event before the pacing and pause hold the
// search after it: a paused run has shown the event it waits after, and a
// run started paused shows its first event at once. onEvent must not wait
// for the goroutine that calls Stop.
func (r *Runner) Start(search Search, onEvent func(Event, *Stats)) {
	r.Stop()
	t := &Tracer{watching: &r.watching}
	rn := &run{tracer: t, done: make(chan struct{})}
	t.gate = func() bool { return r.poll(rn) }
	t.alive = func() bool { return !rn.stopped.Load() }
	t.watch = func(e Event) {
		if onEvent != nil {
			onEvent(e, &t.Stats)
		}
		// A Resync burst restates the position in one go: the gate holds
		// the search only after it. A result found aside is no step: only
		// a stop holds it.
		if e.Aside {
			if rn.stopped.Load() {
				panic(stopSignal{})
			}
			return
		}
		if !e.Sync && (r.slow.Load() || rn.stopped.Load()) && !r.pass(rn) {
			panic(stopSignal{})
		}
		if !e.Sync && r.peeking.Load() {
			r.endPeek()
		}
	}

	r.mu.Lock()
	r.steps = 0
	r.next = time.Time{}
	r.run = rn
	r.clock = clock{}
	r.clock.start(time.Now(), r.paused)
	r.updateSlow()
	r.mu.Unlock()

	go r.execute(rn, search, onEvent)
}

func (r *Runner) execute(rn *run, search Search, onEvent func(Event, *Stats)) {
	defer close(rn.done)
	startSlice()
	end := r.protect(rn.tracer, search)
	r.mu.Lock()
	if rn.stopped.Load() && end != Done && end != NoSolution && end != LimitReached {
		end = Stopped
	}
	if r.run == rn {
		now := time.Now()
		r.clock.stop(now)
		rn.tracer.Stats.Elapsed = r.clock.elapsed(now)
	}
	r.mu.Unlock()
	rn.end = end
	rn.stats = rn.tracer.Stats
	if onEvent != nil {
		rn.tracer.seq++
		onEvent(Event{Seq: rn.tracer.seq, Kind: Finish, End: end}, &rn.tracer.Stats)
	}
}

// protect runs the search, turning the unwinding of a stop into Stopped.
func (r *Runner) protect(t *Tracer, search Search) (end End) {
	defer func() {
		if v := recover(); v != nil {
			if _, ok := v.(stopSignal); !ok {
				panic(v)
			}
			end = Stopped
		}
	}()
	return search(t)
}

// Stop tells the current run to end and returns at once: the search ends
// in the background at its next event or poll, paused or paced alike.
// Wait, or Done, tells when it has.
func (r *Runner) Stop() {
	r.mu.Lock()
	if rn := r.run; rn != nil && !rn.stopped.Load() {
		rn.stopped.Store(true)
		r.clock.stop(time.Now())
		r.signal()
	}
	r.mu.Unlock()
}

// Done returns a channel closed when the current run has ended; nil before
// the first Start.
func (r *Runner) Done() <-chan struct{} {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.run == nil {
		return nil
	}
	return r.run.done
}

// Wait blocks until the current run finishes and returns how it ended and
// its final counters. Without a run it returns Running at once.
func (r *Runner) Wait() (End, Stats) {
	r.mu.Lock()
	rn := r.run
	r.mu.Unlock()
	if rn == nil {
		return Running, Stats{}
	}
	<-rn.done
	return rn.end, rn.stats
}

// Running reports whether a run is in progress: started and not ended,
// stopped or not.
func (r *Runner) Running() bool {
	r.mu.Lock()
	rn := r.run
	r.mu.Unlock()
	if rn == nil {
		return false
	}
	select {
	case <-rn.done:
		return false
	default:
		return true
	}
}

// Progress returns the work done and total the current run last recorded.
func (r *Runner) Progress() (done, total int64) {
	r.mu.Lock()
	rn := r.run
	r.mu.Unlock()
	if rn == nil {
		return 0, 0
	}
	return rn.tracer.Progress()
}

// Counted returns the solutions the current run's counter has counted so
// far (Tracer.AddCounted).
func (r *Runner) Counted() uint64 {
	r.mu.Lock()
	rn := r.run
	r.mu.Unlock()
	if rn == nil {
		return 0
	}
	return rn.tracer.Counted()
}

// Remaining estimates the time the current run still needs, from its
// progress and its running time so far (pauses excluded), as if the rest
// went at the same pace; ok is false until there is progress to go by.
func (r *Runner) Remaining() (left time.Duration, ok bool) {
	done, total := r.Progress()
	return Remaining(done, total, r.Elapsed())
}

// Remaining is the time left to do total units of work when done of them
// took elapsed, at the same pace; ok is false without progress to go by.
func Remaining(done, total int64, elapsed time.Duration) (left time.Duration, ok bool) {
	if done <= 0 || total <= 0 || elapsed <= 0 {
		return 0, false
	}
	if done >= total {
		return 0, true
	}
	return time.Duration(float64(elapsed) * float64(total-done) / float64(done)), true
}

// Elapsed is the current run's running time so far, pauses excluded.
func (r *Runner) Elapsed() time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.clock.elapsed(time.Now())
}

// SetSpeed sets the pace in steps per second; values of 1e9 and above, or
// Unlimited, mean full speed. Values below 0.01 are taken as 0.01. It takes
// effect at once, also in the middle of a wait.
func (r *Runner) SetSpeed(stepsPerSecond float64) {
	if math.IsNaN(stepsPerSecond) || stepsPerSecond >= 1e9 {
		stepsPerSecond = Unlimited
	}
	stepsPerSecond = max(stepsPerSecond, 0.01)
	r.mu.Lock()
	r.speed = stepsPerSecond
	r.next = time.Time{}
	r.updateSlow()
	r.signal()
	r.mu.Unlock()
}

// Speed returns the pace in steps per second (Unlimited for full speed).
func (r *Runner) Speed() float64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.speed
}

// Pause holds the search at its next step. A run started while paused
// waits before its first step.
func (r *Runner) Pause() {
	r.mu.Lock()
	r.pause()
	r.mu.Unlock()
}

// pause pauses the search; r.mu is held.
func (r *Runner) pause() {
	if !r.paused {
		r.paused = true
		r.clock.pause(time.Now())
	}
	r.updateSlow()
}

// Resume lets a paused search go on at the set speed.
func (r *Runner) Resume() {
	r.mu.Lock()
	if r.paused {
		r.paused = false
		r.steps = 0
		r.next = time.Time{}
		r.clock.resume(time.Now())
	}
	r.updateSlow()
	r.signal()
	r.mu.Unlock()
}

// Hold pauses the search and drops the single steps granted (Step) and
// not yet taken. Called from onEvent, it holds the search right after the
// event handed over, however many steps were asked for before: a quiz
// that asks about that event is not overtaken by them.
func (r *Runner) Hold() {
	// One critical section: a Step between dropping the steps and
	// pausing would overtake the question.
	r.mu.Lock()
	r.steps = 0
	r.pause()
	r.mu.Unlock()
}

// Paused reports whether the runner is paused.
func (r *Runner) Paused() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.paused
}

// Step lets exactly one more event through while paused; otherwise it does
// nothing.
func (r *Runner) Step() { r.StepN(1) }

// StepN grants a paused run k more steps at once, taken one after another
// as Step's are: a lesson's slide that shows step k.
func (r *Runner) StepN(k int) {
	r.mu.Lock()
	if r.paused && k > 0 {
		r.steps += k
		r.signal()
	}
	r.mu.Unlock()
}

// updateSlow keeps the fast-path flags in step with the state; r.mu is
// held. A stop is not in them: each run has its own flag.
func (r *Runner) updateSlow() {
	slow := r.paused || r.speed != Unlimited
	r.slow.Store(slow)
	r.watching.Store(slow || r.always || r.peeking.Load())
}

// Peek asks a search running unwatched to show where it stands, once: it
// is watched until its next poll has restated its position (a Resync and
// its Sync burst) and the first step after, then unwatched again. A screen
// at full speed calls it a few times a second to show the search moving,
// at the cost of one burst each time. Without a run, or watched, it does
// nothing lasting.
func (r *Runner) Peek() {
	r.mu.Lock()
	r.peeking.Store(true)
	r.updateSlow()
	r.mu.Unlock()
}

// Peeking reports whether a Peek is under way: watched for a moment, not
// for someone following every step.
func (r *Runner) Peeking() bool { return r.peeking.Load() }

// endPeek ends a Peek: the position has been shown.
func (r *Runner) endPeek() {
	r.mu.Lock()
	r.peeking.Store(false)
	r.updateSlow()
	r.mu.Unlock()
}

// WatchAlways keeps the search watched at full speed too, so that every
// event reaches onEvent (tests, a recording of everything). By default a
// run is watched only while it is paused or paced: at full speed nobody
// can follow the steps, and an unwatched solver runs many times faster.
func (r *Runner) WatchAlways(on bool) {
	r.mu.Lock()
	r.always = on
	r.updateSlow()
	r.mu.Unlock()
}

// Watching reports whether the search is watched now.
func (r *Runner) Watching() bool { return r.watching.Load() }

// signal wakes every waiting gate (parallel workers may wait together);
// r.mu is held.
func (r *Runner) signal() {
	close(r.changed)
	r.changed = make(chan struct{})
}

// poll is the gate for searches without events: pause and stop, no pacing.
func (r *Runner) poll(rn *run) bool {
	if rn.stopped.Load() {
		return false
	}
	if !r.slow.Load() {
		return true
	}
	return r.wait(rn, false)
}

// pass is the gate each event goes through: it returns when the search may
// take its next step, or false when the run is stopped.
func (r *Runner) pass(rn *run) bool { return r.wait(rn, true) }

// wait holds run rn at its gate. Only the current run is paused and paced;
// a run that a newer one replaced was stopped, and leaves at once.
func (r *Runner) wait(rn *run, paced bool) bool {
	var timer *time.Timer
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	for {
		r.mu.Lock()
		if rn.stopped.Load() {
			r.mu.Unlock()
			return false
		}
		var delay time.Duration
		changed := r.changed
		switch {
		case r.paused && r.steps > 0 && paced:
			r.steps--
			r.mu.Unlock()
			return true
		case r.paused:
			delay = -1 // until woken
		case paced && r.speed != Unlimited:
			now := time.Now()
			interval := time.Duration(float64(time.Second) / r.speed)
			if r.next.IsZero() || now.Sub(r.next) > 50*time.Millisecond {
				// First step, or too far behind to catch up: start afresh
				// rather than rushing through a backlog.
				r.next = now
			}
			if !now.Before(r.next) {
				r.next = r.next.Add(interval)
				r.mu.Unlock()
				return true
			}
			delay = r.next.Sub(now)
		default:
			r.mu.Unlock()
			return true
		}
		r.mu.Unlock()

		if delay < 0 {
			<-changed
			continue
		}
		if timer == nil {
			timer = time.NewTimer(delay)
		} else {
			timer.Reset(delay)
		}
		select {
		case <-changed:
		case <-timer.C:
		}
	}
}

// clock measures running time with pauses taken out; guarded by Runner.mu.
type clock struct {
	begin    time.Time
	pausedAt time.Time // zero unless paused
	paused   time.Duration
	end      time.Time // zero while running
}

func (c *clock) start(now time.Time, paused bool) {
	c.begin = now
	if paused {
		c.pausedAt = now
	}
}

func (c *clock) pause(now time.Time) {
	if !c.begin.IsZero() && c.end.IsZero() && c.pausedAt.IsZero() {
		c.pausedAt = now
	}
}

func (c *clock) resume(now time.Time) {
	if !c.pausedAt.IsZero() {
		c.paused += now.Sub(c.pausedAt)
		c.pausedAt = time.Time{}
	}
}

func (c *clock) stop(now time.Time) {
	if c.end.IsZero() && !c.begin.IsZero() {
		c.resume(now)
		c.end = now
	}
}

func (c *clock) elapsed(now time.Time) time.Duration {
	if c.begin.IsZero() {
		return 0
	}
	if !c.end.IsZero() {
		now = c.end
	}
	d := now.Sub(c.begin) - c.paused
	if !c.pausedAt.IsZero() {
		d -= now.Sub(c.pausedAt)
	}
	return d
}
