// Package run drives a search from the desktop app: the Session starts,
// paces, steps and stops one search at a time on an engine.Runner and
// pushes frames to the screen while it runs; Controls is the bar of buttons
// and the speed slider every puzzle shares.
//
// A puzzle screen implements Puzzle and owns a Session:
//
//	s.session = run.NewSession(s, run.FramePeriod)
//	bar := run.NewControls(s.session)
//
// Prepare returns the Job for a run: the engine.Search and an OnEvent
// callback that only records the event in a model guarded for the search
// goroutine (cheap: it runs for every event). Frame, called on the UI
// goroutine about 60 times a second while the search runs, copies the
// model's latest state to the widgets, touching only what changed. The
// window routes the keys (HandleKey, HandleRune) to the session of the
// tab on show and calls Close when it closes.
//
// The model hands its state over through a Handoff. The package also
// holds the smaller parts every puzzle screen shows around a run: the
// status line, the key hint, the samples select, running times
// (FormatElapsed) and the helpers that touch a widget only when what it
// shows changes.
package run

import (
	"sync"
	"sync/atomic"
	"time"

	"backtracklab/engine"
)

// State is where a session stands.
type State uint8

// The states of a session.
const (
	Idle     State = iota // nothing run yet, or reset
	Running               // a search is going on
	Paused                // a search waits for Resume or Step
	Finished              // the search ended by itself
	Stopped               // the user stopped the search
	Stopping              // told to stop, the search is winding down
)

var stateNames = [...]string{"idle", "running", "paused", "finished", "stopped", "stopping"}

func (s State) String() string { return stateNames[s] }

// Active reports whether a search is in progress, running or paused. A
// search told to stop (Stopping) is not: it ends within milliseconds, and
// the screen may already edit its puzzle, since a new search starts only
// once it has ended.
func (s State) Active() bool { return s == Running || s == Paused }

// Job is one search, prepared by the puzzle when the user starts it.
type Job struct {
	Search engine.Search
	// OnEvent is called on the search goroutine for every event the search
	// reports through the runner's tracer; it must be cheap.
	OnEvent func(engine.Event, *engine.Stats)
	// NoSteps marks a search that reports no events (a counter): Step
	// starts it running, since there is no step to show.
	NoSteps bool
}

// Puzzle is the screen a session drives. Its methods run on the UI
// goroutine.
type Puzzle interface {
	// Prepare builds the job for a new run from the screen's settings. On
	// error nothing starts; the puzzle shows the message itself.
	Prepare() (Job, error)
	// Frame shows the latest state of the search. It returns true while
	// it has more to show (results still being indexed, say), which keeps
	// frames coming after the search has ended.
	Frame(f Frame) bool
	// Reset clears the last search from the screen.
	Reset()
}

// Frame is what a puzzle is told at each frame.
type Frame struct {
	State   State
	Elapsed time.Duration // running time of the search, pauses excluded
	Done    int64         // progress of a search that reports it
	Total   int64
}

// Verdict tells a search running unwatched what to do at a checkpoint.
type Verdict uint8

// The verdicts of Hold.
const (
	Go    Verdict = iota // carry on unwatched
	Watch                // switch to a watched search: the user steps or slowed down
	Quit                 // the run is being stopped: return at once
)

// Control is what a search asks its session while it runs, from the search
// goroutine: whether it may run unwatched, whether every event must be
// shown, and whether to stop.
type Control interface {
	// Fast reports whether the search may run unwatched: full speed, not
	// paused, nobody stepping.
	Fast() bool
	// Slow reports whether every event should reach the screen: the
	// search is paced, paused or stepped.
	Slow() bool
	// Hold is the checkpoint of an unwatched search: it blocks while the
	// run is paused at full speed and says what to do next.
	Hold() Verdict
	// Quitting reports whether the run is being stopped.
	Quitting() bool
}

// Session runs the searches of one puzzle, one at a time. Its exported
// methods other than those of Control belong to the UI goroutine.
//
// The session mirrors the runner's pause and speed in its own state
// because a search may run unwatched (see Control): such a search has no
// events for the runner to hold, so it asks Hold instead.
type Session struct {
	puzzle Puzzle
	runner *engine.Runner
	period time.Duration // between frames; 0 when frames are pushed by hand

	// UI goroutine only.
	state    State
	notch    int
	job      Job
	ticker   *Ticker
	watchers []func()
	// A start asked for while the last search winds down: it begins once
	// that search has ended, so that two never write one model.
	pending *bool // whether the pending start steps

	// Shared with the search goroutine.
	mu       sync.Mutex
	paused   bool
	stepping bool // Step was used since the last Resume
	holding  bool // an unwatched search waits in Hold
	full     bool
	stopping bool
	changed  chan struct{} // closed and replaced at every change
	fast     atomic.Bool
	slow     atomic.Bool
	quit     atomic.Bool
}

var _ Control = (*Session)(nil)

// NewSession returns an idle session for puzzle at full speed. While a
// search runs it pushes a frame every period; with period 0 it pushes
// none and the caller calls Frame (tests do).
func NewSession(puzzle Puzzle, period time.Duration) *Session {
	s := &Session{
		puzzle:  puzzle,
		runner:  engine.NewRunner(),
		period:  period,
		notch:   FullSpeed,
		full:    true,
		changed: make(chan struct{}),
	}
	s.update()
	return s
}

// State is where the session stands.
func (s *Session) State() State { return s.state }

// Notch is the position of the speed slider.
func (s *Session) Notch() int { return s.notch }

// Steppable reports whether the current or last job reports events.
func (s *Session) Steppable() bool { return !s.job.NoSteps }

// OnChange registers f to be called on the UI goroutine whenever the state
// or the speed changes.
func (s *Session) OnChange(f func()) { s.watchers = append(s.watchers, f) }

// Start runs a new search from the puzzle's settings, stopping any search
// in progress first.
func (s *Session) Start() { s.begin(false) }

// Toggle is the Space key: start when idle, pause when running, resume
// when paused.
func (s *Session) Toggle() {
	switch s.state {
	case Running:
		s.Pause()
	case Paused:
		s.Resume()
	default:
		s.Start()
	}
}

// Pause holds a running search.
func (s *Session) Pause() {
	if s.state != Running {
		return
	}
	s.control(func() { s.paused = true })
	s.runner.Pause()
	s.setState(Paused)
}

// Resume lets a paused search go on at the set speed.
func (s *Session) Resume() {
	if s.state != Paused {
		return
	}
	s.control(func() { s.paused, s.stepping = false, false })
	s.runner.Resume()
	s.setState(Running)
}

// Step takes one step of a paused search. Idle, it starts a new search
// paused and takes its first step, which is what a teacher wants; running,
// it pauses.
//
// The runner passes an event to the screen and then holds the search: a
// paused search shows the event it waits after, and each Step shows one
// more.
func (s *Session) Step() {
	switch s.state {
	case Running:
		s.Pause()
	case Paused:
		// A search waiting in Hold shows its step by switching to a
		// watched search, whose first event the runner lets through
		// before it holds; any other search needs the runner's step.
		var holding bool
		s.control(func() { s.stepping, holding = true, s.holding })
		if !holding {
			s.runner.Step()
		}
	default:
		s.begin(true)
	}
}

// Stop ends the search in progress, leaving its last state on screen.
// With no search in progress it resets the puzzle. It never waits for the
// search: the session is Stopping until the search has ended, at its next
// poll (milliseconds), and then Stopped.
func (s *Session) Stop() {
	switch {
	case s.state == Stopping:
		// Stop again, as Esc twice: the reset the user asks for. The old
		// search ends in the background and nothing shows it any more.
		s.pending = nil
		s.stopTicker()
		s.puzzle.Reset()
		s.setState(Idle)
		return
	case !s.state.Active():
		s.puzzle.Reset()
		s.setState(Idle)
		return
	}
	s.halt()
	s.setState(Stopping)
	s.ensureTicker()
	s.Frame()
}

// Clear ends any search and takes the last one off the screen: the
// session is Idle again, as after Stop pressed twice. Screens call it
// before they show a new puzzle. The search ends in the background; a
// new one starts only after it has.
func (s *Session) Clear() {
	if s.state.Active() || s.state == Stopping {
		s.halt()
		s.pending = nil
		s.stopTicker()
	}
	if s.state != Idle {
		s.puzzle.Reset()
		s.setState(Idle)
	}
}

// Progress is the work done and total the current search last recorded.
func (s *Session) Progress() (done, total int64) { return s.runner.Progress() }

// SetNotch sets the speed to the slider's notch i (see Rate), also in the
// middle of a run.
func (s *Session) SetNotch(i int) {
	i = clampNotch(i)
	if i == s.notch {
		return
	}
	s.notch = i
	s.control(func() { s.full = i == FullSpeed })
	s.runner.SetSpeed(Rate(i))
	s.notify()
}

// Wait blocks until the current search ends and returns how it ended and
// its counters. Tests use it to join the search goroutine.
func (s *Session) Wait() (engine.End, engine.Stats) { return s.runner.Wait() }

// Close stops any search and the frames; the window calls it when it
// closes. It does not wait: the search ends at its next poll, in the
// background (Wait joins it).
func (s *Session) Close() {
	s.stopTicker() // first: in tests the ticker's frames run on its own goroutine
	s.pending = nil
	if s.state.Active() || s.state == Stopping {
		s.halt()
		s.state = Stopped
	}
}

// Animate makes sure frames are coming, for a puzzle that has work to
// show while no search runs.
func (s *Session) Animate() { s.ensureTicker() }

// Frame pushes one frame to the puzzle and returns whether more frames are
// wanted. The ticker calls it through fyne.Do; tests call it directly.
func (s *Session) Frame() bool {
	running := s.runner.Running()
	switch {
	case s.state == Stopping && running:
		// The search has been told to stop and ends within milliseconds:
		// the screen keeps its last frame meanwhile (the Stop button says
		// "Stopping…"), rather than a picture of a search neither running
		// nor ended.
		return true
	case s.state == Stopping && s.pending != nil:
		step := *s.pending
		s.pending = nil
		s.setState(Stopped)
		s.begin(step)
		return true
	case s.state == Stopping:
		s.setState(Stopped)
	case s.state.Active() && !running:
		s.setState(Finished)
	}
	done, total := s.runner.Progress()
	more := s.puzzle.Frame(Frame{State: s.state, Elapsed: s.runner.Elapsed(), Done: done, Total: total})
	return more || s.state.Active() || s.state == Stopping
}

// Fast implements Control.
func (s *Session) Fast() bool { return s.fast.Load() }

// Slow implements Control.
func (s *Session) Slow() bool { return s.slow.Load() }

// SlowFlag returns the flag behind Slow, for a per-event check that must
// cost no more than one atomic load.
func (s *Session) SlowFlag() *atomic.Bool { return &s.slow }

// FastFlag returns the flag behind Fast, for the same reason.
func (s *Session) FastFlag() *atomic.Bool { return &s.fast }

// Quitting implements Control.
func (s *Session) Quitting() bool { return s.quit.Load() }

// Hold implements Control.
func (s *Session) Hold() Verdict {
	if s.fast.Load() {
		return Go
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		switch {
		case s.stopping:
			return Quit
		case s.stepping || !s.full:
			return Watch
		case !s.paused:
			return Go
		}
		changed := s.changed
		s.holding = true
		s.mu.Unlock()
		<-changed
		s.mu.Lock()
		s.holding = false
	}
}

// begin starts a new search, paused and stepped once when step is set.
// While the last search winds down it only notes the start, which Frame
// makes once that search has ended.
func (s *Session) begin(step bool) {
	if s.state.Active() {
		s.halt()
	}
	if s.runner.Running() {
		s.pending = &step
		s.setState(Stopping)
		s.ensureTicker()
		return
	}
	job, err := s.puzzle.Prepare()
	if err != nil {
		return
	}
	s.job = job
	step = step && !job.NoSteps
	s.control(func() { s.paused, s.stepping, s.stopping = step, step, false })
	if step {
		s.runner.Pause()
	} else {
		s.runner.Resume()
	}
	s.runner.Start(job.Search, job.OnEvent)
	if step {
		// The runner hands the first event over before it holds a
		// paused run: that is the first step.
		s.setState(Paused)
	} else {
		s.setState(Running)
	}
	s.ensureTicker()
}

// halt tells the search to stop; it does not wait for it.
func (s *Session) halt() {
	s.control(func() { s.stopping = true })
	s.runner.Stop()
}

// ensureTicker makes sure frames are coming. A ticker still running is
// kept: begin may be called from inside one of its frames.
func (s *Session) ensureTicker() {
	if s.period > 0 && (s.ticker == nil || s.ticker.over.Load()) {
		s.stopTicker()
		s.ticker = StartTicker(s.period, s.Frame)
	}
}

func (s *Session) stopTicker() {
	if s.ticker != nil {
		s.ticker.Stop()
		s.ticker = nil
	}
}

// control changes the state shared with the search goroutine and wakes a
// search waiting in Hold.
func (s *Session) control(change func()) {
	s.mu.Lock()
	change()
	s.update()
	close(s.changed)
	s.changed = make(chan struct{})
	s.mu.Unlock()
}

// update derives the flags a search reads without locking; s.mu is held.
func (s *Session) update() {
	s.fast.Store(s.full && !s.paused && !s.stepping && !s.stopping)
	s.slow.Store(!s.full || s.paused || s.stepping)
	s.quit.Store(s.stopping)
}

func (s *Session) setState(st State) {
	if st == s.state {
		return
	}
	s.state = st
	s.notify()
}

func (s *Session) notify() {
	for _, f := range s.watchers {
		f()
	}
}
