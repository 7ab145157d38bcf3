package queens

import (
	"runtime"
	"strings"
	"testing"

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
	if got := i18n.T(web); strings.Contains(got, "counter uses every core") || !strings.Contains(got, "In the browser it runs on one core") {
		t.Errorf("the web page's count panel says %q: the counter has one worker there", got)
	}

	i18ntest.UseChinese(t)
	if got, want := s.count.explain.Text, i18n.T(countExplainKey(runtime.GOOS)); got != want {
		t.Errorf("in Chinese the count panel says %q, want %q", got, want)
	}
	if got := i18n.T(desktop); !strings.Contains(got, "快速计数器使用所有处理器核心") {
		t.Errorf("the desktop app's count panel says %q in Chinese", got)
	}
	if got := i18n.T(web); strings.Contains(got, "计数器使用所有") || !strings.Contains(got, "在浏览器中它只用一个处理器核心") {
		t.Errorf("the web page's count panel says %q in Chinese: the counter has one worker there", got)
	}
}
