package maze

import (
	"errors"

	"fyne.io/fyne/v2"

	"backtracklab/engine/maze"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// maxInput bounds what is read from a file or the clipboard: the largest
// maze the engine reads, with room for line ends and blanks.
const maxInput = 2 * maze.MaxSide * (maze.MaxSide + 2)

// ShowOpen asks for a maze file and opens it: the Open button, and the
// main menu's File > Open puzzle….
func (s *Screen) ShowOpen() { filedialog.Open(s.win, maxInput, s.openFile, s.fail) }

// openFile opens a file's text unless the file is too large to read.
func (s *Screen) openFile(name, text string, size int64) {
	if size > maxInput {
		s.failWith(notAMaze(name), tooLarge(size))
		return
	}
	s.openText(name, text)
}

// notAMaze starts the message for a file that is not a maze. The file's
// name is not first: the error dialog capitalises what comes first, and a
// name is shown as it is on disk.
func notAMaze(name string) i18n.Words { return tr("maze.file.notmaze", i18n.Args{"Name": name}) }

// tooLarge is the error for a text of size bytes, more than any maze.
func tooLarge(size int64) error {
	return &filedialog.TooLargeError{Size: size, Limit: maxInput, MaxSide: maze.MaxSide}
}

// openText loads the maze in a file's text; a text that is not a maze
// leaves the maze on show as it was and says why.
func (s *Screen) openText(name, text string) {
	m, err := readMaze(text)
	if err != nil {
		s.failWith(notAMaze(name), err)
		return
	}
	s.showMaze(m, tr("maze.file.opened", i18n.Args{"Name": name, "Width": m.Width(), "Height": m.Height()}))
}

// ShowSave asks where to save the maze, then writes its text form: the
// Save button, and the main menu's File > Save….
func (s *Screen) ShowSave() {
	filedialog.Save(s.win, "maze.txt", s.mz.String(), func(name string) {
		s.say(tr("maze.file.saved", i18n.Args{"Name": name}))
	}, s.fail)
}

// pasteClipboard reads a maze from the clipboard.
func (s *Screen) pasteClipboard() {
	s.paste(fyne.CurrentApp().Clipboard().Content())
}

// paste loads the maze in text; a text that is not a maze leaves the
// maze on show as it was and says why.
func (s *Screen) paste(text string) {
	m, err := readMaze(text)
	if err != nil {
		s.failWith(tr("maze.paste.none", nil), err)
		return
	}
	s.showMaze(m, tr("maze.paste.done", i18n.Args{"Width": m.Width(), "Height": m.Height()}))
}

// copyMaze puts the maze's text form on the clipboard.
func (s *Screen) copyMaze() {
	fyne.CurrentApp().Clipboard().SetContent(s.mz.String())
	lines := s.mz.Height()
	s.say(func() string {
		return i18n.N("maze.copy.done", lines, i18n.Args{"Count": run.Thousands(uint64(lines))})
	})
}

// readMaze parses a maze, refusing input too large to read.
func readMaze(text string) (*maze.Maze, error) {
	if len(text) > maxInput {
		return nil, tooLarge(int64(len(text)))
	}
	return maze.ParseString(text)
}

// fail shows a problem the file dialogs met, told in their words, which
// their error tells again in a new language.
func (s *Screen) fail(what string, err error) {
	var fe *filedialog.FileError
	if errors.As(err, &fe) {
		s.failWith(fe.What, err)
		return
	}
	s.failWith(func() string { return what }, err)
}

// failWith shows a problem with input in a dialog and on the status line;
// the maze stays as it was. The dialog is told in the language in use
// when it opens; the status line follows any change.
func (s *Screen) failWith(what i18n.Words, err error) {
	msg := func() string {
		return i18n.T("maze.file.failed", i18n.Args{"What": what(), "Why": errorWords(err)})
	}
	s.say(func() string { return i18n.T("maze.file.unchanged", i18n.Args{"Message": msg()}) })
	run.ShowError(s.win, errors.New(msg()))
}
