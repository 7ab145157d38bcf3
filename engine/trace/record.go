package trace

import "backtracklab/engine"

// rec is one event in 16 bytes. Seq is not stored (it follows from the
// position) and Frame mostly not (it follows from the frame path, see
// tracker.predict); fields that share a slot are told apart by Kind.
//
//	a:  0-3 Kind, 4-7 Conflict, 8-10 Reason, 11 Forced, 12 Sync, 13 ext,
//	    14 By set, 15 frame stored, 16-23 aux (Unit for Place, Count for
//	    Choose, End for Finish), 24-34 Row+1, 35-45 Col+1, 46-63 Value+1;
//	    with "frame stored", bits 24-55 hold Frame instead of Row, Col, Value
//	b:  0-10 By row+1, 11-21 By col+1, 22-41 Depth, 42-63 Checks
//
// Rows and columns run from -1 to 2046 (a maze is at most 1000 a side and
// names the squares just off it), values from -1 (a maze's NoDirection)
// to 262,142 (a 16x16 Sudoku's candidate mask is at most 65,535), depths to 1,048,575 (a 1000x1000 maze's longest path),
// checks to 4,194,303 per event. An event that does not fit, or that
// carries live counters (Resync, Finish), is kept whole beside its record
// (ext) and its record keeps only the bits Find looks at. So is an event
// that names its search (Event.Search) or carries a result (Event.Result):
// there are a few of them a search, and the replay gives them back as
// they came, the Result value included (a puzzle whose Board reads a
// Result reports a new value each time and never changes it: the maze).
// A program's events (Event.Detail) are all kept whole, Detail included.
type rec struct{ a, b uint64 }

const (
	bitForced    = 1 << 11
	bitSync      = 1 << 12
	bitExt       = 1 << 13
	bitBy        = 1 << 14
	bitFrameHere = 1 << 15

	coordBits = 11
	coordMax  = 1<<coordBits - 2 // the largest row or column: 2046, stored plus one
	valueBits = 18
	valueMax  = 1<<valueBits - 2 // stored plus one
	depthMax  = 1<<20 - 1
	checksMax = 1<<22 - 1
)

func (r rec) kind() engine.Kind { return engine.Kind(r.a & 15) }
func (r rec) sync() bool        { return r.a&bitSync != 0 }
func (r rec) ext() bool         { return r.a&bitExt != 0 }

func coordFits(v int) bool { return v >= -1 && v <= coordMax }

// encode packs e, whose Frame the replay would predict as predicted. It
// reports false when e does not fit, and must then be kept whole.
func encode(e *engine.Event, predicted uint32) (rec, bool) {
	var r rec
	ok := e.Kind < 16 && e.Conflict < 16 && e.Reason < 8 && e.Search == 0 && e.Result == nil && e.Detail == nil
	r.a = uint64(e.Kind&15) | uint64(e.Conflict&15)<<4 | uint64(e.Reason&7)<<8
	if e.Forced {
		r.a |= bitForced
	}
	if e.Sync {
		r.a |= bitSync
	}

	// One byte serves the field the kind uses; any other must be zero.
	var aux uint8
	switch e.Kind {
	case engine.Place:
		aux = uint8(e.Unit)
		ok = ok && e.Count == 0 && e.End == 0
	case engine.Choose:
		aux = uint8(e.Count)
		ok = ok && e.Count >= 0 && e.Count < 256 && e.Unit == 0 && e.End == 0
	case engine.Finish:
		aux = uint8(e.End)
		ok = ok && e.Unit == 0 && e.Count == 0
	default:
		ok = ok && e.Unit == 0 && e.Count == 0 && e.End == 0
	}
	r.a |= uint64(aux) << 16

	byRow, byCol, bySet := e.By.Get()
	if bySet {
		r.a |= bitBy
		ok = ok && coordFits(byRow) && coordFits(byCol)
		r.b = uint64(byRow+1)&0x7ff | uint64(byCol+1)&0x7ff<<11
	} else {
		ok = ok && byRow == 0 && byCol == 0
	}

	if e.Frame != predicted {
		if e.Row != 0 || e.Col != 0 || e.Value != 0 || bySet {
			ok = false
		} else {
			r.a |= bitFrameHere | uint64(e.Frame)<<24
		}
	} else {
		ok = ok && coordFits(e.Row) && coordFits(e.Col) && e.Value >= -1 && e.Value <= valueMax
		r.a |= uint64(e.Row+1)&0x7ff<<24 | uint64(e.Col+1)&0x7ff<<35 | uint64(e.Value+1)<<46
	}

	ok = ok && e.Depth >= 0 && e.Depth <= depthMax && e.Checks <= checksMax
	r.b |= uint64(e.Depth)&depthMax<<22 | uint64(e.Checks)&checksMax<<42
	if !ok {
		r.a |= bitExt
	}
	return r, ok
}

// decode unpacks r, the event numbered seq, whose Frame is frame unless
// the record holds its own.
func decode(r rec, seq uint64, frame uint32) engine.Event {
	e := engine.Event{
		Seq:      seq,
		Kind:     engine.Kind(r.a & 15),
		Conflict: engine.Conflict(r.a >> 4 & 15),
		Reason:   engine.Reason(r.a >> 8 & 7),
		Forced:   r.a&bitForced != 0,
		Sync:     r.a&bitSync != 0,
		Depth:    int(r.b >> 22 & depthMax),
		Checks:   uint32(r.b >> 42),
		Frame:    frame,
	}
	aux := uint8(r.a >> 16)
	switch e.Kind {
	case engine.Place:
		e.Unit = int8(aux)
	case engine.Choose:
		e.Count = int(aux)
	case engine.Finish:
		e.End = engine.End(aux)
	}
	if r.a&bitBy != 0 {
		e.By = engine.At(int(r.b&0x7ff)-1, int(r.b>>11&0x7ff)-1)
	}
	if r.a&bitFrameHere != 0 {
		e.Frame = uint32(r.a >> 24)
	} else {
		e.Row = int(r.a>>24&0x7ff) - 1
		e.Col = int(r.a>>35&0x7ff) - 1
		e.Value = int(r.a>>46) - 1
	}
	return e
}
