package run

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
)

// Timeline is the row of a recorded run while it is paused or over: back
// and forward one step, a slider over the recorded steps with "step k of
// K", and jumps to the previous and next solution and backtrack. While a
// search runs, or before one is recorded, the row shows the screen's key
// hint instead. It follows the session at every frame.
type Timeline struct {
	widget.BaseWidget

	session *Session
	// The parts, exported for tests that tap them.
	Back, Forward                *widget.Button
	PrevSolution, NextSolution   *widget.Button
	PrevBacktrack, NextBacktrack *widget.Button
	Slider                       *widget.Slider
	Label                        *widget.Label
	row, hint                    fyne.CanvasObject
	content                      *fyne.Container
	first, shown, last           uint64
	showing, past, over, held    bool      // over: no search goes on to step into; held: Frame.Held
	sliding                      bool      // the slider is being set by the session, not the user
	nextSolution, nextBacktrack  nextFound // where the jumps forward lead
	room                         labelRoom // the label's room: its longest text's (say)
}

// NewTimeline returns the timeline of s, standing in for hint while no
// recorded step can be shown.
func NewTimeline(s *Session, hint fyne.CanvasObject) *Timeline {
	t := &Timeline{session: s, hint: hint}
	t.Back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), s.Back)
	t.Forward = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), s.Step)
	jump := func(kinds trace.Kinds, forward bool) func() {
		return func() { s.Jump(kinds, forward) }
	}
	t.PrevSolution = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), jump(trace.Solutions, false))
	t.NextSolution = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), jump(trace.Solutions, true))
	t.NextSolution.IconPlacement = widget.ButtonIconTrailingText
	t.PrevBacktrack = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), jump(trace.Backtracks, false))
	t.NextBacktrack = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), jump(trace.Backtracks, true))
	t.NextBacktrack.IconPlacement = widget.ButtonIconTrailingText
	for _, b := range []*widget.Button{t.Back, t.Forward, t.PrevSolution, t.NextSolution, t.PrevBacktrack, t.NextBacktrack} {
		b.Importance = widget.LowImportance
	}
	t.Slider = widget.NewSlider(0, 1)
	t.Slider.Step = 1
	t.Slider.OnChanged = func(v float64) {
		if !t.sliding {
			s.Seek(uint64(v))
		}
	}
	t.Slider.OnChangeEnded = func(float64) { Release(t.Slider) }
	t.Label = widget.NewLabel("")
	t.Label.TextStyle.Monospace = true
	t.room.style = t.Label.TextStyle
	left := container.NewHBox(t.PrevBacktrack, t.PrevSolution, t.Back)
	right := container.NewHBox(t.Forward, t.NextSolution, t.NextBacktrack, container.New(&t.room, t.Label))
	t.row = container.NewBorder(nil, nil, left, right, t.Slider)
	t.content = container.NewStack(hint, t.row)
	t.row.Hide()
	t.ExtendBaseWidget(t)
	Words(t.words)
	s.OnFrame(t.follow)
	// A reset forgets the recording and pushes no frame: the key hint
	// comes back at once.
	s.OnChange(func() {
		if _, _, _, ok := s.History(); !ok && t.showing {
			t.follow(Frame{State: s.State()})
		}
	})
	return t
}

// CreateRenderer is part of fyne.Widget.
func (t *Timeline) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(t.content)
}

// follow shows the session's history at frame f, touching only what
// changed: it runs at every frame.
func (t *Timeline) follow(f Frame) {
	first, shown, last, ok := t.session.History()
	show := ok && f.State != Running && f.State != Stopping && f.Step != nil
	if show != t.showing {
		t.showing = show
		if show {
			t.hint.Hide()
			t.row.Show()
		} else {
			t.row.Hide()
			t.hint.Show()
		}
	}
	over := !f.State.Active()
	if !show || (first == t.first && shown == t.shown && last == t.last && over == t.over && f.Held == t.held) {
		return
	}
	t.first, t.shown, t.last, t.over, t.held = first, shown, last, over, f.Held
	t.sliding = true
	t.Slider.Min, t.Slider.Max = float64(first), float64(max(last, first+1))
	t.Slider.SetValue(float64(shown))
	t.sliding = false
	Enable(t.Back, shown > first)
	Enable(t.PrevSolution, shown > first)
	Enable(t.PrevBacktrack, shown > first)
	// → goes on through the recording, then steps a paused search on; a
	// jump only seeks what is recorded (Session.Jump). Held for a
	// question, the history ends at the question (last): → and the jumps
	// go back to it from a step before, never past it to the answer.
	Enable(t.Forward, shown < last || (!over && !f.Held))
	Enable(t.NextSolution, t.nextSolution.after(t.session.Recording(), shown, last, trace.Solutions))
	Enable(t.NextBacktrack, t.nextBacktrack.after(t.session.Recording(), shown, last, trace.Backtracks))
	t.past = f.Past && !f.Held
	t.say()
}

// nextFound is where the next recorded step of a kind lies, as a jump
// forward would find it: kept, so that the frames of a stepped run do
// not each scan the recording to its end (1M steps: 0.6 ms a kind,
// BenchmarkFindAtCap) to enable the jumps.
type nextFound struct {
	rec     *trace.Recording
	from    uint64 // found after this step
	scanned uint64 // the history's last step then: none of the kind after at found up to it
	at      uint64 // the step found, 0 for none
}

// after reports whether a step of kinds is recorded in r after step k,
// up to step last (the history's).
func (n *nextFound) after(r *trace.Recording, k, last uint64, kinds trace.Kinds) bool {
	if r == nil || k >= last {
		return false
	}
	if n.rec != r || k < n.from || (n.at == 0 && last > n.scanned) || (n.at != 0 && k >= n.at) {
		at, ok := r.Next(k, kinds)
		*n = nextFound{rec: r, from: k, scanned: last}
		if ok {
			n.at = at
		}
	}
	return n.at != 0 && n.at <= last
}

// words sets the buttons' words in the language in use, and the step on
// show.
func (t *Timeline) words() {
	for _, b := range []struct {
		*widget.Button
		key string
	}{{t.PrevSolution, "run.timeline.solution"}, {t.NextSolution, "run.timeline.solution"},
		{t.PrevBacktrack, "run.timeline.backtrack"}, {t.NextBacktrack, "run.timeline.backtrack"}} {
		b.SetText(i18n.T(b.key))
	}
	t.Label.TextStyle.Monospace = Monospace()
	if t.showing {
		t.say()
	}
}

// say tells the step on show: "step k of K", in the past or not, and
// where the history starts when it is shown at its first step.
func (t *Timeline) say() {
	args := i18n.Args{"Step": Thousands(t.shown), "Last": Thousands(t.last), "First": Thousands(t.first)}
	text := i18n.T("run.timeline.step", args)
	if t.past {
		text = i18n.T("run.timeline.past", args)
	}
	if t.first > 1 && t.shown == t.first {
		text += " · " + i18n.T("run.timeline.starts", args)
	}
	// The label keeps the room of its longest text for this recording
	// (in the past, at its last step), so that the buttons before it do
	// not move as the step's digits change under the user's clicks.
	args["Step"] = args["Last"]
	t.room.widest = i18n.T("run.timeline.past", args)
	SetText(t.Label, text)
}

// labelRoom lays the step's label out in the room of its longest text,
// measured in the theme in use (presentation mode scales it).
type labelRoom struct {
	widest string
	style  fyne.TextStyle
	at     roomKey       // the text and text size last measured
	width  float32       // its width then
	probe  *widget.Label // what measures it
}

// roomKey is a text at a text size.
type roomKey struct {
	size float32
	text string
}

// Layout is part of fyne.Layout.
func (l *labelRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	layout.NewStackLayout().Layout(objs, size)
}

// MinSize is part of fyne.Layout: the label's, at least as wide as its
// longest text.
func (l *labelRoom) MinSize(objs []fyne.CanvasObject) fyne.Size {
	least := layout.NewStackLayout().MinSize(objs)
	if key := (roomKey{theme.TextSize(), l.widest}); key != l.at {
		if l.probe == nil {
			l.probe = widget.NewLabel("")
			l.probe.TextStyle = l.style
		}
		l.probe.SetText(l.widest)
		l.at, l.width = key, l.probe.MinSize().Width
	}
	return fyne.NewSize(max(least.Width, l.width), least.Height)
}
