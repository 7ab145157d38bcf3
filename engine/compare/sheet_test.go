package compare

import (
	"strings"
	"testing"
)

// chinese says a table in words two columns wide each, as the window's
// Chinese does.
type chinese struct{ english }

func (chinese) Row(_ Puzzle, key string) (string, string) {
	return map[string]string{"tries": "尝试次数", "explored": "探索的格子", "path": "路径长度", "time": "用时"}[key], ""
}

// english is the command line's words, enough for a maze's table.
type english struct{}

func (english) Method(p Puzzle, name string) string       { return Upper(p, name) }
func (english) Row(_ Puzzle, key string) (string, string) { return key, "" }
func (english) Outcome(Cell, string) string               { return "?" }
func (english) Brute(Brute) string                        { return "brute" }

// TestChineseLinesUp checks that a table in Chinese lines up in a
// monospaced font, where a Chinese character takes two columns.
func TestChineseLinesUp(t *testing.T) {
	tab := &Table{Puzzle: Maze, Methods: []string{"dfs", "bfs"}, Results: []*Result{{Path: 10}, {Path: 6}}}
	text := tab.Sheet(chinese{}).Text()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for _, l := range lines[1:] {
		if Width(l) != Width(lines[0]) {
			t.Errorf("%q is %d columns wide, the head %d:\n%s", l, Width(l), Width(lines[0]), text)
		}
	}
	if !strings.HasPrefix(lines[3], "路径长度    ") {
		t.Errorf("path row %q", lines[3])
	}
	if Width("探索的格子") != 10 || Width("DFS") != 3 {
		t.Errorf("widths %d, %d", Width("探索的格子"), Width("DFS"))
	}
}
