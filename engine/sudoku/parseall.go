package sudoku

import (
	"bufio"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Puzzle is one puzzle of a text, as ParseAll and Reader find it.
type Puzzle struct {
	Grid Grid
	Line int   // the line the puzzle starts on, from 1
	Err  error // why it could not be read (a *ParseError); Grid is then empty
}

// MaxLine bounds one line of a Reader's input; a 16x16 drawing fits many
// times over.
const MaxLine = 1 << 20

// ParseAll reads every puzzle of a text, in order. A puzzle is either one
// line of 16, 81 or 256 cells, or a block of 4, 9 or 16 rows of as many
// cells each, where rows may be separated by spaces and '|' and drawn
// between with rules of '-', '+', '=', '*', '|' or box-drawing characters
// (forum grids, Simple Sudoku's .ss). Besides cells, a text may hold:
//
//   - blank lines, and '#' comments, whole lines (SadMan's .sdk headers)
//     or the end of a line;
//   - titles, lines with a word in them ("Grid 01", "Puzzle 3: hard"),
//     whose digits are not cells;
//   - fields after a one-line puzzle, past a ':' (PUZZLE:COUNT:SOLUTION)
//     or a ',' (QQWing's CSV);
//   - SadMan's [State], [PencilMarks] and [Colours] sections, skipped;
//   - Windows line ends and a byte order mark.
//
// A line of 16 cells is a 4x4 puzzle unless 16 such lines make a 16x16
// grid, which they do when one of them holds a cell above 4 or rules are
// drawn between them. A puzzle that cannot be read has its Err set and
// reading goes on with the next.
func ParseAll(text string) []Puzzle {
	var s splitter
	rest := text
	for rest != "" {
		line, after, _ := strings.Cut(rest, "\n")
		s.feed(line)
		rest = after
	}
	s.end()
	ok := 0
	for _, p := range s.out {
		if p.Err == nil {
			ok++
		}
	}
	if ok == 0 {
		// A grid laid out unevenly, such as a band per line, reads as a
		// whole, as the window always read it.
		if g, err := parseLong(text); err == nil {
			return []Puzzle{{Grid: g, Line: 1}}
		}
	}
	if !strings.Contains(strings.TrimSpace(text), "\n") {
		for _, p := range s.out {
			if pe, isPE := p.Err.(*ParseError); isPE {
				pe.multiline = false
			}
		}
	}
	return s.out
}

// Reader reads the puzzles of a stream one by one, as ParseAll reads a
// text (without its fallback for uneven layouts, which needs the whole
// text), so that each can be solved as soon as its last line is in.
type Reader struct {
	sc   *bufio.Scanner
	s    splitter
	next int // the first puzzle of s.out not yet returned
	done bool
	err  error
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLine)
	return &Reader{sc: sc}
}

// Next returns the next puzzle, or false at the end of the input or when
// it cannot be read (see Err).
func (r *Reader) Next() (Puzzle, bool) {
	if _, ok := r.advance(false); !ok {
		return Puzzle{}, false
	}
	r.next++
	return r.s.out[r.next-1], true
}

// NextLine is Next for a caller that reads the puzzles on several
// goroutines: a puzzle written alone on its line, as 81 or 256 cells and
// nothing else (the common form), comes back unread, as the text of its
// line (raw), for ReadLine, which cannot fail on it; any other puzzle
// comes back read, as Next returns it, in p (raw nil). line is the line
// the puzzle starts on. raw and p are valid until the next call. The
// caller's serial part per line is then a scan of its bytes, and the
// parse (writing the grid) is left to whoever solves it.
func (r *Reader) NextLine() (raw []byte, line int, p *Puzzle, ok bool) {
	bare, ok := r.advance(true)
	switch {
	case !ok:
		return nil, 0, nil, false
	case bare != nil:
		return bare, r.s.no, nil, true
	}
	r.next++
	p = &r.s.out[r.next-1]
	return nil, p.Line, p, true
}

// advance reads lines until a read puzzle waits in r.s.out, or, when
// bare is wanted, a line holding a puzzle alone comes, which it returns
// unread. It returns false at the end of the input.
func (r *Reader) advance(bare bool) ([]byte, bool) {
	for r.next == len(r.s.out) {
		r.next, r.s.out = 0, r.s.out[:0]
		if r.done {
			return nil, false
		}
		if r.sc.Scan() {
			b := r.sc.Bytes()
			if bare {
				if line, ok := compactLine(&r.s, b); ok {
					return line, true
				}
			}
			r.s.feed(string(b))
			continue
		}
		r.err = r.sc.Err()
		r.done = true
		if r.err == nil {
			r.s.end()
		}
	}
	return nil, true
}

// ReadLine reads a line of cells NextLine returned unread.
func ReadLine(raw []byte) Grid {
	g, _ := parseCompact(raw)
	return g
}

// Err is why reading stopped early: the reader's error, or
// bufio.ErrTooLong for a line longer than MaxLine.
func (r *Reader) Err() error { return r.err }

// Line is the number of lines read so far.
func (r *Reader) Line() int { return r.s.no }

// splitter cuts a text, fed line by line, into puzzles.
type splitter struct {
	out []Puzzle
	no  int // the number of the line being read
	pos int // the characters before it

	// The grid being read row by row: the rows' lines, their width.
	rows  []rowLine
	width int
	drawn bool // rules or bars were seen: one drawing, not a list of lines
	// failed is set after a broken grid: its other rows are skipped up to
	// the next blank line, title or one-line puzzle.
	failed   bool
	skipping bool // in a SadMan section that is not the puzzle
}

type rowLine struct {
	text    string
	no, pos int
}

// lineKind is what a line is, for the splitter.
type lineKind uint8

const (
	blankLine   lineKind = iota
	commentLine          // a whole-line comment: ignored, even inside a grid
	titleLine
	ruleLine
	dashLine // only '-' (with spaces and bars): a rule, or a row of blanks
	cellLine
	badLine // a character that is no cell
)

func (s *splitter) feed(raw string) {
	// The common case at speed: a plain puzzle line, all of it cells.
	if bare, ok := compactLine(s, raw); ok {
		g, _ := parseCompact(bare)
		s.out = append(s.out, Puzzle{Grid: g, Line: s.no})
		return
	}
	s.no++
	pos := s.pos
	s.pos += utf8.RuneCountInString(raw) + 1
	text := raw
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	trimmed := strings.TrimFunc(text, isSpace)
	// A whole puzzle on one line, with blanks or a comment around it.
	if len(s.rows) == 0 && (len(trimmed) == 81 || len(trimmed) == 256) && !s.skipping {
		if g, ok := parseCompact(trimmed); ok {
			s.failed = false
			s.out = append(s.out, Puzzle{Grid: g, Line: s.no})
			return
		}
	}
	kind, cells, bad := s.classify(text, pos)
	switch kind {
	case commentLine:
		if strings.TrimFunc(raw, isSpace) != "" {
			return // a comment, even inside a grid
		}
		kind = blankLine
	case titleLine:
		s.endGrid()
		s.failed = false
		s.section(trimmed)
		return
	}
	if s.skipping {
		return
	}
	switch kind {
	case blankLine:
		// A blank line between bands is part of the grid.
		if n := len(s.rows); n > 0 && n%BoxSide(s.width) == 0 {
			return
		}
		s.endGrid()
		s.failed = false
		return
	case ruleLine:
		if len(s.rows) > 0 {
			s.drawn = true
		}
		return
	case dashLine:
		if len(s.rows) > 0 && cells != s.width || len(s.rows) == 0 && !isRowWidth(cells) && cells != 81 && cells != 256 {
			if len(s.rows) > 0 {
				s.drawn = true
			}
			return
		}
	case badLine:
		if len(s.rows) > 0 {
			s.failGrid(bad)
			return
		}
		if !s.failed || cells >= 15 {
			s.out = append(s.out, Puzzle{Line: s.no, Err: bad})
			s.failed = cells < 15 // a row: the rest of its grid would only repeat the error
		}
		return
	}
	// A line of cells.
	if len(s.rows) > 0 {
		if cells == s.width {
			s.rows = append(s.rows, rowLine{text, s.no, pos})
			if len(s.rows) == s.width {
				s.endGrid()
			}
			return
		}
		if s.width == 16 && !s.drawn {
			s.endGrid() // a list of 4x4 puzzles; this line starts afresh
		} else {
			s.failGrid(&ParseError{Reason: BadRow, Line: s.no, Cells: cells, Want: s.width, multiline: true})
			return
		}
	}
	if s.failed && cells != 81 && cells != 256 {
		return
	}
	s.failed = false
	switch {
	case cells == 81 || cells == 256:
		g, err := readGrid([]rowLine{{text, s.no, pos}}, cells)
		s.out = append(s.out, Puzzle{Grid: g, Line: s.no, Err: err})
	case isRowWidth(cells):
		s.rows = append(s.rows[:0], rowLine{text, s.no, pos})
		s.width = cells
		s.drawn = strings.ContainsAny(text, "|│┃║")
	default:
		s.out = append(s.out, Puzzle{Line: s.no, Err: &ParseError{Reason: BadCount, Line: s.no, Cells: cells, multiline: true}})
		s.failed = cells < 16
	}
}

// compactLine is feed's first case without the parse, for a caller that
// parses elsewhere (Reader.NextLine): when s stands between puzzles and
// raw (a Windows line end cut off) is a puzzle parseCompact reads, as 81
// or 256 cells, it takes the line and returns those cells.
func compactLine[T string | []byte](s *splitter, raw T) (T, bool) {
	bare := raw
	if len(bare) > 0 && bare[len(bare)-1] == '\r' {
		bare = bare[:len(bare)-1]
	}
	if len(s.rows) != 0 || s.skipping {
		return bare, false
	}
	var n uint8
	switch len(bare) {
	case 81:
		n = 9
	case 256:
		n = 16
	default:
		return bare, false
	}
	for i := range len(bare) {
		if cellValue[bare[i]] > n { // also noCell
			return bare, false
		}
	}
	s.no++
	s.pos += len(raw) + 1 // all ASCII
	s.failed = false
	return bare, true
}

// end finishes the text: a grid still open is read as far as it goes.
func (s *splitter) end() { s.endGrid() }

// endGrid closes the grid being read: a whole grid becomes a puzzle, an
// unfinished one an error, and 4x4 puzzles that looked like the rows of a
// 16x16 grid become puzzles each.
func (s *splitter) endGrid() {
	rows := s.rows
	if len(rows) == 0 {
		return
	}
	s.rows = s.rows[:0]
	start := rows[0].no
	if s.width == 16 && !s.drawn && (len(rows) < 16 || !anyAbove4(rows)) {
		for _, r := range rows {
			g, err := readGrid([]rowLine{r}, 16)
			s.out = append(s.out, Puzzle{Grid: g, Line: r.no, Err: err})
		}
		return
	}
	if len(rows) == s.width {
		g, err := readGrid(rows, s.width*s.width)
		s.out = append(s.out, Puzzle{Grid: g, Line: start, Err: err})
		return
	}
	var err *ParseError
	if len(rows) == 1 {
		err = &ParseError{Reason: BadCount, Line: start, Cells: s.width, multiline: true}
	} else {
		err = &ParseError{Reason: ShortGrid, Line: start, Rows: len(rows), Want: s.width, multiline: true}
	}
	s.out = append(s.out, Puzzle{Line: start, Err: err})
}

// failGrid drops the grid being read for err, and skips its other rows.
func (s *splitter) failGrid(err *ParseError) {
	s.out = append(s.out, Puzzle{Line: s.rows[0].no, Err: err})
	s.rows = s.rows[:0]
	s.failed = true
}

// section follows SadMan's sections: only [Puzzle] holds the givens.
func (s *splitter) section(title string) {
	switch strings.ToLower(title) {
	case "[state]", "[pencilmarks]", "[colours]", "[colors]":
		s.skipping = true
	case "[puzzle]":
		s.skipping = false
	}
}

// classify says what a line (its comment cut off) is; for a line of cells
// or dashes, how many cells; for a bad line, the first bad character.
// pos is the number of characters before the line.
func (s *splitter) classify(text string, pos int) (lineKind, int, *ParseError) {
	trimmed := strings.TrimFunc(text, isSpace)
	if trimmed == "" {
		return commentLine, 0, nil // blank, or a comment: feed tells which
	}
	if i := strings.IndexAny(text, ":,"); i >= 0 {
		if kind, n, _ := s.classify(text[:i], pos); kind == cellLine && (n == 16 || n == 81 || n == 256) {
			return cellLine, n, nil
		}
	}
	if isTitle(trimmed) {
		return titleLine, 0, nil
	}
	cells, dashes, stars := 0, 0, 0
	ruled := false
	col := 0
	var bad *ParseError
	for _, r := range text {
		col++
		v := cellOf(r)
		switch {
		case v == layout:
		case r == '+' || r == '=':
			ruled = true
		case v == notCell:
			if bad == nil {
				bad = &ParseError{Reason: BadChar, Pos: pos + col, Line: s.no, Col: col, Char: r, multiline: true}
			}
		case r == '-':
			dashes++
		case r == '*':
			stars++
		default:
			cells++
		}
		if isBoxDrawing(r) && !isBar(r) {
			ruled = true
		}
	}
	switch {
	case bad != nil:
		return badLine, cells + dashes + stars, bad
	case cells == 0 && (ruled || dashes > 0 && stars > 0):
		return ruleLine, 0, nil
	case ruled:
		// '+' or '=' among cells.
		col = 0
		for _, r := range text {
			col++
			if r == '+' || r == '=' {
				break
			}
		}
		return badLine, cells + dashes + stars, &ParseError{Reason: BadChar, Pos: pos + col, Line: s.no, Col: col,
			Char: []rune(text)[col-1], multiline: true}
	case cells == 0 && stars == 0:
		return dashLine, dashes, nil
	}
	return cellLine, cells + dashes + stars, nil
}

// readGrid reads the cells of lines that hold n cells in all (16, 81 or
// 256) into a grid, refusing a letter outside a 16x16 grid and a digit
// above 4 in a 4x4 one.
func readGrid(lines []rowLine, n int) (Grid, error) {
	var g Grid
	switch n {
	case 16:
		g.shape = shape4
	case 81:
		g.shape = shape9
	default:
		g.shape = shape16
	}
	k := 0
	for _, l := range lines {
		text := l.text
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if i := strings.IndexAny(text, ":,"); i >= 0 {
			text = text[:i]
		}
		col := 0
		for _, r := range text {
			col++
			v := cellOf(r)
			if v < 0 {
				continue
			}
			if v >= 10 && n != 256 || v > 4 && n == 16 {
				reason := BadChar
				if v < 10 {
					reason = OverFour
				}
				return Grid{}, &ParseError{Reason: reason, Pos: l.pos + col, Line: l.no, Col: col, Char: r, Cells: n, multiline: true}
			}
			if k < n {
				g.cells[k] = uint8(v)
			}
			k++
		}
	}
	return g, nil
}

// What cellOf says of a character that is not a cell.
const (
	layout  = -1 // spaces and bars, which lay the grid out
	notCell = -2
)

// cellOf is the cell a character writes, 0 for a blank, 1-16 for a digit;
// or layout or notCell. '+' and '=' are notCell: they draw rules.
func cellOf(r rune) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '0')
	case r == '.' || r == '0' || r == '_' || r == '*' || r == '-':
		return 0
	case r >= 'A' && r <= 'G':
		return int(r-'A') + 10
	case r >= 'a' && r <= 'g':
		return int(r-'a') + 10
	case r == '|' || r == '\uFEFF' || isSpace(r) || isBoxDrawing(r):
		return layout
	}
	return notCell
}

func isSpace(r rune) bool { return unicode.IsSpace(r) || r == '\uFEFF' }

// isBar reports whether r is a vertical box-drawing line, drawn between
// the cells of a row rather than between rows.
func isBar(r rune) bool { return r == '│' || r == '┃' || r == '║' }

// isTitle reports whether a line is words rather than cells: it starts
// with two letters or holds three in a row, and they are not all letters
// a 16x16 grid uses. A single stray letter is a typo in a row, not a
// title, and is refused as such.
func isTitle(line string) bool {
	run, other := 0, false
	atStart := true
	for _, r := range line {
		if !unicode.IsLetter(r) {
			if run >= 2 && other && (atStart || run >= 3) {
				return true
			}
			if run > 0 || !isSpace(r) && r != '[' {
				atStart = false
			}
			run, other = 0, false
			continue
		}
		run++
		if cellOf(r) < 0 {
			other = true
		}
	}
	return run >= 2 && other && (atStart || run >= 3)
}

// isRowWidth reports whether n cells make a row of some grid.
func isRowWidth(n int) bool { return n == 4 || n == 9 || n == 16 }

// BoxSide is the side of a box in an n×n grid: 2, 3 or 4.
func BoxSide(n int) int {
	switch n {
	case 4:
		return 2
	case 16:
		return 4
	}
	return 3
}

// anyAbove4 reports whether the rows hold a cell above 4, which no 4x4
// puzzle has.
func anyAbove4(rows []rowLine) bool {
	for _, l := range rows {
		for _, r := range l.text {
			if r == '#' || r == ':' || r == ',' {
				break
			}
			if cellOf(r) > 4 {
				return true
			}
		}
	}
	return false
}
