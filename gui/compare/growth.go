package compare

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/palette"
)

// Series is one line of a GrowthChart.
type Series struct {
	Name  string
	Color color.Color
	// Values are the counts at each x from the chart's From, in order;
	// the line stops at the first it lacks (0).
	Values []float64
	// Dashed draws the line thin, for a count no search makes (a brute
	// force) beside the searches' own.
	Dashed bool
}

// GrowthChart draws counts against the board size on a log scale, a line
// per series, with a key: how the searches grow with n beside the brute
// forces, so that a class sees the exponential and how pruning bends it.
type GrowthChart struct {
	widget.BaseWidget
	Title  string
	XLabel string // what x is (n)
	From   int    // the first x
	Count  int    // how many x there are
	Series []Series
}

// NewGrowthChart returns an empty chart of count points from from.
func NewGrowthChart(from, count int) *GrowthChart {
	c := &GrowthChart{From: from, Count: count}
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer is part of fyne.Widget.
func (c *GrowthChart) CreateRenderer() fyne.WidgetRenderer {
	r := &growthRenderer{chart: c}
	r.Refresh()
	return r
}

// growthRenderer draws the chart it reads at each Refresh, making its
// objects anew (a few hundred at most).
type growthRenderer struct {
	chart   *GrowthChart
	title   *canvas.Text
	xLabel  *canvas.Text
	axes    [2]*canvas.Line
	grid    []*canvas.Line // a line per power of ten
	yTicks  []*canvas.Text
	xTicks  []*canvas.Text
	lines   [][]*canvas.Line   // by series: its segments
	dots    [][]*canvas.Circle // by series: its points
	keys    []*canvas.Rectangle
	names   []*canvas.Text
	ends    []*canvas.Text // a brute force's name at its line's end: greys are told apart by words
	decades int
	objects []fyne.CanvasObject
}

func (r *growthRenderer) Destroy() {}

func (r *growthRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *growthRenderer) sizes() (text, pad float32) {
	th := r.chart.Theme()
	return th.Size(theme.SizeNameText), th.Size(theme.SizeNamePadding)
}

func (r *growthRenderer) Refresh() {
	c := r.chart
	th := c.Theme()
	v := palette.Variant() // the app's Light or Dark, which the system's setting does not know
	fg, faint := th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameSeparator, v)
	dim := th.Color(theme.ColorNamePlaceHolder, v)
	text, _ := r.sizes()
	newText := func(s string, col color.Color, scale float32) *canvas.Text {
		t := canvas.NewText(s, col)
		t.TextSize = text * scale
		return t
	}

	r.title = newText(c.Title, fg, titleScale)
	r.title.TextStyle.Bold = true
	r.xLabel = newText(c.XLabel, fg, barScale)
	r.xLabel.TextStyle.Italic = true
	top := 10.0
	for _, s := range c.Series {
		for _, y := range s.Values {
			top = max(top, y)
		}
	}
	r.decades = int(math.Ceil(math.Log10(top) - 1e-9))
	r.grid, r.yTicks = nil, nil
	for k := 0; k <= r.decades; k++ {
		r.grid = append(r.grid, &canvas.Line{StrokeColor: faint, StrokeWidth: 1})
		r.yTicks = append(r.yTicks, newText(power(k), dim, tickScale))
	}
	r.xTicks = nil
	for i := range c.Count {
		r.xTicks = append(r.xTicks, newText(strconv.Itoa(c.From+i), fg, tickScale*1.2))
	}
	for i := range r.axes {
		r.axes[i] = &canvas.Line{StrokeColor: fg, StrokeWidth: 1.5}
	}
	r.lines, r.dots, r.keys, r.names, r.ends = nil, nil, nil, nil, nil
	methods := 0
	for _, s := range c.Series {
		if !s.Dashed {
			methods++
		}
	}
	for si, s := range c.Series {
		// Each method's line is narrower than the one before, drawn over
		// it: where two methods make the same tries (the scan and the
		// arrays do), both still show, one as the other's rim.
		width := float32(3 + 3*max(methods-1-si, 0))
		if s.Dashed {
			width = 1.5
		}
		var lines []*canvas.Line
		var dots []*canvas.Circle
		for i := range known(s.Values) {
			dots = append(dots, &canvas.Circle{FillColor: s.Color})
			if i > 0 {
				lines = append(lines, &canvas.Line{StrokeColor: s.Color, StrokeWidth: width})
			}
		}
		r.lines, r.dots = append(r.lines, lines), append(r.dots, dots)
		r.keys = append(r.keys, canvas.NewRectangle(s.Color))
		r.names = append(r.names, newText(s.Name, fg, 1.1))
		var end *canvas.Text
		if s.Dashed {
			end = newText(s.Name, s.Color, 1)
		}
		r.ends = append(r.ends, end)
	}

	r.objects = []fyne.CanvasObject{r.title, r.xLabel}
	for _, g := range r.grid {
		r.objects = append(r.objects, g)
	}
	r.objects = append(r.objects, r.axes[0], r.axes[1])
	for _, t := range append(r.yTicks, r.xTicks...) {
		r.objects = append(r.objects, t)
	}
	for i := range r.lines {
		for _, l := range r.lines[i] {
			r.objects = append(r.objects, l)
		}
		for _, d := range r.dots[i] {
			r.objects = append(r.objects, d)
		}
		r.objects = append(r.objects, r.keys[i], r.names[i])
		if r.ends[i] != nil {
			r.objects = append(r.objects, r.ends[i])
		}
	}
	r.Layout(c.Size())
	canvas.Refresh(c)
}

// known is how many values a series has, up to the first it lacks.
func known(values []float64) int {
	for i, v := range values {
		if v <= 0 {
			return i
		}
	}
	return len(values)
}

// keyWidth is the width of the key beside the plot.
func (r *growthRenderer) keyWidth() float32 {
	text, pad := r.sizes()
	var w float32
	for _, n := range r.names {
		w = max(w, n.MinSize().Width)
	}
	return w + text + 3*pad
}

func (r *growthRenderer) MinSize() fyne.Size {
	text, pad := r.sizes()
	h := r.title.MinSize().Height + float32(len(r.names))*text*2 + 4*pad
	return fyne.NewSize(r.keyWidth()+320, max(h, 280))
}

func (r *growthRenderer) Layout(size fyne.Size) {
	text, pad := r.sizes()
	ts := r.title.MinSize()
	r.title.Move(fyne.NewPos(0, 0))
	r.title.Resize(ts)

	var yw float32
	for _, t := range r.yTicks {
		yw = max(yw, t.MinSize().Width)
	}
	xh := r.xTicks0Height() + pad
	left, top := yw+pad, ts.Height+2*pad
	right := max(size.Width-r.keyWidth(), left+10)
	bottom := max(size.Height-xh-r.xLabel.MinSize().Height, top+10)
	r.axes[0].Position1, r.axes[0].Position2 = fyne.NewPos(left, top), fyne.NewPos(left, bottom)
	r.axes[1].Position1, r.axes[1].Position2 = fyne.NewPos(left, bottom), fyne.NewPos(right, bottom)

	c := r.chart
	xAt := func(i int) float32 {
		if c.Count <= 1 {
			return left
		}
		return left + pad + (right-left-2*pad)*float32(i)/float32(c.Count-1)
	}
	yAt := func(v float64) float32 {
		return bottom - (bottom-top)*float32(math.Log10(max(v, 1))/float64(r.decades))
	}
	// A power of ten is labelled, and its line drawn, only where its
	// label clears the last one.
	above := float32(math.Inf(1))
	for i, g := range r.grid {
		y := yAt(math.Pow(10, float64(i)))
		g.Position1, g.Position2 = fyne.NewPos(left, y), fyne.NewPos(right, y)
		t := r.yTicks[i]
		s := t.MinSize()
		t.Move(fyne.NewPos(left-pad/2-s.Width, y-s.Height/2))
		t.Resize(s)
		if y+s.Height/2 > above-pad {
			t.Hide()
			g.Hide()
			continue
		}
		t.Show()
		g.Show()
		above = y - s.Height/2
	}
	for i, t := range r.xTicks {
		s := t.MinSize()
		t.Move(fyne.NewPos(xAt(i)-s.Width/2, bottom+pad/2))
		t.Resize(s)
	}
	xs := r.xLabel.MinSize()
	r.xLabel.Move(fyne.NewPos((left+right-xs.Width)/2, bottom+xh))
	r.xLabel.Resize(xs)

	for si, s := range c.Series {
		if si >= len(r.dots) {
			break
		}
		dot := text * 0.55
		if len(r.lines[si]) > 0 {
			dot = max(dot, r.lines[si][0].StrokeWidth+4)
		}
		for i, d := range r.dots[si] {
			p := fyne.NewPos(xAt(i), yAt(s.Values[i]))
			d.Move(p.SubtractXY(dot/2, dot/2))
			d.Resize(fyne.NewSquareSize(dot))
			if i > 0 {
				l := r.lines[si][i-1]
				l.Position1, l.Position2 = fyne.NewPos(xAt(i-1), yAt(s.Values[i-1])), p
			}
		}
		if e := r.ends[si]; e != nil {
			if n := len(r.dots[si]); n > 0 {
				es := e.MinSize()
				last := fyne.NewPos(xAt(n-1), yAt(s.Values[n-1]))
				e.Move(fyne.NewPos(last.X-es.Width-dot, last.Y-es.Height))
				e.Resize(es)
				e.Show()
			} else {
				e.Hide()
			}
		}
		y := top + float32(si)*text*2
		r.keys[si].Move(fyne.NewPos(right+2*pad, y+text*0.35))
		r.keys[si].Resize(fyne.NewSize(text, text*0.6))
		ns := r.names[si].MinSize()
		r.names[si].Move(fyne.NewPos(right+3*pad+text, y))
		r.names[si].Resize(ns)
	}
}

// xTicks0Height is the height of the board sizes under the x axis.
func (r *growthRenderer) xTicks0Height() float32 {
	if len(r.xTicks) == 0 {
		return 0
	}
	return r.xTicks[0].MinSize().Height
}
