package maze

import (
	"slices"
	"testing"

	"backtracklab/engine"
)

func TestSolveBFSShortest(t *testing.T) {
	for _, name := range sampleFiles {
		t.Run(name, func(t *testing.T) {
			m := loadMaze(t, name)
			path, st := SolveBFS(m)
			want := shortestSteps(m)
			if want < 0 {
				if path != nil || st.Solutions != 0 {
					t.Fatalf("path %v in a maze without one", path)
				}
				return
			}
			checkPath(t, m, path)
			if len(path)-1 != want {
				t.Errorf("%d steps, want %d", len(path)-1, want)
			}
			dfs, _ := SolveDFS(m)
			if len(path) > len(dfs) {
				t.Errorf("BFS path of %d cells is longer than DFS's %d", len(path), len(dfs))
			}
		})
	}
}

func TestSolveBFSLoops(t *testing.T) {
	m := loadMaze(t, "loops.txt")
	path, st := SolveBFS(m)
	want := []Point{{3, 1}, {3, 2}, {3, 3}, {3, 4}, {3, 5}, {3, 6}, {3, 7}}
	if !slices.Equal(path, want) {
		t.Errorf("path %v, want %v", path, want)
	}
	if st.Backtracks != 0 || st.Solutions != 1 {
		t.Errorf("counters %+v", st)
	}
}

func TestSolveBFSNoPath(t *testing.T) {
	m := loadMaze(t, "nopath.txt")
	path, st := SolveBFS(m)
	if path != nil {
		t.Fatalf("path %v in a maze without one", path)
	}
	// The 8 cells reachable from S are discovered, each once.
	if st.Placements != 8 || st.Nodes != 1+8*4 {
		t.Errorf("counters %+v, want 8 placements and 33 tries", st)
	}
	if end := NewBFS(m).Run(engine.NewTracer(nil)); end != engine.NoSolution {
		t.Errorf("end %v, want %v", end, engine.NoSolution)
	}
}

func TestBFSEventsExact(t *testing.T) {
	m := loadMaze(t, "deadend.txt")
	s := NewBFS(m)
	events, end, _ := record(s.Run)
	want := []string{
		"try d0 (0,0)=-1 search 2 f0", "place d0 (0,0)=-1 f0", "enter d0 f1",
		"expand d0 (0,0)=-1 f1",
		"try d1 (-1,0)=0 f1", "reject d1 (-1,0)=0 outside f1 c1",
		"try d1 (0,1)=1 f1", "place d1 (0,1)=1 f1 by (0,0) c3",
		"try d1 (1,0)=2 f1", "place d1 (1,0)=2 f1 by (0,0) c3",
		"try d1 (0,-1)=3 f1", "reject d1 (0,-1)=3 outside f1 c1",
		"expand d1 (0,1)=1 f1",
		"try d2 (-1,1)=0 f1", "reject d2 (-1,1)=0 outside f1 c1",
		"try d2 (0,2)=1 f1", "place d2 (0,2)=1 f1 by (0,1) c3",
		"try d2 (1,1)=2 f1", "reject d2 (1,1)=2 wall f1 c2",
		"try d2 (0,0)=3 f1", "reject d2 (0,0)=3 visited f1 c3",
		"expand d1 (1,0)=2 f1",
		"try d2 (0,0)=0 f1", "reject d2 (0,0)=0 visited f1 c3",
		"try d2 (1,1)=1 f1", "reject d2 (1,1)=1 wall f1 c2",
		"try d2 (2,0)=2 f1", "place d2 (2,0)=2 f1 by (1,0) c3",
		"solution d2 search 2 f1",
	}
	got := make([]string, len(events))
	for i, e := range events {
		got[i] = eventLine(e)
	}
	if !slices.Equal(got, want) {
		t.Errorf("events\n%q\nwant\n%q", got, want)
	}
	if end != engine.LimitReached {
		t.Errorf("end %v, want %v", end, engine.LimitReached)
	}
}
