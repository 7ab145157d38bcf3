package codeedit

import (
	"image/color"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// fixedTheme is Fyne's theme held to one variant, as the app's View menu
// holds it (palette.Variant reads Variant).
type fixedTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t fixedTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

func (t fixedTheme) Variant() fyne.ThemeVariant { return t.v }

func testTheme(t *testing.T) fyne.Theme {
	t.Helper()
	return fyne.CurrentApp().Settings().Theme()
}

func newTestDriver() fyne.Driver { return fyne.CurrentApp().Driver() }

// newTestEditor shows an editor of text in a window of 480×320, in the
// light theme.
func newTestEditor(t *testing.T, text string) (*Editor, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	test.ApplyTheme(t, fixedTheme{theme.DefaultTheme(), theme.VariantLight})
	e := New()
	e.SetText(text)
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(480, 320))
	return e, w
}

// focus gives e the keyboard, as a click would.
func focus(w fyne.Window, e *Editor) { w.Canvas().Focus(e) }

func press(e *Editor, keys ...fyne.KeyName) {
	for _, k := range keys {
		e.TypedKey(&fyne.KeyEvent{Name: k})
	}
}

// shifted runs f with a Shift key held.
func shifted(e *Editor, f func()) {
	e.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	f()
	e.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
}

func shortcut(e *Editor, key fyne.KeyName, mod fyne.KeyModifier) {
	e.TypedShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: mod})
}

// drawnTexts are the texts the editor draws now.
func drawnTexts(e *Editor) []*canvas.Text {
	var out []*canvas.Text
	for _, o := range test.WidgetRenderer(e.area).Objects() {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t)
		}
	}
	return out
}

// gutterNumbers are the line numbers drawn, top to bottom.
func gutterNumbers(e *Editor) []string {
	m := e.metrics()
	var out []string
	for _, t := range drawnTexts(e) {
		if t.Position().X < e.scroll.Offset.X+m.gutter && t.Alignment == fyne.TextAlignTrailing {
			out = append(out, t.Text)
		}
	}
	return out
}

// rectsAt counts the rectangles of colour c drawn from line row's top.
func rectsAt(e *Editor, row int, c color.Color) int {
	m := e.metrics()
	n := 0
	for _, o := range test.WidgetRenderer(e.area).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.FillColor == c && r.Position().Y >= m.rowTop(row) && r.Position().Y < m.rowTop(row+1) {
			n++
		}
	}
	return n
}

// textsDrawn is the code drawn on line row (not its number), the runs
// joined with "|".
func textsDrawn(e *Editor, row int) string {
	m := e.metrics()
	var parts []string
	for _, t := range drawnTexts(e) {
		if t.Alignment != fyne.TextAlignTrailing && t.Position().Y >= m.rowTop(row) && t.Position().Y < m.rowTop(row+1) {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "|")
}

func TestTypingEditsTheText(t *testing.T) {
	e, w := newTestEditor(t, "")
	var changes []string
	e.OnChanged = func(s string) { changes = append(changes, s) }
	focus(w, e)
	test.Type(e, "n = 8")
	if e.Text() != "n = 8" {
		t.Errorf("Text() = %q after typing \"n = 8\"", e.Text())
	}
	if len(changes) != 5 || changes[4] != "n = 8" || changes[0] != "n" {
		t.Errorf("OnChanged got %q, want each step up to \"n = 8\"", changes)
	}
	if l, c := e.Caret(); l != 1 || c != 6 {
		t.Errorf("caret at %d:%d, want 1:6", l, c)
	}
	if got := textsDrawn(e, 0); got != "n =|8" {
		t.Errorf("line 1 drawn as %q, want the name and = plain, 8 as a number: \"n =|8\"", got)
	}
	press(e, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyBackspace, fyne.KeyDelete)
	if e.Text() != "n 8" {
		t.Errorf("Backspace and Delete around the caret left %q, want \"n 8\"", e.Text())
	}
	e.SetText("other")
	if len(changes) != 7 {
		t.Errorf("SetText called OnChanged: %q", changes[7:])
	}
}

func TestTabIndentsByFour(t *testing.T) {
	e, w := newTestEditor(t, "")
	focus(w, e)
	press(e, fyne.KeyTab)
	if e.Text() != "    " {
		t.Errorf("Tab on an empty line made %q, want four spaces", e.Text())
	}
	test.Type(e, "ab")
	press(e, fyne.KeyTab)
	if e.Text() != "    ab  " {
		t.Errorf("Tab after \"ab\" made %q, want spaces up to the next multiple of four", e.Text())
	}

	e.SetText("a\n    b\nc")
	shifted(e, func() { press(e, fyne.KeyDown, fyne.KeyDown) }) // to line 3's start: lines 1 and 2
	press(e, fyne.KeyTab)
	if e.Text() != "    a\n        b\nc" {
		t.Errorf("Tab on a selection made %q, want every line touched indented", e.Text())
	}
	shifted(e, func() { press(e, fyne.KeyTab) })
	if e.Text() != "a\n    b\nc" {
		t.Errorf("Shift+Tab on the selection made %q, want it unindented", e.Text())
	}
	shifted(e, func() { press(e, fyne.KeyTab) })
	if e.Text() != "a\nb\nc" {
		t.Errorf("Shift+Tab again made %q", e.Text())
	}
}

func TestEnterKeepsIndentation(t *testing.T) {
	e, w := newTestEditor(t, "")
	focus(w, e)
	test.Type(e, "def f():")
	press(e, fyne.KeyReturn)
	if e.Text() != "def f():\n    " {
		t.Fatalf("Enter after \"def f():\" made %q, want the next line indented by four", e.Text())
	}
	test.Type(e, "x = 1")
	press(e, fyne.KeyEnter)
	test.Type(e, "if x:  # a comment: after the colon")
	press(e, fyne.KeyReturn)
	test.Type(e, "s = ':'")
	press(e, fyne.KeyReturn)
	want := "def f():\n    x = 1\n    if x:  # a comment: after the colon\n        s = ':'\n        "
	if e.Text() != want {
		t.Errorf("typed\n%q\nwant\n%q", e.Text(), want)
	}
	press(e, fyne.KeyBackspace)
	if !strings.HasSuffix(e.Text(), "\n    ") {
		t.Errorf("Backspace in the indentation left %q, want it back to four spaces", e.Text())
	}
	press(e, fyne.KeyReturn)
	if !strings.HasSuffix(e.Text(), "\n\n    ") {
		t.Errorf("Enter on a blank indented line left %q, want it emptied and its indent carried on", e.Text())
	}
	// After a return (or break, continue, pass, raise) the next line
	// steps back out of the block.
	test.Type(e, "if x:")
	press(e, fyne.KeyReturn)
	test.Type(e, "return x")
	press(e, fyne.KeyReturn)
	if !strings.HasSuffix(e.Text(), "        return x\n    ") {
		t.Errorf("Enter after a return left %q, want the line back at four spaces", e.Text()[max(0, len(e.Text())-30):])
	}
}

func TestCtrlEnterRuns(t *testing.T) {
	e, w := newTestEditor(t, "print(1)")
	runs := 0
	e.OnRun = func() { runs++ }
	focus(w, e)
	shortcut(e, fyne.KeyReturn, fyne.KeyModifierControl)
	shortcut(e, fyne.KeyEnter, fyne.KeyModifierControl)
	shortcut(e, fyne.KeyReturn, fyne.KeyModifierSuper)
	if runs != 3 {
		t.Errorf("Ctrl+Enter, Ctrl+keypad Enter and Cmd+Enter ran %d times, want 3", runs)
	}
	if e.Text() != "print(1)" {
		t.Errorf("running changed the text to %q", e.Text())
	}
}

func TestUndoAndRedo(t *testing.T) {
	e, w := newTestEditor(t, "")
	var last string
	e.OnChanged = func(s string) { last = s }
	focus(w, e)
	test.Type(e, "abc def")
	e.TypedShortcut(&fyne.ShortcutUndo{})
	if e.Text() != "abc" || last != "abc" {
		t.Errorf("undo after typing \"abc def\" left %q (OnChanged %q), want the last word gone", e.Text(), last)
	}
	e.TypedShortcut(&fyne.ShortcutUndo{})
	e.TypedShortcut(&fyne.ShortcutUndo{}) // nothing left
	if e.Text() != "" {
		t.Errorf("undo twice left %q", e.Text())
	}
	e.TypedShortcut(&fyne.ShortcutRedo{})
	shortcut(e, fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift)
	if e.Text() != "abc def" {
		t.Errorf("redo twice left %q", e.Text())
	}
	press(e, fyne.KeyHome)
	press(e, fyne.KeyReturn)
	e.Undo()
	if e.Text() != "abc def" {
		t.Errorf("undoing Enter left %q", e.Text())
	}
	if l, c := e.Caret(); l != 1 || c != 1 {
		t.Errorf("caret at %d:%d after the undo, want where it was, 1:1", l, c)
	}
}

func TestSelectionAndClipboard(t *testing.T) {
	e, w := newTestEditor(t, "one two\nthree")
	clip := fyne.CurrentApp().Clipboard()
	focus(w, e)
	shifted(e, func() { press(e, fyne.KeyRight, fyne.KeyRight, fyne.KeyRight) })
	if e.SelectedText() != "one" {
		t.Fatalf("Shift+Right ×3 selected %q", e.SelectedText())
	}
	if rectsAt(e, 0, e.colours().selection) != 1 {
		t.Error("the selection is not drawn on line 1")
	}
	e.TypedShortcut(&fyne.ShortcutCopy{Clipboard: clip})
	if clip.Content() != "one" {
		t.Errorf("copy put %q on the clipboard", clip.Content())
	}
	e.TypedShortcut(&fyne.ShortcutCut{Clipboard: clip})
	if e.Text() != " two\nthree" {
		t.Errorf("cut left %q", e.Text())
	}
	press(e, fyne.KeyDown, fyne.KeyEnd)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
	if e.Text() != " two\nthreeone" {
		t.Errorf("paste at the end left %q", e.Text())
	}
	shortcut(e, fyne.KeyLeft, wordModifier()|fyne.KeyModifierShift)
	if e.SelectedText() != "threeone" {
		t.Errorf("Ctrl+Shift+Left selected %q, want the word", e.SelectedText())
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	test.Type(e, "x")
	if e.Text() != "x" {
		t.Errorf("typing over everything selected left %q", e.Text())
	}
}

// pointAt is the middle of the cell of line row, column col, in the area.
func pointAt(e *Editor, row, cell int) fyne.Position {
	m := e.metrics()
	return fyne.NewPos(m.textX+(float32(cell)+0.4)*m.cell, m.rowTop(row)+m.line/2)
}

func TestMousePlacesTheCaretAndSelects(t *testing.T) {
	e, w := newTestEditor(t, "def place(row):\n    # 放置 a queen\n    return")
	test.TapAt(e.area, pointAt(e, 1, 8)) // on the first half of 置: 放 takes cells 6 and 7, 置 8 and 9
	if w.Canvas().Focused() != e {
		t.Error("a click on the text did not give the editor the keyboard")
	}
	if l, c := e.Caret(); l != 2 || c != 8 {
		t.Errorf("a click on 置 put the caret at %d:%d, want before it, 2:8", l, c)
	}
	e.area.DoubleTapped(&fyne.PointEvent{Position: pointAt(e, 0, 6)})
	if e.SelectedText() != "place" {
		t.Errorf("a double click on \"place\" selected %q", e.SelectedText())
	}
	e.area.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: pointAt(e, 2, 4)}})
	if e.SelectedText() != "place(row):\n    # 放置 a queen\n    " {
		t.Errorf("a drag to line 3 selected %q", e.SelectedText())
	}
	test.TapAt(e.area, fyne.NewPos(2, e.metrics().rowTop(1)+2)) // in the gutter
	if e.SelectedText() != "    # 放置 a queen\n" {
		t.Errorf("a click on line 2's number selected %q, want the line", e.SelectedText())
	}
}

func TestGutterNumbersTheLines(t *testing.T) {
	e, w := newTestEditor(t, "")
	if got := gutterNumbers(e); strings.Join(got, ",") != "1" {
		t.Errorf("an empty text's gutter shows %q, want 1", got)
	}
	focus(w, e)
	test.Type(e, "a")
	press(e, fyne.KeyReturn, fyne.KeyReturn)
	if got := gutterNumbers(e); strings.Join(got, ",") != "1,2,3" {
		t.Errorf("after two Enters the gutter shows %q, want 1,2,3", got)
	}
	press(e, fyne.KeyBackspace)
	if got := gutterNumbers(e); strings.Join(got, ",") != "1,2" {
		t.Errorf("after a Backspace the gutter shows %q, want 1,2", got)
	}
}

// numbered is n lines, "line 1" … "line n".
func numbered(n int) string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = "line " + strconv.Itoa(i+1)
	}
	return strings.Join(lines, "\n")
}

func TestCurrentLineIsMarkedAndInSight(t *testing.T) {
	e, _ := newTestEditor(t, numbered(500))
	band := e.colours().band
	e.SetCurrentLine(400)
	if e.CurrentLine() != 400 {
		t.Errorf("CurrentLine() = %d", e.CurrentLine())
	}
	nums := gutterNumbers(e)
	if !contains(nums, "400") {
		t.Fatalf("line 400 is not in sight after SetCurrentLine(400): the gutter shows %v", nums)
	}
	if rectsAt(e, 399, band) != 1 {
		t.Error("line 400 has no band")
	}
	e.SetCurrentLine(401) // in sight already: no scroll
	if !contains(gutterNumbers(e), "400") || rectsAt(e, 400, band) != 1 || rectsAt(e, 399, band) != 0 {
		t.Error("the band did not move to line 401, or the view moved")
	}
	e.SetCurrentLine(0)
	if rectsAt(e, 400, band) != 0 {
		t.Error("SetCurrentLine(0) left a band")
	}
}

func contains(xs []string, x string) bool {
	for _, s := range xs {
		if s == x {
			return true
		}
	}
	return false
}

func TestErrorLineShowsTheMessage(t *testing.T) {
	e, _ := newTestEditor(t, numbered(300))
	c := e.colours()
	e.SetErrorLine(250, "name 'd' is not defined\nsecond line")
	if l, msg := e.ErrorLine(); l != 250 || msg != "name 'd' is not defined" {
		t.Errorf("ErrorLine() = %d, %q", l, msg)
	}
	if !contains(gutterNumbers(e), "250") {
		t.Fatalf("line 250 is not in sight: %v", gutterNumbers(e))
	}
	if rectsAt(e, 249, c.errBand) != 1 || rectsAt(e, 249, c.err) != 2 { // the gutter's chip and the message's
		t.Error("line 250 is not marked in red")
	}
	if got := textsDrawn(e, 249); got != "line|250|name 'd' is not defined" {
		t.Errorf("line 250 drawn as %q, want its code and the message", got)
	}
	e.SetErrorLine(0, "")
	if rectsAt(e, 249, c.err) != 0 || textsDrawn(e, 249) != "line|250" {
		t.Error("SetErrorLine(0) left the mark")
	}
	e.SetErrorLine(9999, "at the end")
	if l, _ := e.ErrorLine(); l != 300 {
		t.Errorf("an error past the end marks line %d, want the last, 300", l)
	}
	// The lines marked are deleted: nothing is drawn for them.
	e.SetCurrentLine(299)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	press(e, fyne.KeyDelete)
	if e.LineCount() != 1 || rectsAt(e, 0, c.err) != 0 || rectsAt(e, 0, c.band) != 0 {
		t.Error("marks of deleted lines are drawn")
	}
}

func TestColoursFollowTheCode(t *testing.T) {
	e, _ := newTestEditor(t, "def f():\n    \"\"\"Doc\n    more\"\"\"\n    return len(x)  # 注释")
	c := e.colours()
	colourOf := func(s string) color.Color {
		for _, t := range drawnTexts(e) {
			if t.Text == s {
				return t.Color
			}
		}
		return nil
	}
	for text, kind := range map[string]Kind{
		"def": Keyword, "f": Function, `"""Doc`: String, `more"""`: String,
		"return": Keyword, "len": Builtin, "#": Comment, " 注": Comment, // a wide character is drawn after a space
	} {
		if got := colourOf(text); got != c.kinds[kind] {
			t.Errorf("%q drawn in %v, want %v (%s)", text, got, c.kinds[kind], kindNames[kind])
		}
	}
}

func TestEscapeLeavesTheEditor(t *testing.T) {
	e, w := newTestEditor(t, "x")
	focus(w, e)
	press(e, fyne.KeyEscape)
	if w.Canvas().Focused() != nil {
		t.Error("Esc kept the keyboard in the editor")
	}
}

func TestReadOnlyStopsEdits(t *testing.T) {
	e, w := newTestEditor(t, "keep")
	e.SetReadOnly(true)
	focus(w, e)
	test.Type(e, "x")
	press(e, fyne.KeyReturn, fyne.KeyTab, fyne.KeyBackspace)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	e.TypedShortcut(&fyne.ShortcutCut{Clipboard: fyne.CurrentApp().Clipboard()})
	if e.Text() != "keep" {
		t.Errorf("a read-only editor was edited to %q", e.Text())
	}
	if fyne.CurrentApp().Clipboard().Content() != "" || e.SelectedText() != "keep" {
		t.Error("cut in a read-only editor took the text or lost the selection")
	}
}

func TestToggleComment(t *testing.T) {
	e, w := newTestEditor(t, "def f():\n    x = 1\n\n    return x")
	focus(w, e)
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	shortcut(e, fyne.KeySlash, fyne.KeyModifierShortcutDefault)
	if e.Text() != "# def f():\n#     x = 1\n\n#     return x" {
		t.Errorf("commenting out made %q", e.Text())
	}
	shortcut(e, fyne.KeySlash, fyne.KeyModifierShortcutDefault)
	if e.Text() != "def f():\n    x = 1\n\n    return x" {
		t.Errorf("uncommenting made %q", e.Text())
	}
}

func TestSetTextResets(t *testing.T) {
	e, w := newTestEditor(t, "a")
	focus(w, e)
	test.Type(e, "b")
	e.SetCurrentLine(1)
	e.SetErrorLine(1, "x")
	e.SetText("one\r\ntwo")
	if e.Text() != "one\ntwo" || e.LineCount() != 2 {
		t.Errorf("SetText with CRLF gives %q, %d lines", e.Text(), e.LineCount())
	}
	if l, _ := e.ErrorLine(); l != 0 || e.CurrentLine() != 0 {
		t.Error("SetText kept the marks of the old text")
	}
	e.Undo()
	if e.Text() != "one\ntwo" {
		t.Errorf("undo after SetText went back to %q", e.Text())
	}
}

func TestHugeTextDrawsOnlyWhatIsInSight(t *testing.T) {
	const n = 200_000
	var b strings.Builder
	for i := range n {
		b.WriteString("    x = board[")
		b.WriteString(strconv.Itoa(i))
		b.WriteString("]  # a line\n")
	}
	e, w := newTestEditor(t, "")
	e.SetText(b.String())
	if e.LineCount() != n+1 {
		t.Fatalf("%d lines, want %d", e.LineCount(), n+1)
	}
	w.Canvas().Capture()
	if k := len(test.WidgetRenderer(e.area).Objects()); k > 400 {
		t.Errorf("%d objects drawn for a window of 320 pixels", k)
	}
	e.SetCurrentLine(n)
	if !contains(gutterNumbers(e), strconv.Itoa(n)) {
		t.Errorf("line %d is not in sight after SetCurrentLine", n)
	}
	focus(w, e)
	e.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyEnd, Modifier: fyne.KeyModifierShortcutDefault})
	test.Type(e, "end")
	if !strings.HasSuffix(e.Text(), "# a line\nend") {
		t.Errorf("typing at the end of 200,000 lines left %q", e.Text()[len(e.Text())-20:])
	}
	w.Canvas().Capture()
}

func TestLongLineDoesNotBreak(t *testing.T) {
	e, w := newTestEditor(t, "")
	long := strings.Repeat("0123456789", 1<<20) // 10 MiB in one line
	e.SetText("# data\nx = " + long)
	w.Canvas().Capture()
	focus(w, e)
	press(e, fyne.KeyDown, fyne.KeyEnd) // scrolls to the line's end
	test.Type(e, "!")
	if got := e.Text(); len(got) != len("# data\nx = ")+len(long)+1 || !strings.HasSuffix(got, "9!") {
		t.Errorf("typing at the end of the long line: %d bytes, ending %q", len(got), got[len(got)-3:])
	}
	if e.scroll.Offset.X <= 0 {
		t.Error("the view did not follow the caret to the line's end")
	}
	for _, txt := range drawnTexts(e) {
		if n := len([]rune(txt.Text)); n > maxRun {
			t.Errorf("a text of %d characters drawn, more than %d", n, maxRun)
		}
	}
	w.Canvas().Capture()
}

func TestGoldens(t *testing.T) {
	const src = `# Place n queens, a row at a time
n = 4
board = [["."] * n for _ in range(n)]

def place(row):
    """Try each column of row."""
    if row == n:
        solution(board)  # found one
        return
    for col in range(n):
        board[row][col] = "Q"
        place(row + 1)
        board[row][col] = '.'

place(0)
print(len(board), 0x1F, 3.5e-2)`
	for _, v := range []struct {
		name    string
		variant fyne.ThemeVariant
	}{{"light", theme.VariantLight}, {"dark", theme.VariantDark}} {
		t.Run(v.name, func(t *testing.T) {
			e, w := newTestEditor(t, src)
			test.ApplyTheme(t, fixedTheme{theme.DefaultTheme(), v.variant})
			w.Resize(fyne.NewSize(520, 340))
			e.SetCurrentLine(11)
			e.SetErrorLine(8, "name 'solution' is not defined")
			focus(w, e)
			press(e, fyne.KeyDown, fyne.KeyDown, fyne.KeyEnd)
			shifted(e, func() { press(e, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyLeft) })
			test.AssertRendersToImage(t, "editor_"+v.name+".png", w.Canvas())
		})
	}
}

func TestLineMarkedBeforeLayoutIsInSightOnceShown(t *testing.T) {
	test.NewTempApp(t)
	e := New()
	e.SetText(numbered(500))
	e.SetCurrentLine(300)
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(480, 320))
	if !contains(gutterNumbers(e), "300") {
		t.Errorf("line 300, marked before the editor was shown, is not in sight: %v", gutterNumbers(e))
	}
}

func TestRightClickOffersTheClipboard(t *testing.T) {
	e, w := newTestEditor(t, "x = 1")
	test.TapSecondaryAt(e.area, pointAt(e, 0, 2))
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("a right click opened no menu")
	}
	var items []string
	for _, o := range test.LaidOutObjects(top) {
		if t, ok := o.(*canvas.Text); ok && t.Text != "" {
			items = append(items, t.Text)
		}
	}
	if got := strings.Join(items, ","); got != "Cut,Copy,Paste,Select all" {
		t.Errorf("the menu offers %q", got)
	}
}
