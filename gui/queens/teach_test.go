package queens

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/queens"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run/runtest"
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

// The panel speaks the language in use: switched to Chinese with a run
// paused, its words, the log's lines and what the stack's frames do are
// said in Chinese at once (the calls and the code keep the code's
// names); a reset clears every view.
func TestTeachSpeaksChineseAndForgetsAReset(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	s.size.SetText("4")
	for k := uint64(1); k <= 26; k++ { // 26: row 3's try of column 1 is rejected
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	p := s.Teach().Panel()
	if en := p.Showing(); !strings.Contains(en.LogLine, "attacked") || en.Note == "" {
		t.Fatalf("in English the log says %q, the note %q", en.LogLine, en.Note)
	}
	i18ntest.UseChinese(t)
	zh := p.Showing()
	if !i18ntest.HasHan(zh.LogLine) || i18ntest.English(zh.LogLine) != "" {
		t.Errorf("the log says %q in Chinese", zh.LogLine)
	}
	if len(zh.Stack) != 3 {
		t.Fatalf("stack %q", zh.Stack)
	}
	for i, line := range zh.Stack {
		what := strings.TrimSpace(strings.TrimPrefix(line, fmt.Sprintf("place(row=%d)", i+1)))
		if !i18ntest.HasHan(what) || i18ntest.English(what) != "" {
			t.Errorf("stack line %q is not in Chinese", line)
		}
	}
	if !i18ntest.HasHan(zh.Code[0]+zh.Code[1]+zh.Code[2]) || zh.CodeLine != en4(t, p).CodeLine {
		t.Errorf("the code is not the Chinese pseudocode: %q", zh.Code[:3])
	}
	for _, c := range p.Checks {
		if !i18ntest.HasHan(c.Text) || i18ntest.English(c.Text) != "" {
			t.Errorf("view %q is not named in Chinese", c.Text)
		}
	}
	s.Session().Stop()
	s.Session().Stop()
	// The code of the check chosen stays, no line highlighted.
	sh := p.Showing()
	if sh.Steps != 0 || len(sh.Stack) != 0 || sh.Nodes != 0 || sh.CodeLine != -1 || sh.Note != "" {
		t.Errorf("after a reset the panel shows %+v", sh)
	}
	if want := pseudocode(listing.QueensScan); sh.Method != string(listing.QueensScan) || !slices.Equal(sh.Code, want.Lines) {
		t.Errorf("after a reset the code of %s shows %q, want the Chinese pseudocode of the scan", sh.Method, sh.Code)
	}
}

// en4 is what the panel shows in English at the step on show.
func en4(t *testing.T, p *teach.Panel) teach.Showing {
	t.Helper()
	i18n.Use(i18n.English)
	defer i18n.Use(i18n.Chinese)
	return p.Showing()
}

// A run paused after running at full speed restates where it stands: the
// panel follows the new history from its Resync, the stack and the tree
// the path restated.
func TestTeachFollowsARunPausedAtFullSpeed(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	s.size.SetText("12")
	s.countOnly.SetChecked(false)
	s.Session().Start()
	time.Sleep(50 * time.Millisecond) // the search runs unwatched a while before the pause
	s.Session().Pause()
	// The search restates its path and holds at the next event after it.
	// Held: the history has stopped growing (for 50 ms; under the race
	// detector on a loaded machine the restated steps came more than a
	// millisecond apart, and a history read midway was taken for the end).
	var first, last, seen uint64
	since := time.Now()
	runtest.Await(t, "the restated path and a step after it", func() bool {
		var ok bool
		first, _, last, ok = s.Session().History()
		if last != seen {
			seen, since = last, time.Now()
		}
		return ok && last > first && time.Since(since) >= 50*time.Millisecond
	})
	s.Session().Frame()
	c := s.Session().NewCursor()
	if k, _ := c.Seek(first); c.Event().Kind != engine.Resync || k != first {
		t.Skipf("the search ended before it was paused (history from %v)", c.Event())
	}
	c.Seek(last)
	sh := s.Teach().Panel().Showing()
	if sh.LogStep != last || sh.Steps != int(last-first+1) {
		t.Errorf("the log shows %d steps at %d, want %d at %d", sh.Steps, sh.LogStep, last-first+1, last)
	}
	if len(sh.Stack) != c.PathLen() || c.PathLen() < 2 {
		t.Errorf("the stack shows %d frames, the path is %d deep", len(sh.Stack), c.PathLen())
	}
	if sh.Nodes < c.PathLen() || sh.Current < 1 {
		t.Errorf("the tree has %d nodes at %d for a path %d deep", sh.Nodes, sh.Current, c.PathLen())
	}
}

// A tap on a node of the search tree, on a step of the log or on a frame
// of the call stack: the node and the step show their step, the frame
// rings its queen on the board.
func TestTeachTapsShowTheirStep(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	s.size.SetText("4")
	for k := uint64(1); k <= 30; k++ {
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	p := s.Teach().Panel()
	// Node 1 is the first queen, placed at step 3.
	at, ok := p.Tree().NodeCentre(1)
	if !ok {
		t.Fatal("the first queen's node is not in view")
	}
	test.TapAt(p.Tree(), at)
	if _, shown, _, _ := s.Session().History(); shown != 3 || p.Showing().LogStep != 3 {
		t.Errorf("a tap on the first queen's node shows step %d, the log %d; want 3", shown, p.Showing().LogStep)
	}
	s.Session().Seek(30)
	// The stack at step 30: rows 1 to 3 placed, row 4 trying; the second
	// frame's queen, row 2's in column 4, is where the board draws it.
	sh := p.Showing()
	if len(sh.Stack) != 4 || !strings.HasSuffix(sh.Stack[1], "queen in col 4") {
		t.Fatalf("stack %q", sh.Stack)
	}
	centre, size, ok := newTeacher(s).Locate(1, 3)
	if b := s.Board(); !ok || centre != b.SquareCenter(1, 3) || size != b.SquareCenter(0, 1).X-b.SquareCenter(0, 0).X {
		t.Errorf("row 2, column 4 is located at %v (%v, size %v), the board draws it at %v", centre, ok, size, b.SquareCenter(1, 3))
	}
}

// Before a run the code view shows the code of the check chosen, no line
// highlighted, and follows the choice; a run shows the code of its own
// check and the line of its step, which a choice made once it is stopped
// leaves; a reset shows the code of the check chosen then.
func TestTeachShowsTheCheckChosenBeforeARun(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("4")
	s.Teach().SetOn(true)
	p := s.Teach().Panel()
	teachtest.Idle(t, p.Showing(), pseudocode(listing.QueensScan)) // the first start's check
	for _, check := range []queens.Check{queens.Bitmask, queens.Arrays, queens.Scan, queens.Arrays} {
		s.selectCheck(check)
		teachtest.Idle(t, p.Showing(), pseudocode(methods[check]))
	}
	for k := uint64(1); k <= 5; k++ { // 5: row 2 tries column 1
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	arrays := pseudocode(listing.QueensArrays)
	loop, _ := arrays.Line(listing.TagLoop)
	if sh := p.Showing(); sh.Method != string(listing.QueensArrays) || sh.CodeLine != loop {
		t.Fatalf("step 5 shows line %d of %s, want line %d of the arrays' code", sh.CodeLine, sh.Method, loop)
	}
	s.Session().Stop()
	s.Session().Wait()
	s.Session().Frame()
	stopped := p.Showing()
	s.selectCheck(queens.Bitmask)
	if sh := p.Showing(); sh.Method != string(listing.QueensArrays) || sh.CodeLine != stopped.CodeLine || sh.CodeLine < 0 || sh.Steps != stopped.Steps {
		t.Errorf("a check chosen after the run stopped: the code of %s shows, line %d, the log %d steps; want arrays, line %d, %d steps",
			sh.Method, sh.CodeLine, sh.Steps, stopped.CodeLine, stopped.Steps)
	}
	s.Session().Stop() // a reset
	teachtest.Idle(t, p.Showing(), pseudocode(listing.QueensBitmask))
	// A language switched keeps the check's code, in the new language.
	i18ntest.UseChinese(t)
	teachtest.Idle(t, p.Showing(), pseudocode(listing.QueensBitmask))
	if sh := p.Showing(); !i18ntest.HasHan(strings.Join(sh.Code, "\n")) {
		t.Errorf("the code is not the Chinese pseudocode: %q", sh.Code[:3])
	}
	s.selectCheck(queens.Scan)
	teachtest.Idle(t, p.Showing(), pseudocode(listing.QueensScan))
}
