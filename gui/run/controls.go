package run

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Controls is the bar every puzzle shares: Start, Pause/Resume, Step,
// Stop/Reset and the speed slider, kept in step with a Session.
type Controls struct {
	widget.BaseWidget

	session *Session
	// The parts, exported for tests that tap them.
	StartButton, PauseButton, StepButton, StopButton *widget.Button
	Speed                                            *widget.Slider
	SpeedLabel                                       *widget.Label
	content                                          fyne.CanvasObject
}

// NewControls returns the bar for s.
func NewControls(s *Session) *Controls {
	c := &Controls{session: s}
	c.StartButton = widget.NewButtonWithIcon("Start", theme.MediaPlayIcon(), s.Start)
	c.StartButton.Importance = widget.HighImportance
	c.PauseButton = widget.NewButtonWithIcon("Pause", theme.MediaPauseIcon(), s.Toggle)
	c.StepButton = widget.NewButtonWithIcon("Step", theme.MediaSkipNextIcon(), s.Step)
	c.StopButton = widget.NewButtonWithIcon("Stop", theme.MediaStopIcon(), s.Stop)
	c.Speed = widget.NewSlider(0, float64(FullSpeed))
	c.Speed.Step = 1
	c.Speed.SetValue(float64(s.Notch()))
	c.Speed.OnChanged = func(v float64) { s.SetNotch(int(v)) }
	// A slider keeps the focus after a drag and would take the arrow keys
	// the search uses; hand them back.
	c.Speed.OnChangeEnded = func(float64) {
		if cv := fyne.CurrentApp().Driver().CanvasForObject(c.Speed); cv != nil {
			cv.Unfocus()
		}
	}
	c.SpeedLabel = widget.NewLabel(RateLabel(Rate(FullSpeed)))
	c.SpeedLabel.TextStyle.Monospace = true

	// Each button keeps the width of its widest text, so that the bar
	// (and a window at its narrowest) does not widen when a run starts.
	buttons := container.NewHBox(
		widest(c.StartButton, face{"Start", theme.MediaPlayIcon()}, face{"Restart", theme.MediaPlayIcon()}),
		widest(c.PauseButton, face{"Pause", theme.MediaPauseIcon()}, face{"Resume", theme.MediaPlayIcon()}),
		c.StepButton,
		widest(c.StopButton, face{"Stop", theme.MediaStopIcon()}, face{"Reset", theme.ViewRefreshIcon()}, face{"Stopping…", nil}))
	// The label keeps the width of its longest text so the slider does not
	// jump when the speed changes.
	widest := widget.NewLabel("10,000 steps/s")
	widest.TextStyle.Monospace = true
	label := container.New(layout.NewGridWrapLayout(widest.MinSize()), c.SpeedLabel)
	// No "Speed" word before the slider: the label after it says "full
	// speed" or so many steps/s, and a 1024-pixel window has no room for
	// both with buttons that keep their width.
	speed := container.NewBorder(nil, nil, nil, label, c.Speed)
	c.content = container.NewBorder(nil, nil, buttons, nil, speed)
	c.ExtendBaseWidget(c)
	s.OnChange(c.sync)
	c.sync()
	return c
}

// CreateRenderer is part of fyne.Widget.
func (c *Controls) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(c.content)
}

// sync shows the session's state on the buttons and the slider. It
// touches only what changed: a button's refresh redraws its icon.
func (c *Controls) sync() {
	st := c.session.State()
	if st.Active() {
		setButton(c.StartButton, "Restart", theme.MediaPlayIcon())
	} else {
		setButton(c.StartButton, "Start", theme.MediaPlayIcon())
	}
	if st == Paused {
		setButton(c.PauseButton, "Resume", theme.MediaPlayIcon())
	} else {
		setButton(c.PauseButton, "Pause", theme.MediaPauseIcon())
	}
	Enable(c.PauseButton, st == Running || st == Paused)
	Enable(c.StepButton, !st.Active() || c.session.Steppable())
	Enable(c.StopButton, st != Stopping)
	switch {
	case st == Stopping:
		setButton(c.StopButton, "Stopping…", nil) // no icon: the words need the room
	case st.Active():
		setButton(c.StopButton, "Stop", theme.MediaStopIcon())
	default:
		setButton(c.StopButton, "Reset", theme.ViewRefreshIcon())
	}
	n := c.session.Notch()
	if int(c.Speed.Value) != n {
		c.Speed.SetValue(float64(n))
	}
	if label := RateLabel(Rate(n)); c.SpeedLabel.Text != label {
		c.SpeedLabel.SetText(label)
	}
}

// setButton changes a button's text and icon if they differ.
func setButton(b *widget.Button, text string, icon fyne.Resource) {
	if b.Text == text && b.Icon == icon {
		return
	}
	b.Text, b.Icon = text, icon
	b.Refresh()
}

// face is one look of a button: its text and icon.
type face struct {
	text string
	icon fyne.Resource
}

// widest holds b in the width of the widest of its faces.
func widest(b *widget.Button, faces ...face) fyne.CanvasObject {
	var w float32
	for _, f := range faces {
		w = max(w, widget.NewButtonWithIcon(f.text, f.icon, nil).MinSize().Width)
	}
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(w, 0))
	return container.NewStack(room, b)
}
