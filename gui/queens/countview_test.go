package queens

import (
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
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
