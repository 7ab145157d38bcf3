package maze

import (
	"errors"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
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
// on show. Every job is recorded, the carving too, so that any watched
// step can be shown again.
func (s *Screen) Prepare() (run.Job, error) {
	kind := s.next
	s.next = jobSolve
	var search engine.Search
	var pl *plan
	switch kind {
	case jobGenerate:
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
		// The carving is animated; the loops appear with the finished
		// maze (the generator does not report them).
		s.carving, s.carvedMsg = g, generatedWords(w, h, seed, loops)
		s.blank = solidView(g.TextSize())
		pl = newPlan(Carve, Carve)
		s.model = newModel(pl)
		search = g.Run
	case jobCompare:
		s.blank = s.plain
		pl = newPlan(s.algorithm(), s.algorithm().other())
		s.model = newModel(pl)
		search = compareSearch(s.mz, s.algorithm(), s.model)
	default:
		s.blank = s.plain
		pl = newPlan(s.algorithm(), s.algorithm())
		s.model = newModel(pl)
		search = solveSearch(s.mz, s.algorithm(), s.model)
	}
	if s.model == nil {
		return run.Job{}, errors.New("nothing to run")
	}
	s.plan = pl
	s.view = s.blank.clone()
	s.view.Line = pl.algs[0]
	s.shown = nil
	s.seen, s.seenState, s.seenStep, s.seenWatched = 0, run.Idle, 0, false
	s.counters.reset()
	s.board.SetView(&s.view)
	s.showTimeline(true)
	w, h := s.blank.W, s.blank.H
	return run.Job{Search: search, OnEvent: s.model.onEvent, Board: func() trace.Board { return newPosition(pl, w, h) }}, nil
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
// the step on show, or the one running.
func (s *Screen) searchNow() int {
	if s.shown != nil {
		return s.plan.searchAt(s.seenStep)
	}
	if s.plan.second.Load() != 0 {
		return 1
	}
	return 0
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
		if n := len(snap.results); n > s.searchNow() && snap.results[s.searchNow()].found {
			length = snap.results[s.searchNow()].steps
		}
	default:
		return st, 0 // at full speed the counters are known at the end
	}
	if s.searchNow() == 1 && len(snap.results) > 0 {
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
		s.distances(v)
		v.MaxDist = p.maxDist
		if p.solved {
			traceBack(v)
		}
	}
	if s.plan.searchAt(at) == 1 {
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
	i := s.searchNow()
	alg := s.plan.algs[i]
	if alg == Carve && snap.end != engine.Running && snap.end != engine.LimitReached {
		s.view.copyFrom(&s.plain) // a stopped carving keeps the maze there was
		return
	}
	v := s.blankView(alg)
	if i == 1 {
		s.drawFirst(v, snap)
	}
	if i >= len(snap.results) || !snap.results[i].found {
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
	v.Compared, v.First = true, s.plan.algs[0]
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

// distances gives every cell breadth-first search discovered its distance
// from S, following the links back to a cell whose distance is known:
// one pass over the cells, whatever their number.
func (s *Screen) distances(v *View) {
	n := len(v.Cells)
	if cap(s.dist) < n {
		s.dist = make([]int32, n)
	}
	d := s.dist[:n]
	for i := range d {
		d[i] = -1
	}
	discovered := func(i int) bool { m := v.Cells[i].Mark; return m == Seen || m == Frontier }
	chain := s.chain[:0]
	for i := range n {
		if !discovered(i) || d[i] >= 0 {
			continue
		}
		chain = chain[:0]
		j := i
		for d[j] < 0 {
			dir, ok := v.Cells[j].from.Dir()
			q := maze.Point{Row: j / v.W, Col: j % v.W}.Move(dir)
			if !ok || !v.Inside(q) || !discovered(q.Row*v.W+q.Col) || len(chain) > n {
				d[j] = 0 // S, the root of the tree
				break
			}
			chain = append(chain, int32(j))
			j = q.Row*v.W + q.Col
		}
		x := d[j]
		for k := len(chain) - 1; k >= 0; k-- {
			x++
			d[chain[k]] = x
		}
	}
	s.chain = chain
	for i := range n {
		if d[i] >= 0 {
			v.Cells[i].Dist = d[i]
		}
	}
}

// traceBack draws the line from E back to S along the discovery links.
func traceBack(v *View) {
	p := v.End
	for range len(v.Cells) {
		if !v.Inside(p) {
			return
		}
		c := v.At(p)
		c.Line = c.from
		d, ok := c.from.Dir()
		if !ok {
			return
		}
		p = p.Move(d)
	}
}

// Reset is part of run.Puzzle: the maze is shown plain, for editing.
func (s *Screen) Reset() {
	s.model, s.plan, s.shown = nil, nil, nil
	s.carving = nil
	s.counters.reset()
	s.board.SetView(&s.plain)
	s.showTimeline(false)
	s.say(tr("maze.status.ready", nil))
}

// ended shows how a run ended: a generated maze replaces the one on
// show, a search's result joins the comparison.
func (s *Screen) ended(snap *snapshot, st *engine.Stats) {
	alg := s.plan.algs[s.searchNow()]
	if alg == Carve && s.carving != nil && snap.end == engine.LimitReached {
		s.showMaze(s.carving.Maze(), s.carvedMsg)
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
	case step == nil && s.plan.algs[0] == Carve:
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
	key := ""
	switch {
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
		return i18n.T(key, i18n.Args{"Event": msg})
	}
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
// controls pace, step and stop both alike. The counters run on through
// both, as the recording counts them; each result has its own.
func compareSearch(m *maze.Maze, first Algorithm, mdl *model) engine.Search {
	return func(t *engine.Tracer) engine.End {
		_, r := runOne(m, first, t)
		mdl.nextSearch(r)
		end, r := runOne(m, first.other(), t)
		mdl.record(r)
		return end
	}
}

// runOne runs alg on m, reporting to t.
func runOne(m *maze.Maze, alg Algorithm, t *engine.Tracer) (engine.End, result) {
	before := t.Stats
	var end engine.End
	var path []maze.Point
	if alg == BFS {
		s := maze.NewBFS(m)
		end, path = s.Run(t), s.Path()
	} else {
		s := maze.NewDFS(m)
		end, path = s.Run(t), s.Path()
	}
	return end, result{alg: alg, found: path != nil, steps: len(path) - 1, stats: minus(t.Stats, before), path: path}
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
