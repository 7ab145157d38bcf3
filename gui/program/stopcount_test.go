package program

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/code"
	"backtracklab/gui/run"
	"backtracklab/gui/run/runtest"
)

// stoppedAfter reads the steps "Stopped after N interpreter steps."
// says, or -1.
func stoppedAfter(status string) int {
	m := regexp.MustCompile(`^Stopped after ([\d,]+) interpreter steps\.$`).FindStringSubmatch(status)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	return n
}

// Stop mid-run says how many interpreter steps ran: the stream's
// counters at the last step, as the step counter shows them, not those of
// the interpreter's last poll (0 in a short run).
func TestStopSaysTheStepsRun(t *testing.T) {
	s := newTestScreen(t)
	s.Editor().SetText("def f(n):\n    if n == 0:\n        return\n    for i in range(3):\n        f(n - 1)\nf(8)\n")
	for k := range 30 {
		s.Session().Step()
		runtest.Await(t, "the program paused after a step", func() bool {
			s.Session().Frame()
			return s.Session().State() == run.Paused && s.Session().Recording().Last() >= uint64(k)
		})
	}
	rec := s.Session().Recording()
	c := rec.NewCursor(&code.State{})
	c.Seek(rec.Last())
	ran := c.Stats().Checks
	if ran < 30 {
		t.Fatalf("only %d interpreter steps ran", ran)
	}
	s.Session().Stop()
	if end := finish(t, s); end != engine.Stopped {
		t.Fatalf("ended %v", end)
	}
	if got := stoppedAfter(s.Status()); got != int(ran) {
		t.Errorf("status %q after %d interpreter steps", s.Status(), ran)
	}
}
