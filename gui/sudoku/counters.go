package sudoku

import (
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
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
	rules                                                      [4]uint64     // what byRule tells, to tell it again in another language
}

func newCounters() *counters {
	c := &counters{Grid: stats.NewGrid()}
	c.byRule = c.Note
	add := c.AddKey
	c.tries, c.backtracks = add("sudoku.counter.tries"), add("sudoku.counter.backtracks")
	c.placements, c.forced = add("sudoku.counter.placements"), add("sudoku.counter.forced")
	c.rejections, c.checks = add("sudoku.counter.rejections"), add("sudoku.counter.checks")
	c.depth, c.elapsed = add("sudoku.counter.depth"), add("sudoku.counter.elapsed")
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
	c.rules = [4]uint64{r[engine.SameRow], r[engine.SameColumn], r[engine.SameBox], r[engine.NoCandidate]}
	c.tellRules()
	stats.SetCount(c.forced, forced)
	stats.SetCount(c.depth, uint64(depth))
	run.SetText(c.elapsed, elapsed)
}

func (c *counters) tellRules() {
	run.SetText(c.byRule, i18n.T("sudoku.counter.byrule", i18n.Args{
		"Row": run.Thousands(c.rules[0]), "Col": run.Thousands(c.rules[1]),
		"Box": run.Thousands(c.rules[2]), "Dead": run.Thousands(c.rules[3])}))
}

// relabel names the counters in the language in use.
func (c *counters) relabel() {
	c.Relabel()
	c.tellRules()
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.Reset()
	c.show(&engine.Stats{}, 0, 0, "–")
}
