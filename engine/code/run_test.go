package code

import (
	"os"
	"strings"
	"testing"

	"backtracklab/engine"
)

func compileFile(t *testing.T, path string) *Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(path, string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// record runs p watched from the start and returns its events and output.
func record(t *testing.T, p *Program) ([]engine.Event, string, engine.End) {
	t.Helper()
	var events []engine.Event
	var out strings.Builder
	end := p.Run(Limits{}, &out)(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
	return events, out.String(), end
}

func TestTextbookQueensHasTheQueensTreeShape(t *testing.T) {
	p := compileFile(t, "testdata/queens6.py")
	events, out, end := record(t, p)
	if end != engine.Done || out != "4\n" {
		t.Fatalf("end %v, output %q", end, out)
	}
	var stats engine.Stats
	calls := map[string]int{}
	for _, e := range events {
		stats.Apply(&e)
		if e.Kind == engine.Enter {
			calls[e.Detail.(*Step).Func]++
		}
	}
	if calls["place"] != 153 || calls["is_valid"] != 894 {
		t.Errorf("calls %v, want place 153, is_valid 894", calls)
	}
	if stats.Placements != 152 || stats.Nodes != 894 || stats.Rejections[engine.Pruned] != 742 || stats.Solutions != 4 {
		t.Errorf("placements %d tries %d stubs %d solutions %d, want 152 894 742 4",
			stats.Placements, stats.Nodes, stats.Rejections[engine.Pruned], stats.Solutions)
	}
}
