package program

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"backtracklab/engine/handout"
	"backtracklab/gui/run/runtest"
)

// A stepped run of the permutations example exports its tree, each call
// named by its arguments, and its step log.
func TestExportsOfASteppedProgram(t *testing.T) {
	s := newTestScreen(t)
	if len(s.exports()) != 0 {
		t.Error("exports offered before any run")
	}
	s.openExample(example(t, "permutations"))
	for k := range 40 {
		s.Session().Step()
		runtest.AwaitEvents(t, s.Session(), uint64(k+1))
	}
	made := map[string]string{}
	for _, f := range s.exports() {
		var buf bytes.Buffer
		if f.Before != nil {
			f.Before() // on the UI goroutine, as Start does
		}
		if err := f.Write(context.Background(), &buf, handout.A4, func(int, int) {}); err != nil {
			t.Fatalf("%s: %v", f.Label, err)
		}
		made[f.Label] = buf.String()
	}
	svg, ok := made["Search tree: SVG"]
	if !ok {
		t.Fatalf("no tree among the exports: %d made", len(made))
	}
	if !strings.Contains(svg, `aria-label="start"`) || !strings.Contains(svg, `aria-label="i=0 → path=[1]"`) || !strings.Contains(svg, `aria-label="✗ pruned"`) {
		t.Errorf("the tree does not name the first call by its argument: %q", regexp.MustCompile(`aria-label="[^"]*"`).FindAllString(svg, -1))
	}
	if log := made["Step log: PDF"]; !strings.HasPrefix(log, "%PDF-") {
		t.Error("no step log PDF")
	}
	// The Code tab has no board: its views are the program, the Teach
	// views and the run's controls.
	if png := made["PNG of the views at step 40, as on screen"]; !strings.HasPrefix(png, "\x89PNG") {
		t.Error("no PNG of the views")
	}
}
