package sudoku

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
)

// counters shows the search's live counters and the rejections split by
// the rule that caused them.
type counters struct {
	tries, placements, rejections, backtracks, checks, elapsed *widget.Label
	forced, depth                                              *widget.Label
	byRule                                                     *widget.Label
	content                                                    fyne.CanvasObject
	last                                                       engine.Stats
	lastForced                                                 uint64
	lastDepth                                                  int
	lastElapsed                                                string
}

func newCounters() *counters {
	c := &counters{}
	value := func() *widget.Label {
		l := widget.NewLabel("0")
		l.TextStyle.Monospace = true
		l.Alignment = fyne.TextAlignTrailing
		return l
	}
	c.tries, c.placements, c.rejections = value(), value(), value()
	c.backtracks, c.checks, c.elapsed = value(), value(), value()
	c.forced, c.depth = value(), value()
	c.byRule = widget.NewLabel("")
	c.byRule.SizeName = theme.SizeNameCaptionText
	c.byRule.Wrapping = fyne.TextWrapWord
	grid := container.NewGridWithColumns(4)
	for _, row := range []struct {
		name  string
		value *widget.Label
	}{
		{"Tries", c.tries}, {"Backtracks", c.backtracks},
		{"Placements", c.placements}, {"Forced", c.forced},
		{"Rejections", c.rejections}, {"Checks", c.checks},
		{"Depth", c.depth}, {"Elapsed", c.elapsed},
	} {
		grid.Add(widget.NewLabel(row.name))
		grid.Add(row.value)
	}
	c.content = container.NewVBox(grid, c.byRule)
	c.reset()
	return c
}

// show puts the counters st of the engine, the forced placements and
// the depth on the labels that changed.
func (c *counters) show(st *engine.Stats, forced uint64, depth int, elapsed string) {
	set := func(l *widget.Label, old, now uint64) {
		if old != now || l.Text == "" {
			l.SetText(run.Thousands(now))
		}
	}
	set(c.tries, c.last.Nodes, st.Nodes)
	set(c.placements, c.last.Placements, st.Placements)
	set(c.rejections, c.last.Rejected(), st.Rejected())
	set(c.backtracks, c.last.Backtracks, st.Backtracks)
	set(c.checks, c.last.Checks, st.Checks)
	if st.Rejections != c.last.Rejections || c.byRule.Text == "" {
		r := &st.Rejections
		c.byRule.SetText(fmt.Sprintf("Rejected: already in the row %s · the column %s · the box %s · dead ends %s",
			run.Thousands(r[engine.SameRow]), run.Thousands(r[engine.SameColumn]),
			run.Thousands(r[engine.SameBox]), run.Thousands(r[engine.NoCandidate])))
	}
	set(c.forced, c.lastForced, forced)
	if depth != c.lastDepth || c.depth.Text == "" {
		c.depth.SetText(run.Thousands(uint64(depth)))
	}
	c.lastForced, c.lastDepth = forced, depth
	if elapsed != c.lastElapsed {
		c.elapsed.SetText(elapsed)
		c.lastElapsed = elapsed
	}
	c.last = *st
}

// reset shows zero everywhere.
func (c *counters) reset() {
	for _, l := range []*widget.Label{c.tries, c.placements, c.rejections, c.backtracks, c.checks, c.forced, c.depth} {
		l.SetText("0")
	}
	c.last, c.lastForced, c.lastDepth = engine.Stats{}, 0, 0
	c.byRule.SetText("")
	c.show(&c.last, 0, 0, "–")
}
