package tree

import (
	"testing"

	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
)

// TestQueens4Scan: 4-queens with the scan check tries 60 squares: 16
// queens placed, 44 rejected, 2 solutions.
func TestQueens4Scan(t *testing.T) {
	evs := queensEvents(4, queens.Scan)
	rec := recordAll(evs, trace.Options{})
	tr := New()
	tr.Sync(rec)
	c, s, sol := count(evs)
	if c != 16 || s != 44 || sol != 2 {
		t.Fatalf("the events hold %d choices, %d stubs, %d solutions, want 16, 44, 2", c, s, sol)
	}
	if gc, gs, gsol := tr.Counts(rec.Last()); gc != c || gs != s || gsol != sol || tr.Len() != 1+c+s {
		t.Fatalf("tree: %d choices, %d stubs, %d solutions, %d nodes", gc, gs, gsol, tr.Len())
	}
}
