package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// smallMaze needs a backtrack: the depth-first search tries the corridor
// to the right first, and it is a dead end.
const smallMaze = "" +
	"#########\n" +
	"#S..#...#\n" +
	"#.#.#.#.#\n" +
	"#.#...#.#\n" +
	"#.#####.#\n" +
	"#E..#...#\n" +
	"#########\n"

// loopMaze has two ways round: DFS goes over the top, BFS straight across.
const loopMaze = "" +
	"#########\n" +
	"#.......#\n" +
	"#.#####.#\n" +
	"#S.....E#\n" +
	"#.#####.#\n" +
	"#.......#\n" +
	"#########\n"

func TestMaze(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "loops.txt")
	if err := os.WriteFile(file, []byte(loopMaze), 0o644); err != nil {
		t.Fatal(err)
	}
	// What the system says about a missing file, and about reading a
	// folder, differs between systems: ask it.
	missing := filepath.Join(dir, "missing.txt")
	_, openErr := os.Open(missing)
	folder, err := os.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, readErr := folder.Read(make([]byte, 1))
	folder.Close()

	tests := []struct {
		name    string
		args    []string
		in      string
		out     string
		errLine string // the first line of stderr
		code    int
	}{
		{
			name: "dfs from stdin", in: smallMaze, code: ExitOK,
			out: "#########\n" +
				"#S..#...#\n" +
				"#*#.#.#.#\n" +
				"#*#...#.#\n" +
				"#*#####.#\n" +
				"#E..#...#\n" +
				"#########\n" +
				"path length: 4\n",
		},
		{
			name: "dfs from a file", args: []string{file}, code: ExitOK,
			out: "#########\n" +
				"#*******#\n" +
				"#*#####*#\n" +
				"#S.....E#\n" +
				"#.#####.#\n" +
				"#.......#\n" +
				"#########\n" +
				"path length: 10\n",
		},
		{
			name: "bfs from a file", args: []string{"-algo", "bfs", file}, code: ExitOK,
			out: "#########\n" +
				"#.......#\n" +
				"#.#####.#\n" +
				"#S*****E#\n" +
				"#.#####.#\n" +
				"#.......#\n" +
				"#########\n" +
				"path length: 6\n",
		},
		{
			name: "dash is stdin", args: []string{"-algo", "bfs", "-"}, in: "S.\n.E\r\n\n", code: ExitOK,
			out: "S*\n.E\npath length: 2\n",
		},
		{
			name: "generated", args: []string{"-generate", "4x3", "-seed", "1"}, code: ExitOK,
			out: "#########\n" +
				"#S#.....#\n" +
				"#*#####.#\n" +
				"#***#***#\n" +
				"###*#*#*#\n" +
				"#..***#E#\n" +
				"#########\n" +
				"path length: 14\n",
		},
		{
			name: "generated with the default seed", args: []string{"-algo", "bfs", "-generate", "4X3"}, code: ExitOK,
			out: "#########\n" +
				"#S#.....#\n" +
				"#*#####.#\n" +
				"#***#***#\n" +
				"###*#*#*#\n" +
				"#..***#E#\n" +
				"#########\n" +
				"path length: 14\n",
		},
		{
			name: "no path", in: "S#.\n.#E\n", code: ExitFail,
			errLine: "backtracklab maze: no path from S to E",
		},
		{
			name: "not a maze", in: "S.E\n.x.\n", code: ExitFail,
			errLine: "backtracklab maze: stdin: line 2, column 2: 'x' is not one of # . S E",
		},
		{
			name: "empty input", in: "", code: ExitFail,
			errLine: "backtracklab maze: stdin: empty input: no maze",
		},
		{
			name: "missing file", args: []string{missing}, code: ExitUsage,
			errLine: "backtracklab maze: " + openErr.Error(),
		},
		{
			name: "a directory", args: []string{dir}, code: ExitUsage,
			errLine: "backtracklab maze: " + dir + ": reading the maze: " + readErr.Error(),
		},
		{
			name: "unknown algo", args: []string{"-algo", "astar", file}, code: ExitUsage,
			errLine: `backtracklab maze: unknown -algo "astar": want dfs or bfs`,
		},
		{
			name: "two files", args: []string{file, file}, code: ExitUsage,
			errLine: `backtracklab maze: one FILE at most, and flags before it; got ["` + file + `" "` + file + `"]`,
		},
		{
			name: "flag after the file", args: []string{file, "-algo", "bfs"}, code: ExitUsage,
			errLine: `backtracklab maze: one FILE at most, and flags before it; got ["` + file + `" "-algo" "bfs"]`,
		},
		{
			name: "generate and file", args: []string{"-generate", "3x3", file}, code: ExitUsage,
			errLine: "backtracklab maze: -generate and FILE exclude each other",
		},
		{
			name: "seed alone", args: []string{"-seed", "4"}, in: smallMaze, code: ExitUsage,
			errLine: "backtracklab maze: -seed needs -generate",
		},
		{
			name: "bad size", args: []string{"-generate", "20by10"}, code: ExitUsage,
			errLine: `backtracklab maze: -generate: "20by10" is not a size WxH in cells, such as 20x10`,
		},
		{
			name: "size too large", args: []string{"-generate", "500x10"}, code: ExitUsage,
			errLine: "backtracklab maze: -generate: maze size 500x10: at most 499 cells a side",
		},
		{
			name: "one cell", args: []string{"-generate", "1x1"}, code: ExitUsage,
			errLine: "backtracklab maze: -generate: maze size 1x1: S and E need two cells",
		},
		{
			name: "unknown flag", args: []string{"-fast"}, code: ExitUsage,
			errLine: "flag provided but not defined: -fast",
		},
		{
			name: "help", args: []string{"-h"}, code: ExitOK,
			errLine: "usage: backtracklab maze [-algo dfs|bfs] [-generate WxH [-seed K] [-loops P]] [-log | -tree dot|text|pdf|svg|png] [-stats] [FILE]",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut strings.Builder
			code := Run(append([]string{"maze"}, tc.args...), Streams{In: strings.NewReader(tc.in), Out: &out, Err: &errOut})
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.code, errOut.String())
			}
			if out.String() != tc.out {
				t.Errorf("stdout\n%s\nwant\n%s", out.String(), tc.out)
			}
			errLine, _, _ := strings.Cut(errOut.String(), "\n")
			if errLine != tc.errLine {
				t.Errorf("stderr starts %q, want %q", errLine, tc.errLine)
			}
		})
	}
}

// TestMazeLoops: with -loops a generated maze has more than one way, and
// on this one BFS's path is much shorter than the first DFS finds (the
// figures engine/maze pins for the same maze); without loops both take
// the one path, of 224 steps.
func TestMazeLoops(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		last    string // the last line of stdout
		errLine string // the first line of stderr
		code    int
	}{
		{name: "dfs", args: []string{"-generate", "30x20", "-seed", "1", "-loops", "20"}, last: "path length: 232"},
		{name: "bfs", args: []string{"-algo", "bfs", "-generate", "30x20", "-seed", "1", "-loops", "20"}, last: "path length: 112"},
		{name: "no loops: one path", args: []string{"-generate", "30x20", "-seed", "1", "-loops", "0"}, last: "path length: 224"},
		{name: "no loops, default", args: []string{"-generate", "30x20", "-seed", "1"}, last: "path length: 224"},
		{
			name: "loops alone", args: []string{"-loops", "10"}, code: ExitUsage,
			errLine: "backtracklab maze: -loops needs -generate",
		},
		{
			name: "too many loops", args: []string{"-generate", "5x5", "-loops", "51"}, code: ExitUsage,
			errLine: "backtracklab maze: -loops: loops 51%: want 0 to 50",
		},
		{
			name: "negative loops", args: []string{"-generate", "5x5", "-loops", "-1"}, code: ExitUsage,
			errLine: "backtracklab maze: -loops: loops -1%: want 0 to 50",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut strings.Builder
			code := Run(append([]string{"maze"}, tc.args...), Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tc.code, errOut.String())
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if last := lines[len(lines)-1]; last != tc.last {
				t.Errorf("stdout ends %q, want %q", last, tc.last)
			}
			errLine, _, _ := strings.Cut(errOut.String(), "\n")
			if errLine != tc.errLine {
				t.Errorf("stderr starts %q, want %q", errLine, tc.errLine)
			}
		})
	}
}

// TestMazeOutputReadsBack: what maze prints, the path marked '*' and the
// "path length:" line, is a maze it reads, and solving that again prints
// the same, for both searches and a generated maze with loops.
func TestMazeOutputReadsBack(t *testing.T) {
	run := func(in string, args ...string) string {
		t.Helper()
		var out, errOut strings.Builder
		if code := Run(append([]string{"maze"}, args...), Streams{In: strings.NewReader(in), Out: &out, Err: &errOut}); code != ExitOK {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errOut.String())
		}
		return out.String()
	}
	generated := run("", "-generate", "15x8", "-seed", "3", "-loops", "20")
	for _, in := range []string{smallMaze, loopMaze, generated} {
		for _, algo := range []string{"dfs", "bfs"} {
			first := run(in, "-algo", algo)
			if again := run(first, "-algo", algo); again != first {
				t.Errorf("%s: output read back prints\n%s\nwant\n%s", algo, again, first)
			}
			// Through a file with Windows line ends, too.
			file := filepath.Join(t.TempDir(), "out.txt")
			if err := os.WriteFile(file, []byte(strings.ReplaceAll(first, "\n", "\r\n")), 0o644); err != nil {
				t.Fatal(err)
			}
			if again := run("", "-algo", algo, file); again != first {
				t.Errorf("%s: the output saved with CR LF reads back as\n%s", algo, again)
			}
		}
	}
}
