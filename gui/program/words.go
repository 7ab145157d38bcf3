package program

// The screen's words: the status line, kept as i18n.Words to say again in
// another language, and a program's errors, told from their story.Msg.

import (
	"backtracklab/engine/code"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// say puts w on the status line.
func (s *Screen) say(w i18n.Words) {
	s.said = w
	run.SetText(s.status, w.String())
}

// errorOf is err as a program's error: a compile error is one already.
func errorOf(err error) *code.Error {
	if e, ok := err.(*code.Error); ok {
		return e
	}
	return &code.Error{Detail: err.Error()}
}

// showError marks err's line in the editor and says it.
func (s *Screen) showError(err error) {
	e := errorOf(err)
	s.lastErr = e
	s.editor.SetErrorLine(e.Line, i18n.Say(e.Msg))
	s.say(i18n.Story(e.Msg))
}

// clearError takes the error's mark off the editor.
func (s *Screen) clearError() {
	if s.lastErr != nil {
		s.lastErr = nil
		s.editor.SetErrorLine(0, "")
	}
}
