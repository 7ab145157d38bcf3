package run

import (
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine"
	"backtracklab/engine/trace"
)

// chain is a toy search: depth levels, each tried, placed and undone, with
// a solution at the bottom; 3*depth+1 events.
func chain(depth int) engine.Search {
	return func(t *engine.Tracer) engine.End {
		var rec func(d int)
		rec = func(d int) {
			if d == depth {
				t.Stats.Solutions++
				t.Emit(engine.Event{Kind: engine.Solution, Depth: d})
				return
			}
			t.Stats.Nodes++
			t.Emit(engine.Event{Kind: engine.Try, Depth: d, Row: d})
			t.Stats.Placements++
			t.Emit(engine.Event{Kind: engine.Place, Depth: d, Row: d})
			rec(d + 1)
			t.Stats.Backtracks++
			t.Emit(engine.Event{Kind: engine.Undo, Depth: d, Row: d})
		}
		rec(0)
		return engine.Done
	}
}

// endless emits tries until stopped.
func endless(t *engine.Tracer) engine.End {
	for i := 0; ; i++ {
		t.Stats.Nodes++
		t.Emit(engine.Event{Kind: engine.Try, Row: i})
	}
}

// fakePuzzle records what the session asks of it.
type fakePuzzle struct {
	search  engine.Search
	noSteps bool
	quiet   time.Duration
	err     error

	mu       sync.Mutex
	changed  *sync.Cond
	events   []engine.Event
	frames   int
	last     Frame
	prepared int
	resets   int
}

func newFakePuzzle(search engine.Search) *fakePuzzle {
	p := &fakePuzzle{search: search}
	p.changed = sync.NewCond(&p.mu)
	return p
}

func (p *fakePuzzle) Prepare() (Job, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.prepared++
	p.events = nil
	return Job{Search: p.search, OnEvent: p.onEvent, NoSteps: p.noSteps, Quiet: p.quiet}, p.err
}

func (p *fakePuzzle) onEvent(e engine.Event, _ *engine.Stats) {
	p.mu.Lock()
	p.events = append(p.events, e)
	p.changed.Broadcast()
	p.mu.Unlock()
}

func (p *fakePuzzle) Frame(f Frame) bool {
	p.mu.Lock()
	p.frames++
	p.last = f
	p.changed.Broadcast()
	p.mu.Unlock()
	return false
}

func (p *fakePuzzle) Reset() { p.resets++ }

// await blocks until cond holds; the caller guards against deadlock with
// the test's timeout.
func (p *fakePuzzle) await(cond func() bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for !cond() {
		p.changed.Wait()
	}
}

func (p *fakePuzzle) kinds() []engine.Kind {
	p.mu.Lock()
	defer p.mu.Unlock()
	ks := make([]engine.Kind, len(p.events))
	for i, e := range p.events {
		ks[i] = e.Kind
	}
	return ks
}

// within fails the test if f does not return in d: a guard against
// deadlocks, not a speed assertion.
func returnsWithin(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %v", what, d)
	}
}

func TestStartRunsToTheEndAndFinishes(t *testing.T) {
	p := newFakePuzzle(chain(3))
	s := NewSession(p, 0)
	s.Start()
	if s.State() != Running {
		t.Fatalf("state after Start = %v, want running", s.State())
	}
	end, st := s.Wait()
	if end != engine.Done || st.Solutions != 1 || st.Nodes != 3 {
		t.Fatalf("Wait = %v %+v, want done with 1 solution and 3 nodes", end, st)
	}
	if s.Frame() {
		t.Error("Frame wants more frames after the search finished")
	}
	if s.State() != Finished || p.last.State != Finished {
		t.Errorf("state = %v, puzzle told %v; want finished", s.State(), p.last.State)
	}
	if got := len(p.kinds()); got != 3*3+1+1 {
		t.Errorf("%d events, want 11 (10 and the Finish)", got)
	}
}

func TestStepWhenIdleStartsPausedAndTakesOneStepAtATime(t *testing.T) {
	p := newFakePuzzle(chain(2))
	s := NewSession(p, 0)
	s.Step()
	if s.State() != Paused {
		t.Fatalf("state after Step = %v, want paused", s.State())
	}
	p.await(func() bool { return len(p.events) >= 1 })
	s.Step()
	p.await(func() bool { return len(p.events) >= 2 })
	s.Step()
	p.await(func() bool { return len(p.events) >= 3 })
	want := []engine.Kind{engine.Try, engine.Place, engine.Try}
	got := p.kinds()
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("events %v, want %v first", got, want)
		}
	}
	if !s.runner.Watching() {
		t.Error("stepping: the search is not watched")
	}
	s.Resume()
	if s.State() != Running || s.runner.Watching() {
		t.Errorf("after Resume: state %v, watched %v; want running at full speed, unwatched", s.State(), s.runner.Watching())
	}
	end, _ := s.Wait()
	s.Frame()
	if end != engine.Done || s.State() != Finished || len(p.kinds()) != 3*2+1+1 {
		t.Errorf("end %v state %v events %d; want done, finished, 8", end, s.State(), len(p.kinds()))
	}
}

func TestStepWhileRunningPauses(t *testing.T) {
	p := newFakePuzzle(endless)
	s := NewSession(p, 0)
	s.Start()
	s.Step()
	if s.State() != Paused {
		t.Errorf("state = %v, want paused", s.State())
	}
	returnsWithin(t, 5*time.Second, "Stop", s.Stop)
	settle(s)
	if s.State() != Stopped || p.last.State != Stopped {
		t.Errorf("state %v, puzzle told %v; want stopped", s.State(), p.last.State)
	}
	if end, _ := s.Wait(); end != engine.Stopped {
		t.Errorf("end = %v, want stopped", end)
	}
}

func TestToggleStartsPausesAndResumes(t *testing.T) {
	p := newFakePuzzle(endless)
	s := NewSession(p, 0)
	var seen []State
	s.OnChange(func() { seen = append(seen, s.State()) })
	s.Toggle()
	s.Toggle()
	s.Toggle()
	returnsWithin(t, 5*time.Second, "Stop", s.Stop)
	settle(s)
	want := []State{Running, Paused, Running, Stopping, Stopped}
	if len(seen) != len(want) {
		t.Fatalf("states %v, want %v", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("states %v, want %v", seen, want)
		}
	}
}

func TestStopWhenIdleResetsThePuzzle(t *testing.T) {
	p := newFakePuzzle(chain(1))
	s := NewSession(p, 0)
	s.Start()
	s.Wait()
	s.Frame()
	s.Stop()
	if p.resets != 1 || s.State() != Idle {
		t.Errorf("resets %d state %v, want 1 and idle", p.resets, s.State())
	}
}

func TestPrepareErrorStartsNothing(t *testing.T) {
	p := newFakePuzzle(chain(1))
	p.err = errors.New("bad n")
	s := NewSession(p, 0)
	s.Start()
	s.Step()
	if s.State() != Idle {
		t.Errorf("state = %v, want idle", s.State())
	}
	if end, _ := s.Wait(); end != engine.Running {
		t.Errorf("Wait = %v, want running (nothing started)", end)
	}
}

func TestStepStartsAJobWithoutStepsRunning(t *testing.T) {
	p := newFakePuzzle(chain(1))
	p.noSteps = true
	s := NewSession(p, 0)
	s.Step()
	if s.State() != Running || s.Steppable() {
		t.Errorf("state %v steppable %v, want running and false", s.State(), s.Steppable())
	}
	s.Wait()
}

// The runner watches the search while it is paused or paced, and not at
// full speed: the session's speed and pause reach it.
func TestWatchingFollowsPauseAndSpeed(t *testing.T) {
	s := NewSession(newFakePuzzle(endless), 0)
	s.Start()
	if s.runner.Watching() {
		t.Error("full speed: watched")
	}
	s.SetNotch(3)
	if !s.runner.Watching() {
		t.Error("paced: not watched")
	}
	s.SetNotch(FullSpeed)
	s.Pause()
	if !s.runner.Watching() {
		t.Error("paused: not watched")
	}
	s.Resume()
	if s.runner.Watching() {
		t.Error("resumed at full speed: watched")
	}
	s.Stop()
	s.Wait()
}

func TestSpeedReachesTheRunner(t *testing.T) {
	s := NewSession(newFakePuzzle(endless), 0)
	s.SetNotch(7)
	if got := s.runner.Speed(); got != 250 || s.Notch() != 7 {
		t.Errorf("runner speed %g notch %d, want 250 and 7", got, s.Notch())
	}
	s.SetNotch(100)
	if got := s.runner.Speed(); got != engine.Unlimited || s.Notch() != FullSpeed {
		t.Errorf("runner speed %g notch %d, want full speed", got, s.Notch())
	}
}

func TestTickerPushesFramesAndEverythingEndsOnClose(t *testing.T) {
	test.NewTempApp(t) // fyne.Do runs frames inline on the ticker's goroutine
	before := runtime.NumGoroutine()
	p := newFakePuzzle(endless)
	s := NewSession(p, time.Millisecond)
	s.Start()
	p.await(func() bool { return p.frames >= 3 })
	returnsWithin(t, 5*time.Second, "Close", s.Close)
	if s.State() != Stopped {
		t.Errorf("state after Close = %v, want stopped", s.State())
	}
	waitGoroutines(t, before)
}

// waitGoroutines waits until no more goroutines run than before: an ended
// goroutine may take a moment to be counted out.
// settle waits until the search told to stop has ended and pushes the
// frame that sees it: what the ticker does in the window.
func settle(s *Session) {
	<-s.runner.Done()
	s.Frame()
}

func waitGoroutines(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines left, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		runtime.Gosched()
		time.Sleep(time.Millisecond)
	}
}

func TestKeys(t *testing.T) {
	p := newFakePuzzle(endless)
	s := NewSession(p, 0)
	press := func(name fyne.KeyName) bool { return HandleKey(s, &fyne.KeyEvent{Name: name}) }
	if !press(fyne.KeySpace) || s.State() != Running {
		t.Fatalf("Space: state %v, want running", s.State())
	}
	if !press(fyne.KeySpace) || s.State() != Paused {
		t.Fatalf("Space again: state %v, want paused", s.State())
	}
	if !press(fyne.KeyRight) || s.State() != Paused {
		t.Fatalf("Right: state %v, want paused", s.State())
	}
	if !press(fyne.KeyDown) || s.Notch() != FullSpeed-1 {
		t.Errorf("Down: notch %d, want %d", s.Notch(), FullSpeed-1)
	}
	if !HandleRune(s, '-') || s.Notch() != FullSpeed-2 {
		t.Errorf("'-': notch %d, want %d", s.Notch(), FullSpeed-2)
	}
	if !HandleRune(s, '+') || !press(fyne.KeyUp) || s.Notch() != FullSpeed {
		t.Errorf("'+' and Up: notch %d, want %d", s.Notch(), FullSpeed)
	}
	if HandleRune(s, 'x') || press(fyne.KeyA) {
		t.Error("a key the session does not use was taken")
	}
	returnsWithin(t, 5*time.Second, "Escape", func() { press(fyne.KeyEscape) })
	settle(s)
	if s.State() != Stopped {
		t.Errorf("Escape: state %v, want stopped", s.State())
	}
	press(fyne.KeyEscape)
	if s.State() != Idle || p.resets != 1 {
		t.Errorf("Escape again: state %v resets %d, want idle and 1", s.State(), p.resets)
	}
}

func TestRestartEndsThePreviousSearch(t *testing.T) {
	test.NewTempApp(t)
	before := runtime.NumGoroutine()
	p := newFakePuzzle(endless)
	s := NewSession(p, 0)
	s.Start()
	p.await(func() bool { return len(p.events) >= 10 })
	// Restart tells the first search to stop and returns; the second
	// starts at the first frame after the first has ended.
	returnsWithin(t, 5*time.Second, "Restart", s.Start)
	if p.prepared != 1 || s.State() != Stopping {
		t.Errorf("prepared %d times, state %v; want 1 and stopping", p.prepared, s.State())
	}
	settle(s)
	if p.prepared != 2 || s.State() != Running {
		t.Errorf("prepared %d times, state %v; want 2 and running", p.prepared, s.State())
	}
	returnsWithin(t, 5*time.Second, "Close", s.Close)
	waitGoroutines(t, before)
}

func TestClearFromEveryStateEndsIdle(t *testing.T) {
	for name, setUp := range map[string]func(s *Session){
		"idle":     func(s *Session) {},
		"finished": func(s *Session) { s.Start(); s.Wait(); s.Frame() },
		"paused":   func(s *Session) { s.Step() },
	} {
		t.Run(name, func(t *testing.T) {
			p := newFakePuzzle(chain(3))
			s := NewSession(p, 0)
			setUp(s)
			s.Clear()
			if s.State() != Idle {
				t.Errorf("after Clear: state %v, want idle", s.State())
			}
			if name != "idle" && p.resets != 1 {
				t.Errorf("puzzle reset %d times, want 1", p.resets)
			}
		})
	}
}

// depthBoard is a toy board: how many choices are placed.
type depthBoard struct{ depth int }

func (b *depthBoard) Apply(e *engine.Event) {
	switch {
	case e.Kind == engine.Resync:
		b.depth = 0
	case e.Kind == engine.Place:
		b.depth++
	case e.Kind == engine.Undo:
		b.depth--
	}
}
func (b *depthBoard) Snapshot() any  { return b.depth }
func (b *depthBoard) Restore(sn any) { b.depth = sn.(int) }

// recordedPuzzle is fakePuzzle whose runs are recorded on a depthBoard.
type recordedPuzzle struct{ *fakePuzzle }

func (p recordedPuzzle) Prepare() (Job, error) {
	j, err := p.fakePuzzle.Prepare()
	j.Board = func() trace.Board { return new(depthBoard) }
	return j, err
}

// Back, Forward, Seek and the jumps show recorded steps without running
// the search again; Step at the live end takes a new one; Resume goes on
// from the live end.
func TestStepBackAndForthThroughTheRecording(t *testing.T) {
	p := recordedPuzzle{newFakePuzzle(chain(5))}
	s := NewSession(p, 0)
	s.Step() // paused after the first event
	for range 6 {
		n := len(p.kinds())
		s.Step()
		p.await(func() bool { return len(p.events) > n })
	}
	s.Frame()
	first, shown, last, ok := s.History()
	if !ok || first != 1 || shown != 7 || last != 7 {
		t.Fatalf("history %d..%d showing %d (%v), want 1..7 showing 7", first, last, shown, ok)
	}
	// try place try place try place: 3 queens… placed at step 6.
	if b := p.last.Step.Board().(*depthBoard); b.depth != 3 || p.last.Past {
		t.Fatalf("live: depth %d past %v, want 3 and false", b.depth, p.last.Past)
	}
	s.Back()
	s.Back()
	if _, shown, _, _ := s.History(); shown != 5 || !p.last.Past || p.last.Step.Board().(*depthBoard).depth != 2 {
		t.Errorf("two back: step %d past %v depth %d, want 5, true, 2", shown, p.last.Past, p.last.Step.Board().(*depthBoard).depth)
	}
	events := len(p.kinds())
	s.Step() // forward through the recording: no new event
	if _, shown, _, _ := s.History(); shown != 6 || len(p.kinds()) != events {
		t.Errorf("forward: step %d, %d events (was %d), want 6 and no new event", shown, len(p.kinds()), events)
	}
	s.Seek(1)
	if p.last.Step.Event().Kind != engine.Try || p.last.Step.Board().(*depthBoard).depth != 0 {
		t.Errorf("step 1: %v depth %d", p.last.Step.Event(), p.last.Step.Board().(*depthBoard).depth)
	}
	s.Seek(100)
	if p.last.Past {
		t.Error("seeking past the end does not show the live end")
	}
	s.Step() // at the live end: a new step of the search
	p.await(func() bool { return len(p.events) > events })
	s.Resume()
	end, _ := s.Wait()
	s.Frame()
	if end != engine.Done {
		t.Fatalf("end %v", end)
	}
	// The whole run is recorded: the one solution and the first backtrack
	// are found by the jumps, from the start.
	s.Seek(1)
	if !s.Jump(trace.Solutions, true) || p.last.Step.Event().Kind != engine.Solution {
		t.Errorf("next solution: %v", p.last.Step.Event())
	}
	if !s.Jump(trace.Backtracks, true) || p.last.Step.Event().Kind != engine.Undo || p.last.Step.Board().(*depthBoard).depth != 4 {
		t.Errorf("next backtrack: %v depth %d", p.last.Step.Event(), p.last.Step.Board().(*depthBoard).depth)
	}
	if s.Jump(trace.Solutions, true) {
		t.Error("a second solution after the only one")
	}
	if !s.Jump(trace.Solutions, false) || p.last.Step.Event().Kind != engine.Solution {
		t.Errorf("previous solution: %v", p.last.Step.Event())
	}
}

// Reset forgets the recording: the timeline gives way to the key hint.
func TestResetForgetsTheRecording(t *testing.T) {
	test.NewTempApp(t)
	p := recordedPuzzle{newFakePuzzle(chain(3))}
	s := NewSession(p, 0)
	hint := NewKeyHint(func() string { return "keys" })
	tl := NewTimeline(s, hint)
	s.Step()
	p.await(func() bool { return len(p.events) >= 1 })
	s.Step()
	p.await(func() bool { return len(p.events) >= 2 })
	s.Frame()
	if !tl.row.Visible() || hint.Visible() {
		t.Fatalf("paused: timeline %v hint %v", tl.row.Visible(), hint.Visible())
	}
	s.Stop()
	s.Wait()
	s.Frame()
	s.Stop() // reset
	if _, _, _, ok := s.History(); ok || tl.row.Visible() || !hint.Visible() {
		t.Errorf("reset: history %v, timeline %v, hint %v", ok, tl.row.Visible(), hint.Visible())
	}
}

func TestStepToTakesExactlyKSteps(t *testing.T) {
	p := newFakePuzzle(endless)
	s := NewSession(p, 0)
	s.StepTo(5)
	if s.State() != Paused {
		t.Fatalf("state after StepTo = %v, want paused", s.State())
	}
	p.await(func() bool { return len(p.events) >= 5 })
	// The search holds after its fifth event: stopped there, it has
	// reported five.
	s.Stop()
	returnsWithin(t, 20*time.Second, "the search", func() { s.Wait() })
	if got := tries(p.kinds()); got != 5 {
		t.Errorf("%d steps, want 5", got)
	}
	// A Step from idle afterwards takes one step, not the lesson's five.
	s.Frame()
	s.Stop()
	s.Step()
	p.await(func() bool { return len(p.events) >= 1 })
	s.Stop()
	returnsWithin(t, 20*time.Second, "the search", func() { s.Wait() })
	if got := tries(p.kinds()); got != 1 {
		t.Errorf("Step after StepTo: %d steps, want 1", got)
	}
}

// tries counts the steps of the endless search: the events before its
// Finish.
func tries(kinds []engine.Kind) int {
	n := 0
	for _, k := range kinds {
		if k == engine.Try {
			n++
		}
	}
	return n
}

// A quiet start (Job.Quiet) holds the screen as it was: the watchers do
// not hear of the run and the puzzle gets no frame until the search ends
// within the hold, and then they hear of its end at once.
func TestAQuietStartShowsACountThatEndsInItsHoldOnlyAtItsEnd(t *testing.T) {
	release := make(chan struct{})
	p := newFakePuzzle(func(t *engine.Tracer) engine.End {
		<-release
		t.Stats.Solutions = 7
		return engine.Done
	})
	p.noSteps, p.quiet = true, time.Hour
	s := NewSession(p, 0)
	var seen []State
	s.OnChange(func() { seen = append(seen, s.State()) })
	s.Start()
	if !s.Frame() || p.frames != 0 || len(seen) != 0 || s.State() != Running {
		t.Errorf("in the hold: %d frames shown, states heard %v, state %v; want none, none, running", p.frames, seen, s.State())
	}
	close(release)
	s.Wait()
	s.Frame()
	if p.frames != 1 || p.last.State != Finished || len(seen) != 1 || seen[0] != Finished {
		t.Errorf("after the end: %d frames shown (last %v), states heard %v; want 1 finished, [finished]", p.frames, p.last.State, seen)
	}
}

// A hold that runs out, or a Stop within it, lets the run show.
func TestAQuietStartShowsTheRunOnceItsHoldEnds(t *testing.T) {
	p := newFakePuzzle(endless)
	p.noSteps, p.quiet = true, time.Nanosecond
	s := NewSession(p, 0)
	var seen []State
	s.OnChange(func() { seen = append(seen, s.State()) })
	s.Start()
	time.Sleep(time.Millisecond) // the hold's nanosecond has passed
	s.Frame()
	if p.frames != 1 || p.last.State != Running || len(seen) != 1 || seen[0] != Running {
		t.Errorf("after the hold: %d frames shown (last %v), states heard %v; want 1 running, [running]", p.frames, p.last.State, seen)
	}
	returnsWithin(t, 5*time.Second, "Stop", s.Stop)
	settle(s)

	p.quiet, seen = time.Hour, nil
	s.Start()
	returnsWithin(t, 5*time.Second, "Stop", s.Stop)
	if len(seen) != 1 || seen[0] != Stopping {
		t.Errorf("a Stop in the hold: states heard %v, want [stopping]", seen)
	}
	settle(s)
	if s.State() != Stopped || p.last.State != Stopped {
		t.Errorf("a Stop in the hold: state %v, puzzle shown %v; want stopped", s.State(), p.last.State)
	}
}

// The timeline's forward controls are enabled only where they lead
// somewhere: a jump to a later recorded solution or backtrack, → to a
// later recorded step or on into a paused search; at the end of a run's
// recording, and at step 1 of 1 of a stopped run, none is.
func TestTheTimelineEnablesForwardOnlyWhereThereIsSomewhereToGo(t *testing.T) {
	test.NewTempApp(t)
	p := recordedPuzzle{newFakePuzzle(chain(3))}
	s := NewSession(p, 0)
	tl := NewTimeline(s, NewKeyHint(func() string { return "keys" }))
	test.NewTempWindow(t, tl)
	enabled := func(when string, forward, solution, backtrack bool) {
		t.Helper()
		if got := !tl.Forward.Disabled(); got != forward {
			t.Errorf("%s: → enabled %v, want %v", when, got, forward)
		}
		if got := !tl.NextSolution.Disabled(); got != solution {
			t.Errorf("%s: Solution ⏭ enabled %v, want %v", when, got, solution)
		}
		if got := !tl.NextBacktrack.Disabled(); got != backtrack {
			t.Errorf("%s: Backtrack ⏭ enabled %v, want %v", when, got, backtrack)
		}
	}

	s.Step() // paused after the first event
	p.await(func() bool { return len(p.events) >= 1 })
	s.Frame()
	enabled("paused at step 1", true, false, false)
	s.Stop()
	s.Wait()
	s.Frame()
	if _, shown, last, _ := s.History(); shown != last || !tl.row.Visible() {
		t.Fatalf("stopped: step %d of %d, timeline shown %v; want the last", shown, last, tl.row.Visible())
	}
	enabled("stopped at its last step", false, false, false)

	// try place ×3, solution, undo ×3, the finish.
	s.Start()
	s.Wait()
	s.Frame()
	if _, shown, last, _ := s.History(); shown != last || last != 11 {
		t.Fatalf("finished: step %d of %d, want 11 of 11", shown, last)
	}
	enabled("at the end of the recording", false, false, false)
	test.Tap(tl.Back)
	enabled("one step back, at the last backtrack", true, false, false)
	test.Tap(tl.Back)
	enabled("two steps back", true, false, true)
	s.Seek(1)
	enabled("at step 1", true, true, true)
	test.Tap(tl.NextSolution)
	if _, shown, _, _ := s.History(); shown != 7 {
		t.Fatalf("Solution ⏭ from step 1 showed step %d, want 7", shown)
	}
	enabled("at the only solution", true, false, true)
	test.Tap(tl.NextBacktrack)
	test.Tap(tl.NextBacktrack)
	test.Tap(tl.NextBacktrack)
	enabled("at the last backtrack", true, false, false)
}

// The timeline's buttons stay where they are as the step on show changes
// its digits and leaves the past: the step's label keeps the room of its
// longest text, so a click repeated at one place hits the same button.
func TestTheTimelineButtonsStayPut(t *testing.T) {
	test.NewTempApp(t)
	p := recordedPuzzle{newFakePuzzle(chain(3))}
	s := NewSession(p, 0)
	tl := NewTimeline(s, NewKeyHint(func() string { return "keys" }))
	w := test.NewTempWindow(t, tl)
	w.Resize(fyne.NewSize(1400, 60))
	s.Start()
	s.Wait()
	s.Frame()
	at := func() fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(tl.Forward)
	}
	for _, scale := range []float32{1, 2} { // 2: presentation mode's text
		test.ApplyTheme(t, bigText{Theme: test.Theme(), scale: scale})
		s.Seek(11)
		tl.row.(*fyne.Container).Refresh()
		end := at()
		for _, k := range []uint64{1, 9, 10, 11} {
			s.Seek(k)
			tl.row.(*fyne.Container).Refresh() // a frame's layout
			if got := at(); got != end {
				t.Errorf("text ×%v, at step %d (%q): → is at %v, at the last step %v", scale, k, tl.Label.Text, got, end)
			}
		}
	}
}

// bigText is a theme whose text is scale times the size.
type bigText struct {
	fyne.Theme
	scale float32
}

func (b bigText) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return b.Theme.Size(n) * b.scale
	}
	return b.Theme.Size(n)
}
