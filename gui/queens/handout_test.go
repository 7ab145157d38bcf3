package queens

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"backtracklab/engine/handout"
	"backtracklab/gui/export"
	"backtracklab/gui/i18n"
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

func TestExportsOfAStepped4QueensRun(t *testing.T) {
	s := newTestScreen(t)
	if len(s.exports()) != 3 {
		t.Errorf("before a run: %d exports, want the 3 sheets", len(s.exports()))
	}
	s.size.SetText("4")
	for i := range 10 {
		test.Tap(s.Controls().StepButton)
		awaitEvents(t, s, uint64(i+1))
	}
	// The GIF shows the 10 steps recorded so far, a frame each.
	g, err := gif.DecodeAll(bytes.NewReader(exported(t, s, "Animated GIF: steps 1 to 10, one frame each")))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 10 {
		t.Errorf("the GIF has %d frames, want 10", len(g.Image))
	}
	if png := exported(t, s, "PNG: the board at step 10"); !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Error("the step's PNG is not a PNG")
	}
	// The tree so far: the root, and the queens and tries of 10 steps.
	svg := string(exported(t, s, "Search tree: SVG"))
	if got := strings.Count(svg, `<g class="node `); got < 4 || !strings.Contains(svg, `aria-label="col 1"`) {
		t.Errorf("the tree has %d nodes, its first queen missing", got)
	}
	pdf := exported(t, s, "PDF sheet: every solution of 4 queens, numbered")
	if pages := len(regexp.MustCompile(`(?m)/Type /Page$`).FindAll(pdf, -1)); pages != 1 {
		t.Errorf("4-queens' sheet has %d pages, want 1", pages)
	}

	// In Chinese, the same run's exports speak Chinese.
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.Chinese)
	svg = string(exported(t, s, "搜索树：SVG"))
	if !strings.Contains(svg, `aria-label="第 1 列"`) || !strings.Contains(svg, `aria-label="搜索树：4 皇后"`) {
		t.Error("the Chinese tree does not name its queens in Chinese")
	}
}

// With a step of the past on show, a GIF of the steps up to it is
// offered too.
func TestExportAGIFUpToTheStepOnShow(t *testing.T) {
	s := newTestScreen(t)
	s.size.SetText("4")
	for i := range 8 {
		test.Tap(s.Controls().StepButton)
		awaitEvents(t, s, uint64(i+1))
	}
	s.Session().Seek(5)
	s.Session().Frame()
	g, err := gif.DecodeAll(bytes.NewReader(exported(t, s, "Animated GIF: steps 1 to 5, one frame each")))
	if err != nil || len(g.Image) != 5 {
		t.Fatalf("the GIF up to step 5 has %d frames (%v)", len(g.Image), err)
	}
	if png := exported(t, s, "PNG: the board at step 5"); len(png) == 0 {
		t.Error("no PNG of step 5")
	}
}

// inked counts the pixels of r in img that differ from bg.
func inked(img image.Image, r image.Rectangle, bg color.Color) int {
	want := color.NRGBAModel.Convert(bg)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if color.NRGBAModel.Convert(img.At(x, y)) != want {
				n++
			}
		}
	}
	return n
}

// The PNG of the views is the tab's content as laid out, painted again:
// its size, the board where the board is and the tree where the tree is,
// both drawn, at the step on show.
func TestExportThePNGOfTheViews(t *testing.T) {
	s := newTestScreen(t)
	s.Teach().SetOn(true)
	s.size.SetText("4")
	for k := uint64(1); k <= 30; k++ {
		s.Session().Step()
		awaitEvents(t, s, k)
	}
	var views *export.Format
	for _, f := range s.exports() {
		if f.Label == "PNG of the views at step 30, as on screen" {
			views = &f
		}
	}
	if views == nil || views.Before == nil {
		t.Fatal("no PNG of the views offered, or it takes no picture")
	}
	views.Before()
	var buf bytes.Buffer
	if err := views.Write(context.Background(), &buf, handout.A4, nil); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	size := s.Content().Size()
	if got := img.Bounds().Size(); got.X != int(size.Width) || got.Y != int(size.Height) {
		t.Errorf("the PNG is %v, the tab %v", got, size)
	}
	d := fyne.CurrentApp().Driver()
	at := func(o fyne.CanvasObject) image.Rectangle {
		p := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(s.Content()))
		return image.Rect(int(p.X), int(p.Y), int(p.X+o.Size().Width), int(p.Y+o.Size().Height))
	}
	bg := theme.Color(theme.ColorNameBackground)
	board, tree := at(s.board), at(s.Teach().Panel().Tree())
	if board.Dx() < 100 || tree.Dx() < 100 {
		t.Fatalf("the board is at %v, the tree at %v: not laid out", board, tree)
	}
	// The board: its squares cover it; the tree: nodes and lines, a
	// fair part of its view.
	if n := inked(img, board, bg); n < board.Dx()*board.Dy()/2 {
		t.Errorf("the board's %v has %d pixels drawn", board, n)
	}
	if n := inked(img, tree, bg); n < tree.Dx()*tree.Dy()/50 {
		t.Errorf("the tree's %v has %d pixels drawn", tree, n)
	}
}
