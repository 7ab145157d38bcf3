package maze

import (
	"maps"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/run"
)

func TestScreen_DFSAtFullSpeedDrawsTheEnginesPath(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, loopsSample)
	s.setAlgorithm(DFS)
	end, st := runAll(t, s, s.session.Start)
	if end != engine.LimitReached {
		t.Fatalf("end = %v, want limit reached", end)
	}
	want, wantStats := maze.SolveDFS(m)
	got := s.board.View().LinePath()
	if !samePath(got, want) {
		t.Errorf("drawn path %v\nengine path %v", got, want)
	}
	if st.Placements != wantStats.Placements || st.Nodes != wantStats.Nodes {
		t.Errorf("stats %d entered %d tries, want %d %d", st.Placements, st.Nodes, wantStats.Placements, wantStats.Nodes)
	}
	const status = "Reached E: path of 74 steps (95 cells explored) — a path, not necessarily the shortest: try BFS"
	if s.Status() != status {
		t.Errorf("status %q\nwant %q", s.Status(), status)
	}
	if got := s.compared.path[DFS].Text; got != "74 steps" {
		t.Errorf("comparison shows DFS path %q", got)
	}
	if got := s.counters.entered.Text; got != "95" {
		t.Errorf("cells entered shows %q", got)
	}
}

func TestScreen_BFSAtFullSpeedDrawsTheShortestPath(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, loopsSample)
	s.setAlgorithm(BFS)
	runAll(t, s, s.session.Start)
	want, _ := maze.SolveBFS(m)
	if got := s.board.View().LinePath(); !samePath(got, want) {
		t.Errorf("drawn path %v\nengine path %v", got, want)
	}
	const status = "Reached E: shortest path of 6 steps (22 cells explored, ring by ring)"
	if s.Status() != status {
		t.Errorf("status %q\nwant %q", s.Status(), status)
	}
	if got := s.counters.length.Text; got != "6" {
		t.Errorf("path length shows %q", got)
	}
}

// Watched, every cell BFS reached is shaded by its distance from S: the
// rings are drawn from the recorded events.
func TestScreen_WatchedBFSDrawsItsRings(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, loopsSample)
	s.setAlgorithm(BFS)
	watchAll(t, s, s.session.Start)
	want, _ := maze.SolveBFS(m)
	v := s.board.View()
	if got := v.LinePath(); !samePath(got, want) {
		t.Errorf("drawn path %v\nengine path %v", got, want)
	}
	if d := v.At(pt(2, 6)).Dist; d != 4 {
		t.Errorf("r2c6 at distance %d, want 4", d)
	}
	if v.MaxDist != 6 {
		t.Errorf("max distance %d, want 6", v.MaxDist)
	}
	if v.HasCurrent || v.HasTried || v.HasRejected {
		t.Error("the focus of the last step is left on a finished run")
	}
}

func TestScreen_CompareShowsBothPathsSideBySide(t *testing.T) {
	s, _ := newTestScreen(t)
	m := openSampleT(t, s, loopsSample)
	s.setAlgorithm(DFS)
	runAll(t, s, s.startCompare)
	const status = "DFS: path 74 steps, 95 cells explored; BFS: path 6 steps, 22 cells explored"
	if s.Status() != status {
		t.Errorf("status %q\nwant %q", s.Status(), status)
	}
	v := s.board.View()
	dfs, _ := maze.SolveDFS(m)
	bfs, _ := maze.SolveBFS(m)
	if !samePath(v.FirstPath(), dfs) || !samePath(v.LinePath(), bfs) {
		t.Errorf("paths drawn %v and %v", v.FirstPath(), v.LinePath())
	}
	for i, want := range []string{"74 steps", "6 steps"} {
		if got := s.compared.path[i].Text; got != want {
			t.Errorf("comparison column %d: %q, want %q", i, got, want)
		}
	}
	if !strings.HasSuffix(s.compared.note.Text, "DFS found a way out, BFS the shortest one.") {
		t.Errorf("note %q", s.compared.note.Text)
	}
}

func TestScreen_NoPath(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, noPathSample)
	s.setAlgorithm(DFS)
	end, _ := runAll(t, s, s.session.Start)
	if end != engine.NoSolution {
		t.Fatalf("end = %v", end)
	}
	const status = "No path: E cannot be reached — DFS searched every cell S leads to (36 cells explored)"
	if s.Status() != status {
		t.Errorf("status %q", s.Status())
	}
	if p := s.board.View().LinePath(); p != nil {
		t.Errorf("a path is drawn: %v", p)
	}
	if s.compared.path[DFS].Text != "none" {
		t.Errorf("comparison shows %q", s.compared.path[DFS].Text)
	}
}

func TestScreen_StepsThroughDFS(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	s.setAlgorithm(DFS)
	for i, want := range []string{
		"Paused · Start at S (r2c2)",
		"Paused · Enter S (r2c2) (path length 0)",
		"Paused · S (r2c2): look for a way on — up, right, down, left in turn",
		"Paused · From r2c2 try up: r1c2",
		"Paused · r1c2 is a wall — skip",
		"Paused · From r2c2 try right: r2c3",
		"Paused · Enter r2c3 (path length 1)",
	} {
		step(t, s)
		if s.Status() != want {
			t.Fatalf("step %d: status %q, want %q", i+1, s.Status(), want)
		}
	}
	v := s.board.View()
	if c := v.At(pt(2, 3)); c.Mark != OnPath || c.Line != linkTo(maze.Left) {
		t.Errorf("r2c3 is %+v, want on the path, linked left", *c)
	}
	if c := v.At(pt(2, 2)); c.Mark != OnPath || c.Line != RootLink {
		t.Errorf("S is %+v, want the root of the path", *c)
	}
	if !v.HasCurrent || v.Current != pt(2, 3) || v.HasTried || v.HasRejected {
		t.Errorf("focus: current %v %v, tried %v, rejected %v", v.Current, v.HasCurrent, v.HasTried, v.HasRejected)
	}
	// On to the first dead end: the top-right corner, backed out of to
	// the cell below it.
	for range 200 {
		step(t, s)
		if shownEvent(s).Kind == engine.Undo {
			break
		}
	}
	if want := "Paused · Dead end at r2c8 — back to r3c8"; s.Status() != want {
		t.Fatalf("status %q, want %q", s.Status(), want)
	}
	v = s.board.View()
	if c := v.At(pt(2, 8)); c.Mark != DeadEnd || c.Line != NoLink {
		t.Errorf("r2c8 is %+v, want a dead end off the path", *c)
	}
	if v.Current != pt(3, 8) {
		t.Errorf("current %v, want r3c8", v.Current)
	}
	if got := s.counters.backtracks.Text; got != "1" {
		t.Errorf("backtracks shows %q", got)
	}
}

func TestScreen_StepShowsARejectedNeighbour(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, teachingSample)
	for range 5 { // Try S, Place S, Enter, Try up, Reject
		step(t, s)
	}
	v := s.board.View()
	if !v.HasRejected || v.Rejected != pt(1, 2) || v.Conflict != engine.Wall {
		t.Errorf("rejected %v %v %v, want the wall r1c2", v.HasRejected, v.Rejected, v.Conflict)
	}
	if got := s.counters.byReason.Text; got != "Rejected: a wall 1 · visited already 0 · outside the maze 0" {
		t.Errorf("rejections %q", got)
	}
}

func TestNarrateEvent_Words(t *testing.T) {
	for _, tc := range []struct {
		e    engine.Event
		alg  Algorithm
		want string
	}{
		{engine.Event{Kind: engine.Reject, Conflict: engine.Visited, Row: 4, Col: 7, Value: int(maze.Right)}, DFS, "r5c8 is visited already — skip"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.Outside, Row: -1, Col: 3, Value: int(maze.Up)}, DFS, "Up of r1c4 is outside the maze — skip"},
		{engine.Event{Kind: engine.Place, Depth: 12, Row: 4, Col: 6, Value: int(maze.Down), By: engine.At(3, 6)}, DFS, "Enter r5c7 (path length 12)"},
		{engine.Event{Kind: engine.Undo, Depth: 0, Row: 1, Col: 1, Value: -1}, DFS, "Dead end at S (r2c2): no way left — E cannot be reached"},
		{engine.Event{Kind: engine.Solution, Depth: 96}, BFS, "Reached E: path of 96 steps"},
		{engine.Event{Kind: engine.Place, Depth: 3, Row: 2, Col: 2, Value: int(maze.Right), By: engine.At(2, 1)}, BFS, "Discover r3c3 at distance 3 (from r3c2)"},
		{engine.Event{Kind: engine.Try, Depth: 2, Row: 3, Col: 5, Value: int(maze.Down)}, Carve, "From r2c6 try down: r4c6"},
		{engine.Event{Kind: engine.Reject, Conflict: engine.Visited, Row: 3, Col: 5, Value: int(maze.Down)}, Carve, "r4c6 is carved already — skip"},
	} {
		if got := narrateEvent(tc.e, tc.alg); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.e, got, tc.want)
		}
	}
}

func TestScreen_CompareShowsTheFirstResultWhileTheSecondRuns(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, loopsSample)
	s.setAlgorithm(DFS)
	s.next = jobCompare
	for range 2000 {
		step(t, s)
		if shownAlg(s) == BFS {
			break
		}
	}
	if shownAlg(s) != BFS {
		t.Fatal("the second search never started")
	}
	if got := s.compared.path[DFS].Text; got != "74 steps" {
		t.Errorf("DFS path shows %q while BFS runs", got)
	}
	if got := s.compared.path[BFS].Text; got != "–" {
		t.Errorf("BFS path shows %q before it ends", got)
	}
	if got := s.board.View().FirstPath(); len(got) != 75 {
		t.Errorf("the DFS path kept under BFS has %d cells, want 75", len(got))
	}
}

// A run at full speed, which nobody watches, ends showing where the search
// went as the last step of a watched run does: the dead ends of a
// depth-first search beside its path, the squares a breadth-first search
// discovered (its result, maze.Outcome.Explored).
func TestFullSpeedShowsWhereTheSearchWent(t *testing.T) {
	for _, alg := range []Algorithm{DFS, BFS} {
		s, _ := newTestScreen(t)
		s.paste(teachMaze)
		s.setAlgorithm(alg)
		marks := func() map[maze.Point]Mark {
			out := map[maze.Point]Mark{}
			for r := range s.view.H {
				for c := range s.view.W {
					p := maze.Point{Row: r, Col: c}
					m := s.view.At(p).Mark
					if m == Frontier {
						m = Seen // discovered, waiting: the run at full speed tells no queue
					}
					if m != Open && m != Wall {
						out[p] = m
					}
				}
			}
			return out
		}
		watchAll(t, s, s.session.Start)
		watched := marks()
		s.session.Stop() // a reset
		s.session.SetNotch(run.FullSpeed)
		runAll(t, s, s.session.Start)
		fast := marks()
		if len(watched) < 5 {
			t.Fatalf("%v: the watched run marked %d squares", alg, len(watched))
		}
		if !maps.Equal(fast, watched) {
			t.Errorf("%v: at full speed the board marks %v, the watched run's last step %v", alg, fast, watched)
		}
	}
}
