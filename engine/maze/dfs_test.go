package maze

import (
	"slices"
	"testing"

	"backtracklab/engine"
)

func TestSolveDFSFindsAPath(t *testing.T) {
	tests := []struct {
		file  string
		steps int // the length of the path DFS takes, trying up, right, down, left
	}{
		{"small.txt", 4},
		{"loops.txt", 10},
		{"deadend.txt", 2},
		{"edges.txt", 10},
		{"crlf.txt", 2},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			m := loadMaze(t, tc.file)
			path, st := SolveDFS(m)
			checkPath(t, m, path)
			if len(path)-1 != tc.steps {
				t.Errorf("%d steps, want %d: %v", len(path)-1, tc.steps, path)
			}
			if st.Solutions != 1 || st.Placements != st.Backtracks+uint64(len(path)) {
				t.Errorf("counters %+v for a path of %d cells", st, len(path))
			}
		})
	}
}

func TestSolveDFSExactPath(t *testing.T) {
	m := loadMaze(t, "loops.txt")
	path, _ := SolveDFS(m)
	want := []Point{{3, 1}, {2, 1}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {2, 7}, {3, 7}}
	if !slices.Equal(path, want) {
		t.Errorf("path %v, want %v", path, want)
	}
}

func TestSolveDFSNoPath(t *testing.T) {
	m := loadMaze(t, "nopath.txt")
	path, st := SolveDFS(m)
	if path != nil {
		t.Fatalf("path %v in a maze without one", path)
	}
	// Every cell reachable from S is entered once and backed out of once:
	// the 8 cells of the loop S lies on.
	if st.Placements != 8 || st.Backtracks != 8 || st.Solutions != 0 {
		t.Errorf("counters %+v, want 8 placements and 8 backtracks", st)
	}
	if end := NewDFS(m).Run(engine.NewTracer(nil)); end != engine.NoSolution {
		t.Errorf("end %v, want %v", end, engine.NoSolution)
	}
}

// TestDFSEventsExact pins the whole stream on a 3x3 maze with a dead end
// (deadend.txt: S top left, E bottom left, the way round by the right
// blocked).
func TestDFSEventsExact(t *testing.T) {
	m := loadMaze(t, "deadend.txt")
	s := NewDFS(m)
	events, end, st := record(s.Run)
	want := []string{
		"try d0 (0,0)=-1", "place d0 (0,0)=-1",
		"try d1 (-1,0)=0", "reject d1 (-1,0)=0 outside",
		"try d1 (0,1)=1", "place d1 (0,1)=1",
		"try d2 (-1,1)=0", "reject d2 (-1,1)=0 outside",
		"try d2 (0,2)=1", "place d2 (0,2)=1",
		"try d3 (-1,2)=0", "reject d3 (-1,2)=0 outside",
		"try d3 (0,3)=1", "reject d3 (0,3)=1 outside",
		"try d3 (1,2)=2", "place d3 (1,2)=2",
		"try d4 (0,2)=0", "reject d4 (0,2)=0 visited",
		"try d4 (1,3)=1", "reject d4 (1,3)=1 outside",
		"try d4 (2,2)=2", "place d4 (2,2)=2",
		"try d5 (1,2)=0", "reject d5 (1,2)=0 visited",
		"try d5 (2,3)=1", "reject d5 (2,3)=1 outside",
		"try d5 (3,2)=2", "reject d5 (3,2)=2 outside",
		"try d5 (2,1)=3", "reject d5 (2,1)=3 wall",
		"undo d4 (2,2)=2",
		"try d4 (1,1)=3", "reject d4 (1,1)=3 wall",
		"undo d3 (1,2)=2",
		"try d3 (0,1)=3", "reject d3 (0,1)=3 visited",
		"undo d2 (0,2)=1",
		"try d2 (1,1)=2", "reject d2 (1,1)=2 wall",
		"try d2 (0,0)=3", "reject d2 (0,0)=3 visited",
		"undo d1 (0,1)=1",
		"try d1 (1,0)=2", "place d1 (1,0)=2",
		"try d2 (0,0)=0", "reject d2 (0,0)=0 visited",
		"try d2 (1,1)=1", "reject d2 (1,1)=1 wall",
		"try d2 (2,0)=2", "place d2 (2,0)=2",
		"solution d2",
	}
	got := make([]string, len(events))
	for i, e := range events {
		got[i] = e.String()
	}
	if !slices.Equal(got, want) {
		t.Errorf("events\n%q\nwant\n%q", got, want)
	}
	if end != engine.LimitReached {
		t.Errorf("end %v, want %v", end, engine.LimitReached)
	}
	// (2,2) is entered from (1,2); (1,0) from S.
	if e := events[21]; e.ByRow != 1 || e.ByCol != 2 {
		t.Errorf("%v entered from (%d,%d), want (1,2)", e, e.ByRow, e.ByCol)
	}
	if e := events[43]; e.ByRow != 0 || e.ByCol != 0 {
		t.Errorf("%v entered from (%d,%d), want (0,0)", e, e.ByRow, e.ByCol)
	}
	// 7 moves off the grid cost one check, 4 into walls two, and the 5
	// into visited cells and the 6 cells entered after S three each.
	wantStats := engine.Stats{Nodes: 23, Checks: 7 + 4*2 + (5+6)*3, Placements: 7, Backtracks: 4, Solutions: 1}
	wantStats.Rejections[engine.Outside] = 7
	wantStats.Rejections[engine.Wall] = 4
	wantStats.Rejections[engine.Visited] = 5
	if st != wantStats {
		t.Errorf("counters %+v, want %+v", st, wantStats)
	}
	if want := []Point{{0, 0}, {1, 0}, {2, 0}}; !slices.Equal(s.Path(), want) {
		t.Errorf("path %v, want %v", s.Path(), want)
	}
}
