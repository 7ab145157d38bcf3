package maze

import (
	"slices"
	"testing"

	"backtracklab/engine"
)

func TestGenerateDeterministic(t *testing.T) {
	a := Generate(20, 10, 7).String()
	if b := Generate(20, 10, 7).String(); a != b {
		t.Fatalf("seed 7 gave two mazes:\n%s\n%s", a, b)
	}
	if c := Generate(20, 10, 8).String(); a == c {
		t.Fatalf("seeds 7 and 8 gave the same maze:\n%s", a)
	}
}

// TestGenerateExact pins one small maze, as this generator first made it,
// so that a seed keeps naming the same maze from one build to the next.
func TestGenerateExact(t *testing.T) {
	want := "" +
		"#########\n" +
		"#S#.....#\n" +
		"#.#####.#\n" +
		"#...#...#\n" +
		"###.#.#.#\n" +
		"#.....#E#\n" +
		"#########\n"
	m := Generate(4, 3, 1)
	if got := m.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	checkPerfect(t, m, 4, 3)
}

func TestGeneratePerfect(t *testing.T) {
	sizes := []struct{ w, h int }{{1, 2}, {2, 1}, {5, 1}, {1, 5}, {2, 2}, {7, 3}, {20, 10}, {31, 31}, {60, 45}}
	for _, sz := range sizes {
		for seed := int64(0); seed < 5; seed++ {
			m := Generate(sz.w, sz.h, seed)
			checkPerfect(t, m, sz.w, sz.h)
			dfs, _ := SolveDFS(m)
			bfs, _ := SolveBFS(m)
			checkPath(t, m, dfs)
			// In a perfect maze the path between two cells is unique.
			if !slices.Equal(dfs, bfs) {
				t.Errorf("%dx%d seed %d: DFS path %v, BFS path %v", sz.w, sz.h, seed, dfs, bfs)
			}
		}
	}
}

// checkPerfect fails unless m is the text form of a perfect maze of w x h
// cells: walls all round and at every crossing, every cell open, and the
// open squares forming a tree (connected, with one passage fewer than
// cells), S top left and E bottom right.
func checkPerfect(t *testing.T, m *Maze, w, h int) {
	t.Helper()
	if m.Width() != 2*w+1 || m.Height() != 2*h+1 {
		t.Fatalf("%dx%d cells: text is %dx%d", w, h, m.Width(), m.Height())
	}
	if m.Start() != (Point{1, 1}) || m.End() != (Point{2*h - 1, 2*w - 1}) {
		t.Fatalf("%dx%d: S %v E %v", w, h, m.Start(), m.End())
	}
	open, passages := 0, 0
	for r := range m.Height() {
		for c := range m.Width() {
			if m.IsWall(r, c) {
				if r%2 == 1 && c%2 == 1 {
					t.Fatalf("%dx%d: cell (%d,%d) is a wall", w, h, r, c)
				}
				continue
			}
			open++
			switch {
			case r == 0 || c == 0 || r == m.Height()-1 || c == m.Width()-1:
				t.Fatalf("%dx%d: hole in the outer wall at (%d,%d)", w, h, r, c)
			case r%2 == 0 && c%2 == 0:
				t.Fatalf("%dx%d: crossing (%d,%d) is open", w, h, r, c)
			case r%2 == 0 || c%2 == 0:
				passages++
			}
		}
	}
	if cells := w * h; passages != cells-1 || open != m.OpenCells() {
		t.Fatalf("%dx%d: %d cells, %d passages, %d open (maze says %d)", w, h, cells, passages, open, m.OpenCells())
	}
	if reached := reachable(m); reached != open {
		t.Fatalf("%dx%d: %d of %d open squares reachable from S", w, h, reached, open)
	}
}

// reachable counts the open squares connected to S.
func reachable(m *Maze) int {
	seen := map[Point]bool{m.Start(): true}
	stack := []Point{m.Start()}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for d := range NumDirections {
			n := p.Move(d)
			if !seen[n] && !m.IsWall(n.Row, n.Col) {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen)
}

func TestCheckGenerateSize(t *testing.T) {
	tests := []struct {
		w, h int
		msg  string
	}{
		{1, 2, ""},
		{MaxGenerateSide, MaxGenerateSide, ""},
		{0, 5, "maze size 0x5: both sides must be at least 1"},
		{5, -1, "maze size 5x-1: both sides must be at least 1"},
		{500, 2, "maze size 500x2: at most 499 cells a side"},
		{1, 1, "maze size 1x1: S and E need two cells"},
	}
	for _, tc := range tests {
		err := CheckGenerateSize(tc.w, tc.h)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.msg {
			t.Errorf("%dx%d: got %q, want %q", tc.w, tc.h, got, tc.msg)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("Generate(0, 3) did not panic")
		}
	}()
	Generate(0, 3, 1)
}

func TestGenerateLargest(t *testing.T) {
	if testing.Short() {
		t.Skip("large maze")
	}
	m := Generate(MaxGenerateSide, MaxGenerateSide, 3)
	if m.Width() != 999 || m.Height() != 999 {
		t.Fatalf("size %dx%d", m.Width(), m.Height())
	}
	if again := mustParse(t, m.String()); again.String() != m.String() {
		t.Error("the largest generated maze does not read back")
	}
}

func TestGenerateWithLoopsZeroIsGenerate(t *testing.T) {
	for seed := int64(0); seed < 5; seed++ {
		if a, b := GenerateWithLoops(20, 10, seed, 0).String(), Generate(20, 10, seed).String(); a != b {
			t.Errorf("seed %d: loops 0 gave\n%s\nGenerate gave\n%s", seed, a, b)
		}
	}
}

func TestGenerateWithLoops(t *testing.T) {
	sizes := []struct{ w, h int }{{1, 2}, {5, 1}, {2, 2}, {7, 3}, {20, 10}, {31, 31}}
	for _, sz := range sizes {
		for _, loops := range []int{10, 25, MaxLoops} {
			for seed := int64(0); seed < 3; seed++ {
				m := GenerateWithLoops(sz.w, sz.h, seed, loops)
				if again := GenerateWithLoops(sz.w, sz.h, seed, loops); m.String() != again.String() {
					t.Fatalf("%dx%d seed %d loops %d: two mazes", sz.w, sz.h, seed, loops)
				}
				checkLoopy(t, m, Generate(sz.w, sz.h, seed), loops)
			}
		}
	}
}

// checkLoopy fails unless m is perfect with loops percent of its standing
// inner walls knocked out: same size, S and E, walls where perfect has
// them except the knocked-out inner ones, all of it reachable from S.
func checkLoopy(t *testing.T, m, perfect *Maze, loops int) {
	t.Helper()
	if m.Width() != perfect.Width() || m.Height() != perfect.Height() || m.Start() != perfect.Start() || m.End() != perfect.End() {
		t.Fatalf("size %dx%d S %v E %v, perfect %dx%d S %v E %v", m.Width(), m.Height(), m.Start(), m.End(),
			perfect.Width(), perfect.Height(), perfect.Start(), perfect.End())
	}
	open, standing, knocked := 0, 0, 0
	for r := range m.Height() {
		for c := range m.Width() {
			inner := r > 0 && c > 0 && r < m.Height()-1 && c < m.Width()-1 && (r+c)%2 == 1
			switch {
			case !m.IsWall(r, c):
				open++
				if perfect.IsWall(r, c) {
					if !inner {
						t.Fatalf("(%d,%d) opened, and is no wall between two cells", r, c)
					}
					knocked++
					standing++
				}
			case !perfect.IsWall(r, c):
				t.Fatalf("(%d,%d) is open in the perfect maze but a wall here", r, c)
			case inner:
				standing++
			}
		}
	}
	if want := standing * loops / 100; knocked != want {
		t.Errorf("%d of %d standing inner walls knocked out, want %d (%d%%)", knocked, standing, want, loops)
	}
	if open != m.OpenCells() || open != perfect.OpenCells()+knocked {
		t.Errorf("%d open, maze says %d, perfect has %d", open, m.OpenCells(), perfect.OpenCells())
	}
	if reached := reachable(m); reached != open {
		t.Errorf("%d of %d open squares reachable from S", reached, open)
	}
}

// TestGenerateWithLoopsShorterBFS pins a generated maze on which the
// lesson shows: BFS finds a path much shorter than the first one DFS
// finds (on a perfect maze they are the same path).
func TestGenerateWithLoopsShorterBFS(t *testing.T) {
	m := GenerateWithLoops(30, 20, 1, 20)
	if got, perfect := m.OpenCells(), Generate(30, 20, 1).OpenCells(); got != 1309 || perfect != 1199 {
		t.Errorf("open squares %d with loops, %d without; want 1309 and 1199", got, perfect)
	}
	dfs, _ := SolveDFS(m)
	bfs, _ := SolveBFS(m)
	checkPath(t, m, dfs)
	checkPath(t, m, bfs)
	if d, b := len(dfs)-1, len(bfs)-1; d != 232 || b != 112 || b != shortestSteps(m) {
		t.Errorf("DFS %d steps, BFS %d, shortest %d; want 232, 112, 112", d, b, shortestSteps(m))
	}
}

func TestCheckLoops(t *testing.T) {
	for _, loops := range []int{0, 10, MaxLoops} {
		if err := CheckLoops(loops); err != nil {
			t.Errorf("CheckLoops(%d) = %v", loops, err)
		}
	}
	for _, loops := range []int{-1, MaxLoops + 1} {
		if err := CheckLoops(loops); err == nil {
			t.Errorf("CheckLoops(%d) = nil", loops)
		}
	}
	if _, err := NewGeneratorWithLoops(4, 3, 1, 51); err == nil || err.Error() != "loops 51%: want 0 to 50" {
		t.Errorf("NewGeneratorWithLoops(4, 3, 1, 51): %v", err)
	}
}

// TestGeneratorWithLoopsEvents: knocking walls out is not reported, so a
// generator with loops tells the same carving as one without, and its
// Maze is GenerateWithLoops's.
func TestGeneratorWithLoopsEvents(t *testing.T) {
	run := func(loops int) ([]engine.Event, *Maze) {
		g, err := NewGeneratorWithLoops(12, 8, 5, loops)
		if err != nil {
			t.Fatal(err)
		}
		var events []engine.Event
		g.Run(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
		return events, g.Maze()
	}
	plain, _ := run(0)
	loopy, m := run(25)
	// The last event, the Solution, carries the maze made: a new one.
	if got := loopy[len(loopy)-1].Result; got != m || plain[len(plain)-1].Result == got {
		t.Errorf("the Solution carries %p, want the maze made, %p", got, m)
	}
	plain[len(plain)-1].Result, loopy[len(loopy)-1].Result = nil, nil
	if !slices.Equal(plain, loopy) {
		t.Errorf("loops changed the events: %d events, %d without", len(loopy), len(plain))
	}
	if want := GenerateWithLoops(12, 8, 5, 25); m.String() != want.String() {
		t.Errorf("generator made\n%s\nGenerateWithLoops\n%s", m, want)
	}
}
