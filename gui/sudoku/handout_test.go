package sudoku

import (
	"bytes"
	"context"
	"image/gif"
	"regexp"
	"testing"

	"fyne.io/fyne/v2/test"

	"backtracklab/engine/handout"
)

// exported makes the format labelled label of the tab's exports.
func exported(t *testing.T, s *Screen, label string) []byte {
	t.Helper()
	var labels []string
	for _, f := range s.exports() {
		labels = append(labels, f.Label)
		if f.Label == label {
			var buf bytes.Buffer
			if err := f.Write(context.Background(), &buf, handout.A4, func(int, int) {}); err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			return buf.Bytes()
		}
	}
	t.Fatalf("no export %q among %q", label, labels)
	return nil
}

func TestExportsOfThePuzzleAndItsRun(t *testing.T) {
	s, _, _ := newTestScreen(t)
	s.paste("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	pdf := exported(t, s, "PDF sheet: the puzzle, its solution on the next page")
	if pages := len(regexp.MustCompile(`(?m)/Type /Page$`).FindAll(pdf, -1)); pages != 2 {
		t.Errorf("the sheet has %d pages, want the puzzle and its solution", pages)
	}
	for i := range 6 {
		test.Tap(s.controls.StepButton)
		awaitEvents(t, s, uint64(i+1))
	}
	g, err := gif.DecodeAll(bytes.NewReader(exported(t, s, "Animated GIF: steps 1 to 6, one frame each")))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 6 {
		t.Errorf("the GIF has %d frames, want 6", len(g.Image))
	}
	log := exported(t, s, "Step log: PDF")
	if pages := len(regexp.MustCompile(`(?m)/Type /Page$`).FindAll(log, -1)); pages != 1 {
		t.Errorf("6 steps' log has %d pages, want 1", pages)
	}
}
