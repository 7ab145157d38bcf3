package teach

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine/trace"
)

// scaled is the test theme with every size times scale, as presentation
// mode draws the app.
type scaled struct {
	fyne.Theme
	scale float32
}

func (s scaled) Size(n fyne.ThemeSizeName) float32 { return s.Theme.Size(n) * s.scale }

// codeInSight checks that the code view shows its highlighted line whole,
// in the part of its text the scroll shows, with a line of the code above
// it where the view has room for both (less at the code's top).
func codeInSight(t *testing.T, p *Panel, where string) {
	t.Helper()
	line, _ := p.code.text.Current()
	if line < 0 {
		t.Fatalf("%s: no line highlighted", where)
	}
	y, h := p.code.text.LineTop(line), p.code.text.LineHeight()
	off, view := p.code.scrol.Offset.Y, p.code.scrol.Size().Height
	if view < 2*h {
		t.Errorf("%s: the code view is %v high, less than two lines of %v", where, view, h)
	}
	if y < off || y+h > off+view {
		t.Errorf("%s: line %d spans %v to %v, the view shows %v to %v", where, line+1, y, y+h, off, off+view)
	}
	if above := min(h, y); y-off < above {
		t.Errorf("%s: line %d is %v below the view's top, want %v", where, line+1, y-off, above)
	}
	bar, shown := hBar(t, p)
	if !shown {
		return
	}
	small := bar.Size().Height
	if y+h > off+bar.Position().Y {
		t.Errorf("%s: line %d ends %v below the view's top, under the scroll bar at %v", where, line+1, y+h-off, bar.Position().Y)
	}
	// The bar grows under the mouse.
	c := fyne.CurrentApp().Driver().CanvasForObject(p.code.scrol)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(p.code.scrol).Add(bar.Position()).Add(fyne.NewPos(bar.Size().Width/2, bar.Size().Height/2))
	test.MoveMouse(c, at)
	if big, _ := hBar(t, p); big.Size().Height <= small {
		t.Errorf("%s: the scroll bar is %v high under the mouse, %v without it", where, big.Size().Height, small)
	} else if y+h > off+big.Position().Y {
		t.Errorf("%s: line %d ends %v below the view's top, under the scroll bar at %v under the mouse", where, line+1, y+h-off, big.Position().Y)
	}
	test.MoveMouse(c, fyne.Position{})
	barsSeen++
}

// barsSeen counts the checks of codeInSight that found the horizontal
// scroll bar shown.
var barsSeen int

// hBar is the code's horizontal scroll bar, as the scroll lays it out
// over the code's bottom, and whether it is shown: of the objects the
// scroll draws over its content, the one across it at its bottom.
func hBar(t *testing.T, p *Panel) (fyne.CanvasObject, bool) {
	t.Helper()
	s := p.code.scrol
	for _, o := range test.WidgetRenderer(s).Objects()[1:] {
		if o.Position().Y > 0 && o.Size().Height > 0 && o.Size().Width == s.Size().Width {
			if o.Position().Y+o.Size().Height != s.Size().Height {
				t.Fatalf("the scroll bar spans %v to %v, the scroll is %v high", o.Position().Y, o.Position().Y+o.Size().Height, s.Size().Height)
			}
			return o, o.Visible()
		}
	}
	t.Fatal("the code's scroll has no horizontal bar")
	return nil, false
}

// The highlighted line of the code is whole in sight with some code above
// it at every size of the panel down to the least, at scale 1 and in
// presentation mode's 2, with the four views and with the code alone: as
// the step changes, as the panel is resized with the step left as it
// is, and both at once.
func TestCodeKeepsTheHighlightedLineInSight(t *testing.T) {
	for _, c := range []struct {
		scale float32
		alone bool
	}{{1, false}, {2, false}, {1, true}, {2, true}} {
		scale := c.scale
		rec := queensRecording(5, trace.Options{})
		first, last, _ := rec.Bounds()
		var seeks []uint64
		p, w := panelOn(t, rec, &seeks)
		test.ApplyTheme(t, scaled{Theme: test.Theme(), scale: scale})
		if c.alone {
			for i := viewStack; i < numViews; i++ {
				p.choose(i, false)
			}
		}
		cur := rec.NewCursor(nil)
		w.Resize(fyne.NewSize(900, 700))
		frame := fyne.NewSize(900, 700).Subtract(p.Size()) // the window's padding
		// The sizes to try, past the panel's least, which a window does
		// not go under (it grows as that grows: the stack's lines widen).
		more := []fyne.Size{{}, {Height: 15}, {Width: 40, Height: 60}, {Width: 300, Height: 250}, {Height: 7}}
		resize := func(i int) {
			w.Resize(p.MinSize().Add(more[i%len(more)]).Add(frame))
		}
		seen := map[int]bool{}
		for k := first; k <= last && k < first+400; k++ {
			resize(int(k))
			p.follow(frameAt(rec, cur, k))
			resize(int(k)) // the window grows to the panel's new least size
			line, _ := p.code.text.Current()
			if line < 0 {
				continue
			}
			seen[line] = true
			codeInSight(t, p, "step")
			// The panel resized, the step on show left as it is.
			resize(int(k) + 2)
			codeInSight(t, p, "resized")
			if t.Failed() {
				t.Fatalf("scale %v, code alone %v, step %d, panel %v", scale, c.alone, k, p.Size())
			}
		}
		if barsSeen == 0 {
			t.Errorf("scale %v, code alone %v: the code was never wider than its view", scale, c.alone)
		}
		barsSeen = 0
		if len(seen) < 8 {
			t.Errorf("scale %v, code alone %v: the steps highlighted %d lines only", scale, c.alone, len(seen))
		}
	}
}

// When the code view scrolls to keep its line in sight, it scrolls to a
// line's top: no line shows cut across at the view's top (but at the
// code's end, where the scroll stops).
func TestCodeScrollsToALineTop(t *testing.T) {
	for _, scale := range []float32{1, 2} {
		rec := queensRecording(5, trace.Options{})
		first, last, _ := rec.Bounds()
		var seeks []uint64
		p, w := panelOn(t, rec, &seeks)
		test.ApplyTheme(t, scaled{Theme: test.Theme(), scale: scale})
		for i := viewStack; i < numViews; i++ {
			p.choose(i, false)
		}
		w.Resize(fyne.NewSize(900, 700))
		frame := fyne.NewSize(900, 700).Subtract(p.Size())
		w.Resize(p.MinSize().Add(fyne.NewSize(0, 23)).Add(frame))
		cur := rec.NewCursor(nil)
		scrolled := 0
		for k := first; k <= last && k < first+300; k++ {
			before := p.code.scrol.Offset.Y
			p.follow(frameAt(rec, cur, k))
			off, h := p.code.scrol.Offset.Y, p.code.text.LineHeight()
			end := p.code.scrol.Content.Size().Height - p.code.scrol.Size().Height
			if off == before || off == 0 || off >= end-0.01 {
				continue
			}
			scrolled++
			i := int((off - p.code.text.LineTop(0)) / h)
			if d := off - p.code.text.LineTop(i); d > 0.01 && h-d > 0.01 {
				t.Fatalf("scale %v, step %d: the view scrolled to %v, across line %d (%v to %v)", scale, k, off, i+1, p.code.text.LineTop(i), p.code.text.LineTop(i)+h)
			}
		}
		if scrolled == 0 {
			t.Errorf("scale %v: the view never scrolled to a line in the middle of the code", scale)
		}
	}
}
