package queens

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/stats"
)

// counters shows the engine's live counters with a word of explanation
// each, and the rejections split by the line that caused them.
type counters struct {
	*stats.Grid
	nodes, checks, placements, rejections, backtracks, solutions, elapsed *widget.Label
	byLine                                                                *widget.Label // the grid's note: the rejections by line of attack
	rejected                                                              i18n.Words    // what byLine says
	took                                                                  time.Duration // what elapsed shows
	countOnly                                                             bool          // the counters of a count: only solutions and elapsed apply
}

func newCounters() *counters {
	c := &counters{Grid: stats.NewGrid()}
	c.byLine = c.Note
	c.nodes, c.checks = c.AddKey("queens.counter.tries"), c.AddKey("queens.counter.checks")
	c.placements, c.backtracks = c.AddKey("queens.counter.placements"), c.AddKey("queens.counter.backtracks")
	c.rejections, c.solutions = c.AddKey("queens.counter.rejections"), c.AddKey("queens.counter.solutions")
	c.elapsed = c.AddKey("queens.counter.elapsed")
	// One line: the list of solutions below wants the room.
	c.byLine.Wrapping = fyne.TextWrapOff
	c.byLine.Truncation = fyne.TextTruncateEllipsis
	c.reset()
	return c
}

// show puts st and the elapsed time on the labels that changed.
// The counters of a count (CountOnly) show a dash but for solutions and
// elapsed: a count adds up solutions without trying squares one by one.
func (c *counters) show(st *engine.Stats, elapsed time.Duration) {
	c.countOnly, c.took = st.CountOnly, elapsed
	stats.SetCount(c.solutions, st.Solutions)
	if st.CountOnly {
		c.rejected = nil
		c.say()
		return
	}
	stats.SetCount(c.nodes, st.Nodes)
	stats.SetCount(c.checks, st.Checks)
	stats.SetCount(c.placements, st.Placements)
	stats.SetCount(c.rejections, st.Rejected())
	stats.SetCount(c.backtracks, st.Backtracks)
	r := st.Rejections
	c.rejected = tr("queens.counter.byLine", i18n.Args{"Column": run.Thousands(r[engine.SameColumn]),
		"Diagonal": run.Thousands(r[engine.SameDiagonal]), "Anti": run.Thousands(r[engine.SameAntiDiagonal])})
	c.say()
}

// say puts the words of the counters on their labels, in the language in
// use.
func (c *counters) say() {
	if c.countOnly {
		for _, l := range []*widget.Label{c.nodes, c.checks, c.placements, c.rejections, c.backtracks} {
			stats.SetNone(l)
		}
	}
	run.SetText(c.byLine, c.rejected.String())
	run.SetText(c.elapsed, run.FormatElapsed(c.took, run.Coarse))
}

// relabel says the counters' names and words again in a new language.
func (c *counters) relabel() {
	c.Relabel()
	c.say()
}

// reset shows zero everywhere.
func (c *counters) reset() {
	c.Reset()
	c.show(&engine.Stats{}, 0) // FormatElapsed writes a dash
}
