package maze

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"

	"backtracklab/engine/maze"
	"backtracklab/gui/filedialog"
	"backtracklab/gui/run"
)

// maxInput bounds what is read from a file or the clipboard: the largest
// maze the engine reads, with room for line ends and blanks.
const maxInput = 2 * maze.MaxSide * (maze.MaxSide + 2)

// showOpen asks for a maze file and opens it.
func (s *Screen) showOpen() { filedialog.Open(s.win, maxInput, s.openFile, s.fail) }

// openFile opens a file's text unless the file is too large to read.
func (s *Screen) openFile(name, text string, size int64) {
	if size > maxInput {
		s.fail(notAMaze(name), tooLarge(size))
		return
	}
	s.openText(name, text)
}

// notAMaze starts the message for a file that is not a maze. The file's
// name is not first: the error dialog capitalises what comes first, and a
// name is shown as it is on disk.
func notAMaze(name string) string { return fmt.Sprintf("The file %s is not a maze", name) }

// tooLarge is the error for a text of size bytes, more than any maze.
func tooLarge(size int64) error {
	return &filedialog.TooLargeError{Size: size, Limit: maxInput, MaxSide: maze.MaxSide}
}

// openText loads the maze in a file's text; a text that is not a maze
// leaves the maze on show as it was and says why.
func (s *Screen) openText(name, text string) {
	m, err := readMaze(text)
	if err != nil {
		s.fail(notAMaze(name), err)
		return
	}
	s.showMaze(m, fmt.Sprintf("Opened %s: %s", name, sizeWords(m)))
}

// showSave asks where to save the maze, then writes its text form.
func (s *Screen) showSave() {
	filedialog.Save(s.win, "maze.txt", s.mz.String(), func(name string) {
		s.say(fmt.Sprintf("Saved the maze to %s", name))
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
		s.fail("The clipboard holds no maze", err)
		return
	}
	s.showMaze(m, "Pasted "+sizeWords(m))
}

// copyMaze puts the maze's text form on the clipboard.
func (s *Screen) copyMaze() {
	fyne.CurrentApp().Clipboard().SetContent(s.mz.String())
	s.say(fmt.Sprintf("Copied the maze as %d lines of text", s.mz.Height()))
}

// readMaze parses a maze, refusing input too large to read.
func readMaze(text string) (*maze.Maze, error) {
	if len(text) > maxInput {
		return nil, tooLarge(int64(len(text)))
	}
	return maze.ParseString(text)
}

// fail shows a problem with input in a dialog and on the status line;
// the maze stays as it was.
func (s *Screen) fail(what string, err error) {
	msg := fmt.Sprintf("%s: %v", what, err)
	s.say(msg + " — the maze is unchanged")
	run.ShowError(s.win, errors.New(msg))
}

// sizeWords describes a maze's size: "a 21×9 maze".
func sizeWords(m *maze.Maze) string {
	return fmt.Sprintf("a %d×%d maze", m.Width(), m.Height())
}
