package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/handout"
	"backtracklab/engine/queens"
	"backtracklab/engine/story"
)

const queensUsage = "usage: backtracklab queens -n N [-count [-workers W | -mirror]] [-unique] [-check scan|arrays|bitmask] [-format cols|board] [-log | -tree dot|text|pdf|svg|png] [-stats]\n       backtracklab queens -n N -compare [-csv]\n       backtracklab queens -n N -sheet FILE.pdf|FILE.png [-unique] [-paper a4|letter]\n       backtracklab queens -n N -gif FILE [-gif-views stack|stack,tree] [-check scan|arrays|bitmask]"

// runQueens lists the solutions of the N-Queens puzzle in lexicographic
// order, one per line as the queens' columns row by row (or drawn as
// boards), or with -count prints how many there are; -compare prints the
// counters of every check side by side instead.
func runQueens(args []string, s Streams) int {
	fs := flag.NewFlagSet("queens", flag.ContinueOnError)
	fs.SetOutput(s.Err)
	n := fs.Int("n", 0, "board size, 1 to 32")
	count := fs.Bool("count", false, "print only the number of solutions, counted by the fast parallel counter")
	unique := fs.Bool("unique", false, "only solutions distinct under rotation and reflection (one per symmetry class)")
	checkName := fs.String("check", "bitmask", "how squares are checked while listing: scan, arrays or bitmask")
	format := fs.String("format", "cols", "cols (the queen's column in each row) or board (.Q.. rows)")
	stats := fs.Bool("stats", false, "print the search counters to stderr")
	workers := fs.Int("workers", 0, "with -count: goroutines to count with (0 = one per core)")
	mirror := fs.Bool("mirror", false, "with -count: use the classic one-thread search with mirror symmetry (for comparisons)")
	log := fs.Bool("log", false, "print every step of the search instead of the solutions: numbered, in words, indented by depth")
	treeFormat := fs.String("tree", "", "print the search tree instead of the solutions: `dot` (Graphviz), text (an outline), or a picture: pdf, svg or png")
	sheet := fs.String("sheet", "", fmt.Sprintf("write every solution (n up to %d) as numbered boards to `FILE`: a PDF to print (.pdf) or one picture (.png)", handout.MaxSheetN))
	paperName := fs.String("paper", "a4", "with -sheet: the PDF's paper, a4 or letter")
	gif := fs.String("gif", "", "write the listing search, a frame per step with its words, to `FILE` as an animated GIF")
	gifViews := fs.String("gif-views", "", "with -gif: the views beside the board, `stack` (the call stack) or stack,tree (and the search tree under both)")
	compare := fs.Bool("compare", false, fmt.Sprintf("instead of the solutions, run the listing search with each check in turn and print their counters side by side, with the brute-force counts (a check gives up after %v tries)", story.Number(maxCompareNodes)))
	asCSV := fs.Bool("csv", false, "with -compare: print the table as CSV")
	fs.Usage = func() {
		fmt.Fprintln(s.Err, queensUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(s.Err, "backtracklab queens: "+format+"\n", a...)
		fmt.Fprintln(s.Err, queensUsage)
		return ExitUsage
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q", fs.Arg(0))
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if !given["n"] {
		return fail("missing -n")
	}
	if err := queens.ValidateN(*n); err != nil {
		return fail("%v", err)
	}
	check, err := queens.ParseCheck(*checkName)
	if err != nil {
		return fail("%v", err)
	}
	if *workers < 0 {
		return fail("-workers must be 0 or more (got %d)", *workers)
	}
	if (given["workers"] || *mirror) && !*count {
		return fail("-workers and -mirror go with -count")
	}
	if *mirror && (*unique || given["workers"]) {
		return fail("-mirror counts all solutions on one thread: not with -unique or -workers")
	}
	if *format != "cols" && *format != "board" {
		return fail("unknown format %q (want cols or board)", *format)
	}
	show, err := parseShowing(*log, *treeFormat)
	if err != nil {
		return fail("%v", err)
	}
	if *sheet != "" || *gif != "" {
		for _, name := range []string{"count", "workers", "mirror", "format", "log", "tree", "compare", "csv", "stats"} {
			if given[name] {
				return fail("-sheet and -gif write a file: not with -%s", name)
			}
		}
		if *sheet != "" && *gif != "" {
			return fail("-sheet and -gif write one file each: choose one")
		}
		if *sheet != "" {
			if given["check"] {
				return fail("-sheet lists the solutions: not with -check")
			}
			return queensSheet(s, *sheet, *n, *unique, *paperName)
		}
		if *unique {
			return fail("-gif shows the whole search: not with -unique")
		}
		views, err := handout.ParseViews(*gifViews)
		if err != nil {
			return fail("-gif-views: %v", err)
		}
		return queensGIF(s, *gif, *n, check, views)
	}
	if given["gif-views"] {
		return fail("-gif-views goes with -gif")
	}
	if given["paper"] {
		return fail("-paper goes with -sheet")
	}
	if show.on() && (*count || *unique || given["format"]) {
		return fail("-log and -tree show the listing search: not with -count, -unique or -format")
	}
	if *asCSV && !*compare {
		return fail("-csv goes with -compare")
	}
	if *compare {
		for _, name := range []string{"count", "workers", "mirror", "unique", "check", "format", "log", "tree", "stats"} {
			if given[name] {
				return fail("-compare runs every check and prints their counters: not with -%s", name)
			}
		}
		return compareQueens(s, *n, *asCSV)
	}
	if show.on() {
		return showQueens(s, show, *n, check, *stats)
	}

	out := bufio.NewWriterSize(s.Out, 64<<10)
	var code int
	if *count {
		code = countQueens(out, s.Err, counting{n: *n, workers: *workers, unique: *unique, mirror: *mirror}, *stats)
	} else {
		code = listQueens(out, s.Err, *n, check, *format == "board", *unique, *stats)
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(s.Err, "backtracklab queens: %v\n", err)
		return ExitFail
	}
	return code
}

// counting is what -count was asked for.
type counting struct {
	n, workers     int
	unique, mirror bool
}

// countQueens prints the number of solutions, or of symmetry classes.
func countQueens(out io.Writer, errOut io.Writer, k counting, stats bool) int {
	t := engine.NewTracer(nil)
	var c uint64
	switch {
	case k.mirror:
		start := time.Now()
		c = queens.CountMirror(k.n)
		t.Stats.Solutions, t.Stats.Elapsed = c, time.Since(start)
	case k.unique:
		c, _ = queens.CountUnique(k.n, k.workers, t)
	default:
		c, _ = queens.Count(k.n, k.workers, t)
	}
	fmt.Fprintln(out, c)
	if stats {
		fmt.Fprintf(errOut, "solutions    %d\n", t.Stats.Solutions)
		if k.unique {
			fmt.Fprintf(errOut, "unique       %d\n", c)
		}
		fmt.Fprintf(errOut, "elapsed      %v\n", t.Stats.Elapsed.Round(time.Microsecond))
	}
	return ExitOK
}

// listQueens prints every solution (or every canonical one) as found.
func listQueens(out io.Writer, errOut io.Writer, n int, check queens.Check, board, unique, stats bool) int {
	var line []byte
	printed := 0
	// The solutions come in the stream, each aside, on a tracer nobody
	// watches: cols is the solver's, printed before the search goes on.
	t := engine.NewResultTracer(func(e engine.Event) {
		cols, ok := e.Result.([]byte)
		if !ok || e.Kind != engine.Solution {
			return
		}
		if unique && !queens.Canonical(cols) {
			return
		}
		if board {
			if printed > 0 {
				io.WriteString(out, "\n")
			}
			for _, row := range queens.Board(cols) {
				io.WriteString(out, row)
				io.WriteString(out, "\n")
			}
		} else {
			line = line[:0]
			for i, c := range cols {
				if i > 0 {
					line = append(line, ' ')
				}
				line = strconv.AppendInt(line, int64(c), 10)
			}
			line = append(line, '\n')
			out.Write(line)
		}
		printed++
	})
	searchQueens(n, check, t)
	if stats {
		writeQueensStats(errOut, &t.Stats)
		if unique {
			fmt.Fprintf(errOut, "unique       %d\n", printed)
		}
	}
	if printed == 0 {
		fmt.Fprintf(errOut, "backtracklab queens: no solution for n=%d\n", n)
		return ExitFail
	}
	return ExitOK
}

// searchQueens runs the listing search of n queens with check on t, as
// the listing and -compare do: its counters are what -stats prints.
func searchQueens(n int, check queens.Check, t *engine.Tracer) engine.End {
	return (&queens.Solver{N: n, Check: check}).Search(t)
}

// writeQueensStats prints the counters of a listing search.
func writeQueensStats(w io.Writer, st *engine.Stats) {
	fmt.Fprintf(w, "nodes        %d\n", st.Nodes)
	fmt.Fprintf(w, "checks       %d\n", st.Checks)
	fmt.Fprintf(w, "placements   %d\n", st.Placements)
	fmt.Fprintf(w, "rejections   %d (column %d, diagonal %d, anti-diagonal %d)\n", st.Rejected(),
		st.Rejections[engine.SameColumn], st.Rejections[engine.SameDiagonal], st.Rejections[engine.SameAntiDiagonal])
	fmt.Fprintf(w, "backtracks   %d\n", st.Backtracks)
	fmt.Fprintf(w, "solutions    %d\n", st.Solutions)
	fmt.Fprintf(w, "elapsed      %v\n", st.Elapsed.Round(time.Microsecond))
}

// showQueens prints the step log or the search tree of the listing
// search.
func showQueens(s Streams, show showing, n int, check queens.Check, stats bool) int {
	solver := &queens.Solver{N: n, Check: check}
	words := handout.English()
	show.title = words.T("handout.queens.title", map[string]any{"N": n}) + ", " + check.String()
	show.paper = words.QueensLabel
	tell := func(e engine.Event, st engine.Stats) story.Msg { return story.Queens(e, st, n) }
	_, st, cut, err := show.show(s.Out, solver.Search, tell, queensLabel)
	if stats {
		writeQueensStats(s.Err, &st)
	}
	return shown(s, "queens", st, cut, err)
}

// queensSheet writes every solution of n queens (or one per symmetry
// class) to the file named as a PDF sheet or a PNG picture.
func queensSheet(s Streams, name string, n int, unique bool, paperName string) int {
	if n > handout.MaxSheetN {
		fmt.Fprintf(s.Err, "backtracklab queens: -sheet draws every solution: n up to %d\n", handout.MaxSheetN)
		return ExitUsage
	}
	paper, err := handout.ParsePaper(paperName)
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab queens: %v\n", err)
		return ExitUsage
	}
	kind, err := fileKind(name, "pdf", "png")
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab queens: -sheet: %v\n", err)
		return ExitUsage
	}
	sols := handout.QueensSolutions(n, unique)
	if len(sols) == 0 {
		fmt.Fprintf(s.Err, "backtracklab queens: no solution for n=%d\n", n)
		return ExitFail
	}
	return writeFile(s, "queens", name, func(w io.Writer) error {
		var err error
		if kind == "png" {
			_, err = handout.WriteQueensSheetPNG(w, handout.English(), n, sols, unique)
		} else {
			_, err = handout.WriteQueensSheetPDF(w, handout.English(), n, sols, unique, paper)
		}
		return err
	})
}
