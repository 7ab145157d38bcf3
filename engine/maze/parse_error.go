package maze

import "fmt"

// ErrorKind says what is wrong with a grid that Parse refuses.
type ErrorKind uint8

// The ways a grid can be wrong.
const (
	EmptyInput ErrorKind = iota + 1 // nothing but blank lines
	BadWidth                        // a line is longer or shorter than the first
	BadChar                         // a character that is not # . S E
	TooWide                         // a line has more than MaxSide cells
	TooHigh                         // more than MaxSide lines
	NoStart                         // no S
	NoEnd                           // no E
	TwoStarts                       // a second S
	TwoEnds                         // a second E
	ReadFailed                      // the reader failed
)

// ParseError is why Parse refused a grid, and where: Line and Column
// count from 1 and point at the offending line or character (the second
// S or E when there are two); they are 0 when the error has no place,
// such as a missing S. Column counts characters, not bytes.
//
// The other fields say the rest of what is wrong, so that a program can
// tell it in its own words (the desktop app does, in each language it
// speaks); Error is the English the command line prints.
type ParseError struct {
	Kind         ErrorKind
	Line, Column int
	// Cells is how many cells the line has (BadWidth, TooWide); 0 for a
	// TooWide line too long to count.
	Cells int
	// Want is the width the line should have (BadWidth), or the limit
	// passed (MaxSide, for TooWide and TooHigh).
	Want int
	// Char is the character that is not # . S E (BadChar).
	Char rune
	// FirstLine and FirstColumn are where the first S or E is (TwoStarts,
	// TwoEnds).
	FirstLine, FirstColumn int
	Err                    error // for ReadFailed, the reader's error
}

// Error is the message, such as "line 3 has 12 cells, want 10", built
// from the fields alone.
func (e *ParseError) Error() string {
	switch e.Kind {
	case EmptyInput:
		return "empty input: no maze"
	case BadWidth:
		return fmt.Sprintf("line %d has %d cells, want %d", e.Line, e.Cells, e.Want)
	case BadChar:
		return fmt.Sprintf("line %d, column %d: %q is not one of # . S E", e.Line, e.Column, e.Char)
	case TooWide:
		if e.Cells == 0 {
			return fmt.Sprintf("line %d has more than %d cells", e.Line, e.Want)
		}
		return fmt.Sprintf("line %d has %d cells, at most %d allowed", e.Line, e.Cells, e.Want)
	case TooHigh:
		return fmt.Sprintf("more than %d lines", e.Want)
	case NoStart:
		return "no S (start)"
	case NoEnd:
		return "no E (end)"
	case TwoStarts, TwoEnds:
		mark := "S"
		if e.Kind == TwoEnds {
			mark = "E"
		}
		return fmt.Sprintf("two %s cells: line %d column %d and line %d column %d",
			mark, e.FirstLine, e.FirstColumn, e.Line, e.Column)
	case ReadFailed:
		return "reading the maze: " + e.Err.Error()
	}
	return fmt.Sprintf("maze error %d at line %d column %d", e.Kind, e.Line, e.Column)
}

// Unwrap is the reader's error for ReadFailed, nil otherwise.
func (e *ParseError) Unwrap() error { return e.Err }
