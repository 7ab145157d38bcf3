package trace

import (
	"testing"

	"backtracklab/engine"
)

func TestRecordLimits(t *testing.T) {
	for _, c := range []struct {
		e    engine.Event
		fits bool
	}{
		{engine.Event{Kind: engine.Place, Row: -1, Col: 2046, Value: -1, Depth: 1<<20 - 1, Checks: 1<<22 - 1, By: engine.At(-1, -1)}, true},
		{engine.Event{Kind: engine.Choose, Row: 15, Col: 15, Value: 0xffff, Count: 16}, true},
		{engine.Event{Kind: engine.Place, Forced: true, Reason: engine.HiddenInBox, Unit: 15, Row: 3, Col: 4, Value: 16, Frame: 7}, true},
		{engine.Event{Kind: engine.Place, Sync: true, Unit: -1, Value: 1<<18 - 2}, true},
		{engine.Event{Kind: engine.Finish, End: engine.Stopped, Frame: 99}, true},
		{engine.Event{Kind: engine.Reject, Conflict: engine.Outside, Row: 1000, Col: -1, By: engine.At(1000, 999)}, true},
		{engine.Event{Kind: engine.Try, Value: 1<<18 - 1}, false},
		{engine.Event{Kind: engine.Try, Value: -2}, false},
		{engine.Event{Kind: engine.Try, Row: 2047}, false},
		{engine.Event{Kind: engine.Try, Col: -2}, false},
		{engine.Event{Kind: engine.Try, Depth: 1 << 20}, false},
		{engine.Event{Kind: engine.Try, Depth: -1}, false},
		{engine.Event{Kind: engine.Try, Checks: 1 << 22}, false},
		{engine.Event{Kind: engine.Try, Count: 1}, false},
		{engine.Event{Kind: engine.Choose, Count: 256}, false},
		{engine.Event{Kind: engine.Reject, By: engine.At(0, 2047)}, false},
		{engine.Event{Kind: engine.Place, Row: 1, Frame: 99}, false}, // a Frame not predicted, with no room for it
	} {
		const predicted = 7
		e := c.e
		e.Seq = 5
		if e.Frame == 0 {
			e.Frame = predicted
		}
		r, ok := encode(&e, predicted)
		if ok != c.fits || r.ext() == ok {
			t.Errorf("%+v: fits %v (ext %v), want %v", e, ok, r.ext(), c.fits)
			continue
		}
		if r.kind() != e.Kind || r.sync() != e.Sync {
			t.Errorf("%+v: kind %v sync %v kept in the record", e, r.kind(), r.sync())
		}
		if ok {
			if got := decode(r, 5, predicted); got != e {
				t.Errorf("decode(encode(%+v)) = %+v", e, got)
			}
		}
	}
}

// An event that names its search or carries a result is kept whole, so
// that a replay gives both back, the result when asked to keep it
// (KeepResults); without, the result is dropped and the name kept.
func TestNamesAndResultsAreKeptWhole(t *testing.T) {
	for _, keep := range []bool{true, false} {
		namesAndResults(t, keep)
	}
}

func namesAndResults(t *testing.T, keep bool) {
	result := &struct{ path []int }{path: []int{1, 2}}
	rec := New(nil, Options{KeepResults: keep})
	events := []engine.Event{
		{Seq: 1, Kind: engine.Try, Search: 2},
		{Seq: 2, Kind: engine.Place},
		{Seq: 3, Kind: engine.Solution, Search: 2, Result: result},
	}
	for _, e := range events {
		if _, fits := encode(&e, 0); fits != (e.Search == 0 && e.Result == nil) {
			t.Errorf("%v fits a record: %v", e, fits)
		}
		rec.Append(e, nil)
	}
	rd := rec.NewReader()
	for _, want := range events {
		if !keep {
			want.Result = nil
		}
		got, ok := rd.Next()
		if !ok || got.Search != want.Search || got.Result != want.Result || got.Kind != want.Kind {
			t.Errorf("keep %v: replayed %+v, want %+v", keep, got, want)
		}
	}
}
