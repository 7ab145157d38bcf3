package handout

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
	"strings"

	"backtracklab/engine"
	"backtracklab/engine/story"
	"backtracklab/engine/trace"
)

// MaxGIFFrames is the most steps a GIF shows: 8-queens' whole run with
// the bitmask (12,156 steps) would take ten minutes to watch.
const MaxGIFFrames = 3000

// ErrTooLong says a run has more steps than a GIF shows.
var ErrTooLong = errors.New("too many steps for a GIF")

// ErrTooWide says a search tree is too large for a picture whose words
// can be read; its PDF and SVG hold it whole.
var ErrTooWide = errors.New("the search tree is too large for a readable picture: write it as pdf or svg")

// GIF timing, in hundredths of a second: each step, and the last one.
const (
	gifStepDelay = 80
	gifLastDelay = 400
)

// The frame of a GIF, in points (drawn at gifScale pixels a point): the
// title, the board, the caption under it (the step's number and words,
// up to three lines).
const (
	gifScale   = 1.25
	gifWidth   = 320.0
	gifMargin  = 14.0
	gifTitle   = 13.0
	gifWords   = 11.0
	gifLines   = 3
	gifCaption = 10 + 3*(gifWords+4) + 8
)

// BoardView is a puzzle's board rebuilt from a run's events, drawn on a
// canvas: a frame of a GIF, a PNG of the step on show.
type BoardView interface {
	Apply(e *engine.Event)
	Draw(c Canvas, x, y, size float64)
}

// Animation is how a run is shown step by step: a title, its board (New
// makes one empty, as at the history start) and the words of each step
// (told by a Teller made by NewTeller, with the counters after the step;
// a teller may keep what it needs of the steps before, and is told every
// step in order), in Words' language.
type Animation struct {
	Title     string
	Words     Words
	New       func() BoardView
	NewTeller func() Teller
	// Label names the search tree's nodes and the choices on the call
	// stack; Call names the frame at a depth (from 0), "place(row=1)".
	// Either may be nil: the tree's own names, the frame's level.
	Label Labeller
	Call  func(depth int) string
}

// Teller tells a step, with the counters after it.
type Teller func(e engine.Event, st engine.Stats) story.Msg

// QueensAnimation shows a run of n queens.
func QueensAnimation(w Words, title string, n int) Animation {
	return Animation{Title: title, Words: w,
		New:   func() BoardView { return NewQueensBoard(n) },
		Label: w.QueensLabel,
		Call:  func(d int) string { return fmt.Sprintf("place(row=%d)", d+1) },
		NewTeller: func() Teller {
			return func(e engine.Event, st engine.Stats) story.Msg { return story.Queens(e, st, n) }
		},
	}
}

// GIFRange is the steps of a recording a GIF shows, From to To
// inclusive; the zero GIFRange is the whole recording.
type GIFRange struct{ From, To uint64 }

// WriteGIF writes the steps of rec in r as an animated GIF, a frame
// per step: the board at that step and the step's words. It returns the
// number of frames. ctx stops it (its error is returned); progress, if
// not nil, is told the frames made and the frames to make.
func (q Animation) WriteGIF(ctx context.Context, out io.Writer, rec *trace.Recording, r GIFRange, progress func(done, total int)) (int, error) {
	return q.WriteGIFViews(ctx, out, rec, r, BoardOnly, progress)
}

// frameHeight is the height of a frame, in points.
const frameHeight = gifMargin*2 + gifTitle + 8 + (gifWidth - 2*gifMargin) + gifCaption

// drawFrame draws the frame of step e: the title, the board, the step's
// number (of last) and its words, msg.
func (q Animation) drawFrame(c Canvas, board BoardView, e *engine.Event, msg story.Msg, last uint64) {
	c.Text(gifMargin, gifMargin+gifTitle, gifTitle, ink, Left, q.Title)
	top := gifMargin + gifTitle + 8
	size := gifWidth - 2*gifMargin
	board.Draw(c, gifMargin, top, size)
	y := top + size + 14
	c.Text(gifMargin, y, 9, grey, Left, q.Words.T("handout.gif.step", map[string]any{"Step": story.Number(e.Seq), "Last": story.Number(last)}))
	words := q.Words.Say(msg)
	for i, line := range wrap(words, gifWords, size) {
		if i == gifLines {
			break
		}
		c.Text(gifMargin, y+float64(i+1)*(gifWords+4)+2, gifWords, stepColour(e.Kind), Left, line)
	}
}

// WritePNG writes the frame of step k of rec as a PNG: the board at that
// step, rebuilt from the events, and the step's words.
func (q Animation) WritePNG(out io.Writer, rec *trace.Recording, k uint64) error {
	_, last, ok := rec.Bounds()
	if !ok {
		return errors.New("nothing recorded")
	}
	board, tell := q.New(), q.NewTeller()
	rd := rec.NewReader()
	for e, ok := rd.Next(); ok; e, ok = rd.Next() {
		if rd.Restarted() {
			board, tell = q.New(), q.NewTeller()
		}
		board.Apply(e)
		msg := tell(*e, rd.Stats())
		if e.Seq >= k {
			r := NewRaster(gifWidth, frameHeight, pictureScale)
			q.drawFrame(r, board, e, msg, last)
			return png.Encode(out, r.Img)
		}
	}
	return errors.New("the step is not recorded")
}

// stepColour is the colour of a step's words: the board's colour for
// what it does.
func stepColour(k engine.Kind) Color {
	switch k {
	case engine.Reject:
		return rejectCol
	case engine.Place:
		return placeCol
	case engine.Solution:
		return solveCol
	}
	return ink
}

// wrap breaks s into lines no wider than width at size: at spaces, or
// between any two characters where a word is wider (Chinese has no
// spaces).
func wrap(s string, size, width float64) []string {
	var lines []string
	for s != "" {
		if TextWidth(s, size) <= width {
			return append(lines, s)
		}
		// The longest prefix that fits, cut at a space if there is one.
		runes := []rune(s)
		fit := 0
		for i := range runes {
			if TextWidth(string(runes[:i+1]), size) > width {
				break
			}
			fit = i + 1
		}
		fit = max(fit, 1)
		cut := fit
		if sp := strings.LastIndex(string(runes[:fit]), " "); sp > 0 && fit < len(runes) {
			cut = len([]rune(string(runes[:fit])[:sp]))
		}
		lines = append(lines, strings.TrimRight(string(runes[:cut]), " "))
		s = strings.TrimLeft(string(runes[cut:]), " ")
	}
	return lines
}

// gifEncoder turns frames drawn on a Raster into a GIF's frames: each
// after the first only the rectangle that changed, its unchanged pixels
// transparent, in a palette of the exports' colours and their blends.
type gifEncoder struct {
	r      *Raster
	prev   *image.RGBA
	pal    color.Palette
	clear  uint8 // the palette's transparent colour
	lookup map[color.RGBA]uint8
	g      gif.GIF
}

func newGIFEncoder(w, h, scale float64) *gifEncoder {
	pal := exportPalette()
	e := &gifEncoder{r: NewRaster(w, h, scale), pal: append(pal, color.RGBA{}), clear: uint8(len(pal)), lookup: map[color.RGBA]uint8{}}
	e.prev = image.NewRGBA(e.r.Img.Bounds())
	return e
}

func (e *gifEncoder) frames() int { return len(e.g.Image) }

// begin clears the canvas for the next frame.
func (e *gifEncoder) begin() Canvas {
	// The whole frame in paper: a copy of one colour (the rasterizer, as
	// Rect, costs as much as all the rest of a frame's drawing).
	draw.Draw(e.r.Img, e.r.Img.Bounds(), image.NewUniform(paper.rgba()), image.Point{}, draw.Src)
	return e.r
}

// end adds the frame drawn, shown for delay hundredths of a second.
func (e *gifEncoder) end(delay int) {
	cur := e.r.Img
	rect := cur.Bounds()
	if len(e.g.Image) > 0 {
		rect = changed(e.prev, cur)
	}
	p := image.NewPaletted(rect, e.pal)
	first := len(e.g.Image) == 0
	// The pixels are read and written in place, row by row: a call a
	// pixel (RGBAAt, SetColorIndex) cost as much as the rest of the frame.
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		at, to := cur.PixOffset(rect.Min.X, y), p.PixOffset(rect.Min.X, y)
		row, prev, out := cur.Pix[at:at+4*rect.Dx()], e.prev.Pix[at:at+4*rect.Dx()], p.Pix[to:to+rect.Dx()]
		for x := range out {
			px := row[4*x : 4*x+4]
			if !first && string(px) == string(prev[4*x:4*x+4]) {
				// Unchanged: transparent, so the frame before shows
				// through and the long runs compress to little.
				out[x] = e.clear
				continue
			}
			out[x] = e.index(color.RGBA{px[0], px[1], px[2], px[3]})
		}
	}
	e.g.Image = append(e.g.Image, p)
	e.g.Delay = append(e.g.Delay, delay)
	e.g.Disposal = append(e.g.Disposal, gif.DisposalNone)
	copy(e.prev.Pix, cur.Pix)
}

// index is the palette's nearest opaque colour to c, remembered.
func (e *gifEncoder) index(c color.RGBA) uint8 {
	if i, ok := e.lookup[c]; ok {
		return i
	}
	i := uint8(e.pal[:e.clear].Index(c))
	e.lookup[c] = i
	return i
}

// changed is the smallest rectangle holding every pixel where a and b
// differ (one pixel if none does: a frame is never empty).
func changed(a, b *image.RGBA) image.Rectangle {
	bd := a.Bounds()
	minX, minY, maxX, maxY := bd.Max.X, bd.Max.Y, bd.Min.X-1, bd.Min.Y-1
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		row := a.PixOffset(bd.Min.X, y)
		ra, rb := a.Pix[row:row+4*bd.Dx()], b.Pix[row:row+4*bd.Dx()]
		if string(ra) == string(rb) {
			continue
		}
		minY, maxY = min(minY, y), max(maxY, y)
		for x := 0; x < bd.Dx(); x++ {
			if string(ra[4*x:4*x+4]) != string(rb[4*x:4*x+4]) {
				minX, maxX = min(minX, bd.Min.X+x), max(maxX, bd.Min.X+x)
			}
		}
	}
	if maxY < minY {
		return image.Rect(bd.Min.X, bd.Min.Y, bd.Min.X+1, bd.Min.Y+1)
	}
	return image.Rect(minX, minY, maxX+1, maxY+1)
}

// exportPalette is the exports' colours, and each colour of ink blended
// into each background in steps, for the edges of text and lines.
func exportPalette() color.Palette {
	inks := []Color{ink, grey, rule, tryCol, rejectCol, placeCol, solveCol}
	grounds := []Color{paper, lightSq, darkSq, rejectBg, solveFill}
	var pal color.Palette
	seen := map[color.RGBA]bool{}
	add := func(c color.RGBA) {
		if !seen[c] && len(pal) < 256 {
			seen[c] = true
			pal = append(pal, c)
		}
	}
	for _, c := range append(append([]Color{}, inks...), grounds...) {
		add(c.rgba())
	}
	mix := func(a, b uint8, t float64) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t + 0.5) }
	for _, i := range inks {
		for _, g := range grounds {
			for _, t := range []float64{0.15, 0.3, 0.45, 0.6, 0.75, 0.9} {
				add(color.RGBA{mix(g.R, i.R, t), mix(g.G, i.G, t), mix(g.B, i.B, t), 0xff})
			}
		}
	}
	return pal
}
