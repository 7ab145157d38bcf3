package program

// A run of the screen: the job it hands the session, and each frame of
// it in the editor, the state, the console and the status line.

import (
	"time"

	"backtracklab/engine/code"
	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

const (
	// readableRate is the fastest pace, in steps per second, at which the
	// status line follows every frame; faster, it follows textRate times
	// a second (Fyne caches every string it draws for a minute).
	readableRate = 50
	textRate     = 4
)

// Prepare is part of run.Puzzle: a run of the program in the editor. A
// program that does not compile starts nothing: its error is shown at
// its line, and the text stays as typed.
func (s *Screen) Prepare() (run.Job, error) {
	p, err := code.Compile(i18n.T("program.file"), s.editor.Text())
	if err != nil {
		s.showError(err)
		return run.Job{}, &i18n.Error{Words: i18n.Story(errorOf(err).Msg)}
	}
	s.clearError()
	s.program = p
	s.model = &model{}
	s.seen, s.seenStep = 0, 0
	s.board.SetState(nil)
	s.console.show(nil, 0)
	return run.Job{
		Search:      p.Run(code.Limits{Steps: uint64(settingsSteps(s.prefs))}, nil),
		OnEvent:     s.model.onEvent,
		Board:       func() trace.Board { return &code.State{} },
		KeepResults: true,
		// At full speed the state moves too, a few times a second.
		Peek: true,
	}, nil
}

// Reset is part of run.Puzzle: no run on show.
func (s *Screen) Reset() {
	s.model = nil
	s.board.SetState(nil)
	s.console.show(nil, 0)
	s.editor.SetCurrentLine(0)
	if s.lastErr == nil {
		s.say(i18n.Tr("program.status.ready", nil))
	}
}

// Frame is part of run.Puzzle: it shows the step on show of a watched
// run, or, once a run nobody watched has ended, the state it left.
func (s *Screen) Frame(f run.Frame) bool {
	if s.model == nil {
		return false
	}
	snap := s.model.Latest()
	var state *code.State
	var at uint64
	watched := f.Step != nil && (f.Past || f.State == run.Paused || f.Watched)
	switch {
	case watched:
		state, at = f.Step.Board().(*code.State), f.Step.Step()
	case snap.final != nil:
		state = snap.final
	case f.Step != nil:
		state, at = f.Step.Board().(*code.State), f.Step.Step()
	}
	moved := snap.seq != s.seen || at != s.seenStep
	s.seen, s.seenStep = snap.seq, at
	if moved || state == nil {
		s.board.SetState(state)
		if state != nil {
			s.console.show(state.Output, state.Dropped)
			line := state.Line
			if !watched && snap.final != nil {
				line = 0
			}
			s.editor.SetCurrentLine(line)
		}
	}
	if snap.ended && snap.err != nil && (s.lastErr == nil || s.lastErr != snap.err) && !f.Past {
		s.lastErr = snap.err
		s.editor.SetErrorLine(snap.err.Line, i18n.Say(snap.err.Msg))
	}
	now := time.Now()
	if f.State == run.Running && run.Rate(s.session.Notch()) > readableRate && now.Sub(s.lastText) < time.Second/textRate {
		return false
	}
	s.lastText = now
	s.say(s.narrate(&snap, f, watched))
	return false
}
