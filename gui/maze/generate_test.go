package maze

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// Making a maze at once is a job of the session's runner, not work for
// the UI goroutine: the Generate button returns while the generator is
// held before its first step (it would never return if the generator ran
// in it), the maze on show stays, and Esc stops the generation, which
// keeps that maze.
func TestScreen_GeneratingRunsOffTheUIGoroutineAndEscStopsIt(t *testing.T) {
	s, _ := newTestScreen(t)
	before := s.Maze().String()
	held, release := make(chan struct{}), make(chan struct{})
	// Were the generator run in the caller, the gate would hold Tap:
	// it lets go after a while, so that the test fails rather than hangs.
	s.genGate = func() {
		close(held)
		select {
		case <-release:
		case <-time.After(10 * time.Second):
		}
	}
	s.animate.SetChecked(false)
	s.width.SetText("150")
	s.height.SetText("150")
	s.seed.SetText("7")
	test.Tap(s.buttons["maze.button.generate"])
	runtest.Receive(t, "the generator on the runner's goroutine", held)
	if st := s.session.State(); st != run.Running {
		t.Errorf("state %v while generating, want running", st)
	}
	if s.Maze().String() != before {
		t.Error("the maze changed before the new one was made")
	}
	run.HandleKey(s.session, &fyne.KeyEvent{Name: fyne.KeyEscape})
	close(release)
	if end, _ := runtest.Wait(t, s.session); end != engine.Stopped {
		t.Fatalf("the generation ended %v after Esc, want stopped", end)
	}
	s.session.Frame()
	if s.Maze().String() != before {
		t.Error("a stopped generation changed the maze")
	}
	if want := "Generation stopped: the maze you had is kept"; s.Status() != want {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
	// Stopped, the screen makes the next maze as ever.
	s.genGate = nil
	runAll(t, s, s.generate)
	if s.Maze().String() == before || s.Maze().Width() != 301 {
		t.Errorf("no 150×150 maze after the stopped one: %d×%d", s.Maze().Width(), s.Maze().Height())
	}
}

// A maze that takes long to make says how far it is, in both languages;
// one made within half a second says nothing until it is there.
func TestScreen_GenerationProgressLine(t *testing.T) {
	i18n.Use(i18n.English)
	s, _ := newTestScreen(t)
	s.carvingSize = [2]int{150, 120}
	snap := &snapshot{}
	s.say(tr("maze.status.ready", nil))
	ready := s.Status()
	s.instantFrame(run.Frame{State: run.Running, Elapsed: progressAfter / 2, Done: 10, Total: 100}, snap)
	if s.Status() != ready {
		t.Errorf("progress told early: %q", s.Status())
	}
	s.instantFrame(run.Frame{State: run.Running, Elapsed: progressAfter, Done: 4500, Total: 18000}, snap)
	const en = "Making a 150×120-cell maze: 25% of the cells carved — Esc or Stop to keep the maze you have"
	if s.Status() != en {
		t.Errorf("progress %q, want %q", s.Status(), en)
	}
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.Chinese)
	const zh = "正在生成 150×120 格的迷宫：已开凿 25% 的格子 — 按 Esc 或“停止”保留现有迷宫"
	if s.Status() != zh {
		t.Errorf("progress in Chinese %q, want %q", s.Status(), zh)
	}
}

// An animated generation stopped half way keeps the maze the user had, and
// says so, and that the carving so far is what the board shows until
// Reset.
func TestStoppedCarvingSaysWhatTheBoardShows(t *testing.T) {
	i18n.Use(i18n.English)
	s, _ := newTestScreen(t)
	before := s.Maze().String()
	s.animate.SetChecked(true)
	s.session.SetNotch(run.FullSpeed - 3) // paced: the carving takes a while
	test.Tap(s.buttons["maze.button.generate"])
	runtest.AwaitEvents(t, s.session, 3)
	s.session.Stop()
	if end, _ := runtest.Wait(t, s.session); end != engine.Stopped {
		t.Fatalf("the carving ended %v after Stop, want stopped", end)
	}
	s.session.Frame()
	if s.Maze().String() != before {
		t.Error("a stopped carving changed the maze")
	}
	if want := i18n.T("maze.end.carve.stopped.shown"); s.Status() != want {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
}
