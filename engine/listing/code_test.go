package listing

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// dirs are the solver packages' directories, from this one.
var dirs = map[string]string{"queens": "../queens", "sudoku": "../sudoku", "maze": "../maze"}

// The drift test: what Code shows is cut from the files as they are on
// disk (the embedded copies are current), every region is closed, names
// known methods and known tags, and reads as Go once tracing is out.
func TestCodeIsTheSourceOnDisk(t *testing.T) {
	for _, m := range Methods() {
		src := sources[m.Puzzle()]
		var lines []string
		for _, name := range src.files {
			data, err := os.ReadFile(filepath.Join(dirs[m.Puzzle()], name))
			if err != nil {
				t.Fatalf("%s: %v", m, err)
			}
			for _, region := range Regions(string(data), m) {
				if len(lines) > 0 {
					lines = append(lines, "")
				}
				for _, line := range region {
					s, _ := cutTags(line)
					lines = append(lines, s)
				}
			}
		}
		code := Code(m)
		if len(code.Lines) < 10 || !slices.Equal(code.Lines, lines) || code.Method != m {
			t.Errorf("%s: the embedded listing (%d lines) is not the source's (%d lines)", m, len(code.Lines), len(lines))
		}
		fset := token.NewFileSet()
		if _, err := parser.ParseFile(fset, string(m), "package p\n"+code.Text(), 0); err != nil {
			t.Errorf("%s: the listing is not Go: %v\n%s", m, err, code.Text())
		}
		for i, line := range code.Lines {
			for _, tracing := range []string{"watched", "emit(", "Emit(", "poll(", "//@", "//listing:"} {
				if strings.Contains(line, tracing) {
					t.Errorf("%s line %d shows %q: %s", m, i, tracing, line)
				}
			}
		}
	}
}

// Every marker in the solvers' sources opens or closes a region in turn,
// names known methods and known tags, and sits in a file Code reads.
func TestMarkersAreWellFormed(t *testing.T) {
	known := map[Tag]bool{}
	for _, tag := range Tags() {
		known[tag] = true
	}
	for puzzle, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			open := false
			regions := 0
			for i, line := range strings.Split(string(data), "\n") {
				trim := strings.TrimSpace(line)
				where := func() string { return f + ":" + strconv.Itoa(i+1) }
				switch {
				case strings.HasPrefix(trim, beginMarker):
					if open {
						t.Errorf("%s: a region opens inside another", where())
					}
					open = true
					regions++
					for _, name := range strings.Fields(trim[len(beginMarker):]) {
						if !slices.Contains(Methods(), Method(name)) || Method(name).Puzzle() != puzzle {
							t.Errorf("%s: unknown method %q", where(), name)
						}
					}
				case trim == endMarker:
					if !open {
						t.Errorf("%s: a region closes that was not open", where())
					}
					open = false
				case strings.Contains(line, tagMarker):
					if !open {
						t.Errorf("%s: a tag outside any region", where())
					}
					_, tags := cutTags(line)
					for _, tag := range tags {
						if !known[tag] {
							t.Errorf("%s: unknown tag %q", where(), tag)
						}
					}
				}
			}
			if open {
				t.Errorf("%s: a region is left open", f)
			}
			if regions > 0 && !slices.Contains(sources[puzzle].files, filepath.Base(f)) {
				t.Errorf("%s has regions, but Code does not read it", f)
			}
		}
		for _, name := range sources[puzzle].files {
			if _, err := sources[puzzle].fsys.Open(name); err != nil {
				t.Errorf("%s: %s is not embedded: %v", puzzle, name, err)
			}
		}
	}
}

// goLines says, for each method, what the line of each step says: the
// markers sit on the code that does the step.
var goLines = map[Method]map[Tag]string{
	QueensScan: {
		TagEnter: "func (r *run) solve(row int) bool {", TagLoop: "for col := 0; col < r.n; col++ {",
		TagCheck: "r.conflict(row, col); c != engine.NoConflict", TagCheckColumn: "if int(r.cols[i]) == col {",
		TagCheckDiagonal: "if i-int(r.cols[i]) == row-col {", TagCheckAnti: "if i+int(r.cols[i]) == row+col {",
		TagPlace: "r.place(row, col)", TagExit: "if row == r.n-1 {", TagCall: "} else if r.solve(row + 1) {",
		TagUndo: "r.remove(row, col)", TagReturn: "return false", TagDone: "return false",
	},
	QueensArrays: {
		TagCheckColumn: "if r.colTaken[col] {", TagCheckDiagonal: "if r.diagTaken[row-col+r.n-1] {",
		TagCheckAnti: "if r.antiTaken[row+col] {", TagUndo: "r.remove(row, col)",
	},
	QueensBitmask: {
		TagEnter: "func (r *run) free(row int, cols, diag, anti uint64) bool {", TagChoose: "free := ^(cols | diag | anti) & r.full",
		TagLoop: "bit := free & -free", TagPlace: "r.cols[row] = byte(col)", TagExit: "if row == r.n-1 {",
		TagCall: "r.free(row+1, cols|bit, (diag|bit)<<1, (anti|bit)>>1)", TagUndo: "r.st.Backtracks++", TagReturn: "return false",
	},
	SudokuPlain: {
		TagEnter: "func (s *plainSearch) solve(depth, from int) bool {", TagChoose: "for c < geo.cells && s.cells[c] != 0 {",
		TagExit: "if c == geo.cells {", TagLoop: "for d := 1; d <= n; d++ {", TagCheckRow: "if s.cells[x] == uint8(d) {",
		TagCheckBox: "if s.cells[x] == uint8(d) {", TagPlace: "s.cells[c] = uint8(d)", TagCall: "if s.solve(depth+1, c+1) {",
		TagUndo: "s.cells[c] = 0", TagReturn: "s.leave(depth)",
	},
	SudokuRecords: {
		TagEnter: "func (s *recordsSearch) solve(depth int) bool {", TagChoose: "c := int(s.order[depth])",
		TagCheckColumn: "if by := s.at[u][d]; by != 0 {", TagPlace: "s.cells[c] = uint8(d)", TagDone: "s.solve(0)",
	},
	SudokuStatic: {TagDone: "s.solve(0)", TagCheckBox: "if by := s.at[u][d]; by != 0 {"},
	SudokuMRV: {
		TagEnter: "func (s *mrvSearch) solve(k, choice, digit int) bool {", TagForced: "return s.place(lv, c, d)",
		TagCheckNoCandidate: "if !ok {", TagChoose: "c := s.choose(lv)", TagExit: "if c < 0 {",
		TagLoop: "for ; m != 0; m &= m - 1 {", TagPlace: "if s.solve(k+1, c, d) {", TagCall: "if s.solve(k+1, c, d) {",
		TagUndo: "st.Backtracks++", TagUndoForced: "s.stats.Backtracks += uint64(s.tlen - mark)", TagReturn: "s.undoForced(k, mark)",
	},
	MazeDFS: {
		TagPlaceStart: "stack = append(stack, pathFrame{at: start,", TagEnter: "f := &stack[top]",
		TagReturn: "if f.next == int8(NumDirections) {", TagUndo: "stack = stack[:top]", TagLoop: "n := f.at + g.step[d]",
		TagCheckWall: "if k != unvisited {", TagPlace: "g.marks[n] = entered(d)", TagExit: "if n == end {",
		TagDoneLimit: "return engine.LimitReached", TagDone: "return engine.NoSolution",
	},
	MazeBFS: {
		TagPlaceStart: "queue = append(queue, start)", TagEnter: "for head := 0; head < len(queue); head++ {",
		TagDequeue: "cur := queue[head]", TagLoop: "n := cur + g.step[d]", TagCheckVisited: "if k != unvisited {",
		TagEnqueue: "queue = append(queue, n)", TagExit: "if n == end {", TagDoneLimit: "return engine.LimitReached",
		TagReturn: "return engine.NoSolution", TagDone: "return engine.NoSolution",
	},
}

func TestEachStepIsOnItsLineOfGo(t *testing.T) {
	for m, lines := range goLines {
		code := Code(m)
		for tag, want := range lines {
			i, ok := code.Line(tag)
			if !ok || !strings.Contains(code.Lines[i], want) {
				t.Errorf("%s: %s is line %d %q (found %v), want one with %q", m, tag, i, code.Lines[min(i, len(code.Lines)-1)], ok, want)
			}
		}
	}
}
