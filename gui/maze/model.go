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
	path  []maze.Point // from S to E, when found
}

// snapshot is what the model holds at one frame.
type snapshot struct {
	seq     uint64       // the publication's number (run.Published)
	stats   engine.Stats // the run's counters at its end, both searches of a comparison together
	end     engine.End   // Running until the run finishes
	results []result     // the searches of the run that ended, in order
}

// model is where the search goroutine and the screen meet for what the
// recording does not hold: the results of the searches (found whether
// they were watched or not) and how the run ended. The board of a
// watched step is rebuilt from the recorded events (position).
type model struct {
	plan *plan

	// Search goroutine only.
	lastSeq uint64 // the Seq of the latest event

	run.Published[snapshot]
}

func newModel(pl *plan) *model { return &model{plan: pl} }

// onEvent is the runner's callback: the model notes where the events
// stand, for the switch of a comparison, and takes the end of the run.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	m.lastSeq = e.Seq
	if e.Kind == engine.Finish {
		m.Work.end = e.End
		m.Work.stats = *st
		m.publish()
	}
}

// nextSearch ends the first search of a comparison with its result: the
// events from the next one on belong to the second search. Search
// goroutine only.
func (m *model) nextSearch(r result) {
	m.plan.second.Store(m.lastSeq + 1)
	m.record(r)
}

// record adds the result of a search of the run. Search goroutine only.
func (m *model) record(r result) {
	m.Work.results = append(m.Work.results, r)
	m.publish()
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
