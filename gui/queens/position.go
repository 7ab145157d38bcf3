package queens

import (
	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
)

// position is the board of a watched search at one step, rebuilt from the
// events alone: the queens placed, the latest event, the queen last taken
// back and, for the bitmask search, the free squares each row's frame has
// still to try. It is the trace.Board of a recorded run: the session keeps
// one for the recording and one for the step on show.
type position struct {
	n        int
	board    [queens.MaxN]int8   // column of the queen in each row, -1 for none
	last     engine.Event        // the latest event; Kind 0 before the first
	undoneAt [2]int              // the last queen taken back, until the next placement; -1 for none
	free     [queens.MaxN]uint32 // the bitmask's free squares of each row's frame, not yet tried (bit c for column c)
}

var _ trace.Board = (*position)(nil)

func newPosition(n int) *position {
	p := &position{n: n}
	p.clear()
	return p
}

func (p *position) clear() {
	for i := range p.board {
		p.board[i] = -1
	}
	p.undoneAt = [2]int{-1, -1}
	p.last = engine.Event{}
	p.free = [queens.MaxN]uint32{}
}

// Apply is part of trace.Board.
func (p *position) Apply(e *engine.Event) {
	switch e.Kind {
	case engine.Resync:
		p.clear()
	case engine.Choose:
		p.free[e.Row] = uint32(e.Value)
	case engine.Leave:
		p.free[e.Depth] = 0
	case engine.Try:
		p.tried(e.Row, e.Col)
	case engine.Place:
		p.board[e.Row] = int8(e.Col)
		p.undoneAt = [2]int{-1, -1}
		p.tried(e.Row, e.Col) // a restated queen: the free squares left of it were tried
	case engine.Undo:
		p.board[e.Row] = -1
		p.undoneAt = [2]int{e.Row, e.Col}
	}
	if !e.Sync || e.Kind == engine.Resync {
		p.last = *e
		p.last.Result = nil // the solver's slice, overwritten since: the board holds the solution
	}
}

// tried drops col and the columns left of it from row's free squares: the
// bitmask search takes them lowest first.
func (p *position) tried(row, col int) {
	p.free[row] &^= uint32(2)<<col - 1
}

// Snapshot is part of trace.Board: a position is a value.
func (p *position) Snapshot() any { return *p }

// Restore is part of trace.Board.
func (p *position) Restore(s any) { *p = s.(position) }
