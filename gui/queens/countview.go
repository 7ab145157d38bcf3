package queens

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

// countView replaces the results list when the screen only counts: the
// fast counter's progress and its result.
type countView struct {
	progress *widget.ProgressBar
	total    *widget.Label
	unique   *widget.Label
	content  fyne.CanvasObject
}

func newCountView() *countView {
	c := &countView{progress: widget.NewProgressBar()}
	c.total = widget.NewLabel("")
	c.total.SizeName = theme.SizeNameHeadingText
	c.total.TextStyle.Bold = true
	c.unique = widget.NewLabel("")
	explain := widget.NewLabel("Counting only: the fast counter uses every core, all 8 symmetries of the board " +
		"and bit masks, and lists nothing. Uncheck \"Count only\" to list the solutions.")
	explain.Wrapping = fyne.TextWrapWord
	c.content = container.NewVBox(widget.NewLabelWithStyle("Count", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		c.progress, c.total, c.unique, explain)
	c.reset()
	return c
}

func (c *countView) reset() {
	c.progress.SetValue(0)
	c.total.SetText("–")
	c.unique.SetText("")
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
	switch {
	case s.phase == phaseCountUnique || done:
		run.SetText(c.total, fmt.Sprintf("%s solutions", run.Thousands(s.count)))
	case s.end == engine.Stopped:
		run.SetText(c.total, fmt.Sprintf("%s so far", run.Thousands(s.count)))
	}
	if s.uniqueOK {
		run.SetText(c.unique, fmt.Sprintf("%s unique (one per symmetry class)", run.Thousands(s.unique)))
	}
}
