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
// The events follow the grammar of engine.Event. Each row is a frame of
// the recursion: Enter (Depth = Row = the row, Frame its id) opens the
// search of a row, Leave closes it. Within it, for each column in order,
// Try; then Reject, with the rule broken and the queen that blocks the
// square (By), or Place, after which the next row's frame is entered; once
// everything below a queen has been tried, Undo takes it back. A Place in
// the last row is followed by Solution, which repeats its Depth, Row and
// Col. A square attacked along several lines is rejected for its column
// first, then its "\" diagonal, then its "/" diagonal, whatever the
// Check. Checks carries the checks the Check made since the last event.
//
// The counters in t.Stats are kept whether or not t is watched, and are the
// same either way: Nodes counts the Try steps, Backtracks the Undo steps.
// Only Checks depends on the Check. Search returns engine.NoSolution for an
// N that ValidateN refuses or an unknown Check.
//
// Watching may be switched on and off during the search (engine.Runner
// does): the solver reads t.Watched() after every event and, unwatched, at
// each poll of t (every PollEvery placements), and goes on with the same
// search. When watching turns on it first emits a Resync and, marked Sync,
// the Enter and Place of every row on its current path. Unwatched, the
// poll also honours a pause (Poll blocks) and a stop (engine.Stopped,
// within milliseconds at any n, before the first solution of n=32 too).
// Under a Runner a stop while watched unwinds the search from inside Emit.
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
		mayWatch:   t.MayWatch(),
		limit:      uint64(max(s.Limit, 0)),
		onSolution: s.OnSolution,
		full:       1<<uint(s.N) - 1,
		budget:     PollEvery,
	}
	r.shown = t.Stats.Checks
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
	watched    bool // events are built now
	mayWatch   bool // watching may be switched on during the run
	limit      uint64
	onSolution func([]byte)
	found      uint64
	end        engine.End // LimitReached or Stopped once the search must halt
	budget     int        // unwatched: placements left before the next poll
	shown      uint64     // Stats.Checks when the last event was emitted
	frames     uint32     // frames entered so far: the last frame's id

	cols  [MaxN]byte   // cols[row]: the queen's column in each filled row
	frame [MaxN]uint32 // frame[row]: the id of the frame searching row

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

// solve is the frame that searches row: it tries every column and goes
// deeper under each queen placed. It returns true when the search must
// halt at once.
//
//listing:begin queens/scan queens/arrays
func (r *run) solve(row int) bool { //@enter
	r.frames++
	r.frame[row] = r.frames
	if r.watched {
		r.emit(engine.Event{Kind: engine.Enter, Depth: row})
	}
	return r.columns(row, 0)
}

//listing:end

// columns tries the columns of row from col from on, then leaves the
// row's frame: the rest of solve, and of a fast frame that watching
// turned general.
//
//listing:begin queens/scan queens/arrays
func (r *run) columns(row, from int) bool {
	for col := from; col < r.n; col++ { //@loop
		r.st.Nodes++
		if r.watched {
			r.emit(engine.Event{Kind: engine.Try, Depth: row, Row: row, Col: col})
		}
		if c, by := r.conflict(row, col); c != engine.NoConflict { //@check
			r.st.Rejections[c]++
			if r.watched {
				if by < 0 {
					by = r.blocker(row, col, c)
				}
				r.emit(engine.Event{Kind: engine.Reject, Conflict: c, Depth: row, Row: row, Col: col,
					By: engine.At(by, int(r.cols[by]))})
			}
			continue
		}
		r.place(row, col) //@place
		r.st.Placements++
		if r.watched {
			r.emit(engine.Event{Kind: engine.Place, Depth: row, Row: row, Col: col})
		} else if r.budget--; r.budget <= 0 && r.poll(row) {
			return true
		}
		if r.below(row, col) {
			return true
		}
	}
	if r.watched {
		r.emit(engine.Event{Kind: engine.Leave, Depth: row})
	}
	return false //@return
}

//listing:end

// below searches under the queen just placed at (row, col), then takes it
// back. Unwatched with bitmasks it goes on in the fast frame, which visits
// only the free squares.
//
//listing:begin queens/scan queens/arrays
func (r *run) below(row, col int) bool {
	switch {
	case row == r.n-1: //@exit
		if r.solution() {
			return true
		}
	case !r.watched && r.check == Bitmask: //listing:hide
		if r.fast(row+1, r.colMask[row+1], r.diagMask[row+1], r.antiMask[row+1]) {
			return true
		}
	default:
		if r.solve(row + 1) { //@call
			return true
		}
	}
	r.remove(row, col) //@undo
	r.st.Backtracks++
	if r.watched {
		r.emit(engine.Event{Kind: engine.Undo, Depth: row, Row: row, Col: col})
	}
	return false
}

//listing:end

// emit reports an event of the frame at e.Depth with the checks made
// since the last one, then reads again whether events are still wanted;
// not after a Try, so that a watcher always sees the answer to a Try.
func (r *run) emit(e engine.Event) {
	e.Frame = r.frame[e.Depth]
	e.Checks = uint32(r.st.Checks - r.shown)
	r.shown = r.st.Checks
	r.t.Emit(e)
	if e.Kind != engine.Try {
		r.watched = r.t.Watched()
	}
}

// poll is the checkpoint of an unwatched search, at a queen just placed in
// row: it turns to watched if watching is on (first restating the path),
// and otherwise asks the tracer whether to go on. It returns true when
// the search must halt. Watching is read before Poll, which blocks while
// a run is paused: a paused run is watched, and shows where it stands.
func (r *run) poll(row int) bool {
	r.budget = PollEvery
	if r.mayWatch && r.t.Watched() {
		r.watched = true
		if r.check == Bitmask {
			r.rebuildMasks(row)
		}
		r.resync(row)
		return false
	}
	if r.t.Continue() {
		return false
	}
	r.end = engine.Stopped
	return true
}

// resync tells a watcher joining mid-run where the search stands: the
// frames of rows 0..row and the queen placed in each.
func (r *run) resync(row int) {
	r.shown = r.st.Checks
	r.t.Emit(engine.Event{Kind: engine.Resync, Sync: true, Depth: row, Frame: r.frame[row]})
	for i := 0; i <= row; i++ {
		r.t.Emit(engine.Event{Kind: engine.Enter, Sync: true, Depth: i, Frame: r.frame[i]})
		r.t.Emit(engine.Event{Kind: engine.Place, Sync: true, Depth: i, Frame: r.frame[i], Row: i, Col: int(r.cols[i])})
	}
	r.watched = r.t.Watched()
}

// rebuildMasks sets the bitmask check's rows 1..row+1 from the queens of
// rows 0..row: the fast frames keep their masks in arguments, and the
// general frames that go on from them once watched read these.
func (r *run) rebuildMasks(row int) {
	for i := 0; i <= row; i++ {
		bit := uint64(1) << r.cols[i]
		r.colMask[i+1] = r.colMask[i] | bit
		r.diagMask[i+1] = (r.diagMask[i] | bit) << 1
		r.antiMask[i+1] = (r.antiMask[i] | bit) >> 1
	}
}

// solution reports the full board in r.cols; it returns true when the
// search must halt.
func (r *run) solution() bool {
	r.found++
	r.st.Solutions++
	if r.onSolution != nil {
		r.onSolution(r.cols[:r.n])
	}
	// A solution is a checkpoint too: rarer than the placements counted
	// by the budget, and where a watcher most wants to join.
	if !r.watched && r.mayWatch && r.poll(r.n-1) {
		return true
	}
	if r.watched {
		last := r.n - 1
		r.emit(engine.Event{Kind: engine.Solution, Depth: last, Row: last, Col: int(r.cols[last])})
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
