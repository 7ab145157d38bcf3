package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"backtracklab/assets/translations"
	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/engine/handout"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

const runUsage = "usage: backtracklab run [-log | -tree dot|text|pdf|svg|png] [-stats] [-max-steps N] FILE"

// runProgram runs a program written in the Python of the Code screen
// (package engine/code), read from FILE or, for "-", from standard input,
// as the window runs it and within the same limits: what it prints goes
// to standard output. -log and -tree show its run instead, step by step
// in words or as the search tree of its recursion.
//
// Exit status: 0 when the program ran to its end; 1 when it did not
// compile or failed (an error, a limit on its steps, depth or memory),
// said on stderr as FILE:LINE: and the words the window says, in
// English; 2 for a wrong command line or a FILE that cannot be read.
func runProgram(args []string, s Streams) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(s.Err)
	log := fs.Bool("log", false, "print every step of the run instead of what it prints: numbered, in words, indented by depth; what it prints shows in its place, marked >")
	treeFormat := fs.String("tree", "", "print the search tree of the program's recursion instead of what it prints: `dot` (Graphviz), text (an outline), or a picture: pdf, svg or png")
	stats := fs.Bool("stats", false, "print the run's counters to stderr: calls, max depth, steps, solutions, elapsed")
	maxSteps := fs.Uint64("max-steps", code.DefaultSteps, "fail the program after `N` interpreter steps")
	fs.Usage = func() {
		fmt.Fprintln(s.Err, runUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(s.Err, "backtracklab run: "+format+"\n", a...)
		fmt.Fprintln(s.Err, runUsage)
		return ExitUsage
	}
	show, err := parseShowing(*log, *treeFormat)
	switch {
	case err != nil:
		return usage("%v", err)
	case fs.NArg() == 0:
		return usage("missing FILE (- for standard input)")
	case fs.NArg() > 1:
		return usage("one FILE, and flags before it; got %q", fs.Args())
	case *maxSteps == 0:
		return usage("-max-steps must be 1 or more")
	}
	name, src, err := readProgram(fs.Arg(0), s.In)
	if err != nil {
		fmt.Fprintf(s.Err, "backtracklab run: %v\n", err)
		return ExitUsage
	}
	p, err := code.Compile(name, src)
	if err != nil {
		sayFailure(s.Err, name, err)
		return ExitFail
	}
	limits := code.Limits{Steps: *maxSteps}
	show.title = name
	out := bufio.NewWriterSize(s.Out, 64<<10)
	var r programRun
	if show.on() || *stats {
		r = watchProgram(p, limits, show, out)
	} else {
		r = runUnwatched(p, limits, out)
	}
	if err := out.Flush(); err != nil && r.err == nil {
		r.err = err
	}
	if *stats {
		fmt.Fprintf(s.Err, "calls        %d\n", r.calls)
		fmt.Fprintf(s.Err, "max depth    %d\n", r.depth)
		fmt.Fprintf(s.Err, "steps        %d\n", r.st.Checks)
		fmt.Fprintf(s.Err, "solutions    %d\n", r.st.Solutions)
		fmt.Fprintf(s.Err, "elapsed      %v\n", r.elapsed.Round(time.Microsecond))
	}
	switch {
	case r.err != nil:
		fmt.Fprintf(s.Err, "backtracklab run: %v\n", r.err)
		return ExitFail
	case r.fail != nil:
		sayFailure(s.Err, name, r.fail)
		return ExitFail
	case r.cut:
		fmt.Fprintf(s.Err, "backtracklab run: the program goes on past %v steps: the tree shows the first %[1]v, try a smaller input\n",
			story.Number(maxTreeSteps))
		return ExitFail
	case r.end != engine.Done:
		fmt.Fprintf(s.Err, "%s: the program ended %v\n", name, r.end)
		return ExitFail
	}
	return ExitOK
}

// readProgram reads the program in file, or in stdin for "-", and names
// it for messages: the file as given, or "stdin". It reads one byte past
// the largest program, so that Compile says it is too long.
func readProgram(file string, stdin io.Reader) (name, src string, err error) {
	name, in := "stdin", stdin
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return "", "", err
		}
		defer f.Close()
		name, in = file, f
	}
	data, err := io.ReadAll(io.LimitReader(in, code.MaxSource+1))
	if err != nil {
		return "", "", fmt.Errorf("%s: %w", name, err)
	}
	return name, string(data), nil
}

// sayFailure writes what went wrong with program name on w: "name:line:"
// and the words the window says, told in English.
func sayFailure(w io.Writer, name string, err error) {
	var e *code.Error
	if !errors.As(err, &e) {
		fmt.Fprintf(w, "%s: %v\n", name, err)
		return
	}
	msg := e.Msg.Tell(translations.EnglishBook().Tell)
	if msg == "" {
		msg = e.Detail
	}
	if e.Line > 0 {
		// The words name the line for a window; here file:line does.
		msg = strings.TrimPrefix(msg, fmt.Sprintf("Line %d: ", e.Line))
		fmt.Fprintf(w, "%s:%d: %s\n", name, e.Line, msg)
	} else {
		fmt.Fprintf(w, "%s: %s\n", name, msg)
	}
}

// programRun is how a run of a program went.
type programRun struct {
	end     engine.End
	fail    *code.Error // a failure: the Finish says which
	st      engine.Stats
	calls   int // calls of the program's functions
	depth   int // the deepest of them, the top level 0
	cut     bool
	err     error // writing the log or the tree
	elapsed time.Duration
}

// runUnwatched runs p at full speed, nobody watching: no step is built,
// and only what it finds comes out (its solutions, which nobody here
// reads, and its failure).
func runUnwatched(p *code.Program, limits code.Limits, out io.Writer) programRun {
	var r programRun
	t := engine.NewResultTracer(func(e engine.Event) {
		if o, ok := e.Result.(*code.Outcome); ok {
			r.fail = o.Err
		}
	})
	start := time.Now()
	r.end = p.Run(limits, out)(t)
	r.elapsed = time.Since(start)
	return r
}

// watchProgram runs p watched from its first step, on this goroutine, and
// counts its steps, prints its step log (show.log) or its search tree
// (show.tree) to out, or with neither only what it prints. A tree stops
// the run past maxTreeSteps.
func watchProgram(p *code.Program, limits code.Limits, show showing, out io.Writer) programRun {
	var (
		r      programRun
		log    *stepLog
		rec    *trace.Recording
		labels map[uint64]string // the tree's: a node's by the step that made it
		output io.Writer
	)
	switch {
	case show.log:
		log = newStepLog(out, func(e engine.Event, _ engine.Stats) story.Msg { return code.Say(p.Lines, e) })
	case show.tree != "":
		rec = trace.New(nil, trace.Options{})
		labels = map[uint64]string{}
	default:
		output = out
	}
	watch := func(e engine.Event) {
		if r.cut {
			return // past the tree's last step, until the run polls and stops
		}
		r.st.Apply(&e)
		st, _ := e.Detail.(*code.Step)
		switch e.Kind {
		case engine.Enter:
			if e.Depth > 0 && !e.Sync {
				r.calls++
			}
			r.depth = max(r.depth, e.Depth)
		}
		if o, ok := e.Result.(*code.Outcome); ok {
			r.fail = o.Err
		}
		switch {
		case log != nil:
			if st != nil && st.Output != "" {
				log.output(st.Output)
			}
			log.step(&e, &r.st)
		case rec != nil:
			rec.Append(e, nil)
			if st != nil && (e.Kind == engine.Place || e.Kind == engine.Reject) {
				labels[e.Seq] = st.NodeLabel()
			}
			if e.Seq >= maxTreeSteps && e.Kind != engine.Finish {
				r.cut = true
			}
		}
	}
	watching := new(atomic.Bool)
	watching.Store(true)
	t := engine.NewSwitchTracer(watch, watching, func() bool { return !r.cut })
	start := time.Now()
	r.end = p.Run(limits, output)(t)
	r.elapsed = time.Since(start)
	if !r.cut {
		// The last step says how the run ended, as a Runner's does.
		t.Emit(engine.Event{Kind: engine.Finish, End: r.end})
	}
	switch {
	case log != nil:
		r.err = log.flush()
	case rec != nil:
		name := func(n tree.Node) string { return programLabel(n, labels) }
		show.paper = handout.English().ProgramLabel(func(n tree.Node) string { return programName(n, labels) })
		r.err = show.writeTree(out, rec, name, r.cut)
	}
	return r
}

// programName is a node's name in a tree's picture: programLabel without
// the rule, which the picture writes on a line of its own.
func programName(n tree.Node, labels map[uint64]string) string {
	if s := labels[n.Step]; s != "" {
		return s
	}
	if n.Kind == tree.Stub {
		return "pass"
	}
	return "call"
}

// programLabel names a node of a program's tree: a recursive call by the
// arguments that differ from its caller's, "row=1"; a pass of its loop
// that made none by what it tried, "col=3 ✗ pruned".
func programLabel(n tree.Node, labels map[uint64]string) string {
	if n.Kind == tree.Root {
		return "start"
	}
	s := labels[n.Step]
	if s == "" {
		s = "pass"
		if n.Kind == tree.Choice {
			s = "call"
		}
	}
	return s + pruned(n)
}
