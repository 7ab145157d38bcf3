// Package compare runs every method of a puzzle on the same input, one
// after the other, unwatched and at full speed, and gathers their
// counters side by side, with the brute-force counts the lesson starts
// from: N-Queens with the scan, arrays and bitmask checks, a Sudoku
// puzzle with each strategy, a maze with DFS and BFS.
//
// A Comparison is an engine.Search: the window runs it on an
// engine.Runner, the command line on a tracer of its own. Either way what
// it finds travels in the event stream (see "Results" in package engine):
// a Started as each method begins, a Result as it ends, and for N-Queens'
// growth series a Point per board size and method, each on an event
// marked Aside. A Table gathers the results into rows; its counts are
// those -stats prints for each method run alone, since each method runs
// through the same calls on the same kind of tracer.
package compare

import (
	"math/big"
	"strings"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
)

// MaxNodes is where a comparison gives a method up: the slow ones would
// otherwise hold the table back for minutes (8-queens takes 15,720 tries
// with the scan, 12-queens over 10 million).
const MaxNodes uint64 = 10_000_000

// Puzzle is what a comparison compares methods on.
type Puzzle uint8

// The puzzles.
const (
	Queens Puzzle = iota
	Sudoku
	Maze
)

// The growth series' board sizes: from 4, the smallest board with a
// solution past 1, to 12, whose scan takes about 10 million tries, a
// fraction of a second.
const (
	GrowthFrom = 4
	GrowthTo   = 12
)

// Comparison is one comparison to run: a puzzle and its input.
type Comparison struct {
	Puzzle Puzzle
	// Cap is how many tries (nodes) a method may make before it gives
	// up; MaxNodes unless changed. The maze's searches are never capped:
	// a maze of at most maze.MaxSide² cells bounds them.
	Cap uint64
	// Growth, for N-Queens, runs the growth series after the methods:
	// every check on every board from GrowthFrom to GrowthTo, uncapped
	// (the largest board bounds it).
	Growth bool

	n    int
	grid sudoku.Grid
	maze *maze.Maze
}

// ForQueens compares the checks of the listing search on n queens.
func ForQueens(n int) *Comparison { return &Comparison{Puzzle: Queens, Cap: MaxNodes, n: n} }

// ForSudoku compares the strategies on the puzzle g.
func ForSudoku(g sudoku.Grid) *Comparison { return &Comparison{Puzzle: Sudoku, Cap: MaxNodes, grid: g} }

// ForMaze compares DFS and BFS on m.
func ForMaze(m *maze.Maze) *Comparison { return &Comparison{Puzzle: Maze, Cap: MaxNodes, maze: m} }

// N is the board size of an N-Queens comparison.
func (c *Comparison) N() int { return c.n }

// Methods names the methods, in the order they run: the queens checks
// (scan, arrays, bitmask), the Sudoku strategies (plain, records,
// static, singles, mrv), the maze searches (dfs, bfs).
func (c *Comparison) Methods() []string {
	var names []string
	switch c.Puzzle {
	case Queens:
		for _, ch := range queens.Checks() {
			names = append(names, ch.String())
		}
	case Sudoku:
		for _, s := range sudoku.Strategies {
			names = append(names, s.String())
		}
	case Maze:
		names = []string{"dfs", "bfs"}
	}
	return names
}

// Started says a method begins: the Result of the event that reports it.
type Started struct {
	Method int    // its index in Methods
	Name   string // as Methods names it
	// N, in the growth series, is the board size; 0 for the table's runs.
	N int
}

// Result is what one method made of the puzzle: the Result of the event
// that reports it as it ends.
type Result struct {
	Method int    // its index in Methods
	Name   string // as Methods names it
	Stats  engine.Stats
	// End is how the method's search ended: Stopped when it gave up.
	End engine.End
	// GaveUp is set when the method stopped at the Cap.
	GaveUp bool
	// Path is the length in steps of the path a maze search found; -1
	// when it found none.
	Path int
}

// Point is one point of N-Queens' growth series: the tries the check
// Method made on a board of N.
type Point struct {
	N, Method int
	Nodes     uint64
}

// Search runs the comparison on t: every method in turn, each on a
// tracer of its own that nobody watches, then the growth series if asked.
// It reports through t.Found only (Started, Result, Point), and returns
// engine.Done, or engine.Stopped when t's run was stopped, within a poll
// of the method running then.
func (c *Comparison) Search(t *engine.Tracer) engine.End {
	for i, name := range c.Methods() {
		found(t, i, Started{Method: i, Name: name})
		r, stopped := c.run(t, i, c.Cap)
		if stopped {
			return engine.Stopped
		}
		r.Name = name
		found(t, i, r)
	}
	if c.Growth && c.Puzzle == Queens {
		for n := GrowthFrom; n <= GrowthTo; n++ {
			for i, ch := range queens.Checks() {
				found(t, i, Started{Method: i, Name: ch.String(), N: n})
				in := inner(t, 0)
				end := (&queens.Solver{N: n, Check: ch}).Search(in)
				if end == engine.Stopped {
					return engine.Stopped
				}
				found(t, i, Point{N: n, Method: i, Nodes: in.Stats.Nodes})
			}
		}
	}
	return engine.Done
}

// found reports v aside: a comparison is never a step to watch.
func found(t *engine.Tracer, method int, v any) {
	t.Found(engine.Event{Kind: engine.Solution, Aside: true, Search: uint8(method + 1), Result: v})
}

// inner is the tracer a method runs on: unwatched, as -stats runs it, so
// that it counts the same; its polls end it once outer's run is stopped
// or, with limit > 0, once it has tried limit choices, and show how far
// it has got as outer's progress.
func inner(outer *engine.Tracer, limit uint64) *engine.Tracer {
	var t *engine.Tracer
	t = engine.NewPolledTracer(func() bool {
		nodes := t.Stats.Nodes
		outer.SetProgress(int64(nodes), int64(limit))
		return outer.Continue() && (limit == 0 || nodes < limit)
	})
	return t
}

// run runs method i on its own tracer; stopped reports that outer's run
// was stopped meanwhile.
func (c *Comparison) run(outer *engine.Tracer, i int, limit uint64) (r Result, stopped bool) {
	outer.SetProgress(0, int64(limit))
	r = Result{Method: i, Path: -1}
	start := time.Now()
	switch c.Puzzle {
	case Queens:
		t := inner(outer, limit)
		r.End = (&queens.Solver{N: c.n, Check: queens.Checks()[i]}).Search(t)
		r.Stats = t.Stats
	case Sudoku:
		t := inner(outer, limit)
		r.End = (&sudoku.Solver{Strategy: sudoku.Strategies[i], Limit: 1}).Run(c.grid, t)
		r.Stats = t.Stats
	case Maze:
		t := inner(outer, 0)
		var path []maze.Point
		if i == 0 {
			s := maze.NewDFS(c.maze)
			r.End = s.Run(t)
			path = s.Path()
		} else {
			s := maze.NewBFS(c.maze)
			r.End = s.Run(t)
			path = s.Path()
		}
		if path != nil {
			r.Path = len(path) - 1
		}
		r.Stats = t.Stats
	}
	r.Stats.Elapsed = time.Since(start)
	if r.End == engine.Stopped {
		if !outer.Continue() {
			return r, true
		}
		r.GaveUp = true
	}
	return r, false
}

// Run runs c to its end on the calling goroutine and returns its table:
// what the command line prints.
func (c *Comparison) Run() *Table {
	tab := c.NewTable()
	c.Search(engine.NewResultTracer(func(e engine.Event) { tab.Take(e) }))
	return tab
}

// BruteKind names a brute force.
type BruteKind uint8

// The brute forces the lesson starts from.
const (
	AnySquares      BruteKind = iota // any n of the n² squares: C(n²,n)
	PerRow                           // one queen per row: nⁿ
	PerRowAndColumn                  // one per row and one per column: n!
	EveryDigit                       // a digit in every empty cell: size^empty
)

// Brute is a brute force's count: the candidates it would test.
type Brute struct {
	Kind BruteKind
	// N is the board size (queens) or the number of digits (Sudoku).
	N int
	// Empty is a Sudoku puzzle's empty cells.
	Empty int
	Count *big.Int
}

// QueensBrute counts the placements of n queens a brute force would
// test: any n of the n² squares, one queen per row, one per row and per
// column.
func QueensBrute(n int) []Brute {
	bn := big.NewInt(int64(n))
	return []Brute{
		{Kind: AnySquares, N: n, Count: new(big.Int).Binomial(int64(n*n), int64(n))},
		{Kind: PerRow, N: n, Count: new(big.Int).Exp(bn, bn, nil)},
		{Kind: PerRowAndColumn, N: n, Count: new(big.Int).MulRange(1, int64(n))},
	}
}

// SudokuBrute counts the grids a brute force would test on g: each of
// its digits in each empty cell.
func SudokuBrute(g sudoku.Grid) Brute {
	size, empty := g.Size(), g.NumCells()-g.Filled()
	return Brute{Kind: EveryDigit, N: size, Empty: empty,
		Count: new(big.Int).Exp(big.NewInt(int64(size)), big.NewInt(int64(empty)), nil)}
}

// Brute is the comparison's brute-force counts: none for a maze.
func (c *Comparison) Brute() []Brute {
	switch c.Puzzle {
	case Queens:
		return QueensBrute(c.n)
	case Sudoku:
		return []Brute{SudokuBrute(c.grid)}
	}
	return nil
}

// Upper is a method's name as a table heads its column: the maze's
// searches in capitals (DFS, BFS), the others as they are.
func Upper(p Puzzle, name string) string {
	if p == Maze {
		return strings.ToUpper(name)
	}
	return name
}
