// Package browsertest drives the web build in Chromium through the
// DevTools protocol: "make browser" (part of "make test") runs it after
// "make web" and "make build". It serves build/web with the app's own
// server on 127.0.0.1, opens the page on a fresh profile and goes through
// what a class does: the first frame, 8-queens solved, an 18-queens count
// that leaves the page answering and stops at once, a Sudoku file opened
// through the browser's picker, keys, and a reload that keeps the settings
// and the tab on show.
// Figures (times on the page's own clock) are printed and written to
// $BROWSERTEST_OUT/figures.txt with the screenshots.
//
// It is a module of its own so that the app's go.mod does not carry the
// DevTools client.
package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Where the window's controls are, in CSS pixels, in a 1280×800 window
// (the page fills it; Fyne lays it out the same on every run).
var (
	tabQueens   = point{47, 49}
	tabSudoku   = point{126, 49}
	tabMaze     = point{191, 49}
	tabCode     = point{246, 49}
	countOnly   = point{657, 88}
	menuView    = point{117, 13}
	itemDark    = point{170, 84}
	queensN     = point{75, 88}
	startButton = point{49, 128}
	stopButton  = point{325, 128}
	nowhere     = point{1000, 620} // the right-hand panel's empty space
	firstCell   = point{222, 222}  // the Sudoku grid's first cell, empty in the first sample
	// The menu bar, the board and the settings row.
	menuArea     = image.Rect(0, 0, 240, 28)
	boardArea    = image.Rect(200, 185, 540, 505)
	settingsArea = image.Rect(0, 70, 1280, 108)
	// Within it, the size and the Count only box (the Check select is
	// greyed once a count has run, not after a reload).
	sizeArea  = image.Rect(0, 0, 170, 38)
	countArea = image.Rect(640, 0, 880, 38)
	gridArea  = image.Rect(200, 185, 580, 580)
	// The Code tab's state view, right of the editor.
	stateArea = image.Rect(700, 185, 1270, 560)
)

type point struct{ x, y float64 }

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func TestWebApp(t *testing.T) {
	bin := env("BACKTRACKLAB_BIN", "../../backtracklab")
	dir := env("WEB_DIR", "../../build/web")
	out := env("BROWSERTEST_OUT", "../../build/browsertest")
	for _, f := range []string{bin, filepath.Join(dir, "index.html"), filepath.Join(dir, "backtracklab.wasm")} {
		if _, err := os.Stat(f); err != nil {
			t.Fatalf("%v: build the app and the web build first (make build web)", err)
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	url := server(t, bin, dir)
	ctx := browser(t, "en-US")
	s := &session{t: t, ctx: ctx, url: url, out: out}
	figures := &strings.Builder{}
	figure := func(format string, args ...any) {
		line := fmt.Sprintf(format, args...)
		t.Log(line)
		figures.WriteString(line + "\n")
	}
	defer func() {
		_ = os.WriteFile(filepath.Join(out, "figures.txt"), []byte(figures.String()), 0o644)
		var console strings.Builder
		for _, l := range s.logs() {
			fmt.Fprintf(&console, "%8.0f %v\n", l[0], l[1])
		}
		_ = os.WriteFile(filepath.Join(out, "console.txt"), []byte(console.String()), 0o644)
	}()
	click := func(p point) float64 { return s.click(p.x, p.y) }

	// The page: its title, then the app's first frame.
	if err := chromedp.Run(ctx, chromedp.Navigate(url+"?probe")); err != nil {
		t.Fatal(err)
	}
	var title string
	s.eval(`document.title`, &title)
	if title != "Backtrack Lab" {
		t.Errorf("page title %q, want Backtrack Lab", title)
	}
	first, _ := s.waitLog(regexp.MustCompile(`^first frame after \d+ ms$`), 90*time.Second)
	figure("first frame %.0f ms after the page began to load", first)
	var loadingShown bool
	s.eval(`getComputedStyle(document.getElementById("loading")).display !== "none"`, &loadingShown)
	if loadingShown {
		t.Errorf("the loading screen still shows over the app")
	}
	s.settle(500*time.Millisecond, 10*time.Second)
	empty := s.shot("start")

	// 8-queens, the size on show at first, solved at full speed (Space).
	click(nowhere)
	s.key(" ", 0)
	time.Sleep(2 * time.Second)
	s.settle(300*time.Millisecond, 5*time.Second)
	solved := s.shot("queens8")
	if d := differing(empty, solved, boardArea); d < 500 {
		t.Errorf("the board changed in %d pixels after solving 8-queens, want a board with queens", d)
	}

	// Ctrl+A in the size entry selects its text, so typing replaces it (a
	// real keyboard sends Control down first).
	click(queensN)
	s.chord("a", "KeyA", 65)
	s.typeText("18")
	time.Sleep(300 * time.Millisecond)
	if n := s.prefs()["queens.n"]; n != 18.0 {
		t.Fatalf("after Ctrl+A and 18 in the size entry, n is %v, want 18", n)
	}
	// Above 15 the screen counts (Count only ticks itself).
	click(nowhere)
	time.Sleep(300 * time.Millisecond)
	settings18 := s.shot("queens18-settings")
	countSettings := crop(settings18, settingsArea)
	s.fits("with the count panel on show", settings18, empty)

	// The count runs on one worker and gives the page its turns.
	start := click(startButton)
	time.Sleep(4 * time.Second)
	end := s.now()
	from := start + 1000
	secs := (end - from) / 1000
	frames, ticks, turns := s.times("frames"), s.times("ticks"), s.times("turns")
	appRate := float64(countIn(frames, from, end)) / secs
	pageRate := float64(countIn(ticks, from, end)) / secs
	figure("during the 18-queens count: the page repaints %.1f times a second (animation frames), the app draws %.1f frames a second, the search gives the page %.0f turns a second",
		pageRate, appRate, float64(countIn(turns, from, end))/secs)
	if countIn(turns, from, end) == 0 {
		t.Fatalf("no turns given to the page during the count: is it running?")
	}
	if pageRate < 5 {
		t.Errorf("the page repainted %.1f times a second during the count: it hardly gets its turn", pageRate)
	}
	s.shot("queens18-counting")

	// Another tab while it counts: the page answers within a second.
	counting := s.shot("queens18-before-tab")
	at := click(tabMaze)
	time.Sleep(1200 * time.Millisecond)
	next := firstAfter(s.times("frames"), at)
	figure("a click on the Maze tab during the count was drawn %.0f ms later", next-at)
	if next < 0 || next-at > 1000 {
		t.Errorf("the Maze tab, clicked during the count, was drawn %.0f ms later, want within 1 s", next-at)
	}
	if d := differing(counting, s.shot("maze-during-count"), image.Rect(0, 60, 1280, 600)); d < 1000 {
		t.Errorf("the window changed in only %d pixels after a click on the Maze tab", d)
	}
	click(tabQueens)
	time.Sleep(1 * time.Second)

	// Stop: the search ends within 100 ms of the click. At the click the
	// search waits for its turn to come back (the page runs only then);
	// it runs again in the handler of that message, which returns once Go
	// has nothing left to run: the search has ended by the end of the last
	// such handler (an upper bound: the handler may also have drawn a
	// frame). A loaded machine can hold a frame, and the click with it,
	// for long: up to three counts are stopped, and one must end in time.
	var stops []string
	best := -1.0
	for try := 0; try < 3 && (best < 0 || best > 100); try++ {
		if try > 0 {
			click(startButton)
			time.Sleep(2 * time.Second)
		}
		if countIn(s.times("turns"), s.now()-300, s.now()+1) == 0 {
			t.Fatalf("the count is not running before Stop (no turns in the last 300 ms)")
		}
		stop := click(stopButton)
		time.Sleep(1500 * time.Millisecond)
		if after := countIn(s.times("turns"), stop+500, stop+1e9); after > 0 {
			t.Fatalf("the search still took %d turns more than 500 ms after Stop", after)
		}
		ended := lastBefore(s.times("resumed"), stop+1e9) - stop
		shown := firstAfter(s.times("frames"), stop+ended) - stop
		stops = append(stops, fmt.Sprintf("ended %.0f ms after the click, shown %.0f ms after it", ended, shown))
		if ended >= 0 && (best < 0 || ended < best) {
			best = ended
		}
	}
	figure("Stop: the search %s", strings.Join(stops, "; then "))
	if best < 0 || best > 100 {
		t.Errorf("no count of %d ended within 100 ms of the click on Stop", len(stops))
	}

	// A Sudoku file opened through the browser's file picker.
	click(tabSudoku)
	time.Sleep(800 * time.Millisecond)
	click(nowhere)
	puzzle := filepath.Join(t.TempDir(), "puzzle.sdk")
	if err := os.WriteFile(puzzle, []byte(sadman), 0o644); err != nil {
		t.Fatal(err)
	}
	s.pickFile(func() { s.chord("o", "KeyO", 79) }, puzzle)
	deadline := time.Now().Add(5 * time.Second)
	for s.prefs()["sudoku.grid"] != sadmanGrid+"|"+emptyGrid && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if got := s.prefs()["sudoku.grid"]; got != sadmanGrid+"|"+emptyGrid {
		t.Fatalf("after opening puzzle.sdk the Sudoku screen keeps %q, want its givens %q", got, sadmanGrid)
	}
	s.settle(300*time.Millisecond, 5*time.Second)
	opened := crop(s.shot("sudoku-opened"), gridArea)

	// The dark theme, from the View menu.
	click(menuView)
	time.Sleep(400 * time.Millisecond)
	click(itemDark)
	time.Sleep(500 * time.Millisecond)
	if th := s.prefs()["app.theme"]; th != "dark" {
		t.Fatalf("after View > Dark theme the theme kept is %v, want dark", th)
	}
	s.settle(300*time.Millisecond, 5*time.Second)
	sudokuDark := s.shot("sudoku-dark")
	darkSudoku := crop(sudokuDark, gridArea)
	if differing(opened, darkSudoku, darkSudoku.Bounds()) < 1000 {
		t.Errorf("the Sudoku grid looks the same in the dark theme")
	}
	click(tabQueens)
	time.Sleep(800 * time.Millisecond)
	s.settle(300*time.Millisecond, 5*time.Second)
	darkQueens := crop(s.shot("queens-dark"), settingsArea)
	if differing(countSettings, darkQueens, darkQueens.Bounds()) < 1000 {
		t.Errorf("the N-Queens settings row looks the same in the dark theme")
	}

	// The tab is kept as it changes: the window of a page never closes.
	click(tabSudoku)
	time.Sleep(800 * time.Millisecond)
	if tab := s.prefs()["window.tab"]; tab != 1.0 {
		t.Errorf("with the Sudoku tab on show the tab kept is %v, want 1", tab)
	}

	// A reload keeps it all: the tab, the theme, the puzzle and the size.
	if err := chromedp.Run(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	s.waitLog(regexp.MustCompile(`^first frame after`), 90*time.Second)
	s.settle(500*time.Millisecond, 10*time.Second)
	if d := differing(darkSudoku, crop(s.shot("reloaded-sudoku"), gridArea), darkSudoku.Bounds()); d > 0 {
		t.Errorf("after a reload the Sudoku tab does not show (or its grid differs in %d pixels from before: the opened puzzle, dark)", d)
	}
	click(tabQueens)
	time.Sleep(800 * time.Millisecond)
	s.settle(300*time.Millisecond, 5*time.Second)
	queensReloaded := s.shot("reloaded-queens")
	reloaded := crop(queensReloaded, settingsArea)
	s.fits("after a reload, with the count panel on show,", queensReloaded, sudokuDark)
	if d := differing(darkQueens, reloaded, sizeArea) + differing(darkQueens, reloaded, countArea); d > 0 {
		t.Errorf("after a reload the N-Queens size and Count only differ in %d pixels from before (n=18, counting, dark)", d)
	}

	// The Code tab: its first example, permutations, runs at its pace
	// (Space) in the page's one thread, its state drawn as it goes; then
	// paused, a step back (←) shows another state.
	click(tabCode)
	time.Sleep(800 * time.Millisecond)
	s.settle(300*time.Millisecond, 5*time.Second)
	codeBefore := s.shot("code-before")
	s.key(" ", 0)
	time.Sleep(3 * time.Second)
	codeRunning := s.shot("code-running")
	if d := differing(codeBefore, codeRunning, stateArea); d < 500 {
		t.Errorf("the Code tab's state changed in %d pixels after 3 s of running permutations, want the program's variables drawn", d)
	}
	s.key(" ", 0)
	time.Sleep(500 * time.Millisecond)
	s.settle(300*time.Millisecond, 5*time.Second)
	codePaused := s.shot("code-paused")
	for range 3 {
		s.key(kb.ArrowLeft, 0)
	}
	time.Sleep(500 * time.Millisecond)
	s.settle(300*time.Millisecond, 5*time.Second)
	if d := differing(codePaused, s.shot("code-back"), image.Rect(0, 140, 1280, 800)); d == 0 {
		t.Errorf("three steps back in the Code tab changed nothing")
	}
	s.key(kb.Escape, 0)
	click(tabQueens)
	time.Sleep(500 * time.Millisecond)

	// The speed of a count in the page against the same count natively,
	// in the same run: n=14 on one worker (the page has one thread).
	s.countFourteen("")
	start = click(startButton)
	web := s.searchTime(start, 120*time.Second)
	native := timeCommand(t, bin, "queens", "-n", "14", "-count", "-workers", "1")
	figure("queens -n 14 -count on one worker: %.0f ms in the page (from the click on Start to the search's end), %.0f ms natively (the whole process): web/native %.2f",
		web, native, web/native)
}

// searchTime waits for the search started at start (page time) to end,
// and returns how long it ran: until the end of the handler in which it
// last had its turn back (see the Stop check).
func (s *session) searchTime(start float64, within time.Duration) float64 {
	s.t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		time.Sleep(500 * time.Millisecond)
		last := lastBefore(s.times("resumed"), start+1e9)
		if last > start && s.now()-last > 1000 {
			return last - start
		}
	}
	s.t.Fatalf("the search started at %.0f ms did not end within %v", start, within)
	return 0
}

// timeCommand runs bin with args and returns its wall time in ms, the best
// of three.
func timeCommand(t *testing.T, bin string, args ...string) float64 {
	t.Helper()
	best := 0.0
	for range 3 {
		begin := time.Now()
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("%s %v: %v\n%s", bin, args, err, out)
		}
		ms := float64(time.Since(begin).Microseconds()) / 1000
		if best == 0 || ms < best {
			best = ms
		}
	}
	return best
}

// The window follows the browser's language: in a Chinese browser the
// menus and tabs are Chinese, drawn with the web build's font.
func TestWebAppFollowsBrowserLanguage(t *testing.T) {
	bin := env("BACKTRACKLAB_BIN", "../../backtracklab")
	dir := env("WEB_DIR", "../../build/web")
	out := env("BROWSERTEST_OUT", "../../build/browsertest")
	url := server(t, bin, dir)
	top := image.Rect(0, 0, 400, 65) // the menu bar and the tabs
	var shots [2]image.Image
	for i, lang := range []string{"en-US", "zh-CN"} {
		s := &session{t: t, ctx: browser(t, lang), url: url, out: out}
		if err := chromedp.Run(s.ctx, chromedp.Navigate(url+"?probe")); err != nil {
			t.Fatal(err)
		}
		s.waitLog(regexp.MustCompile(`^first frame after`), 90*time.Second)
		s.settle(500*time.Millisecond, 10*time.Second)
		shots[i] = s.shot("language-" + lang)
		var words string
		s.eval(`document.documentElement.lang`, &words)
		if want := map[string]string{"en-US": "en", "zh-CN": "zh-Hans"}[lang]; words != want {
			t.Errorf("in a %s browser the page says its language is %q, want %q", lang, words, want)
		}
	}
	if d := differing(shots[0], shots[1], top); d < 2000 {
		t.Errorf("the menus and tabs differ in only %d pixels between an English and a Chinese browser", d)
	}
}

// The file the test opens (engine/sudoku/testdata/forms/02_sadman.sdk)
// and its givens as the Sudoku screen keeps them.
const (
	sadman     = "#AA. Setter\n#DAn easy one\n2...8.3..\n.6..7..84\n.3.5..2.9\n...1.54.8\n.........\n4.27.6...\n3.1..7.4.\n72..4..6.\n..4.1...3\n"
	sadmanGrid = "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3"
)

var emptyGrid = strings.Repeat(".", 81)

// prefs reads the app's preferences where Fyne keeps them in a browser.
func (s *session) prefs() map[string]any {
	s.t.Helper()
	var text string
	s.eval(`localStorage.getItem("fyne-preferences.json") || "{}"`, &text)
	var m map[string]any
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		s.t.Fatalf("the preferences in localStorage are not JSON: %v: %q", err, text)
	}
	return m
}

// fits checks that the app's window fits the page: its menu bar, at
// the top of the page, is as in before (a shot in the same theme). Where
// the window's content asks for more height than the page has, Fyne makes
// its window taller than the page and the page shows its bottom: the
// menu bar and the top of every screen are cut off, and every click
// lands off its mark.
func (s *session) fits(where string, shot, before image.Image) {
	s.t.Helper()
	if d := differing(before, shot, menuArea); d > 0 {
		s.t.Errorf("%s the menu bar differs in %d pixels from before: is the window taller than the page, its top cut off?", where, d)
	}
}

// chord presses Ctrl and a key as a keyboard does: Control down, the key
// down and up, Control up.
func (s *session) chord(key, code string, vk int64) {
	s.t.Helper()
	ev := func(typ input.KeyType, key, code string, vk int64, mods input.Modifier) chromedp.Action {
		return input.DispatchKeyEvent(typ).WithKey(key).WithCode(code).
			WithWindowsVirtualKeyCode(vk).WithNativeVirtualKeyCode(vk).WithModifiers(mods)
	}
	ctrl := input.ModifierCtrl
	if err := chromedp.Run(s.ctx,
		ev(input.KeyRawDown, "Control", "ControlLeft", 17, ctrl),
		ev(input.KeyRawDown, key, code, vk, ctrl),
		ev(input.KeyUp, key, code, vk, ctrl),
		ev(input.KeyUp, "Control", "ControlLeft", 17, 0),
	); err != nil {
		s.t.Fatalf("Ctrl+%s: %v", key, err)
	}
	time.Sleep(100 * time.Millisecond)
}

// pickFile does what opens the browser's file chooser and chooses path in
// it, as a user would.
func (s *session) pickFile(open func(), path string) {
	s.t.Helper()
	chosen := make(chan *page.EventFileChooserOpened, 1)
	lctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	chromedp.ListenTarget(lctx, func(ev any) {
		if e, ok := ev.(*page.EventFileChooserOpened); ok {
			select {
			case chosen <- e:
			default:
			}
		}
	})
	if err := chromedp.Run(s.ctx, page.SetInterceptFileChooserDialog(true)); err != nil {
		s.t.Fatal(err)
	}
	defer func() { _ = chromedp.Run(s.ctx, page.SetInterceptFileChooserDialog(false)) }()
	open()
	select {
	case e := <-chosen:
		if err := chromedp.Run(s.ctx, dom.SetFileInputFiles([]string{path}).WithBackendNodeID(e.BackendNodeID)); err != nil {
			s.t.Fatalf("choosing %s: %v", path, err)
		}
	case <-time.After(10 * time.Second):
		s.t.Fatalf("no file chooser opened within 10 s")
	}
}

// ticked reports whether the check box at p shows a tick: its box is
// filled with the theme's blue (light or dark), not grey.
func ticked(img image.Image, p point) bool {
	blue := 0
	for y := int(p.y) - 7; y <= int(p.y)+7; y++ {
		for x := int(p.x) - 7; x <= int(p.x)+7; x++ {
			r, _, b, _ := img.At(x, y).RGBA()
			if b>>8 > r>>8+100 {
				blue++
			}
		}
	}
	return blue > 60
}

// crop copies r of img.
func crop(img image.Image, r image.Rectangle) image.Image {
	out := image.NewRGBA(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := 0; y < r.Dy(); y++ {
		for x := 0; x < r.Dx(); x++ {
			out.Set(x, y, img.At(r.Min.X+x, r.Min.Y+y))
		}
	}
	return out
}

// differing counts the pixels of r that differ between a and b.
func differing(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !sameColour(a.At(x, y), b.At(x, y)) {
				n++
			}
		}
	}
	return n
}

func sameColour(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2
}
