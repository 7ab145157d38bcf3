package compare

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine"
	"backtracklab/engine/cli"
	"backtracklab/engine/compare"
	"backtracklab/engine/maze"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// hard is a puzzle the plain strategy takes millions of nodes on.
const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// newTestView builds the view of c in a test window, with no frame
// ticker: the tests push frames themselves.
func newTestView(t *testing.T, c *compare.Comparison) *View {
	t.Helper()
	test.NewTempApp(t)
	v := NewView(c, 0)
	w := test.NewTempWindow(t, v.Content())
	w.Resize(fyne.NewSize(1200, 760))
	t.Cleanup(v.Close)
	return v
}

// runToEnd starts v, waits for its run to end and pushes a frame.
func runToEnd(t *testing.T, v *View) {
	t.Helper()
	v.Start()
	runtest.Receive(t, "the comparison's end", v.Done())
	v.Frame()
}

// cliRun runs the command line and returns its exit status, stdout and
// stderr.
func cliRun(args ...string) (int, string, string) {
	var out, errOut strings.Builder
	code := cli.Run(args, cli.Streams{In: strings.NewReader(""), Out: &out, Err: &errOut})
	return code, out.String(), errOut.String()
}

// shown is what the view's table shows: each row's cells by its label
// (trimmed), commas dropped.
func shown(v *View) map[string][]string {
	rows := map[string][]string{}
	for i, l := range v.labels {
		var cells []string
		for _, c := range v.cells[i] {
			cells = append(cells, strings.ReplaceAll(c.Text, ",", ""))
		}
		rows[strings.TrimSpace(l.Text)] = cells
	}
	return rows
}

// statsOf reads -stats lines "name    value" into a map.
func statsOf(text string) map[string]string {
	m := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		if fields := regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(sc.Text()), 2); len(fields) == 2 {
			m[fields[0]] = fields[1]
		}
	}
	return m
}

func TestQueensEqualsStats(t *testing.T) {
	v := newTestView(t, compare.ForQueens(8))
	runToEnd(t, v)
	rows := shown(v)
	rejections := regexp.MustCompile(`^(\d+) \(column (\d+), diagonal (\d+), anti-diagonal (\d+)\)$`)
	for j, check := range []string{"scan", "arrays", "bitmask"} {
		if v.heads[j].Text != check {
			t.Errorf("column %d is headed %q, want %q", j, v.heads[j].Text, check)
		}
		code, _, errOut := cliRun("queens", "-n", "8", "-check", check, "-stats")
		st := statsOf(errOut)
		r := rejections.FindStringSubmatch(st["rejections"])
		if code != cli.ExitOK || r == nil {
			t.Fatalf("%s -stats: exit %d\n%s", check, code, errOut)
		}
		for label, want := range map[string]string{
			"tries": st["nodes"], "checks": st["checks"], "placements": st["placements"],
			"rejections": r[1], "column": r[2], "diagonal": r[3], "anti-diagonal": r[4],
			"backtracks": st["backtracks"], "solutions": st["solutions"], "result": "finished",
		} {
			if got := rows[label][j]; got != want {
				t.Errorf("%s %s: the view shows %q, -stats says %q", check, label, got, want)
			}
		}
	}
	if got := strings.Join(shownBrute(v), " | "); got != "4,426,165,368 | 16,777,216 | 40,320" {
		t.Errorf("brute force %s", got)
	}
	// The chart draws the same tries, and the brute forces beside them.
	bars := v.charts[0].Bars
	if len(bars) != 6 || bars[0].Text != "15,720" || bars[2].Text != "2,056" || bars[3].Text != "4,426,165,368" {
		t.Errorf("tries chart %+v", bars)
	}
	// The checks chart, whose labels are short, starts its bars level
	// with the tries chart's.
	tries, checks := test.WidgetRenderer(v.charts[0]).(*barRenderer), test.WidgetRenderer(v.charts[1]).(*barRenderer)
	if a, b := tries.bars[0].Position().X, checks.bars[0].Position().X; a != b || a < 100 {
		t.Errorf("the tries' bars start at x=%v, the checks' at %v", a, b)
	}
}

// shownBrute is the brute-force counts the table shows.
func shownBrute(v *View) []string {
	var s []string
	for _, l := range v.bruteV {
		s = append(s, l.Text)
	}
	return s
}

func TestSudokuEqualsStats(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "sudoku", "testdata", "sudoku_norvig_easy50.txt"))
	if err != nil {
		t.Fatal(err)
	}
	puzzle, _, _ := strings.Cut(string(data), "\n")
	g, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "puzzle.txt")
	if err := os.WriteFile(file, []byte(puzzle+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	v := newTestView(t, compare.ForSudoku(g))
	runToEnd(t, v)
	rows := shown(v)
	batch := regexp.MustCompile(`^puzzles 1, nodes (\d+), solving .*\n` +
		`checks (\d+), placements (\d+) \(forced (\d+)\), eliminated \d+, rejections (\d+), backtracks (\d+), solutions (\d+)\n$`)
	for j, st := range sudoku.Strategies {
		strategy := st.String()
		code, _, errOut := cliRun("sudoku", "-strategy", strategy, "-stats", file)
		m := batch.FindStringSubmatch(errOut)
		if code != cli.ExitOK || m == nil {
			t.Fatalf("%s -stats: exit %d, stderr %q", strategy, code, errOut)
		}
		for label, want := range map[string]string{"nodes": m[1], "checks": m[2], "placements": m[3], "forced": m[4],
			"rejections": m[5], "backtracks": m[6], "solutions": m[7], "result": "solved"} {
			if got := rows[label][j]; got != want {
				t.Errorf("%s %s: the view shows %q, -stats says %q", strategy, label, got, want)
			}
		}
	}
	empty := strings.Count(puzzle, ".")
	if want := "brute force, a digit in each of the " + itoa(empty) + " empty cells: 9^" + itoa(empty); v.bruteL[0].Text != want {
		t.Errorf("brute force %q, want %q", v.bruteL[0].Text, want)
	}
}

func TestMazeEqualsStats(t *testing.T) {
	file := filepath.Join("..", "..", "engine", "maze", "testdata", "loops.txt")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.ParseString(string(data))
	if err != nil {
		t.Fatal(err)
	}
	v := newTestView(t, compare.ForMaze(m))
	runToEnd(t, v)
	rows := shown(v)
	for j, algo := range []string{"dfs", "bfs"} {
		code, _, errOut := cliRun("maze", "-algo", algo, "-stats", file)
		st := statsOf(errOut)
		if code != cli.ExitOK || st["tries"] == "" {
			t.Fatalf("%s -stats: exit %d, stderr %q", algo, code, errOut)
		}
		for label, want := range map[string]string{"tries": st["tries"], "cells explored": st["explored"], "path length": st["path length"]} {
			if got := rows[label][j]; got != want {
				t.Errorf("%s %s: the view shows %q, -stats says %q", algo, label, got, want)
			}
		}
	}
	if len(v.bruteV) != 0 {
		t.Errorf("a maze has no brute force")
	}
}

// withoutTime drops the time line of a text table and the time row of a
// CSV one: wall time differs from run to run.
func withoutTime(table string) string {
	var keep []string
	for _, line := range strings.Split(table, "\n") {
		if !strings.HasPrefix(line, "time") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}

func TestCopyPutsTheTableOnTheClipboard(t *testing.T) {
	v := newTestView(t, compare.ForQueens(6))
	if !v.copyText.Disabled() {
		t.Error("Copy is enabled before there is a table")
	}
	runToEnd(t, v)
	clip := fyne.CurrentApp().Clipboard()

	test.Tap(v.copyText)
	_, want, _ := cliRun("queens", "-n", "6", "-compare")
	if got := clip.Content(); withoutTime(got) != withoutTime(want) || !strings.Contains(got, "\ntime ") {
		t.Errorf("Copy table put\n%s\nwant, as -compare prints it,\n%s", got, want)
	}
	if v.status.Text != "Copied the table" {
		t.Errorf("status %q", v.status.Text)
	}

	test.Tap(v.copyCSV)
	_, want, _ = cliRun("queens", "-n", "6", "-compare", "-csv")
	if got := clip.Content(); withoutTime(got) != withoutTime(want) || !strings.Contains(got, "\ntime (s),") {
		t.Errorf("Copy CSV put\n%s\nwant, as -compare -csv prints it,\n%s", got, want)
	}
}

// TestStopMidRun stops a comparison while its slowest method runs: Stop
// returns at once, the run ends, the view says so, and no goroutine of
// the run is left.
func TestStopMidRun(t *testing.T) {
	g, _ := sudoku.Parse(hard)
	c := compare.ForSudoku(g)
	c.Cap = 1 << 62 // the plain search alone would run for minutes
	v := newTestView(t, c)
	before := runtime.NumGoroutine()
	v.Start()
	runtest.Await(t, "the plain search to make some nodes", func() bool {
		done, _ := v.runner.Progress()
		return done > 0
	})
	v.Frame()
	if !strings.HasPrefix(v.status.Text, "Running Plain (1 of 5): ") || v.stop.Disabled() || !v.again.Disabled() {
		t.Errorf("while running: status %q, stop disabled %v, again disabled %v", v.status.Text, v.stop.Disabled(), v.again.Disabled())
	}
	runtest.Returns(t, "Stop", func() { test.Tap(v.stop) })
	runtest.Receive(t, "the stopped run's end", v.Done())
	v.Frame()
	if v.status.Text != "Stopped: the methods that ended are shown" || !v.stop.Disabled() || v.again.Disabled() {
		t.Errorf("stopped: status %q, stop disabled %v, again disabled %v", v.status.Text, v.stop.Disabled(), v.again.Disabled())
	}
	if v.table.Results[0] != nil || v.cells[0][0].Text != "…" {
		t.Errorf("the stopped method has a result: %+v, shows %q", v.table.Results[0], v.cells[0][0].Text)
	}
	if !v.copyText.Disabled() {
		t.Error("Copy is enabled for a table with gaps")
	}
	runtest.AwaitGoroutines(t, before)
}

// TestRunAgainAfterStop runs the comparison to its end after a stop: the
// stopped run's results, had any come late, are not mixed in.
func TestRunAgainAfterStop(t *testing.T) {
	v := newTestView(t, compare.ForQueens(8))
	v.Start()
	v.Stop()
	runtest.Receive(t, "the stopped run's end", v.Done())
	test.Tap(v.again)
	runtest.Receive(t, "the second run's end", v.Done())
	v.Frame()
	if !v.table.Complete() || shown(v)["tries"][0] != "15720" {
		t.Errorf("after Run again: %v", shown(v))
	}
	if !strings.HasPrefix(v.status.Text, "Done: ") || v.progress.Visible() {
		t.Errorf("status %q, progress bar visible %v", v.status.Text, v.progress.Visible())
	}
}

func TestGrowthFillsIn(t *testing.T) {
	c := compare.ForQueens(5)
	c.Growth = true
	v := newTestView(t, c)
	runToEnd(t, v)
	series := v.growth.Series
	if len(series) != 6 {
		t.Fatalf("%d series", len(series))
	}
	// n=8 is the fifth point; the brute forces are drawn at every n.
	if series[0].Values[4] != 15720 || series[2].Values[4] != 2056 || series[3].Values[4] != 4426165368 {
		t.Errorf("n=8: scan %v, bitmask %v, any squares %v", series[0].Values[4], series[2].Values[4], series[3].Values[4])
	}
	for i, s := range series {
		if known(s.Values) != compare.GrowthTo-compare.GrowthFrom+1 {
			t.Errorf("series %d (%s) has %d points: %v", i, s.Name, known(s.Values), s.Values)
		}
	}
}

func TestChinese(t *testing.T) {
	v := newTestView(t, compare.ForQueens(8))
	i18ntest.UseChinese(t)
	runToEnd(t, v)
	if v.heads[0].Text != "逐个比较" || !i18ntest.HasHan(v.status.Text) || !i18ntest.HasHan(v.charts[0].Title) {
		t.Errorf("heads %q, status %q, chart %q", v.heads[0].Text, v.status.Text, v.charts[0].Title)
	}
	// The CSV keeps plain digits in any language.
	if csv := v.CSV(); !strings.Contains(csv, "尝试次数,15720,15720,2056\n") {
		t.Errorf("CSV in Chinese:\n%s", csv)
	}
}

// TestShowAndClose opens the view as the screens do and closes it with
// its button: the pop-up goes, and so does the run.
func TestShowAndClose(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1000, 700))
	g, _ := sudoku.Parse(hard)
	c := compare.ForSudoku(g)
	c.Cap = 1 << 62
	before := runtime.NumGoroutine()
	v := Show(w, run.NewSession(nil, 0), c) // no ticker: nothing touches the widgets behind the test's back
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no pop-up")
	}
	if v.runner.Running() == false {
		t.Error("the comparison did not start")
	}
	runtest.Returns(t, "Close", func() { test.Tap(v.closer) })
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the pop-up is still open")
	}
	runtest.Receive(t, "the run's end", v.Done())
	end, _ := v.runner.Wait()
	if end != engine.Stopped {
		t.Errorf("the run ended %v", end)
	}
	runtest.AwaitGoroutines(t, before)
}
