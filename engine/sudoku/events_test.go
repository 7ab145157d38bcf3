package sudoku

import (
	"fmt"
	"runtime"
	"testing"

	"backtracklab/engine"
)

// replay checks an event stream the way a viewer would use it: it
// rebuilds the board and the frames from the events alone and fails t
// when the stream breaks a promise of "The grammar of a run" (see
// engine.Event) or of the package doc. It follows a run that is watched
// only now and then too: a Resync drops what it knew, and the Sync
// events that follow rebuild it.
type replay struct {
	t      *testing.T
	name   string
	givens Grid
	board  Grid
	frames []replayFrame  // open frames, the root first
	path   []engine.Event // placements not yet undone, oldest first
	try    *engine.Event  // the Try waiting for its Reject or Place
	choose *engine.Event  // the current frame's Choose, if any
	last   engine.Event
	seq    uint64
	maxID  uint32 // the highest frame id seen
	// expect is what the next event must be: an Enter after a choice's
	// Place, the choice's Undo after its frame's Leave.
	expect    engine.Kind
	solutions []Grid
	counts    engine.Stats // rebuilt with Stats.Apply, to compare with the solver's

	syncing  bool // in a Resync burst
	resync   engine.Event
	resyncs  int
	watched  bool          // no Resync yet: watched from the start
	afterRes func(*replay) // called at the first step after each Resync burst
	chooses  bool          // the search names its cell (MRV): a burst restates it
	async    bool          // events come on another goroutine than the test's
	// elim holds the candidates the open frames took away (Eliminate),
	// and elims each of them, with the frame's place in frames, so that a
	// Leave gives its own back.
	elim  [MaxCells]Digits
	elims []replayElim
	// fillings counts the eliminations for a filling checked.
	fillings int
}

type replayElim struct {
	frame, cell, d int
}

// cands are the candidates of the empty cell (row, col): what the rules
// leave, less what the open frames took away.
func (r *replay) cands(row, col int) Digits {
	return Candidates(r.board, row, col) &^ r.elim[row*r.board.Size()+col]
}

// eliminate checks an elimination: a candidate of an empty cell, taken
// for a reason that holds (a filling's: see eliminateFilling). Pointing: the digit's places in box Unit all
// lie in one line, which holds the cell outside the box. Claiming: the
// digit's places in row (column) Unit all lie in the cell's box, and the
// cell is off that line.
func (r *replay) eliminate(e engine.Event) {
	n, b := r.board.Size(), r.board.BoxSize()
	if r.board.At(e.Row, e.Col) != 0 || !r.cands(e.Row, e.Col).Has(e.Value) {
		r.fail(e, "not a candidate of an empty cell")
	}
	u := int(e.Unit)
	if u < 0 || u >= n {
		r.fail(e, "unit %d", u)
	}
	if e.Reason >= engine.FillingInRow && e.Reason <= engine.FillingInBox {
		r.eliminateFilling(e)
		return
	}
	box := e.Row/b*b + e.Col/b
	var places [][2]int // the digit's places in the unit of the reason
	for i := 0; i < n; i++ {
		var rr, cc int
		switch e.Reason {
		case engine.LockedInBox:
			rr, cc = u/b*b+i/b, u%b*b+i%b
		case engine.LockedInRow:
			rr, cc = u, i
		case engine.LockedInColumn:
			rr, cc = i, u
		default:
			r.fail(e, "an Eliminate for reason %v", e.Reason)
		}
		if r.board.At(rr, cc) == e.Value {
			r.fail(e, "the digit is placed in the unit")
		}
		if r.board.At(rr, cc) == 0 && r.cands(rr, cc).Has(e.Value) {
			places = append(places, [2]int{rr, cc})
		}
	}
	inRow, inCol, inBox := true, true, true
	for _, p := range places {
		inRow = inRow && p[0] == e.Row
		inCol = inCol && p[1] == e.Col
		inBox = inBox && p[0]/b*b+p[1]/b == box
	}
	switch {
	case len(places) == 0:
		// One place is a single not placed yet: the rules, run on a band
		// to the end, may lock it after taking its other places.
		r.fail(e, "the digit has no place in the unit: a dead end, not locked")
	case e.Reason == engine.LockedInBox && (box == u || !inRow && !inCol):
		r.fail(e, "the digit's places in box %d are not locked in a line through the cell", u)
	case e.Reason == engine.LockedInRow && (e.Row == u || !inBox):
		r.fail(e, "the digit's places in row %d are not locked in the cell's box", u)
	case e.Reason == engine.LockedInColumn && (e.Col == u || !inBox):
		r.fail(e, "the digit's places in column %d are not locked in the cell's box", u)
	}
	c := e.Row*n + e.Col
	r.elim[c] |= 1 << (e.Value - 1)
	r.elims = append(r.elims, replayElim{frame: len(r.frames) - 1, cell: c, d: e.Value})
}

// eliminateFilling checks an elimination for a filling, by brute force:
// the cell lies in the unit, and no filling of the unit's open cells, one
// missing digit each from the cell's candidates, puts the digit in it.
func (r *replay) eliminateFilling(e engine.Event) {
	n, b, u := r.board.Size(), r.board.BoxSize(), int(e.Unit)
	var cells [][2]int          // the unit's open cells
	missing := Digits(1)<<n - 1 // the digits not placed in the unit
	for i := 0; i < n; i++ {
		rr, cc := u, i
		switch e.Reason {
		case engine.FillingInColumn:
			rr, cc = i, u
		case engine.FillingInBox:
			rr, cc = u/b*b+i/b, u%b*b+i%b
		}
		if d := r.board.At(rr, cc); d != 0 {
			missing &^= 1 << (d - 1)
		} else {
			cells = append(cells, [2]int{rr, cc})
		}
	}
	at := -1
	for i, p := range cells {
		if p == [2]int{e.Row, e.Col} {
			at = i
		}
	}
	if at < 0 {
		r.fail(e, "the cell is not an open cell of the unit")
	}
	// fills reports whether cells[i:] can take the digits of free, one
	// each from their candidates, cells[at] taking e.Value; failed holds
	// the (i, free) found to fail.
	failed := map[[2]int]bool{}
	var fills func(i int, free Digits) bool
	fills = func(i int, free Digits) bool {
		if i == len(cells) {
			return true
		}
		if failed[[2]int{i, int(free)}] {
			return false
		}
		m := r.cands(cells[i][0], cells[i][1]) & free
		if i == at {
			m &= 1 << (e.Value - 1)
		}
		for ; m != 0; m &= m - 1 {
			if fills(i+1, free&^(m&-m)) {
				return true
			}
		}
		failed[[2]int{i, int(free)}] = true
		return false
	}
	if fills(0, missing) {
		r.fail(e, "a filling of the unit puts the digit in the cell")
	}
	r.fillings++
	c := e.Row*n + e.Col
	r.elim[c] |= 1 << (e.Value - 1)
	r.elims = append(r.elims, replayElim{frame: len(r.frames) - 1, cell: c, d: e.Value})
}

// giveBack returns the candidates the frame at index f of frames took.
func (r *replay) giveBack(f int) {
	for len(r.elims) > 0 && r.elims[len(r.elims)-1].frame >= f {
		x := r.elims[len(r.elims)-1]
		r.elim[x.cell] &^= 1 << (x.d - 1)
		r.elims = r.elims[:len(r.elims)-1]
	}
}

type replayFrame struct {
	id    uint32
	depth int
	path  int // len(path) when the frame was entered
}

func newReplay(t *testing.T, name string, g Grid) *replay {
	return &replay{t: t, name: name, givens: g, board: g, watched: true}
}

func (r *replay) fail(e engine.Event, format string, args ...any) {
	r.t.Helper()
	msg := fmt.Sprintf("%s: after %v, event %v (seq %d): %s", r.name, r.last, e, e.Seq, fmt.Sprintf(format, args...))
	if r.async {
		// FailNow belongs to the test's goroutine: end the search's instead.
		r.t.Error(msg)
		runtime.Goexit()
	}
	r.t.Fatal(msg)
}

func (r *replay) top() *replayFrame {
	if len(r.frames) == 0 {
		return nil
	}
	return &r.frames[len(r.frames)-1]
}

func (r *replay) event(e engine.Event) {
	r.t.Helper()
	r.seq++
	if e.Seq != r.seq {
		r.fail(e, "Seq %d, want %d", e.Seq, r.seq)
	}
	r.counts.Apply(&e)
	if e.Kind == engine.Finish {
		r.last = e
		return
	}
	if e.Kind == engine.Resync {
		r.startResync(e)
		r.last = e
		return
	}
	if r.syncing && !e.Sync {
		r.endResync(e)
	}
	if e.Sync != r.syncing {
		r.fail(e, "Sync set outside a Resync burst")
	}
	if e.Sync && e.Checks != 0 {
		r.fail(e, "a Sync event makes no checks")
	}
	n := r.board.Size()
	if e.Row < 0 || e.Row >= n || e.Col < 0 || e.Col >= n {
		r.fail(e, "outside the grid")
	}
	if e.Reason != engine.NoReason && (e.Kind != engine.Place || !e.Forced) && e.Kind != engine.Eliminate {
		r.fail(e, "a Reason on anything but a forced Place or an Eliminate")
	}
	if e.Kind != engine.Reject && (e.Conflict != engine.NoConflict || e.By != (engine.Square{})) {
		r.fail(e, "a Conflict or By outside a Reject")
	}
	if r.expect != 0 && e.Kind != r.expect {
		r.fail(e, "want %v next", r.expect)
	}
	if r.try != nil && (e.Kind != engine.Reject && e.Kind != engine.Place ||
		e.Row != r.try.Row || e.Col != r.try.Col || e.Value != r.try.Value || e.Forced) {
		r.fail(e, "a Try must be followed by its Reject or Place")
	}
	fr := r.top()
	if e.Kind != engine.Enter {
		if fr == nil {
			r.fail(e, "an event outside every frame")
		}
		if e.Frame != fr.id || e.Depth != fr.depth {
			r.fail(e, "belongs to frame %d at depth %d, the open one is %d at depth %d", e.Frame, e.Depth, fr.id, fr.depth)
		}
	}
	r.expect = 0
	switch e.Kind {
	case engine.Enter:
		r.enter(e)
	case engine.Leave:
		if len(r.path) != fr.path {
			r.fail(e, "a frame leaves with %d of its forced placements in place", len(r.path)-fr.path)
		}
		r.giveBack(len(r.frames) - 1)
		r.frames = r.frames[:len(r.frames)-1]
		r.choose = nil
		if len(r.frames) > 0 {
			r.expect = engine.Undo
		}
	case engine.Choose:
		r.chooseCell(e)
	case engine.Try:
		if r.board.At(e.Row, e.Col) != 0 || e.Value < 1 || e.Value > n {
			r.fail(e, "Try on a filled cell (%d), or no digit", r.board.At(e.Row, e.Col))
		}
		if c := r.choose; c != nil && (c.Row != e.Row || c.Col != e.Col || !Digits(c.Value).Has(e.Value)) {
			r.fail(e, "Try outside the frame's Choose %v", *c)
		}
		ev := e
		r.try = &ev
	case engine.Reject:
		r.reject(e)
		r.try = nil
	case engine.Place:
		r.place(e)
	case engine.Undo:
		r.undo(e)
	case engine.Eliminate:
		r.eliminate(e)
	case engine.Solution:
		// In the frame a choice's Place entered, or right after a forced
		// Place; first thing in the root for a grid given full.
		if r.last.Kind != engine.Place && r.last.Kind != engine.Enter || !r.board.Full() || Validate(r.board) != nil {
			r.fail(e, "Solution must come with the Place that fills the grid")
		}
		r.solutions = append(r.solutions, r.board)
	default:
		r.fail(e, "a solver does not emit this kind")
	}
	r.last = e
}

func (r *replay) enter(e engine.Event) {
	depth := 0
	if fr := r.top(); fr != nil {
		depth = fr.depth + 1
		if !e.Sync && (r.last.Kind != engine.Place || r.last.Forced) {
			r.fail(e, "a frame is entered right after a choice's Place")
		}
	} else if !e.Sync && (r.last.Kind != 0 || r.seq != 1) {
		r.fail(e, "the root is entered first")
	}
	if e.Depth != depth || e.Frame <= r.maxID && !e.Sync {
		r.fail(e, "Enter at depth %d with id %d, want depth %d and an id above %d", e.Depth, e.Frame, depth, r.maxID)
	}
	if r.watched && e.Frame != r.maxID+1 {
		r.fail(e, "frame %d entered after frame %d", e.Frame, r.maxID)
	}
	if e.Sync && len(r.frames) > 0 && e.Frame <= r.top().id {
		r.fail(e, "frames of the path restated out of order")
	}
	r.maxID = max(r.maxID, e.Frame)
	r.frames = append(r.frames, replayFrame{id: e.Frame, depth: depth, path: len(r.path)})
	r.choose = nil
}

// chooseCell checks a Choose: an empty cell, its candidates, and no cell
// with fewer.
func (r *replay) chooseCell(e engine.Event) {
	cand := r.cands(e.Row, e.Col)
	if r.board.At(e.Row, e.Col) != 0 || e.Value != int(cand) || e.Count != cand.Len() {
		r.fail(e, "the cell's candidates are %v", cand)
	}
	n := r.board.Size()
	for row := 0; row < n; row++ {
		for col := 0; col < n; col++ {
			if r.board.At(row, col) == 0 && r.cands(row, col).Len() < e.Count {
				r.fail(e, "cell (%d,%d) has fewer candidates", row, col)
			}
		}
	}
	ev := e
	r.choose = &ev
}

func (r *replay) place(e engine.Event) {
	if !e.Sync && e.Forced == (r.try != nil) {
		r.fail(e, "a choice follows its Try; a forced placement has none")
	}
	if r.board.At(e.Row, e.Col) != 0 || !r.cands(e.Row, e.Col).Has(e.Value) {
		r.fail(e, "placement breaks the rules")
	}
	if e.Forced {
		r.reason(e)
	} else {
		r.expect = engine.Enter
	}
	r.board.Set(e.Row, e.Col, e.Value)
	r.path = append(r.path, e)
	r.try = nil
}

// reason checks that the rules force a Forced Place for its Reason.
func (r *replay) reason(e engine.Event) {
	n, b := r.board.Size(), r.board.BoxSize()
	var cells [MaxSize][2]int
	switch e.Reason {
	case engine.NakedSingle:
		if c := r.cands(e.Row, e.Col); c != 1<<(e.Value-1) || e.Unit != 0 {
			r.fail(e, "not a naked single: candidates %v", c)
		}
		return
	case engine.HiddenInRow:
		for i := range n {
			cells[i] = [2]int{int(e.Unit), i}
		}
		if int(e.Unit) != e.Row {
			r.fail(e, "not in row %d", e.Unit)
		}
	case engine.HiddenInColumn:
		for i := range n {
			cells[i] = [2]int{i, int(e.Unit)}
		}
		if int(e.Unit) != e.Col {
			r.fail(e, "not in column %d", e.Unit)
		}
	case engine.HiddenInBox:
		u := int(e.Unit)
		for i := range n {
			cells[i] = [2]int{u/b*b + i/b, u%b*b + i%b}
		}
		if e.Row/b*b+e.Col/b != u {
			r.fail(e, "not in box %d", e.Unit)
		}
	default:
		r.fail(e, "a forced placement without a reason")
	}
	places := 0
	for _, rc := range cells[:n] {
		if r.board.At(rc[0], rc[1]) == 0 && r.cands(rc[0], rc[1]).Has(e.Value) {
			places++
		}
	}
	if places != 1 {
		r.fail(e, "not a hidden single: %d places for %d in the unit", places, e.Value)
	}
}

func (r *replay) undo(e engine.Event) {
	if len(r.path) == 0 {
		r.fail(e, "Undo with nothing placed")
	}
	top := r.path[len(r.path)-1]
	if top.Row != e.Row || top.Col != e.Col || top.Value != e.Value || top.Depth != e.Depth || top.Forced != e.Forced {
		r.fail(e, "Undo does not match the last placement %v", top)
	}
	if e.Forced && len(r.path) <= r.top().path {
		r.fail(e, "a forced Undo of another frame's placement")
	}
	if !e.Forced && r.last.Kind != engine.Leave {
		r.fail(e, "a choice is undone right after its frame leaves")
	}
	r.path = r.path[:len(r.path)-1]
	r.board.Set(e.Row, e.Col, 0)
}

// reject checks that a Reject gives a true reason.
func (r *replay) reject(e engine.Event) {
	r.t.Helper()
	if e.Conflict == engine.NoCandidate {
		if r.try != nil || e.By != (engine.Square{}) {
			r.fail(e, "a dead end stands alone, and no cell blocks it")
		}
		if e.Value == 0 {
			if r.board.At(e.Row, e.Col) != 0 || r.cands(e.Row, e.Col) != 0 {
				r.fail(e, "the cell is not a dead end")
			}
			return
		}
		if !r.digitHasNoPlace(e.Row, e.Col, e.Value) {
			r.fail(e, "digit %d still has a place in every unit of the cell", e.Value)
		}
		return
	}
	if r.try == nil {
		r.fail(e, "Reject of a choice without its Try")
	}
	row, col, ok := e.By.Get()
	if !ok || r.board.At(row, col) != e.Value {
		r.fail(e, "the blocking cell does not hold %d", e.Value)
	}
	b := r.board.BoxSize()
	switch e.Conflict {
	case engine.SameRow:
		ok = row == e.Row
	case engine.SameColumn:
		ok = col == e.Col
	case engine.SameBox:
		ok = row/b == e.Row/b && col/b == e.Col/b
	default:
		ok = false
	}
	if !ok {
		r.fail(e, "the blocking cell is not in the %v", e.Conflict)
	}
}

// digitHasNoPlace reports whether some unit of cell (row, col) lacks
// digit d and has no empty cell that can take it.
func (r *replay) digitHasNoPlace(row, col, d int) bool {
	n, b := r.board.Size(), r.board.BoxSize()
	units := [3]func(i int) (int, int){
		func(i int) (int, int) { return row, i },
		func(i int) (int, int) { return i, col },
		func(i int) (int, int) { return row/b*b + i/b, col/b*b + i%b },
	}
	for _, cell := range units {
		possible := false
		for i := 0; i < n && !possible; i++ {
			rr, cc := cell(i)
			possible = r.board.At(rr, cc) == d || r.cands(rr, cc).Has(d)
		}
		if !possible {
			return true
		}
	}
	return false
}

// startResync drops everything: what follows restates the path. A burst
// may end on another Resync when watching was off again right after it.
func (r *replay) startResync(e engine.Event) {
	if !e.Sync {
		r.fail(e, "a Resync is Sync")
	}
	r.board = r.givens
	r.frames, r.path = r.frames[:0], r.path[:0]
	r.giveBack(0)
	r.try, r.choose, r.expect = nil, nil, 0
	r.syncing, r.resync, r.watched = true, e, false
	r.resyncs++
}

// endResync checks the restated path as the first step after it comes.
func (r *replay) endResync(e engine.Event) {
	r.syncing = false
	if len(r.frames) != r.resync.Depth+1 || r.top().id != r.resync.Frame || r.expect != 0 {
		r.fail(e, "the burst restates %d frames, to frame %d, for a Resync at depth %d in frame %d",
			len(r.frames), r.top().id, r.resync.Depth, r.resync.Frame)
	}
	if r.chooses && r.choose == nil {
		r.fail(e, "the burst does not restate the cell the frame branches on")
	}
	if r.afterRes != nil {
		r.afterRes(r)
	}
}

// checkStream runs a watched search and checks its stream, its counters
// and that the same search unwatched counts the same. It returns the
// replay, for what it counted.
func checkStream(t *testing.T, name string, g Grid, st Strategy, limit int, wantSolutions int, wantEnd engine.End) *replay {
	t.Helper()
	r := newReplay(t, fmt.Sprintf("%s (%s)", name, st), g)
	var reported []Grid
	s := Solver{Strategy: st, Limit: limit}
	tr := engine.NewTracer(func(e engine.Event) {
		if x, ok := solutionOf(e); ok {
			reported = append(reported, x)
		}
		r.event(e)
	})
	end := s.Run(g, tr)
	if end != wantEnd || len(reported) != wantSolutions {
		t.Fatalf("%s: ended %v with %d solutions, want %v with %d", r.name, end, len(reported), wantEnd, wantSolutions)
	}
	if r.try != nil || r.expect != 0 {
		t.Fatalf("%s: stream ends on %v", r.name, r.last)
	}
	if end != engine.LimitReached && (len(r.path) != 0 || len(r.frames) != 0) {
		t.Fatalf("%s: %d placements and %d frames left at the end of a full search", r.name, len(r.path), len(r.frames))
	}
	if len(r.solutions) != len(reported) {
		t.Fatalf("%s: %d Solution events, %d solutions reported", r.name, len(r.solutions), len(reported))
	}
	for i := range reported {
		if r.solutions[i] != reported[i] {
			t.Fatalf("%s: solution %d rebuilt as %s, reported %s", r.name, i+1, r.solutions[i], reported[i])
		}
		checkSolution(t, r.name, g, reported[i])
	}
	if tr.Stats != r.counts {
		t.Fatalf("%s: counters %+v, rebuilt from the events %+v", r.name, tr.Stats, r.counts)
	}
	// Unwatched, the same search: the 9x9 MRV one on its fast path.
	u := Solver{Strategy: st, Limit: limit}
	ut := engine.NewTracer(nil)
	if ue := u.Run(g, ut); ue != end || ut.Stats != tr.Stats {
		t.Fatalf("%s: unwatched %v %+v, watched %v %+v", r.name, ue, ut.Stats, end, tr.Stats)
	}
	return r
}

func TestEventStreams(t *testing.T) {
	edge := readAnswered(t, "sudoku_edge_cases.txt")
	easy := readPuzzles(t, "sudoku_norvig_easy50.txt")
	four := mustParse(t, "1... ..3. .4.. ...2") // 4x4 with several solutions
	empty4, _ := NewGrid(4)
	for _, st := range Strategies {
		checkStream(t, "4x4", four, st, 0, CountSolutions(four, 0), engine.Done)
		checkStream(t, "empty 4x4", empty4, st, 0, 288, engine.Done)
		checkStream(t, "empty 4x4 limit 5", empty4, st, 5, 5, engine.LimitReached)
		checkStream(t, "easy50 #1", easy[0], st, 0, 1, engine.Done)
		checkStream(t, "easy50 #2", easy[1], st, 1, 1, engine.LimitReached)
		checkStream(t, "edge 12", mustParse(t, edge[11].puzzle), st, 0, 2, engine.Done)
		checkStream(t, "edge 8", mustParse(t, edge[7].puzzle), st, 0, 0, engine.NoSolution)
		checkStream(t, "edge 9", mustParse(t, edge[8].puzzle), st, 0, 0, engine.NoSolution)
		checkStream(t, "edge 11", mustParse(t, edge[10].puzzle), st, 0, 0, engine.NoSolution)
		checkStream(t, "edge 2 (full)", mustParse(t, edge[1].puzzle), st, 0, 1, engine.Done)
	}
	hard := readPuzzles(t, "sudoku_norvig_top95.txt")
	clue17 := readPuzzles(t, "sudoku_17clue_sample500.txt")
	for i := 0; i < 5; i++ {
		checkStream(t, fmt.Sprintf("top95 #%d", i+1), hard[i], MRV, 0, 1, engine.Done)
		checkStream(t, fmt.Sprintf("17-clue #%d", i+1), clue17[i], MRV, 0, 1, engine.Done)
	}
	// 16x16 uniqueness checks, where MRV takes candidates away for
	// fillings (and the unwatched search is the 16x16 fast path).
	fillings := 0
	for _, u := range readUnique16(t)[:4] {
		end := engine.Done
		if u.answer == 2 {
			end = engine.LimitReached
		} else if u.answer == 0 {
			end = engine.NoSolution
		}
		fillings += checkStream(t, u.name, u.grid, MRV, 2, u.answer, end).fillings
	}
	// And random pasted ones, whose answers the unwatched search gives:
	// the stream checks each elimination and solution on its own.
	for i, g := range pastedGrids16(3, 9, 6) {
		ut := engine.NewTracer(nil)
		end := (&Solver{Strategy: MRV, Limit: 2}).Run(g, ut)
		fillings += checkStream(t, fmt.Sprintf("pasted 16x16 #%d", i), g, MRV, 2, int(ut.Stats.Solutions), end).fillings
	}
	if fillings == 0 {
		t.Fatal("no elimination for a filling in the 16x16 streams")
	}
}
