package run

import (
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NewRow is a row of controls, as container.NewHBox, that in presentation
// mode wraps onto more lines when the window is too narrow for it: there
// (everything 1.5× or more) a screen's bar of controls is wider than a
// laptop's window, and a window that cannot be made narrower than its
// widest bar does not fit the screen.
func NewRow(objects ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: &rowLayout{}, Objects: objects}
}

// NewFilledRow is NewRow with its last object widened to the end of its
// line, as the centre of a border: a run's controls, whose speed slider
// takes the room left.
func NewFilledRow(objects ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: &rowLayout{fill: true}, Objects: objects}
}

// rowLayout lays objects out left to right at their least widths, each
// line as high as its highest, wrapping where the next would pass the
// width (in presentation mode). Its least width is then its widest
// object's, its least height that of the lines at the width it was last
// laid out at (one line before it has been: a tab not yet shown): the
// canvas asks again after a layout, and the bar above the board grows a
// line when the window narrows.
type rowLayout struct {
	width float32 // the width it was last laid out at, 0 before
	fill  bool    // the last object takes the rest of its line
}

// lines breaks the visible objects into lines at width (all on one line
// at width 0) and returns each line's first object's index, and the
// lines' heights.
func lines(objects []fyne.CanvasObject, width float32) (starts []int, heights []float32) {
	pad := theme.Padding()
	x := float32(0)
	for i, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		if len(starts) == 0 || (width > 0 && x > 0 && x+m.Width > width) {
			starts, heights, x = append(starts, i), append(heights, 0), 0
		}
		heights[len(heights)-1] = max(heights[len(heights)-1], m.Height)
		x += m.Width + pad
	}
	return starts, heights
}

func (l *rowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	l.width = size.Width
	width := size.Width
	if !Presenting() {
		width = 0
	}
	starts, heights := lines(objects, width)
	pad := theme.Padding()
	y := float32(0)
	for n, start := range starts {
		end := len(objects)
		if n+1 < len(starts) {
			end = starts[n+1]
		}
		x := float32(0)
		for i, o := range objects[start:end] {
			if !o.Visible() {
				continue
			}
			w := o.MinSize().Width
			if l.fill && start+i == len(objects)-1 {
				w = max(w, size.Width-x)
			}
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w, heights[n]))
			x += w + pad
		}
		y += heights[n] + pad
	}
}

func (l *rowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var least fyne.Size
	width := l.width
	if !Presenting() {
		width = 0 // one line, as an HBox
	}
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		if !Presenting() {
			least.Width += o.MinSize().Width + theme.Padding()
		} else {
			least.Width = max(least.Width, o.MinSize().Width)
		}
	}
	if !Presenting() {
		least.Width = max(0, least.Width-theme.Padding())
	}
	_, heights := lines(objects, width)
	for _, h := range heights {
		least.Height += h + theme.Padding()
	}
	least.Height = max(0, least.Height-theme.Padding())
	return least
}

// presenting is whether the window is in presentation mode (View >
// Presentation), set before the theme that draws it larger is applied.
var presenting atomic.Bool

// SetPresenting says whether the window is in presentation mode; the
// window sets it before applying the theme, whose change lays every
// container out again.
func SetPresenting(on bool) { presenting.Store(on) }

// Presenting reports whether the window is in presentation mode.
func Presenting() bool { return presenting.Load() }

// Aside holds what steps aside in presentation mode: a screen's editing
// tools (open, save, paste, a new puzzle), a hint for a first look. The
// room sees the puzzle, the run's controls and the views, at a size read
// from the back, which these would push off a laptop's screen; File's
// menu and F5 bring them back.
func Aside(row fyne.CanvasObject) fyne.CanvasObject {
	t := &aside{row: row}
	t.ExtendBaseWidget(t)
	t.follow()
	return t
}

// aside shows its row, or hides itself in presentation mode, as the
// window applies the theme that draws it (which refreshes every object):
// hidden, a box takes neither its room nor the padding around it.
type aside struct {
	widget.BaseWidget
	row fyne.CanvasObject
}

// follow shows or hides t as the window is presenting or not.
func (t *aside) follow() {
	if Presenting() == t.Visible() {
		if Presenting() {
			t.giveBack()
			t.Hide()
		} else {
			t.Show()
		}
	}
}

// giveBack takes the focus from a control of the row as it steps aside
// (F5 typed in a maze's size entry): hidden, the entry would go on
// taking the keys that drive the search, unseen.
func (t *aside) giveBack() {
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	c := app.Driver().CanvasForObject(t)
	if c == nil || c.Focused() == nil {
		return
	}
	if f, ok := c.Focused().(fyne.CanvasObject); ok && holds(t.row, f) {
		c.Unfocus()
	}
}

// holds reports whether f is o or lies in it, through containers; a
// radio group's button, which the group keeps to itself, lies in the
// group's box.
func holds(o, f fyne.CanvasObject) bool {
	switch w := o.(type) {
	case *fyne.Container:
		for _, c := range w.Objects {
			if holds(c, f) {
				return true
			}
		}
		return false
	case *widget.RadioGroup:
		return o == f || within(fyne.CurrentApp().Driver(), f, o)
	}
	return o == f
}

// Refresh is part of fyne.Widget: a change of theme refreshes every
// object, presentation mode's included.
func (t *aside) Refresh() {
	t.follow()
	t.BaseWidget.Refresh()
}

// MinSize is part of fyne.Widget: a row its screen hides takes no room
// (the Teach panel's hint once a run is on show, a wrapped label whose
// height left the views a strip less).
func (t *aside) MinSize() fyne.Size {
	if !t.row.Visible() {
		return fyne.Size{}
	}
	return t.BaseWidget.MinSize()
}

// CreateRenderer is part of fyne.Widget.
func (t *aside) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.row) }
