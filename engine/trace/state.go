package trace

import "backtracklab/engine"

// Board is a puzzle's picture of a run, rebuilt from its events: each
// puzzle's screen model implements it. The Recording applies every event
// to the board given to New, on the appending goroutine, and snapshots it
// at each checkpoint; a Cursor restores a snapshot into its own board of
// the same kind and applies the events after it.
type Board interface {
	// Apply changes the board by one event. It sees every event in order,
	// Sync ones included: a Resync means forget the position, the Sync
	// events after it restate it.
	Apply(e *engine.Event)
	// Snapshot returns the board's state as a value that later Apply
	// calls do not change; it may be restored any number of times, from
	// any goroutine.
	Snapshot() any
	// Restore sets the board to a state Snapshot returned, without
	// keeping anything of it that Apply would change.
	Restore(snapshot any)
}

// Frame is one open call of the recursion on the path to a step.
type Frame struct {
	ID    uint32 // the id its Enter carried
	Depth int    // the depth its Enter carried
	// The Place that led into the frame (the event right before its
	// Enter), if there was one; the root has none.
	Chosen          bool
	Row, Col, Value int
	Forced          bool
	// Where the frame branches, from its Choose event, if it sent one (a
	// later Choose of the same frame replaces it): the cell (ChoseRow,
	// ChoseCol), the mask of the choices (the Choose's Value: bit v-1 for
	// value v in a Sudoku, bit c for column c in N-Queens) and how many
	// there are (Count). A Resync burst restates it only if it restates
	// the Choose.
	Chose              bool
	ChoseRow, ChoseCol int
	Options            uint64
	Count              int
}

// frame is a Frame as kept in checkpoints: 40 bytes instead of 88. The
// Choose's cell is kept in 16 bits and its count in 8 (up to 255): the
// solvers that choose (N-Queens, Sudoku) have boards of at most 32 a side
// and so at most 32 choices.
type frame struct {
	options            uint64
	id, depth          int32
	row, col, value    int32
	choseRow, choseCol int16
	count              uint8
	chosen, forced     bool
	chose              bool
	start              bool // tracker.prev: the Place started a search (outside any frame)
}

func (f frame) export() Frame {
	fr := Frame{ID: uint32(f.id), Depth: int(f.depth), Chosen: f.chosen,
		Row: int(f.row), Col: int(f.col), Value: int(f.value), Forced: f.forced}
	if f.chose {
		fr.Chose, fr.ChoseRow, fr.ChoseCol = true, int(f.choseRow), int(f.choseCol)
		fr.Options, fr.Count = uint64(f.options), int(f.count)
	}
	return fr
}

// tracker follows the generic state of a run event by event: the counters
// and the frame path (the frames open at a step of chained searches are
// those of the search it belongs to). Append and the replay of a Cursor run the same code,
// so that a rebuilt step is the recorded one by construction.
type tracker struct {
	path  []frame
	stats engine.Stats
	maxID uint32 // the largest frame id entered: the next Enter's is one more
	prev  frame  // the last event, if a Place: the choice an Enter leads from
	low   int    // the shortest the path has been since the last checkpoint
}

// predict is the Frame an event of kind k carries in the grammar; records
// store Frame only when it differs.
func (t *tracker) predict(k engine.Kind) uint32 {
	if k == engine.Enter {
		return t.maxID + 1
	}
	if n := len(t.path); n > 0 {
		return uint32(t.path[n-1].id)
	}
	return 0
}

// step counts e, or takes the live counters rebase handed with it, and
// moves the frame path.
func (t *tracker) step(e *engine.Event, rebase *engine.Stats) {
	if rebase != nil {
		t.stats = *rebase
	} else {
		t.stats.Apply(e)
	}
	starts := e.StartsSearch()
	if starts {
		// The next of chained searches closes the frames the last one
		// left open, and numbers its own from 1 again; in a run's first
		// search there are none. Its root frame is led into by a Place
		// only if the search made it (the maze's start), not by the last
		// one's.
		t.path, t.maxID, t.low = t.path[:0], 0, 0
		if e.Kind == engine.Enter && !t.prev.start {
			t.prev = frame{}
		}
	}
	switch e.Kind {
	case engine.Resync:
		t.path = t.path[:0]
		t.low = 0
	case engine.Enter:
		f := t.prev
		f.id, f.depth = int32(e.Frame), int32(e.Depth)
		t.path = append(t.path, f)
		if e.Frame > t.maxID {
			t.maxID = e.Frame
		}
	case engine.Leave:
		if n := len(t.path); n > 0 {
			t.path = t.path[:n-1]
		}
		t.low = min(t.low, len(t.path))
	case engine.Choose:
		if n := len(t.path); n > 0 {
			f := &t.path[n-1]
			f.chose, f.choseRow, f.choseCol = true, int16(e.Row), int16(e.Col)
			f.options, f.count = uint64(e.Value), uint8(min(max(e.Count, 0), 255))
			// The frame changed: the next checkpoint stores it again.
			t.low = min(t.low, n-1)
		}
	}
	t.prev = frame{}
	if e.Kind == engine.Place {
		t.prev = frame{chosen: true, forced: e.Forced, start: starts,
			row: int32(e.Row), col: int32(e.Col), value: int32(e.Value)}
	}
}
