package codeedit

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// tabStop is how many cells a tab advances to, and an indent's width.
const tabStop = 4

// A pos is a place in the text: a line (row, from 0) and a rune of it
// (col, from 0; the line's length for its end).
type pos struct{ row, col int }

func (p pos) before(q pos) bool { return p.row < q.row || (p.row == q.row && p.col < q.col) }

// ordered returns p and q, the earlier first.
func ordered(p, q pos) (pos, pos) {
	if q.before(p) {
		return q, p
	}
	return p, q
}

// buffer is the text, a line each. Lines stay strings: a program is read
// far more than it is edited, and an edit touches one line or a few.
type buffer struct {
	lines  []string // never empty: an empty text is one empty line
	widest int      // the cells of the widest line
}

func newBuffer() buffer { return buffer{lines: []string{""}} }

// set replaces the text; CRLF line ends become LF.
func (b *buffer) set(text string) {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	b.lines = strings.Split(text, "\n")
	b.recount()
}

// recount finds the widest line again.
func (b *buffer) recount() {
	b.widest = 0
	for _, l := range b.lines {
		b.widest = max(b.widest, cells(l))
	}
}

func (b *buffer) text() string { return strings.Join(b.lines, "\n") }

// runes is the length of line row in runes.
func (b *buffer) runes(row int) int { return utf8.RuneCountInString(b.lines[row]) }

// end is the end of the text.
func (b *buffer) end() pos {
	last := len(b.lines) - 1
	return pos{last, b.runes(last)}
}

// clamp puts p inside the text.
func (b *buffer) clamp(p pos) pos {
	p.row = min(max(p.row, 0), len(b.lines)-1)
	p.col = min(max(p.col, 0), b.runes(p.row))
	return p
}

// slice is the text from p to q, p not after q.
func (b *buffer) slice(p, q pos) string {
	if p.row == q.row {
		l := b.lines[p.row]
		return l[byteAt(l, p.col):byteAt(l, q.col)]
	}
	var s strings.Builder
	first := b.lines[p.row]
	s.WriteString(first[byteAt(first, p.col):])
	for r := p.row + 1; r < q.row; r++ {
		s.WriteByte('\n')
		s.WriteString(b.lines[r])
	}
	last := b.lines[q.row]
	s.WriteByte('\n')
	s.WriteString(last[:byteAt(last, q.col)])
	return s.String()
}

// replace puts s in place of the text from p to q (p not after q) and
// returns the end of s in the text.
func (b *buffer) replace(p, q pos, s string) pos {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	head := b.lines[p.row][:byteAt(b.lines[p.row], p.col)]
	tail := b.lines[q.row][byteAt(b.lines[q.row], q.col):]
	shrunk := false // a widest line is replaced: recounted below if no new line is as wide
	for r := p.row; r <= q.row && !shrunk; r++ {
		shrunk = cells(b.lines[r]) >= b.widest
	}
	parts := strings.Split(s, "\n")
	end := pos{p.row + len(parts) - 1, utf8.RuneCountInString(parts[len(parts)-1])}
	if len(parts) == 1 {
		end.col += p.col
	}
	parts[0] = head + parts[0]
	parts[len(parts)-1] += tail
	grown := len(parts) - (q.row - p.row + 1)
	switch {
	case grown > 0:
		b.lines = append(b.lines, make([]string, grown)...)
		copy(b.lines[q.row+1+grown:], b.lines[q.row+1:])
	case grown < 0:
		b.lines = append(b.lines[:q.row+1+grown], b.lines[q.row+1:]...)
	}
	copy(b.lines[p.row:], parts)
	wide := 0
	for _, l := range parts {
		wide = max(wide, cells(l))
	}
	switch {
	case wide >= b.widest:
		b.widest = wide
	case shrunk:
		b.recount()
	}
	return end
}

// after is where text s ends when it starts at p.
func after(p pos, s string) pos {
	n := strings.Count(s, "\n")
	if n == 0 {
		return pos{p.row, p.col + utf8.RuneCountInString(s)}
	}
	return pos{p.row + n, utf8.RuneCountInString(s[strings.LastIndexByte(s, '\n')+1:])}
}

// byteAt is the byte offset of rune col in line (its length past the end).
func byteAt(line string, col int) int {
	if col <= 0 {
		return 0
	}
	if col <= len(line) && isASCII(line[:col]) {
		return col
	}
	n := 0
	for i := range line {
		if n == col {
			return i
		}
		n++
	}
	return len(line)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// The text is laid out on a grid of cells, as in a terminal: a rune takes
// one cell, a wide one (Chinese, Japanese, Korean, fullwidth forms) two,
// a tab up to the next tab stop. Monospace fonts give every narrow rune
// the width of a cell; a wide rune comes from a fallback font whose width
// is its own, so it is drawn alone, centred on its two cells. The grid
// keeps the caret, the selection and every column where they are drawn,
// whatever the fonts.

// runeCells is how many cells r takes when it starts at cell c.
func runeCells(r rune, c int) int {
	switch {
	case r == '\t':
		return tabStop - c%tabStop
	case r < 0x1100:
		return 1
	}
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return 2
	}
	return 1
}

// cells is how many cells line takes.
func cells(line string) int {
	c := 0
	for i := 0; i < len(line); i++ {
		if line[i] >= utf8.RuneSelf || line[i] == '\t' {
			return c + cellsOf(line[i:], c)
		}
		c++
	}
	return c
}

// cellsOf is how many cells s takes when it starts at cell c.
func cellsOf(s string, c int) int {
	start := c
	for _, r := range s {
		c += runeCells(r, c)
	}
	return c - start
}

// cellOf is the cell rune col of line starts at.
func cellOf(line string, col int) int {
	c, n := 0, 0
	for _, r := range line {
		if n == col {
			break
		}
		c += runeCells(r, c)
		n++
	}
	return c
}

// colAt is the rune of line whose start is nearest to cell x (a
// fraction): where a click at x puts the caret.
func colAt(line string, x float32) int {
	c, n := 0, 0
	for _, r := range line {
		w := runeCells(r, c)
		if x < float32(c)+float32(w)/2 {
			return n
		}
		c += w
		n++
	}
	return n
}

// indentOf is the leading blanks of line.
func indentOf(line string) string {
	return line[:len(line)-len(strings.TrimLeft(line, " \t"))]
}

// isWord reports whether r belongs to a word, for double clicks and
// Ctrl+arrows.
func isWord(r rune) bool { return isIdentPart(r) }

// wordAt is the word around rune col of line, [start, end); empty when
// col touches no word.
func wordAt(line string, col int) (int, int) {
	rs := []rune(line)
	col = min(col, len(rs))
	start, end := col, col
	for start > 0 && isWord(rs[start-1]) {
		start--
	}
	for end < len(rs) && isWord(rs[end]) {
		end++
	}
	return start, end
}

// An edit is one change of the text, kept for undo: removed was at at,
// inserted took its place.
type edit struct {
	at                pos
	removed, inserted string
	caret, anchor     pos // before the edit
	kind              editKind
}

// editKind is how an edit was made: typed runs of characters, of
// backspaces or of deletes are undone a run at a time.
type editKind uint8

const (
	editOther editKind = iota
	editTyping
	editBackspace
	editDelete
)

// maxUndo is how many edits undo remembers.
const maxUndo = 1000

// history is the edits made, to undo, and those undone, to redo.
type history struct {
	done, undone []edit
	seal         bool // the next edit starts a new run
}

// add keeps ed, merging it into the last edit when both belong to one
// run of typing, backspacing or deleting.
func (h *history) add(ed edit) {
	h.undone = nil
	if n := len(h.done); n > 0 && !h.seal && ed.kind != editOther && h.done[n-1].kind == ed.kind {
		last := &h.done[n-1]
		switch ed.kind {
		case editTyping:
			if last.removed == "" && ed.removed == "" && after(last.at, last.inserted) == ed.at &&
				!(ed.inserted == " " && !strings.HasSuffix(last.inserted, " ")) {
				last.inserted += ed.inserted
				return
			}
		case editBackspace:
			if after(ed.at, ed.removed) == last.at {
				last.at, last.removed = ed.at, ed.removed+last.removed
				return
			}
		case editDelete:
			if ed.at == last.at {
				last.removed += ed.removed
				return
			}
		}
	}
	h.seal = false
	h.done = append(h.done, ed)
	if len(h.done) > maxUndo {
		h.done = append(h.done[:0], h.done[len(h.done)-maxUndo:]...)
	}
}

func (h *history) clear() { h.done, h.undone, h.seal = nil, nil, false }
