package maze

import (
	"errors"
	"slices"

	"backtracklab/engine/lesson"
	"backtracklab/engine/maze"
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

// SampleMaze is the sample a lesson calls key.
func SampleMaze(key string) (*maze.Maze, error) {
	return loadSample(slices.Index(SampleKeys(), key))
}

// methodNames are the searches by their names in a lesson file.
var methodNames = map[Algorithm]string{DFS: "dfs", BFS: "bfs"}

// ParseErrorText tells the maze parser's error in err, as the screen
// does, and reports whether err has one: a lesson's maze that does not
// read quotes it.
func ParseErrorText(err error) (string, bool) {
	var pe *maze.ParseError
	if !errors.As(err, &pe) {
		return "", false
	}
	return parseWords(pe), true
}

// SlideScreen is the screen's name in a lesson file.
func (s *Screen) SlideScreen() string { return lesson.Maze }

// ApplySlide shows a lesson's slide: its maze (a sample or a maze's text)
// and search, then Teach, the speed and the run (lessons.Drive). The
// method compare runs depth-first, then breadth-first, on the same maze,
// as the Compare button does.
func (s *Screen) ApplySlide(sl lesson.Slide) error {
	s.session.Clear()
	switch {
	case sl.Sample != "":
		i := slices.Index(SampleKeys(), sl.Sample)
		if i < 0 {
			return &lesson.Error{Kind: lesson.UnknownSample, Value: sl.Sample, Screen: lesson.Maze, Known: SampleKeys()}
		}
		s.openSample(i)
	case sl.Maze != "":
		m, err := maze.ParseString(sl.Maze)
		if err != nil {
			return &lesson.Error{Kind: lesson.BadMaze, Err: err}
		}
		s.showMaze(m, i18n.Tr("lessons.status.maze", nil))
	}
	switch sl.Method {
	case "dfs":
		s.setAlgorithm(DFS)
	case "bfs":
		s.setAlgorithm(BFS)
	case lesson.Compare:
		s.setAlgorithm(DFS)
		if sl.Step > 0 || sl.Play {
			s.next = jobCompare
		}
	}
	lessons.Drive(s, s.teach, s.session, sl)
	return nil
}

// LessonShown is the maze (as its text) and the search on show, as a
// slide sets them.
func (s *Screen) LessonShown() lessons.Shown {
	return lessons.Shown{Puzzle: s.mz.String(), Method: methodNames[s.algorithm()]}
}

// OpenFile opens a file File > Open read for the screen, as its own Open
// does: name, text (at most the largest file read, plus one byte) and
// size in bytes.
func (s *Screen) OpenFile(name, text string, size int64) { s.openFile(name, text, size) }
