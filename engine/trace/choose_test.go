package trace_test

import (
	"sync/atomic"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
	"backtracklab/engine/trace"
)

// At every step of real runs, each open frame of the path says where it
// branches as its last Choose said (N-Queens' bitmask: the row's free
// columns; Sudoku's MRV: the cell and its candidates), and nothing for a
// frame that sent none; from any checkpoint, forward and back.
func TestFramesKeepTheirChoose(t *testing.T) {
	collect := func(search func(*engine.Tracer) engine.End, switched bool) []engine.Event {
		var evs []engine.Event
		watch := func(e engine.Event) {
			if !e.Aside { // a result found unwatched is no step: a session records none
				evs = append(evs, e)
			}
		}
		if !switched {
			search(engine.NewTracer(watch))
			return evs
		}
		var watching atomic.Bool
		search(engine.NewSwitchTracer(watch, &watching, func() bool { watching.Store(true); return true }))
		return evs
	}
	g, err := sudoku.Parse("6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		evs  []engine.Event
	}{
		{"queens 6 bitmask", collect((&queens.Solver{N: 6, Check: queens.Bitmask}).Search, false)},
		// Watched from a Resync, whose burst restates each row's Choose.
		{"queens 9 bitmask switched", collect((&queens.Solver{N: 9, Check: queens.Bitmask}).Search, true)},
		{"sudoku singles", collect((&sudoku.Solver{Strategy: sudoku.Singles}).Search(g), false)},
		{"sudoku 4x4 plain", collect((&sudoku.Solver{Strategy: sudoku.Plain}).Search(mustParse(t, "12.. .... .... ..21")), false)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := trace.New(nil, trace.Options{Every: 37})
			var st engine.Stats
			chose := map[uint32]engine.Event{}
			wants := make([]map[uint32]engine.Event, len(tc.evs))
			n := 0
			for i, e := range tc.evs {
				st.Apply(&e)
				s := st
				rec.Append(e, &s)
				switch e.Kind {
				case engine.Resync:
					chose = map[uint32]engine.Event{}
				case engine.Choose:
					chose[e.Frame] = e
					n++
				case engine.Leave:
					delete(chose, e.Frame)
				}
				if e.Kind == engine.Choose || e.Kind == engine.Resync || e.Kind == engine.Leave || i == 0 {
					m := make(map[uint32]engine.Event, len(chose))
					for k, v := range chose {
						m[k] = v
					}
					wants[i] = m
				} else {
					wants[i] = wants[i-1]
				}
			}
			if (n == 0) != (tc.name == "sudoku 4x4 plain") {
				t.Fatalf("%d Choose events", n)
			}
			first, last, _ := rec.Bounds()
			c := rec.NewCursor(nil)
			check := func(k uint64) {
				c.Seek(k)
				want := wants[k-1]
				for _, f := range c.Path() {
					w, ok := want[f.ID]
					if f.Chose != ok || ok && (f.ChoseRow != w.Row || f.ChoseCol != w.Col || f.Options != uint64(w.Value) || f.Count != w.Count) {
						t.Fatalf("step %d: frame %+v, its Choose %v (%v)", k, f, w, ok)
					}
				}
			}
			for k := first; k <= last; k++ {
				check(k)
			}
			for k := last; k >= first && k+3000 > last; k-- {
				check(k)
			}
		})
	}
}

func mustParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
