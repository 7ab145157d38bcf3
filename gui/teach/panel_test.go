package teach

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/listing"
	"backtracklab/engine/queens"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tree"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/settings"
)

// fakePuzzle is a Puzzle that tells a step by its event alone.
type fakePuzzle struct{}

func (fakePuzzle) Method(uint64) (listing.Method, bool) { return listing.QueensScan, true }
func (fakePuzzle) Selected() (listing.Method, bool)     { return listing.QueensArrays, true }
func (fakePuzzle) OnSelect(func())                      {}
func (fakePuzzle) Say(c *trace.Cursor) string           { return c.Event().String() }
func (fakePuzzle) Locate(row, col int) (fyne.Position, float32, bool) {
	return fyne.NewPos(float32(col*10+5), float32(row*10+5)), 10, true
}
func (fakePuzzle) Label(n tree.Node) string { return fmt.Sprint(n.Col + 1) }
func (fakePuzzle) Stack(c *trace.Cursor) Stack {
	n := c.PathLen()
	return Stack{Title: fmt.Sprint(n), Len: n, Top: n - 1, Line: func(i int) StackLine {
		f := c.PathAt(i)
		return StackLine{Text: fmt.Sprintf("frame %d", f.ID), Piece: engine.At(f.Row, f.Col)}
	}}
}

// choosingPuzzle is a fakePuzzle whose settings choose a method, and
// tell the panel when they choose another.
type choosingPuzzle struct {
	fakePuzzle
	chosen   listing.Method // "" for none
	onSelect func()
}

func (c *choosingPuzzle) Selected() (listing.Method, bool) { return c.chosen, c.chosen != "" }
func (c *choosingPuzzle) OnSelect(f func())                { c.onSelect = f }

// choose chooses m, as the screen's select does.
func (c *choosingPuzzle) choose(m listing.Method) {
	c.chosen = m
	c.onSelect()
}

// idleRun is a run.Puzzle that never runs: the panel's session.
type idleRun struct{}

func (idleRun) Prepare() (run.Job, error) { return run.Job{}, fmt.Errorf("no") }
func (idleRun) Frame(run.Frame) bool      { return false }
func (idleRun) Reset()                    {}

// queensRecording is a recording of an n-queens scan run, without a board.
func queensRecording(n int, opt trace.Options) *trace.Recording {
	rec := trace.New(nil, opt)
	tr := engine.NewTracer(func(e engine.Event) { rec.Append(e, nil) })
	end := (&queens.Solver{N: n, Check: queens.Scan}).Search(tr)
	rec.Append(engine.Event{Kind: engine.Finish, End: end}, &tr.Stats)
	return rec
}

// panelOn is a panel on show in a test window, reading rec; seeks
// collects the steps it is asked to show.
func panelOn(t testing.TB, rec *trace.Recording, seeks *[]uint64) (*Panel, fyne.Window) {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	p := NewPanel(fakePuzzle{}, run.NewSession(idleRun{}, 0), a.Preferences(), w, NewPointer())
	p.recording = func() *trace.Recording { return rec }
	p.newCursor = func() *trace.Cursor { return rec.NewCursor(nil) }
	p.seek = func(k uint64) { *seeks = append(*seeks, k) }
	w.SetContent(p)
	w.Resize(fyne.NewSize(1000, 700))
	p.setShown(true)
	return p, w
}

// frameAt is the frame of a paused run showing step k of rec, through cur.
func frameAt(rec *trace.Recording, cur *trace.Cursor, k uint64) run.Frame {
	first, last, _ := rec.Bounds()
	k, _ = cur.Seek(k)
	return run.Frame{State: run.Paused, Step: cur, Past: k < last, First: first, Last: last}
}

// The step log lists every step recorded, highlights the one on show as
// it moves back and forth, and a tap on a row asks for its step.
func TestLogFollowsTheStepOnShow(t *testing.T) {
	rec := queensRecording(5, trace.Options{})
	first, last, _ := rec.Bounds()
	var seeks []uint64
	p, _ := panelOn(t, rec, &seeks)
	cur := rec.NewCursor(nil)
	for _, k := range []uint64{1, 2, 40, last, 7, 100} {
		p.follow(frameAt(rec, cur, k))
		sh := p.Showing()
		if sh.Steps != int(last-first+1) || sh.LogStep != k {
			t.Fatalf("at step %d the log shows %d steps, step %d highlighted", k, sh.Steps, sh.LogStep)
		}
		if sel := p.log.list; sel == nil {
			t.Fatal("no list")
		}
		cur.Seek(k)
		if want := cur.Event().String(); sh.LogLine != want {
			t.Errorf("step %d says %q, want %q", k, sh.LogLine, want)
		}
	}
	p.log.list.Select(4) // a tap on the fifth row
	if len(seeks) != 1 || seeks[0] != first+4 {
		t.Errorf("a tap on row 5 asked for steps %v, want [%d]", seeks, first+4)
	}
}

// Copy gives the whole log: a line a step, numbered, indented two spaces
// a level of the recursion.
func TestLogTextHasEveryStep(t *testing.T) {
	rec := queensRecording(4, trace.Options{})
	_, last, _ := rec.Bounds()
	var seeks []uint64
	p, _ := panelOn(t, rec, &seeks)
	p.follow(frameAt(rec, rec.NewCursor(nil), last))
	lines := strings.Split(strings.TrimSuffix(p.log.text(rec.NewCursor(nil), 1, last), "\n"), "\n")
	if len(lines) != int(last) {
		t.Fatalf("%d lines for %d steps", len(lines), last)
	}
	// 4-queens: step 1 opens the root frame, step 3 places the first
	// queen, step 5 tries in the second row's frame.
	for k, want := range map[int]string{
		1:  "  1    enter d0 f1",
		3:  "  3    place d0 (0,0)=0",
		5:  "  5      try d1 (1,0)=0",
		21: " 21      undo d1 (1,2)=0",
	} {
		if lines[k-1] != want {
			t.Errorf("line %d is %q, want %q", k, lines[k-1], want)
		}
	}
	if !strings.HasPrefix(lines[last-1], fmt.Sprintf("%d  finish", last)) {
		t.Errorf("the last line is %q", lines[last-1])
	}
	p.background = func(f func()) { f() }
	test.Tap(p.log.copy)
	if got := fyne.CurrentApp().Clipboard().Content(); got != strings.Join(lines, "\n")+"\n" {
		t.Errorf("Copy put %d lines on the clipboard, want %d", strings.Count(got, "\n"), len(lines))
	}
	if p.log.copy.Disabled() || p.log.save.Disabled() {
		t.Error("Copy and Save are left disabled")
	}
}

// The views chosen are kept; a view unchecked leaves the panel and the
// others take its room.
func TestViewsChosenAreKept(t *testing.T) {
	rec := queensRecording(4, trace.Options{})
	var seeks []uint64
	p, w := panelOn(t, rec, &seeks)
	if got := strings.Join(p.Shown(), ","); got != defaultViews {
		t.Fatalf("first start shows %q", got)
	}
	test.Tap(p.Checks[viewTree])
	test.Tap(p.Checks[viewCode])
	if got := strings.Join(p.Shown(), ","); got != "stack,log" || len(p.Views()) != 2 {
		t.Fatalf("shows %q", got)
	}
	if s := p.Views()[0].Size(); s.Width < w.Canvas().Size().Width/2-20 || s.Height < 500 {
		t.Errorf("two views side by side: the first is %v in a %v window", s, w.Canvas().Size())
	}
	test.Tap(p.Checks[viewCode])
	prefs := fyne.CurrentApp().Preferences()
	if got := settings.TeachViews.Get(prefs); got != "stack,log,code" {
		t.Errorf("kept %q", got)
	}
	again := NewPanel(fakePuzzle{}, run.NewSession(idleRun{}, 0), prefs, w, NewPointer())
	if got := strings.Join(again.Shown(), ","); got != "stack,log,code" {
		t.Errorf("the next start shows %q", got)
	}
}

// A tap on a line of the call stack rings its piece on the board.
func TestStackPointsAtThePiece(t *testing.T) {
	rec := queensRecording(4, trace.Options{})
	var seeks []uint64
	p, _ := panelOn(t, rec, &seeks)
	p.follow(frameAt(rec, rec.NewCursor(nil), 30)) // 4-queens: rows 1 to 3 placed, row 4's frame trying
	sh := p.Showing()
	if len(sh.Stack) != 4 || sh.StackTop != 3 {
		t.Fatalf("stack %q, top %d", sh.Stack, sh.StackTop)
	}
	p.stack.list.Select(2) // the frame the queen of row 2 led into
	c, ok := p.pointer.Shown()
	if !ok || c != fyne.NewPos(35, 15) { // the queen of row 2, column 4
		t.Errorf("the pointer rings %v (%v), want the queen at row 2, column 4", c, ok)
	}
	p.follow(frameAt(rec, rec.NewCursor(nil), 31))
	if _, ok := p.pointer.Shown(); ok {
		t.Error("the pointer stays after the step moved on")
	}
}

// BenchmarkLogScroll jumps the step log of a million steps to a random
// place, as a drag of its scroll bar does: the rows come into sight and
// tell their steps.
func BenchmarkLogScroll(b *testing.B) {
	rec := queensRecording(12, trace.Options{})
	first, last, _ := rec.Bounds()
	var seeks []uint64
	p, _ := panelOn(b, rec, &seeks)
	p.follow(frameAt(rec, rec.NewCursor(nil), last))
	rows := float32(last - first)
	height := p.log.list.Size().Height
	b.Logf("%d steps, %d rows", last-first+1, p.log.n)
	r := rand.New(rand.NewPCG(1, 2))
	b.ResetTimer()
	for b.Loop() {
		p.log.list.ScrollToOffset(r.Float32() * rows * 39)
	}
	_ = height
}

// BenchmarkLogFollow moves the step on show by one, back and forth, in a
// log of a million steps: what every frame of a paced run costs the log.
func BenchmarkLogFollow(b *testing.B) {
	rec := queensRecording(12, trace.Options{})
	_, last, _ := rec.Bounds()
	var seeks []uint64
	p, _ := panelOn(b, rec, &seeks)
	for _, i := range []int{viewCode, viewStack, viewTree} {
		p.choose(i, false)
	}
	cur := rec.NewCursor(nil)
	k := last - 1000
	b.ResetTimer()
	for b.Loop() {
		k++
		if k > last {
			k = last - 1000
		}
		p.follow(frameAt(rec, cur, k))
	}
}

// BenchmarkPanelFollow moves the step on show by one with all four views
// on show, in a run of a million steps: what a frame of a run watched at
// a readable pace costs the panel.
func BenchmarkPanelFollow(b *testing.B) {
	rec := queensRecording(12, trace.Options{})
	_, last, _ := rec.Bounds()
	var seeks []uint64
	p, _ := panelOn(b, rec, &seeks)
	cur := rec.NewCursor(nil)
	k := last - 1000
	p.follow(frameAt(rec, cur, k)) // the tree reads the whole recording once
	b.ResetTimer()
	for b.Loop() {
		k++
		if k > last {
			k = last - 1000
		}
		p.follow(frameAt(rec, cur, k))
	}
}

// Before a run the code view shows the code of the method the settings
// choose, whole from its top, no line highlighted, titled with its name;
// it follows the choice, in pseudocode and in Go, even made while the
// panel was hidden. A run recorded shows its own method and line, and a
// choice made once it is over leaves them; when the run is gone, the
// code of the choice shows again, from its top.
func TestCodeBeforeARunIsTheChoice(t *testing.T) {
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	cp := &choosingPuzzle{chosen: listing.QueensBitmask}
	p := NewPanel(cp, run.NewSession(idleRun{}, 0), a.Preferences(), w, NewPointer())
	var rec *trace.Recording
	p.recording = func() *trace.Recording { return rec }
	p.newCursor = func() *trace.Cursor { return rec.NewCursor(nil) }
	w.SetContent(p)
	w.Resize(fyne.NewSize(1000, 700))
	if sh := p.Showing(); sh.Method != "" || len(sh.Code) != 0 {
		t.Fatalf("hidden, the panel shows the code of %q", sh.Method)
	}
	idle := func(m listing.Method, goCode bool) {
		t.Helper()
		want := pseudocode(m)
		if goCode {
			want = listing.Code(m)
		}
		sh := p.Showing()
		if sh.Method != string(m) || !slices.Equal(sh.Code, want.Lines) || len(want.Lines) < 10 {
			t.Fatalf("the code shows %q, %d lines; want %s in Go %v, %d lines", sh.Method, len(sh.Code), m, goCode, len(want.Lines))
		}
		if sh.CodeLine != -1 || sh.Note != "" || p.code.scrol.Offset.Y != 0 {
			t.Errorf("%s: line %d %q highlighted, scrolled to %v; want none, the top", m, sh.CodeLine, sh.Note, p.code.scrol.Offset.Y)
		}
		if title := p.code.title.Text; title != methodName(m) || title == "teach.method."+string(m) {
			t.Errorf("%s is titled %q", m, title)
		}
		if sh.Steps != 0 || len(sh.Stack) != 0 || sh.Nodes != 0 {
			t.Errorf("before a run the views show %+v", sh)
		}
	}
	p.setShown(true)
	idle(listing.QueensBitmask, false)
	cp.choose(listing.SudokuMRV)
	idle(listing.SudokuMRV, false)
	p.SetGoCode(true)
	idle(listing.SudokuMRV, true)
	p.setShown(false)
	cp.choose(listing.MazeBFS)
	p.setShown(true)
	idle(listing.MazeBFS, true)
	cp.choose("")
	if sh := p.Showing(); sh.Method != "" || len(sh.Code) != 0 || p.code.title.Text != "Code" {
		t.Errorf("with no method chosen the code of %q shows, titled %q", sh.Method, p.code.title.Text)
	}
	p.SetGoCode(false)
	cp.choose(listing.QueensArrays)
	idle(listing.QueensArrays, false)

	// A run (fakePuzzle's: the scan), at its end: the last line.
	rec = queensRecording(4, trace.Options{})
	_, last, _ := rec.Bounds()
	p.follow(frameAt(rec, rec.NewCursor(nil), last))
	scan := pseudocode(listing.QueensScan)
	done, _ := scan.Line(listing.TagDone)
	running := func() {
		t.Helper()
		sh := p.Showing()
		if sh.Method != string(listing.QueensScan) || !slices.Equal(sh.Code, scan.Lines) || sh.CodeLine != done || done < 15 {
			t.Fatalf("at the end of the run the code of %q shows, line %d; want the scan's, line %d", sh.Method, sh.CodeLine, done)
		}
	}
	running()
	if p.code.scrol.Offset.Y == 0 {
		t.Fatalf("line %d of %d is in sight, unscrolled, in a view %v tall", done+1, len(scan.Lines), p.code.scrol.Size().Height)
	}
	cp.choose(listing.QueensBitmask)
	running()
	// The run is gone (a reset): the panel shown again shows the choice.
	rec = nil
	p.setShown(false)
	p.setShown(true)
	idle(listing.QueensBitmask, false)
}
