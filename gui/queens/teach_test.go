package queens

import (
	"fmt"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/queens"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
	"backtracklab/gui/teach"
	"backtracklab/gui/teach/teachtest"
)

// events4 are the events of a 4-queens run with check, as a runner
// reports them: the solver's, then Finish.
func events4(check queens.Check) []engine.Event {
	var events []engine.Event
	tr := engine.NewTracer(func(e engine.Event) { events = append(events, e) })
	end := (&queens.Solver{N: 4, Check: check}).Search(tr)
	return append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
}

// A 4-queens run with each check, stepped through to its end, back to its
// first step and forward again, in pseudocode and in Go: at every step the
// Teach panel highlights the line the event executes with its values,
// shows a frame a row the search is in with the top one highlighted, a
// tree of the nodes made so far standing at the search's node, and the
// step's words highlighted in the log.
func TestTeachFollowsEveryStepOf4Queens(t *testing.T) {
	for _, check := range queens.Checks() {
		for _, goCode := range []bool{false, true} {
			t.Run(fmt.Sprintf("%v/go=%v", check, goCode), func(t *testing.T) {
				s := newTestScreen(t)
				s.Teach().SetOn(true)
				s.Teach().Panel().SetGoCode(goCode)
				s.selectCheck(check)
				s.size.SetText("4")
				events := events4(check)
				m := methods[check]
				l := pseudocode(m)
				if goCode {
					l = listing.Code(m)
				}
				want := teachtest.Derive(events, m, false)
				p := s.Teach().Panel()
				teachtest.Walk(t, s.Session(), uint64(len(events)), func(k uint64) {
					got := p.Showing()
					w := want[k-1]
					if goCode != p.GoCode() {
						t.Fatalf("code in Go %v, want %v", p.GoCode(), goCode)
					}
					teachtest.Check(t, k, got, w, l, true)
					if say := i18n.Say(story.Queens(w.Event, w.Stats, 4)); got.LogLine != say {
						t.Errorf("step %d: the log says %q, want %q", k, got.LogLine, say)
					}
					if w.Frames > 0 {
						checkTop(t, k, got.Stack[len(got.Stack)-1], w.Event, w.Frames-1)
					}
				})
			})
		}
	}
}

// pseudocode is the pseudocode of m in English.
func pseudocode(m listing.Method) listing.Listing { return listing.Parse(m, i18n.T(m.PseudoKey())) }

// checkTop checks the top frame's line: the call of the row the frame
// fills, and what the event does there.
func checkTop(t *testing.T, k uint64, top string, e engine.Event, row int) {
	t.Helper()
	if want := fmt.Sprintf("place(row=%d)", row+1); !strings.HasPrefix(top, want) {
		t.Errorf("step %d: the top frame is %q, want %s…", k, top, want)
	}
	var what string
	switch e.Kind {
	case engine.Try:
		what = fmt.Sprintf("trying col %d", e.Col+1)
	case engine.Reject:
		by, _, _ := e.By.Get()
		what = fmt.Sprintf("col %d ✗ %s of row %d's queen", e.Col+1, teach.RuleName(e.Conflict), by+1)
	case engine.Undo:
		what = fmt.Sprintf("takes back col %d", e.Col+1)
	case engine.Place:
		what = fmt.Sprintf("queen in col %d", e.Col+1)
		if e.Row < 3 {
			what += fmt.Sprintf(" → place(row=%d)", e.Row+2)
		}
	default:
		return
	}
	if !strings.HasSuffix(top, what) {
		t.Errorf("step %d (%v): the top frame is %q, want …%s", k, e, top, what)
	}
}
