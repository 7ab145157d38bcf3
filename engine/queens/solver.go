package queens

import (
	"time"

	"backtracklab/engine"
)

// Solver finds the solutions of one board, row by row, trying the columns
// of each row from left to right. It reports every step to the tracer it is
// given (see Search), so it is the solver to watch; Count and CountUnique
// are the ones to use for counting alone.
type Solver struct {
	N     int   // board size, MinN..MaxN
	Check Check // how a square is checked
	// Limit stops the search after this many solutions, with
	// engine.LimitReached; 0 means find them all.
	Limit int
	// OnSolution, when not nil, is called on the search goroutine for each
	// solution, in lexicographic order. cols[row] is the queen's column;
	// the slice is reused for the next solution, so copy what you keep.
	OnSolution func(cols []byte)
}

// Search runs the solver once, reporting to t. Used as an engine.Search it
// is the method value s.Search.
//
// When t is watched, for each row (Depth = Row) and each column in order it
// emits Try; then Reject, with the rule broken and the queen that blocks
// the square (ByRow, ByCol), or Place. A Place in the last row is followed
// by Solution, which repeats that Place's Depth, Row and Col. Once
// everything below a queen has been tried, Undo takes it back. A square
// attacked along several lines is rejected for its column first, then its
// "\" diagonal, then its "/" diagonal, whatever the Check.
//
// The counters in t.Stats are kept whether or not t is watched, and are the
// same either way: Nodes counts the Try steps, Backtracks the Undo steps.
// Only Checks depends on the Check. Search returns engine.NoSolution for an
// N that ValidateN refuses or an unknown Check.
//
// Under an engine.Runner, which always watches, a stop unwinds the search
// from inside Emit. Unwatched, it polls t every PollEvery placements, so
// that a gated tracer can pause it and stop it (engine.Stopped) within
// milliseconds, before its first solution on the largest boards too.
func (s *Solver) Search(t *engine.Tracer) engine.End {
	if ValidateN(s.N) != nil || s.Check >= numChecks {
		return engine.NoSolution
	}
	start := time.Now()
	r := &run{
		n:          s.N,
		check:      s.Check,
		t:          t,
		st:         &t.Stats,
		watched:    t.Watched(),
		limit:      uint64(max(s.Limit, 0)),
		onSolution: s.OnSolution,
		full:       1<<uint(s.N) - 1,
		budget:     PollEvery,
	}
	if s.Check == Bitmask && !r.watched {
		r.fast(0, 0, 0, 0)
	} else {
		r.solve(0)
	}
	t.Stats.Elapsed = time.Since(start)
	switch {
	case r.end != engine.Running:
		return r.end
	case r.found > 0:
		return engine.Done
	}
	return engine.NoSolution
}

// run is the state of one Search.
type run struct {
	n          int
	check      Check
	t          *engine.Tracer
	st         *engine.Stats
	watched    bool
	limit      uint64
	onSolution func([]byte)
	found      uint64
	end        engine.End // LimitReached or Stopped once the search must halt
	budget     int        // unwatched: placements left before the next poll

	cols [MaxN]byte // cols[row]: the queen's column in each filled row

	// Arrays: which columns and diagonals hold a queen. The "\" diagonal of
	// (row, col) is row-col+n-1, the "/" one row+col.
	colTaken  [MaxN]bool
	diagTaken [2*MaxN - 1]bool
	antiTaken [2*MaxN - 1]bool

	// Bitmask: the squares of row r attacked by the queens above it, along
	// columns, "\" diagonals (shifted left row by row) and "/" diagonals
	// (shifted right). Bit c stands for column c.
	colMask, diagMask, antiMask [MaxN + 1]uint64
	full                        uint64 // the n columns
}

// solve tries every column of row and goes deeper under each queen placed.
// It returns true when the search must halt at once.
func (r *run) solve(row int) bool {
	for col := 0; col < r.n; col++ {
		r.st.Nodes++
		if r.watched {
			r.t.Emit(engine.Event{Kind: engine.Try, Depth: row, Row: row, Col: col, ByRow: -1, ByCol: -1})
		}
		if c, by := r.conflict(row, col); c != engine.NoConflict {
			r.st.Rejections[c]++
			if r.watched {
				if by < 0 {
					by = r.blocker(row, col, c)
				}
				r.t.Emit(engine.Event{Kind: engine.Reject, Conflict: c, Depth: row, Row: row, Col: col,
					ByRow: by, ByCol: int(r.cols[by])})
			}
			continue
		}
		r.place(row, col)
		r.st.Placements++
		if r.watched {
			r.t.Emit(engine.Event{Kind: engine.Place, Depth: row, Row: row, Col: col, ByRow: -1, ByCol: -1})
		} else if r.budget--; r.budget <= 0 && r.stop() {
			return true
		}
		if row == r.n-1 {
			if r.solution() {
				return true
			}
		} else if r.solve(row + 1) {
			return true
		}
		r.remove(row, col)
		r.st.Backtracks++
		if r.watched {
			r.t.Emit(engine.Event{Kind: engine.Undo, Depth: row, Row: row, Col: col, ByRow: -1, ByCol: -1})
		}
	}
	return false
}

// stop polls the tracer of an unwatched search and reports whether the
// search must halt; the solution being built is left unfinished.
func (r *run) stop() bool {
	r.budget = PollEvery
	if r.t.Poll() {
		return false
	}
	r.end = engine.Stopped
	return true
}

// solution reports the full board in r.cols; it returns true when the
// search must halt.
func (r *run) solution() bool {
	r.found++
	r.st.Solutions++
	if r.onSolution != nil {
		r.onSolution(r.cols[:r.n])
	}
	if r.watched {
		last := r.n - 1
		r.t.Emit(engine.Event{Kind: engine.Solution, Depth: last, Row: last, Col: int(r.cols[last]), ByRow: -1, ByCol: -1})
	}
	if r.limit > 0 && r.found >= r.limit {
		r.end = engine.LimitReached
		return true
	}
	return false
}

// blocker finds the row of the queen that attacks (row, col) along the
// line of conflict c. Only watched runs need it, so the checks that find
// it are not counted.
func (r *run) blocker(row, col int, c engine.Conflict) int {
	for i := range row {
		q := int(r.cols[i])
		switch {
		case c == engine.SameColumn && q == col,
			c == engine.SameDiagonal && i-q == row-col,
			c == engine.SameAntiDiagonal && i+q == row+col:
			return i
		}
	}
	return -1 // not reached: c comes from a queen on the board
}
