package maze

import (
	"bytes"
	"context"
	"image/gif"
	"strings"
	"testing"

	"backtracklab/engine/handout"
	"backtracklab/gui/export"
	"backtracklab/gui/i18n"
)

// exportsOf are the formats File > Export offers on the tab, by label.
func exportsOf(s *Screen) map[string]export.Format {
	out := map[string]export.Format{}
	for _, f := range s.exports() {
		out[f.Label] = f
	}
	return out
}

func TestExportsOfASteppedMazeRun(t *testing.T) {
	s, _ := newTestScreen(t)
	openSampleT(t, s, 0)
	for i := range 5 {
		s.session.Step()
		awaitEvents(t, s, uint64(i+1))
	}
	formats := exportsOf(s)
	gifF, ok := formats["Animated GIF: steps 1 to 5, one frame each"]
	if !ok {
		t.Fatalf("no GIF among the exports: %v", formats)
	}
	var buf bytes.Buffer
	if err := gifF.Write(context.Background(), &buf, handout.A4, func(int, int) {}); err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(&buf)
	if err != nil || len(g.Image) != 5 {
		t.Fatalf("the GIF decodes to %d frames (%v), want 5", len(g.Image), err)
	}
	buf.Reset()
	if err := formats["Search tree: SVG"].Write(context.Background(), &buf, handout.A4, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `aria-label="start"`) {
		t.Error("the maze's tree has no start")
	}
	t.Cleanup(func() { i18n.Use(i18n.System) })
	i18n.Use(i18n.Chinese)
	buf.Reset()
	if err := exportsOf(s)["搜索树：SVG"].Write(context.Background(), &buf, handout.A4, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `aria-label="搜索树：迷宫"`) {
		t.Error("the maze's tree is not titled in Chinese")
	}
}
