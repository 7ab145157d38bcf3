package program

import (
	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// narrate is the status line at a frame: the step on show in words
// while a run is watched; the counters while it runs at full speed; how
// it ended once it has.
func (s *Screen) narrate(snap *snapshot, f run.Frame, watched bool) i18n.Words {
	if watched && s.program != nil && !(snap.ended && f.Step.Event().Kind == engine.Finish) {
		return i18n.Story(code.Say(s.program.Lines, f.Step.Event()))
	}
	// The model's counters move with a result and at the end; the
	// recording's, at the latest step, with every step.
	steps := snap.stats.Checks
	if f.Step != nil && !f.Past {
		steps = max(steps, f.Step.Stats().Checks)
	}
	args := i18n.Args{"Steps": run.Thousands(steps), "Solutions": run.Thousands(snap.solutions)}
	if !snap.ended {
		if f.State == run.Stopping || f.State == run.Idle {
			return i18n.Tr("program.status.stopped", args)
		}
		return i18n.TrN("program.status.running", int(min(snap.solutions, 1<<30)), args)
	}
	switch snap.end {
	case engine.Failed:
		if snap.err != nil {
			return i18n.Story(snap.err.Msg)
		}
	case engine.Stopped:
		return i18n.Tr("program.status.stopped", args)
	}
	return i18n.TrN("program.status.done", int(min(snap.solutions, 1<<30)), args)
}
