package sudoku

import "backtracklab/engine"

// Solver searches grids with one strategy. Set its fields, then call Run
// for each grid, or hand Search(g) to an engine.Runner. A Solver keeps its
// working memory between runs, so solving many grids with one Solver does
// not allocate; it runs one search at a time. A copy of a Solver that has
// run shares that memory: give each goroutine its own Solver.
//
// The counters it keeps on the tracer's Stats: Nodes, one per digit tried
// (a Try event); Checks, the elementary rule checks, which tell the
// strategies apart: one per cell compared (Plain), one per record looked
// up (Records, Static), one per peer mask updated (MRV, Singles), and
// one per box and line a digit's places were compared in (MRV's locked
// candidates), one per unit filtered for fillings (16x16 MRV);
// Placements, forced ones included, and Forced, those alone (MRV's
// singles); Eliminated, the candidates MRV's locked candidates and
// fillings took away;
// Rejections by rule, NoCandidate counting MRV's dead ends; Backtracks,
// one per placement undone; Solutions.
//
// Every strategy makes the same search with the same counters watched or
// not, and under an engine.Runner it may be watched for a while and not
// for another: see the package doc. A 9x9 or 16x16 MRV or Singles search
// on a tracer that can never be watched (engine.Tracer.MayWatch) takes a
// fast path that makes the same search with the same counters, without
// events.
type Solver struct {
	// Strategy is the search strategy; the zero value is MRV.
	Strategy Strategy
	// Limit is how many solutions to look for: the search ends with
	// engine.LimitReached once it has found them. 0 means all; 1 finds a
	// solution; 2 tells a unique solution from several.
	Limit int

	plain   *plainSearch
	records *recordsSearch
	mrv     *mrvSearch
	fast9   *fast9Search
	fast16  *fast16Search
	// generic turns the fast paths off, for tests that compare them with
	// the general search.
	generic bool
}

// Run searches g, reporting every step to t and counting on t.Stats. A
// grid whose givens break the rules (see Validate) has no solution: Run
// returns engine.NoSolution at once, without events. Otherwise it returns
// engine.Done, engine.NoSolution, engine.LimitReached or, when t's run is
// stopped, engine.Stopped. The events are described in the package doc.
func (s *Solver) Run(g Grid, t *engine.Tracer) engine.End {
	fixedOrder := s.Strategy == Plain || s.Strategy == Records || s.Strategy == Static
	if !fixedOrder && !t.MayWatch() && !s.generic {
		switch g.shape {
		case shape9:
			return s.runFast9(g, t)
		case shape16:
			return s.runFast16(g, t)
		}
	}
	if Validate(g) != nil {
		return engine.NoSolution
	}
	var r *run
	switch s.Strategy {
	case Plain:
		if s.plain == nil {
			s.plain = new(plainSearch)
		}
		r = &s.plain.run
		r.reset(t, s, g.shape, s.plain)
		s.plain.start(g)
	case Records, Static:
		if s.records == nil {
			s.records = new(recordsSearch)
		}
		r = &s.records.run
		r.reset(t, s, g.shape, s.records)
		s.records.start(g, s.Strategy == Static)
	default:
		if s.mrv == nil {
			s.mrv = new(mrvSearch)
		}
		r = &s.mrv.run
		r.reset(t, s, g.shape, s.mrv)
		s.mrv.locked = s.Strategy != Singles
		s.mrv.start(g)
	}
	return r.end()
}

// runFast9 is Run for the 9x9 MRV search that nobody can watch: see
// fast9Search. It checks the givens as it loads them.
func (s *Solver) runFast9(g Grid, t *engine.Tracer) engine.End {
	tables9.Do(makeTables9)
	if s.fast9 == nil {
		s.fast9 = new(fast9Search)
	}
	r := &s.fast9.run
	r.reset(t, s, g.shape, nil) // never watched: nothing to restate
	s.fast9.locked = s.Strategy != Singles
	if !s.fast9.start(g) {
		return engine.NoSolution // givens that break the rules
	}
	return r.end()
}

// runFast16 is runFast9 for 16x16: see fast16Search.
func (s *Solver) runFast16(g Grid, t *engine.Tracer) engine.End {
	tables16.Do(makeTables16)
	if s.fast16 == nil {
		s.fast16 = new(fast16Search)
	}
	r := &s.fast16.run
	r.reset(t, s, g.shape, nil)
	s.fast16.locked = s.Strategy != Singles
	if !s.fast16.start(g) {
		return engine.NoSolution
	}
	return r.end()
}

// Search returns a run of s over g, for an engine.Runner. The Solver must
// not be used for anything else until that run ends.
func (s *Solver) Search(g Grid) engine.Search {
	return func(t *engine.Tracer) engine.End { return s.Run(g, t) }
}

// Solve finds a first solution of g with the strategy, unwatched. It
// returns the solution (g itself when there is none), how the search
// ended (engine.LimitReached when a solution was found,
// engine.NoSolution otherwise) and its counters.
func Solve(g Grid, strategy Strategy) (Grid, engine.End, engine.Stats) {
	solution := g
	s := Solver{Strategy: strategy, Limit: 1}
	t := engine.NewResultTracer(func(e engine.Event) { solution = *e.Result.(*Grid) })
	end := s.Run(g, t)
	return solution, end, t.Stats
}

// CountSolutions counts the solutions of g up to limit (0 for no limit):
// with limit 2 it answers 0 (none, or givens that break the rules), 1
// (unique) or 2 (several).
func CountSolutions(g Grid, limit int) int {
	s := Solver{Strategy: MRV, Limit: limit}
	t := engine.NewTracer(nil)
	s.Run(g, t)
	return int(t.Stats.Solutions)
}
