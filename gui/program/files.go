package program

// Open and Save of a program's file (File > Open, File > Save; the
// browser's picker and download on the web).

import (
	"errors"

	"backtracklab/engine/code"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// ShowOpen asks for a .py file and puts it in the editor, stopping any
// run; a file too large to be a program leaves the editor as it was.
func (s *Screen) ShowOpen() { filedialog.Open(s.win, code.MaxSource, s.openFile, s.fail) }

func (s *Screen) openFile(name, text string, size int64) {
	if size > code.MaxSource {
		s.fail(i18n.T("program.file.notopened", i18n.Args{"Name": name}),
			&filedialog.TooLargeError{Size: size, Limit: code.MaxSource})
		return
	}
	s.load(text)
	if !s.keep(text) {
		s.say(i18n.Tr("program.status.notkept", i18n.Args{"Max": run.Thousands(settings.MaxProgram >> 10)}))
		return
	}
	s.say(i18n.Tr("program.file.opened", i18n.Args{"Name": name}))
}

// ShowSave saves the program in the editor.
func (s *Screen) ShowSave() {
	filedialog.Save(s.win, i18n.T("program.file"), s.editor.Text(), func(name string) {
		s.say(i18n.Tr("program.file.saved", i18n.Args{"Name": name}))
	}, s.fail)
}

// fail says what went wrong with a file in a dialog and on the status
// line; the editor keeps what it had.
func (s *Screen) fail(what string, err error) {
	var fe *filedialog.FileError
	words := func() string { return what }
	if errors.As(err, &fe) {
		words = fe.What
	}
	msg := func() string {
		return i18n.T("program.file.failed", i18n.Args{"What": words(), "Why": err.Error()})
	}
	s.say(msg)
	run.ShowError(s.win, errors.New(msg()))
}
