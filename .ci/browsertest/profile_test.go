package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// Where the page's time goes in the 14-queens count that TestWebApp times:
// a few counts, each with the times the search gave the page its turns and
// got them back, the app's frames, and a CPU profile of the page's thread
// over the count, its time summed by the functions on the stack (Go's
// names, when the web build keeps them: build it without -ldflags=-s).
// It measures, it checks nothing, and it runs only when asked:
//
//	BROWSERTEST_PROFILE=3 go test -run Profile -v .
//
// (the number is how many counts; the report goes to BROWSERTEST_OUT,
// profile-n14.txt).
func TestWebCountProfile(t *testing.T) {
	var runs int
	if _, err := fmt.Sscan(os.Getenv("BROWSERTEST_PROFILE"), &runs); err != nil || runs < 1 {
		t.Skip("set BROWSERTEST_PROFILE to the number of counts to profile")
	}
	bin := env("BACKTRACKLAB_BIN", "../../backtracklab")
	dir := env("WEB_DIR", "../../build/web")
	out := env("BROWSERTEST_OUT", "../../build/browsertest")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	url := server(t, bin, dir)
	ctx := browser(t, "en-US")
	s := &session{t: t, ctx: ctx, url: url, out: out}
	click := func(p point) float64 { return s.click(p.x, p.y) }
	if err := chromedp.Run(ctx, chromedp.Navigate(url+"?probe")); err != nil {
		t.Fatal(err)
	}
	s.waitLog(regexp.MustCompile(`^first frame after \d+ ms$`), 90*time.Second)
	s.settle(500*time.Millisecond, 10*time.Second)
	s.countFourteen("profile-")

	var report strings.Builder
	for run := range runs {
		s.settle(300*time.Millisecond, 5*time.Second)
		if err := chromedp.Run(ctx, profiler.Enable(), profiler.SetSamplingInterval(100), profiler.Start()); err != nil {
			t.Fatal(err)
		}
		start := click(startButton)
		// Long enough for the count (about 150 ms here), short enough
		// that the quiet page after it does not swamp the profile.
		time.Sleep(400 * time.Millisecond)
		var prof *profiler.Profile
		if err := chromedp.Run(ctx, chromedp.ActionFunc(func(c context.Context) (err error) {
			prof, err = profiler.Stop().Do(c)
			return err
		})); err != nil {
			t.Fatal(err)
		}
		window := s.now() - start
		took := s.searchTime(start, 60*time.Second)
		fmt.Fprintf(&report, "count %d: %.0f ms from Start to the search's end; profile of the %.0f ms from Start\n", run+1, took, window)
		in := func(list string) string {
			var b strings.Builder
			for _, at := range s.times(list) {
				if at >= start-5 && at <= start+took+5 {
					fmt.Fprintf(&b, " %.1f", at-start)
				}
			}
			return b.String()
		}
		fmt.Fprintf(&report, "  turns given (ms after Start):%s\n  turns back:%s\n  app frames:%s\n", in("turns"), in("resumed"), in("frames"))
		for _, line := range profileSums(prof, 25) {
			fmt.Fprintf(&report, "  %s\n", line)
		}
	}
	t.Log("\n" + report.String())
	if err := os.WriteFile(filepath.Join(out, "profile-n14.txt"), []byte(report.String()), 0o644); err != nil {
		t.Error(err)
	}
}

// profileSums sums a CPU profile's samples into the search (the counter's
// functions on the stack), the app (Fyne's and the gui packages'), and the
// rest by the function sampled, then lists the app's functions by their
// time on the stack: at most top lines of each.
func profileSums(p *profiler.Profile, top int) []string {
	nodes := map[int64]*profiler.ProfileNode{}
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		nodes[n.ID] = n
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	parts := map[string]float64{}
	onStack := map[string]float64{}
	for i, id := range p.Samples {
		ms := float64(p.TimeDeltas[i]) / 1000
		var stack []string
		for at, ok := id, true; ok; at, ok = parent[at] {
			stack = append(stack, nodes[at].CallFrame.FunctionName)
		}
		part := "other: " + stack[0]
		switch {
		case slices.ContainsFunc(stack, func(f string) bool { return strings.Contains(f, "engine_queens") }):
			part = "search"
		case slices.ContainsFunc(stack, func(f string) bool { return strings.Contains(f, "fyne") || strings.Contains(f, "backtracklab_gui") }):
			part = "app"
			seen := map[string]bool{}
			for _, f := range stack {
				if !seen[f] && (strings.Contains(f, "fyne") || strings.Contains(f, "backtracklab_gui")) {
					seen[f] = true
					onStack[f] += ms
				}
			}
		}
		parts[part] += ms
	}
	var lines []string
	for _, m := range []map[string]float64{parts, onStack} {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(a, b string) int {
			if m[a] > m[b] {
				return -1
			}
			if m[a] < m[b] {
				return 1
			}
			return strings.Compare(a, b)
		})
		for i, k := range keys {
			if i == top {
				break
			}
			lines = append(lines, fmt.Sprintf("%7.1f ms  %s", m[k], k))
		}
		lines = append(lines, "")
	}
	return lines
}
