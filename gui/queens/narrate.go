package queens

import (
	"fmt"
	"strings"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
)

// Rows and columns are numbered from 1 in everything a person reads (the
// board's labels, the status line, the results list); the engine counts
// from 0.

// narrateEvent tells one step of a watched search in words (engine/story
// has the words); found is the number of solutions so far, n the board
// size. Finish is told by narrateEnd; kinds the queens' search does not
// send say nothing.
func narrateEvent(e engine.Event, found, n int) i18n.Words {
	if e.Kind == engine.Finish {
		return nil
	}
	return i18n.Story(story.Queens(e, engine.Stats{Solutions: uint64(found)}, n))
}

// narrateEnd tells how a listing search ended.
func narrateEnd(s *snapshot) i18n.Words {
	found := i18n.Args{"Found": run.Thousands(uint64(s.found))}
	switch s.end {
	case engine.NoSolution:
		return tr("queens.end.none", i18n.Args{"N": s.n})
	case engine.Stopped:
		return trN("queens.end.stopped", s.found, found)
	}
	if s.listed < s.found {
		found["Listed"] = run.Thousands(uint64(s.listed))
		return trN("queens.end.doneCapped", s.found, found)
	}
	return trN("queens.end.done", s.found, found)
}

// narrateCount tells where a count stands.
func narrateCount(s *snapshot, f run.Frame) i18n.Words {
	total := int(min(s.count, 2)) // enough to choose the plural form
	a := i18n.Args{"N": s.n, "Total": run.Thousands(s.count), "Percent": run.Percent(f.Done, f.Total)}
	switch s.end {
	case engine.Running:
	case engine.Stopped:
		if s.phase == phaseCountUnique {
			return trN("queens.count.stoppedUnique", total, a)
		}
		return trN("queens.count.stopped", total, a)
	case engine.NoSolution:
		return tr("queens.end.none", a)
	default:
		if s.uniqueOK {
			a["Unique"] = run.Thousands(s.unique)
			return trN("queens.count.doneUnique", total, a)
		}
		return trN("queens.count.done", total, a)
	}
	key := "queens.count.counting"
	if s.phase == phaseCountUnique {
		key = "queens.count.countingUnique"
	}
	if f.Total > 0 {
		key += "At"
	}
	return trN(key, total, a)
}

// handStatus tells what a board placed by hand amounts to.
func handStatus(v *View, clashes int) i18n.Words {
	k := v.Queens()
	placed := trN("queens.hand.placed", k, nil)
	switch {
	case k == 0:
		return tr("queens.hand.empty", nil)
	case clashes > 0:
		return tr("queens.hand.clash", i18n.Args{"Placed": placed, "Attacked": trN("queens.hand.attacked", clashes, nil)})
	case k == v.N:
		return trN("queens.hand.solved", k, nil)
	}
	return tr("queens.hand.toGo", i18n.Args{"Placed": placed, "Left": v.N - k})
}

// columns writes a solution as its 1-based columns, padded to line up.
func columns(cols []byte) string {
	var b strings.Builder
	width := 1
	if len(cols) >= 10 {
		width = 2
	}
	for i, c := range cols {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%*d", width, int(c)+1)
	}
	return b.String()
}
