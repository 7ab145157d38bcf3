package listing

import (
	"slices"
	"strings"
)

// Method names one search method: one listing each.
type Method string

// The methods: the three N-Queens checks, the five Sudoku strategies and
// the two maze searches.
const (
	QueensScan    Method = "queens/scan"
	QueensArrays  Method = "queens/arrays"
	QueensBitmask Method = "queens/bitmask"
	SudokuPlain   Method = "sudoku/plain"
	SudokuRecords Method = "sudoku/records"
	SudokuStatic  Method = "sudoku/static"
	SudokuSingles Method = "sudoku/singles"
	SudokuMRV     Method = "sudoku/mrv"
	MazeDFS       Method = "maze/dfs"
	MazeBFS       Method = "maze/bfs"
)

// Methods lists every method, in teaching order.
func Methods() []Method {
	return []Method{QueensScan, QueensArrays, QueensBitmask,
		SudokuPlain, SudokuRecords, SudokuStatic, SudokuSingles, SudokuMRV, MazeDFS, MazeBFS}
}

// Puzzle is the part of m before the slash: "queens", "sudoku" or "maze".
func (m Method) Puzzle() string {
	p, _, _ := strings.Cut(string(m), "/")
	return p
}

// PseudoKey is the translation key of m's pseudocode.
func (m Method) PseudoKey() string { return "code.pseudo." + string(m) }

// Tag says which step of the search a line does.
type Tag string

// The tags. A tag with a dot is a special case of the tag before it
// ("check.column" of "check") and falls back to it when a listing has no
// line of its own for it; see Listing.Line for the other fallbacks.
const (
	TagEnter            Tag = "enter"             // the function's header: a frame begins
	TagExit             Tag = "exit"              // the exit condition: a solution
	TagChoose           Tag = "choose"            // pick the cell, compute the free squares
	TagLoop             Tag = "loop"              // the loop over the choices: a Try
	TagCheck            Tag = "check"             // a failing condition
	TagCheckColumn      Tag = "check.column"      // ... the column is taken
	TagCheckDiagonal    Tag = "check.diagonal"    // ... the "\" diagonal
	TagCheckAnti        Tag = "check.anti"        // ... the "/" diagonal
	TagCheckRow         Tag = "check.row"         // ... the digit is in the row
	TagCheckBox         Tag = "check.box"         // ... the digit is in the box
	TagCheckNoCandidate Tag = "check.nocandidate" // ... a cell or digit has no place left
	TagCheckWall        Tag = "check.wall"        // ... a wall
	TagCheckVisited     Tag = "check.visited"     // ... visited before
	TagCheckOutside     Tag = "check.outside"     // ... off the grid
	TagPlace            Tag = "place"             // the assignment
	TagPlaceStart       Tag = "place.start"       // ... of the maze's start, before the search loop
	TagForced           Tag = "forced"            // a placement the rules force (Sudoku's singles)
	TagEliminate        Tag = "eliminate"         // candidates the rules take away (Sudoku's locked candidates)
	TagCall             Tag = "call"              // the recursive call
	TagUndo             Tag = "undo"              // the choice taken back
	TagUndoForced       Tag = "undo.forced"       // ... a forced placement taken back
	TagReturn           Tag = "return"            // the frame gives up
	TagDequeue          Tag = "dequeue"           // BFS takes a cell from the queue
	TagEnqueue          Tag = "enqueue"           // BFS queues a cell
	TagDone             Tag = "done"              // the search is over
	TagDoneLimit        Tag = "done.limit"        // ... because it found what it was asked for
)

// Tags lists every tag.
func Tags() []Tag {
	return []Tag{TagEnter, TagExit, TagChoose, TagLoop, TagCheck,
		TagCheckColumn, TagCheckDiagonal, TagCheckAnti, TagCheckRow, TagCheckBox,
		TagCheckNoCandidate, TagCheckWall, TagCheckVisited, TagCheckOutside,
		TagPlace, TagPlaceStart, TagForced, TagEliminate, TagCall, TagUndo, TagUndoForced, TagReturn,
		TagDequeue, TagEnqueue, TagDone, TagDoneLimit}
}

// fallback is the tag whose line stands for t in a listing without one.
var fallback = map[Tag]Tag{
	TagForced:  TagPlace,
	TagEnqueue: TagPlace,
	TagDequeue: TagChoose,
	TagDone:    TagReturn,
}

// Listing is the code of one method, as lines to show, and where each
// step of the search is in it.
type Listing struct {
	Method Method
	Lines  []string // without the tag markers
	tags   map[Tag]int
}

// Line returns the 0-based line of tag, the first if several have it. A
// rule's check without a line of its own ("check.column") falls back to
// TagCheck; TagForced and TagEnqueue fall back to TagPlace, TagDequeue to
// TagChoose, TagDone to TagReturn (the root frame's). It returns false
// when the listing has no line for tag.
func (l Listing) Line(tag Tag) (int, bool) {
	for { // ends: the table leads out of itself, and a cut shortens the tag
		if i, ok := l.tags[tag]; ok {
			return i, true
		}
		if f, ok := fallback[tag]; ok {
			tag = f
			continue
		}
		i := strings.LastIndexByte(string(tag), '.')
		if i < 0 {
			break
		}
		tag = tag[:i]
	}
	return 0, false
}

// Tagged lists the tags the listing has a line for, each with its line.
func (l Listing) Tagged() map[Tag]int {
	out := make(map[Tag]int, len(l.tags))
	for t, i := range l.tags {
		out[t] = i
	}
	return out
}

// Text is the listing's lines joined, each ending in a newline.
func (l Listing) Text() string {
	var b strings.Builder
	for _, s := range l.Lines {
		b.WriteString(s)
		b.WriteByte('\n')
	}
	return b.String()
}

// add appends a line and records its tags.
func (l *Listing) add(line string, tags []Tag) {
	if l.tags == nil {
		l.tags = map[Tag]int{}
	}
	for _, t := range tags {
		if _, ok := l.tags[t]; !ok {
			l.tags[t] = len(l.Lines)
		}
	}
	l.Lines = append(l.Lines, line)
}

// Parse reads pseudocode text: one line per line of text, each line's
// trailing "@tag" markers (after whitespace) taken off and recorded.
// Trailing blank lines are dropped.
func Parse(m Method, text string) Listing {
	l := Listing{Method: m, tags: map[Tag]int{}}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	for _, s := range lines {
		code, tags := cutMarkers(s)
		l.add(code, tags)
	}
	return l
}

// cutMarkers splits a pseudocode line into its code (trailing space
// trimmed) and the tags of its trailing "@tag" words.
func cutMarkers(s string) (string, []Tag) {
	var tags []Tag
	for {
		t := strings.TrimRight(s, " \t")
		i := strings.LastIndexAny(t, " \t")
		word := t[i+1:]
		if len(word) < 2 || word[0] != '@' || !isTagName(word[1:]) || i < 0 {
			slices.Reverse(tags) // the markers were read last first
			return t, tags
		}
		tags = append(tags, Tag(word[1:]))
		s = t[:i]
	}
}

// isTagName reports whether s can be a tag: lower-case letters and dots.
func isTagName(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && r != '.' {
			return false
		}
	}
	return s != ""
}
