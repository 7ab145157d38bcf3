package queens

import (
	"math/bits"
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
	// First, when positive, fixes the queen of row 0 in column First-1: a
	// seeded variant of the board, whose search starts with that queen and
	// finds the solutions that have it. Every check honours it with the
	// same events as ever: Scan and Arrays try that column alone in row 0,
	// and Bitmask's first Choose offers it alone. 0 tries every column; a
	// First past N finds nothing (engine.NoSolution).
	First int
}

// Search runs the solver once, reporting to t. Used as an engine.Search it
// is the method value s.Search.
//
// The events follow the grammar of engine.Event. Each row is a frame of
// the recursion: Enter (Depth = Row = the row, Frame its id) opens the
// search of a row, Leave closes it; after a queen's Place the next row's
// frame is entered, and once everything below the queen has been tried,
// Undo takes it back. A Place in the last row is followed by Solution,
// which repeats its Depth, Row and Col. Checks carries the checks made
// since the last event. Within a row's frame, the checks differ in what
// they do, and the events say it:
//
//   - Scan and Arrays try every column in order: Try, then Reject, with
//     the rule broken and the queen that blocks the square (By), or
//     Place. A square attacked along several lines is rejected for its
//     column first, then its "\" diagonal, then its "/" diagonal.
//   - Bitmask computes the row's free squares once, one check: a Choose
//     (Row the row, Col 0, Value the mask of the free columns, bit c for
//     column c, Count how many), then, for each free column from the
//     left, Try and Place. It never tries an attacked square: no Reject.
//
// So the three find the same solutions in the same order, and Scan and
// Arrays make the same tries; Bitmask tries only the placements (n=8:
// 2,056 tries where the others make 15,720).
//
// Every solution is reported through t.Found, in lexicographic order,
// whether t is watched or not: its Solution event carries the solution in
// Result, a []byte of N columns by row (cols, see the package doc).
// Watched, that event is the step after the last row's Place; unwatched,
// it comes alone, marked Aside (see Results in engine.Event), so that
// engine.NewResultTracer lists the solutions at full speed. The slice is
// the solver's own and is overwritten by the search once the callback
// returns: a watcher copies what it keeps. Reporting costs no allocation
// per solution.
//
// The counters in t.Stats are kept whether or not t is watched, and are the
// same either way: Nodes counts the Try steps, Backtracks the Undo steps.
// Search returns engine.NoSolution for an N that ValidateN refuses or an
// unknown Check.
//
// Watching may be switched on and off during the search (engine.Runner
// does): the solver reads t.Watched() after every event and, unwatched, at
// each poll of t (every PollEvery placements), and goes on with the same
// search. When watching turns on it first emits a Resync and, marked Sync,
// the Enter and Place of every row on its current path (Bitmask: the
// row's Choose between them). Unwatched, the poll also honours a pause
// (Poll blocks) and a stop (engine.Stopped, within milliseconds at any n,
// before the first solution of n=32 too). Under a Runner a stop while
// watched unwinds the search from inside Emit.
func (s *Solver) Search(t *engine.Tracer) engine.End {
	if ValidateN(s.N) != nil || s.Check >= numChecks || s.First < 0 || s.First > s.N {
		return engine.NoSolution
	}
	start := time.Now()
	r := &run{
		n:        s.N,
		check:    s.Check,
		t:        t,
		st:       &t.Stats,
		watched:  t.Watched(),
		mayWatch: t.MayWatch(),
		results:  t.WantsResults(),
		limit:    uint64(max(s.Limit, 0)),
		full:     1<<uint(s.N) - 1,
		budget:   PollEvery,
	}
	r.start = r.full
	if s.First > 0 {
		r.start = 1 << uint(s.First-1)
	}
	r.result = r.cols[:s.N:s.N] // boxed once: every Solution event carries the same slice
	r.shown = t.Stats.Checks
	if s.Check == Bitmask {
		r.free(0, 0, 0, 0)
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
	n        int
	check    Check
	t        *engine.Tracer
	st       *engine.Stats
	watched  bool // events are built now
	mayWatch bool // watching may be switched on during the run
	results  bool // somebody takes the solutions (Tracer.WantsResults)
	limit    uint64
	result   any // cols[:n], the Result of every Solution event
	found    uint64
	end      engine.End // LimitReached or Stopped once the search must halt
	budget   int        // unwatched: placements left before the next poll
	shown    uint64     // Stats.Checks when the last event was emitted
	frames   uint32     // frames entered so far: the last frame's id

	cols  [MaxN]byte   // cols[row]: the queen's column in each filled row
	frame [MaxN]uint32 // frame[row]: the id of the frame searching row

	// Arrays: which columns and diagonals hold a queen. The "\" diagonal of
	// (row, col) is row-col+n-1, the "/" one row+col.
	colTaken  [MaxN]bool
	diagTaken [2*MaxN - 1]bool
	antiTaken [2*MaxN - 1]bool

	full  uint64 // Bitmask: the n columns
	start uint64 // the columns row 0 may take: all of them, or First's
}

// solve is the frame of the Scan and Arrays searches that fills row: it
// tries every column, checking each, and goes deeper under each queen
// placed. It returns true when the search must halt at once. Its listing
// is what a teaching view shows, tracing and polls left out.
//
//listing:begin queens/scan queens/arrays
func (r *run) solve(row int) bool { //@enter
	r.frames++
	r.frame[row] = r.frames
	if r.watched {
		r.emit(engine.Event{Kind: engine.Enter, Depth: row})
	}
	for col := 0; col < r.n; col++ { //@loop
		if row == 0 && r.start>>uint(col)&1 == 0 { //listing:hide
			continue // a seeded variant: row 0's queen is fixed
		}
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
		if row == r.n-1 { //@exit
			if r.solution() {
				return true
			}
		} else if r.solve(row + 1) { //@call
			return true
		}
		r.remove(row, col) //@undo
		r.st.Backtracks++
		if r.watched {
			r.emit(engine.Event{Kind: engine.Undo, Depth: row, Row: row, Col: col})
		}
	}
	if r.watched {
		r.emit(engine.Event{Kind: engine.Leave, Depth: row})
	}
	return false //@return
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
// frames of rows 0..row and the queen placed in each; for Bitmask, each
// row's free squares between them, the Choose its frame made.
func (r *run) resync(row int) {
	r.shown = r.st.Checks
	r.t.Emit(engine.Event{Kind: engine.Resync, Sync: true, Depth: row, Frame: r.frame[row]})
	var cols, diag, anti uint64
	for i := 0; i <= row; i++ {
		r.t.Emit(engine.Event{Kind: engine.Enter, Sync: true, Depth: i, Frame: r.frame[i]})
		if r.check == Bitmask {
			free := ^(cols | diag | anti) & r.full
			if i == 0 {
				free &= r.start
			}
			r.t.Emit(engine.Event{Kind: engine.Choose, Sync: true, Depth: i, Frame: r.frame[i], Row: i,
				Value: int(free), Count: bits.OnesCount64(free)})
			bit := uint64(1) << r.cols[i]
			cols, diag, anti = cols|bit, (diag|bit)<<1, (anti|bit)>>1
		}
		r.t.Emit(engine.Event{Kind: engine.Place, Sync: true, Depth: i, Frame: r.frame[i], Row: i, Col: int(r.cols[i])})
	}
	r.watched = r.t.Watched()
}

// solution reports the full board in r.cols; it returns true when the
// search must halt.
func (r *run) solution() bool {
	// A solution is a checkpoint too: rarer than the placements counted
	// by the budget, and where a watcher most wants to join. A stop here
	// halts the search before it counts or reports the solution.
	if !r.watched && r.mayWatch && r.poll(r.n-1) {
		return true
	}
	r.found++
	r.st.Solutions++
	if r.results {
		r.report()
	}
	if r.limit > 0 && r.found >= r.limit {
		r.end = engine.LimitReached
		return true
	}
	return false
}

// report hands the solution in r.cols to the tracer, as a step if the run
// is watched, else aside. Apart from solution, so that a run whose
// solutions nobody takes builds no event for them (4% of an unwatched
// 10-queens search, measured).
func (r *run) report() {
	last := r.n - 1
	e := engine.Event{Kind: engine.Solution, Depth: last, Row: last, Col: int(r.cols[last]),
		Frame: r.frame[last], Result: r.result}
	if r.watched {
		e.Checks = uint32(r.st.Checks - r.shown)
		r.shown = r.st.Checks
		r.t.Found(e)
		r.watched = r.t.Watched()
	} else {
		// Aside whatever the watching says by now: switched on since the
		// poll above, a step here would come before the Resync that
		// restates the board.
		e.Aside = true
		r.t.Found(e)
	}
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
