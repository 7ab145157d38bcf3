package program

import (
	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/gui/run"
)

// model is what the screen knows of a run beyond its recording: what the
// stream says even while nobody watches (the solutions, how it ended, the
// state it left) and the live counters. The search goroutine writes it
// (onEvent), the UI goroutine reads a copy (Latest).
type model struct {
	handoff run.Handoff
	work    snapshot // the search goroutine's
	shared  snapshot // under the handoff's lock
}

// snapshot is the model at one moment.
type snapshot struct {
	seq       uint64 // counts publications, for the screen to see a change
	stats     engine.Stats
	solutions uint64
	last      *code.Val // the last solution recorded
	ended     bool
	end       engine.End
	err       *code.Error
	final     *code.State // the state a run nobody watched at its end left
}

// onEvent takes one event of the run, on the search goroutine.
func (m *model) onEvent(e engine.Event, st *engine.Stats) {
	w := &m.work
	if st != nil {
		w.stats = *st
	}
	switch e.Kind {
	case engine.Solution:
		w.solutions++
		if v, ok := e.Result.(code.Val); ok {
			w.last = &v
		}
	case engine.Finish:
		w.ended, w.end = true, e.End
	case engine.Resync:
	default:
		o, ok := e.Result.(*code.Outcome)
		if !ok {
			return // a step: the recording has it, and the counters come with frames
		}
		w.err, w.final = o.Err, o.State
	}
	w.seq++
	m.handoff.Publish(func() { m.shared = *w })
}

// Latest is a copy of the model as last published.
func (m *model) Latest() snapshot {
	var s snapshot
	m.handoff.Read(func() { s = m.shared })
	return s
}
