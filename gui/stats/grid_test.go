package stats

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/gui/run"
)

func TestGridShowsAndResetsItsValues(t *testing.T) {
	test.NewTempApp(t)
	g := NewGrid()
	tries, elapsed := g.Add("Tries"), g.Add("Elapsed")
	if tries.Text != "0" || elapsed.Text != "0" {
		t.Errorf("new values %q %q, want 0 0", tries.Text, elapsed.Text)
	}
	SetCount(tries, 15720)
	run.SetText(elapsed, "1.2 s")
	run.SetText(g.Note, "by cause")
	if tries.Text != "15,720" || elapsed.Text != "1.2 s" || g.Note.Text != "by cause" {
		t.Errorf("shown %q %q %q", tries.Text, elapsed.Text, g.Note.Text)
	}
	g.Reset()
	if tries.Text != "0" || elapsed.Text != "0" || g.Note.Text != "" {
		t.Errorf("after reset %q %q %q", tries.Text, elapsed.Text, g.Note.Text)
	}
}
