package queens

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/queens"
	"backtracklab/gui/i18n"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// newTestScreen returns the N-Queens screen in a test window, with frames
// pushed by hand.
func newTestScreen(t *testing.T) *Screen {
	t.Helper()
	t.Cleanup(i18n.Mark()) // the screen's widgets stop following the language after the test
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	s := New(w, fyne.CurrentApp().Preferences(), 0)
	w.SetContent(s.Content())
	w.Resize(fyne.NewSize(1200, 720))
	t.Cleanup(s.Close)
	return s
}

// awaitEvents waits until the run has recorded k events, then pushes a
// frame; a run that does not get there fails the test.
func awaitEvents(t testing.TB, s *Screen, k uint64) {
	t.Helper()
	runtest.AwaitEvents(t, s.session, k)
}

// finish waits for the run to end and pushes the last frame.
func finish(t *testing.T, s *Screen) engine.End {
	t.Helper()
	end, _ := runtest.Wait(t, s.Session())
	s.Session().Frame()
	return end
}

func queensOn(v View) [][2]int { return marked(&v, Queen) }

func TestStartListsEverySolution(t *testing.T) {
	s := newTestScreen(t)
	test.Tap(s.Controls().StartButton)
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v, want done", end)
	}
	if s.Status() != "Finished: 92 solutions" {
		t.Errorf("status %q", s.Status())
	}
	if s.counters.nodes.Text != "15,720" || s.counters.solutions.Text != "92" || s.counters.backtracks.Text != "2,056" {
		t.Errorf("counters: tries %s solutions %s backtracks %s; want 15,720 92 2,056",
			s.counters.nodes.Text, s.counters.solutions.Text, s.counters.backtracks.Text)
	}
	if s.results.header.Text != "92 solutions" || s.results.list.Length() != 92 {
		t.Errorf("results: %q with %d rows", s.results.header.Text, s.results.list.Length())
	}
	// At the end the board shows the last solution, 8 5 3 1 6 8... as
	// columns 8 4 1 3 6 2 7 5.
	v := s.Board().View()
	sameSquares(t, "last solution", marked(&v, Solved), [][2]int{{0, 7}, {1, 3}, {2, 0}, {3, 2}, {4, 5}, {5, 1}, {6, 6}, {7, 4}})
}

func TestStepShowsEachStepOnTheBoardAndInWords(t *testing.T) {
	s := newTestScreen(t)
	steps := []struct {
		status string
		mark   Mark
		square [2]int
	}{
		{"Start in row 1: look for a safe column", 0, [2]int{0, 0}},
		{"Row 1: try column 1", Trying, [2]int{0, 0}},
		{"Row 1: column 1 is safe — place a queen and go on to row 2", Queen, [2]int{0, 0}},
		{"Row 2: look for a safe column", Queen, [2]int{0, 0}},
		{"Row 2: try column 1", Trying, [2]int{1, 0}},
		{"Row 2: column 1 is attacked along its column by the queen in row 1 — skip", Rejected, [2]int{1, 0}},
		{"Row 2: try column 2", Trying, [2]int{1, 1}},
		{`Row 2: column 2 is attacked along a \ diagonal by the queen in row 1 — skip`, Rejected, [2]int{1, 1}},
	}
	for i, st := range steps {
		test.Tap(s.Controls().StepButton)
		awaitEvents(t, s, uint64(i+1))
		if s.Session().State() != run.Paused {
			t.Fatalf("step %d: state %v, want paused", i+1, s.Session().State())
		}
		if s.Status() != st.status {
			t.Errorf("step %d: status %q, want %q", i+1, s.Status(), st.status)
		}
		v := s.Board().View()
		if st.mark != 0 && !v.Has(st.square[0], st.square[1], st.mark) {
			t.Errorf("step %d: square %v lacks mark %b (has %b)", i+1, st.square, st.mark, v.At(st.square[0], st.square[1]))
		}
	}
	v := s.Board().View()
	if !v.Has(0, 0, Queen|Blocker) || v.Queens() != 1 {
		t.Errorf("the queen in row 1 should block the rejected try: marks %b, %d queens", v.At(0, 0), v.Queens())
	}
	if s.counters.nodes.Text != "3" || s.counters.rejections.Text != "2" || s.counters.placements.Text != "1" {
		t.Errorf("counters: tries %s rejections %s placements %s; want 3 2 1",
			s.counters.nodes.Text, s.counters.rejections.Text, s.counters.placements.Text)
	}

	// Resume at full speed: the rest runs unwatched and the list is whole.
	test.Tap(s.Controls().PauseButton)
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v, want done", end)
	}
	want, _ := bare(8)
	sameSolutions(t, listed(s.model), want)
	if s.counters.nodes.Text != "15,720" || s.Status() != "Finished: 92 solutions" { // scan's tries
		t.Errorf("after resuming: tries %s status %q", s.counters.nodes.Text, s.Status())
	}
}

func TestBacktrackIsShownAndNarrated(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("4")
	// 4-queens: the first backtrack is the 21st event, when row 3 has no
	// safe column left under the queens in columns 1 and 3.
	s.Session().Step()
	for k := uint64(1); k < 21; k++ {
		awaitEvents(t, s, k)
		s.Session().Step()
	}
	awaitEvents(t, s, 21)
	if want := "Row 3: no safe column left — backtrack to row 2 and take its queen back from column 3"; s.Status() != want {
		t.Errorf("status %q, want %q", s.Status(), want)
	}
	v := s.Board().View()
	if !v.Has(1, 2, Undone) || v.Has(1, 2, Queen) || v.Queens() != 1 {
		t.Errorf("(2,3) should show a queen taken back: marks %b, %d queens", v.At(1, 2), v.Queens())
	}
}

func TestStopKeepsTheBoardAndResetClearsIt(t *testing.T) {
	s := newTestScreen(t)
	s.Controls().Speed.SetValue(2) // 5 steps/s: enter, try, place in 0.4 s, then a pause of 0.2 s
	test.Tap(s.Controls().StartButton)
	awaitEvents(t, s, 3)
	test.Tap(s.Controls().StopButton)
	finish(t, s)
	if s.Session().State() != run.Stopped || !strings.HasPrefix(s.Status(), "Stopped after 0 solutions") {
		t.Errorf("state %v status %q", s.Session().State(), s.Status())
	}
	if v := s.Board().View(); !v.Has(0, 0, Queen) {
		t.Errorf("the stopped board should keep the queen at (1,1): marks %b", v.At(0, 0))
	}
	test.Tap(s.Controls().StopButton) // now Reset
	v := s.Board().View()
	if s.Session().State() != run.Idle || v.At(0, 0) != 0 || s.counters.nodes.Text != "0" || s.results.header.Text != "No solutions yet" {
		t.Errorf("reset: state %v marks %b tries %s results %q", s.Session().State(), v.At(0, 0), s.counters.nodes.Text, s.results.header.Text)
	}
}

func TestBadSizeShowsTheEnginesMessageAndKeepsTheBoard(t *testing.T) {
	s := newTestScreen(t)
	for text, want := range map[string]string{
		"0":   "n must be between 1 and 32 (got 0)",
		"33":  "n must be between 1 and 32 (got 33)",
		"abc": "n must be a whole number between 1 and 32",
		"":    "n must be a whole number between 1 and 32",
	} {
		s.size.SetText(text)
		if !s.sizeError.Visible() || s.sizeError.Text != want {
			t.Errorf("n = %q: message %q (visible %v), want %q", text, s.sizeError.Text, s.sizeError.Visible(), want)
		}
		if s.Board().View().N != 8 {
			t.Errorf("n = %q: the board changed to %d", text, s.Board().View().N)
		}
	}
	test.Tap(s.Controls().StartButton)
	if s.Session().State() != run.Idle {
		t.Errorf("Start with a bad n: state %v, want idle", s.Session().State())
	}
	s.size.SetText("5")
	if s.sizeError.Visible() || s.Board().View().N != 5 {
		t.Errorf("n = 5: message visible %v, board %d", s.sizeError.Visible(), s.Board().View().N)
	}
}

func TestLargeBoardsSuggestCountingOnly(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("16")
	if !s.countOnly.Checked || !s.count.content.Visible() || s.results.content.Visible() {
		t.Errorf("n=16: count only %v, count panel %v, list %v", s.countOnly.Checked, s.count.content.Visible(), s.results.content.Visible())
	}
	s.size.SetText("10")
	if s.countOnly.Checked || !s.results.content.Visible() {
		t.Errorf("n=10: count only %v, list %v", s.countOnly.Checked, s.results.content.Visible())
	}
}

func TestCountOnly(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("12")
	s.countOnly.SetChecked(true)
	s.withUnique.SetChecked(true)
	test.Tap(s.Controls().StartButton)
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v, want done", end)
	}
	if s.Status() != "Finished: 14,200 solutions, 1,787 unique" || s.count.total.Text != "14,200 solutions" ||
		s.count.unique.Text != "1,787 unique (one per symmetry class)" || s.count.progress.Value != 1 {
		t.Errorf("status %q, total %q, unique %q, progress %g", s.Status(), s.count.total.Text, s.count.unique.Text, s.count.progress.Value)
	}
}

// A quiet start (the browser's) leaves the screen as it was while the
// count runs in its hold, and a count that ends in it shows its result at
// its first frame: the last run's solution off the board, the counters
// and the panel the count's, the controls as after any run.
func TestAQuietCountShowsItsResultAtItsFirstFrame(t *testing.T) {
	s := newTestScreen(t)
	s.quiet = time.Hour
	s.size.SetText("6")
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	if len(queensOn(s.Board().View())) != 6 {
		t.Fatalf("after listing 6-queens the board shows queens %v, want a solution", queensOn(s.Board().View()))
	}
	before := s.Status()
	s.countOnly.SetChecked(true)
	test.Tap(s.Controls().StartButton)
	if s.Status() != before || s.Controls().StartButton.Text != "Start" || len(queensOn(s.Board().View())) != 6 {
		t.Errorf("in the hold: status %q (was %q), Start button %q, queens %v; want the screen as it was",
			s.Status(), before, s.Controls().StartButton.Text, queensOn(s.Board().View()))
	}
	finish(t, s)
	if s.Status() != "Finished: 4 solutions" || s.count.total.Text != "4 solutions" || s.count.progress.Value != 1 ||
		len(queensOn(s.Board().View())) != 0 || s.Controls().StartButton.Text != "Start" || s.size.Disabled() {
		t.Errorf("after the count: status %q, total %q, progress %g, queens %v, Start button %q, size locked %v",
			s.Status(), s.count.total.Text, s.count.progress.Value, queensOn(s.Board().View()), s.Controls().StartButton.Text, s.size.Disabled())
	}
}

// Stopping a count whose tasks take hours returns at once, the window
// says it is stopping until the workers have left, and then tells how far
// the count got.
func TestStoppingALongCountReturnsAtOnce(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("24")
	if !s.countOnly.Checked {
		t.Fatal("n=24 should count only")
	}
	test.Tap(s.Controls().StartButton)
	// The status line says it at once; the numbers follow at the text
	// rate (textRate), with the progress the count has made.
	if got := s.Status(); got != "Counting the solutions of n = 24…" || s.count.total.Text != "–" {
		t.Errorf("at the start: status %q, total %q", got, s.count.total.Text)
	}
	runtest.Await(t, "the count's progress on show", func() bool { s.Session().Frame(); return s.count.progress.Value > 0 })
	if !strings.HasPrefix(s.Status(), "Counting the solutions of n = 24… ") {
		t.Errorf("counting: status %q, progress %g", s.Status(), s.count.progress.Value)
	}
	// How soon Stop returns is timed by the engine's stop benchmarks.
	test.Tap(s.Controls().StopButton)
	if st := s.Session().State(); st != run.Stopping && st != run.Stopped {
		t.Errorf("state %v after Stop", st)
	}
	if end := finish(t, s); end != engine.Stopped {
		t.Fatalf("end %v, want stopped", end)
	}
	if !strings.HasPrefix(s.Status(), "Stopped at ") || !strings.Contains(s.Status(), " of the search: ") ||
		!strings.HasSuffix(s.Status(), " so far") || !strings.HasSuffix(s.count.total.Text, " so far") {
		t.Errorf("stopped: status %q, total %q", s.Status(), s.count.total.Text)
	}
}

func TestHandPlacementMarksClashesAndSolutions(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("4")
	b := s.Board()
	tap := func(r, c int) { test.TapAt(b, b.SquareCenter(r, c)) }

	tap(0, 0)
	tap(1, 1)
	v := b.View()
	if !v.Has(0, 0, Clash) || !v.Has(1, 1, Clash) || s.Status() != "2 queens placed, 2 queens are attacked (marked)" {
		t.Errorf("clash: marks %b %b, status %q", v.At(0, 0), v.At(1, 1), s.Status())
	}
	tap(1, 1) // taken off again
	tap(0, 0)
	for r, c := range []int{1, 3, 0, 2} {
		tap(r, c)
	}
	v = b.View()
	if v.Queens() != 4 || !v.Has(2, 0, Solved) || s.Status() != "4 queens placed, no two attack: a solution!" {
		t.Errorf("solution: %d queens, status %q", v.Queens(), s.Status())
	}
	s.attacks.SetChecked(true)
	v = b.View()
	if v.Has(0, 0, Attacked) != true || v.Queens() != 4 {
		t.Errorf("attacked squares not shown: (1,1) marks %b", v.At(0, 0))
	}
}

func TestHandPlacementWaitsForTheSearchToStop(t *testing.T) {
	s := newTestScreen(t)
	s.Session().Step()
	awaitEvents(t, s, 1)
	test.TapAt(s.Board(), s.Board().SquareCenter(3, 3))
	v := s.Board().View()
	if s.Status() != "Stop the search (Esc) to place queens by hand" || v.Has(3, 3, Queen) {
		t.Errorf("status %q, queen placed %v", s.Status(), v.Has(3, 3, Queen))
	}
}

func TestChoosingAResultShowsItsBoard(t *testing.T) {
	s := newTestScreen(t)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	s.results.list.Select(3)
	v := s.Board().View()
	sameSquares(t, "solution #4", queensOn(v), [][2]int{{0, 0}, {1, 6}, {2, 4}, {3, 7}, {4, 1}, {5, 3}, {6, 5}, {7, 2}})
	if s.Status() != "Solution #4: 1 7 5 8 2 4 6 3" {
		t.Errorf("status %q", s.Status())
	}
	test.Tap(s.results.copyOne)
	want := `["Q.......","......Q.","....Q...",".......Q",".Q......","...Q....",".....Q..","..Q....."]`
	if got := fyne.CurrentApp().Clipboard().Content(); got != want {
		t.Errorf("clipboard %s, want %s", got, want)
	}
}

func TestUniqueFilterListsOnePerSymmetryClass(t *testing.T) {
	s := newTestScreen(t)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	s.results.uniqueOnly.SetChecked(true)
	for s.Session().Frame() {
	}
	if s.results.list.Length() != 12 || s.results.header.Text != "12 unique of 92 solutions" {
		t.Errorf("%d rows, header %q; want 12 and 12 unique of 92 solutions", s.results.list.Length(), s.results.header.Text)
	}
	for i := range 12 {
		buf := make([]byte, 8)
		s.model.listed(s.results.solutionAt(i), buf)
		if !queens.Canonical(buf) {
			t.Errorf("row %d (%v) is not canonical", i, buf)
		}
	}
	test.Tap(s.results.copyAll)
	got := fyne.CurrentApp().Clipboard().Content()
	if strings.Count(got, "\n") != 14 || !strings.HasPrefix(got, "[\n[\"Q.......\",\"....Q...\"") {
		t.Errorf("copied:\n%s", got)
	}
}

func TestPagesAndGoTo(t *testing.T) {
	s := newTestScreen(t)
	s.results.pageSize = 20
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	r := s.results
	if !r.pager.Visible() || r.page != 4 || r.list.Length() != 12 || r.pageLabel.Text != "Page 5 of 5 (rows 81–92)" {
		t.Errorf("after the run: pager %v, page %d, %d rows, %q", r.pager.Visible(), r.page, r.list.Length(), r.pageLabel.Text)
	}
	r.goTo.SetText("45")
	r.goTo.OnSubmitted(r.goTo.Text)
	if r.page != 2 || r.selected != 44 || !strings.HasPrefix(s.Status(), "Solution #45: ") {
		t.Errorf("go to 45: page %d, selected %d, status %q", r.page, r.selected, s.Status())
	}
	test.Tap(r.prev)
	if r.page != 1 || r.list.Length() != 20 || r.pageLabel.Text != "Page 2 of 5 (rows 21–40)" {
		t.Errorf("previous: page %d, %d rows, %q", r.page, r.list.Length(), r.pageLabel.Text)
	}
	r.goTo.OnSubmitted("93")
	if r.note.Text != "No solution #93: the list holds #1 to #92" {
		t.Errorf("go to 93: note %q", r.note.Text)
	}
}

func TestNewSizeStartsAFreshList(t *testing.T) {
	s := newTestScreen(t)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	s.size.SetText("6")
	if s.results.list.Length() != 0 || s.Board().View().N != 6 || s.counters.solutions.Text != "0" {
		t.Errorf("after n=6: %d rows, board %d, solutions %s", s.results.list.Length(), s.Board().View().N, s.counters.solutions.Text)
	}
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	buf := make([]byte, 6)
	s.model.listed(0, buf)
	if s.Status() != "Finished: 4 solutions" || !bytes.Equal(buf, []byte{1, 3, 5, 0, 2, 4}) {
		t.Errorf("n=6: status %q, first %v", s.Status(), buf)
	}
}

func TestSettingsAreLockedDuringARun(t *testing.T) {
	s := newTestScreen(t)
	s.Session().Step()
	if !s.size.Disabled() || !s.check.Disabled() || !s.countOnly.Disabled() {
		t.Errorf("paused run: size %v check %v count %v disabled, want all", s.size.Disabled(), s.check.Disabled(), s.countOnly.Disabled())
	}
	done := make(chan struct{})
	go func() { s.Session().Wait(); close(done) }()
	s.Session().Stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("the search did not end on Stop")
	}
	if s.size.Disabled() {
		t.Error("settings still locked after Stop")
	}
}

// Scan and arrays try every square of n=8 and differ only in the checks;
// bitmask tries only the free squares: its tries are its placements.
func TestCheckMethodsCountTheirOwnWork(t *testing.T) {
	s := newTestScreen(t)
	for _, c := range queens.Checks() {
		s.selectCheck(c)
		test.Tap(s.Controls().StartButton)
		finish(t, s)
		tr := engine.NewTracer(nil)
		(&queens.Solver{N: 8, Check: c}).Search(tr)
		tries := "15,720"
		if c == queens.Bitmask {
			tries = "2,056"
		}
		if s.counters.nodes.Text != tries || s.counters.placements.Text != "2,056" || s.counters.checks.Text != run.Thousands(tr.Stats.Checks) {
			t.Errorf("%v: tries %s placements %s checks %s, want %s, 2,056 and %s", c, s.counters.nodes.Text,
				s.counters.placements.Text, s.counters.checks.Text, tries, run.Thousands(tr.Stats.Checks))
		}
	}
	if s.counters.checks.Text == "94,077" {
		t.Error("bitmask counted as many checks as scan")
	}
}

func TestSettingsAreKeptForTheNextStart(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("10")
	s.selectCheck(queens.Bitmask)
	s.Controls().Speed.SetValue(4)

	again := New(test.NewTempWindow(t, nil), fyne.CurrentApp().Preferences(), 0)
	if again.n != 10 || again.size.Text != "10" || again.selectedCheck() != queens.Bitmask || again.Session().Notch() != 4 {
		t.Errorf("restored n %d (%q), check %q, speed notch %d; want 10, bitmask, 4",
			again.n, again.size.Text, again.check.Selected, again.Session().Notch())
	}
}

// Typing n=16 ticks Count only on the way, and the entry keeps the focus:
// the box gives the keys back only when it is the one that has them.
func TestTypingALargeSizeKeepsTheFocusInTheEntry(t *testing.T) {
	s := newTestScreen(t)
	c := fyne.CurrentApp().Driver().CanvasForObject(s.size)
	c.Focus(s.size)
	s.size.SetText("")
	test.Type(s.size, "16")
	if c.Focused() != s.size || s.size.Text != "16" || !s.countOnly.Checked {
		t.Errorf("after typing 16: focus on %T, text %q, count only %v", c.Focused(), s.size.Text, s.countOnly.Checked)
	}
}

// Back from a rejection shows the step before it, board and counters;
// forward through the recording shows it again without a new step.
func TestStepBackFromARejection(t *testing.T) {
	s := newTestScreen(t)
	for k := uint64(1); k <= 6; k++ { // up to "Row 2: column 1 is attacked…"
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	if !strings.HasPrefix(s.Status(), "Row 2: column 1 is attacked") || s.counters.rejections.Text != "1" {
		t.Fatalf("at the rejection: %q, %s rejections", s.Status(), s.counters.rejections.Text)
	}
	s.timeline.Back.Tapped(nil)
	v := s.Board().View()
	if s.Status() != "Back in time — Row 2: try column 1" || s.counters.nodes.Text != "2" || s.counters.rejections.Text != "0" ||
		!v.Has(1, 0, Trying) || v.Has(1, 0, Rejected) || !v.Has(0, 0, Queen) {
		t.Errorf("one back: %q, tries %s rejections %s, (2,1) marks %b", s.Status(), s.counters.nodes.Text, s.counters.rejections.Text, v.At(1, 0))
	}
	if !strings.Contains(s.timeline.Label.Text, "step 5 of 6") {
		t.Errorf("timeline %q", s.timeline.Label.Text)
	}
	s.timeline.Back.Tapped(nil)
	if s.Status() != "Back in time — Row 2: look for a safe column" || s.counters.nodes.Text != "1" || s.counters.placements.Text != "1" {
		t.Errorf("two back: %q, tries %s placements %s", s.Status(), s.counters.nodes.Text, s.counters.placements.Text)
	}
	s.timeline.Slider.SetValue(6)
	if v := s.Board().View(); !strings.HasPrefix(s.Status(), "Row 2: column 1 is attacked") || !v.Has(1, 0, Rejected) {
		t.Errorf("slid to 6: %q", s.Status())
	}
	if _, _, last, _ := s.session.History(); last != 6 {
		t.Errorf("going back and forth ran the search on: %d steps recorded", last)
	}
}

// A whole run recorded (paced): the jumps land on the first solution and
// the first backtrack, as the recorded events say.
func TestJumpsToSolutionsAndBacktracks(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("4")
	s.Controls().Speed.SetValue(float64(run.FullSpeed - 1)) // 10,000 steps/s: watched, every event recorded
	test.Tap(s.Controls().StartButton)
	if end := finish(t, s); end != engine.Done {
		t.Fatalf("end %v", end)
	}
	s.Session().Seek(1)
	s.timeline.NextSolution.Tapped(nil)
	v := s.Board().View()
	sameSquares(t, "first solution", marked(&v, Solved), [][2]int{{0, 1}, {1, 3}, {2, 0}, {3, 2}})
	if s.counters.solutions.Text != "1" || !strings.HasSuffix(s.Status(), "Solution 1 found") {
		t.Errorf("first solution: %s solutions, %q", s.counters.solutions.Text, s.Status())
	}
	s.Session().Seek(1)
	s.timeline.NextBacktrack.Tapped(nil)
	if _, shown, _, _ := s.session.History(); shown != 21 || !strings.Contains(s.Status(), "no safe column left") {
		t.Errorf("first backtrack at step %d: %q, want 21", shown, s.Status())
	}
	s.timeline.PrevBacktrack.Tapped(nil)
	if _, shown, _, _ := s.session.History(); shown != 21 {
		t.Errorf("no backtrack before the first: step %d", shown)
	}
}
