package run

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
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
	// rooms hold each button at the width of its widest words, and
	// speedRoom the speed label: measured again in a new language.
	rooms     []*room
	speedRoom *fyne.Container
}

// NewControls returns the bar for s.
func NewControls(s *Session) *Controls {
	c := &Controls{session: s}
	c.StartButton = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), s.Start)
	c.StartButton.Importance = widget.HighImportance
	c.PauseButton = widget.NewButtonWithIcon("", theme.MediaPauseIcon(), s.Toggle)
	c.StepButton = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), s.Step)
	c.StopButton = widget.NewButtonWithIcon("", theme.MediaStopIcon(), s.Stop)
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
	c.SpeedLabel = widget.NewLabel("")
	c.SpeedLabel.TextStyle.Monospace = true

	// Each button keeps the width of its widest words, so that the bar
	// (and a window at its narrowest) does not widen when a run starts.
	c.rooms = []*room{
		widest(c.StartButton, face{"run.button.start", theme.MediaPlayIcon()}, face{"run.button.restart", theme.MediaPlayIcon()}),
		widest(c.PauseButton, face{"run.button.pause", theme.MediaPauseIcon()}, face{"run.button.resume", theme.MediaPlayIcon()}),
		widest(c.StopButton, face{"run.button.stop", theme.MediaStopIcon()}, face{"run.button.reset", theme.ViewRefreshIcon()}, face{"run.button.stopping", nil}),
	}
	buttons := container.NewHBox(c.rooms[0].box, c.rooms[1].box, c.StepButton, c.rooms[2].box)
	c.speedRoom = container.New(layout.NewGridWrapLayout(fyne.Size{}), c.SpeedLabel)
	// No "Speed" word before the slider: the label after it says "full
	// speed" or so many steps/s, and a 1024-pixel window has no room for
	// both with buttons that keep their width.
	speed := container.NewBorder(nil, nil, nil, c.speedRoom, c.Speed)
	c.content = container.NewBorder(nil, nil, buttons, nil, speed)
	c.ExtendBaseWidget(c)
	s.OnChange(c.sync)
	Words(c.words)
	return c
}

// words measures the buttons and the speed label in the language in use,
// and shows the session's state in it.
func (c *Controls) words() {
	for _, r := range c.rooms {
		r.measure()
	}
	// The label keeps the width of its longest text so the slider does not
	// jump when the speed changes.
	c.SpeedLabel.TextStyle.Monospace = Monospace()
	probe := widget.NewLabel("")
	probe.TextStyle = c.SpeedLabel.TextStyle
	var size fyne.Size
	for i := range Notches {
		probe.SetText(RateLabel(Rate(i)))
		size = size.Max(probe.MinSize())
	}
	c.speedRoom.Layout = layout.NewGridWrapLayout(size)
	c.speedRoom.Refresh()
	c.StepButton.SetText(i18n.T("run.button.step"))
	c.sync()
	c.Refresh()
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
		setButton(c.StartButton, i18n.T("run.button.restart"), theme.MediaPlayIcon())
	} else {
		setButton(c.StartButton, i18n.T("run.button.start"), theme.MediaPlayIcon())
	}
	if st == Paused {
		setButton(c.PauseButton, i18n.T("run.button.resume"), theme.MediaPlayIcon())
	} else {
		setButton(c.PauseButton, i18n.T("run.button.pause"), theme.MediaPauseIcon())
	}
	Enable(c.PauseButton, st == Running || st == Paused)
	// Held for a question, the step forward is its answer (Session.Held).
	Enable(c.StepButton, (!st.Active() || c.session.Steppable()) && !c.session.Held())
	Enable(c.StopButton, st != Stopping)
	switch {
	case st == Stopping:
		setButton(c.StopButton, i18n.T("run.button.stopping"), nil) // no icon: the words need the room
	case st.Active():
		setButton(c.StopButton, i18n.T("run.button.stop"), theme.MediaStopIcon())
	default:
		setButton(c.StopButton, i18n.T("run.button.reset"), theme.ViewRefreshIcon())
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

// face is one look of a button: the key of its words, and its icon.
type face struct {
	key  string
	icon fyne.Resource
}

// room holds a button in the width of the widest of its faces.
type room struct {
	faces []face
	space *canvas.Rectangle
	box   *fyne.Container
}

// widest holds b in the width of the widest of its faces.
func widest(b *widget.Button, faces ...face) *room {
	r := &room{faces: faces, space: canvas.NewRectangle(color.Transparent)}
	r.box = container.NewStack(r.space, b)
	return r
}

// measure sizes the room for the faces' words in the language in use.
func (r *room) measure() {
	var w float32
	for _, f := range r.faces {
		w = max(w, widget.NewButtonWithIcon(i18n.T(f.key), f.icon, nil).MinSize().Width)
	}
	r.space.SetMinSize(fyne.NewSize(w, 0))
}
