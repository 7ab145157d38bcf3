package teach

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine/trace"
	"backtracklab/gui/run"
)

// drawnRow is a row a list draws: where it stands in the list's view and
// what it shows.
type drawnRow struct {
	y, h float32
	obj  fyne.CanvasObject // the row as the list's CreateItem made it
}

// drawnRows are the rows list draws, read from its renderer: its scroll,
// the scroll's content, the content's rows (the separators left out),
// each a list item holding its background and the row made by
// CreateItem.
func drawnRows(t *testing.T, list *widget.List) []drawnRow {
	t.Helper()
	scroll, ok := test.WidgetRenderer(list).Objects()[0].(fyne.Widget)
	if !ok {
		t.Fatal("the list holds no scroll")
	}
	content := test.WidgetRenderer(scroll).Objects()[0].(*fyne.Container)
	var rows []drawnRow
	for _, o := range content.Objects {
		item, ok := o.(fyne.Widget)
		if _, sep := o.(*widget.Separator); !ok || sep || !o.Visible() {
			continue
		}
		objs := test.WidgetRenderer(item).Objects()
		rows = append(rows, drawnRow{y: content.Position().Y + o.Position().Y, h: o.Size().Height, obj: objs[len(objs)-1]})
	}
	return rows
}

// rowsInSight checks that list shows the row for which current is true
// whole, with the row before it whole above it where the list is high
// enough for both (first tells whether the current row is the list's
// first), and no row cut across by the list's top.
func rowsInSight(t *testing.T, list *widget.List, first bool, current func(fyne.CanvasObject) bool, where string) {
	t.Helper()
	const eps = 0.01
	view := list.Size().Height
	sep := theme.Padding() // the list's rows are a padding apart
	found := false
	for _, r := range drawnRows(t, list) {
		if r.y+r.h <= eps || r.y >= view-eps {
			continue // out of sight
		}
		if r.y < -eps {
			t.Errorf("%s: a row is cut by the list's top: it spans %v to %v", where, r.y, r.y+r.h)
		}
		if !current(r.obj) {
			continue
		}
		found = true
		if r.y < -eps || r.y+r.h > view+eps {
			t.Errorf("%s: the current row spans %v to %v, the list %v high", where, r.y, r.y+r.h, view)
		}
		if want := r.h + sep; !first && view >= 2*r.h+sep-eps && r.y < want-eps {
			t.Errorf("%s: the current row is %v below the list's top, want %v for the row before it", where, r.y, want)
		}
	}
	if !found {
		t.Errorf("%s: the current row is not in sight (list %v high)", where, view)
	}
}

// stackInSight checks the call stack's list: the current frame is its
// top line.
func stackInSight(t *testing.T, p *Panel, where string) {
	t.Helper()
	st := p.stack.st
	if st.Top < 0 || st.Top >= st.Len {
		return
	}
	want := st.Line(st.Top).Text
	rowsInSight(t, p.stack.list, st.Top == 0, func(o fyne.CanvasObject) bool {
		return o.(*widget.Label).Text == want
	}, where+": stack")
}

// logInSight checks the step log's list: the current row numbers the
// step on show.
func logInSight(t *testing.T, p *Panel, where string) {
	t.Helper()
	want := run.Thousands(p.log.step)
	rowsInSight(t, p.log.list, p.log.step == p.log.first, func(o fyne.CanvasObject) bool {
		return o.(*fyne.Container).Objects[0].(*widget.Label).Text == want
	}, where+": log")
}

// The call stack and the step log show their current row whole, with
// the row before it where there is room, and no row cut across by their
// top, at every size of the panel down to the least, at scale 1 and in
// presentation mode's 2, with the four views and with the two lists
// alone: as the step changes, as the panel is resized with the step
// left as it is, and both at once.
func TestListsKeepTheCurrentRowWholeInSight(t *testing.T) {
	for _, c := range []struct {
		scale float32
		alone bool
	}{{1, false}, {2, false}, {1, true}, {2, true}} {
		scale := c.scale
		rec := queensRecording(6, trace.Options{})
		first, last, _ := rec.Bounds()
		var seeks []uint64
		p, w := panelOn(t, rec, &seeks)
		test.ApplyTheme(t, scaled{Theme: test.Theme(), scale: scale})
		if c.alone {
			p.choose(viewCode, false)
			p.choose(viewTree, false)
		}
		cur := rec.NewCursor(nil)
		w.Resize(fyne.NewSize(900, 700))
		frame := fyne.NewSize(900, 700).Subtract(p.Size()) // the window's padding
		more := []fyne.Size{{}, {Height: 15}, {Width: 40, Height: 60}, {Width: 300, Height: 250}, {Height: 7}, {Height: 33}, {Width: 10, Height: 120}}
		resize := func(i int) {
			w.Resize(p.MinSize().Add(more[i%len(more)]).Add(frame))
		}
		deep := 0
		for k := first; k <= last && k < first+400; k++ {
			resize(int(k))
			p.follow(frameAt(rec, cur, k))
			resize(int(k))
			deep = max(deep, p.stack.st.Len)
			stackInSight(t, p, "step")
			logInSight(t, p, "step")
			resize(int(k) + 3)
			stackInSight(t, p, "resized")
			logInSight(t, p, "resized")
			if t.Failed() {
				t.Fatalf("scale %v, lists alone %v, step %d, panel %v, stack list %v, log list %v",
					scale, c.alone, k, p.Size(), p.stack.list.Size(), p.log.list.Size())
			}
		}
		// The stack grew past what its list shows at once.
		if rows := p.stack.list.Size().Height / (p.stack.create().MinSize().Height + theme.Padding()); float32(deep) <= rows+1 {
			t.Errorf("scale %v, lists alone %v: the stack was %d frames deep at most, its list shows %v", scale, c.alone, deep, rows)
		}
	}
}
