package compare

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
)

// hard is a puzzle the plain strategy takes millions of nodes on.
const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

func TestQueensTable(t *testing.T) {
	tab := ForQueens(8).Run()
	if !tab.Complete() {
		t.Fatal("not every check has a result")
	}
	rows := map[string][]Cell{}
	for _, r := range tab.Rows() {
		rows[r.Key] = r.Cells
	}
	// The counts the lesson quotes (README, -compare).
	for key, want := range map[string][3]uint64{
		"tries": {15720, 15720, 2056}, "checks": {94077, 24648, 1965}, "solutions": {92, 92, 92},
		"column": {10212, 10212, 0},
	} {
		for i, w := range want {
			if c := rows[key][i]; c.Kind != Count || c.N != w {
				t.Errorf("%s %s: %+v, want %d", key, tab.Methods[i], c, w)
			}
		}
	}
	if rows["result"][0].Kind != Finished {
		t.Errorf("result %+v", rows["result"])
	}
	want := []string{"4426165368", "16777216", "40320"}
	for i, b := range tab.Brute {
		if b.Count.String() != want[i] {
			t.Errorf("brute force %d: %v, want %s", b.Kind, b.Count, want[i])
		}
	}
}

func TestSudokuGivesUpAtTheCap(t *testing.T) {
	g, err := sudoku.Parse(hard)
	if err != nil {
		t.Fatal(err)
	}
	c := ForSudoku(g)
	c.Cap = 1000
	tab := c.Run()
	res := tab.Rows()[0]
	if res.Key != "result" || res.Cells[0].Kind != GaveUp || res.Cells[0].N != 1000 || res.Cells[3].Kind != Solved {
		t.Errorf("result row %+v", res)
	}
	if b := tab.Brute[0]; b.N != 9 || b.Empty != 64 {
		t.Errorf("brute force %+v", b)
	}
}

func TestMazeTable(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "maze", "testdata", "loops.txt"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.ParseString(string(data))
	if err != nil {
		t.Fatal(err)
	}
	tab := ForMaze(m).Run()
	for i, solve := range []func(*maze.Maze) ([]maze.Point, engine.Stats){maze.SolveDFS, maze.SolveBFS} {
		path, st := solve(m)
		r := tab.Results[i]
		if r.Path != len(path)-1 || r.Stats.Nodes != st.Nodes || r.Stats.Placements != st.Placements {
			t.Errorf("%s: %+v, alone: path %d, %+v", tab.Methods[i], r, len(path)-1, st)
		}
	}
	if len(tab.Brute) != 0 {
		t.Errorf("a maze has no brute force: %v", tab.Brute)
	}
}

func TestGrowthSeries(t *testing.T) {
	c := ForQueens(4)
	c.Growth = true
	tab := c.Run()
	checks := len(queens.Checks())
	if len(tab.Growth) != (GrowthTo-GrowthFrom+1)*checks {
		t.Fatalf("%d points", len(tab.Growth))
	}
	last := make([]uint64, checks)
	for _, p := range tab.Growth {
		if p.Nodes <= last[p.Method] {
			t.Errorf("n=%d %s: %d tries, no more than at n-1 (%d)", p.N, tab.Methods[p.Method], p.Nodes, last[p.Method])
		}
		last[p.Method] = p.Nodes
		if p.N == 8 && p.Nodes != [...]uint64{15720, 15720, 2056}[p.Method] {
			t.Errorf("n=8 %s: %d tries", tab.Methods[p.Method], p.Nodes)
		}
	}
	// The series is not capped: 12-queens takes the scan past MaxNodes.
	if last[0] <= MaxNodes {
		t.Errorf("12-queens scan: %d tries", last[0])
	}
}

// TestStop stops a comparison on a Runner while its slowest method runs:
// the run ends Stopped, with no result for that method.
func TestStop(t *testing.T) {
	g, _ := sudoku.Parse(hard)
	c := ForSudoku(g)
	c.Cap = 1 << 62
	r := engine.NewRunner()
	started := make(chan struct{})
	results := make(chan Result, 4)
	r.Start(c.Search, func(e engine.Event, _ *engine.Stats) {
		switch v := e.Result.(type) {
		case Started:
			if v.Method == 0 {
				close(started)
			}
		case Result:
			results <- v
		}
	})
	<-started
	// Let the plain search make some nodes, so that the stop lands inside it.
	for done, _ := r.Progress(); done == 0; done, _ = r.Progress() {
		time.Sleep(time.Millisecond)
	}
	r.Stop()
	end, _ := r.Wait()
	if end != engine.Stopped {
		t.Errorf("end %v", end)
	}
	if len(results) != 0 {
		t.Errorf("a result after the stop: %+v", <-results)
	}
}
