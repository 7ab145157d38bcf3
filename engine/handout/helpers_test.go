package handout

import (
	"bytes"
	"os/exec"
	"regexp"
	"strconv"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
)

// recordQueens records the whole listing search of n queens with check,
// watched from its first step, as the command line's -tree and -gif do.
func recordQueens(t *testing.T, n int, check queens.Check) *trace.Recording {
	t.Helper()
	r := engine.NewRunner()
	r.WatchAlways(true)
	rec := trace.New(nil, trace.Options{})
	r.Start((&queens.Solver{N: n, Check: check}).Search, func(e engine.Event, live *engine.Stats) { rec.Append(e, live) })
	if end, _ := r.Wait(); end != engine.Done {
		t.Fatalf("the search ended %v", end)
	}
	return rec
}

// treeOf is the search tree of rec.
func treeOf(rec *trace.Recording) *tree.Tree {
	tr := tree.New()
	tr.Sync(rec)
	return tr
}

// pdfPages counts the page objects of a PDF written by fpdf (its page
// dictionaries are not compressed).
func pdfPages(pdf []byte) int {
	return len(regexp.MustCompile(`(?m)/Type /Page$`).FindAll(pdf, -1))
}

// pdfText reads a PDF's text back with poppler's pdftotext, pages
// separated by form feeds. Without pdftotext (make test installs
// poppler-utils) the test is skipped.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	path, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (Debian: poppler-utils)")
	}
	cmd := exec.Command(path, "-enc", "UTF-8", "-", "-")
	cmd.Stdin = bytes.NewReader(pdf)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

func itoa(i int) string { return strconv.Itoa(i) }
