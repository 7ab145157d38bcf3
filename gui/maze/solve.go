package maze

import (
	"sync/atomic"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// job is what the next Start runs.
type job uint8

const (
	jobSolve       job = iota // the chosen search
	jobCompare                // the chosen search, then the other on the same maze
	jobGenerate               // carve a new maze from the generator's entries, on the board
	jobGenerateNow            // make a new maze from the generator's entries, unwatched
)

// Prepare is part of run.Puzzle: the job the user asked for, on the maze
// on show. Every job is recorded, the carving too, so that any watched
// step can be shown again; but for a maze made at once, which is no
// search to watch: it runs at full speed whatever the pace, the maze on
// show stays until the new one is made, and a progress line tells how
// far it is.
func (s *Screen) Prepare() (run.Job, error) {
	kind := s.next
	s.next = jobSolve
	var search engine.Search
	s.instant = false
	switch kind {
	case jobGenerate, jobGenerateNow:
		w, h, seed, err := s.genRequest()
		if err != nil {
			s.say(cannotGenerate(err))
			return run.Job{}, err
		}
		loops := s.loopShare()
		g, err := maze.NewGeneratorWithLoops(w, h, seed, loops)
		if err != nil {
			s.say(cannotGenerate(err))
			return run.Job{}, err
		}
		s.carvedMsg, s.carvingSize = generatedWords(w, h, seed, loops), [2]int{w, h}
		s.algs = [2]Algorithm{Carve, Carve}
		s.model = newModel()
		if kind == jobGenerateNow {
			s.instant = true
			s.shown = nil
			s.seen, s.seenState, s.seenStep, s.seenWatched = 0, run.Idle, 0, false
			return run.Job{Search: unwatched(s.genGate, g.Run), OnEvent: s.model.onEvent, NoSteps: true}, nil
		}
		// The carving is animated; the loops appear with the finished
		// maze (the generator does not report them).
		s.blank = solidView(g.TextSize())
		search = g.Run
	case jobCompare:
		s.blank = s.plain
		s.algs = [2]Algorithm{s.algorithm(), s.algorithm().other()}
		s.model = newModel()
		search = compareSearch(s.mz, s.algorithm())
	default:
		s.blank = s.plain
		s.algs = [2]Algorithm{s.algorithm(), s.algorithm()}
		s.model = newModel()
		search = searchOf(s.mz, s.algorithm())
	}
	s.view = s.blank.clone()
	s.view.Line = s.algs[0]
	s.shown = nil
	s.seen, s.seenState, s.seenStep, s.seenWatched = 0, run.Idle, 0, false
	s.counters.reset()
	s.board.SetView(&s.view)
	s.showTimeline(true)
	w, h, first := s.blank.W, s.blank.H, s.algs[0]
	// The maze's results (its Outcomes, the generated maze) are new values
	// it never changes, and the Teach side reads them back: kept.
	return run.Job{Search: search, OnEvent: s.model.onEvent, KeepResults: true,
		Board: func() trace.Board { return newPosition(first, w, h) }}, nil
}

// unwatched runs search at full speed whatever the pace, on a tracer of
// its own that nobody watches: at each poll it hands the run's tracer t
// its progress and asks t whether to go on (a stop ends it there), and it
// hands t its results, aside. gate, nil but in tests, is called first,
// on the search goroutine.
func unwatched(gate func(), search engine.Search) engine.Search {
	return func(t *engine.Tracer) engine.End {
		if gate != nil {
			gate()
		}
		var own *engine.Tracer
		own = engine.NewSwitchTracer(func(e engine.Event) { e.Aside = true; t.Found(e) }, new(atomic.Bool), func() bool {
			t.SetProgress(own.Progress())
			return t.Continue()
		})
		end := search(own)
		t.Stats = own.Stats
		return end
	}
}

// Frame is part of run.Puzzle. A watched search (paused, paced, stepped,
// or any recorded step on show) is drawn from the recorded step: maze,
// counters, words. At full speed nobody watches and nothing is recorded:
// the board shows what the results say, the paths found.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	snap := s.model.snapshot()
	if s.instant {
		return s.instantFrame(f, &snap)
	}
	var step *position
	if f.Step != nil && (f.Past || f.State == run.Paused || f.Watched) {
		step = f.Step.Board().(*position)
	}
	at := stepOf(f)
	moved := snap.seq != s.seen || f.State != s.seenState || at != s.seenStep || (step != nil) != s.seenWatched
	s.seen, s.seenState, s.seenStep, s.seenWatched = snap.seq, f.State, at, step != nil
	s.shown = step
	if moved {
		s.takeResults(&snap)
		w, h := s.view.W, s.view.H
		if step != nil {
			s.drawStep(step, &snap, at)
		} else {
			s.drawLive(&snap)
		}
		if s.view.W != w || s.view.H != h {
			s.board.SetView(&s.view)
		} else {
			s.board.Changed()
		}
	}
	stats, length := s.shownStats(step, &snap, f)
	s.counters.show(&stats, length, f.Elapsed)
	if !moved {
		return false
	}
	if !f.State.Active() && !f.Past {
		s.ended(&snap, &stats)
		return false
	}
	s.say(s.narrate(step, f))
	return false
}

// stepOf is the recorded step a frame shows, 0 for none.
func stepOf(f run.Frame) uint64 {
	if f.Step == nil {
		return 0
	}
	return f.Step.Step()
}

// searchNow is which search of the run, 0 or 1, the frame shows: that of
// the step on show, as its events name it, or, unwatched, the one
// running: the second of a comparison once the first has its result.
func (s *Screen) searchNow(snap *snapshot) int {
	if s.algs[0] == s.algs[1] {
		return 0
	}
	if s.shown != nil {
		return s.indexOf(s.shown.alg)
	}
	return min(len(snap.results), 1)
}

// indexOf is which search of the run, 0 or 1, alg is.
func (s *Screen) indexOf(alg Algorithm) int {
	if alg == s.algs[0] {
		return 0
	}
	return 1
}

// shownStats are the counters of the search on show, and its path
// length: at the step on show, or at the end of a run nobody watched. A
// comparison counts its two searches apart, as the comparison does.
func (s *Screen) shownStats(step *position, snap *snapshot, f run.Frame) (engine.Stats, int) {
	var st engine.Stats
	length := 0
	switch {
	case step != nil:
		st, length = f.Step.Stats(), step.length
	case snap.end != engine.Running:
		st = snap.stats
		if i := s.searchNow(snap); len(snap.results) > i && snap.results[i].found {
			length = snap.results[i].steps
		}
	default:
		return st, 0 // at full speed the counters are known at the end
	}
	if s.searchNow(snap) == 1 && len(snap.results) > 0 {
		st = minus(st, snap.results[0].stats)
	}
	return st, length
}

// blankView makes the view the blank grid of the run, keeping its cells.
func (s *Screen) blankView(alg Algorithm) *View {
	v := &s.view
	v.copyFrom(&s.blank)
	v.Line = alg
	return v
}

// drawStep draws recorded step at from its position p.
func (s *Screen) drawStep(p *position, snap *snapshot, at uint64) {
	v := s.blankView(p.alg)
	for i := range v.Cells {
		state, l := p.cell(i)
		c := &v.Cells[i]
		switch state {
		case cellPath:
			c.Mark, c.Line = OnPath, l
		case cellBacked:
			c.Mark = DeadEnd
		case cellQueued:
			c.Mark, c.from = Frontier, l
		case cellExpanded:
			c.Mark, c.from = Seen, l
		}
	}
	if p.alg == BFS {
		if p.dist != nil {
			for i := range v.Cells {
				if m := v.Cells[i].Mark; m == Seen || m == Frontier {
					v.Cells[i].Dist = p.dist[i]
				}
			}
		}
		v.MaxDist = p.maxDist
		for k, at := range p.path {
			v.At(at).Line = pathLink(p.path, k)
		}
	}
	if s.indexOf(p.alg) == 1 {
		s.drawFirst(v, snap)
	}
	// The focus of the last step means nothing once the run is over.
	if p.over && p.end != engine.Stopped {
		return
	}
	v.Current, v.HasCurrent = p.current, p.hasCurrent
	e := &p.last
	switch e.Kind {
	case engine.Try:
		v.Tried, v.HasTried = maze.Point{Row: e.Row, Col: e.Col}, true
	case engine.Reject:
		v.Rejected, v.HasRejected, v.Conflict = maze.Point{Row: e.Row, Col: e.Col}, true, e.Conflict
	}
}

// drawLive draws a run nobody watches: the blank grid, and the paths
// found once they are.
func (s *Screen) drawLive(snap *snapshot) {
	i := s.searchNow(snap)
	alg := s.algs[i]
	if alg == Carve && snap.end != engine.Running && snap.end != engine.LimitReached {
		s.view.copyFrom(&s.plain) // a stopped carving keeps the maze there was
		return
	}
	v := s.blankView(alg)
	if i == 1 {
		s.drawFirst(v, snap)
	}
	if i >= len(snap.results) {
		return
	}
	// Where the search went, under its path: dead ends (depth-first),
	// the squares discovered (breadth-first; their distances are the
	// watched run's).
	explored := DeadEnd
	if alg == BFS {
		explored = Seen
	}
	for _, p := range snap.results[i].explored {
		v.At(p).Mark = explored
	}
	if !snap.results[i].found {
		return
	}
	path := snap.results[i].path
	for k, p := range path {
		c := v.At(p)
		c.Line = pathLink(path, k)
		if alg != BFS {
			c.Mark = OnPath
		}
	}
}

// drawFirst keeps the path of the first search of a comparison under the
// second one's marks.
func (s *Screen) drawFirst(v *View, snap *snapshot) {
	v.Compared, v.First = true, s.algs[0]
	if len(snap.results) == 0 || !snap.results[0].found {
		return
	}
	path := snap.results[0].path
	for k, p := range path {
		v.At(p).First = pathLink(path, k)
	}
}

// pathLink is the link of the k-th cell of path: from the cell before it.
func pathLink(path []maze.Point, k int) Link {
	if k == 0 {
		return RootLink
	}
	for d := range maze.NumDirections {
		if path[k].Move(d) == path[k-1] {
			return linkTo(d)
		}
	}
	return NoLink
}

// Reset is part of run.Puzzle: the maze is shown plain, for editing.
func (s *Screen) Reset() {
	s.model, s.shown, s.instant = nil, nil, false
	s.counters.reset()
	s.board.SetView(&s.plain)
	s.showTimeline(false)
	s.say(tr("maze.status.ready", nil))
}

// ended shows how a run ended: a generated maze replaces the one on
// show, a search's result joins the comparison.
func (s *Screen) ended(snap *snapshot, st *engine.Stats) {
	alg := s.algs[s.searchNow(snap)]
	if alg == Carve && snap.made != nil && snap.end == engine.LimitReached {
		s.showMaze(snap.made, s.carvedMsg)
		return
	}
	if snap.end == engine.Running {
		return // the Finish is not published yet: the next frame tells
	}
	s.say(narrateEnd(snap, alg, st))
}

// takeResults puts the results of the run's searches that have ended in
// the comparison: the first search of a comparison shows there while the
// second runs.
func (s *Screen) takeResults(snap *snapshot) {
	news := false
	for _, r := range snap.results {
		if r.alg == Carve || (s.hasResult[r.alg] && sameResult(s.results[r.alg], r)) {
			continue
		}
		s.results[r.alg], s.hasResult[r.alg] = r, true
		news = true
	}
	if news {
		s.showComparison()
	}
}

func sameResult(a, b result) bool {
	return a.alg == b.alg && a.found == b.found && a.steps == b.steps && a.stats == b.stats
}

// narrate tells the step on show, or that nobody watches. The words
// keep the step's event, not the step, which the recording may reuse.
func (s *Screen) narrate(step *position, f run.Frame) i18n.Words {
	switch {
	case step == nil && s.algs[0] == Carve:
		return tr("maze.narrate.fast.carve", nil)
	case step == nil:
		return tr("maze.narrate.fast", nil)
	case step.last.Kind == 0:
		if f.State == run.Paused {
			return tr("maze.narrate.paused.first", nil)
		}
		return tr("maze.narrate.starting", nil)
	}
	e, alg := step.last, step.alg
	key, arg := "", "Event"
	switch {
	case f.Past && s.quiz.Holding():
		key, arg = "quiz.status", "Step" // the quiz's question: no step back of the user's
	case f.Past:
		key = "maze.narrate.past"
	case f.State == run.Paused:
		key = "maze.narrate.paused"
	}
	return func() string {
		msg := narrateEvent(e, alg)
		if key == "" {
			return msg
		}
		return i18n.T(key, i18n.Args{arg: msg})
	}
}

// searchOf is the search alg of m.
func searchOf(m *maze.Maze, alg Algorithm) engine.Search {
	if alg == BFS {
		return maze.NewBFS(m).Run
	}
	return maze.NewDFS(m).Run
}

// compareSearch runs first, then the other search, on m, as one run: the
// controls pace, step and stop both alike. The counters run on through
// both, as the recording counts them; each search names itself in its
// events and ends with its result (see the package doc of engine/maze).
func compareSearch(m *maze.Maze, first Algorithm) engine.Search {
	return func(t *engine.Tracer) engine.End {
		if end := searchOf(m, first)(t); end == engine.Stopped {
			return end
		}
		return searchOf(m, first.other())(t)
	}
}

// minus is the counters of a less those of b: what a search added.
func minus(a, b engine.Stats) engine.Stats {
	a.Nodes -= b.Nodes
	a.Checks -= b.Checks
	a.Placements -= b.Placements
	for i := range a.Rejections {
		a.Rejections[i] -= b.Rejections[i]
	}
	a.Backtracks -= b.Backtracks
	a.Solutions -= b.Solutions
	return a
}
