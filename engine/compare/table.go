package compare

import (
	"time"

	"backtracklab/engine"
)

// Table is a comparison's results gathered into rows of counters, a
// column per method, with the brute-force counts, which belong to no
// method. It is filled from the event stream (Take), as the results
// come; words and number formats are the reader's (the command line
// prints English, the window its language).
type Table struct {
	Puzzle  Puzzle
	Methods []string  // as Comparison.Methods names them
	Results []*Result // by method; nil until it has ended
	Brute   []Brute
	Cap     uint64
	// Growth is N-Queens' growth series so far, in the order it came.
	Growth []Point
}

// NewTable returns c's table before any method has run.
func (c *Comparison) NewTable() *Table {
	m := c.Methods()
	return &Table{Puzzle: c.Puzzle, Methods: m, Results: make([]*Result, len(m)), Brute: c.Brute(), Cap: c.Cap}
}

// Take records what the event e of a comparison's stream reports, a
// Result or a growth Point, and reports whether it was one.
func (t *Table) Take(e engine.Event) bool {
	switch r := e.Result.(type) {
	case Result:
		if r.Method >= 0 && r.Method < len(t.Results) {
			t.Results[r.Method] = &r
			return true
		}
	case Point:
		t.Growth = append(t.Growth, r)
		return true
	}
	return false
}

// Complete reports whether every method has its result.
func (t *Table) Complete() bool {
	for _, r := range t.Results {
		if r == nil {
			return false
		}
	}
	return true
}

// CellKind says what a cell of the table holds.
type CellKind uint8

// The kinds of cell.
const (
	Pending    CellKind = iota // the method has not ended yet
	Count                      // a counter: N
	Time                       // the method's wall time: D
	Finished                   // N-Queens: the search went through the whole tree
	Solved                     // Sudoku: the search found a solution
	NoSolution                 // Sudoku: the search found none
	GaveUp                     // the search gave up after N tries (the Cap)
	NoPath                     // a maze search found no path
)

// Cell is one value of the table.
type Cell struct {
	Kind CellKind
	N    uint64
	D    time.Duration
}

// Row is a counter of every method, keyed for its label: result, tries,
// nodes, checks, placements, forced, rejections, column, diagonal,
// anti-diagonal, backtracks, solutions, explored, path, time.
type Row struct {
	Key string
	// Sub marks a row that breaks the one above it down (the rejections
	// by rule, the forced placements).
	Sub   bool
	Cells []Cell
}

// rowSpec is a row as each puzzle lists it: what it reads off a result.
type rowSpec struct {
	key  string
	sub  bool
	cell func(t *Table, r *Result) Cell
}

func counter(f func(st *engine.Stats) uint64) func(*Table, *Result) Cell {
	return func(_ *Table, r *Result) Cell { return Cell{Kind: Count, N: f(&r.Stats)} }
}

func rejected(c engine.Conflict) func(*Table, *Result) Cell {
	return counter(func(st *engine.Stats) uint64 { return st.Rejections[c] })
}

var (
	nodesCell      = counter(func(st *engine.Stats) uint64 { return st.Nodes })
	checksCell     = counter(func(st *engine.Stats) uint64 { return st.Checks })
	placementsCell = counter(func(st *engine.Stats) uint64 { return st.Placements })
	rejectionsCell = counter((*engine.Stats).Rejected)
	backtracksCell = counter(func(st *engine.Stats) uint64 { return st.Backtracks })
	solutionsCell  = counter(func(st *engine.Stats) uint64 { return st.Solutions })
	timeCell       = func(_ *Table, r *Result) Cell { return Cell{Kind: Time, D: r.Stats.Elapsed} }
)

// outcome is the result row's cell: how the method's search ended.
func outcome(t *Table, r *Result) Cell {
	switch {
	case r.GaveUp:
		return Cell{Kind: GaveUp, N: t.Cap}
	case t.Puzzle == Queens:
		return Cell{Kind: Finished}
	case r.End == engine.Done || r.End == engine.LimitReached:
		return Cell{Kind: Solved}
	}
	return Cell{Kind: NoSolution}
}

var rowSpecs = [...][]rowSpec{
	Queens: {
		{"result", false, outcome},
		{"tries", false, nodesCell},
		{"checks", false, checksCell},
		{"placements", false, placementsCell},
		{"rejections", false, rejectionsCell},
		{"column", true, rejected(engine.SameColumn)},
		{"diagonal", true, rejected(engine.SameDiagonal)},
		{"anti-diagonal", true, rejected(engine.SameAntiDiagonal)},
		{"backtracks", false, backtracksCell},
		{"solutions", false, solutionsCell},
		{"time", false, timeCell},
	},
	Sudoku: {
		{"result", false, outcome},
		{"nodes", false, nodesCell},
		{"checks", false, checksCell},
		{"placements", false, placementsCell},
		{"forced", true, counter(func(st *engine.Stats) uint64 { return st.Forced })},
		{"rejections", false, rejectionsCell},
		{"backtracks", false, backtracksCell},
		{"solutions", false, solutionsCell},
		{"time", false, timeCell},
	},
	Maze: {
		{"tries", false, nodesCell},
		{"explored", false, placementsCell},
		{"path", false, func(_ *Table, r *Result) Cell {
			if r.Path < 0 {
				return Cell{Kind: NoPath}
			}
			return Cell{Kind: Count, N: uint64(r.Path)}
		}},
		{"time", false, timeCell},
	},
}

// Rows are the table's rows, a cell per method, Pending for a method
// that has not ended.
func (t *Table) Rows() []Row {
	specs := rowSpecs[t.Puzzle]
	rows := make([]Row, len(specs))
	for i, s := range specs {
		rows[i] = Row{Key: s.key, Sub: s.sub, Cells: make([]Cell, len(t.Results))}
		for j, r := range t.Results {
			if r != nil {
				rows[i].Cells[j] = s.cell(t, r)
			}
		}
	}
	return rows
}

// NodesKey is the key of the row that counts a method's tries: the one
// its cap counts in, and its bars chart.
func (t *Table) NodesKey() string {
	if t.Puzzle == Sudoku {
		return "nodes"
	}
	return "tries"
}
