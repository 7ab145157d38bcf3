package maze

import (
	"errors"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/run"
)

// job is what the next Start runs.
type job uint8

const (
	jobSolve    job = iota // the chosen search
	jobCompare             // the chosen search, then the other on the same maze
	jobGenerate            // carve a new maze from the generator's entries
)

// Prepare is part of run.Puzzle: the job the user asked for, on the maze
// on show.
func (s *Screen) Prepare() (run.Job, error) {
	kind := s.next
	s.next = jobSolve
	var search engine.Search
	switch kind {
	case jobGenerate:
		w, h, seed, err := s.genRequest()
		if err != nil {
			s.say("Cannot generate: " + err.Error())
			return run.Job{}, err
		}
		loops := s.loopShare()
		g, err := maze.NewGeneratorWithLoops(w, h, seed, loops)
		if err != nil {
			s.say("Cannot generate: " + err.Error())
			return run.Job{}, err
		}
		// The carving is animated; the loops appear with the finished
		// maze (the generator does not report them).
		s.carving, s.carvedMsg = g, generatedWords(w, h, seed, loops)
		s.model = newModel(solidView(g.TextSize()), Carve, s.session)
		search = g.Run
	case jobCompare:
		s.model = newModel(s.plain.clone(), s.algorithm(), s.session)
		search = compareSearch(s.mz, s.algorithm(), s.model)
	default:
		s.model = newModel(s.plain.clone(), s.algorithm(), s.session)
		search = solveSearch(s.mz, s.algorithm(), s.model)
	}
	if s.model == nil {
		return run.Job{}, errors.New("nothing to run")
	}
	s.snap = snapshot{}
	s.model.snapshotInto(&s.snap)
	s.seenState = run.Idle
	s.counters.reset()
	s.board.SetView(&s.snap.view)
	return run.Job{Search: search, OnEvent: s.model.onEvent}, nil
}

// Frame is part of run.Puzzle: it shows the latest snapshot of the run.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	changed := s.model.snapshotInto(&s.snap)
	if changed {
		s.board.Changed()
		s.takeResults()
	}
	s.counters.show(&s.snap.stats, pathLength(s.snap.last), run.FormatElapsed(f.Elapsed, run.Fine))
	if !changed && f.State == s.seenState {
		return false
	}
	s.seenState = f.State
	if !f.State.Active() {
		s.ended()
		return false
	}
	s.say(s.narrate(f.State))
	return false
}

// Reset is part of run.Puzzle: the maze is shown plain, for editing.
func (s *Screen) Reset() {
	s.model = nil
	s.carving = nil
	s.counters.reset()
	s.board.SetView(&s.plain)
	s.say("Ready: press Start (Space) to search, or click the maze to edit it")
}

// ended shows how a run ended: a generated maze replaces the one on
// show, a search's result joins the comparison.
func (s *Screen) ended() {
	snap := &s.snap
	if snap.alg == Carve && s.carving != nil && snap.end == engine.LimitReached {
		s.showMaze(s.carving.Maze(), s.carvedMsg)
		return
	}
	// The focus of the last step means nothing once the run is over.
	if snap.end != engine.Stopped {
		v := &snap.view
		v.HasCurrent, v.HasTried, v.HasRejected = false, false, false
		s.board.Changed()
	}
	s.takeResults()
	s.say(narrateEnd(snap))
}

// takeResults puts the results of the run's searches that have ended in
// the comparison: the first search of a comparison shows there while the
// second runs.
func (s *Screen) takeResults() {
	news := false
	for _, r := range s.snap.results {
		if r.alg == Carve || (s.hasResult[r.alg] && s.results[r.alg] == r) {
			continue
		}
		s.results[r.alg], s.hasResult[r.alg] = r, true
		news = true
	}
	if news {
		s.showComparison()
	}
}

// narrate tells the latest step.
func (s *Screen) narrate(st run.State) string {
	snap := &s.snap
	if snap.last.Kind == 0 {
		if st == run.Paused {
			return "Paused before the first step — Step (→) takes it"
		}
		return "Starting…"
	}
	msg := narrateEvent(snap.last, snap.alg)
	if st == run.Paused {
		msg = "Paused · " + msg
	}
	return msg
}

// pathLength is how many steps from S the latest event stands.
func pathLength(e engine.Event) int {
	switch e.Kind {
	case engine.Place, engine.Solution:
		return e.Depth
	case 0:
		return 0
	}
	return max(e.Depth-1, 0)
}

// solveSearch runs alg on m and records its result.
func solveSearch(m *maze.Maze, alg Algorithm, mdl *model) engine.Search {
	return func(t *engine.Tracer) engine.End {
		end, r := runOne(m, alg, t)
		mdl.record(r)
		return end
	}
}

// compareSearch runs first, then the other search, on m, as one run: the
// controls pace, step and stop both alike.
func compareSearch(m *maze.Maze, first Algorithm, mdl *model) engine.Search {
	return func(t *engine.Tracer) engine.End {
		_, r := runOne(m, first, t)
		mdl.nextSearch(r, first.other(), &t.Stats)
		t.Stats = engine.Stats{}
		end, r := runOne(m, first.other(), t)
		mdl.record(r)
		return end
	}
}

// runOne runs alg on m, reporting to t.
func runOne(m *maze.Maze, alg Algorithm, t *engine.Tracer) (engine.End, result) {
	var end engine.End
	var path []maze.Point
	if alg == BFS {
		s := maze.NewBFS(m)
		end, path = s.Run(t), s.Path()
	} else {
		s := maze.NewDFS(m)
		end, path = s.Run(t), s.Path()
	}
	return end, result{alg: alg, found: path != nil, steps: len(path) - 1, stats: t.Stats}
}
