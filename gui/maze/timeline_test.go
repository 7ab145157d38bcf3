package maze

import (
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/run"
)

// referenceEvents are the events of alg on m watched from the start, as a
// plain tracer numbers them: the steps a recorded run holds.
func referenceEvents(m *maze.Maze, alg Algorithm) []engine.Event {
	var events []engine.Event
	t := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	if alg == BFS {
		maze.NewBFS(m).Run(t)
	} else {
		maze.NewDFS(m).Run(t)
	}
	return events
}

// seqsOf returns the steps whose event is of kind k.
func seqsOf(events []engine.Event, k engine.Kind) []uint64 {
	var seqs []uint64
	for _, e := range events {
		if e.Kind == k {
			seqs = append(seqs, e.Seq)
		}
	}
	return seqs
}

func TestStepBackFromARejection(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	s.setAlgorithm(DFS)
	for range 5 { // Try S, Place S, Enter, Try up, Reject: r1c2 is a wall
		step(t, s)
	}
	v := s.board.View()
	if s.Status() != "Paused · r1c2 is a wall — skip" || s.counters.rejections.Text != "1" || !v.HasRejected {
		t.Fatalf("at the rejection: %q, %s rejections", s.Status(), s.counters.rejections.Text)
	}
	s.timeline.Back.Tapped(nil)
	v = s.board.View()
	if s.Status() != "Back in time — From r2c2 try up: r1c2" || s.counters.tries.Text != "2" || s.counters.rejections.Text != "0" {
		t.Errorf("one back: %q, tries %s rejections %s", s.Status(), s.counters.tries.Text, s.counters.rejections.Text)
	}
	if v.HasRejected || !v.HasTried || v.Tried != pt(1, 2) || !v.HasCurrent || v.Current != pt(2, 2) {
		t.Errorf("one back: tried %v %v, rejected %v, current %v %v", v.HasTried, v.Tried, v.HasRejected, v.HasCurrent, v.Current)
	}
	if c := v.At(pt(2, 2)); c.Mark != OnPath || c.Line != RootLink {
		t.Errorf("one back: S is %+v", *c)
	}
	if !strings.Contains(s.timeline.Label.Text, "step 4 of 5") {
		t.Errorf("timeline %q", s.timeline.Label.Text)
	}
	s.timeline.Back.Tapped(nil)
	if s.Status() != "Back in time — S (r2c2): look for a way on — up, right, down, left in turn" ||
		s.counters.tries.Text != "1" || s.board.View().HasTried {
		t.Errorf("two back: %q, tries %s", s.Status(), s.counters.tries.Text)
	}
	// Forward again: the live end, where the search goes on from.
	s.timeline.Forward.Tapped(nil)
	s.timeline.Forward.Tapped(nil)
	if s.Status() != "Paused · r1c2 is a wall — skip" || s.counters.rejections.Text != "1" || !s.board.View().HasRejected {
		t.Errorf("forward to the live end: %q, %s rejections", s.Status(), s.counters.rejections.Text)
	}
	if _, _, last, _ := s.session.History(); last != 5 {
		t.Errorf("going back and forth ran the search on: %d steps recorded", last)
	}
	step(t, s)
	if s.Status() != "Paused · From r2c2 try right: r2c3" {
		t.Errorf("the search did not go on from the rejection: %q", s.Status())
	}
}

// Back across a dead end: the cell backed out of is on the path again,
// the search stands on it, and the backtrack is not counted.
func TestStepBackAcrossADeadEnd(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	s.setAlgorithm(DFS)
	for range 300 {
		step(t, s)
		if shownEvent(s).Kind == engine.Undo {
			break
		}
	}
	v := s.board.View()
	if v.At(pt(2, 8)).Mark != DeadEnd || s.counters.backtracks.Text != "1" {
		t.Fatalf("no dead end at r2c8: %q", s.Status())
	}
	s.session.Back() // the Leave before the Undo
	v = s.board.View()
	if s.Status() != "Back in time — r2c8: every way tried, none leads to E" || s.counters.backtracks.Text != "0" {
		t.Errorf("one back: %q, backtracks %s", s.Status(), s.counters.backtracks.Text)
	}
	if c := v.At(pt(2, 8)); c.Mark != OnPath || c.Line == NoLink || v.Current != pt(2, 8) {
		t.Errorf("one back: r2c8 is %+v, current %v", *c, v.Current)
	}
}

func TestTimelineSliderLandsOnTheStep(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, teachingSample)
	s.setAlgorithm(DFS)
	watchAll(t, s, s.session.Start)
	events := referenceEvents(m, DFS)
	first, _, last, ok := s.session.History()
	if !ok || first != 1 || last != uint64(len(events))+1 { // and the Finish
		t.Fatalf("recorded steps %d to %d, want 1 to %d", first, last, len(events)+1)
	}
	for _, k := range []uint64{2, 11, uint64(len(events)) / 2, 3} {
		s.timeline.Slider.SetValue(float64(k))
		e := events[k-1]
		if got := shownStep(s); got != k || shownEvent(s) != e {
			t.Fatalf("slid to %d: step %d shows %v, want %v", k, got, shownEvent(s), e)
		}
		if want := "Back in time — " + narrateEvent(e, DFS); s.Status() != want {
			t.Errorf("slid to %d: %q, want %q", k, s.Status(), want)
		}
		if !strings.Contains(s.timeline.Label.Text, "in the past") {
			t.Errorf("slid to %d: timeline %q", k, s.timeline.Label.Text)
		}
	}
	// Step 2 is the Place of S: S alone is on the path.
	s.timeline.Slider.SetValue(2)
	v := s.board.View()
	for i, c := range v.Cells {
		if p := (maze.Point{Row: i / v.W, Col: i % v.W}); (c.Mark == OnPath) != (p == m.Start()) {
			t.Fatalf("at step 2, %s is %+v", cellName(p), c)
		}
	}
	// Cells entered is left out: the recording takes the solver's counters
	// with its first event, and DFS counts the Place of S before its Try.
	if s.counters.tries.Text != "1" || s.counters.rejections.Text != "0" || s.counters.length.Text != "0" {
		t.Errorf("at step 2: tries %s rejections %s length %s", s.counters.tries.Text, s.counters.rejections.Text, s.counters.length.Text)
	}
}

// A whole DFS recorded, on a maze with dead ends: the jumps land on the
// steps the recorded events say.
func TestJumpsToSolutionsAndBacktracks(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, teachingSample)
	s.setAlgorithm(DFS)
	watchAll(t, s, s.session.Start)
	events := referenceEvents(m, DFS)
	undos, solutions := seqsOf(events, engine.Undo), seqsOf(events, engine.Solution)
	if len(undos) < 2 || len(solutions) != 1 {
		t.Fatalf("%d backtracks and %d solutions: the sample has no dead ends to jump between", len(undos), len(solutions))
	}
	s.session.Seek(1)
	s.timeline.NextBacktrack.Tapped(nil)
	if got := shownStep(s); got != undos[0] || s.counters.backtracks.Text != "1" ||
		s.Status() != "Back in time — "+narrateEvent(events[undos[0]-1], DFS) {
		t.Errorf("first backtrack: step %d, %s backtracks, %q; want step %d", got, s.counters.backtracks.Text, s.Status(), undos[0])
	}
	s.timeline.NextBacktrack.Tapped(nil)
	if got := shownStep(s); got != undos[1] || s.counters.backtracks.Text != "2" {
		t.Errorf("second backtrack: step %d, %s backtracks; want step %d", got, s.counters.backtracks.Text, undos[1])
	}
	s.timeline.PrevBacktrack.Tapped(nil)
	if got := shownStep(s); got != undos[0] {
		t.Errorf("back to the first backtrack: step %d, want %d", got, undos[0])
	}
	s.timeline.PrevBacktrack.Tapped(nil)
	if got := shownStep(s); got != undos[0] {
		t.Errorf("no backtrack before the first: step %d", got)
	}
	s.timeline.NextSolution.Tapped(nil)
	want, _ := maze.SolveDFS(m)
	if got := shownStep(s); got != solutions[0] || !samePath(s.board.View().LinePath(), want) ||
		s.counters.length.Text != run.Thousands(uint64(len(want)-1)) {
		t.Errorf("solution: step %d (want %d), path %v, length %s", got, solutions[0], s.board.View().LinePath(), s.counters.length.Text)
	}
	s.timeline.PrevSolution.Tapped(nil)
	if got := shownStep(s); got != solutions[0] {
		t.Errorf("no solution before the only one: step %d", got)
	}
}

// A whole BFS recorded: at every step the cell on show as the current one
// is the one the latest Expand took from the queue, and the jump to the
// solution lands on it.
func TestBFSStepsShowTheExpandedCell(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, loopsSample)
	s.setAlgorithm(BFS)
	watchAll(t, s, s.session.Start)
	events := referenceEvents(m, BFS)
	var expanded maze.Point
	has := false
	for _, e := range events {
		if e.Kind == engine.Solution {
			break // the view of the solution is tested below
		}
		if e.Kind == engine.Expand {
			expanded, has = maze.Point{Row: e.Row, Col: e.Col}, true
		}
		s.session.Seek(e.Seq)
		v := s.board.View()
		if v.HasCurrent != has || (has && v.Current != expanded) {
			t.Fatalf("step %d (%v): current %v %v, want %v %v", e.Seq, e, v.HasCurrent, v.Current, has, expanded)
		}
		if has && v.At(expanded).Mark != Seen {
			t.Fatalf("step %d: the expanded cell is %+v", e.Seq, *v.At(expanded))
		}
		if e.Kind == engine.Expand && (s.Status() != "Back in time — "+narrateEvent(e, BFS) || !strings.Contains(s.Status(), cellName(expanded))) {
			t.Fatalf("step %d: %q", e.Seq, s.Status())
		}
	}
	s.session.Seek(1)
	s.timeline.NextSolution.Tapped(nil)
	want, _ := maze.SolveBFS(m)
	if got := shownStep(s); got != seqsOf(events, engine.Solution)[0] || !samePath(s.board.View().LinePath(), want) {
		t.Errorf("solution: step %d, path %v", got, s.board.View().LinePath())
	}
	s.session.Seek(1)
	if s.timeline.NextBacktrack.Tapped(nil); shownStep(s) != 1 {
		t.Errorf("BFS never backtracks, yet the jump went to step %d", shownStep(s))
	}
}
