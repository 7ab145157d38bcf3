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
	seq     uint64       // bumped at every publication
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
	work    snapshot

	handoff run.Handoff // guards shared
	shared  snapshot
}

func newModel(pl *plan) *model { return &model{plan: pl} }

// onEvent is the runner's callback: the model notes where the events
// stand, for the switch of a comparison, and takes the end of the run.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	m.lastSeq = e.Seq
	if e.Kind == engine.Finish {
		m.work.end = e.End
		m.work.stats = *st
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
	m.work.results = append(m.work.results, r)
	m.publish()
}

func (m *model) publish() {
	m.handoff.Publish(func() {
		seq := m.shared.seq + 1
		m.shared = m.work
		m.shared.results = append([]result(nil), m.work.results...)
		m.shared.seq = seq
	})
}

// snapshot returns the latest publication.
func (m *model) snapshot() (s snapshot) {
	m.handoff.Read(func() { s = m.shared })
	return s
}
