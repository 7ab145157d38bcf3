package listing

import (
	"io/fs"
	"strings"
	"sync"

	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
)

// source is where a puzzle's Go is: the solver package's embedded files,
// in the order their regions are listed.
type source struct {
	fsys  fs.FS
	files []string
}

// sources gives each puzzle's files. A test checks that every file is
// embedded and holds a region.
var sources = map[string]source{
	"queens": {queens.Source, []string{"solver.go", "bitmask.go", "checks.go"}},
	"sudoku": {sudoku.Source, []string{"plain.go", "records.go", "mrv.go"}},
	"maze":   {maze.Source, []string{"dfs.go", "bfs.go"}},
}

// The markers in the Go sources.
const (
	beginMarker = "//listing:begin "
	endMarker   = "//listing:end"
	hideMarker  = "//listing:hide"
	tagMarker   = " //@"
)

var (
	codeOnce sync.Once
	code     map[Method]Listing
)

// Code is the engine's own Go for m: the marked regions of the solver's
// source files, embedded when the program was built, tracing left out
// (see the package doc). The Listing is shared: do not change it. A
// method without regions has no lines.
func Code(m Method) Listing {
	codeOnce.Do(func() {
		code = map[Method]Listing{}
		for _, m := range Methods() {
			code[m] = extract(m)
		}
	})
	if l, ok := code[m]; ok {
		return l
	}
	return Listing{Method: m}
}

// extract cuts m's regions from its puzzle's files.
func extract(m Method) Listing {
	l := Listing{Method: m, tags: map[Tag]int{}}
	src, ok := sources[m.Puzzle()]
	if !ok {
		return l
	}
	for _, name := range src.files {
		data, err := fs.ReadFile(src.fsys, name)
		if err != nil {
			continue
		}
		for _, region := range Regions(string(data), m) {
			if len(l.Lines) > 0 {
				l.add("", nil)
			}
			for _, line := range region {
				s, tags := cutTags(line)
				l.add(s, tags)
			}
		}
	}
	return l
}

// Regions returns the regions of Go source src that belong to m, each as
// its lines with tracing left out and tabs expanded, tag comments kept. It
// is what Code shows before the tags are cut; tests use it on the files
// on disk.
func Regions(src string, m Method) [][]string {
	var out [][]string
	var cur []string
	in := false
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		trim := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trim, beginMarker):
			in = in || hasMethod(trim[len(beginMarker):], m)
			cur = nil
			continue
		case trim == endMarker:
			for len(cur) > 0 && strings.TrimSpace(cur[len(cur)-1]) == "" {
				cur = cur[:len(cur)-1]
			}
			if in {
				out = append(out, cur)
			}
			in = false
			continue
		case !in:
			continue
		}
		if hidden(trim) {
			i = blockEnd(lines, i)
			continue
		}
		cur = append(cur, strings.ReplaceAll(line, "\t", "    "))
	}
	return out
}

// hasMethod reports whether the methods named in list include m.
func hasMethod(list string, m Method) bool {
	for _, f := range strings.Fields(list) {
		if Method(f) == m {
			return true
		}
	}
	return false
}

// hidden reports whether a trimmed line starts what the listing leaves
// out: tracing (an if on watching), or a line marked to hide.
func hidden(trim string) bool {
	if strings.HasSuffix(trim, hideMarker) {
		return true
	}
	if !strings.HasPrefix(trim, "if ") || !strings.HasSuffix(trim, "{") {
		return false
	}
	cond := trim[3 : len(trim)-1]
	for _, w := range strings.FieldsFunc(cond, func(r rune) bool {
		return !(r == '_' || r == '.' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		if w == "watched" || strings.HasSuffix(w, ".watched") {
			return true
		}
	}
	return false
}

// blockEnd returns the last line of the statement starting at line i: i
// itself unless it opens a block, else the line closing the block at the
// same indentation, after any else branches.
func blockEnd(lines []string, i int) int {
	if !strings.HasSuffix(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(lines[i]), hideMarker)), "{") {
		return i
	}
	indent := lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], "\t "))]
	for j := i + 1; j < len(lines); j++ {
		l := lines[j]
		if !strings.HasPrefix(l, indent+"}") {
			continue
		}
		if rest := strings.TrimSpace(l[len(indent)+1:]); strings.HasPrefix(rest, "else") {
			continue
		}
		return j
	}
	return len(lines) - 1
}

// cutTags takes a line's "//@tag" comment off and returns its tags.
func cutTags(line string) (string, []Tag) {
	i := strings.LastIndex(line, tagMarker)
	if i < 0 {
		return strings.TrimRight(line, " "), nil
	}
	var tags []Tag
	for _, w := range strings.Fields(line[i+len(tagMarker)-1:]) {
		tags = append(tags, Tag(strings.TrimPrefix(w, "@")))
	}
	return strings.TrimRight(line[:i], " "), tags
}
