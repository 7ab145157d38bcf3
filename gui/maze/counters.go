package maze

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

// counters shows the engine's live counters, named as on the other
// screens, and the rejections split by reason.
type counters struct {
	tries, entered, backtracks, rejections, checks, length, elapsed *widget.Label
	byReason                                                        *widget.Label
	content                                                         fyne.CanvasObject
	last                                                            engine.Stats
	lastLength                                                      int
	lastElapsed                                                     string
}

func newCounters() *counters {
	c := &counters{}
	value := func() *widget.Label {
		l := widget.NewLabel("0")
		l.TextStyle.Monospace = true
		l.Alignment = fyne.TextAlignTrailing
		return l
	}
	c.tries, c.entered, c.backtracks, c.rejections = value(), value(), value(), value()
	c.checks, c.length, c.elapsed = value(), value(), value()
	c.byReason = widget.NewLabel("")
	c.byReason.SizeName = theme.SizeNameCaptionText
	c.byReason.Wrapping = fyne.TextWrapWord
	grid := container.NewGridWithColumns(4)
	for _, row := range []struct {
		name  string
		value *widget.Label
	}{
		{"Tries", c.tries}, {"Cells entered", c.entered},
		{"Rejections", c.rejections}, {"Backtracks", c.backtracks},
		{"Checks", c.checks}, {"Path length", c.length},
		{"Elapsed", c.elapsed},
	} {
		grid.Add(widget.NewLabel(row.name))
		grid.Add(row.value)
	}
	c.content = container.NewVBox(grid, c.byReason)
	c.reset()
	return c
}

// show puts the counters st, the path length and the elapsed time on the
// labels that changed.
func (c *counters) show(st *engine.Stats, length int, elapsed string) {
	set := func(l *widget.Label, old, now uint64) {
		if old != now || l.Text == "" {
			l.SetText(run.Thousands(now))
		}
	}
	set(c.tries, c.last.Nodes, st.Nodes)
	set(c.entered, c.last.Placements, st.Placements)
	set(c.rejections, c.last.Rejected(), st.Rejected())
	set(c.backtracks, c.last.Backtracks, st.Backtracks)
	set(c.checks, c.last.Checks, st.Checks)
	if length != c.lastLength || c.length.Text == "" {
		c.length.SetText(run.Thousands(uint64(max(length, 0))))
		c.lastLength = length
	}
	if st.Rejections != c.last.Rejections || c.byReason.Text == "" {
		r := &st.Rejections
		c.byReason.SetText(fmt.Sprintf("Rejected: a wall %s · visited already %s · outside the maze %s",
			run.Thousands(r[engine.Wall]), run.Thousands(r[engine.Visited]), run.Thousands(r[engine.Outside])))
	}
	if elapsed != c.lastElapsed {
		c.elapsed.SetText(elapsed)
		c.lastElapsed = elapsed
	}
	c.last = *st
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.last, c.lastLength = engine.Stats{}, -1
	c.byReason.SetText("")
	for _, l := range []*widget.Label{c.tries, c.entered, c.rejections, c.backtracks, c.checks} {
		l.SetText("0")
	}
	c.show(&c.last, 0, "–")
}
