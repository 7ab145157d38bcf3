package maze

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
type ParseError struct {
	Kind         ErrorKind
	Line, Column int
	Msg          string // the whole message, place included
	Err          error  // for ReadFailed, the reader's error
}

// Error is the message, such as "line 3 has 12 cells, want 10".
func (e *ParseError) Error() string { return e.Msg }

// Unwrap is the reader's error for ReadFailed, nil otherwise.
func (e *ParseError) Unwrap() error { return e.Err }
