package lesson

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is what is wrong with a lesson file. The window says each in the
// language in use; Error says it in English.
type Kind string

// The kinds of mistakes Parse finds.
const (
	Syntax         Kind = "syntax"         // not JSON: Reason says why, Char is the character read
	TrailingComma  Kind = "trailingComma"  // a comma before } or ]
	Truncated      Kind = "truncated"      // the file ends in the middle
	NotObject      Kind = "notObject"      // Field holds a value of the wrong kind: Want says which
	UnknownField   Kind = "unknownField"   // Field is no field of a lesson or a slide
	MissingField   Kind = "missingField"   // Field must be given
	NoSlides       Kind = "noSlides"       // a lesson without slides
	UnknownScreen  Kind = "unknownScreen"  // Value is no screen
	UnknownMethod  Kind = "unknownMethod"  // Value is no method of the slide's screen
	UnknownSample  Kind = "unknownSample"  // Value is no sample of the slide's screen
	UnknownExample Kind = "unknownExample" // Value is no example of the Code screen
	UnknownView    Kind = "unknownView"    // Value is no Teach view
	UnknownShow    Kind = "unknownShow"    // Value is nothing a slide can show
	UnknownLang    Kind = "unknownLang"    // Value is no language a text can be in
	NotForScreen   Kind = "notForScreen"   // Field means nothing on the slide's Screen
	TwoPuzzles     Kind = "twoPuzzles"     // Field and Value name two puzzles for one slide
	BadN           Kind = "badN"           // Value is no board size
	BadGrid        Kind = "badGrid"        // the grid is no Sudoku: Err, the Sudoku parser's error, says why
	BadMaze        Kind = "badMaze"        // the maze does not read: Err, the maze parser's error, says why
	BadSpeed       Kind = "badSpeed"       // Value is no speed
	BadStep        Kind = "badStep"        // Value is no step
	StepAndPlay    Kind = "stepAndPlay"    // a slide both pauses at a step and plays
)

// The kinds of value a field takes, named in an Error's Want.
const (
	WantObject = "object"
	WantText   = "text"
	WantSlides = "slides"
	WantString = "string"
	WantNumber = "number"
	WantBool   = "bool"
	WantViews  = "views"
)

// Reason is what the JSON reader found wrong in a file that is not JSON
// (Syntax): what it read there, Char, where it wanted something else.
type Reason string

// The reasons a file is not JSON.
const (
	NoValue    Reason = "noValue"    // Char where a value should start
	NoKey      Reason = "noKey"      // Char where a field's name in quotes should start
	NoColon    Reason = "noColon"    // Char after a field's name, where a colon should be
	AfterField Reason = "afterField" // Char after a field's value, where a comma or } should be
	AfterItem  Reason = "afterItem"  // Char after an item of a list, where a comma or ] should be
	AfterEnd   Reason = "afterEnd"   // Char after the lesson's closing }
	InText     Reason = "inText"     // Char, a control character (a line break, a tab), inside quotes
	InEscape   Reason = "inEscape"   // Char after a backslash inside quotes
	InUnicode  Reason = "inUnicode"  // Char in a \u escape, where a hexadecimal digit should be
	InNumber   Reason = "inNumber"   // Char in a number
	InWord     Reason = "inWord"     // Char in Value, a word without quotes: not true, false or null
	TooDeep    Reason = "tooDeep"    // brackets inside brackets deeper than MaxDepth
	Misplaced  Reason = "misplaced"  // Char where the reader wanted something else
)

// MaxDepth is how deep brackets may nest in a lesson file, the lesson's
// own { } counted: the JSON reader's limit.
const MaxDepth = 10000

// wants say the kinds of value in English.
var wants = map[string]string{
	WantObject: "an object { … }",
	WantText:   `a text, "…" or {"en": "…", "zh_Hans": "…"}`,
	WantSlides: "a list [ … ] of slides { … }",
	WantString: `a text in quotes "…"`,
	WantNumber: "a whole number",
	WantBool:   "true or false",
	WantViews:  `a list of views ["code", "stack", "tree", "log"]`,
}

// Error is a mistake in a lesson file, and where it is.
type Error struct {
	Kind      Kind
	Line, Col int    // where in the file, from 1; 0 when not known
	Slide     int    // the slide it is in, from 1; 0 for the lesson itself
	Field     string // the field it is in, "" for none
	Value     string // the value not understood; the word a Syntax error's Char is in (InWord)
	Known     []string
	Want      string // the kind of value the field takes (NotObject): one of the Want… names
	Screen    string // the slide's screen (NotForScreen, UnknownMethod, UnknownSample)
	Reason    Reason // what the JSON reader wanted (Syntax)
	Char      rune   // the character it read instead (Syntax); 0 for none
	// Err is the Sudoku parser's *sudoku.ParseError (BadGrid) or the maze
	// parser's *maze.ParseError (BadMaze): its fields say why, for a
	// window to tell in its own words.
	Err error
}

// Unwrap is the Sudoku or maze parser's error, or nil.
func (e *Error) Unwrap() error { return e.Err }

// Error says what is wrong and where, in English: "line 7, column 15:
// slide 2: unknown screen "queen" (want queens, sudoku, maze or code)".
func (e *Error) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d, column %d: ", e.Line, e.Col)
	}
	if e.Slide > 0 {
		fmt.Fprintf(&b, "slide %d: ", e.Slide)
	}
	b.WriteString(e.what())
	return b.String()
}

func (e *Error) what() string {
	known := strings.Join(e.Known, ", ")
	switch e.Kind {
	case Syntax:
		return "not valid JSON: " + e.reason()
	case TrailingComma:
		return "a comma before a closing } or ]: remove it"
	case Truncated:
		return "the file ends too early: a } or ] is missing"
	case NotObject:
		return fmt.Sprintf("%q must be %s", e.Field, wants[e.Want])
	case UnknownField:
		return fmt.Sprintf("unknown field %q (known: %s)", e.Field, known)
	case MissingField:
		return fmt.Sprintf("%q is missing", e.Field)
	case NoSlides:
		return "the lesson has no slides"
	case UnknownScreen:
		return fmt.Sprintf("unknown screen %q (want %s)", e.Value, known)
	case UnknownMethod:
		return fmt.Sprintf("unknown method %q for %s (want %s)", e.Value, e.Screen, known)
	case UnknownSample:
		return fmt.Sprintf("unknown %s sample %q (want %s)", e.Screen, e.Value, known)
	case UnknownExample:
		return fmt.Sprintf("unknown example %q (want %s)", e.Value, known)
	case UnknownView:
		return fmt.Sprintf("unknown view %q (want %s)", e.Value, known)
	case UnknownShow:
		return fmt.Sprintf("unknown show %q (want %s)", e.Value, known)
	case UnknownLang:
		return fmt.Sprintf("unknown language %q (want %s)", e.Value, known)
	case NotForScreen:
		return fmt.Sprintf("%q means nothing on the %s screen", e.Field, e.Screen)
	case TwoPuzzles:
		return fmt.Sprintf("%q and %q both give the puzzle: keep one", e.Field, e.Value)
	case BadN:
		return fmt.Sprintf("n must be between 1 and 32, not %s", e.Value)
	case BadGrid:
		return "the grid is not a Sudoku" + e.because()
	case BadMaze:
		return "the maze does not read" + e.because()
	case BadSpeed:
		return fmt.Sprintf("speed must be steps per second above 0, or \"full\", not %s", e.Value)
	case BadStep:
		return fmt.Sprintf("step must be 0 to %d, not %s", MaxStep, e.Value)
	case StepAndPlay:
		return "a slide either pauses at a step or plays: not both"
	}
	return string(e.Kind)
}

// reason says a Syntax error's Reason and Char in English.
func (e *Error) reason() string {
	c := strconv.QuoteRune(e.Char)
	switch e.Reason {
	case NoValue:
		return c + " where a value should start"
	case NoKey:
		return c + " where a field's name in quotes should start"
	case NoColon:
		return c + " after a field's name, where a colon : should be"
	case AfterField:
		return c + " after a field's value, where a comma or a closing } should be"
	case AfterItem:
		return c + " after an item of a list, where a comma or a closing ] should be"
	case AfterEnd:
		return c + " after the lesson's closing }"
	case InText:
		return c + " inside quotes"
	case InEscape:
		return c + " after a backslash \\ inside quotes"
	case InUnicode:
		return c + " in a \\u escape, where a hexadecimal digit should be"
	case InNumber:
		return c + " in a number"
	case InWord:
		return fmt.Sprintf("%s in %q: a word without quotes is true, false or null", c, e.Value)
	case TooDeep:
		return fmt.Sprintf("brackets inside brackets more than %d deep", MaxDepth)
	}
	if e.Char == 0 {
		return "a character out of place"
	}
	return c + " out of place"
}

// because is ": " and the parser's error in English, or nothing.
func (e *Error) because() string {
	if e.Err == nil {
		return ""
	}
	return ": " + e.Err.Error()
}
