package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
)

const mazeUsage = "usage: backtracklab maze [-algo dfs|bfs] [-generate WxH [-seed K] [-loops P]] [-log | -tree dot|text] [-stats] [FILE]\n       backtracklab maze -compare [-csv] [-generate WxH [-seed K] [-loops P] | FILE]"

// runMaze solves a maze read from FILE or stdin, or generated, and prints
// it with the path marked '*' (S and E keep their letters), then
// "path length: N", N being the number of steps from S to E. The maze
// parser reads that output back as the same maze. -compare runs DFS and
// BFS and prints their counters side by side instead.
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
	stats := fs.Bool("stats", false, "print the search's counters to stderr: tries, cells explored, path length, elapsed")
	compare := fs.Bool("compare", false, "instead of the maze, run DFS and BFS in turn and print their counters side by side")
	asCSV := fs.Bool("csv", false, "with -compare: print the table as CSV")
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
	if *algo != "dfs" && *algo != "bfs" {
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
	case *asCSV && !*compare:
		return fail(ExitUsage, "-csv goes with -compare")
	}
	if *compare {
		for _, name := range []string{"algo", "log", "tree", "stats"} {
			if set[name] {
				return fail(ExitUsage, "-compare runs DFS and BFS and prints their counters: not with -%s", name)
			}
		}
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

	if *compare {
		return compareMaze(s, m, *asCSV)
	}
	if show.on() {
		return showMaze(s, show, m, *algo, *stats)
	}
	path, st := solveMaze(m, *algo)
	if *stats {
		writeMazeStats(s.Err, &st, path)
	}
	if path == nil {
		return fail(ExitFail, "no path from S to E")
	}
	io.WriteString(s.Out, m.StringWithPath(path))
	fmt.Fprintf(s.Out, "%s%d\n", maze.PathLengthPrefix, len(path)-1)
	return ExitOK
}

// solveMaze runs algo ("dfs" or "bfs") on m unwatched, as the command and
// -compare do, and returns the path it finds from S to E (nil for none)
// and its counters, Elapsed the wall time of the run.
func solveMaze(m *maze.Maze, algo string) ([]maze.Point, engine.Stats) {
	solve := maze.SolveDFS
	if algo == "bfs" {
		solve = maze.SolveBFS
	}
	start := time.Now()
	path, st := solve(m)
	st.Elapsed = time.Since(start)
	return path, st
}

// writeMazeStats prints the counters of a maze search that found path
// (nil for none): tries are the moves considered, cells explored those
// entered.
func writeMazeStats(w io.Writer, st *engine.Stats, path []maze.Point) {
	fmt.Fprintf(w, "tries        %d\n", st.Nodes)
	fmt.Fprintf(w, "explored     %d\n", st.Placements)
	if path == nil {
		fmt.Fprintf(w, "path length  none\n")
	} else {
		fmt.Fprintf(w, "path length  %d\n", len(path)-1)
	}
	fmt.Fprintf(w, "elapsed      %v\n", st.Elapsed.Round(time.Microsecond))
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
// "bfs") in m, and with stats its counters.
func showMaze(s Streams, show showing, m *maze.Maze, algo string, stats bool) int {
	type pathSearch interface {
		Run(*engine.Tracer) engine.End
		Path() []maze.Point
	}
	var search pathSearch = maze.NewDFS(m)
	alg := story.DFS
	if algo == "bfs" {
		search, alg = maze.NewBFS(m), story.BFS
	}
	tell := func(e engine.Event, st engine.Stats) story.Msg { return story.Maze(e, st, alg) }
	_, st, cut, err := show.show(s.Out, search.Run, tell, mazeLabel)
	if stats {
		writeMazeStats(s.Err, &st, search.Path())
	}
	return shown(s, "maze", st, cut, err)
}
