package run

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
)

func TestControlsFollowAndDriveTheSession(t *testing.T) {
	test.NewTempApp(t)
	p := newFakePuzzle(endless)
	s := NewSession(p, 0)
	c := NewControls(s)
	test.NewTempWindow(t, c)

	if c.StartButton.Text != "Start" || !c.PauseButton.Disabled() || c.StopButton.Text != "Reset" {
		t.Errorf("idle: %q, pause disabled %v, %q; want Start, true, Reset", c.StartButton.Text, c.PauseButton.Disabled(), c.StopButton.Text)
	}
	if c.SpeedLabel.Text != "full speed" || c.Speed.Value != float64(FullSpeed) {
		t.Errorf("speed shows %q at %g, want full speed at %d", c.SpeedLabel.Text, c.Speed.Value, FullSpeed)
	}

	test.Tap(c.StartButton)
	if s.State() != Running || c.StartButton.Text != "Restart" || c.PauseButton.Text != "Pause" || c.StopButton.Text != "Stop" {
		t.Errorf("running: state %v, buttons %q %q %q", s.State(), c.StartButton.Text, c.PauseButton.Text, c.StopButton.Text)
	}
	test.Tap(c.PauseButton)
	if s.State() != Paused || c.PauseButton.Text != "Resume" {
		t.Errorf("paused: state %v, pause button %q", s.State(), c.PauseButton.Text)
	}
	test.Tap(c.StepButton)
	p.await(func() bool { return len(p.events) >= 1 })
	test.Tap(c.PauseButton)
	if s.State() != Running || c.PauseButton.Text != "Pause" {
		t.Errorf("resumed: state %v, pause button %q", s.State(), c.PauseButton.Text)
	}
	returnsWithin(t, 5*time.Second, "Stop", func() { test.Tap(c.StopButton) })
	if s.State() == Stopping && (c.StopButton.Text != "Stopping…" || !c.StopButton.Disabled()) {
		t.Errorf("stopping: stop button %q, disabled %v", c.StopButton.Text, c.StopButton.Disabled())
	}
	settle(s)
	if s.State() != Stopped || c.StopButton.Text != "Reset" || !c.PauseButton.Disabled() {
		t.Errorf("stopped: state %v, stop button %q, pause disabled %v", s.State(), c.StopButton.Text, c.PauseButton.Disabled())
	}
	if end, _ := s.Wait(); end != engine.Stopped {
		t.Errorf("end %v, want stopped", end)
	}
	test.Tap(c.StopButton)
	if s.State() != Idle || p.resets != 1 {
		t.Errorf("reset: state %v, resets %d", s.State(), p.resets)
	}
}

func TestSpeedSliderSetsTheSpeed(t *testing.T) {
	test.NewTempApp(t)
	s := NewSession(newFakePuzzle(endless), 0)
	c := NewControls(s)
	test.NewTempWindow(t, c)
	c.Speed.SetValue(7)
	if s.Notch() != 7 || c.SpeedLabel.Text != "250 steps/s" {
		t.Errorf("slider at 7: notch %d, label %q; want 7 and 250 steps/s", s.Notch(), c.SpeedLabel.Text)
	}
	HandleRune(s, '-') // the keys move the slider too
	if c.Speed.Value != 6 || c.SpeedLabel.Text != "100 steps/s" {
		t.Errorf("after '-': slider %g, label %q; want 6 and 100 steps/s", c.Speed.Value, c.SpeedLabel.Text)
	}
}
