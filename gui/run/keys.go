package run

import (
	"fyne.io/fyne/v2"

	"backtracklab/engine/trace"
	"backtracklab/gui/i18n"
)

// KeyHelp names the keys HandleKey and HandleRune understand, for a hint
// under the controls, in the language in use.
func KeyHelp() string { return i18n.T("run.keys") }

// HandleKey applies a key typed on the canvas to s and reports whether it
// was one of the session's keys: Space starts, pauses and resumes, Right
// steps, Escape stops (and resets when stopped), Up and Down change the
// speed. The window passes only keys that no focused widget took, so
// typing in an entry never drives the search.
func HandleKey(s *Session, k *fyne.KeyEvent) bool {
	switch k.Name {
	case fyne.KeySpace:
		s.Toggle()
	case fyne.KeyRight:
		s.Step()
	case fyne.KeyLeft:
		s.Back()
	case fyne.KeyEscape:
		s.Stop()
	case fyne.KeyUp:
		s.SetNotch(s.Notch() + 1)
	case fyne.KeyDown:
		s.SetNotch(s.Notch() - 1)
	default:
		return false
	}
	return true
}

// HandleRune applies a character typed on the canvas to s: '+' (or '=',
// the same key unshifted) is faster, '-' slower.
func HandleRune(s *Session, r rune) bool {
	switch r {
	case '+', '=':
		s.SetNotch(s.Notch() + 1)
	case '-', '−':
		s.SetNotch(s.Notch() - 1)
	case '[', ']':
		s.Jump(trace.Solutions, r == ']')
	case ',', '.':
		s.Jump(trace.Backtracks, r == '.')
	default:
		return false
	}
	return true
}
