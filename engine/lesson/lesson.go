// Package lesson reads a lesson: a guided tour of the app a teacher
// writes, opens and shares as a plain JSON file, played like slides. Each
// slide sets a screen, its puzzle and method, the Teach views, the speed,
// optionally a step of the run to show and a question for the room, and
// gives the teacher a few sentences to say; every text in English and
// Chinese.
//
//	{
//	  "title": {"en": "Four queens", "zh_Hans": "四皇后"},
//	  "slides": [
//	    {"screen": "queens", "n": 4, "method": "scan", "teach": true,
//	     "views": ["tree", "log"], "speed": 2, "step": 12,
//	     "title": {"en": "…", "zh_Hans": "…"},
//	     "say": {"en": "…", "zh_Hans": "…"},
//	     "question": {"en": "…", "zh_Hans": "…"}}
//	  ]
//	}
//
// Parse checks a file completely before anything is shown: a malformed
// one is an *Error that gives the line and column it is at and names the
// screen, method or sample it does not know. The package never imports
// Fyne; the window applies slides to its screens.
package lesson

import "strings"

// The screens a slide can show, by their names in a lesson file.
const (
	Queens = "queens"
	Sudoku = "sudoku"
	Maze   = "maze"
	Code   = "code"
)

// Screens are the screens a slide can show, in the window's order.
var Screens = []string{Queens, Sudoku, Maze, Code}

// Views are the Teach views a slide can choose, by their names.
var Views = []string{"code", "stack", "tree", "log"}

// Compare is the only thing a slide can ask a screen to show beside its
// run ("show"): the comparison of its methods.
const Compare = "compare"

// MazeMethods are the maze's searches; compare runs both on one maze.
var MazeMethods = []string{"dfs", "bfs", Compare}

// The languages of a lesson's texts, by their keys in the file.
const (
	English = "en"
	Chinese = "zh_Hans"
)

// Text is a text in the languages a lesson speaks. A file gives it as
// {"en": …, "zh_Hans": …}, or as one string for both.
type Text struct {
	En, Zh string
}

// In is the text in language lang ("en", or "zh"/"zh_Hans" for
// Chinese), or in the other language when the file gives it only there.
func (t Text) In(lang string) string {
	first, other := t.En, t.Zh
	if strings.HasPrefix(lang, "zh") {
		first, other = t.Zh, t.En
	}
	if first != "" {
		return first
	}
	return other
}

// Empty reports whether the text is missing in every language.
func (t Text) Empty() bool { return t.En == "" && t.Zh == "" }

// Speed is a slide's pace in steps per second; 0 leaves the screen's
// speed as it is, Full is full speed.
type Speed float64

// Full is full speed ("speed": "full").
const Full Speed = -1

// Lesson is a lesson read from its file.
type Lesson struct {
	Title   Text
	Summary Text // what it teaches, for the chooser; may be empty
	Slides  []Slide
}

// Slide is one slide: what the window shows and what the teacher says.
// A field left out of the file leaves what the screen shows as it is.
type Slide struct {
	Title  Text
	Screen string // one of Screens
	// The puzzle, by screen: N for N-Queens; a Sample (its name) or a Grid
	// (a puzzle's text) for Sudoku; a Sample or a Maze (its text) for the
	// maze; an Example (its name) or a Program (its text) for Code.
	N       int
	Sample  string
	Grid    string
	Maze    string
	Example string
	Program string
	// Method is the N-Queens check (scan, arrays, bitmask), the Sudoku
	// strategy (plain, records, static, mrv) or the maze's search (dfs,
	// bfs, compare).
	Method string
	Teach  *bool    // Teach on or off; nil leaves it
	Views  []string // the Teach views to tick, in order; nil leaves them
	Speed  Speed
	// Step, when above 0, runs the search to that step and pauses there;
	// Play starts the run at the slide's speed instead.
	Step int
	Play bool
	// Show asks the screen to show its comparison (Compare), when it has
	// one.
	Show     string
	Question Text // asked of the room; may be empty
	Say      Text // what the teacher says
	Line     int  // the line of the file the slide starts at
}

// Names are the samples and examples a lesson may name, which the app
// knows and this package does not: the Sudoku and maze samples and the
// Code screen's examples. Parse checks names against them.
type Names struct {
	Sudoku, Maze, Code []string
}
