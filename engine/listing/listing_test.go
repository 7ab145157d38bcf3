package listing

import (
	"slices"
	"strings"
	"testing"
)

func TestParseCutsTheMarkers(t *testing.T) {
	text := "solve(row):        # fill row  @enter\n" +
		"  for col in 0 .. n-1:  @loop @try\n" +
		"  x = a @ b          # an @ that is no marker\n" +
		"  y = 1  @Check      # not a tag: capitals\n" +
		"\n" +
		"solve(0)  @done\n\n\n"
	l := Parse(QueensScan, text)
	want := []string{
		"solve(row):        # fill row",
		"  for col in 0 .. n-1:",
		"  x = a @ b          # an @ that is no marker",
		"  y = 1  @Check      # not a tag: capitals",
		"",
		"solve(0)",
	}
	if !slices.Equal(l.Lines, want) || l.Method != QueensScan {
		t.Fatalf("lines %q, want %q", l.Lines, want)
	}
	for tag, line := range map[Tag]int{TagEnter: 0, TagLoop: 1, "try": 1, TagDone: 5} {
		if got, ok := l.Line(tag); !ok || got != line {
			t.Errorf("Line(%q) = %d, %v; want %d", tag, got, ok, line)
		}
	}
	if len(l.Tagged()) != 4 {
		t.Errorf("tags %v, want 4", l.Tagged())
	}
	if l.Text() != strings.Join(want, "\n")+"\n" {
		t.Errorf("text %q", l.Text())
	}
}

// A special case falls back to its general tag, and the few tags with a
// stand-in to theirs; a tag with neither has no line.
func TestLineFallsBack(t *testing.T) {
	l := Parse(MazeBFS, "a  @check\nb  @place\nc  @choose\nd  @return\ne  @undo\nf  @check.wall\n")
	for tag, line := range map[Tag]int{
		TagCheckColumn: 0, TagCheckWall: 5, TagCheck: 0,
		TagForced: 1, TagEnqueue: 1, TagPlaceStart: 1,
		TagDequeue: 2, TagDone: 3, TagDoneLimit: 3, TagUndoForced: 4, "check.wall.x.y": 5,
	} {
		if got, ok := l.Line(tag); !ok || got != line {
			t.Errorf("Line(%q) = %d, %v; want %d", tag, got, ok, line)
		}
	}
	for _, tag := range []Tag{TagEnter, TagCall, TagExit, TagLoop, "call.deep"} {
		if got, ok := l.Line(tag); ok {
			t.Errorf("Line(%q) = %d, want none", tag, got)
		}
	}
}

// Tracing is cut from a region: an if on watching with its else branches,
// and what is marked to hide, a line or a block; regions of other methods
// are left out, and a region may serve several.
func TestRegionsLeaveTracingOut(t *testing.T) {
	src := `package p

//listing:begin queens/scan queens/arrays
func f(row int) bool { //@enter
	if r.watched {
		r.emit(1)
	} else if r.poll() {
		return true
	}
	x := 1 //listing:hide
	if s.watched || s.poll(row) {
		if s.stopped {
			return true
		}
	}
	for i := range row { //listing:hide
		y++
	}
	return x == row // a comment stays //@exit @call
}

//listing:end

//listing:begin queens/bitmask
func g() {}

//listing:end

//listing:begin queens/arrays
func h() {
	if !watched {
		poll()
	}
	watched = emit(t, e) && emit(t, e)
}
//listing:end
`
	scan := Regions(src, QueensScan)
	want := [][]string{{
		"func f(row int) bool { //@enter",
		"    return x == row // a comment stays //@exit @call",
		"}",
	}}
	if !slices.EqualFunc(scan, want, slices.Equal) {
		t.Fatalf("scan's regions %q, want %q", scan, want)
	}
	arrays := Regions(src, QueensArrays)
	if len(arrays) != 2 || !slices.Equal(arrays[1], []string{"func h() {", "    watched = emit(t, e) && emit(t, e)", "}"}) {
		t.Errorf("arrays' regions %q", arrays)
	}
	if got := Regions(src, SudokuMRV); len(got) != 0 {
		t.Errorf("mrv's regions %q, want none", got)
	}
	line, tags := cutTags(scan[0][1])
	if line != "    return x == row // a comment stays" || !slices.Equal(tags, []Tag{TagExit, TagCall}) {
		t.Errorf("cutTags: %q %v", line, tags)
	}
}

func TestMethodNames(t *testing.T) {
	if len(Methods()) != 10 || QueensBitmask.Puzzle() != "queens" || MazeBFS.Puzzle() != "maze" ||
		SudokuMRV.PseudoKey() != "code.pseudo.sudoku/mrv" {
		t.Errorf("methods %v", Methods())
	}
	seen := map[Tag]bool{}
	for _, tag := range Tags() {
		if seen[tag] || !isTagName(string(tag)) {
			t.Errorf("tag %q twice or not a tag name", tag)
		}
		seen[tag] = true
	}
}
