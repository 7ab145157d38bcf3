// Package lessons plays a lesson (engine/lesson) in the window like
// slides: the bar with the slide's title, the teacher's sentences and
// the question for the room, arrows and Page Down / Page Up, and the
// chooser of the lessons the app ships. The window applies each slide to
// the screen it names; the screens drive their search for it with Drive.
package lessons

import (
	"backtracklab/engine/lesson"
	"backtracklab/gui/run"
	"backtracklab/gui/teach"
)

// Shown is what a screen shows that a slide sets, read from its widgets,
// for tests: the puzzle (N-Queens' n, a grid, a maze, a program, as text)
// and the method (by its name in a lesson file).
type Shown struct {
	Puzzle string
	Method string
}

// comparer is a screen that can show the comparison of its methods.
type comparer interface{ ShowCompare() }

// Drive sets what every screen shares from slide sl, after the screen has
// set its puzzle and method: Teach and its views, the speed, the run (to
// a step and paused, or playing) and the comparison when the slide asks
// for it and screen has one. The run goes through session, the screen's
// one controller.
func Drive(screen any, sd *teach.Side, session *run.Session, sl lesson.Slide) {
	if sl.Teach != nil {
		sd.SetOn(*sl.Teach)
	}
	if sl.Views != nil {
		setViews(sd, sl.Views)
	}
	switch {
	case sl.Speed == lesson.Full:
		session.SetNotch(run.FullSpeed)
	case sl.Speed > 0:
		session.SetNotch(run.NotchOf(float64(sl.Speed)))
	}
	switch {
	case sl.Step > 0:
		session.StepTo(sl.Step)
	case sl.Play:
		session.Start()
	}
	if sl.Show == lesson.Compare {
		showCompare(screen)
	}
}

// showCompare shows the comparison of screen's methods when it has one,
// and reports whether it had: a screen without says the numbers in the
// teacher's words only.
func showCompare(screen any) bool {
	c, ok := screen.(comparer)
	if ok {
		c.ShowCompare()
	}
	return ok
}

// setViews ticks the Teach views named, in their order, and no other:
// the panel lays views out in the order they were ticked.
func setViews(sd *teach.Side, views []string) {
	checks := sd.Panel().Checks
	for _, c := range checks {
		c.SetChecked(false)
	}
	for _, v := range views {
		for i, name := range lesson.Views {
			if name == v && i < len(checks) {
				checks[i].SetChecked(true)
			}
		}
	}
}
