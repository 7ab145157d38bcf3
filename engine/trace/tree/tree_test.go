package tree

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
)

// build records evs and builds their tree, reading as the run grows: a
// Sync every few events, so that every Sync reads on from the last.
func build(t *testing.T, evs []engine.Event, o trace.Options) (*Tree, *trace.Recording) {
	t.Helper()
	rec := trace.New(nil, o)
	tr := New()
	var st engine.Stats
	for i, e := range evs {
		st.Apply(&e)
		s := st
		rec.Append(e, &s)
		if i%7 == 3 {
			tr.Sync(rec)
		}
	}
	tr.Sync(rec)
	return tr, rec
}

// The 4-queens trees, with the counts the events give: scan and arrays
// try 60 squares, place 16 queens and reject 44; bitmask tries only the
// 16 free squares it places. Two solutions, at steps the events say.
func TestQueens4EveryCheck(t *testing.T) {
	for _, tc := range []struct {
		check                             queens.Check
		events, choices, stubs, solutions int
	}{
		{queens.Scan, 168, 16, 44, 2},
		{queens.Arrays, 168, 16, 44, 2},
		{queens.Bitmask, 95, 16, 0, 2},
	} {
		t.Run(tc.check.String(), func(t *testing.T) {
			evs := queensEvents(4, tc.check)
			c, s, sol := count(evs)
			if len(evs) != tc.events || c != tc.choices || s != tc.stubs || sol != tc.solutions {
				t.Fatalf("the run has %d events, %d placements, %d rejections, %d solutions; want %d, %d, %d, %d",
					len(evs), c, s, sol, tc.events, tc.choices, tc.stubs, tc.solutions)
			}
			tr, rec := build(t, evs, trace.Options{})
			checkTree(t, tr, evs)
			if gc, gs, gsol := tr.Counts(rec.Last()); gc != c || gs != s || gsol != sol || tr.Len() != 1+c+s {
				t.Fatalf("tree: %d choices, %d stubs, %d solutions, %d nodes", gc, gs, gsol, tr.Len())
			}
			// The root branches on the 4 columns of row 0; the solutions
			// are (1,3,0,2) and (2,0,3,1), in that order.
			var row0 []string
			for _, c := range tr.Children(0) {
				if n := tr.Node(int(c)); n.Kind == Choice {
					row0 = append(row0, fmt.Sprintf("r%dc%d", n.Row, n.Col))
				}
			}
			if got := strings.Join(row0, " "); got != "r0c0 r0c1 r0c2 r0c3" {
				t.Fatalf("row 0: %s", got)
			}
			var sols []string
			for i := range tr.Len() {
				if n := tr.Node(i); n.SolutionStep != 0 {
					var cols []int
					for j := i; j > 0; j = tr.Parent(j) {
						cols = append(cols, tr.Node(j).Col)
					}
					slices.Reverse(cols)
					sols = append(sols, fmt.Sprint(cols))
				}
			}
			if got := strings.Join(sols, " "); got != "[1 3 0 2] [2 0 3 1]" {
				t.Fatalf("solutions %s", got)
			}
		})
	}
}

// 6-queens: 152 placements of 894 tries for scan and arrays, 742 stubs;
// bitmask only the 152. 8-queens: 2,056 placements, of 15,720 tries.
func TestQueens6And8(t *testing.T) {
	for _, tc := range []struct {
		n                         int
		check                     queens.Check
		choices, stubs, solutions int
	}{
		{6, queens.Scan, 152, 894 - 152, 4},
		{6, queens.Arrays, 152, 894 - 152, 4},
		{6, queens.Bitmask, 152, 0, 4},
		{8, queens.Scan, 2056, 15720 - 2056, 92},
		{8, queens.Bitmask, 2056, 0, 92},
	} {
		t.Run(fmt.Sprintf("n=%d/%s", tc.n, tc.check), func(t *testing.T) {
			evs := queensEvents(tc.n, tc.check)
			tr, rec := build(t, evs, trace.Options{})
			if c, s, sol := tr.Counts(rec.Last()); c != tc.choices || s != tc.stubs || sol != tc.solutions {
				t.Fatalf("%d choices, %d stubs, %d solutions; want %d, %d, %d", c, s, sol, tc.choices, tc.stubs, tc.solutions)
			}
			checkTree(t, tr, evs)
		})
	}
}

// The 4x4 Sudoku "12.. .... .... ..21" has 4 solutions. Plain fills the
// cells in order: 64 digits placed, 180 rejected. MRV places 22 digits
// forced, folded into their nodes, and guesses 6 times.
func TestSudoku4x4(t *testing.T) {
	const grid = "12.. .... .... ..21"
	for _, tc := range []struct {
		strategy                          sudoku.Strategy
		choices, stubs, solutions, forced int
	}{
		{sudoku.Plain, 64, 180, 4, 0},
		{sudoku.Records, 64, 180, 4, 0},
		{sudoku.MRV, 6, 0, 4, 22},
	} {
		t.Run(tc.strategy.String(), func(t *testing.T) {
			evs := sudokuEvents(t, grid, tc.strategy)
			tr, rec := build(t, evs, trace.Options{})
			checkTree(t, tr, evs)
			forced := 0
			for i := range tr.Len() {
				forced += tr.Node(i).Forced
			}
			if c, s, sol := tr.Counts(rec.Last()); c != tc.choices || s != tc.stubs || sol != tc.solutions || forced != tc.forced {
				t.Fatalf("%d choices, %d stubs, %d solutions, %d forced; want %d, %d, %d, %d", c, s, sol, forced,
					tc.choices, tc.stubs, tc.solutions, tc.forced)
			}
		})
	}
}

// Fewest candidates with singles alone (MRV without its locked
// candidates, which solve this grid without a guess) on a hard 9x9 grid meets dead ends: NoCandidate rejects, which
// come with no Try, become stubs of the node whose frame met them.
func TestSudokuMRVDeadEnds(t *testing.T) {
	const hard = "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1...."
	evs := sudokuEvents(t, hard, sudoku.Singles)
	tr, _ := build(t, evs, trace.Options{})
	checkTree(t, tr, evs)
	dead := 0
	for i := range tr.Len() {
		if n := tr.Node(i); n.Kind == Stub {
			if n.Conflict != engine.NoCandidate {
				t.Fatalf("stub %+v: MRV rejects only for no candidate", n)
			}
			dead++
		}
	}
	if _, s, _ := count(evs); dead == 0 || dead != s {
		t.Fatalf("%d dead ends, the events have %d", dead, s)
	}
}

const smallMaze = `#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#E..#...#
#########
`

// The small maze: DFS goes right first and enters 21 cells, E last, with
// 56 moves rejected; BFS reaches 9 cells, E last, ring by ring. Both find
// the path of 5 cells down from S.
func TestMaze(t *testing.T) {
	for _, tc := range []struct {
		bfs                       bool
		choices, stubs, pathCells int
	}{
		{false, 21, 56, 5},
		{true, 9, 19, 5},
	} {
		t.Run(fmt.Sprint("bfs=", tc.bfs), func(t *testing.T) {
			evs := mazeEvents(t, smallMaze, tc.bfs)
			tr, rec := build(t, evs, trace.Options{})
			checkTree(t, tr, evs)
			if c, s, sol := tr.Counts(rec.Last()); c != tc.choices || s != tc.stubs || sol != 1 {
				t.Fatalf("%d choices, %d stubs, %d solutions; want %d, %d, 1", c, s, sol, tc.choices, tc.stubs)
			}
			// The path from E up to S is the path the search found.
			e := -1
			for i := range tr.Len() {
				if tr.Node(i).SolutionStep != 0 {
					e = i
				}
			}
			cells := 0
			for j := e; j > 0; j = tr.Parent(j) {
				cells++
			}
			if n := tr.Node(e); n.Row != 5 || n.Col != 1 || cells != tc.pathCells {
				t.Fatalf("solution at %+v, %d cells from S; want E (5,1), %d", n, cells, tc.pathCells)
			}
		})
	}
}

// At every step of a run, the tree read so far is the tree of the events
// up to that step: what Visible and Current say of the whole tree at step
// k is what a tree built from scratch on a recording of steps 1..k has.
func TestTimelineMatchesAFreshBuild(t *testing.T) {
	runs := map[string][]engine.Event{
		"queens 4 scan":    queensEvents(4, queens.Scan),
		"queens 5 bitmask": queensEvents(5, queens.Bitmask),
		"sudoku 4x4 mrv":   sudokuEvents(t, "12.. .... .... ..21", sudoku.MRV),
		"maze dfs":         mazeEvents(t, smallMaze, false),
		"maze bfs":         mazeEvents(t, smallMaze, true),
	}
	for name, evs := range runs {
		t.Run(name, func(t *testing.T) {
			whole, _ := build(t, evs, trace.Options{Every: 16})
			for k := 1; k <= len(evs); k++ {
				fresh, _ := build(t, evs[:k], trace.Options{Every: 16})
				step := uint64(k)
				if whole.Visible(step) != fresh.Len() || whole.Current(step) != fresh.Current(step) {
					t.Fatalf("step %d %v: Visible %d, Current %d; fresh: %d nodes, current %d", k, evs[k-1],
						whole.Visible(step), whole.Current(step), fresh.Len(), fresh.Current(step))
				}
				for i := range fresh.Len() {
					w, f := whole.Node(i), fresh.Node(i)
					if w.SolutionStep > step {
						w.SolutionStep = 0 // found later
					}
					w.Forced = f.Forced // forced placements are counted as read
					if f.Frame == 0 {
						w.Frame = 0 // known at the Enter after the Place
					}
					if w != f {
						t.Fatalf("step %d: node %d %+v, fresh %+v", k, i, w, f)
					}
				}
			}
		})
	}
}

// switchedQueens runs n-queens unwatched until watching is switched on
// at its first poll (its first solution) and the next poll sees it (the
// second solution), as a Runner does going from full speed to watching:
// a Resync and its burst restate the path.
func switchedQueens(n int, check queens.Check) []engine.Event {
	var evs []engine.Event
	var watching atomic.Bool
	tr := engine.NewSwitchTracer(func(e engine.Event) {
		if !e.Aside { // the first solution, found unwatched: no step, a session records none
			evs = append(evs, e)
		}
	}, &watching, func() bool { watching.Store(true); return true })
	(&queens.Solver{N: n, Check: check}).Search(tr)
	return evs
}

// A Resync starts the tree again from its burst: the path restated as
// Sync choices, on which the rest of the run grows as a tree built from
// the Resync on would.
func TestResyncStartsAgain(t *testing.T) {
	evs := switchedQueens(6, queens.Scan)
	at := slices.IndexFunc(evs, func(e engine.Event) bool { return e.Kind == engine.Resync })
	if at != 0 {
		t.Fatalf("the run starts with %v", evs[0])
	}
	// A run that starts with a Resync, as the window's does.
	tr, rec := build(t, evs, trace.Options{RestartAtResync: true})
	// The burst: Resync, then Enter and Place of rows 0..5 (the second
	// solution, 2 5 1 4 0 3), then that solution.
	if tr.Start() != 1 || tr.Node(0).Kind != Root || tr.Node(0).Frame != 1 {
		t.Fatalf("start %d, root %+v", tr.Start(), tr.Node(0))
	}
	for i := 1; i <= 6; i++ {
		n := tr.Node(i)
		if n.Kind != Choice || !n.Sync || n.Row != i-1 || n.Col != []int{2, 5, 1, 4, 0, 3}[i-1] || n.Depth != i || n.Parent != int32(i-1) {
			t.Fatalf("restated node %d: %+v", i, n)
		}
	}
	if n := tr.Node(6); n.SolutionStep != evs[13].Seq || evs[13].Kind != engine.Solution {
		t.Fatalf("the first solution at %+v, event 14 %v", n, evs[13])
	}
	c, s, sol := count(evs)
	if gc, gs, gsol := tr.Counts(rec.Last()); gc != c || gs != s || gsol != sol || sol != 3 {
		t.Fatalf("tree %d, %d, %d; events %d, %d, %d", gc, gs, gsol, c, s, sol)
	}

	// The same events after a whole run, in one recording without
	// RestartAtResync: the tree starts again at the Resync.
	before := queensEvents(4, queens.Scan)
	joined := slices.Clone(before)
	for _, e := range evs {
		e.Seq += uint64(len(before))
		joined = append(joined, e)
	}
	tj, _ := build(t, joined, trace.Options{Every: 50})
	if tj.Start() != uint64(len(before)+1) || tj.Len() != tr.Len() {
		t.Fatalf("joined: start %d, %d nodes; want %d, %d", tj.Start(), tj.Len(), len(before)+1, tr.Len())
	}
	for i := range tr.Len() {
		a, b := tr.Node(i), tj.Node(i)
		a.Step += uint64(len(before))
		if a.SolutionStep != 0 {
			a.SolutionStep += uint64(len(before))
		}
		if a != b {
			t.Fatalf("joined: node %d %+v, want %+v", i, b, a)
		}
	}
	if tj.Visible(uint64(len(before))) != 0 || tj.Current(5) != 0 {
		t.Fatalf("before the Resync: Visible %d, Current %d", tj.Visible(uint64(len(before))), tj.Current(5))
	}
}

// A new recording, or the same one restarted by a new run, builds a new
// tree.
func TestNewRunStartsAgain(t *testing.T) {
	q4, q5 := queensEvents(4, queens.Scan), queensEvents(5, queens.Scan)
	tr, rec := build(t, q4, trace.Options{})
	want5, _ := build(t, q5, trace.Options{})
	// The same recording, a new run from Seq 1.
	var st engine.Stats
	for _, e := range q5 {
		st.Apply(&e)
		rec.Append(e, &st)
	}
	tr.Sync(rec)
	if tr.Len() != want5.Len() || tr.Current(rec.Last()) != want5.Current(rec.Last()) {
		t.Fatalf("restarted recording: %d nodes, want %d", tr.Len(), want5.Len())
	}
	checkTree(t, tr, q5)
	// Another recording.
	_, rec4 := build(t, q4, trace.Options{})
	tr.Sync(rec4)
	checkTree(t, tr, q4)
	tr.Sync(nil)
	if tr.Len() != 0 || tr.Current(1) != -1 || tr.Visible(1) != 0 {
		t.Fatalf("no recording: %d nodes", tr.Len())
	}
}

// Sync with nothing new changes nothing.
func TestSyncWithNothingNew(t *testing.T) {
	evs := queensEvents(5, queens.Arrays)
	tr, rec := build(t, evs, trace.Options{})
	n, cur := tr.Len(), tr.Current(rec.Last())
	tr.Sync(rec)
	tr.Sync(rec)
	if tr.Len() != n || tr.Current(rec.Last()) != cur {
		t.Fatalf("%d nodes, current %d; were %d, %d", tr.Len(), tr.Current(rec.Last()), n, cur)
	}
	checkTree(t, tr, evs)
}

// openMaze is an empty side x side room, S at the top left and E at the
// bottom right: BFS sweeps it ring by ring.
func openMaze(side int) string {
	var b strings.Builder
	b.WriteString(strings.Repeat("#", side+2) + "\n")
	for r := range side {
		b.WriteString("#")
		for c := range side {
			switch {
			case r == 0 && c == 0:
				b.WriteString("S")
			case r == side-1 && c == side-1:
				b.WriteString("E")
			default:
				b.WriteString(".")
			}
		}
		b.WriteString("#\n")
	}
	b.WriteString(strings.Repeat("#", side+2) + "\n")
	return b.String()
}

// Past the recording's cap the tree keeps the steps still recorded: every
// node they made or stand at, with its ancestors, as the whole tree has
// them, and not many more steps than the recording holds.
func TestCompactPastTheCap(t *testing.T) {
	runs := map[string][]engine.Event{
		"queens 8 scan":  queensEvents(8, queens.Scan),
		"sudoku singles": sudokuEvents(t, "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....", sudoku.Singles),
		"maze bfs":       mazeEvents(t, openMaze(60), true),
		"maze dfs":       collect(maze.NewDFS(maze.Generate(41, 41, 7)).Run),
	}
	for name, evs := range runs {
		t.Run(name, func(t *testing.T) {
			full, _ := build(t, evs, trace.Options{})
			byStep := map[uint64]int{}
			for i := 1; i < full.Len(); i++ {
				byStep[full.Node(i).Step] = i
			}
			rec := trace.New(nil, trace.Options{Cap: 400, Every: 50})
			tr := New()
			var st engine.Stats
			compacted := 0
			for i, e := range evs {
				st.Apply(&e)
				s := st
				rec.Append(e, &s)
				if i%97 != 0 && i != len(evs)-1 {
					continue
				}
				start := tr.Start()
				tr.Sync(rec)
				if tr.Start() != start && start != 0 {
					compacted++
				}
				first, last, _ := rec.Bounds()
				if held := tr.Last() - tr.Start() + 1; tr.Start() > first || held > uint64(rec.Len())*4/3+1 {
					t.Fatalf("step %d: the tree covers %d..%d, the recording %d..%d", last, tr.Start(), tr.Last(), first, last)
				}
				// The nodes kept are the whole tree's, linked alike.
				to := make([]int, tr.Len())
				for j := 1; j < tr.Len(); j++ {
					n := tr.Node(j)
					fj, ok := byStep[n.Step]
					if !ok {
						t.Fatalf("step %d: node %d %+v is none of the whole tree's", last, j, n)
					}
					to[j] = fj
					f := full.Node(fj)
					if f.SolutionStep > last {
						f.SolutionStep = 0
					}
					if int(f.Parent) != to[n.Parent] {
						t.Fatalf("step %d: node %d %+v: parent %d, the whole tree's %d", last, j, n, to[n.Parent], f.Parent)
					}
					n.Parent, f.Parent = 0, 0
					if n.Frame == 0 {
						f.Frame = 0 // known at the Enter after the Place
					}
					if i < len(evs)-1 {
						f.Forced = n.Forced // counted as read
					}
					if n != f {
						t.Fatalf("step %d: node %d %+v, the whole tree's %+v", last, j, n, f)
					}
				}
				// Every step still recorded shows its nodes and stands
				// where the whole tree's does.
				for k := first; k <= last; k++ {
					if c := tr.Current(k); to[c] != full.Current(k) {
						t.Fatalf("step %d: current %d (%d), the whole tree's %d", k, c, to[c], full.Current(k))
					}
					made := full.Visible(k) - full.Visible(first-1)
					keptBefore := tr.Visible(first - 1)
					if tr.Visible(k)-keptBefore != made {
						t.Fatalf("step %d: %d nodes made since %d, the whole tree %d", k, tr.Visible(k)-keptBefore, first, made)
					}
				}
			}
			if compacted == 0 {
				t.Fatal("never compacted")
			}
		})
	}
}

// signature names a node by the choices on its way from the root.
func signature(tr *Tree, i int) string {
	var parts []string
	for ; i > 0; i = tr.Parent(i) {
		n := tr.Node(i)
		parts = append(parts, fmt.Sprintf("%v%d,%d=%d", n.Kind, n.Row, n.Col, n.Value))
	}
	slices.Reverse(parts)
	return strings.Join(parts, "/")
}

// sameWay reports whether node i of a and node j of b have the same
// signature, without building it.
func sameWay(a *Tree, i int, b *Tree, j int) bool {
	for ; i > 0 && j > 0; i, j = a.Parent(i), b.Parent(j) {
		m, n := a.Node(i), b.Node(j)
		if m.Kind != n.Kind || m.Row != n.Row || m.Col != n.Col || m.Value != n.Value {
			return false
		}
	}
	return i == 0 && j == 0
}

// A tree made after the recording dropped the run's start begins at the
// history start, with the path there restated from the frames, and from
// there on is the whole tree's.
//
// A maze comparison (BFS, then DFS, on one tracer) whose start is dropped
// down to the middle of the second search starts the same way: its path
// there is the second search's alone.
func TestLateStart(t *testing.T) {
	m := maze.Generate(41, 41, 7)
	bfs := collect(maze.NewBFS(m).Run)
	for name, evs := range map[string][]engine.Event{
		"queens 8 scan":                queensEvents(8, queens.Scan),
		"maze dfs":                     collect(maze.NewDFS(m).Run),
		"maze comparison bfs then dfs": chained(bfs, collect(maze.NewDFS(m).Run)),
	} {
		t.Run(name, func(t *testing.T) {
			full, _ := build(t, evs, trace.Options{})
			rec := recordAll(evs, trace.Options{Cap: 3000, Every: 250})
			first, last, _ := rec.Bounds()
			if strings.Contains(name, "comparison") && first <= uint64(len(bfs)) {
				t.Fatalf("the history starts at %d, in the first search (%d steps)", first, len(bfs))
			}
			// A reader at the history start sees the path a Cursor does.
			c := rec.NewCursor(nil)
			c.Seek(first)
			tr := New()
			tr.Sync(rec)
			if tr.Start() != first || tr.Last() != last {
				t.Fatalf("covers %d..%d, want %d..%d", tr.Start(), tr.Last(), first, last)
			}
			restated := 0
			for _, f := range c.Path() {
				if f.Chosen {
					restated++
					n := tr.Node(restated)
					if !n.Sync || n.Row != f.Row || n.Col != f.Col || n.Frame != f.ID || n.Step != first {
						t.Fatalf("restated node %d %+v, frame %+v", restated, n, f)
					}
				}
			}
			if restated == 0 {
				t.Fatal("nothing restated")
			}
			for j := restated + 1; j < tr.Len(); j++ {
				n := tr.Node(j)
				f := full.Visible(n.Step) - 1
				if n.Sync || !sameWay(tr, j, full, f) || full.Node(f).Step != n.Step {
					t.Fatalf("node %d %s, the whole tree's %s", j, signature(tr, j), signature(full, f))
				}
			}
			for k := first; k <= last; k++ {
				if cur := tr.Current(k); !sameWay(tr, cur, full, full.Current(k)) {
					t.Fatalf("step %d stands at %s, the whole tree at %s", k, signature(tr, cur), signature(full, full.Current(k)))
				}
			}
		})
	}
}

// chained joins the events of searches run one after the other on one
// tracer: the Seq of each goes on from the last.
func chained(runs ...[]engine.Event) []engine.Event {
	var out []engine.Event
	for _, r := range runs {
		for _, e := range r {
			e.Seq = uint64(len(out) + 1)
			out = append(out, e)
		}
	}
	return out
}

// Chained searches grow beside each other under the root, each as it
// would alone: a maze comparison (DFS, then BFS, or BFS, then DFS: the
// first ends on its limit with its frames open), whose searches start
// with S's Try outside any frame, so that the tree has two subtrees, one
// a search; and an N-Queens search stopped right after a Place whose
// frame it never entered, followed by another that starts with its root
// Enter, whose choices join the first's under the root. Node by node, at
// every step the node the search stands at and the counts are those of
// the search the step belongs to, alone, plus all the first made.
func TestChainedSearchesGrowBeside(t *testing.T) {
	queens6 := queensEvents(6, queens.Scan)
	cut := 0 // the first Place whose frame the search has not entered yet, in the third row
	for i, e := range queens6 {
		if e.Kind == engine.Place && e.Depth == 2 {
			cut = i + 1
			break
		}
	}
	for _, c := range []struct {
		name     string
		a, b     []engine.Event
		children int // the root's
	}{
		{"maze dfs then bfs", mazeEvents(t, smallMaze, false), mazeEvents(t, smallMaze, true), 2},
		{"maze bfs then dfs", mazeEvents(t, smallMaze, true), mazeEvents(t, smallMaze, false), 2},
		{"queens stopped after a place, then queens", queens6[:cut], queensEvents(4, queens.Scan), 1 + 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, b := c.a, c.b
			joined := chained(a, b)
			ta, _ := build(t, a, trace.Options{})
			tb, _ := build(t, b, trace.Options{})
			tj, rec := build(t, joined, trace.Options{Every: 40})
			if tj.Len() != ta.Len()+tb.Len()-1 || len(tj.Children(0)) != c.children {
				t.Fatalf("%d nodes, root children %v; alone %d and %d", tj.Len(), tj.Children(0), ta.Len(), tb.Len())
			}
			for i := range tj.Len() {
				n := tj.Node(i)
				other, j := ta, i
				if n.Step > uint64(len(a)) {
					other, j = tb, i-ta.Len()+1
					n.Step -= uint64(len(a))
					if n.SolutionStep != 0 {
						n.SolutionStep -= uint64(len(a))
					}
					if n.Parent > 0 {
						n.Parent -= int32(ta.Len() - 1)
					}
				}
				if w := other.Node(j); n != w {
					t.Fatalf("node %d %+v, alone %+v", i, n, w)
				}
			}
			ca, sa, la := ta.Counts(uint64(len(a)))
			for k := uint64(1); k <= rec.Last(); k++ {
				wc, ws, wl := ta.Counts(k)
				got, want := tj.Current(k), ta.Current(k)
				if k > uint64(len(a)) {
					wc, ws, wl = tb.Counts(k - uint64(len(a)))
					wc, ws, wl = wc+ca, ws+sa, wl+la
					if want = tb.Current(k - uint64(len(a))); want > 0 {
						want += ta.Len() - 1
					}
				}
				if got != want {
					t.Fatalf("step %d: current %d, want %d", k, got, want)
				}
				if gc, gs, gl := tj.Counts(k); gc != wc || gs != ws || gl != wl {
					t.Fatalf("step %d: %d choices, %d stubs, %d solutions; want %d, %d, %d", k, gc, gs, gl, wc, ws, wl)
				}
			}
		})
	}
}

// A view syncs on its goroutine while the search appends on its own: the
// tree ends as one built after the run.
func TestSyncWhileAppending(t *testing.T) {
	evs := queensEvents(7, queens.Scan)
	rec := trace.New(nil, trace.Options{Every: 500})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var st engine.Stats
		for _, e := range evs {
			st.Apply(&e)
			s := st
			rec.Append(e, &s)
		}
	}()
	tr := New()
	syncs := 0
	for running := true; running; syncs++ {
		select {
		case <-done:
			running = false
		default:
		}
		tr.Sync(rec)
		if k := tr.Last(); k > 0 && tr.Visible(k) != tr.Len() {
			t.Fatalf("at %d: %d visible of %d", k, tr.Visible(k), tr.Len())
		}
	}
	tr.Sync(rec)
	checkTree(t, tr, evs)
	t.Logf("%d syncs", syncs)
}

// A shorter run after a longer one in the same recording: the tree starts
// again, though it had read further than the new run goes.
func TestShorterRunAfterALonger(t *testing.T) {
	q6, q4 := queensEvents(6, queens.Scan), queensEvents(4, queens.Scan)
	tr, rec := build(t, q6, trace.Options{})
	var st engine.Stats
	for _, e := range q4 {
		st.Apply(&e)
		rec.Append(e, &st)
	}
	tr.Sync(rec)
	checkTree(t, tr, q4)
}
