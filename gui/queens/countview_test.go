package queens

import (
	"time"

	"backtracklab/gui/run"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run/runtest"
)

// The words under a count say on how many cores it runs: every core in
// the desktop app, one in a browser, where Go has one thread; in either
// language, and again after a switch of language.
func TestTheCountPanelSaysHowManyCoresItUses(t *testing.T) {
	i18n.Use(i18n.English)
	s := newTestScreen(t)
	desktop, web := countExplainKey("linux"), countExplainKey("js")
	if got, want := s.count.explain.Text, i18n.T(countExplainKey(runtime.GOOS)); got != want {
		t.Errorf("the count panel says %q, want %q", got, want)
	}
	if got := i18n.T(desktop); !strings.HasPrefix(got, "Counting only: the fast counter uses every core,") {
		t.Errorf("the desktop app's count panel says %q", got)
	}
	if got := i18n.T(web); strings.Contains(got, "counter uses every core") || !strings.Contains(got, "on one core in a browser (every core in the desktop app)") {
		t.Errorf("the web page's count panel says %q: the counter has one worker there", got)
	}

	i18ntest.UseChinese(t)
	if got, want := s.count.explain.Text, i18n.T(countExplainKey(runtime.GOOS)); got != want {
		t.Errorf("in Chinese the count panel says %q, want %q", got, want)
	}
	if got := i18n.T(desktop); !strings.Contains(got, "快速计数器使用所有处理器核心") {
		t.Errorf("the desktop app's count panel says %q in Chinese", got)
	}
	if got := i18n.T(web); strings.Contains(got, "计数器使用所有") || !strings.Contains(got, "在浏览器中只用一个处理器核心") {
		t.Errorf("the web page's count panel says %q in Chinese: the counter has one worker there", got)
	}
}

// The count panel, however long its words, asks for no more height than
// the list of solutions it stands in for: in a browser a taller window
// grows below the page's.
func TestTheCountPanelDoesNotMakeTheWindowTaller(t *testing.T) {
	i18n.Use(i18n.English)
	s := newTestScreen(t)
	s.countOnly.SetChecked(true)
	if got, list := s.count.content.MinSize().Height, s.results.content.MinSize().Height; got > list {
		t.Errorf("the count panel asks for %.0f of height, the list of solutions %.0f", got, list)
	}
	// Nor does it leave an empty line for a unique count not asked for.
	s.size.SetText("6")
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	if s.count.total.Text != "4 solutions" || s.count.unique.Visible() {
		t.Errorf("after a count of 6-queens without unique: total %q, the unique line shown %v", s.count.total.Text, s.count.unique.Visible())
	}
	s.withUnique.SetChecked(true)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	if !s.count.unique.Visible() || s.count.unique.Text != "1 unique (one per symmetry class)" {
		t.Errorf("after a count with unique: unique %q, shown %v", s.count.unique.Text, s.count.unique.Visible())
	}
	s.withUnique.SetChecked(false)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	if s.count.unique.Visible() {
		t.Errorf("after a count without unique again the unique line %q still shows", s.count.unique.Text)
	}
}

// While a count runs the panel says the solutions counted so far and,
// once there is progress to go by, the time left at the pace so far; in
// Chinese too.
func TestTheCountPanelSaysSoFarAndTimeLeft(t *testing.T) {
	i18n.Use(i18n.English)
	c := newCountView()
	s := &snapshot{phase: phaseCount}
	c.show(s, run.Frame{State: run.Running, Counted: 1234567, Elapsed: 2 * time.Second})
	if got := c.total.Text; got != "1,234,567 so far" {
		t.Errorf("with no progress yet the panel says %q", got)
	}
	c.show(s, run.Frame{State: run.Running, Counted: 2469134, Done: 1, Total: 4, Elapsed: 4 * time.Second})
	if got := c.total.Text; got != "2,469,134 so far · about 12.0 s left" {
		t.Errorf("a quarter done in 4 s, the panel says %q", got)
	}
	c.show(s, run.Frame{State: run.Running, Counted: 9000000, Done: 1, Total: 100, Elapsed: time.Minute})
	if got := c.total.Text; got != "9,000,000 so far · about 99 min 00 s left" {
		t.Errorf("1%% done in a minute, the panel says %q", got)
	}
	i18ntest.UseChinese(t)
	c.show(s, run.Frame{State: run.Running, Counted: 10, Done: 1, Total: 2, Elapsed: 3 * time.Second})
	if got := c.total.Text; !strings.HasPrefix(got, "目前 10 个 · 约剩 ") {
		t.Errorf("in Chinese the panel says %q", got)
	}
}

// A count tries no square one by one: the counters it has no numbers for
// show a dash, during the count and after it, and Solutions shows the
// solutions counted so far, then the total.
func TestACountShowsOnlyTheCountersItKeeps(t *testing.T) {
	i18n.Use(i18n.English)
	s := newTestScreen(t)
	c := s.counters
	notApplicable := func(when string) {
		t.Helper()
		for name, l := range map[string]*widget.Label{"tries": c.nodes, "checks": c.checks, "placements": c.placements,
			"rejections": c.rejections, "backtracks": c.backtracks} {
			if l.Text != "–" {
				t.Errorf("%s: %s shows %q, want a dash", when, name, l.Text)
			}
		}
		if c.byLine.Text != "" {
			t.Errorf("%s: the rejections by line say %q", when, c.byLine.Text)
		}
	}

	s.size.SetText("19")
	if !s.countOnly.Checked {
		t.Fatal("n=19 should count only")
	}
	test.Tap(s.Controls().StartButton)
	runtest.Await(t, "solutions counted", func() bool { s.Session().Frame(); return c.solutions.Text != "0" })
	notApplicable("counting")
	if !strings.Contains(s.count.total.Text, c.solutions.Text+" ") {
		t.Errorf("counting: solutions %q beside %q", c.solutions.Text, s.count.total.Text)
	}
	test.Tap(s.Controls().StopButton)
	finish(t, s)
	notApplicable("stopped")
	if !strings.HasPrefix(s.count.total.Text, c.solutions.Text+" ") {
		t.Errorf("stopped: solutions %q beside %q", c.solutions.Text, s.count.total.Text)
	}

	s.size.SetText("12")
	s.countOnly.SetChecked(true)
	s.withUnique.SetChecked(true)
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	notApplicable("after a count")
	if c.solutions.Text != "14,200" || c.elapsed.Text == "–" {
		t.Errorf("after a count: solutions %q, elapsed %q; want 14,200 and a time", c.solutions.Text, c.elapsed.Text)
	}

	// A listing run shows every counter again.
	s.countOnly.SetChecked(false)
	s.size.SetText("6")
	test.Tap(s.Controls().StartButton)
	finish(t, s)
	if c.nodes.Text == "–" || c.nodes.Text == "0" || c.solutions.Text != "4" {
		t.Errorf("after listing n=6: tries %q, solutions %q", c.nodes.Text, c.solutions.Text)
	}
}
