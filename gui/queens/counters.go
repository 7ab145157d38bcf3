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

// counters shows the engine's live counters with a word of explanation
// each, and the rejections split by the line that caused them.
type counters struct {
	nodes, checks, placements, rejections, backtracks, solutions, elapsed *widget.Label
	byLine                                                                *widget.Label
	content                                                               fyne.CanvasObject
	last                                                                  engine.Stats
	lastElapsed                                                           string
}

func newCounters() *counters {
	c := &counters{}
	value := func() *widget.Label {
		l := widget.NewLabel("0")
		l.TextStyle.Monospace = true
		l.Alignment = fyne.TextAlignTrailing
		return l
	}
	c.nodes, c.checks, c.placements = value(), value(), value()
	c.rejections, c.backtracks, c.solutions, c.elapsed = value(), value(), value(), value()
	c.byLine = widget.NewLabel("")
	c.byLine.SizeName = theme.SizeNameCaptionText
	c.byLine.Truncation = fyne.TextTruncateEllipsis
	row := func(name string, v *widget.Label) []fyne.CanvasObject {
		return []fyne.CanvasObject{widget.NewLabel(name), v}
	}
	grid := container.NewGridWithColumns(4)
	for _, cells := range [][]fyne.CanvasObject{
		row("Tries", c.nodes), row("Checks", c.checks),
		row("Placements", c.placements), row("Backtracks", c.backtracks),
		row("Rejections", c.rejections), row("Solutions", c.solutions),
	} {
		grid.Add(cells[0])
		grid.Add(cells[1])
	}
	grid.Add(widget.NewLabel("Elapsed"))
	grid.Add(c.elapsed)
	c.content = container.NewVBox(grid, c.byLine)
	c.reset()
	return c
}

// show puts st on the labels that changed.
func (c *counters) show(st *engine.Stats, elapsed string) {
	set := func(l *widget.Label, old, now uint64) {
		if old != now || l.Text == "" {
			l.SetText(run.Thousands(now))
		}
	}
	set(c.nodes, c.last.Nodes, st.Nodes)
	set(c.checks, c.last.Checks, st.Checks)
	set(c.placements, c.last.Placements, st.Placements)
	set(c.rejections, c.last.Rejected(), st.Rejected())
	set(c.backtracks, c.last.Backtracks, st.Backtracks)
	set(c.solutions, c.last.Solutions, st.Solutions)
	if st.Rejections != c.last.Rejections || c.byLine.Text == "" {
		r := st.Rejections
		c.byLine.SetText(fmt.Sprintf("Rejected along a column %s · a \\ diagonal %s · a / diagonal %s",
			run.Thousands(r[engine.SameColumn]), run.Thousands(r[engine.SameDiagonal]), run.Thousands(r[engine.SameAntiDiagonal])))
	}
	if elapsed != c.lastElapsed {
		c.elapsed.SetText(elapsed)
		c.lastElapsed = elapsed
	}
	c.last = *st
}

// reset shows zero everywhere.
func (c *counters) reset() {
	for _, l := range []*widget.Label{c.nodes, c.checks, c.placements, c.rejections, c.backtracks, c.solutions} {
		l.SetText("0")
	}
	c.last = engine.Stats{}
	c.byLine.SetText("")
	c.show(&c.last, "–")
}
