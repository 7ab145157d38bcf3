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
	"time"

	"backtracklab/engine"
	"backtracklab/engine/trace"
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
	// Board, when set, makes the session record the run: it returns a new
	// empty board of the puzzle's kind, rebuilt from the events alone (one
	// for the recording, one for the step on show). Frame then carries
	// the step on show, live or in the past.
	Board func() trace.Board
	// KeepResults makes the recording keep each event's Result, for a
	// puzzle whose results are values it never changes and whose views
	// read them back from it (trace.Options.KeepResults).
	KeepResults bool
	// Peek makes the session ask a search at full speed to show where it
	// stands a few times a second (engine.Runner.Peek), for a screen whose
	// board should move at full speed too; the steps between are not
	// shown, nor recorded.
	Peek bool
	// Quiet holds the screen as it was for up to this long after the
	// start of a job without steps: the watchers hear of the run, and the
	// puzzle gets its first frame, only once it has passed or the search
	// has ended, whichever comes first. A count that ends within it goes
	// from the last screen to its result in one repaint. The puzzle's
	// Prepare must then leave the widgets alone too (see QuietStart).
	Quiet time.Duration
}

// QuietStart is the Quiet of a count started in this build: in a browser
// every change on screen repaints the whole window in the page's one
// thread, which the search shares (13-15 ms a repaint in software WebGL,
// the browser test), and a 14-queens count, about 45 ms of search there,
// spent half its time in the repaints of its start; under 100 ms the
// wait for a result reads as immediate. The desktop app repaints on a
// thread of its own and shows a run at once (0).
const QuietStart = quietStart

// peekEvery is how often a search at full speed shows where it stands,
// for a job that asks (Job.Peek): often enough to see it move, rarely
// enough to cost nothing (a burst of a few dozen events).
const peekEvery = time.Second / 5

// Record returns a recording for a job with a Board, and the job's event
// callback that appends every event to it first (every step: a result
// found unwatched, Event.Aside, goes to the job alone). A new history starts at
// each Resync: what was recorded before a full-speed phase no longer leads
// to the live position.
func Record(job Job) (*trace.Recording, func(engine.Event, *engine.Stats)) {
	rec, onEvent := trace.New(job.Board(), trace.Options{RestartAtResync: true, KeepResults: job.KeepResults}), job.OnEvent
	return rec, func(e engine.Event, st *engine.Stats) {
		if !e.Aside { // a result found unwatched is no step to record
			rec.Append(e, st)
		}
		if onEvent != nil {
			onEvent(e, st)
		}
	}
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
	// Counted is the solutions a counter has counted so far (a count
	// reports them as its tasks end: engine.Runner.Counted).
	Counted uint64
	// Watched is whether the search builds events now: paused, paced or
	// stepped. At full speed it does not, and the recording stands still.
	Watched bool
	// The step on show of a recorded run (Job.Board), nil before its first
	// event: its event, counters, frame path and board. Past is set when
	// it is not the latest step; First and Last are the steps recorded.
	Step        *trace.Cursor
	Past        bool
	First, Last uint64
	// Held is set while a Hold holds the run (Session.Held): Last is then
	// the moment held, the step on show, though Past tells that the
	// search has gone on after it.
	Held bool
}

// Session runs the searches of one puzzle, one at a time, on an
// engine.Runner, the one controller: the runner paces, pauses, steps and
// stops the search, and switches watching on (paused, paced) and off
// (full speed). Its exported methods belong to the UI goroutine.
//
// A job with a Board is recorded (engine/trace): the session can then
// show any recorded step, back and forth (Back, Forward, Seek, Jump),
// without running the solver again.
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
	// frameWatchers follow every frame (the timeline).
	frameWatchers []func(Frame)
	// A start asked for while the last search winds down: it begins once
	// that search has ended, so that two never write one model.
	pending *bool // whether the pending start steps

	// The recording of the run (nil for a job without a Board), the cursor
	// that rebuilds the step on show, and that step when it is in the
	// past (past false: the latest).
	rec  *trace.Recording
	cur  *trace.Cursor
	at   uint64
	past bool

	peeked time.Time // when the search was last asked to show itself (Job.Peek)

	// quiet is when the hold of a quiet start ends (Job.Quiet); zero when
	// none holds. While it holds, the state is Running unheard.
	quiet time.Time

	// ahead is how many more steps a search started by StepTo takes
	// after its first, before it holds.
	ahead int

	// A Hold asks about the steps of each recorded run (hold.go).
	newHold func() Hold
	onHeld  func(show uint64, wasRunning bool)
	held    *held
	// upTo is the moment a Hold holds the run at, the last step shown
	// until Unhold; 0 when none holds (Held).
	upTo uint64
}

// NewSession returns an idle session for puzzle at full speed. While a
// search runs it pushes a frame every period; with period 0 it pushes
// none and the caller calls Frame (tests do).
func NewSession(puzzle Puzzle, period time.Duration) *Session {
	return &Session{
		puzzle: puzzle,
		runner: engine.NewRunner(),
		period: period,
		notch:  FullSpeed,
	}
}

// State is where the session stands.
func (s *Session) State() State { return s.state }

// Period is the time between frames the session was made with: 0 when
// the caller pushes them (tests), for views beside the search that push
// theirs alike.
func (s *Session) Period() time.Duration { return s.period }

// Notch is the position of the speed slider.
func (s *Session) Notch() int { return s.notch }

// Steppable reports whether the current or last job reports events.
func (s *Session) Steppable() bool { return !s.job.NoSteps }

// OnFrame registers f to be called on the UI goroutine after every frame
// pushed to the puzzle, with that frame.
func (s *Session) OnFrame(f func(Frame)) { s.frameWatchers = append(s.frameWatchers, f) }

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
	s.runner.Pause()
	s.setState(Paused)
}

// Resume lets a paused search go on at the set speed, from the live end
// of the recording whatever step is on show.
func (s *Session) Resume() {
	if s.state != Paused {
		return
	}
	s.past = false
	s.runner.Resume()
	s.setState(Running)
}

// Step takes one step forward. Idle, it starts a new search paused and
// takes its first step, which is what a teacher wants; running, it pauses.
// Paused, it shows the next recorded step if the one on show is in the
// past, and otherwise lets the search take one more.
//
// The runner passes an event to the screen and then holds the search: a
// paused search shows the event it waits after, and each Step shows one
// more.
func (s *Session) Step() {
	switch {
	case s.holding():
		s.Frame() // a Hold stopped the search: show that moment first
	case s.state == Running:
		s.Pause()
	case s.upTo != 0 && s.shown() >= s.upTo:
		// Held: the next step is the answer to a question (Held).
	case s.past:
		if k, ok := s.rec.NextStep(s.at); ok {
			s.Seek(k)
		}
	case s.state == Paused:
		s.runner.Step()
	default:
		s.begin(true)
	}
}

// StepTo starts a new search paused and lets it take k steps (k ≥ 1),
// as Step pressed k times from idle: a lesson's slide shows step k of a
// run. The steps are taken on the search's goroutine, without waiting; a
// search that ends sooner ends there.
func (s *Session) StepTo(k int) {
	s.ahead = max(k-1, 0)
	s.begin(true)
}

// Back shows the step before the one on show, pausing a running search
// first. It never runs the solver: it rebuilds the step from the
// recording.
func (s *Session) Back() {
	if s.rec == nil {
		return
	}
	s.Pause()
	if s.state == Paused || s.state == Finished || s.state == Stopped {
		if k, ok := s.rec.PrevStep(s.shown()); ok {
			s.Seek(k) // a Resync burst is passed in one go
		}
	}
}

// Seek shows recorded step k (clamped to what is recorded), pausing a
// running search first. The latest step is the live end: the search goes
// on from there.
func (s *Session) Seek(k uint64) {
	if s.rec == nil {
		return
	}
	s.Pause()
	first, last, ok := s.rec.Bounds()
	if !ok {
		return
	}
	k = min(max(k, first), s.top(first, last))
	s.at, s.past = k, k < last
	s.notify()
	s.Frame()
}

// Jump shows the next (forward) or previous recorded step whose event is
// of one of kinds (trace.Solutions, trace.Backtracks), and reports whether
// there was one.
func (s *Session) Jump(kinds trace.Kinds, forward bool) bool {
	if s.rec == nil {
		return false
	}
	from := s.shown()
	var k uint64
	var ok bool
	if forward {
		k, ok = s.rec.Next(from, kinds)
		if ok && s.upTo != 0 && k > s.upTo {
			return false // held: nothing after the moment held (Held)
		}
	} else {
		k, ok = s.rec.Prev(from, kinds)
	}
	if ok {
		s.Seek(k)
	}
	return ok
}

// History returns the recorded steps and the one on show; ok is false
// when nothing is recorded.
func (s *Session) History() (first, shown, last uint64, ok bool) {
	if s.rec == nil {
		return 0, 0, 0, false
	}
	first, last, ok = s.rec.Bounds()
	return first, s.shown(), s.top(first, last), ok
}

// Recording is the recording of the current or last run, nil for a job
// without a Board or after a reset. Views that follow a run (a step log,
// a search tree) read it on the UI goroutine, while the search appends.
func (s *Session) Recording() *trace.Recording { return s.rec }

// NewCursor returns a cursor of its own on the recording, with a new
// board of the run's kind, for a view that shows other steps than the one
// on show (a step log tells every step); nil without a recording.
func (s *Session) NewCursor() *trace.Cursor {
	if s.rec == nil {
		return nil
	}
	return s.rec.NewCursor(s.job.Board())
}

// shown is the step on show: the one sought in the past, or the latest.
func (s *Session) shown() uint64 {
	if s.past {
		return s.at
	}
	if s.upTo != 0 {
		return min(s.rec.Last(), s.upTo)
	}
	return s.rec.Last()
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
		s.pending, s.ahead = nil, 0
		s.stopTicker()
		s.reset()
		return
	case !s.state.Active():
		s.reset()
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
		s.pending, s.ahead = nil, 0
		s.stopTicker()
	}
	if s.state != Idle {
		s.reset()
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
	if !s.quiet.IsZero() {
		if s.state == Running && running && time.Now().Before(s.quiet) {
			return true // a quiet start: the screen stays as it was
		}
		s.quiet = time.Time{}
		// The run, heard now. One that has ended is heard as Finished
		// below; a pause or a stop in the hold was heard when it came.
		if s.state == Running && running {
			s.notify()
		}
	}
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
	show, wasRunning, held := s.takeHeld()
	done, total := s.runner.Progress()
	if s.job.Peek && s.state == Running && !s.runner.Watching() {
		if now := time.Now(); now.Sub(s.peeked) >= peekEvery {
			s.peeked = now
			s.runner.Peek()
		}
	}
	f := Frame{State: s.state, Elapsed: s.runner.Elapsed(), Done: done, Total: total, Counted: s.runner.Counted(),
		Watched: s.runner.Watching() && !s.runner.Peeking()}
	if s.rec != nil {
		if first, last, ok := s.rec.Bounds(); ok {
			top := s.top(first, last)
			k := top
			if s.past {
				k = min(max(s.at, first), top)
			}
			k, _ = s.cur.Seek(k)
			s.at, s.past = k, k < last
			f.Step, f.Past, f.First, f.Last, f.Held = s.cur, s.past, first, top, s.upTo != 0
		}
	}
	more := s.puzzle.Frame(f)
	for _, w := range s.frameWatchers {
		w(f)
	}
	if held && s.onHeld != nil {
		s.onHeld(show, wasRunning)
	}
	return more || s.state.Active() || s.state == Stopping
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
	ahead := s.ahead
	s.ahead = 0
	job, err := s.puzzle.Prepare()
	if err != nil {
		return
	}
	s.job = job
	step = step && !job.NoSteps
	s.rec, s.cur, s.past, s.upTo = nil, nil, false, 0
	if job.Board != nil {
		s.rec, job.OnEvent = Record(job)
		job.OnEvent = s.holdEvents(job.OnEvent)
		s.cur = s.rec.NewCursor(job.Board())
	}
	if step {
		s.runner.Pause()
	} else {
		s.runner.Resume()
	}
	s.runner.Start(job.Search, job.OnEvent)
	if step {
		s.runner.StepN(ahead) // granted now, taken one after another
	}
	switch {
	case step:
		// The runner hands the first event over before it holds a
		// paused run: that is the first step.
		s.setState(Paused)
	case job.Quiet > 0 && job.NoSteps:
		// Running, heard at the first frame after the hold (Frame).
		s.state = Running
		s.quiet = time.Now().Add(job.Quiet)
	default:
		s.setState(Running)
	}
	s.ensureTicker()
}

// halt tells the search to stop; it does not wait for it.
func (s *Session) halt() { s.runner.Stop() }

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

// reset clears the last search from the screen and forgets its
// recording: the session is Idle.
func (s *Session) reset() {
	s.rec, s.cur, s.past, s.upTo = nil, nil, false, 0
	s.quiet = time.Time{}
	s.puzzle.Reset()
	s.setState(Idle)
}

func (s *Session) setState(st State) {
	if st == s.state {
		return
	}
	if st != Paused {
		s.upTo = 0 // a hold lasts while the run is paused at it
	}
	s.state = st
	s.notify()
}

func (s *Session) notify() {
	for _, f := range s.watchers {
		f()
	}
}
