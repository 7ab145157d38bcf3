package trace

import (
	"fmt"
	"slices"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
)

// Chained searches (see the grammar): a run of several searches, each
// but the last stopped on a limit with its frames open, some starting
// with steps outside any frame as the maze's do, shows at every step,
// forward and back, read in order or sought, the frames of the search
// the step belongs to, with a checkpoint or a Resync on either side of a
// search's start and the ring dropping the first searches.
func TestChainedSearchesShowTheirOwnFrames(t *testing.T) {
	for _, c := range []struct {
		name string
		o    genOpts
		ro   Options
	}{
		{"two", genOpts{seed: 31, n: 6, events: 8000, chain: 1}, Options{Every: 61}},
		{"four, odd", genOpts{seed: 32, n: 7, events: 20000, chain: 3, odd: true}, Options{Every: 500}},
		// Unwatched from the middle of the second search to the middle
		// of the third: the third is seen from its Resync on.
		{"four, dark", genOpts{seed: 33, n: 5, events: 20000, chain: 3, darkAt: 8000, darkLen: 4000}, Options{Every: 97}},
		{"four, ring", genOpts{seed: 34, n: 8, events: 20000, chain: 3}, Options{Every: 300, Cap: 7000}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := record(t, c.o, c.ro, false)
			// The test means something only if searches start with
			// frames open.
			open := 0
			for i := 1; i < len(r.truths); i++ {
				if r.truths[i].e.StartsSearch() && len(r.truths[i-1].path) > 0 {
					open++
				}
			}
			if want := c.o.chain; open < want-1 || open == 0 {
				t.Fatalf("%d searches start with frames open, want at least %d", open, max(want-1, 1))
			}
			first, last, _ := r.rec.Bounds()
			fwd, back := r.rec.NewCursor(newToyBoard(r.n)), r.rec.NewCursor(newToyBoard(r.n))
			for k := first; k <= last; k++ {
				r.seek(t, fwd, k)
				r.check(t, fwd, "forward")
				r.seek(t, back, last+first-k)
				r.check(t, back, "back")
			}
			rd := r.rec.NewReader()
			rd.Seek(first)
			steps, _ := readAll(t, rd, r.truths)
			if len(steps) != int(last-first+1) {
				t.Fatalf("read %d steps, want %d", len(steps), last-first+1)
			}
		})
	}
}

// chainMaze is a maze whose depth-first search backs out of a long dead
// end before it reaches E with four frames open (S's and the three cells'
// after it), and whose breadth-first search ends in its root frame: both
// end on their limit with frames open.
const chainMaze = `#########
#S..#...#
#.#.#.#.#
#.#...#.#
#.#####.#
#E..#...#
#########
`

// mazeRun runs the maze's DFS or BFS on m watched and returns its events.
func mazeRun(m *maze.Maze, bfs bool, tr *engine.Tracer) {
	if bfs {
		maze.NewBFS(m).Run(tr)
	} else {
		maze.NewDFS(m).Run(tr)
	}
}

// A maze comparison runs DFS, then BFS (or BFS, then DFS) as one run on
// one tracer. At every step of the second search the frame path is the
// one that search recorded alone has at the same step of its own, so the
// first search's open frames are closed where the second starts (its Try
// of S); at every step of the first, that of the first alone. The second
// search's frames are numbered from 1 again and predicted as a search's
// alone: the one run keeps whole just the events the two alone do, and
// the Try of S, which belongs to no frame while the first's are open.
func TestMazeComparisonFramesAreEachSearchs(t *testing.T) {
	m, err := maze.ParseString(chainMaze)
	if err != nil {
		t.Fatal(err)
	}
	for _, bfsFirst := range []bool{false, true} {
		t.Run(fmt.Sprint("bfs first ", bfsFirst), func(t *testing.T) {
			var joined, a, b []engine.Event
			tr := engine.NewTracer(func(e engine.Event) { joined = append(joined, e) })
			mazeRun(m, bfsFirst, tr)
			split := len(joined)
			mazeRun(m, !bfsFirst, tr)
			mazeRun(m, bfsFirst, engine.NewTracer(func(e engine.Event) { a = append(a, e) }))
			mazeRun(m, !bfsFirst, engine.NewTracer(func(e engine.Event) { b = append(b, e) }))
			if split != len(a) || len(joined) != len(a)+len(b) {
				t.Fatalf("%d+%d events, alone %d and %d", split, len(joined)-split, len(a), len(b))
			}
			recJ, recA, recB := recordEvents(joined), recordEvents(a), recordEvents(b)

			cj, ca, cb := recJ.NewCursor(nil), recA.NewCursor(nil), recB.NewCursor(nil)
			leftOpen := 0
			for k := uint64(1); k <= uint64(len(joined)); k++ {
				alone, ak := ca, k
				if k > uint64(split) {
					alone, ak = cb, k-uint64(split)
				}
				if _, ok := cj.Seek(k); !ok {
					t.Fatalf("step %d not recorded", k)
				}
				alone.Seek(ak)
				if k == uint64(split) {
					leftOpen = cj.PathLen()
				}
				if got, want := cj.Path(), alone.Path(); !slices.Equal(got, want) {
					t.Fatalf("step %d (%v): path %+v, the search alone at its step %d %+v", k, cj.Event(), got, ak, want)
				}
				if e, w := cj.Event(), alone.Event(); e.Kind != w.Kind || e.Frame != w.Frame || e.Depth != w.Depth {
					t.Fatalf("step %d: %v frame %d, alone %v frame %d", k, e, e.Frame, w, w.Frame)
				}
			}
			wantOpen := 4 // DFS: S and the 3 cells after it on its path
			if bfsFirst {
				wantOpen = 1
			}
			if leftOpen != wantOpen {
				t.Fatalf("the first search ends with %d frames open, want %d", leftOpen, wantOpen)
			}
			if got, want := wholeEvents(recJ), wholeEvents(recA)+wholeEvents(recB)+1; got != want {
				t.Fatalf("%d events kept whole, want %d (%d and %d alone, and S's try)", got, want, wholeEvents(recA), wholeEvents(recB))
			}
		})
	}
}

// recordEvents records events with the counters rebuilt from them.
func recordEvents(evs []engine.Event) *Recording {
	rec := New(nil, Options{})
	var st engine.Stats
	for _, e := range evs {
		st.Apply(&e)
		s := st
		rec.Append(e, &s)
	}
	return rec
}

// wholeEvents is how many events r keeps whole beside their records.
func wholeEvents(r *Recording) int {
	n := 0
	for _, c := range r.chunks {
		n += len(c.ext)
	}
	return n
}
