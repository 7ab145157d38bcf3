package compare

import (
	"math/big"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// eightQueens is the tries chart of 8 queens, as the view draws it.
func eightQueens() []Bar {
	return []Bar{
		{Label: "scan", Value: 15720, Text: "15,720", Color: methodColors[0]},
		{Label: "arrays", Value: 15720, Text: "15,720", Color: methodColors[1]},
		{Label: "bitmask", Value: 2056, Text: "2,056", Color: methodColors[2]},
		{Label: "any 8 squares: C(64,8)", Value: 4426165368, Text: "4,426,165,368", Color: bruteColors[0]},
		{Label: "one per row: 8⁸", Value: 16777216, Text: "16,777,216", Color: bruteColors[1]},
		{Label: "one per row and column: 8!", Value: 40320, Text: "40,320", Color: bruteColors[2]},
	}
}

func TestBarChartImage(t *testing.T) {
	test.NewTempApp(t)
	c := NewBarChart()
	c.Title, c.Bars = "Tries, against brute force (log scale)", eightQueens()
	w := test.NewTempWindow(t, c)
	w.Resize(fyne.NewSize(900, 360))
	test.AssertImageMatches(t, "bars.png", w.Canvas().Capture())
}

// TestBarLengths checks the log scale: each bar's length is its count's
// power of ten, on a scale up to the largest count's next power.
func TestBarLengths(t *testing.T) {
	test.NewTempApp(t)
	c := NewBarChart()
	c.Bars = []Bar{{Label: "a", Value: 1000, Text: "1,000"}, {Label: "b", Value: 10, Text: "10"}, {Label: "c", Value: 1e6, Text: "1,000,000"}}
	c.Resize(fyne.NewSize(800, 300))
	r := test.TempWidgetRenderer(t, c).(*barRenderer)
	r.Layout(c.Size())
	if r.decades != 6 {
		t.Fatalf("the scale goes to 10^%d, want 10^6", r.decades)
	}
	a, b, top := r.bars[0].Size().Width, r.bars[1].Size().Width, r.bars[2].Size().Width
	if diff := a - 3*b; diff > 1 || diff < -1 {
		t.Errorf("1,000 is %v long, 10 is %v: want three times as long", a, b)
	}
	if diff := top - 2*a; diff > 1 || diff < -1 {
		t.Errorf("1,000,000 is %v long, 1,000 is %v: want twice as long", top, a)
	}
	// Each number is written just past its bar's end.
	for i, bar := range r.bars {
		if x := r.values[i].Position().X; x < bar.Position().X+bar.Size().Width || x > bar.Position().X+bar.Size().Width+20 {
			t.Errorf("bar %d ends at %v, its number is at %v", i, bar.Position().X+bar.Size().Width, x)
		}
	}
	// A new count is drawn at a Refresh: the renderer reads the widget.
	c.Bars[1].Value = 1e5
	c.Refresh()
	if w := r.bars[1].Size().Width; w <= a {
		t.Errorf("after Refresh 100,000 is %v long, no longer than 1,000 (%v)", w, a)
	}
}

func TestGrowthChartImage(t *testing.T) {
	test.NewTempApp(t)
	g := NewGrowthChart(4, 5)
	g.Title, g.XLabel = "Tries as n grows (log scale)", "n"
	g.Series = []Series{
		{Name: "scan", Color: methodColors[0], Values: []float64{60, 220, 894, 3584, 15720}},
		{Name: "bitmask", Color: methodColors[2], Values: []float64{16, 53, 152, 551, 0}}, // not there yet at n=8
		{Name: "n!", Color: bruteColors[2], Values: []float64{24, 120, 720, 5040, 40320}, Dashed: true},
	}
	w := test.NewTempWindow(t, g)
	w.Resize(fyne.NewSize(700, 400))
	test.AssertImageMatches(t, "growth.png", w.Canvas().Capture())
}

func TestBigText(t *testing.T) {
	test.NewTempApp(t)
	for in, want := range map[string]string{
		"40320":         "40,320",
		"4426165368":    "4,426,165,368",
		"9999999999999": "9,999,999,999,999",
		"199667811101603467823686647723289448859052847504205678489": "about 2.00 × 10⁵⁶",
		"57264168970223481226273458862846808078011946889":           "about 5.73 × 10⁴⁶",
	} {
		n, _ := new(big.Int).SetString(in, 10)
		if got := bigText(n); got != want {
			t.Errorf("bigText(%s) = %q, want %q", in, got, want)
		}
	}
}
