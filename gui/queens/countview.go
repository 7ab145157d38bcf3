package queens

import (
	"runtime"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// countView replaces the results list when the screen only counts: the
// fast counter's progress and its result.
type countView struct {
	progress       *widget.ProgressBar
	total          *widget.Label
	unique         *widget.Label
	title, explain *widget.Label
	said           shown // total and unique
	content        fyne.CanvasObject
}

func newCountView() *countView {
	c := &countView{progress: widget.NewProgressBar(), said: shown{}}
	c.total = widget.NewLabel("")
	c.total.SizeName = theme.SizeNameHeadingText
	c.total.TextStyle.Bold = true
	c.unique = widget.NewLabel("")
	c.explain = widget.NewLabel(i18n.T(countExplainKey(runtime.GOOS)))
	c.explain.Wrapping = fyne.TextWrapWord
	c.title = widget.NewLabelWithStyle(i18n.T("queens.countView.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// Scrolled: the panel's words must not make the window taller than
	// the list it stands in for; in a browser the window is the page and
	// would grow below the browser's own window.
	c.content = container.NewVScroll(container.NewVBox(c.title, c.progress, c.total, c.unique, c.explain))
	c.reset()
	return c
}

func (c *countView) reset() {
	c.progress.SetValue(0)
	delete(c.said, c.total)
	delete(c.said, c.unique)
	run.SetText(c.total, "–")
	run.SetText(c.unique, "")
	c.unique.Hide() // an empty line until there is a unique count to say
}

// show puts the state of a count on screen, touching a label only when its
// text changes: it runs at every frame of a count.
func (c *countView) show(s *snapshot, f run.Frame) {
	done := s.end == engine.Done || s.end == engine.NoSolution
	switch {
	case done:
		c.progress.SetValue(1)
	case f.Total > 0:
		c.progress.SetValue(float64(f.Done) / float64(f.Total))
	}
	total := i18n.Args{"Total": run.Thousands(s.count)}
	switch {
	case s.phase == phaseCountUnique || done:
		c.said.set(c.total, trN("queens.countView.total", int(min(s.count, 2)), total))
	case s.end == engine.Stopped:
		c.said.set(c.total, tr("queens.countView.soFar", total))
	case f.State == run.Running && f.Counted > 0:
		// The count so far, and the time left at the pace so far: the
		// counter's tasks are taken in a spread order, so that pace is a
		// fair sample of the whole.
		args := i18n.Args{"Total": run.Thousands(f.Counted)}
		if left, ok := engine.Remaining(f.Done, f.Total, f.Elapsed); ok {
			args["Left"] = run.FormatLeft(left)
			c.said.set(c.total, tr("queens.countView.soFarLeft", args))
		} else {
			c.said.set(c.total, tr("queens.countView.soFar", args))
		}
	}
	if s.uniqueOK {
		c.said.set(c.unique, tr("queens.countView.unique", i18n.Args{"Unique": run.Thousands(s.unique)}))
		c.unique.Show()
	}
}

// relabel says the panel's words again in a new language.
func (c *countView) relabel() {
	c.title.SetText(i18n.T("queens.countView.title"))
	c.explain.SetText(i18n.T(countExplainKey(runtime.GOOS)))
	c.said.again()
}

// countExplainKey names the words under a count on goos. The counter
// (engine/queens.Count) runs a worker per core, and in a browser ("js")
// Go has one thread: there it has one worker, and the words say so.
func countExplainKey(goos string) string {
	if goos == "js" {
		return "queens.countView.explainWeb"
	}
	return "queens.countView.explain"
}
