// Package i18ntest is what the screens' tests of the translations share:
// a walk over a widget tree that collects every text it shows or may
// show, and the check that a text has no English left but names.
package i18ntest

import (
	"regexp"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
)

// names stay as they are in Chinese: the algorithms, the keys the hints
// name, units, the samples' sources, the board size n and the letters of
// cells and the maze's marks.
var names = regexp.MustCompile(`\b(DFS|BFS|MRV|LeetCode|Backtrack Lab|Ctrl|Cmd|Shift|Esc|Space|Tab|Backspace|Delete|Enter|Home|End|PageUp|PageDown|JSON|PNG|GIF|CSV|UTF-8|MB|Project Euler|Norvig|top95|x|n|r|c|S|E|A|G|Q|N)\b`)

var latin = regexp.MustCompile(`[A-Za-z]{2,}`)

// English returns the first English word of text once the names are taken
// out, or "".
func English(text string) string { return latin.FindString(names.ReplaceAllString(text, "")) }

// HasHan reports whether text holds a Chinese character.
func HasHan(text string) bool {
	return strings.IndexFunc(text, func(r rune) bool { return unicode.Is(unicode.Han, r) }) >= 0
}

// UseChinese switches the app to Chinese for the rest of the test.
func UseChinese(t testing.TB) {
	t.Helper()
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.Chinese)
}

// Texts lists every text a person can see in o and below it, hidden ones
// included: labels, buttons, checks, selects and radio groups with all
// their options and placeholders, entries with their placeholders, canvas
// texts, the children of containers and the objects of every widget's
// renderer.
func Texts(o fyne.CanvasObject) []string {
	var out []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case nil:
			return
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
			return
		case *canvas.Text:
			out = append(out, w.Text)
			return
		case *widget.Label:
			out = append(out, w.Text)
		case *widget.Button:
			out = append(out, w.Text)
		case *widget.Check:
			out = append(out, w.Text)
		case *widget.Select:
			out = append(out, w.Selected, w.PlaceHolder)
			out = append(out, w.Options...)
		case *widget.RadioGroup:
			out = append(out, w.Selected)
			out = append(out, w.Options...)
		case *widget.Entry:
			out = append(out, w.Text, w.PlaceHolder)
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// NoEnglish checks the texts of o, as Texts lists them, under Chinese:
// the walk finds at least minTexts of them, none is left in English but
// names, and at least minHan hold a Chinese character.
func NoEnglish(t testing.TB, o fyne.CanvasObject, minTexts, minHan int) {
	t.Helper()
	all := Texts(o)
	if len(all) < minTexts {
		t.Fatalf("the walk found %d texts: %q", len(all), all)
	}
	han := 0
	for _, x := range all {
		if w := English(x); w != "" {
			t.Errorf("%q is left in English (%q)", x, w)
		}
		if HasHan(x) {
			han++
		}
	}
	if han < minHan {
		t.Errorf("only %d texts in Chinese", han)
	}
}
