package maze

import (
	"fmt"
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
		"try d0 (0,0)=-1 search 1 f0", "place d0 (0,0)=-1 f0", "enter d0 f1",
		"try d1 (-1,0)=0 f1", "reject d1 (-1,0)=0 outside f1 c1",
		"try d1 (0,1)=1 f1", "place d1 (0,1)=1 f1 by (0,0) c3", "enter d1 f2",
		"try d2 (-1,1)=0 f2", "reject d2 (-1,1)=0 outside f2 c1",
		"try d2 (0,2)=1 f2", "place d2 (0,2)=1 f2 by (0,1) c3", "enter d2 f3",
		"try d3 (-1,2)=0 f3", "reject d3 (-1,2)=0 outside f3 c1",
		"try d3 (0,3)=1 f3", "reject d3 (0,3)=1 outside f3 c1",
		"try d3 (1,2)=2 f3", "place d3 (1,2)=2 f3 by (0,2) c3", "enter d3 f4",
		"try d4 (0,2)=0 f4", "reject d4 (0,2)=0 visited f4 c3",
		"try d4 (1,3)=1 f4", "reject d4 (1,3)=1 outside f4 c1",
		"try d4 (2,2)=2 f4", "place d4 (2,2)=2 f4 by (1,2) c3", "enter d4 f5",
		"try d5 (1,2)=0 f5", "reject d5 (1,2)=0 visited f5 c3",
		"try d5 (2,3)=1 f5", "reject d5 (2,3)=1 outside f5 c1",
		"try d5 (3,2)=2 f5", "reject d5 (3,2)=2 outside f5 c1",
		"try d5 (2,1)=3 f5", "reject d5 (2,1)=3 wall f5 c2",
		"leave d4 f5", "undo d4 (2,2)=2 f4 by (1,2)",
		"try d4 (1,1)=3 f4", "reject d4 (1,1)=3 wall f4 c2",
		"leave d3 f4", "undo d3 (1,2)=2 f3 by (0,2)",
		"try d3 (0,1)=3 f3", "reject d3 (0,1)=3 visited f3 c3",
		"leave d2 f3", "undo d2 (0,2)=1 f2 by (0,1)",
		"try d2 (1,1)=2 f2", "reject d2 (1,1)=2 wall f2 c2",
		"try d2 (0,0)=3 f2", "reject d2 (0,0)=3 visited f2 c3",
		"leave d1 f2", "undo d1 (0,1)=1 f1 by (0,0)",
		"try d1 (1,0)=2 f1", "place d1 (1,0)=2 f1 by (0,0) c3", "enter d1 f6",
		"try d2 (0,0)=0 f6", "reject d2 (0,0)=0 visited f6 c3",
		"try d2 (1,1)=1 f6", "reject d2 (1,1)=1 wall f6 c2",
		"try d2 (2,0)=2 f6", "place d2 (2,0)=2 f6 by (1,0) c3",
		"solution d2 search 1 f6",
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

// eventLine is e.String() with what it leaves out and the maze's events
// carry: the frame (but for Enter and Leave, where it is shown already),
// the square a Place or Undo came from, and the checks.
func eventLine(e engine.Event) string {
	s := e.String()
	if e.Kind != engine.Enter && e.Kind != engine.Leave {
		s += fmt.Sprintf(" f%d", e.Frame)
	}
	if r, c, ok := e.By.Get(); ok && e.Kind != engine.Reject {
		s += fmt.Sprintf(" by (%d,%d)", r, c)
	}
	if e.Checks != 0 {
		s += fmt.Sprintf(" c%d", e.Checks)
	}
	return s
}
