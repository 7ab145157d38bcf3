package sudoku

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"backtracklab/engine"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// reference runs the screen's search of g on the engine alone, watched
// throughout: the events a recording of the whole run holds, step k
// being events[k-1], and the counters after each, rebuilt from them.
func reference(g sudoku.Grid, st sudoku.Strategy) ([]engine.Event, []engine.Stats) {
	var events []engine.Event
	var stats []engine.Stats
	var sum engine.Stats
	solver := sudoku.Solver{Strategy: st, Limit: 1}
	solver.Run(g, engine.NewTracer(func(e engine.Event) {
		sum.Apply(&e)
		events = append(events, e)
		stats = append(stats, sum)
	}))
	return events, stats
}

// recordWholeRun runs the search paced, so watched from its first event to
// its last, and shows its end.
func recordWholeRun(t *testing.T, s *Screen) {
	t.Helper()
	s.session.SetNotch(run.FullSpeed - 1) // 10,000 steps a second: every event recorded
	s.session.Start()
	if end, _ := s.session.Wait(); end != engine.LimitReached {
		t.Fatalf("the search ended %s", end)
	}
	s.session.Frame()
}

// shown is the recorded step on show.
func shown(s *Screen) uint64 {
	_, k, _, _ := s.session.History()
	return k
}

// sameCounters checks the counters on screen against st.
func sameCounters(t *testing.T, when string, s *Screen, st engine.Stats) {
	t.Helper()
	c := s.counters
	for _, x := range []struct {
		name string
		got  string
		want uint64
	}{
		{"tries", c.tries.Text, st.Nodes},
		{"placements", c.placements.Text, st.Placements},
		{"rejections", c.rejections.Text, st.Rejected()},
		{"backtracks", c.backtracks.Text, st.Backtracks},
		{"checks", c.checks.Text, st.Checks},
		{"forced", c.forced.Text, st.Forced},
	} {
		if x.got != run.Thousands(x.want) {
			t.Errorf("%s: %s %s, want %s", when, x.name, x.got, run.Thousands(x.want))
		}
	}
}

// solverDigits lists the digits the search put on the grid in v, cell by
// cell ("r1c2=3"), leaving out the cell of the step's own marks.
func solverDigits(v View, skip Mark) []string {
	var ds []string
	for r := range v.N {
		for c := range v.N {
			if x := v.At(r, c); x.Kind == Solver && x.Digit != 0 && x.Marks&skip == 0 {
				ds = append(ds, cellName(r, c)+"="+digitName(int(x.Digit)))
			}
		}
	}
	return ds
}

// The plain search of the 4×4 sample backtracks for the first time at
// step 30: r1c4 loses its 4, then r1c2 its 3, and r1c2 = 4 is rejected at
// step 34. Stepping back from that rejection gives each earlier step
// again, board and counters, without running the search on.
func TestStepBackFromARejection(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(7)
	selectStrategy(s, sudoku.Plain)
	events, stats := reference(s.p.givens, sudoku.Plain)
	const at = 34
	if e := events[at-1]; e.Kind != engine.Reject || !e.By.Is(3, 1) {
		t.Fatalf("the engine's step %d is %s, not the rejection this test is about", at, e)
	}
	for k := uint64(1); k <= at; k++ {
		s.session.Step()
		awaitEvents(t, s, k)
	}
	if want := "Paused · r1c2: 4 is already in column 2 (r4c2) — skip"; s.Status() != want {
		t.Fatalf("at the rejection: %q, want %q", s.Status(), want)
	}
	sameCounters(t, "at the rejection", s, stats[at-1])

	s.timeline.Back.Tapped(nil) // step 33: the try of 4
	v := s.board.View()
	if s.Status() != "Back in time — r1c2: try 4" || !strings.Contains(s.timeline.Label.Text, "step 33 of 34") ||
		v.At(0, 1).Digit != 4 || v.At(0, 1).Marks&Trying == 0 || v.At(0, 3).Digit != 0 {
		t.Errorf("one back: %q, %q, r1c2 %+v, r1c4 %+v", s.Status(), s.timeline.Label.Text, v.At(0, 1), v.At(0, 3))
	}
	sameCounters(t, "one back", s, stats[32])

	s.timeline.Back.Tapped(nil) // step 32: r1c2 = 3 taken back
	v = s.board.View()
	if !strings.HasPrefix(s.Status(), "Back in time — r1c2: no digit works further on — take 3 back") ||
		v.At(0, 1) != (Cell{Digit: 3, Kind: Solver, Marks: Undone}) {
		t.Errorf("two back: %q, r1c2 %+v", s.Status(), v.At(0, 1))
	}
	sameCounters(t, "two back", s, stats[31])

	for range 3 { // steps 31 (Leave), 30 (Undo of r1c4), 29 (Leave)
		s.timeline.Back.Tapped(nil)
	}
	v = s.board.View()
	if got := strings.Join(solverDigits(v, 0), " "); shown(s) != 29 || got != "r1c1=1 r1c2=3 r1c4=4" ||
		s.Status() != "Back in time — Depth 3 is done: nothing fits there — back to depth 2" {
		t.Errorf("five back: step %d, digits %s, %q", shown(s), got, s.Status())
	}
	sameCounters(t, "five back", s, stats[28])
	if stats[28].Backtracks != 0 || stats[at-1].Backtracks != 2 {
		t.Fatalf("the engine's counters changed: %+v", stats[28])
	}

	// Left on the grid steps back too, and Right forward.
	key(s.board, fyne.KeyLeft)
	if shown(s) != 28 || !strings.HasPrefix(s.Status(), "Back in time — r2c2: 4 is already in column 2") {
		t.Errorf("Left: step %d, %q", shown(s), s.Status())
	}
	key(s.board, fyne.KeyRight)
	key(s.board, fyne.KeyRight)
	if shown(s) != 30 {
		t.Errorf("Right, Right: step %d, want 30", shown(s))
	}
	if _, _, last, _ := s.session.History(); last != at {
		t.Errorf("going back and forth ran the search on: %d steps recorded", last)
	}
}

// The slider lands on the step it is set to, and from the last step the
// search goes on where it was.
func TestTimelineSliderLandsOnTheStep(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(7)
	selectStrategy(s, sudoku.Plain)
	events, stats := reference(s.p.givens, sudoku.Plain)
	for k := uint64(1); k <= 40; k++ {
		s.session.Step()
		awaitEvents(t, s, k)
	}
	for _, k := range []uint64{6, 22, 36, 1, 40} {
		s.timeline.Slider.SetValue(float64(k))
		if shown(s) != k {
			t.Fatalf("slid to %d: step %d on show", k, shown(s))
		}
		want := narrateEvent(events[k-1], 4)
		if k < 40 {
			want = "Back in time — " + want
		} else {
			want = "Paused · " + want
		}
		if s.Status() != want {
			t.Errorf("step %d: %q, want %q", k, s.Status(), want)
		}
		sameCounters(t, "slid", s, stats[k-1])
	}
	if v := s.board.View(); v.At(0, 0) != (Cell{Digit: 3, Kind: Solver, Marks: Placed}) {
		t.Errorf("step 40 shows r1c1 %+v, want the 3 just placed", v.At(0, 0))
	}
	s.session.Step() // at the live end, a step is the search's next
	awaitEvents(t, s, 41)
	if e := events[40]; shown(s) != 41 || s.Status() != "Paused · "+narrateEvent(e, 4) {
		t.Errorf("one step on: step %d, %q", shown(s), s.Status())
	}
}

// A whole run recorded: the jumps land on the solution and the
// backtracks, where the recorded events say.
func TestJumpsToSolutionsAndBacktracks(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(7)
	selectStrategy(s, sudoku.Plain)
	events, stats := reference(s.p.givens, sudoku.Plain)
	recordWholeRun(t, s)
	var solution uint64
	var undos []uint64
	for _, e := range events {
		switch e.Kind {
		case engine.Solution:
			solution = e.Seq
		case engine.Undo:
			undos = append(undos, e.Seq)
		}
	}
	if solution == 0 || len(undos) < 3 {
		t.Fatalf("the sample's plain search has %d backtracks, solution at %d", len(undos), solution)
	}
	if _, _, last, _ := s.session.History(); last != uint64(len(events))+1 { // and the Finish
		t.Fatalf("%d steps recorded, want %d", last, len(events)+1)
	}

	s.session.Seek(1)
	s.timeline.NextSolution.Tapped(nil)
	v := s.board.View()
	if shown(s) != solution || s.Status() != "Back in time — Every cell is filled and no rule is broken: a solution" {
		t.Errorf("next solution: step %d, %q; want step %d", shown(s), s.Status(), solution)
	}
	if got := viewGrid(t, v); !got.Full() || sudoku.Validate(got) != nil {
		t.Errorf("the solution step shows\n%s", got.Pretty())
	}
	sameCounters(t, "at the solution", s, stats[solution-1])

	s.session.Seek(1)
	for i, want := range undos[:3] {
		s.timeline.NextBacktrack.Tapped(nil)
		if shown(s) != want || !strings.Contains(s.Status(), "take") {
			t.Errorf("backtrack %d: step %d, %q; want step %d", i+1, shown(s), s.Status(), want)
		}
	}
	s.timeline.PrevBacktrack.Tapped(nil)
	if shown(s) != undos[1] {
		t.Errorf("previous backtrack: step %d, want %d", shown(s), undos[1])
	}
	// The keys of the timeline on the grid: , . for backtracks, [ ] for
	// solutions.
	s.board.TypedRune('.')
	if shown(s) != undos[2] {
		t.Errorf("'.': step %d, want %d", shown(s), undos[2])
	}
	s.board.TypedRune(',')
	s.board.TypedRune(',')
	if shown(s) != undos[0] {
		t.Errorf("',' twice: step %d, want %d", shown(s), undos[0])
	}
	s.board.TypedRune(']')
	if shown(s) != solution {
		t.Errorf("']': step %d, want %d", shown(s), solution)
	}

	// The last step is the end: the solution, and the words of the end.
	s.session.Seek(uint64(len(events)) + 1)
	if got := viewGrid(t, s.board.View()); got != s.model.snapshot().solution || !strings.HasPrefix(s.Status(), "Solved in ") {
		t.Errorf("at the end: %q, the grid\n%s", s.Status(), got.Pretty())
	}
}

// With fewest candidates first (singles only), the pencil marks of the
// cell a Choose names are the candidates it reported, and the other empty
// cells show those their grid leaves.
func TestPencilMarksAtAChooseAreItsCandidates(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(2)
	selectStrategy(s, sudoku.Singles)
	s.pencil.SetChecked(true)
	events, _ := reference(s.p.givens, sudoku.Singles)
	recordWholeRun(t, s)
	chooses := 0
	for _, e := range events {
		if e.Kind != engine.Choose {
			continue
		}
		chooses++
		s.session.Seek(e.Seq)
		v := s.board.View()
		cell := v.At(e.Row, e.Col)
		if cell.Cands != sudoku.Digits(e.Value) || cell.Marks&Chosen == 0 || cell.Digit != 0 {
			t.Fatalf("step %d, %s: the cell shows %+v, want the candidates %s", e.Seq, e, cell, sudoku.Digits(e.Value))
		}
		grid := viewGrid(t, v)
		for r := range 9 {
			for c := range 9 {
				if x := v.At(r, c); x.Digit == 0 && x.Cands != sudoku.Candidates(grid, r, c) {
					t.Fatalf("step %d: %s shows %s, its grid leaves %s", e.Seq, cellName(r, c), x.Cands, sudoku.Candidates(grid, r, c))
				}
			}
		}
		if chooses == 1 {
			want := "Back in time — " + cellName(e.Row, e.Col) + " has the fewest candidates: 2 — " +
				digitList(sudoku.Digits(e.Value))
			if e.Count != 2 || s.Status() != want {
				t.Errorf("first choose: %q, want %q", s.Status(), want)
			}
		}
	}
	if chooses < 10 {
		t.Fatalf("only %d Choose steps", chooses)
	}
	// A forced placement says why, and marks the unit of a hidden single.
	for _, e := range events {
		if e.Kind == engine.Place && e.Reason == engine.HiddenInColumn {
			s.session.Seek(e.Seq)
			want := "Back in time — " + cellName(e.Row, e.Col) + " must be " + digitName(e.Value) +
				": hidden single, the only place for " + digitName(e.Value) + " in column " + string(rune('1'+e.Unit)) + " — place it"
			if s.Status() != want {
				t.Errorf("step %d: %q, want %q", e.Seq, s.Status(), want)
			}
			if got := len(marked(s.board.View(), HintUnit)); got != 9 {
				t.Errorf("step %d: %d cells mark the column", e.Seq, got)
			}
			break
		}
	}
}

// Paused in the middle of a search that ran at full speed, the grid is
// the one the Resync burst restates: the choices on the recorded path.
func TestPauseAtFullSpeedShowsTheRestatedGrid(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(4) // tens of millions of tries for the plain search
	selectStrategy(s, sudoku.Plain)
	frame := watchFrames(s)
	s.session.Start()
	s.session.Frame()
	if !strings.HasPrefix(s.Status(), "Full speed") {
		t.Errorf("at full speed: %q", s.Status())
	}
	time.Sleep(20 * time.Millisecond) // the search runs unwatched a while before the pause
	s.session.Pause()
	// Wait until the paused search holds still: a peek asked for at full
	// speed may have restated the position just before the pause did, so
	// the last step must stay the last for 20 ms.
	last, since := uint64(0), time.Now()
	runtest.Await(t, "the paused search to hold still after a step", func() bool {
		s.session.Frame()
		_, _, now, _ := s.session.History()
		if now != last {
			last, since = now, time.Now()
			return false
		}
		e := shownEvent(frame)
		return e.Kind != 0 && e.Kind != engine.Resync && !e.Sync && time.Since(since) >= 20*time.Millisecond
	})
	if s.session.State() != run.Paused {
		t.Fatalf("state %s", s.session.State())
	}
	s.timeline.Back.Tapped(nil) // back to the end of the burst, where the position is whole
	if !strings.HasPrefix(s.Status(), "Back in time — Watching from here") {
		t.Fatalf("back to the Resync: step %d, %q", shown(s), s.Status())
	}
	var path []string
	for _, f := range frame.Step.Path() {
		if f.Chosen {
			path = append(path, cellName(f.Row, f.Col)+"="+digitName(f.Value))
		}
	}
	got := solverDigits(s.board.View(), 0)
	if len(path) < 10 || strings.Join(got, " ") != strings.Join(sortCells(path), " ") {
		t.Errorf("the grid shows %v, the path holds %v", got, path)
	}
	s.timeline.Back.Tapped(nil) // over the burst, in one go, to the Resync: the history starts there
	first, _, _, _ := s.session.History()
	if e := shownEvent(frame); shown(s) != first || e.Kind != engine.Resync || !s.timeline.Back.Disabled() {
		t.Errorf("back again: step %d, a %s; the history starts at %d", shown(s), e.Kind, first)
	}
}

// sortCells puts cell names in reading order, as solverDigits lists them.
func sortCells(cells []string) []string {
	out := make([]string, 0, len(cells))
	for r := 1; r <= 9; r++ {
		for c := 1; c <= 9; c++ {
			prefix := cellName(r-1, c-1) + "="
			for _, x := range cells {
				if strings.HasPrefix(x, prefix) {
					out = append(out, x)
				}
			}
		}
	}
	return out
}

// At full speed the grid moves: a few times a second the search shows
// where it stands (a peek), though nobody follows its steps.
func TestFullSpeedGridMoves(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.loadSample(4) // tens of millions of tries for the plain search
	selectStrategy(s, sudoku.Plain)
	givens := viewGrid(t, s.board.View())
	s.session.Start()
	t.Cleanup(func() { s.session.Stop(); s.session.Wait() })
	runtest.Await(t, "the grid to show more than the givens at full speed", func() bool {
		s.session.Frame()
		return viewGrid(t, s.board.View()) != givens
	})
	if s.session.State() != run.Running || !strings.HasPrefix(s.Status(), "Full speed") {
		t.Errorf("state %s, status %q", s.session.State(), s.Status())
	}
}

// With MRV's locked candidates, a step that takes a candidate away shows
// the digit ruled out of its cell and the unit where it is locked, and
// says why; at every step the pencil marks are the candidates the grid
// leaves less those the open frames took away, given back as each frame
// leaves (tracked here from the events, apart from the screen's own).
func TestPencilMarksLoseTheLockedCandidates(t *testing.T) {
	s, _, _ := newTestScreen(t)
	g, err := sudoku.Parse("....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...")
	if err != nil {
		t.Fatal(err)
	}
	s.paste(g.String())
	selectStrategy(s, sudoku.MRV)
	s.pencil.SetChecked(true)
	events, _ := reference(s.p.givens, sudoku.MRV)
	recordWholeRun(t, s)
	type taken struct{ cell, d, depth int }
	var away []taken
	grid := s.p.givens // the search's digits, tracked from the events
	told, seen := 0, 0
	for _, e := range events {
		switch e.Kind {
		case engine.Place:
			grid.Set(e.Row, e.Col, e.Value)
		case engine.Undo:
			grid.Set(e.Row, e.Col, 0)
		case engine.Eliminate:
			away = append(away, taken{e.Row*9 + e.Col, e.Value, e.Depth})
		case engine.Leave:
			for len(away) > 0 && away[len(away)-1].depth >= e.Depth {
				away = away[:len(away)-1]
			}
		}
		if e.Kind == engine.Finish || e.Seq%3 != 0 && e.Kind != engine.Eliminate {
			continue
		}
		s.session.Seek(e.Seq)
		v := s.board.View()
		if e.Kind == engine.Eliminate {
			seen++
			cell := v.At(e.Row, e.Col)
			if int(cell.Digit) != e.Value || cell.Marks&Rejected == 0 || len(marked(v, HintUnit)) != 9 {
				t.Fatalf("step %d, %s: the cell shows %+v, %d cells mark the unit", e.Seq, e, cell, len(marked(v, HintUnit)))
			}
			if strings.Contains(s.Status(), cellName(e.Row, e.Col)+" loses candidate "+digitName(e.Value)+": ") {
				told++
			}
		}
		for r := range 9 {
			for c := range 9 {
				x := v.At(r, c)
				if x.Digit != 0 || x.Marks&Chosen != 0 {
					continue
				}
				want := sudoku.Candidates(grid, r, c)
				for _, a := range away {
					if a.cell == r*9+c {
						want &^= 1 << (a.d - 1)
					}
				}
				if x.Cands != want {
					t.Fatalf("step %d (%s): %s shows %s, want %s", e.Seq, e, cellName(r, c), x.Cands, want)
				}
			}
		}
	}
	if seen < 5 || told != seen {
		t.Fatalf("%d eliminations looked at, %d told", seen, told)
	}
}
