package browsertest

import (
	"regexp"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The app's keys reach it in the browser, and the page's keys are not
// taken by the browser: N and the size typed with Enter, ↓ and − for
// slower, a digit in the Sudoku grid with Ctrl+Z and Ctrl+Y, Ctrl+C to
// the clipboard, and Ctrl+V of a puzzle another tab put there.
func TestWebAppKeys(t *testing.T) {
	bin := env("BACKTRACKLAB_BIN", "../../backtracklab")
	dir := env("WEB_DIR", "../../build/web")
	url := server(t, bin, dir)
	s := &session{t: t, ctx: browser(t, "en-US"), url: url, out: env("BROWSERTEST_OUT", "../../build/browsertest")}
	if err := chromedp.Run(s.ctx, chromedp.Navigate(url+"?probe")); err != nil {
		t.Fatal(err)
	}
	s.waitLog(regexp.MustCompile(`^first frame after`), 90*time.Second)
	s.settle(500*time.Millisecond, 10*time.Second)
	origin := strings.TrimSuffix(url, "/")
	if err := chromedp.Run(s.ctx, cdpbrowser.GrantPermissions([]cdpbrowser.PermissionType{
		cdpbrowser.PermissionTypeClipboardReadWrite, cdpbrowser.PermissionTypeClipboardSanitizedWrite}).WithOrigin(origin)); err != nil {
		t.Fatal(err)
	}
	settle := func() { time.Sleep(300 * time.Millisecond) }

	s.click(nowhere.x, nowhere.y)
	s.key("n", 0)
	s.typeText("11")
	s.key(kb.Enter, 0)
	settle()
	if n := s.prefs()["queens.n"]; n != 11.0 {
		t.Errorf("N, 11, Enter: n is %v, want 11", n)
	}
	s.click(nowhere.x, nowhere.y)
	speed := func() float64 { v, _ := s.prefs()["queens.speed"].(float64); return v }
	s.key(kb.ArrowDown, 0)
	settle()
	down := speed()
	s.key("-", 0)
	settle()
	if minus := speed(); down == 0 || minus != down-1 {
		t.Errorf("↓ then −: speed notch %v then %v, want one notch slower each (from full speed)", down, minus)
	}

	s.click(tabSudoku.x, tabSudoku.y)
	time.Sleep(800 * time.Millisecond)
	s.click(firstCell.x, firstCell.y)
	s.typeText("4")
	settle()
	grid := func() string { v, _ := s.prefs()["sudoku.grid"].(string); return v }
	_, typed, _ := strings.Cut(grid(), "|")
	if !strings.HasPrefix(typed, "4.") {
		t.Fatalf("4 typed in the first cell: entries %q, want a 4 first", typed)
	}
	s.chord("z", "KeyZ", 90)
	settle()
	if _, e, _ := strings.Cut(grid(), "|"); e != emptyGrid {
		t.Errorf("Ctrl+Z: entries %q, want none", e)
	}
	s.chord("y", "KeyY", 89)
	settle()
	if _, e, _ := strings.Cut(grid(), "|"); e != typed {
		t.Errorf("Ctrl+Y: entries %q, want the 4 back (%q)", e, typed)
	}
	s.key(kb.Escape, 0)
	s.click(nowhere.x, nowhere.y)
	s.chord("c", "KeyC", 67)
	time.Sleep(500 * time.Millisecond)
	var clip string
	await := func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }
	if err := chromedp.Run(s.ctx, chromedp.Evaluate(`navigator.clipboard.readText()`, &clip, await)); err != nil {
		t.Fatal(err)
	}
	if givens, _, _ := strings.Cut(grid(), "|"); !strings.HasPrefix(clip, "4") || !strings.HasSuffix(clip, givens[1:]) {
		t.Errorf("Ctrl+C put %q on the clipboard, want the grid with its entry (givens %q)", clip, givens)
	}
	// Another tab copies a puzzle; Ctrl+V in the app reads it.
	if err := chromedp.Run(s.ctx, chromedp.Evaluate(`navigator.clipboard.writeText("`+sadmanGrid+`")`, nil, await)); err != nil {
		t.Fatal(err)
	}
	s.chord("v", "KeyV", 86)
	deadline := time.Now().Add(3 * time.Second)
	for grid() != sadmanGrid+"|"+emptyGrid && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if g := grid(); g != sadmanGrid+"|"+emptyGrid {
		t.Errorf("Ctrl+V of a puzzle: the grid keeps %q, want its givens %q", g, sadmanGrid)
	}
	s.shot("keys")
}
