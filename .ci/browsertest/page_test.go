package browsertest

import (
	"bufio"
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// probe is put in the page before anything of its own runs: it counts the
// app's frames (glfw-js asks for an animation frame after each frame it
// swaps), the browser's repaint opportunities (an animation frame loop of
// its own), the turns searches give the browser (engine.Yield posts a
// message for each, and runs again when it comes back), the console lines
// and the mouse and key events, each with its time on the page's clock
// (performance.now, ms since the page began to load).
const probe = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  const bt = window.__bt = {frames: [], ticks: [], turns: [], logs: [], input: []};
  window.requestAnimationFrame = cb => raf(t => { bt.frames.push(performance.now()); cb(t); });
  (function tick() { bt.ticks.push(performance.now()); raf(tick); })();
  const post = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (...a) { bt.turns.push(performance.now()); return post.apply(this, a); };
  // The message that gives a search back its thread: the handler returns
  // once Go has nothing left to run, so a search that ended in it had
  // ended by then.
  bt.resumed = [];
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, "onmessage");
  Object.defineProperty(MessagePort.prototype, "onmessage", {
    get() { return onmessage.get.call(this); },
    set(f) {
      onmessage.set.call(this, function (e) {
        try { return f.call(this, e); } finally { bt.resumed.push(performance.now()); }
      });
    },
  });
  for (const name of ["log", "error", "warn"]) {
    const f = console[name];
    console[name] = function (...a) { bt.logs.push([performance.now(), a.join(" ")]); return f.apply(this, a); };
  }
  addEventListener("error", e => bt.logs.push([performance.now(), "error: " + e.message]));
  addEventListener("unhandledrejection", e => bt.logs.push([performance.now(), "rejection: " + e.reason]));
  bt.long = [];
  new PerformanceObserver(l => { for (const e of l.getEntries()) bt.long.push([e.startTime, e.duration]); }).observe({type: "longtask", buffered: true});
  for (const type of ["mousedown", "mouseup", "keydown"])
    document.addEventListener(type, () => bt.input.push([type, performance.now()]), true);
})();`

// session is one browser with the page open.
type session struct {
	t   *testing.T
	ctx context.Context
	url string
	out string // where screenshots and figures go
}

// now is the page's clock.
func (s *session) now() float64 {
	var v float64
	s.eval(`performance.now()`, &v)
	return v
}

func (s *session) eval(expr string, v any) {
	s.t.Helper()
	if err := chromedp.Run(s.ctx, chromedp.Evaluate(expr, v)); err != nil {
		s.t.Fatalf("evaluating %s: %v", expr, err)
	}
}

// times returns one of the probe's lists of times.
func (s *session) times(list string) []float64 {
	var v []float64
	s.eval(`window.__bt.`+list, &v)
	return v
}

// logs returns the console lines with their times.
func (s *session) logs() [][2]any {
	var v [][2]any
	s.eval(`window.__bt.logs`, &v)
	return v
}

// waitLog waits for a console line matching re and returns its time.
func (s *session) waitLog(re *regexp.Regexp, within time.Duration) (float64, string) {
	s.t.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		for _, l := range s.logs() {
			if line, _ := l[1].(string); re.MatchString(line) {
				return l[0].(float64), line
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.t.Fatalf("no console line matching %q within %v; console: %v", re, within, s.logs())
	return 0, ""
}

// shot takes a screenshot of the page and keeps it as name.png.
func (s *session) shot(name string) image.Image {
	s.t.Helper()
	var buf []byte
	if err := chromedp.Run(s.ctx, chromedp.CaptureScreenshot(&buf)); err != nil {
		s.t.Fatalf("screenshot %s: %v", name, err)
	}
	if s.out != "" {
		if err := os.MkdirAll(s.out, 0o755); err != nil {
			s.t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(s.out, name+".png"), buf, 0o644); err != nil {
			s.t.Fatal(err)
		}
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		s.t.Fatalf("screenshot %s: %v", name, err)
	}
	return img
}

// click clicks at (x, y) in CSS pixels and returns the page's time of the
// mouse-down.
func (s *session) click(x, y float64) float64 {
	s.t.Helper()
	before := s.inputs()
	// glfw-js learns where the pointer is from mouse moves alone.
	if err := chromedp.Run(s.ctx, chromedp.MouseEvent(input.MouseMoved, x, y)); err != nil {
		s.t.Fatalf("move to %v,%v: %v", x, y, err)
	}
	time.Sleep(50 * time.Millisecond)
	if err := chromedp.Run(s.ctx, chromedp.MouseClickXY(x, y)); err != nil {
		s.t.Fatalf("click at %v,%v: %v", x, y, err)
	}
	return s.inputAfter(before, "mousedown")
}

// inputs is how many input events the probe has seen.
func (s *session) inputs() int {
	var n int
	s.eval(`window.__bt.input.length`, &n)
	return n
}

// inputAfter returns the time of the first input event of type after the
// first n the probe saw.
func (s *session) inputAfter(n int, typ string) float64 {
	s.t.Helper()
	var v [][2]any
	s.eval(`window.__bt.input`, &v)
	for _, e := range v[n:] {
		if e[0] == typ {
			return e[1].(float64)
		}
	}
	s.t.Fatalf("the page saw no %s", typ)
	return 0
}

// key presses a key with modifiers (input.ModifierCtrl…) and returns the
// page's time of its keydown.
func (s *session) key(key string, mods input.Modifier) float64 {
	s.t.Helper()
	before := s.inputs()
	if err := chromedp.Run(s.ctx, chromedp.KeyEvent(key, chromedp.KeyModifiers(mods))); err != nil {
		s.t.Fatalf("key %q: %v", key, err)
	}
	return s.inputAfter(before, "keydown")
}

// typeText types text, a key at a time.
func (s *session) typeText(text string) {
	s.t.Helper()
	if err := chromedp.Run(s.ctx, chromedp.KeyEvent(text)); err != nil {
		s.t.Fatalf("typing %q: %v", text, err)
	}
}

// settle waits until the app has drawn no frame for quiet, or within.
func (s *session) settle(quiet, within time.Duration) {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		frames := s.times("frames")
		if len(frames) > 0 && s.now()-frames[len(frames)-1] > float64(quiet.Milliseconds()) {
			return
		}
		time.Sleep(quiet / 4)
	}
}

// countIn counts the times in [from, to).
func countIn(times []float64, from, to float64) int {
	n := 0
	for _, t := range times {
		if t >= from && t < to {
			n++
		}
	}
	return n
}

// firstAfter returns the first time after t, or -1.
func firstAfter(times []float64, t float64) float64 {
	for _, x := range times {
		if x > t {
			return x
		}
	}
	return -1
}

// lastBefore returns the last time before t, or -1.
func lastBefore(times []float64, t float64) float64 {
	last := -1.0
	for _, x := range times {
		if x < t {
			last = x
		}
	}
	return last
}

// server starts "backtracklab serve" on a free port of 127.0.0.1 and
// returns the address it prints.
func server(t *testing.T, bin, dir string) string {
	t.Helper()
	cmd := exec.Command(bin, "serve", "-addr", "127.0.0.1:0", dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s serve: %v", bin, err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			t.Errorf("backtracklab serve did not stop within 5 s of an interrupt")
		}
	})
	lines := bufio.NewScanner(stdout)
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
	for lines.Scan() {
		if u := url.FindString(lines.Text()); u != "" {
			go func() {
				for lines.Scan() {
				}
			}()
			return u
		}
	}
	t.Fatalf("backtracklab serve printed no address")
	return ""
}

// browser starts Chromium on a fresh profile with the probe in every page.
func browser(t *testing.T, lang string) context.Context {
	t.Helper()
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "chromium"
	}
	// The profile is removed once Chromium's helper processes, which
	// outlive the browser by a moment, have let go of it: t.TempDir's
	// cleanup failed the test when one still wrote there.
	profile, err := os.MkdirTemp("", "browsertest-profile-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			err := os.RemoveAll(profile)
			if err == nil {
				return
			}
			if time.Now().After(deadline) {
				t.Logf("the browser profile stays behind: %v", err)
				return
			}
		}
	})
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.NoSandbox, // the test may run as root
		chromedp.WindowSize(1280, 800),
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-breakpad", true), // no crash handler left running
		chromedp.Flag("lang", lang),
		chromedp.Flag("accept-lang", lang),
		// WebGL in software, as on a machine with no GPU.
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("ignore-gpu-blocklist", true),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	if err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(probe).Do(ctx)
		return err
	})); err != nil {
		t.Fatalf("starting %s: %v", chromium, err)
	}
	return ctx
}

// countFourteen sets the N-Queens tab to the count both the web test and
// the profile time: n=14, Count only ticked (the user's own setting
// below 16, so ticked if it is not). shots prefixes its screenshots.
func (s *session) countFourteen(shots string) {
	s.t.Helper()
	s.click(queensN.x, queensN.y)
	s.chord("a", "KeyA", 65)
	s.typeText("14")
	s.click(nowhere.x, nowhere.y)
	time.Sleep(500 * time.Millisecond)
	if !ticked(s.shot(shots+"queens14"), countOnly) {
		s.click(countOnly.x, countOnly.y)
		s.click(nowhere.x, nowhere.y)
		time.Sleep(500 * time.Millisecond)
	}
	if !ticked(s.shot(shots+"queens14-count"), countOnly) {
		s.t.Fatalf("Count only does not tick for n=14")
	}
}
