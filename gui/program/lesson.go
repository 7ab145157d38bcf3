package program

import (
	"io/fs"
	"slices"
	"strings"

	"fyne.io/fyne/v2/dialog"

	"backtracklab/assets"
	"backtracklab/engine/lesson"
	"backtracklab/gui/i18n"
	"backtracklab/gui/lessons"
	"backtracklab/gui/settings"
)

// ExampleKeys are the examples' names in a lesson file ("queens_textbook"
// for code/05_queens_textbook.py), in the menu's order.
func ExampleKeys() []string {
	keys := make([]string, len(examples))
	for i, name := range examples {
		keys[i] = exampleKey(name)
	}
	return keys
}

// ExampleText is the program of the example a lesson calls key.
func ExampleText(key string) (string, error) {
	i := slices.Index(ExampleKeys(), key)
	if i < 0 {
		return "", &lesson.Error{Kind: lesson.UnknownExample, Value: key, Known: ExampleKeys()}
	}
	data, err := fs.ReadFile(assets.Programs, examples[i])
	return string(data), err
}

// SlideScreen is the screen's name in a lesson file.
func (s *Screen) SlideScreen() string { return lesson.Code }

// ApplySlide shows a lesson's slide: its program (an example or a
// program's text) in the editor, then Teach, the speed and the run
// (lessons.Drive). A program of the teacher's own in the editor is asked
// about first, as an example chosen from the menu does: nothing typed is
// lost without a yes (and the slide waits for it).
func (s *Screen) ApplySlide(sl lesson.Slide) error {
	s.session.Clear()
	src, index := sl.Program, -1
	if sl.Example != "" {
		var err error
		if src, err = ExampleText(sl.Example); err != nil {
			return err
		}
		index = slices.Index(ExampleKeys(), sl.Example)
	}
	show := func() {
		if src != "" && src != s.editor.Text() {
			if index >= 0 {
				settings.ProgramExample.Set(s.prefs, index)
			}
			s.fromLesson = src
			s.load(src)
			s.keep(src)
		}
		lessons.Drive(s, s.teach, s.session, sl)
	}
	own := s.ownProgram() && strings.TrimSpace(s.editor.Text()) != strings.TrimSpace(s.fromLesson)
	if src != "" && src != s.editor.Text() && own {
		dialog.ShowConfirm(i18n.T("program.replace.title"), i18n.T("program.replace.message"), func(yes bool) {
			if yes {
				show()
			}
		}, s.win)
		return nil
	}
	show()
	return nil
}

// LessonShown is the program in the editor, as a slide sets it.
func (s *Screen) LessonShown() lessons.Shown {
	return lessons.Shown{Puzzle: s.editor.Text()}
}

// OpenFile opens a file File > Open read for the screen, as its own Open
// does: name, text (at most the largest file read, plus one byte) and
// size in bytes.
func (s *Screen) OpenFile(name, text string, size int64) { s.openFile(name, text, size) }
