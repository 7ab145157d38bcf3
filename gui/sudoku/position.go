package sudoku

import (
	"math/bits"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
)

// forcing is why the rules forced a digit of the search: its Reason and,
// for a hidden single, the Unit. The zero value is a digit the search
// chose.
type forcing struct {
	reason engine.Reason
	unit   int8
}

// position is the grid of a watched search at one step, rebuilt from the
// events alone: the search's digits (over the givens, which come from the
// puzzle: no event names them), which of them were forced and why, the
// candidates each open frame's Choose reported, the digits in each row,
// column and box, the digit last taken back and the latest event. It is
// the trace.Board of a recorded run: the session keeps one for the
// recording and one for the step on show. A plain value of a few
// kilobytes, so Snapshot is a copy.
//
// The pencil marks of a step are its state too (candidates): what a
// Choose reported for the cell, or else the digits its row, column and
// box leave, kept as a mask per unit at every Place and Undo, so that no
// view computes them again from the grid.
type position struct {
	givens sudoku.Grid
	grid   sudoku.Grid                    // the givens and the search's digits
	forced [sudoku.MaxCells]forcing       // by cell, for the search's digits
	cands  [sudoku.MaxCells]sudoku.Digits // by cell: what a Choose of an open frame reported; 0 for none
	// elim holds, by cell, the candidates the open frames took away
	// (Eliminate), and elimAt the depth of the frame that took each, by
	// cell and digit: a frame that leaves gives its own back.
	elim   [sudoku.MaxCells]sudoku.Digits
	elimAt [sudoku.MaxCells][sudoku.MaxSize]uint8
	elims  int // how many are held: a Leave looks for its own only if some are
	// chosen is the cell each open frame chose, by depth, -1 for none: a
	// frame that leaves takes its candidates with it. A path is at most
	// one frame per empty cell, and the root.
	chosen    [sudoku.MaxCells + 1]int16
	used      [3][sudoku.MaxSize]sudoku.Digits // the digits in each row, column and box (by sudoku.Unit)
	last      engine.Event                     // the latest step, Finish aside; Kind 0 before the first
	undone    int                              // the cell (index) of the digit last taken back, until the next placement; -1 for none
	undid     int                              // that digit
	undoneWhy forcing                          // and why it had been forced
}

var _ trace.Board = (*position)(nil)

// newPosition returns the position of a search of givens before its
// first event.
func newPosition(givens sudoku.Grid) *position {
	p := &position{givens: givens}
	p.clear()
	return p
}

// clear forgets the search: the grid holds the givens alone.
func (p *position) clear() {
	p.grid = p.givens
	p.used = [3][sudoku.MaxSize]sudoku.Digits{}
	n := p.grid.Size()
	for r := range n {
		for c := range n {
			if d := p.grid.At(r, c); d != 0 {
				p.use(r, c, d, true)
			}
		}
	}
	p.forced = [sudoku.MaxCells]forcing{}
	p.cands = [sudoku.MaxCells]sudoku.Digits{}
	p.elim = [sudoku.MaxCells]sudoku.Digits{}
	p.elims = 0
	for i := range p.chosen {
		p.chosen[i] = -1
	}
	p.last = engine.Event{}
	p.undone = -1
}

// Apply is part of trace.Board. It runs on the search goroutine for every
// recorded event, so it does a few stores and nothing more.
func (p *position) Apply(e *engine.Event) {
	n := p.grid.Size()
	i := e.Row*n + e.Col
	switch e.Kind {
	case engine.Resync:
		// The Sync burst that follows restates the search's digits.
		p.clear()
	case engine.Place:
		p.grid.Set(e.Row, e.Col, e.Value)
		p.use(e.Row, e.Col, e.Value, true)
		p.forced[i] = forcing{}
		if e.Forced {
			p.forced[i] = forcing{reason: e.Reason, unit: e.Unit}
		}
		p.undone = -1
	case engine.Undo:
		p.grid.Set(e.Row, e.Col, 0)
		p.use(e.Row, e.Col, e.Value, false)
		p.undone, p.undid, p.undoneWhy = i, e.Value, p.forced[i]
		p.forced[i] = forcing{}
	case engine.Choose:
		p.choose(e.Depth, i, sudoku.Digits(e.Value))
	case engine.Eliminate:
		if e.Value < 1 || e.Value > n {
			break
		}
		if bit := sudoku.Digits(1) << (e.Value - 1); p.elim[i]&bit == 0 {
			p.elim[i] |= bit
			p.elims++
			p.elimAt[i][e.Value-1] = uint8(min(e.Depth, 255))
		}
	case engine.Leave:
		p.choose(e.Depth, -1, 0)
		p.giveBack(e.Depth)
	}
	// Finish leaves the last step's marks on show: a stopped search is
	// drawn where it stood.
	if e.Kind != engine.Finish && (!e.Sync || e.Kind == engine.Resync) {
		p.last = *e
		p.last.Result = nil // the solver's, reused after the event: the model keeps the solution
	}
}

// choose notes that the frame at depth chose cell, with candidates m;
// cell -1 is the frame leaving.
func (p *position) choose(depth, cell int, m sudoku.Digits) {
	if depth < 0 || depth >= len(p.chosen) {
		return
	}
	if old := p.chosen[depth]; old >= 0 {
		p.cands[old] = 0
	}
	p.chosen[depth] = int16(cell)
	if cell >= 0 {
		p.cands[cell] = m
	}
}

// giveBack returns the candidates the frames at depth and deeper took
// away: a few cells' worth, after a frame that eliminated some.
func (p *position) giveBack(depth int) {
	if p.elims == 0 {
		return
	}
	n := p.grid.Size()
	for i, m := range p.elim[:n*n] {
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			if int(p.elimAt[i][d]) >= depth {
				p.elim[i] &^= 1 << d
				p.elims--
			}
		}
	}
}

// use notes digit d in (on) or out of (!on) the row, column and box of
// the cell at row, col.
func (p *position) use(row, col, d int, on bool) {
	if d < 1 {
		return
	}
	bit := sudoku.Digits(1) << (d - 1)
	b := boxOf(p.grid.Size(), row, col)
	for u, i := range [3]int{row, col, b} {
		if on {
			p.used[u][i] |= bit
		} else {
			p.used[u][i] &^= bit
		}
	}
}

// candidates are the pencil marks of the cell at row, col: none for a
// filled cell; for an empty one, the candidates the search reported for
// it, if an open frame chose it, and otherwise the digits its row, column
// and box leave, less those the open frames took away.
func (p *position) candidates(row, col int) sudoku.Digits {
	n := p.grid.Size()
	if p.grid.At(row, col) != 0 {
		return 0
	}
	if m := p.cands[row*n+col]; m != 0 {
		return m
	}
	all := sudoku.Digits(1)<<n - 1
	return all &^ (p.used[sudoku.Row][row] | p.used[sudoku.Column][col] | p.used[sudoku.Box][boxOf(n, row, col)] | p.elim[row*n+col])
}

// Snapshot is part of trace.Board: a position is a value.
func (p *position) Snapshot() any { return *p }

// Restore is part of trace.Board.
func (p *position) Restore(s any) { *p = s.(position) }
