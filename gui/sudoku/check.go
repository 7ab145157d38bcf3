package sudoku

import (
	"backtracklab/engine"
	"backtracklab/engine/sudoku"
)

// solved is what a uniqueness check found out about a grid (all its
// digits taken as givens): a solution, and how many there are.
type solved struct {
	grid     sudoku.Grid
	solution sudoku.Grid
	count    int // 0, 1 or 2 (several)
}

// solvedCache remembers the last grids checked, so that Hint and Check do
// not search again at every press: the givens, and the givens with the
// entries, which Check asks about too.
type solvedCache struct {
	known [2]solved
	next  int // the entry the next answer replaces
	used  int // entries filled
}

func (c *solvedCache) lookup(g sudoku.Grid) (solved, bool) {
	for _, k := range c.known[:c.used] {
		if k.grid == g {
			return k, true
		}
	}
	return solved{}, false
}

func (c *solvedCache) keep(k solved) {
	c.known[c.next] = k
	c.next = (c.next + 1) % len(c.known)
	c.used = min(c.used+1, len(c.known))
}

// solutions returns a solution of g and how many there are (0, 1 or 2 for
// several), with known set, when a check has found out already. Otherwise
// it starts the check in the background and returns known false: the
// check, a search for two solutions, runs through the screen's background
// Runner, never on the UI goroutine; once it has found out, again (the
// action that asked, which calls solutions again) runs on the UI
// goroutine. A check that runs over half a second says so, and Esc or its
// Stop button ends it.
func (s *Screen) solutions(g sudoku.Grid, again func()) (sudoku.Grid, int, bool) {
	if k, ok := s.solved.lookup(g); ok {
		return k.solution, k.count, true
	}
	// Asked again about the grid being checked (Hint pressed twice, or
	// Hint then Copy solution): the check goes on, and answers both.
	if s.bg.busy && s.checking.on && s.checking.grid == g {
		s.checking.again = append(s.checking.again, again)
		return sudoku.Grid{}, 0, false
	}
	// The solutions come in the stream, as results found aside; the
	// search goroutine keeps copies, which done reads once the run is
	// over.
	var sols []sudoku.Grid
	solver := &sudoku.Solver{Strategy: sudoku.MRV, Limit: 2}
	// The last job, and with it the last check, goes first; then the check
	// is noted before it starts: under a test driver its end may come at
	// once, on the search goroutine.
	s.bg.drop()
	s.checking = checking{on: true, grid: g, again: []func(){again}}
	s.bg.start(job{
		search: solver.Search(g),
		found: func(e engine.Event) {
			if p, ok := e.Result.(*sudoku.Grid); ok && e.Kind == engine.Solution {
				sols = append(sols, *p)
			}
		},
		done: func(end engine.End) {
			asked := s.checking.again
			s.checking = checking{}
			s.checkStop.Hide()
			if end == engine.Stopped {
				s.say(tr("sudoku.checking.stopped", nil))
				return
			}
			k := solved{grid: g, count: len(sols)}
			if len(sols) > 0 {
				k.solution = sols[0]
			}
			s.solved.keep(k)
			for _, f := range asked {
				f()
			}
		},
		slowly: func() {
			s.say(tr("sudoku.checking", nil))
			s.checkStop.Show()
		},
		dropped: func() {
			s.checking = checking{}
			s.checkStop.Hide()
		},
	})
	return sudoku.Grid{}, 0, false
}

// checking is the uniqueness check running in the background, if one is:
// the grid it is about and the actions waiting for its answer.
type checking struct {
	on    bool
	grid  sudoku.Grid
	again []func()
}

// stopCheck stops a check or a generation running in the background, and
// reports whether there was one. It returns at once: the job ends within
// milliseconds and says so.
func (s *Screen) stopCheck() bool { return s.bg.stop() }

// dropCheck stops a check running in the background and forgets it: the
// puzzle it was asked about has changed.
func (s *Screen) dropCheck() {
	if s.bg.busy {
		s.bg.cancel() // its dropped hook hides its Stop
	}
}
