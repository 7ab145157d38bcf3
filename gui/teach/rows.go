package teach

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// rowRoom lays a list whose rows are all alike (the call stack's, the
// step log's) out in the room its view gives it, a whole number of rows
// high, the rest left empty below, and keeps its current row in sight
// the way the code view keeps its line (keepInSight): whole, with the
// row before it where there is room, a third of the way down when it has
// to move, and as the room changes. The list itself scrolls a row below
// its view to the view's bottom, the top row cut across; scrolled to the
// top of a row, a list a whole number of rows high cuts none, at its end
// too. Where the user scrolled to is left as it is while the current row
// is in sight there.
type rowRoom struct {
	list *widget.List
	cur  int       // the row kept in sight, -1 for none
	size fyne.Size // laid out at

	rowHigh    float32    // a row's height (row), measured at
	measuredAt [2]float32 // this text size and padding
}

// newRowRoom returns the room for list and the object that lays it out.
func newRowRoom(list *widget.List) (*rowRoom, fyne.CanvasObject) {
	r := &rowRoom{list: list, cur: -1}
	return r, container.New(r, list)
}

// row is the height of a row and the gap between two, as the list lays
// its rows out: each as high as a row fresh from CreateItem, a padding
// apart. The row is measured once for each text size and padding (a
// theme, presentation mode's scale): a fresh row is some forty
// allocations, and the views keep their row at every step.
func (r *rowRoom) row() (h, gap float32) {
	th := r.list.Theme()
	gap = th.Size(theme.SizeNamePadding)
	if key := [2]float32{th.Size(theme.SizeNameText), gap}; key != r.measuredAt || r.rowHigh == 0 {
		r.measuredAt, r.rowHigh = key, r.list.CreateItem().MinSize().Height
	}
	return r.rowHigh, gap
}

// Layout is part of fyne.Layout.
func (r *rowRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h, gap := r.row()
	high := size.Height
	if rows := math.Floor(float64((size.Height+gap)/(h+gap)) + 1e-4); rows >= 1 {
		high = float32(rows)*(h+gap) - gap
	}
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(fyne.NewSize(size.Width, high))
	}
	if size != r.size {
		r.size = size
		r.keep(r.cur, r.list.GetScrollOffset())
	}
}

// MinSize is part of fyne.Layout.
func (r *rowRoom) MinSize(objs []fyne.CanvasObject) fyne.Size { return stack.MinSize(objs) }

// stack is Fyne's stack layout, whose least size the rooms of the views
// start from.
var stack = layout.NewStackLayout()

// show selects row id (none for -1) and keeps it in sight.
func (r *rowRoom) show(id int) {
	r.cur = id
	from := r.list.GetScrollOffset()
	r.list.UnselectAll()
	if id >= 0 && id < r.list.Length() {
		r.list.Select(id)
		r.keep(id, from)
	}
}

// keep scrolls the list so that row id is whole in sight with the row
// before it, where the list has room for both, unless it is so at offset
// from: where the list was before it scrolled itself to a row it
// selected. A list less than a row high shows the row's top.
func (r *rowRoom) keep(id int, from float32) {
	n := r.list.Length()
	if id < 0 || id >= n {
		return
	}
	h, gap := r.row()
	step := h + gap
	view := r.list.Size().Height
	from = max(0, min(from, float32(n)*step-gap-view))
	first := inSight(id, h, step, view, from)
	if first < 0 {
		if from != r.list.GetScrollOffset() {
			r.list.ScrollToOffset(from)
		}
		return
	}
	r.list.ScrollToOffset(float32(first) * step)
}

// inSight is the rule the code view and the lists keep their current
// row by: it returns the row to scroll to the top of a view view high so
// that row i (of rows h high, step apart) shows whole, with the row
// before it where the view has room for both; -1 when the view, its top
// off below the first row's top, shows them so already. Made to move, it
// puts row i a third of the way down, a row's top at the view's top.
func inSight(i int, h, step, view, off float32) int {
	y := float32(i) * step
	fit := int(math.Floor(float64((view-h)/step) + 1e-4)) // the whole rows above row i in a view
	above := max(0, min(1, i, fit))                       // the rows wanted above it
	const slack = 0.01
	if y-off >= float32(above)*step-slack && y+h <= off+view+slack {
		return -1
	}
	return i - max(above, min(i, fit, int(view/3/step)))
}
