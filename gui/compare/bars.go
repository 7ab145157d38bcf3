package compare

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/gui/palette"
)

// Bar is one bar of a BarChart.
type Bar struct {
	Label string      // what the bar counts: a method, a brute force
	Value float64     // its length, on a log scale; below 1, no bar
	Text  string      // the number written beside the bar
	Color color.Color // its fill
}

// BarChart draws counts that differ by orders of magnitude as bars on a
// log scale, each with its number written beside it in large type, for a
// room to read from its back row: 2,056 tries next to 4,426,165,368. A
// faint line marks each power of ten.
type BarChart struct {
	widget.BaseWidget
	Title string // above the bars
	Bars  []Bar
	// LabelWidth, when wider than the chart's own labels, is the width of
	// the label column: charts shown one above the other line up.
	LabelWidth float32
}

// NewBarChart returns an empty chart; set its Title and Bars, then
// Refresh.
func NewBarChart() *BarChart {
	c := &BarChart{}
	c.ExtendBaseWidget(c)
	return c
}

// CreateRenderer is part of fyne.Widget.
func (c *BarChart) CreateRenderer() fyne.WidgetRenderer {
	r := &barRenderer{chart: c}
	r.Refresh()
	return r
}

// The chart's type sizes, as multiples of the theme's text size: large,
// since a chart is read from across a room.
const (
	titleScale = 1.35
	barScale   = 1.45
	tickScale  = 0.9
)

// barRenderer draws the chart it reads at each Refresh: its objects are
// made anew then, a few dozen at most.
type barRenderer struct {
	chart   *BarChart
	title   *canvas.Text
	grid    []*canvas.Line // one per power of ten
	ticks   []*canvas.Text // the powers of ten, under the bars
	labels  []*canvas.Text
	bars    []*canvas.Rectangle
	values  []*canvas.Text
	decades int // the scale's top: 10^decades
	objects []fyne.CanvasObject
}

func (r *barRenderer) Destroy() {}

func (r *barRenderer) Objects() []fyne.CanvasObject { return r.objects }

// sizes are the text sizes and the padding in the chart's theme.
func (r *barRenderer) sizes() (text, pad float32) {
	th := r.chart.Theme()
	return th.Size(theme.SizeNameText), th.Size(theme.SizeNamePadding)
}

func (r *barRenderer) Refresh() {
	c := r.chart
	th := c.Theme()
	v := palette.Variant() // the app's Light or Dark, which the system's setting does not know
	fg, faint := th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameSeparator, v)
	text, _ := r.sizes()

	r.title = canvas.NewText(c.Title, fg)
	r.title.TextSize = text * titleScale
	r.title.TextStyle.Bold = true
	top := 1.0
	for _, b := range c.Bars {
		top = max(top, b.Value)
	}
	r.decades = max(1, int(math.Ceil(math.Log10(top)-1e-9)))
	r.grid, r.ticks = nil, nil
	for k := 0; k <= r.decades; k++ {
		r.grid = append(r.grid, &canvas.Line{StrokeColor: faint, StrokeWidth: 1})
		t := canvas.NewText(power(k), th.Color(theme.ColorNamePlaceHolder, v))
		t.TextSize = text * tickScale
		r.ticks = append(r.ticks, t)
	}
	r.labels, r.bars, r.values = nil, nil, nil
	for _, b := range c.Bars {
		l := canvas.NewText(b.Label, fg)
		l.TextSize = text * barScale
		r.labels = append(r.labels, l)
		r.bars = append(r.bars, canvas.NewRectangle(b.Color))
		n := canvas.NewText(b.Text, fg)
		n.TextSize = text * barScale
		n.TextStyle.Bold = true
		r.values = append(r.values, n)
	}
	r.objects = []fyne.CanvasObject{r.title}
	for _, g := range r.grid {
		r.objects = append(r.objects, g)
	}
	for _, t := range r.ticks {
		r.objects = append(r.objects, t)
	}
	for i := range r.bars {
		r.objects = append(r.objects, r.labels[i], r.bars[i], r.values[i])
	}
	r.Layout(c.Size())
	canvas.Refresh(c)
}

// columns are the widths of the labels and of the numbers.
func (r *barRenderer) columns() (label, value float32) {
	label = r.chart.LabelWidth
	for i := range r.labels {
		label = max(label, r.labels[i].MinSize().Width)
		value = max(value, r.values[i].MinSize().Width)
	}
	return label, value
}

// rowHeight is the height of one bar's row.
func (r *barRenderer) rowHeight() float32 {
	text, _ := r.sizes()
	return text * barScale * 1.9
}

func (r *barRenderer) MinSize() fyne.Size {
	_, pad := r.sizes()
	label, value := r.columns()
	h := r.title.MinSize().Height + pad + float32(len(r.bars))*r.rowHeight()
	if len(r.ticks) > 0 {
		h += r.ticks[0].MinSize().Height + pad
	}
	return fyne.NewSize(max(label+value+4*pad+160, r.title.MinSize().Width), h)
}

func (r *barRenderer) Layout(size fyne.Size) {
	_, pad := r.sizes()
	r.title.Move(fyne.NewPos(0, 0))
	r.title.Resize(r.title.MinSize())
	label, value := r.columns()
	x0 := label + 2*pad
	span := max(size.Width-x0-value-2*pad, 1)
	y := r.title.MinSize().Height + pad
	rowH := r.rowHeight()
	barsBottom := y + float32(len(r.bars))*rowH
	at := func(v float64) float32 { // x of value v on the log scale
		if v < 1 {
			return x0
		}
		return x0 + span*float32(math.Log10(v)/float64(r.decades))
	}
	// A power of ten is labelled, and its line drawn, only where its
	// label clears the last one: a scale of 46 decades keeps a few.
	right := float32(math.Inf(-1))
	for k, g := range r.grid {
		x := at(math.Pow(10, float64(k)))
		g.Position1, g.Position2 = fyne.NewPos(x, y), fyne.NewPos(x, barsBottom)
		t := r.ticks[k]
		ts := t.MinSize()
		t.Move(fyne.NewPos(x-ts.Width/2, barsBottom+pad/2))
		t.Resize(ts)
		if x-ts.Width/2 < right+2*pad {
			t.Hide()
			g.Hide()
			continue
		}
		t.Show()
		g.Show()
		right = x + ts.Width/2
	}
	for i, b := range r.chart.Bars {
		if i >= len(r.bars) {
			break
		}
		ls := r.labels[i].MinSize()
		r.labels[i].Move(fyne.NewPos(label-ls.Width, y+(rowH-ls.Height)/2))
		r.labels[i].Resize(ls)
		end := at(b.Value)
		if b.Value >= 1 {
			end = max(end, x0+3) // a count of 1 still shows a sliver
		}
		barH := rowH * 0.7
		r.bars[i].Move(fyne.NewPos(x0, y+(rowH-barH)/2))
		r.bars[i].Resize(fyne.NewSize(end-x0, barH))
		vs := r.values[i].MinSize()
		r.values[i].Move(fyne.NewPos(end+pad, y+(rowH-vs.Height)/2))
		r.values[i].Resize(vs)
		y += rowH
	}
}

// labelsWidth is how wide the chart's labels are drawn, in the theme of
// the app: the widest of them.
func (c *BarChart) labelsWidth() float32 {
	size := c.Theme().Size(theme.SizeNameText) * barScale
	var w float32
	for _, b := range c.Bars {
		w = max(w, fyne.MeasureText(b.Label, size, fyne.TextStyle{}).Width)
	}
	return w
}

// power writes 10^k as people read it: 1, 10, 100, then 10³, 10⁴ …
func power(k int) string {
	switch k {
	case 0:
		return "1"
	case 1:
		return "10"
	case 2:
		return "100"
	}
	return "10" + superscript(k)
}

// superscript writes n in superscript digits.
func superscript(n int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	sup := []rune(digits)
	var b strings.Builder
	for _, d := range strconv.Itoa(n) {
		b.WriteRune(sup[d-'0'])
	}
	return b.String()
}
