package queens

import (
	"strconv"

	"backtracklab/engine/lesson"
	"backtracklab/engine/queens"
	"backtracklab/gui/lessons"
)

// SlideScreen is the screen's name in a lesson file.
func (s *Screen) SlideScreen() string { return lesson.Queens }

// ApplySlide shows a lesson's slide: its board size and check, then
// Teach, the speed and the run (lessons.Drive). A lesson lists: Count
// only, if ticked, is cleared for a board small enough to list.
func (s *Screen) ApplySlide(sl lesson.Slide) error {
	s.session.Clear()
	if sl.N > 0 {
		if sl.N <= countOnlyAbove && s.countOnly.Checked {
			s.countOnly.SetChecked(false)
		}
		s.size.SetText(strconv.Itoa(sl.N))
	}
	if sl.Method != "" {
		c, err := queens.ParseCheck(sl.Method)
		if err != nil {
			return err
		}
		s.selectCheck(c)
	}
	lessons.Drive(s, s.teach, s.session, sl)
	return nil
}

// LessonShown is the board size and check on show, as a slide sets them.
func (s *Screen) LessonShown() lessons.Shown {
	return lessons.Shown{Puzzle: s.size.Text, Method: s.selectedCheck().String()}
}
