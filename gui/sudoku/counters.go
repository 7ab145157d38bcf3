package sudoku

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/run"
	"backtracklab/gui/stats"
)

// counters shows the search's live counters and the rejections split by
// the rule that caused them.
type counters struct {
	*stats.Grid
	tries, placements, rejections, backtracks, checks, elapsed *widget.Label
	forced, depth                                              *widget.Label
	byRule                                                     *widget.Label // the grid's note: the rejections by rule
}

func newCounters() *counters {
	c := &counters{Grid: stats.NewGrid()}
	c.byRule = c.Note
	c.tries, c.backtracks = c.Add("Tries"), c.Add("Backtracks")
	c.placements, c.forced = c.Add("Placements"), c.Add("Forced")
	c.rejections, c.checks = c.Add("Rejections"), c.Add("Checks")
	c.depth, c.elapsed = c.Add("Depth"), c.Add("Elapsed")
	c.reset()
	return c
}

// show puts the counters st of the engine, the forced placements, the
// depth and the elapsed time on the labels that changed.
func (c *counters) show(st *engine.Stats, forced uint64, depth int, elapsed string) {
	stats.SetCount(c.tries, st.Nodes)
	stats.SetCount(c.placements, st.Placements)
	stats.SetCount(c.rejections, st.Rejected())
	stats.SetCount(c.backtracks, st.Backtracks)
	stats.SetCount(c.checks, st.Checks)
	r := &st.Rejections
	run.SetText(c.byRule, fmt.Sprintf("Rejected: already in the row %s · the column %s · the box %s · dead ends %s",
		run.Thousands(r[engine.SameRow]), run.Thousands(r[engine.SameColumn]),
		run.Thousands(r[engine.SameBox]), run.Thousands(r[engine.NoCandidate])))
	stats.SetCount(c.forced, forced)
	stats.SetCount(c.depth, uint64(depth))
	run.SetText(c.elapsed, elapsed)
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.Reset()
	c.show(&engine.Stats{}, 0, 0, "–")
}
