package maze

import (
	"time"

	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/stats"
)

// counterKeys are the keys of the counters' names, in the grid's order.
var counterKeys = []string{
	"maze.counter.tries", "maze.counter.entered",
	"maze.counter.rejections", "maze.counter.backtracks",
	"maze.counter.checks", "maze.counter.length",
	"maze.counter.elapsed",
}

// counters shows the engine's live counters, named as on the other
// screens, and the rejections split by reason.
type counters struct {
	*stats.Grid
	tries, entered, backtracks, rejections, checks, length, elapsed *widget.Label
	byReason                                                        *widget.Label // the grid's note: the rejections by reason
	rejected                                                        [engine.NumConflicts]uint64
	spent                                                           time.Duration // the elapsed time on show
}

func newCounters() *counters {
	c := &counters{Grid: stats.NewGrid()}
	c.byReason = c.Note
	add := func(i int) *widget.Label { return c.AddKey(counterKeys[i]) }
	c.tries, c.entered = add(0), add(1)
	c.rejections, c.backtracks = add(2), add(3)
	c.checks, c.length = add(4), add(5)
	c.elapsed = add(6)
	c.reset()
	return c
}

// show puts the counters st, the path length and the elapsed time on the
// labels that changed.
func (c *counters) show(st *engine.Stats, length int, elapsed time.Duration) {
	stats.SetCount(c.tries, st.Nodes)
	stats.SetCount(c.entered, st.Placements)
	stats.SetCount(c.rejections, st.Rejected())
	stats.SetCount(c.backtracks, st.Backtracks)
	stats.SetCount(c.checks, st.Checks)
	stats.SetCount(c.length, uint64(max(length, 0)))
	c.rejected, c.spent = st.Rejections, elapsed
	c.showWords()
}

// showWords tells the rejections by reason and the elapsed time, in the
// language in use.
func (c *counters) showWords() {
	r := &c.rejected
	run.SetText(c.byReason, i18n.T("maze.counter.byreason", i18n.Args{
		"Wall": run.Thousands(r[engine.Wall]), "Visited": run.Thousands(r[engine.Visited]),
		"Outside": run.Thousands(r[engine.Outside]),
	}))
	run.SetText(c.elapsed, run.FormatElapsed(c.spent, run.Fine))
}

// relabel names the counters in the language in use.
func (c *counters) relabel() {
	c.Relabel()
	c.showWords()
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.Reset()
	c.show(&engine.Stats{}, 0, 0) // no time: a dash
}
