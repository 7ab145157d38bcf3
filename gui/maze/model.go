package maze

import (
	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/gui/run"
)

// result is how one search ended, for the comparison and for the board
// at the end of a run nobody watched.
type result struct {
	alg   Algorithm
	found bool
	steps int          // path length, when found
	stats engine.Stats // of this search alone
	path  []maze.Point // from S to E, when found; the search's, never changed
	// The squares the search entered or discovered (maze.Outcome), drawn
	// at the end of a run nobody watched; the search's, never changed.
	explored []maze.Point
}

// snapshot is what the model holds at one frame.
type snapshot struct {
	seq     uint64       // the publication's number (run.Published)
	stats   engine.Stats // the run's counters at its end, both searches of a comparison together
	end     engine.End   // Running until the run finishes
	results []result     // the searches of the run that ended, in order
	made    *maze.Maze   // the generator's maze, once made
}

// model is where the search goroutine and the screen meet for what the
// recording does not hold: the results of the searches, which the stream
// brings whether they were watched or not (engine.Tracer.Found), and how
// the run ended. The board of a watched step is rebuilt from the
// recorded events (position).
type model struct {
	// Search goroutine only: the run's counters at the last result, which
	// the next search's own start from.
	base engine.Stats

	run.Published[snapshot]
}

func newModel() *model { return &model{} }

// onEvent is the runner's callback: the model takes the results and the
// end of the run.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	switch r := e.Result.(type) {
	case maze.Outcome:
		alg, _ := algOf(e.Search)
		m.Work.results = append(m.Work.results, result{alg: alg, found: r.Path != nil, steps: len(r.Path) - 1,
			stats: minus(*st, m.base), path: r.Path, explored: r.Explored})
		m.base = *st
		m.publish()
	case *maze.Maze:
		m.Work.made = r
		m.publish()
	}
	if e.Kind == engine.Finish {
		m.Work.end = e.End
		m.Work.stats = *st
		m.publish()
	}
}

// publish publishes the search's state to the frames. The results are
// copied: the search appends to its own.
func (m *model) publish() {
	results := m.Work.results
	m.Work.results = append([]result(nil), results...)
	m.Publish(nil)
	m.Work.results = results
}

// snapshot returns the latest publication, numbered.
func (m *model) snapshot() snapshot {
	s, seq := m.Latest()
	s.seq = seq
	return s
}
