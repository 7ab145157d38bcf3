package maze

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
	"backtracklab/gui/stats"
)

// counters shows the engine's live counters, named as on the other
// screens, and the rejections split by reason.
type counters struct {
	*stats.Grid
	tries, entered, backtracks, rejections, checks, length, elapsed *widget.Label
	byReason                                                        *widget.Label // the grid's note: the rejections by reason
}

func newCounters() *counters {
	c := &counters{Grid: stats.NewGrid()}
	c.byReason = c.Note
	c.tries, c.entered = c.Add("Tries"), c.Add("Cells entered")
	c.rejections, c.backtracks = c.Add("Rejections"), c.Add("Backtracks")
	c.checks, c.length = c.Add("Checks"), c.Add("Path length")
	c.elapsed = c.Add("Elapsed")
	c.reset()
	return c
}

// show puts the counters st, the path length and the elapsed time on the
// labels that changed.
func (c *counters) show(st *engine.Stats, length int, elapsed string) {
	stats.SetCount(c.tries, st.Nodes)
	stats.SetCount(c.entered, st.Placements)
	stats.SetCount(c.rejections, st.Rejected())
	stats.SetCount(c.backtracks, st.Backtracks)
	stats.SetCount(c.checks, st.Checks)
	stats.SetCount(c.length, uint64(max(length, 0)))
	r := &st.Rejections
	run.SetText(c.byReason, fmt.Sprintf("Rejected: a wall %s · visited already %s · outside the maze %s",
		run.Thousands(r[engine.Wall]), run.Thousands(r[engine.Visited]), run.Thousands(r[engine.Outside])))
	run.SetText(c.elapsed, elapsed)
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.Reset()
	c.show(&engine.Stats{}, 0, "–")
}
