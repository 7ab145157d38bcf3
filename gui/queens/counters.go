package queens

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
	"backtracklab/gui/stats"
)

// counters shows the engine's live counters with a word of explanation
// each, and the rejections split by the line that caused them.
type counters struct {
	*stats.Grid
	nodes, checks, placements, rejections, backtracks, solutions, elapsed *widget.Label
	byLine                                                                *widget.Label // the grid's note: the rejections by line of attack
}

func newCounters() *counters {
	c := &counters{Grid: stats.NewGrid()}
	c.byLine = c.Note
	c.nodes, c.checks = c.Add("Tries"), c.Add("Checks")
	c.placements, c.backtracks = c.Add("Placements"), c.Add("Backtracks")
	c.rejections, c.solutions = c.Add("Rejections"), c.Add("Solutions")
	c.elapsed = c.Add("Elapsed")
	// One line: the list of solutions below wants the room.
	c.byLine.Wrapping = fyne.TextWrapOff
	c.byLine.Truncation = fyne.TextTruncateEllipsis
	c.reset()
	return c
}

// show puts st and the elapsed time on the labels that changed.
func (c *counters) show(st *engine.Stats, elapsed string) {
	stats.SetCount(c.nodes, st.Nodes)
	stats.SetCount(c.checks, st.Checks)
	stats.SetCount(c.placements, st.Placements)
	stats.SetCount(c.rejections, st.Rejected())
	stats.SetCount(c.backtracks, st.Backtracks)
	stats.SetCount(c.solutions, st.Solutions)
	r := st.Rejections
	run.SetText(c.byLine, fmt.Sprintf("Rejected along a column %s · a \\ diagonal %s · a / diagonal %s",
		run.Thousands(r[engine.SameColumn]), run.Thousands(r[engine.SameDiagonal]), run.Thousands(r[engine.SameAntiDiagonal])))
	run.SetText(c.elapsed, elapsed)
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.Reset()
	c.show(&engine.Stats{}, "–")
}
