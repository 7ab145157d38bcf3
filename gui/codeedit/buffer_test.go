package codeedit

import (
	"strings"
	"testing"
)

func TestBufferReplace(t *testing.T) {
	for _, c := range []struct {
		text     string
		p, q     pos
		s        string
		want     string
		end      pos
		widest   int
		numLines int
	}{
		{"abc", pos{0, 1}, pos{0, 2}, "XY", "aXYc", pos{0, 3}, 4, 1},
		{"abc\ndef", pos{0, 3}, pos{1, 0}, "", "abcdef", pos{0, 3}, 6, 1},
		{"abc", pos{0, 1}, pos{0, 1}, "1\n22\n333", "a1\n22\n333bc", pos{2, 3}, 5, 3},
		{"one\ntwo\nthree\nfour", pos{1, 1}, pos{2, 2}, "", "one\ntree\nfour", pos{1, 1}, 4, 3},
		{"皇后\nx", pos{0, 1}, pos{1, 0}, "", "皇x", pos{0, 1}, 3, 1},
		{"a\r\nb", pos{1, 1}, pos{1, 1}, "c\r\nd", "a\nbc\nd", pos{2, 1}, 2, 3},
		// The widest line shrinks: the width is counted again.
		{"short\nthe widest line\nmid", pos{1, 3}, pos{1, 15}, "", "short\nthe\nmid", pos{1, 3}, 5, 3},
	} {
		b := newBuffer()
		b.set(c.text)
		end := b.replace(c.p, c.q, c.s)
		if got := b.text(); got != c.want || end != c.end || b.widest != c.widest || len(b.lines) != c.numLines {
			t.Errorf("replace %q [%v,%v) with %q: %q end %v widest %d lines %d; want %q end %v widest %d lines %d",
				c.text, c.p, c.q, c.s, got, end, b.widest, len(b.lines), c.want, c.end, c.widest, c.numLines)
		}
		if want := after(c.p, strings.ReplaceAll(c.s, "\r\n", "\n")); want != end {
			t.Errorf("after(%v, %q) = %v, replace ended at %v", c.p, c.s, want, end)
		}
	}
}

func TestBufferSlice(t *testing.T) {
	b := newBuffer()
	b.set("def 皇后():\n    pass\nx")
	for _, c := range []struct {
		p, q pos
		want string
	}{
		{pos{0, 4}, pos{0, 6}, "皇后"},
		{pos{0, 6}, pos{1, 4}, "():\n    "},
		{pos{0, 0}, b.end(), b.text()},
		{pos{1, 2}, pos{1, 2}, ""},
	} {
		if got := b.slice(c.p, c.q); got != c.want {
			t.Errorf("slice(%v, %v) = %q, want %q", c.p, c.q, got, c.want)
		}
	}
}

func TestCells(t *testing.T) {
	for _, c := range []struct {
		line  string
		cells int
		at    []int // the cell each rune starts at, and the end
	}{
		{"abc", 3, []int{0, 1, 2, 3}},
		{"a皇b", 4, []int{0, 1, 3, 4}},
		{"# 注释", 6, []int{0, 1, 2, 4, 6}},
		{"\tx", 5, []int{0, 4, 5}},
		{"ab\tx", 5, []int{0, 1, 2, 4, 5}},
		{"，：", 4, []int{0, 2, 4}}, // fullwidth punctuation
	} {
		if got := cells(c.line); got != c.cells {
			t.Errorf("cells(%q) = %d, want %d", c.line, got, c.cells)
		}
		for col, want := range c.at {
			if got := cellOf(c.line, col); got != want {
				t.Errorf("cellOf(%q, %d) = %d, want %d", c.line, col, got, want)
			}
			// A click on a rune's first half puts the caret before it.
			if got := colAt(c.line, float32(want)+0.25); got != col {
				t.Errorf("colAt(%q, %v) = %d, want %d", c.line, float32(want)+0.25, got, col)
			}
		}
	}
}

func TestHistoryMergesRunsOfTyping(t *testing.T) {
	var h history
	typed := func(at pos, s string) { h.add(edit{at: at, inserted: s, kind: editTyping}) }
	for i, r := range "abc def" {
		typed(pos{0, i}, string(r))
	}
	if len(h.done) != 2 || h.done[0].inserted != "abc" || h.done[1].inserted != " def" {
		t.Fatalf("typing \"abc def\" kept %+v, want the runs \"abc\" and \" def\"", h.done)
	}
	h.seal = true // the caret moved
	typed(pos{0, 7}, "!")
	if len(h.done) != 3 {
		t.Errorf("an edit after the caret moved joined the run before: %+v", h.done)
	}
	h.add(edit{at: pos{0, 7}, removed: "!", kind: editBackspace})
	h.add(edit{at: pos{0, 6}, removed: "f", kind: editBackspace})
	if last := h.done[len(h.done)-1]; len(h.done) != 4 || last.removed != "f!" || last.at != (pos{0, 6}) {
		t.Errorf("two backspaces kept %+v, want one edit removing \"f!\" at 0:6", h.done)
	}
}

func TestDeepenedFontHasRoomBelow(t *testing.T) {
	newTestEditor(t, "")
	th := testTheme(t)
	font := codeFont(th)
	if font == nil {
		t.Fatal("the theme's monospace font could not be deepened")
	}
	d := newTestDriver()
	plain, base := d.RenderedTextSize("is_valid", 12.6, mono, nil)
	deep, deepBase := d.RenderedTextSize("is_valid", 12.6, mono, font)
	if deep.Width != plain.Width || deepBase != base {
		t.Errorf("deepened font: width %v, baseline %v; want the font's own %v, %v", deep.Width, deepBase, plain.Width, base)
	}
	if deep.Height < plain.Height+2 {
		t.Errorf("deepened font's height %v, want at least 2 more than %v", deep.Height, plain.Height)
	}
	if _, ok := deepen([]byte("not a font")); ok {
		t.Error("deepen took a file that is not a font")
	}
}
