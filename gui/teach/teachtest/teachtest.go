// Package teachtest is what the screens' tests of their Teach side share:
// what the views must show at every step of a run, derived from the run's
// events alone, and a walk of a session through a whole run, forward one
// step at a time and back.
package teachtest

import (
	"slices"
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/gui/run"
	"backtracklab/gui/teach"
)

// Want is what the views must show at one step.
type Want struct {
	Event   engine.Event
	Stats   engine.Stats // the counters after the step
	Frames  int          // the frames open after it
	Nodes   int          // the search tree's nodes made at or before it
	Current int          // the node the search stands at; -2 when not checked
	Tag     listing.Tag  // the line the step executes; "" for none
	Note    string
}

// Derive returns what the views must show after each event of a run of
// method m watched from its first event (events[k-1] is step k), the way
// the grammar of a run (engine.Event) and the search tree's rules
// (engine/trace/tree) say, counted here from the events by hand: frames
// from Enter and Leave, a tree node for the root, every Place that is not
// forced and every Reject. The node the search stands at is followed for
// depth-first searches (bfs false): a Place moves down to its node, an
// Undo back up, a Reject stands at its stub for that step.
func Derive(events []engine.Event, m listing.Method, bfs bool) []Want {
	out := make([]Want, len(events))
	var st engine.Stats
	frames, nodes := 0, 0
	var path []int // the nodes from the root to where the search stands
	for i, e := range events {
		st.Apply(&e)
		if i == 0 {
			nodes, path = 1, []int{0}
		}
		current := -2
		switch e.Kind {
		case engine.Enter:
			frames++
		case engine.Leave:
			frames--
		case engine.Place:
			if !e.Forced {
				path = append(path, nodes)
				nodes++
			}
		case engine.Reject:
			current = nodes
			nodes++
		case engine.Undo:
			if !e.Forced && len(path) > 1 {
				path = path[:len(path)-1]
			}
		}
		if current == -2 {
			current = path[len(path)-1]
		}
		if bfs {
			current = -2
		}
		tag, note := listing.At(m, e)
		out[i] = Want{Event: e, Stats: st, Frames: frames, Nodes: nodes, Current: current, Tag: tag, Note: note}
	}
	return out
}

// Line is the line of w's tag in l, -1 for none.
func (w Want) Line(l listing.Listing) int {
	if w.Tag == "" {
		return -1
	}
	if i, ok := l.Line(w.Tag); ok {
		return i
	}
	return -1
}

// Check compares what the panel shows at step k with w: the code's line
// and note in listing l, the stack's depth (frames open, unless frames is
// false: a queue is shown instead), the tree and the log.
func Check(t *testing.T, k uint64, got teach.Showing, w Want, l listing.Listing, frames bool) {
	t.Helper()
	if len(got.Code) != len(l.Lines) || len(l.Lines) < 3 {
		t.Fatalf("step %d: the code shows %d lines, the listing of %s has %d", k, len(got.Code), l.Method, len(l.Lines))
	}
	if line := w.Line(l); got.CodeLine != line || got.Note != w.Note {
		t.Errorf("step %d (%v): code line %d %q, want %d %q (%s)", k, w.Event, got.CodeLine, got.Note, line, w.Note, w.Tag)
	}
	if frames && (len(got.Stack) != w.Frames || got.StackTop != w.Frames-1) {
		t.Errorf("step %d (%v): the stack shows %d frames, top %d; want %d", k, w.Event, len(got.Stack), got.StackTop, w.Frames)
	}
	if got.Nodes != w.Nodes || (w.Current != -2 && got.Current != w.Current) {
		t.Errorf("step %d (%v): tree of %d nodes at node %d, want %d at %d", k, w.Event, got.Nodes, got.Current, w.Nodes, w.Current)
	}
	if got.LogStep != k || got.LogLine == "" {
		t.Errorf("step %d (%v): the log highlights step %d %q", k, w.Event, got.LogStep, got.LogLine)
	}
}

// Idle checks that got is what the panel shows with no run recorded,
// before the first or after a reset: all of listing l (the code of the
// search the settings choose), no line highlighted, and nothing in the
// other views.
func Idle(t *testing.T, got teach.Showing, l listing.Listing) {
	t.Helper()
	if got.Method != string(l.Method) || !slices.Equal(got.Code, l.Lines) || len(l.Lines) < 3 {
		t.Errorf("with no run the code of %q shows, %d lines; want all %d of %s", got.Method, len(got.Code), len(l.Lines), l.Method)
	}
	if got.CodeLine != -1 || got.Note != "" {
		t.Errorf("with no run line %d of the code is highlighted, %q", got.CodeLine, got.Note)
	}
	if len(got.Stack) != 0 || got.Nodes != 0 || got.Steps != 0 {
		t.Errorf("with no run the stack shows %d frames, the tree %d nodes, the log %d steps", len(got.Stack), got.Nodes, got.Steps)
	}
}

// Walk takes session s through a whole run of total steps, one Step at a
// time (the first starts it paused), calling at with each step once the
// frame showing it is pushed; then back, one step at a time, to the
// first; then forward again through the recording. It fails if the run
// records more or fewer steps.
func Walk(t *testing.T, s *run.Session, total uint64, at func(k uint64)) {
	t.Helper()
	WalkWith(t, s, total, s.Step, at)
}

// WalkWith is Walk with step taking each step forward of the run, the
// first included (a screen may start its run its own way).
func WalkWith(t *testing.T, s *run.Session, total uint64, step func(), at func(k uint64)) {
	t.Helper()
	for k := uint64(1); k <= total; k++ {
		step()
		deadline := time.Now().Add(10 * time.Second)
		for {
			if _, _, last, ok := s.History(); ok && last >= k {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("step %d was never recorded", k)
			}
			time.Sleep(time.Millisecond)
		}
		s.Frame()
		if _, shown, last, _ := s.History(); shown != k || last != k {
			t.Fatalf("stepped to %d, showing %d of %d", k, shown, last)
		}
		at(k)
	}
	s.Wait()
	s.Frame()
	if _, _, last, _ := s.History(); last != total || s.State() != run.Finished {
		t.Fatalf("the run recorded %d steps (state %v), want %d", last, s.State(), total)
	}
	for k := total - 1; k >= 1; k-- {
		s.Back()
		if _, shown, _, _ := s.History(); shown != k {
			t.Fatalf("back to %d shows %d", k, shown)
		}
		at(k)
	}
	for k := uint64(2); k <= total; k++ {
		s.Step()
		if _, shown, _, _ := s.History(); shown != k {
			t.Fatalf("forward again to %d shows %d", k, shown)
		}
		at(k)
	}
}
