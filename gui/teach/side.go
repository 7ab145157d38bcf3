package teach

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// teachOffset is where the split between the board and the panel starts
// when Teach is on: the board keeps a square of the height the screen
// leaves it at 1366×768, the panel the rest (at 1920×1080, 2×2 views of
// about 600×400 each).
const teachOffset = 0.34

// Side is the Teach side of one screen: a toggle that puts the panel in
// place of the screen's side column, the panel itself, and the pointer
// the call stack shows pieces with on the board. Whether Teach is on is
// remembered (settings.Teach) and shared by the screens: the window
// switches them together (OnToggle) and keeps View > Teach in step.
type Side struct {
	// Toggle switches Teach on and off; its look says which.
	Toggle *widget.Button
	// OnToggle, if set, is told after the user switched Teach (the toggle
	// or SetOn from the menu).
	OnToggle func(on bool)
	// OnShow, if set, is told each time the panel comes on show or goes,
	// before the split is redrawn: a screen that lays its side column
	// out anew with Teach on (the Code screen) does it there.
	OnShow func(on bool)

	prefs   fyne.Preferences
	panel   *Panel
	pointer *Pointer
	split   *container.Split
	side    fyne.CanvasObject // the screen's own side column
	offset  float64           // the screen's own split offset
	on      bool
}

// NewSide returns the Teach side of a screen whose puzzle p runs on
// session, remembering its state in prefs; win hosts the step log's Save
// dialog.
func NewSide(p Puzzle, session *run.Session, prefs fyne.Preferences, win fyne.Window) *Side {
	sd := &Side{prefs: prefs, pointer: NewPointer()}
	sd.panel = NewPanel(p, session, prefs, win, sd.pointer)
	sd.Toggle = widget.NewButtonWithIcon("", theme.ListIcon(), func() { sd.SetOn(!sd.on) })
	run.Words(sd.words)
	return sd
}

// Attach makes split the one the side switches: its trailing part is the
// screen's side column with Teach off and the panel with Teach on. It
// shows the state remembered.
func (sd *Side) Attach(split *container.Split) {
	sd.split, sd.side, sd.offset = split, split.Trailing, split.Offset
	sd.show(settings.Teach.Get(sd.prefs))
}

// Panel is the panel of views.
func (sd *Side) Panel() *Panel { return sd.panel }

// Pointer is the overlay the screen lays over its board, for the call
// stack to point at a piece with.
func (sd *Side) Pointer() *Pointer { return sd.pointer }

// On reports whether the panel is on show.
func (sd *Side) On() bool { return sd.on }

// SetOn shows or hides the panel, remembers it and tells OnToggle.
func (sd *Side) SetOn(on bool) {
	if on == sd.on {
		return
	}
	sd.show(on)
	settings.Teach.Set(sd.prefs, on)
	if sd.OnToggle != nil {
		sd.OnToggle(on)
	}
}

// Show shows or hides the panel without telling anyone: the window
// keeps the other screens in step with the one switched.
func (sd *Side) Show(on bool) {
	if on != sd.on {
		sd.show(on)
	}
}

func (sd *Side) show(on bool) {
	sd.on = on
	sd.panel.setShown(on)
	if !on {
		sd.pointer.Clear()
	}
	if sd.OnShow != nil {
		sd.OnShow(on)
	}
	if sd.split != nil {
		if on {
			sd.split.Trailing, sd.split.Offset = sd.panel, teachOffset
		} else {
			sd.split.Trailing, sd.split.Offset = sd.side, sd.offset
		}
		sd.split.Refresh()
	}
	sd.look()
}

// look shows on the toggle whether Teach is on.
func (sd *Side) look() {
	imp := widget.MediumImportance
	if sd.on {
		imp = widget.HighImportance
	}
	if sd.Toggle.Importance != imp {
		sd.Toggle.Importance = imp
		sd.Toggle.Refresh()
	}
}

func (sd *Side) words() {
	sd.Toggle.SetText(i18n.T("teach.toggle"))
}
