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
		if len(seen) < 8 {
			t.Errorf("scale %v, code alone %v: the steps highlighted %d lines only", scale, c.alone, len(seen))
		}
	}
}
