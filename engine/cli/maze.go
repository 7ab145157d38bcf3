package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
)

const mazeUsage = "usage: backtracklab maze [-algo dfs|bfs] [-generate WxH [-seed K] [-loops P]] [-log | -tree dot|text] [FILE]"

// runMaze solves a maze read from FILE or stdin, or generated, and prints
// it with the path marked '*' (S and E keep their letters), then
// "path length: N", N being the number of steps from S to E. The maze
// parser reads that output back as the same maze.
//
// Exit status: 0 with a path; 1 when the maze has no path or its text is
// not a valid maze; 2 for a wrong command line or a FILE that cannot be
// opened or read.
func runMaze(args []string, s Streams) int {
	fs := flag.NewFlagSet("maze", flag.ContinueOnError)
	fs.SetOutput(s.Err)
	algo := fs.String("algo", "dfs", "the search, `dfs|bfs`: depth-first (the first path found) or breadth-first (a shortest path)")
	size := fs.String("generate", "", "instead of reading a maze, generate one of `WxH` cells (2W+1 by 2H+1 characters)")
	seed := fs.Int64("seed", 1, "the seed `K` of the generated maze: the same seed gives the same maze")
	loops := fs.Int("loops", 0, fmt.Sprintf("knock out `P` percent (0 to %d) of the generated maze's inner walls, so that there is more than one way and BFS's path can be shorter than DFS's", maze.MaxLoops))
	log := fs.Bool("log", false, "print every step of the search instead of the maze: numbered, in words, indented by depth")
	treeFormat := fs.String("tree", "", "print the search tree instead of the maze: `dot` (Graphviz) or text (an outline)")
	fs.Usage = func() {
		fmt.Fprintln(s.Err, mazeUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(s.Err, "backtracklab maze: "+format+"\n", a...)
		return code
	}
	search, ok := mazeSearches[*algo]
	if !ok {
		return fail(ExitUsage, "unknown -algo %q: want dfs or bfs", *algo)
	}
	show, err := parseShowing(*log, *treeFormat)
	if err != nil {
		return fail(ExitUsage, "%v", err)
	}
	files := fs.Args()
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case len(files) > 1:
		return fail(ExitUsage, "one FILE at most, and flags before it; got %q", files)
	case *size != "" && len(files) == 1:
		return fail(ExitUsage, "-generate and FILE exclude each other")
	case set["seed"] && *size == "":
		return fail(ExitUsage, "-seed needs -generate")
	case set["loops"] && *size == "":
		return fail(ExitUsage, "-loops needs -generate")
	}

	var m *maze.Maze
	if *size != "" {
		w, h, err := parseMazeSize(*size)
		if err != nil {
			return fail(ExitUsage, "-generate: %v", err)
		}
		if err := maze.CheckLoops(*loops); err != nil {
			return fail(ExitUsage, "-loops: %v", err)
		}
		m = maze.GenerateWithLoops(w, h, *seed, *loops)
	} else {
		name, in := "stdin", s.In
		if len(files) == 1 && files[0] != "-" {
			f, err := os.Open(files[0])
			if err != nil {
				return fail(ExitUsage, "%v", err)
			}
			defer f.Close()
			name, in = files[0], f
		}
		var err error
		m, err = maze.Parse(in)
		var pe *maze.ParseError
		switch {
		case errors.As(err, &pe) && pe.Kind == maze.ReadFailed:
			return fail(ExitUsage, "%s: %v", name, err)
		case err != nil:
			return fail(ExitFail, "%s: %v", name, err)
		}
	}

	if show.on() {
		return showMaze(s, show, m, *algo)
	}
	path := search(m)
	if path == nil {
		return fail(ExitFail, "no path from S to E")
	}
	io.WriteString(s.Out, m.StringWithPath(path))
	fmt.Fprintf(s.Out, "%s%d\n", maze.PathLengthPrefix, len(path)-1)
	return ExitOK
}

// mazeSearches are the values of -algo: each returns the path it finds
// from S to E, or nil.
var mazeSearches = map[string]func(*maze.Maze) []maze.Point{
	"dfs": func(m *maze.Maze) []maze.Point { p, _ := maze.SolveDFS(m); return p },
	"bfs": func(m *maze.Maze) []maze.Point { p, _ := maze.SolveBFS(m); return p },
}

// parseMazeSize reads "WxH", a size in cells, such as 20x10.
func parseMazeSize(s string) (width, height int, err error) {
	ws, hs, ok := strings.Cut(strings.ToLower(s), "x")
	if ok {
		width, err = strconv.Atoi(ws)
		if err == nil {
			height, err = strconv.Atoi(hs)
		}
	}
	if !ok || err != nil {
		return 0, 0, fmt.Errorf("%q is not a size WxH in cells, such as 20x10", s)
	}
	return width, height, maze.CheckGenerateSize(width, height)
}

// showMaze prints the step log or the search tree of algo ("dfs" or
// "bfs") in m.
func showMaze(s Streams, show showing, m *maze.Maze, algo string) int {
	search, alg := maze.NewDFS(m).Run, story.DFS
	if algo == "bfs" {
		search, alg = maze.NewBFS(m).Run, story.BFS
	}
	tell := func(e engine.Event, st engine.Stats) story.Msg { return story.Maze(e, st, alg) }
	_, st, cut, err := show.show(s.Out, search, tell, mazeLabel)
	return shown(s, "maze", st, cut, err)
}
