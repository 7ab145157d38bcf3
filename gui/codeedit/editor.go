// Package codeedit is the Code screen's editor: Python-style code with
// line numbers, coloured as it is typed, the line a run is at and the
// line of an error marked, indentation kept as in a Python editor.
//
// Why not a widget.Entry: Fyne's Entry draws its text in one colour, and
// draws every line of it (a canvas.Text each, all rebuilt on each key),
// so a long program is slow to type in and a line of megabytes is drawn
// as one texture that no graphics card holds. The Editor keeps its text
// as lines and draws only the lines in sight, and of a long line only the
// part in sight, each run of one colour a canvas.Text; the gutter of line
// numbers, the caret, the selection and the marks are drawn with them, in
// the one scroll, so they can never fall out of step. Typing, selecting,
// the clipboard and undo are its own, with the keys an Entry answers.
package codeedit

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

var (
	_ fyne.Focusable    = (*Editor)(nil)
	_ fyne.Shortcutable = (*Editor)(nil)
	_ fyne.Tabbable     = (*Editor)(nil)
	_ desktop.Keyable   = (*Editor)(nil)
)

// Editor edits a program: Python-style code, with line numbers, colours,
// Python's indentation habits, and the marks of a run (the line it is at,
// the line of an error).
//
// Keys, besides typing, the arrows, Home, End, Page Up and Down (with
// Shift to select): Enter keeps the line's indentation, and indents
// after a line ending in ':'; Tab indents (the selected lines, or at the
// caret to the next multiple of four), Shift+Tab unindents; Backspace in
// an indentation goes back to the previous multiple of four; Ctrl+Z,
// Ctrl+Y (or Ctrl+Shift+Z), Ctrl+X, C, V and A; Ctrl+/ comments or
// uncomments the lines; Ctrl+Enter runs; Esc leaves the editor, so that
// the keys that drive a run reach the screen again. On macOS Cmd takes
// the place of Ctrl.
type Editor struct {
	widget.BaseWidget

	// OnChanged is called with the text after each edit the user makes:
	// typing, a cut or paste, undo, redo. Not after SetText.
	OnChanged func(text string) `json:"-"`
	// OnRun is called when the user presses Ctrl+Enter (Cmd+Enter on
	// macOS).
	OnRun func() `json:"-"`
	// OnFunctionKey, if set, is given the function keys (F1 to F12),
	// which the editor has no use for: the window's F5 (presentation),
	// F6 (the quiz) and F11 (full screen) work while it has the focus.
	OnFunctionKey func(k *fyne.KeyEvent) `json:"-"`
	// OnLineTapped, if set, is offered each tap or click of the primary
	// button with its line (from 1) before the caret moves; when it
	// returns true the tap was its (an answer to a question about the
	// program's run), and nothing else happens.
	OnLineTapped func(line int) bool `json:"-"`

	buf    buffer
	caret  pos // the selection runs from anchor to caret; none when they meet
	anchor pos
	goal   int // the cell Up and Down keep to; -1 for the caret's own
	hist   history
	states []open // the state lines 0 … len-1 start in (see stateAt)
	text   string // the text, joined, while textOK
	textOK bool

	current  int // the line a run is at, from 1; 0 for none
	errLine  int // the line of the error, from 1; 0 for none
	errMsg   string
	readOnly bool

	focused  bool
	shift    bool      // a Shift key is held: arrows and clicks select
	pressed  bool      // a mouse button went down: its tap has been taken
	doubleAt time.Time // the last double click, for a triple click
	blink    *fyne.Animation
	caretOn  bool      // the caret is drawn (it blinks while focused)
	typedAt  time.Time // the last key: the caret stays on a moment after it

	scroll  *container.Scroll
	area    *area
	m       metrics // cached by metrics()
	pending int     // a line (from 1) to bring into sight once laid out; 0 for none
}

// New returns an empty editor.
func New() *Editor {
	e := &Editor{buf: newBuffer(), goal: -1}
	e.area = newArea(e)
	e.scroll = container.NewScroll(e.area)
	e.scroll.OnScrolled = func(fyne.Position) { e.area.Refresh() }
	e.ExtendBaseWidget(e)
	return e
}

// SetText replaces the text, with the caret at its start, nothing to
// undo, and no line marked. Windows line ends (CRLF) become LF.
func (e *Editor) SetText(text string) {
	e.buf.set(text)
	e.hist.clear()
	e.states = e.states[:0]
	e.textOK = false
	e.caret, e.anchor, e.goal = pos{}, pos{}, -1
	e.current, e.errLine, e.errMsg, e.pending = 0, 0, "", 0
	e.scroll.Offset = fyne.Position{}
	e.scroll.Refresh()
}

// Text returns the text.
func (e *Editor) Text() string {
	if !e.textOK {
		e.text, e.textOK = e.buf.text(), true
	}
	return e.text
}

// LineCount is how many lines the text has (an empty text has one).
func (e *Editor) LineCount() int { return len(e.buf.lines) }

// Caret returns where the caret is: its line and column, both from 1,
// the column counted in characters.
func (e *Editor) Caret() (line, column int) { return e.caret.row + 1, e.caret.col + 1 }

// SelectedText returns the text selected, "" for none.
func (e *Editor) SelectedText() string {
	p, q := ordered(e.anchor, e.caret)
	return e.buf.slice(p, q)
}

// SetCurrentLine marks line (from 1; 0 for none) as the one a run is at,
// and scrolls it into sight if it is not.
func (e *Editor) SetCurrentLine(line int) {
	if line < 0 || line > len(e.buf.lines) {
		line = 0
	}
	if line == e.current {
		return
	}
	e.current = line
	if line > 0 {
		e.showRow(line - 1)
	}
	e.area.Refresh()
}

// CurrentLine is the line marked as the one a run is at, 0 for none.
func (e *Editor) CurrentLine() int { return e.current }

// SetErrorLine marks line (from 1) as the line of an error, with message
// shown beside it, and scrolls it into sight; 0 clears the mark. A line
// past the end marks the last.
func (e *Editor) SetErrorLine(line int, message string) {
	line = min(line, len(e.buf.lines))
	if line <= 0 {
		line, message = 0, ""
	}
	message, _, _ = strings.Cut(message, "\n")
	if line == e.errLine && message == e.errMsg {
		return
	}
	e.errLine, e.errMsg = line, message
	e.scroll.Refresh() // the message may widen the text
	if line > 0 {
		e.showRow(line - 1)
	}
}

// ErrorLine is the line marked as an error's (0 for none) and its message.
func (e *Editor) ErrorLine() (line int, message string) { return e.errLine, e.errMsg }

// SetReadOnly stops (true) or allows (false) edits; the text can still
// be selected and copied.
func (e *Editor) SetReadOnly(readOnly bool) { e.readOnly = readOnly }

// ReadOnly reports whether edits are stopped.
func (e *Editor) ReadOnly() bool { return e.readOnly }

// Undo undoes the last edit, or the last run of typing.
func (e *Editor) Undo() {
	n := len(e.hist.done)
	if e.readOnly || n == 0 {
		return
	}
	ed := e.hist.done[n-1]
	e.hist.done = e.hist.done[:n-1]
	e.buf.replace(ed.at, after(ed.at, ed.inserted), ed.removed)
	e.forget(ed.at.row)
	e.hist.undone = append(e.hist.undone, ed)
	e.hist.seal = true
	e.caret, e.anchor, e.goal = e.buf.clamp(ed.caret), e.buf.clamp(ed.anchor), -1
	e.edited()
}

// Redo does again the last edit undone.
func (e *Editor) Redo() {
	n := len(e.hist.undone)
	if e.readOnly || n == 0 {
		return
	}
	ed := e.hist.undone[n-1]
	e.hist.undone = e.hist.undone[:n-1]
	end := e.buf.replace(ed.at, after(ed.at, ed.removed), ed.inserted)
	e.forget(ed.at.row)
	e.hist.done = append(e.hist.done, ed)
	e.hist.seal = true
	e.caret, e.anchor, e.goal = end, end, -1
	e.edited()
}

// CreateRenderer is part of fyne.Widget.
func (e *Editor) CreateRenderer() fyne.WidgetRenderer {
	r := &editorRenderer{e: e, frame: canvas.NewRectangle(nil)}
	r.objects = []fyne.CanvasObject{r.frame, e.scroll}
	r.Refresh()
	return r
}

// AcceptsTab is part of fyne.Tabbable: Tab indents. Esc leaves the
// editor instead.
func (e *Editor) AcceptsTab() bool { return true }

// FocusGained is part of fyne.Focusable.
func (e *Editor) FocusGained() {
	e.focused = true
	e.wake()
	e.Refresh()
}

// FocusLost is part of fyne.Focusable.
func (e *Editor) FocusLost() {
	e.focused, e.shift = false, false
	if e.blink != nil {
		e.blink.Stop()
		e.blink = nil
	}
	e.Refresh()
}

// KeyDown is part of desktop.Keyable: it follows the Shift keys, which
// make the arrows and clicks select.
func (e *Editor) KeyDown(k *fyne.KeyEvent) {
	if k.Name == desktop.KeyShiftLeft || k.Name == desktop.KeyShiftRight {
		e.shift = true
	}
}

// KeyUp is part of desktop.Keyable.
func (e *Editor) KeyUp(k *fyne.KeyEvent) {
	if k.Name == desktop.KeyShiftLeft || k.Name == desktop.KeyShiftRight {
		e.shift = false
	}
}

// TypedRune is part of fyne.Focusable: r takes the place of the
// selection.
func (e *Editor) TypedRune(r rune) {
	if e.readOnly {
		return
	}
	p, q := e.selection()
	kind := editTyping
	if p != q {
		kind = editOther
	}
	e.apply(p, q, string(r), kind)
	e.edited()
}

// TypedKey is part of fyne.Focusable.
func (e *Editor) TypedKey(k *fyne.KeyEvent) {
	switch k.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		e.newline()
	case fyne.KeyTab:
		if e.shift {
			e.reindent(false)
		} else {
			e.tab()
		}
	case fyne.KeyBackspace:
		e.backspace()
	case fyne.KeyDelete:
		e.deleteForward()
	case fyne.KeyEscape:
		if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil {
			c.Unfocus()
		}
	case fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4, fyne.KeyF5, fyne.KeyF6,
		fyne.KeyF7, fyne.KeyF8, fyne.KeyF9, fyne.KeyF10, fyne.KeyF11, fyne.KeyF12:
		if e.OnFunctionKey != nil {
			e.OnFunctionKey(k)
		}
	default:
		e.navigate(k.Name, e.shift)
	}
}

// TypedShortcut is part of fyne.Shortcutable.
func (e *Editor) TypedShortcut(s fyne.Shortcut) {
	switch s := s.(type) {
	case *fyne.ShortcutCopy:
		e.copySelection(s.Clipboard)
	case *fyne.ShortcutCut:
		e.cut(s.Clipboard)
	case *fyne.ShortcutPaste:
		e.paste(s.Clipboard)
	case *fyne.ShortcutSelectAll:
		e.anchor, e.caret = pos{}, e.buf.end()
		e.moved()
	case *fyne.ShortcutUndo:
		e.Undo()
	case *fyne.ShortcutRedo:
		e.Redo()
	case *desktop.CustomShortcut:
		e.custom(s)
	}
}

// custom answers the shortcuts of a modifier and a key.
func (e *Editor) custom(s *desktop.CustomShortcut) {
	mod := s.Modifier &^ fyne.KeyModifierShift
	shift := s.Modifier&fyne.KeyModifierShift != 0
	cmd := mod == fyne.KeyModifierShortcutDefault
	word := mod == wordModifier()
	switch {
	case (s.KeyName == fyne.KeyReturn || s.KeyName == fyne.KeyEnter) &&
		(mod == fyne.KeyModifierControl || mod == fyne.KeyModifierSuper):
		if e.OnRun != nil {
			e.OnRun()
		}
	case cmd && s.KeyName == fyne.KeyZ && shift:
		e.Redo()
	case cmd && s.KeyName == fyne.KeySlash:
		e.toggleComment()
	case cmd && (s.KeyName == fyne.KeyHome || s.KeyName == fyne.KeyUp && mod == fyne.KeyModifierSuper):
		e.moveTo(pos{}, shift) // Ctrl+Home, and macOS's Cmd+Up
	case cmd && (s.KeyName == fyne.KeyEnd || s.KeyName == fyne.KeyDown && mod == fyne.KeyModifierSuper):
		e.moveTo(e.buf.end(), shift)
	case cmd && s.KeyName == fyne.KeyLeft && mod == fyne.KeyModifierSuper:
		e.navigate(fyne.KeyHome, shift) // macOS: Cmd+arrows go to the line's ends
	case cmd && s.KeyName == fyne.KeyRight && mod == fyne.KeyModifierSuper:
		e.navigate(fyne.KeyEnd, shift)
	case word && s.KeyName == fyne.KeyLeft:
		e.moveTo(e.wordLeft(), shift)
	case word && s.KeyName == fyne.KeyRight:
		e.moveTo(e.wordRight(), shift)
	case word && s.KeyName == fyne.KeyBackspace && !e.readOnly:
		if p, q := e.selection(); p != q {
			e.backspace()
			return
		}
		e.apply(e.wordLeft(), e.caret, "", editOther)
		e.edited()
	case word && s.KeyName == fyne.KeyDelete && !e.readOnly:
		if p, q := e.selection(); p != q {
			e.deleteForward()
			return
		}
		e.apply(e.caret, e.wordRight(), "", editOther)
		e.edited()
	}
}

// selection is the selection, or the caret twice: the earlier end first.
func (e *Editor) selection() (pos, pos) { return ordered(e.anchor, e.caret) }

// apply replaces the text from p to q with s, as one edit to undo, and
// puts the caret after s.
func (e *Editor) apply(p, q pos, s string, kind editKind) {
	removed := e.buf.slice(p, q)
	if removed == "" && s == "" {
		return
	}
	ed := edit{at: p, removed: removed, inserted: s, caret: e.caret, anchor: e.anchor, kind: kind}
	end := e.buf.replace(p, q, s)
	e.forget(p.row)
	e.hist.add(ed)
	e.caret, e.anchor, e.goal = end, end, -1
}

// forget drops what is known of the lines from row on, which changed.
func (e *Editor) forget(row int) {
	e.textOK = false
	if len(e.states) > row+1 {
		e.states = e.states[:row+1]
	}
}

// edited shows an edit and tells OnChanged.
func (e *Editor) edited() {
	e.scroll.Refresh() // the text's size may have changed
	e.moved()
	if e.OnChanged != nil {
		e.OnChanged(e.Text())
	}
}

// moved shows the caret where it went, in sight.
func (e *Editor) moved() {
	e.wake()
	e.revealCaret()
	e.area.Refresh()
}

// moveTo puts the caret at p, selecting from the anchor if extend.
func (e *Editor) moveTo(p pos, extend bool) {
	e.caret = e.buf.clamp(p)
	if !extend {
		e.anchor = e.caret
	}
	e.goal = -1
	e.hist.seal = true
	e.moved()
}

// navigate moves the caret for an arrow, Home, End or a page key.
func (e *Editor) navigate(key fyne.KeyName, extend bool) {
	c := e.caret
	line := e.buf.lines[c.row]
	p, q := e.selection()
	switch key {
	case fyne.KeyLeft:
		switch {
		case p != q && !extend:
			c = p
		case c.col > 0:
			c.col--
		case c.row > 0:
			c = pos{c.row - 1, e.buf.runes(c.row - 1)}
		}
	case fyne.KeyRight:
		switch {
		case p != q && !extend:
			c = q
		case c.col < e.buf.runes(c.row):
			c.col++
		case c.row < len(e.buf.lines)-1:
			c = pos{c.row + 1, 0}
		}
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyPageUp, fyne.KeyPageDown:
		e.vertical(key, extend)
		return
	case fyne.KeyHome:
		// First to the code after the indentation, then to the line's start.
		ind := len([]rune(indentOf(line)))
		c.col = ind
		if e.caret.col == ind {
			c.col = 0
		}
	case fyne.KeyEnd:
		c.col = e.buf.runes(c.row)
	default:
		return
	}
	e.moveTo(c, extend)
}

// vertical moves the caret a line or a page up or down, keeping to the
// cell it started from.
func (e *Editor) vertical(key fyne.KeyName, extend bool) {
	if e.goal < 0 {
		e.goal = cellOf(e.buf.lines[e.caret.row], e.caret.col)
	}
	rows := 1
	if key == fyne.KeyPageUp || key == fyne.KeyPageDown {
		m := e.metrics()
		rows = max(1, int(e.scroll.Size().Height/m.line)-1)
	}
	if key == fyne.KeyUp || key == fyne.KeyPageUp {
		rows = -rows
	}
	row := e.caret.row + rows
	switch {
	case row < 0:
		e.caret = pos{}
	case row >= len(e.buf.lines):
		e.caret = e.buf.end()
	default:
		e.caret = pos{row, colAt(e.buf.lines[row], float32(e.goal))}
	}
	if !extend {
		e.anchor = e.caret
	}
	e.hist.seal = true
	e.moved()
}

// wordLeft is the start of the word before the caret (or the end of the
// line before, from a line's start).
func (e *Editor) wordLeft() pos {
	c := e.caret
	if c.col == 0 {
		if c.row == 0 {
			return c
		}
		return pos{c.row - 1, e.buf.runes(c.row - 1)}
	}
	rs := []rune(e.buf.lines[c.row])
	i := c.col
	for i > 0 && !isWord(rs[i-1]) {
		i--
	}
	for i > 0 && isWord(rs[i-1]) {
		i--
	}
	return pos{c.row, i}
}

// wordRight is the end of the word after the caret (or the start of the
// next line, from a line's end).
func (e *Editor) wordRight() pos {
	c := e.caret
	rs := []rune(e.buf.lines[c.row])
	if c.col >= len(rs) {
		if c.row == len(e.buf.lines)-1 {
			return c
		}
		return pos{c.row + 1, 0}
	}
	i := c.col
	for i < len(rs) && !isWord(rs[i]) {
		i++
	}
	for i < len(rs) && isWord(rs[i]) {
		i++
	}
	return pos{c.row, i}
}

// newline breaks the line at the caret, the new line indented as the
// old, and one step more after a ':' (a def, an if, a loop …).
func (e *Editor) newline() {
	if e.readOnly {
		return
	}
	p, q := e.selection()
	line := e.buf.lines[p.row]
	before := line[:byteAt(line, p.col)]
	indent := indentOf(before)
	if strings.TrimSpace(before) == "" {
		p.col = 0 // a line of blanks alone is left empty, its indent carried on
	}
	code := before
	if spans, _ := scanLine(before, e.stateAt(p.row)); len(spans) > 0 && spans[len(spans)-1].Kind == Comment {
		code = string([]rune(before)[:spans[len(spans)-1].Start])
	}
	trimmed := strings.TrimSpace(code)
	switch {
	case strings.HasSuffix(trimmed, ":"):
		indent += strings.Repeat(" ", tabStop)
	case endsBlock(trimmed) && len(indent) >= tabStop:
		// Nothing runs after a return in its block: the next line most
		// likely belongs to the block around it.
		indent = indent[:len(indent)-tabStop]
	}
	e.apply(p, q, "\n"+indent, editOther)
	e.edited()
}

// endsBlock reports whether the statement code leaves its block:
// return, break, continue, pass, raise.
func endsBlock(code string) bool {
	word, _, _ := strings.Cut(code, " ")
	switch word {
	case "return", "break", "continue", "pass", "raise":
		return true
	}
	return false
}

// tab indents: the lines of a selection, or with no selection, from the
// caret to the next multiple of four.
func (e *Editor) tab() {
	if e.readOnly {
		return
	}
	p, q := e.selection()
	if p != q {
		e.reindent(true)
		return
	}
	n := tabStop - cellOf(e.buf.lines[p.row], p.col)%tabStop
	e.apply(p, p, strings.Repeat(" ", n), editOther)
	e.edited()
}

// selectedRows are the first and last lines the selection touches (a
// selection ending at a line's start leaves that line out).
func (e *Editor) selectedRows() (int, int) {
	p, q := e.selection()
	last := q.row
	if last > p.row && q.col == 0 {
		last--
	}
	return p.row, last
}

// reindent adds four spaces before each selected line that is not blank
// (more), or takes up to four leading spaces (or a tab) away.
func (e *Editor) reindent(more bool) {
	if e.readOnly {
		return
	}
	e.editRows(func(line string) (string, int) {
		if more {
			if strings.TrimSpace(line) == "" {
				return line, 0
			}
			return strings.Repeat(" ", tabStop) + line, tabStop
		}
		n := 0
		for n < tabStop && n < len(line) && line[n] == ' ' {
			n++
		}
		if n == 0 && strings.HasPrefix(line, "\t") {
			n = 1
		}
		return line[n:], -n
	})
}

// toggleComment comments the selected lines out ("# " after their
// indentation), or, if every one that is not blank is a comment already,
// uncomments them.
func (e *Editor) toggleComment() {
	if e.readOnly {
		return
	}
	first, last := e.selectedRows()
	all, ind := true, -1
	for r := first; r <= last; r++ {
		l := e.buf.lines[r]
		if strings.TrimSpace(l) == "" {
			continue
		}
		all = all && strings.HasPrefix(strings.TrimLeft(l, " \t"), "#")
		if n := len(indentOf(l)); ind < 0 || n < ind {
			ind = n
		}
	}
	if ind < 0 {
		return
	}
	e.editRows(func(line string) (string, int) {
		if strings.TrimSpace(line) == "" {
			return line, 0
		}
		if all {
			i := len(indentOf(line))
			n := 1
			if strings.HasPrefix(line[i+1:], " ") {
				n = 2
			}
			return line[:i] + line[i+n:], -n
		}
		return line[:ind] + "# " + line[ind:], 2
	})
}

// editRows changes each selected line with change, as one edit, which
// returns the new line and how many characters it gained at its start
// (negative: lost); the caret and anchor move with their text.
func (e *Editor) editRows(change func(line string) (string, int)) {
	first, last := e.selectedRows()
	gains := make([]int, 0, last-first+1)
	var b strings.Builder
	for r := first; r <= last; r++ {
		l, gain := change(e.buf.lines[r])
		if r > first {
			b.WriteByte('\n')
		}
		b.WriteString(l)
		gains = append(gains, gain)
	}
	shift := func(p pos) pos {
		if p.row < first || p.row > last {
			return p
		}
		g := gains[p.row-first]
		if g > 0 && p.col == 0 {
			return p // a selection from a line's start keeps the whole line
		}
		p.col = max(0, p.col+g)
		return p
	}
	caret, anchor := shift(e.caret), shift(e.anchor)
	e.apply(pos{first, 0}, pos{last, e.buf.runes(last)}, b.String(), editOther)
	e.caret, e.anchor = e.buf.clamp(caret), e.buf.clamp(anchor)
	e.edited()
}

// backspace deletes the selection, or the character before the caret; in
// an indentation, back to the previous multiple of four.
func (e *Editor) backspace() {
	if e.readOnly {
		return
	}
	p, q := e.selection()
	switch {
	case p != q:
		e.apply(p, q, "", editOther)
	case p.col > 0:
		line := e.buf.lines[p.row]
		before := line[:byteAt(line, p.col)]
		n := 1
		if strings.Trim(before, " ") == "" {
			n = (len(before)-1)%tabStop + 1
		}
		e.apply(pos{p.row, p.col - n}, p, "", editBackspace)
	case p.row > 0:
		e.apply(pos{p.row - 1, e.buf.runes(p.row - 1)}, p, "", editBackspace)
	default:
		return
	}
	e.edited()
}

// deleteForward deletes the selection, or the character after the caret.
func (e *Editor) deleteForward() {
	if e.readOnly {
		return
	}
	p, q := e.selection()
	switch {
	case p != q:
		e.apply(p, q, "", editOther)
	case p.col < e.buf.runes(p.row):
		e.apply(p, pos{p.row, p.col + 1}, "", editDelete)
	case p.row < len(e.buf.lines)-1:
		e.apply(p, pos{p.row + 1, 0}, "", editDelete)
	default:
		return
	}
	e.edited()
}

func (e *Editor) copySelection(c fyne.Clipboard) {
	if c = clipboard(c); c != nil && e.anchor != e.caret {
		c.SetContent(e.SelectedText())
	}
}

func (e *Editor) cut(c fyne.Clipboard) {
	if e.readOnly || e.anchor == e.caret {
		return
	}
	e.copySelection(c)
	p, q := e.selection()
	e.apply(p, q, "", editOther)
	e.edited()
}

func (e *Editor) paste(c fyne.Clipboard) {
	if c = clipboard(c); e.readOnly || c == nil {
		return
	}
	s := c.Content()
	if s == "" {
		return
	}
	p, q := e.selection()
	e.apply(p, q, s, editOther)
	e.hist.seal = true
	e.edited()
}

// clipboard is c, or the app's when a shortcut came without one.
func clipboard(c fyne.Clipboard) fyne.Clipboard {
	if c == nil {
		c = fyne.CurrentApp().Clipboard()
	}
	return c
}

// wordModifier is the modifier of the keys that move by words: Ctrl, or
// Option on macOS, as in an Entry.
func wordModifier() fyne.KeyModifier {
	if fyne.KeyModifierShortcutDefault == fyne.KeyModifierSuper {
		return fyne.KeyModifierAlt
	}
	return fyne.KeyModifierControl
}

// stateAt is the state line row starts in: inside a triple-quoted string
// or not. Known states are kept until an edit above them; lines longer
// than maxColoured are taken to open and close nothing.
func (e *Editor) stateAt(row int) open {
	if len(e.states) == 0 {
		e.states = append(e.states, notInString)
	}
	for len(e.states) <= row {
		i := len(e.states) - 1
		next := e.states[i]
		if l := e.buf.lines[i]; len(l) <= maxColoured {
			next = nextState(l, next)
		}
		e.states = append(e.states, next)
	}
	return e.states[row]
}

// requestFocus gives the editor the keyboard.
func (e *Editor) requestFocus() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil && c.Focused() != e {
		c.Focus(e)
	}
}

// wake shows the caret at once, and keeps it blinking while focused.
func (e *Editor) wake() {
	e.typedAt, e.caretOn = time.Now(), true
	if !e.focused || e.blink != nil {
		return
	}
	e.blink = fyne.NewAnimation(time.Second, func(f float32) {
		on := f < 0.5 || time.Since(e.typedAt) < time.Second/2
		if on != e.caretOn {
			e.caretOn = on
			e.area.Refresh()
		}
	})
	e.blink.Curve = fyne.AnimationLinear
	e.blink.RepeatCount = fyne.AnimationRepeatForever
	e.blink.Start()
}

// contextMenu offers the clipboard at p, where the user right-clicked.
func (e *Editor) contextMenu(p fyne.Position) {
	c := fyne.CurrentApp().Driver().CanvasForObject(e)
	if c == nil {
		return
	}
	clip := fyne.CurrentApp().Clipboard()
	none := e.anchor == e.caret
	cut := fyne.NewMenuItem(lang.L("Cut"), func() { e.cut(clip) })
	cut.Disabled = none || e.readOnly
	cp := fyne.NewMenuItem(lang.L("Copy"), func() { e.copySelection(clip) })
	cp.Disabled = none
	paste := fyne.NewMenuItem(lang.L("Paste"), func() { e.paste(clip) })
	paste.Disabled = e.readOnly
	all := fyne.NewMenuItem(lang.L("Select all"), func() { e.TypedShortcut(&fyne.ShortcutSelectAll{}) })
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", cut, cp, paste, fyne.NewMenuItemSeparator(), all), c, p)
}

type editorRenderer struct {
	e       *Editor
	frame   *canvas.Rectangle
	objects []fyne.CanvasObject
}

func (r *editorRenderer) Destroy() {
	if r.e.blink != nil {
		r.e.blink.Stop()
		r.e.blink = nil
	}
}

func (r *editorRenderer) Objects() []fyne.CanvasObject { return r.objects }

// inset is the room between the frame's edge and the text: its border,
// and its rounded corners, which the gutter's square ones must not cross.
func (r *editorRenderer) inset() float32 {
	th := r.e.Theme()
	return th.Size(theme.SizeNameInputBorder) + th.Size(theme.SizeNameInputRadius)/3
}

func (r *editorRenderer) Layout(size fyne.Size) {
	r.frame.Resize(size)
	in := r.inset()
	r.e.scroll.Move(fyne.NewPos(in, in))
	r.e.scroll.Resize(size.SubtractWidthHeight(2*in, 2*in))
	if row := r.e.pending - 1; row >= 0 && row < len(r.e.buf.lines) {
		r.e.showRow(row)
	}
	// More or fewer lines may be in sight: the area draws only those, and
	// is not laid out again when the scroll grows but its text does not.
	r.e.area.Refresh()
}

// MinSize leaves room for a few lines of a dozen characters.
func (r *editorRenderer) MinSize() fyne.Size {
	m := r.e.metrics()
	in := 2 * r.inset()
	return fyne.NewSize(m.textX+12*m.cell+in, 2*m.top+3*m.line+in)
}

func (r *editorRenderer) Refresh() {
	th := r.e.Theme()
	v := variant()
	r.frame.FillColor = th.Color(theme.ColorNameInputBackground, v)
	r.frame.StrokeColor = th.Color(theme.ColorNameInputBorder, v)
	if r.e.focused {
		r.frame.StrokeColor = th.Color(theme.ColorNamePrimary, v)
	}
	r.frame.StrokeWidth = th.Size(theme.SizeNameInputBorder)
	r.frame.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.frame.Refresh()
	r.e.area.Refresh()
}
