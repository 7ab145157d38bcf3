package cli

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"backtracklab/assets/translations"
	"backtracklab/engine"
	"backtracklab/engine/handout"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

// showing is what -log and -tree ask for: a run watched step by step and
// shown as text, its step log or its search tree, instead of the
// solutions.
type showing struct {
	log  bool
	tree string // "", "dot", "text", or a picture: "pdf", "svg" or "png"
	// What a tree's picture names its search by and its nodes with (the
	// text formats use the label given to show).
	title string
	paper handout.Labeller
}

// parseShowing checks -log and -tree.
func parseShowing(log bool, treeFormat string) (showing, error) {
	switch {
	case treeFormat != "" && !slices.Contains([]string{"dot", "text", "pdf", "svg", "png"}, treeFormat):
		return showing{}, fmt.Errorf("unknown -tree %q (want dot, text, pdf, svg or png)", treeFormat)
	case log && treeFormat != "":
		return showing{}, fmt.Errorf("-log and -tree show one thing each: choose one")
	}
	return showing{log: log, tree: treeFormat}, nil
}

// on reports whether a run is to be shown rather than solved.
func (v showing) on() bool { return v.log || v.tree != "" }

// maxTreeSteps is where -tree stops a run: the steps a recording keeps
// whole by default, more than anyone reads as a tree (all of 8-queens
// takes 37,519 steps with the scan, 12,156 with the bitmask; 10-queens
// 802,193 and 211,784).
var maxTreeSteps uint64 = trace.DefaultCap

// teller says a step: the narration of event e with the counters st
// after it (engine/story).
type teller func(e engine.Event, st engine.Stats) story.Msg

// show runs search watched from its first step to its Finish and writes
// its step log or search tree to out, the tree's nodes named by label.
// It returns how the run ended, its counters (Elapsed included), and
// whether it was cut short at maxTreeSteps. The log tells each step with
// the counters rebuilt from the events up to it, as a recording does.
func (v showing) show(out io.Writer, search engine.Search, tell teller, label func(tree.Node) string) (engine.End, engine.Stats, bool, error) {
	r := engine.NewRunner()
	r.WatchAlways(true) // every event, at full speed
	var (
		st  engine.Stats
		cut bool
		log *stepLog
		rec *trace.Recording
	)
	if v.log {
		log = newStepLog(out, tell)
	} else {
		rec = trace.New(nil, trace.Options{})
	}
	r.Start(search, func(e engine.Event, live *engine.Stats) {
		if log != nil {
			st.Apply(&e)
			log.step(&e, &st)
			return
		}
		rec.Append(e, live)
		if e.Seq >= maxTreeSteps && e.Kind != engine.Finish && !cut {
			cut = true
			r.Stop()
		}
	})
	end, counted := r.Wait() // st and Elapsed
	if log != nil {
		return end, counted, false, log.flush()
	}
	return end, counted, cut, v.writeTree(out, rec, label, cut)
}

// writeTree writes the search tree of the run rec recorded in the format
// asked for, its nodes named by label (the text formats) or v.paper (the
// pictures, drawn by engine/handout); cut says the run was stopped at
// maxTreeSteps.
func (v showing) writeTree(out io.Writer, rec *trace.Recording, label func(tree.Node) string, cut bool) error {
	t := tree.New()
	t.Sync(rec)
	switch v.tree {
	case "dot":
		return tree.WriteDOT(out, t, label)
	case "text":
		return tree.WriteText(out, t, label)
	}
	paper := v.paper
	if paper == nil {
		paper = func(n tree.Node) handout.Label { return handout.Label{Text: label(n)} }
	}
	var stopped uint64
	if cut {
		stopped = maxTreeSteps
	}
	w := bufio.NewWriterSize(out, 64<<10)
	if err := handout.LayoutTree(handout.English(), t, paper, v.title, stopped).Write(w, v.tree); err != nil {
		return err
	}
	return w.Flush()
}

// stepLog writes a run's steps as they come: numbered, in English words,
// indented two spaces a level by the depth of the frame they belong to,
// so that the call stack shows.
//
//	1  Start in row 1: look for a safe column
//	2  Row 1: try column 1
//	3  Row 1: column 1 is safe — place a queen and go on to row 2
//	4    Row 2: look for a safe column
type stepLog struct {
	w     *bufio.Writer
	book  *translations.Book
	tell  teller
	level int // the depth of the frame the search is in
	line  []byte
}

// maxIndent is the deepest level indented; a deeper line says its depth
// instead of running off the page (a maze path is thousands deep).
const maxIndent = 40

func newStepLog(w io.Writer, tell teller) *stepLog {
	return &stepLog{w: bufio.NewWriterSize(w, 64<<10), book: translations.EnglishBook(), tell: tell}
}

// step writes the line of event e, with the counters st after it.
func (l *stepLog) step(e *engine.Event, st *engine.Stats) {
	level := l.level
	switch e.Kind {
	case engine.Enter:
		level, l.level = e.Depth, e.Depth
	case engine.Leave:
		level, l.level = e.Depth, max(e.Depth-1, 0)
	case engine.Finish:
		level = 0
	}
	b := fmt.Appendf(l.line[:0], "%6d  ", e.Seq)
	for range min(level, maxIndent) {
		b = append(b, ' ', ' ')
	}
	if level > maxIndent {
		b = append(b, "[depth "...)
		b = strconv.AppendInt(b, int64(level), 10)
		b = append(b, "] "...)
	}
	b = append(b, l.tell(*e, *st).Tell(l.book.Tell)...)
	b = append(b, '\n')
	l.w.Write(b)
	l.line = b
}

// output writes text, what a program printed before the next step, in
// its place in the log: a line each, unnumbered, marked "> ", at the
// depth of the frame that printed it.
func (l *stepLog) output(text string) {
	for _, line := range strings.SplitAfter(strings.TrimSuffix(text, "\n"), "\n") {
		b := append(l.line[:0], "        "...)
		for range min(l.level, maxIndent) {
			b = append(b, ' ', ' ')
		}
		b = append(b, "> "...)
		b = append(b, strings.TrimSuffix(line, "\n")...)
		b = append(b, '\n')
		l.w.Write(b)
		l.line = b
	}
}

func (l *stepLog) flush() error { return l.w.Flush() }

// shown is the exit status of a run shown: a write that failed, a tree
// cut short or a run without a solution fail; each says so on stderr.
func shown(s Streams, command string, st engine.Stats, cut bool, err error) int {
	switch {
	case err != nil:
		fmt.Fprintf(s.Err, "backtracklab %s: %v\n", command, err)
		return ExitFail
	case cut:
		fmt.Fprintf(s.Err, "backtracklab %s: the search goes on past %v steps: the tree shows the first %[2]v, try a smaller puzzle\n",
			command, story.Number(maxTreeSteps))
		return ExitFail
	case st.Solutions == 0:
		return ExitFail
	}
	return ExitOK
}
