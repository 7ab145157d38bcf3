package handout

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"math"
	"testing"

	"backtracklab/engine/queens"
)

// inked counts the pixels of r in img that are not white.
func inked(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); c.R < 0xf0 || c.G < 0xf0 || c.B < 0xf0 {
				n++
			}
		}
	}
	return n
}

// lastFrame is the picture a GIF shows at its end, its frames drawn in
// turn. A frame whose colours are all opaque or clear is drawn a pixel
// index at a time, as draw.Over would (its general path, a colour value
// at a time, is slow under the race detector).
func lastFrame(g *gif.GIF) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	for _, f := range g.Image {
		cols := make([]color.RGBA, len(f.Palette))
		plain := true
		for i, c := range f.Palette {
			cols[i] = color.RGBAModel.Convert(c).(color.RGBA)
			plain = plain && (cols[i].A == 0 || cols[i].A == 0xff)
		}
		b := f.Bounds().Intersect(img.Bounds())
		if !plain {
			draw.Draw(img, f.Bounds(), f, f.Bounds().Min, draw.Over)
			continue
		}
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if c := cols[f.Pix[f.PixOffset(x, y)]]; c.A != 0 {
					img.SetRGBA(x, y, c)
				}
			}
		}
	}
	return img
}

// 4-queens' whole run with the call stack and the search tree beside the
// board: a frame a step, under 2 MB, in English and in Chinese, for the
// scan (the widest tree, 61 nodes) and the bitmask.
func TestGIFWithTheViews(t *testing.T) {
	for _, check := range []queens.Check{queens.Scan, queens.Bitmask} {
		rec := recordQueens(t, 4, check)
		steps := int(rec.Last() - rec.First() + 1)
		for _, w := range []Words{English(), In("zh_Hans")} {
			q := QueensAnimation(w, w.T("handout.queens.title", map[string]any{"N": 4}), 4)
			sizes := map[Views]image.Point{}
			all := []Views{BoardOnly, WithStack, WithStackTree}
			if w.Book != English().Book {
				all = all[2:] // in Chinese, the frame with every view
			}
			for _, v := range all {
				var buf bytes.Buffer
				frames, err := q.WriteGIFViews(context.Background(), &buf, rec, GIFRange{}, v, nil)
				if err != nil {
					t.Fatal(err)
				}
				if buf.Len() >= 2<<20 {
					t.Errorf("%v, %v: the GIF is %d bytes, over 2 MB", check, v, buf.Len())
				}
				g, err := gif.DecodeAll(bytes.NewReader(buf.Bytes()))
				if err != nil {
					t.Fatal(err)
				}
				if frames != steps || len(g.Image) != steps {
					t.Errorf("%v, %v: %d frames made, %d decoded, want %d", check, v, frames, len(g.Image), steps)
				}
				sizes[v] = image.Pt(g.Config.Width, g.Config.Height)
				end := lastFrame(g)
				board := int(gifWidth * gifScale)
				if v >= WithStack {
					// The stack's column right of the board: its heading
					// and the top frame's line.
					col := image.Rect(board, 0, g.Config.Width, int(math.Ceil(frameHeight*gifScale)))
					if n := inked(end, col); n < 500 {
						t.Errorf("%v, %v: the stack's column has %d inked pixels", check, v, n)
					}
				}
				if v == WithStackTree {
					row := image.Rect(0, int(math.Ceil((frameHeight+treeHeading)*gifScale)), g.Config.Width, g.Config.Height)
					if n := inked(end, row); n < 5000 {
						t.Errorf("%v: the tree's row has %d inked pixels", check, n)
					}
				}
			}
			if len(all) == 3 && !(sizes[BoardOnly].X < sizes[WithStack].X && sizes[WithStack].Y < sizes[WithStackTree].Y) {
				t.Errorf("%v: the frames' sizes %v do not grow with the views", check, sizes)
			}
		}
	}
}

func TestParseViews(t *testing.T) {
	for in, want := range map[string]Views{"": BoardOnly, "stack": WithStack, "stack,tree": WithStackTree, "tree,stack": WithStackTree, "tree": WithStackTree} {
		if got, err := ParseViews(in); err != nil || got != want {
			t.Errorf("ParseViews(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseViews("stack,log"); err == nil {
		t.Error("an unknown view is taken")
	}
}

// The GIF's call stack has as many frames at every step as the
// recording's own frame path (the Teach view's stack), and the choices
// on its lines are the queens on the board.
func TestGIFStackFollowsTheFrames(t *testing.T) {
	rec := recordQueens(t, 4, queens.Scan)
	q := QueensAnimation(English(), "4 queens", 4)
	f := q.newViewFrame(rec, WithStackTree)
	c := rec.NewCursor(nil)
	st, board := &stackState{}, NewQueensBoard(4)
	rd := rec.NewReader()
	for e, ok := rd.Next(); ok; e, ok = rd.Next() {
		st.apply(e)
		board.Apply(e)
		if _, ok := c.Seek(e.Seq); !ok {
			t.Fatalf("step %d not found", e.Seq)
		}
		if st.frames != c.PathLen() {
			t.Fatalf("step %d (%v): %d frames on the GIF's stack, %d on the path", e.Seq, e.Kind, st.frames, c.PathLen())
		}
		path := f.path(e.Seq)
		for i := 0; i+1 < st.frames && i+1 < len(path); i++ {
			want := q.Label(f.tree.Node(path[i+1])).Text
			if got := English().T("handout.tree.queen", map[string]any{"Col": board.Cols[i] + 1}); board.Cols[i] >= 0 && got != want {
				t.Fatalf("step %d: frame %d says %q, its queen is in %q", e.Seq, i+1, want, got)
			}
		}
	}
}
