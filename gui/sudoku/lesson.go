package sudoku

import (
	"errors"
	"slices"

	"backtracklab/engine/lesson"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/lessons"
)

// SampleKeys are the samples' names in a lesson file, in the menu's order.
func SampleKeys() []string {
	keys := make([]string, len(samples))
	for i, s := range samples {
		keys[i] = s.key
	}
	return keys
}

// SampleGrid is the puzzle of the sample a lesson calls key.
func SampleGrid(key string) (sudoku.Grid, error) {
	return loadSample(slices.Index(SampleKeys(), key))
}

// ParseErrorText tells the Sudoku parser's error in err, as the screen
// does, and reports whether err has one: a lesson's grid that does not
// read quotes it.
func ParseErrorText(err error) (string, bool) {
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) {
		return "", false
	}
	return parseText(pe), true
}

// SlideScreen is the screen's name in a lesson file.
func (s *Screen) SlideScreen() string { return lesson.Sudoku }

// ApplySlide shows a lesson's slide: its puzzle (a sample or a grid) and
// strategy, then Teach, the speed and the run (lessons.Drive). The puzzle
// loaded can be undone, as any other.
func (s *Screen) ApplySlide(sl lesson.Slide) error {
	s.session.Clear()
	s.dropCheck()
	switch {
	case sl.Sample != "":
		i := slices.Index(SampleKeys(), sl.Sample)
		if i < 0 {
			return &lesson.Error{Kind: lesson.UnknownSample, Value: sl.Sample, Screen: lesson.Sudoku, Known: SampleKeys()}
		}
		s.loadSample(i)
	case sl.Grid != "":
		g, err := sudoku.Parse(sl.Grid)
		if err != nil {
			return &lesson.Error{Kind: lesson.BadGrid, Err: err}
		}
		s.load(g, i18n.Tr("lessons.status.grid", nil))
	}
	if sl.Method != "" {
		st, err := sudoku.ParseStrategy(sl.Method)
		if err != nil {
			return err
		}
		s.strategy.SetSelected(strategyName(st))
	}
	lessons.Drive(s, s.teach, s.session, sl)
	return nil
}

// LessonShown is the puzzle (its givens, as one line) and the strategy on
// show, as a slide sets them.
func (s *Screen) LessonShown() lessons.Shown {
	return lessons.Shown{Puzzle: s.p.givens.String(), Method: s.chosenStrategy().String()}
}

// OpenFile opens a file File > Open read for the screen, as its own Open
// does: name, text (at most the largest file read, plus one byte) and
// size in bytes.
func (s *Screen) OpenFile(name, text string, size int64) { s.openFile(name, text, size) }
