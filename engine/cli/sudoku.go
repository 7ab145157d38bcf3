package cli

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/handout"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

const sudokuUsage = "usage: backtracklab sudoku [-strategy plain|records|static|singles|mrv] [-count-solutions] [-workers W] [-log | -tree dot|text|pdf|svg|png] [-stats] [FILE]\n       backtracklab sudoku -compare [-csv] [FILE]\n       backtracklab sudoku -sheet FILE.pdf [-paper a4|letter] [FILE]"

// runSudoku solves the puzzles of a file or stdin, in every form the
// window reads (sudoku.ParseAll), and prints a line per puzzle: its
// solution, "none" or "invalid" (or, with -count-solutions, 0, 1 or 2+).
// -compare solves one puzzle with every strategy and prints their
// counters side by side instead.
func runSudoku(args []string, s Streams) int {
	fs := flag.NewFlagSet("sudoku", flag.ContinueOnError)
	fs.SetOutput(s.Err)
	strategyName := fs.String("strategy", "mrv", "search strategy: plain, records, static, singles or mrv")
	count := fs.Bool("count-solutions", false, "print 0, 1 or 2+ solutions per puzzle instead of a solution")
	stats := fs.Bool("stats", false, "print puzzles, nodes and puzzles per second to stderr")
	log := fs.Bool("log", false, "print every step of the search of one puzzle instead of its solution: numbered, in words, indented by depth")
	treeFormat := fs.String("tree", "", "print the search tree of one puzzle instead of its solution: `dot` (Graphviz), text (an outline), or a picture: pdf, svg or png")
	sheet := fs.String("sheet", "", "write one puzzle, and its solution on the next page, to `FILE` as a PDF to print")
	paperName := fs.String("paper", "a4", "with -sheet: the PDF's paper, a4 or letter")
	compare := fs.Bool("compare", false, fmt.Sprintf("instead of its solution, solve one puzzle with each strategy in turn and print their counters side by side (a strategy gives up after %v nodes)", story.Number(maxCompareNodes)))
	asCSV := fs.Bool("csv", false, "with -compare: print the table as CSV")
	workers := fs.Int("workers", 0, "goroutines to solve a file's puzzles with, each its own, printed in order (0 = one per core)")
	fs.Usage = func() {
		fmt.Fprintln(s.Err, sudokuUsage)
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return ExitOK
	}
	if err != nil {
		return ExitUsage
	}
	if len(files) > 1 {
		fmt.Fprintf(s.Err, "backtracklab sudoku: one FILE at most, got %d\n%s\n", len(files), sudokuUsage)
		return ExitUsage
	}
	strategy, err := sudoku.ParseStrategy(*strategyName)
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab sudoku: %v\n%s\n", err, sudokuUsage)
		return ExitUsage
	}
	show, err := parseShowing(*log, *treeFormat)
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab sudoku: %v\n%s\n", err, sudokuUsage)
		return ExitUsage
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if *workers < 0 {
		fmt.Fprintf(s.Err, "backtracklab sudoku: -workers must be 0 or more (got %d)\n%s\n", *workers, sudokuUsage)
		return ExitUsage
	}
	if *asCSV && !*compare {
		fmt.Fprintf(s.Err, "backtracklab sudoku: -csv goes with -compare\n%s\n", sudokuUsage)
		return ExitUsage
	}
	if given["paper"] && *sheet == "" {
		fmt.Fprintf(s.Err, "backtracklab sudoku: -paper goes with -sheet\n%s\n", sudokuUsage)
		return ExitUsage
	}
	if *sheet != "" {
		for _, name := range []string{"strategy", "count-solutions", "log", "tree", "stats", "compare", "csv", "workers"} {
			if given[name] {
				fmt.Fprintf(s.Err, "backtracklab sudoku: -sheet writes a file: not with -%s\n%s\n", name, sudokuUsage)
				return ExitUsage
			}
		}
	}
	if *compare {
		for _, name := range []string{"strategy", "count-solutions", "log", "tree", "stats", "workers"} {
			if given[name] {
				fmt.Fprintf(s.Err, "backtracklab sudoku: -compare runs every strategy and prints their counters: not with -%s\n%s\n", name, sudokuUsage)
				return ExitUsage
			}
		}
	}
	in := s.In
	if len(files) == 1 && files[0] != "-" {
		f, err := os.Open(files[0])
		if err != nil {
			fmt.Fprintf(s.Err, "backtracklab sudoku: %v\n", err)
			return ExitUsage
		}
		defer f.Close()
		in = f
	}
	limit := 1
	if *count {
		limit = 2
	}
	solver := sudoku.Solver{Strategy: strategy, Limit: limit}
	if *compare {
		g, code := onePuzzle(in, s, "-compare takes")
		if code >= 0 {
			return code
		}
		return compareSudoku(s, g, *asCSV)
	}
	if show.on() {
		return showSudoku(in, s, show, solver, *stats)
	}
	if *sheet != "" {
		return sudokuSheet(in, s, *sheet, *paperName)
	}
	b := sudokuBatch{solver: solver, count: *count, workers: *workers}
	return b.run(in, s, *stats)
}

// parseInterspersed parses flags that may come before or after the
// operands, and returns the operands.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var operands []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return operands, nil
		}
		operands = append(operands, args[0])
		args = args[1:]
	}
}

// sudokuBatch solves a stream of puzzles on workers goroutines, each with
// its own solver, in chunks taken in turn and printed in the order read,
// so that the output is the same for any number of workers.
type sudokuBatch struct {
	solver  sudoku.Solver
	count   bool
	workers int
	// ahead is how many chunks a worker may read past the first not
	// printed; 0 for the default, 4 per worker and 4 more: enough that
	// none waits while the others are busy, few enough that a stream's
	// answers are not held back.
	ahead int
}

// sudokuChunk is a run of puzzles one worker answers, with what to print
// for them: on stdout, and on stderr for the ones it cannot solve. The
// reader fills it with the text of the one-line puzzles, which the
// worker parses (the reader only scans them), and with the puzzles it
// had to read itself, the rare ones in other forms or broken; entries
// keeps them all in the order read.
type sudokuChunk struct {
	seq       int // its place in the input, from 0
	text      []byte
	entries   []sudokuEntry
	read      []sudoku.Puzzle
	out, errs []byte
	failed    bool
}

// sudokuEntry is a puzzle of a chunk: the line it starts on, and where
// its cells end in text, or -1 - its index in read.
type sudokuEntry struct {
	line, end int
}

// sudokuChunkSize puzzles make a chunk: taking one costs two uncontended
// locks, nothing beside solving them (a 17-clue puzzle takes about
// 5 µs), and the last chunk is all one worker may wait on at the end.
const sudokuChunkSize = 16

// sudokuWorker is one worker's solver, with what it counted and how long
// its solving took.
type sudokuWorker struct {
	solver   sudoku.Solver
	count    bool
	timed    bool
	t        *engine.Tracer
	solution sudoku.Grid
	solving  time.Duration
}

// sudokuRun is one batch under way. Every worker, the calling goroutine
// among them, reads its next chunk itself, answers it, and prints every
// chunk that is next in order: no goroutine hands work or output to
// another, so that one worker runs alone, and two never wait on a third
// (a reader and a printer goroutine cost a wake-up per chunk).
type sudokuRun struct {
	b       *sudokuBatch
	stats   bool
	workers int

	rmu     sync.Mutex // the reader's side
	r       *sudoku.Reader
	eof     bool
	read    int // chunks read
	puzzles int
	ws      []*sudokuWorker
	wg      sync.WaitGroup

	pmu     sync.Mutex // the printer's side
	ahead   *sync.Cond // on pmu: a worker too far ahead of the printing waits
	out     *bufio.Writer
	errOut  io.Writer
	printed int            // chunks printed
	pending []*sudokuChunk // answered, not printed yet, by seq modulo its length
	free    []*sudokuChunk // printed, to be filled again: a run allocates no more
	failed  bool
}

func (b *sudokuBatch) run(in io.Reader, s Streams, stats bool) int {
	out := bufio.NewWriterSize(s.Out, 64<<10)
	defer out.Flush()
	workers := b.workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	br := &sudokuRun{b: b, stats: stats, workers: workers, r: sudoku.NewReader(in), out: out, errOut: s.Err}
	br.ahead = sync.NewCond(&br.pmu)
	ahead := b.ahead
	if ahead <= 0 {
		ahead = 4*min(workers, 64) + 4
	}
	br.pending = make([]*sudokuChunk, ahead)
	br.wg.Add(1)
	br.work(br.newWorker())
	br.wg.Wait()
	if err := br.r.Err(); err != nil {
		out.Flush()
		if err == bufio.ErrTooLong {
			fmt.Fprintf(s.Err, "backtracklab sudoku: line %d: longer than %d bytes\n", br.r.Line()+1, sudoku.MaxLine)
			return ExitFail
		}
		// The input itself cannot be read, like a missing file.
		fmt.Fprintf(s.Err, "backtracklab sudoku: %v\n", err)
		return ExitUsage
	}
	if stats {
		out.Flush()
		var st engine.Stats
		var solving time.Duration
		for _, w := range br.ws {
			st.Add(&w.t.Stats)
			solving += w.solving
		}
		rate := 0.0
		if solving > 0 {
			rate = float64(br.puzzles) / solving.Seconds()
		}
		fmt.Fprintf(s.Err, "puzzles %d, nodes %d, solving %.3f s, %.0f puzzles/s\n",
			br.puzzles, st.Nodes, solving.Seconds(), rate)
		fmt.Fprintf(s.Err, "checks %d, placements %d (forced %d), eliminated %d, rejections %d, backtracks %d, solutions %d\n",
			st.Checks, st.Placements, st.Forced, st.Eliminated, st.Rejected(), st.Backtracks, st.Solutions)
	}
	if br.failed {
		return ExitFail
	}
	return ExitOK
}

// newWorker makes a worker; the caller holds rmu, or is alone.
func (br *sudokuRun) newWorker() *sudokuWorker {
	w := &sudokuWorker{solver: br.b.solver, count: br.b.count, timed: br.stats}
	// The solutions come in the stream, as results: a result tracer runs
	// the search at full speed and hands over only those.
	w.t = engine.NewResultTracer(func(e engine.Event) { w.solution = *e.Result.(*sudoku.Grid) })
	br.ws = append(br.ws, w)
	return w
}

// work answers chunks until the input ends.
func (br *sudokuRun) work(w *sudokuWorker) {
	defer br.wg.Done()
	for {
		c := br.next()
		if c == nil {
			return
		}
		w.answerAll(c)
		br.print(c)
	}
}

// next reads the next chunk, or returns nil at the end of the input. A
// worker starts the next one when there is more to read than its chunk:
// a short input starts few, whatever -workers asks.
func (br *sudokuRun) next() *sudokuChunk {
	br.rmu.Lock()
	defer br.rmu.Unlock()
	if br.eof {
		return nil
	}
	// The printing never waits on the reading (a pipe may be slow to
	// fill), only the reading on the printing: locks in that order.
	br.pmu.Lock()
	for br.read-br.printed >= len(br.pending) {
		br.ahead.Wait()
	}
	var c *sudokuChunk
	if n := len(br.free); n > 0 {
		c, br.free = br.free[n-1], br.free[:n-1]
	} else {
		c = new(sudokuChunk)
	}
	br.pmu.Unlock()
	for len(c.entries) < sudokuChunkSize {
		raw, line, p, ok := br.r.NextLine()
		if !ok {
			br.eof = true
			break
		}
		end := -1 - len(c.read)
		if p == nil {
			c.text = append(c.text, raw...)
			end = len(c.text)
		} else {
			c.read = append(c.read, *p)
		}
		c.entries = append(c.entries, sudokuEntry{line: line, end: end})
	}
	if len(c.entries) == 0 {
		br.pmu.Lock()
		br.free = append(br.free, c)
		br.pmu.Unlock()
		return nil
	}
	br.puzzles += len(c.entries)
	c.seq = br.read
	br.read++
	if !br.eof && len(br.ws) < br.workers {
		w := br.newWorker()
		br.wg.Add(1)
		go br.work(w)
	}
	return c
}

// print prints c once every chunk before it is printed, and the chunks
// after it that are answered already.
func (br *sudokuRun) print(c *sudokuChunk) {
	br.pmu.Lock()
	defer br.pmu.Unlock()
	br.pending[c.seq%len(br.pending)] = c
	for {
		i := br.printed % len(br.pending)
		c := br.pending[i]
		if c == nil || c.seq != br.printed {
			break
		}
		br.pending[i] = nil
		br.out.Write(c.out)
		if len(c.errs) > 0 {
			br.out.Flush() // a message comes after the answers before it
			br.errOut.Write(c.errs)
		}
		br.failed = br.failed || c.failed
		c.text, c.entries, c.read = c.text[:0], c.entries[:0], c.read[:0]
		c.out, c.errs, c.failed = c.out[:0], c.errs[:0], false
		br.free = append(br.free, c)
		br.printed++
		br.ahead.Broadcast()
	}
}

// answerAll answers every puzzle of c, parsing those the reader left
// unread.
func (w *sudokuWorker) answerAll(c *sudokuChunk) {
	errs := bytes.NewBuffer(c.errs)
	start := 0
	for _, e := range c.entries {
		var p sudoku.Puzzle
		if e.end >= 0 {
			p.Grid, p.Line = sudoku.ReadLine(c.text[start:e.end]), e.line
			start = e.end
		} else {
			p = c.read[-1-e.end]
		}
		c.out = append(w.answer(&p, c, errs, c.out), '\n')
	}
	c.errs = errs.Bytes()
}

// answer solves one puzzle of chunk c and appends what to print for it to
// dst.
func (w *sudokuWorker) answer(p *sudoku.Puzzle, c *sudokuChunk, errOut io.Writer, dst []byte) []byte {
	if p.Err != nil {
		c.failed = true
		return append(dst, invalidSudoku(p.Line, p.Err, errOut)...)
	}
	g := &p.Grid
	t := w.t
	before := t.Stats.Solutions
	if w.timed {
		st, _ := solveSudoku(&w.solver, *g, t)
		w.solving += st.Elapsed
	} else {
		w.solver.Run(*g, t)
	}
	found := t.Stats.Solutions - before
	switch {
	case found == 0:
		// The solver finds no solution for givens that break the rules
		// too; only then is it worth asking which rule, for the message.
		if err := sudoku.Validate(*g); err != nil {
			c.failed = true
			return append(dst, invalidSudoku(p.Line, err, errOut)...)
		}
		c.failed = true
		if w.count {
			return append(dst, '0')
		}
		return append(dst, "none"...)
	case w.count && found == 1:
		return append(dst, '1')
	case w.count:
		return append(dst, "2+"...)
	}
	dst, _ = w.solution.AppendText(dst)
	return dst
}

// solveSudoku runs solver on g, on t, as -stats and -compare do, and
// returns t's counters with Elapsed the wall time of this run, and how it
// ended.
func solveSudoku(solver *sudoku.Solver, g sudoku.Grid, t *engine.Tracer) (engine.Stats, engine.End) {
	start := time.Now()
	end := solver.Run(g, t)
	st := t.Stats
	st.Elapsed = time.Since(start)
	return st, end
}

// invalidSudoku reports a puzzle that cannot be read or
// breaks the rules. A parser's message names its line already; a rule
// broken is told at the line the puzzle starts on.
func invalidSudoku(lineNo int, err error, errOut io.Writer) string {
	if _, ok := err.(*sudoku.ParseError); ok {
		fmt.Fprintf(errOut, "%v\n", err)
	} else {
		fmt.Fprintf(errOut, "line %d: %v\n", lineNo, err)
	}
	return "invalid"
}

// showSudoku prints the step log or the search tree of the one puzzle in
// in.
func showSudoku(in io.Reader, s Streams, show showing, solver sudoku.Solver, stats bool) int {
	g, code := onePuzzle(in, s, "-log and -tree show")
	if code >= 0 {
		return code
	}
	words := handout.English()
	show.title, show.paper = words.T("handout.sudoku.title", nil), words.SudokuLabel
	_, st, cut, err := show.show(s.Out, solver.Search(g), sudokuTeller(g.Size()), sudokuLabel)
	if stats {
		fmt.Fprintf(s.Err, "nodes %d, placements %d, backtracks %d, solutions %d, solving %.3f s\n",
			st.Nodes, st.Placements, st.Backtracks, st.Solutions, st.Elapsed.Seconds())
	}
	return shown(s, "sudoku", st, cut, err)
}

// onePuzzle reads the one puzzle of in for what, which takes one puzzle
// ("-compare"). It returns the puzzle and -1, or the exit status of an
// input that holds no puzzle or more than one, or an invalid one, each
// said.
func onePuzzle(in io.Reader, s Streams, what string) (sudoku.Grid, int) {
	r := sudoku.NewReader(in)
	p, ok := r.Next()
	if _, more := r.Next(); more {
		fmt.Fprintf(s.Err, "backtracklab sudoku: %s one puzzle: the input holds more\n%s\n", what, sudokuUsage)
		return sudoku.Grid{}, ExitUsage
	}
	if err := r.Err(); err != nil || !ok {
		if err == nil {
			err = fmt.Errorf("no puzzle in the input")
		}
		fmt.Fprintf(s.Err, "backtracklab sudoku: %v\n", err)
		return sudoku.Grid{}, ExitUsage
	}
	if p.Err == nil {
		p.Err = sudoku.Validate(p.Grid)
	}
	if p.Err != nil {
		fmt.Fprintln(s.Out, invalidSudoku(p.Line, p.Err, s.Err))
		return sudoku.Grid{}, ExitFail
	}
	return p.Grid, -1
}

// sudokuTeller tells the steps of a size×size grid's search. A forced
// digit taken back is told with the reason it had been forced: forced
// placements are undone in reverse order, so a stack of their reasons,
// read off the events, knows it.
func sudokuTeller(size int) teller { return teller(handout.SudokuTeller(size)) }

// sudokuSheet writes the one puzzle in in, and its solution on the next
// page, to the file named as a PDF.
func sudokuSheet(in io.Reader, s Streams, name, paperName string) int {
	paper, err := handout.ParsePaper(paperName)
	if err == nil {
		_, err = fileKind(name, "pdf")
	}
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab sudoku: -sheet: %v\n", err)
		return ExitUsage
	}
	g, code := onePuzzle(in, s, "-sheet takes")
	if code >= 0 {
		return code
	}
	if _, ok, _ := handout.SudokuSolution(context.Background(), g); !ok {
		fmt.Fprintln(s.Out, "none")
		return ExitFail
	}
	return writeFile(s, "sudoku", name, func(w io.Writer) error {
		_, _, err := handout.WriteSudokuSheetPDF(context.Background(), w, handout.English(), g, paper)
		return err
	})
}
