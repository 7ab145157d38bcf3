package maze

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"unicode/utf8"
)

// MaxSide is the most cells a maze may have across and down: it keeps
// every search within memory and a few seconds.
const MaxSide = 1000

// maxLineBytes bounds what is read of one line: MaxSide characters of up
// to four bytes each, and room for trailing blanks.
const maxLineBytes = 8 * MaxSide

// ParseString reads a maze from its text form; see Parse.
func ParseString(s string) (*Maze, error) { return Parse(strings.NewReader(s)) }

// Parse reads a maze from its text form: lines of equal length made of
// '#', '.', 'S' and 'E', with exactly one S and one E. A path marked '*'
// is read as open floor, and a "path length:" line after the grid is
// skipped, so that what the maze command prints reads back as its maze.
// Trailing blanks and carriage returns on a line, and blank lines after
// the grid, are ignored; the width is that of the first line that is not
// blank. A grid it refuses comes back as a *ParseError.
func Parse(r io.Reader) (*Maze, error) {
	p := parser{width: -1}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxLineBytes)
	for sc.Scan() {
		p.line++
		if err := p.readLine(sc.Bytes()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &ParseError{Kind: TooWide, Line: p.line + 1, Want: MaxSide}
		}
		return nil, &ParseError{Kind: ReadFailed, Err: err}
	}
	return p.finish()
}

// parser holds what has been read so far.
type parser struct {
	line       int    // number of the current line, from 1
	width      int    // cells per line; -1 until the first line that is not blank
	blank      int    // blank lines read since the last grid line
	cells      []Cell // the grid rows so far
	open       int
	start, end Point
	startLine  int // where the S was found, 0 while none
	startCol   int
	endLine    int // where the E was found, 0 while none
	endCol     int
}

func (p *parser) readLine(text []byte) error {
	text = bytes.TrimRight(text, " \t\r")
	if len(text) == 0 {
		if p.width >= 0 {
			p.blank++ // an error only if a grid line follows
		}
		return nil
	}
	if p.width >= 0 && bytes.HasPrefix(text, []byte(PathLengthPrefix)) {
		p.blank++ // a trailer, like a blank line: no grid line may follow
		return nil
	}
	n := utf8.RuneCount(text)
	if p.width < 0 {
		if p.line > 1 {
			return &ParseError{Kind: BadWidth, Line: 1, Want: n}
		}
		if n > MaxSide {
			return &ParseError{Kind: TooWide, Line: p.line, Cells: n, Want: MaxSide}
		}
		p.width = n
	}
	if p.blank > 0 {
		return &ParseError{Kind: BadWidth, Line: p.line - p.blank, Want: p.width}
	}
	if n != p.width {
		return &ParseError{Kind: BadWidth, Line: p.line, Cells: n, Want: p.width}
	}
	row := p.line - 1
	if row >= MaxSide {
		return &ParseError{Kind: TooHigh, Line: p.line, Want: MaxSide}
	}
	for col := 0; len(text) > 0; col++ {
		ch, size := utf8.DecodeRune(text)
		text = text[size:]
		cell := Open
		switch ch {
		case WallChar:
			cell = Wall
		case OpenChar, PathChar:
		case StartChar:
			if p.startLine > 0 {
				return &ParseError{Kind: TwoStarts, Line: p.line, Column: col + 1,
					FirstLine: p.startLine, FirstColumn: p.startCol}
			}
			p.start, p.startLine, p.startCol = Point{row, col}, p.line, col+1
		case EndChar:
			if p.endLine > 0 {
				return &ParseError{Kind: TwoEnds, Line: p.line, Column: col + 1,
					FirstLine: p.endLine, FirstColumn: p.endCol}
			}
			p.end, p.endLine, p.endCol = Point{row, col}, p.line, col+1
		default:
			return &ParseError{Kind: BadChar, Line: p.line, Column: col + 1, Char: ch}
		}
		if cell == Open {
			p.open++
		}
		p.cells = append(p.cells, cell)
	}
	return nil
}

func (p *parser) finish() (*Maze, error) {
	switch {
	case p.width < 0:
		return nil, &ParseError{Kind: EmptyInput}
	case p.startLine == 0:
		return nil, &ParseError{Kind: NoStart}
	case p.endLine == 0:
		return nil, &ParseError{Kind: NoEnd}
	}
	return &Maze{
		width:  p.width,
		height: len(p.cells) / p.width,
		cells:  p.cells,
		open:   p.open,
		start:  p.start,
		end:    p.end,
	}, nil
}
