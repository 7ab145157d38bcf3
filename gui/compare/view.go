// Package compare is the Compare view every puzzle screen opens (View >
// Compare): every method of the puzzle on show run in turn in the
// background, their counters side by side in a table and as bar charts
// on a log scale with the brute-force counts, and for N-Queens the growth
// of the tries with n. The table copies as text or CSV.
//
// The comparison (package engine/compare) runs as one job of an
// engine.Runner, off the UI goroutine. Its results come as events, which
// the view keeps in an inbox; a frame, pushed through fyne.Do by a
// ticker while the run lasts (or by a test), moves them to the widgets.
// Stop and closing return at once: the run ends at its next poll.
package compare

import (
	"image/color"
	"math/big"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"backtracklab/engine"
	"backtracklab/engine/compare"
	"backtracklab/engine/story"
	"backtracklab/gui/i18n"
	"backtracklab/gui/palette"
	"backtracklab/gui/run"
)

// methodColors are the methods' bars and lines, in the order they run,
// one each: as many as the puzzle with the most methods has (Sudoku's
// five strategies). The brute forces are grey.
var methodColors = []color.NRGBA{palette.Trying, palette.Placed, palette.Solution, palette.Backtrack, palette.Attacked}

// bruteColors are the brute forces' bars and lines.
var bruteColors = []color.NRGBA{
	{R: 0x6E, G: 0x6E, B: 0x6E, A: 0xFF},
	{R: 0x8C, G: 0x8C, B: 0x8C, A: 0xFF},
	{R: 0xAA, G: 0xAA, B: 0xAA, A: 0xFF},
}

// phase is where the view's run stands.
type phase uint8

const (
	idle phase = iota
	running
	done
	stopped
)

// View is a comparison on show, filled in as its methods end.
type View struct {
	cmp    *compare.Comparison
	period time.Duration
	runner *engine.Runner
	ticker *run.Ticker

	// The inbox, written on the search goroutine, read by Frame.
	mu     sync.Mutex
	gen    int            // the run whose events are wanted
	inbox  []engine.Event // results since the last frame
	ended  bool
	endAck bool // Frame has shown the end

	// UI goroutine only.
	table   *compare.Table
	current compare.Started // the method running, for the status line
	started bool            // current is set
	phase   phase

	content  fyne.CanvasObject
	title    *widget.Label
	status   *widget.Label
	progress *widget.ProgressBar
	stop     *widget.Button
	again    *widget.Button
	copyText *widget.Button
	copyCSV  *widget.Button
	closer   *widget.Button
	heads    []*widget.Label   // the methods' names over their columns
	tableBox *fyne.Container   // the table's heads, rows and brute forces
	labels   []*widget.Label   // by row
	cells    [][]*widget.Label // by row, then method
	bruteL   []*widget.Label
	bruteV   []*widget.Label
	charts   []*BarChart
	growth   *GrowthChart
	tabs     *container.AppTabs
	forget   func()
	// OnClose, when set, is what the Close button does (the dialog that
	// shows the view hides itself).
	OnClose func()
}

// NewView builds the view of c, not yet run: Start runs it. While it
// runs, a frame is pushed every period; with 0, only when Frame is called
// (tests do).
func NewView(c *compare.Comparison, period time.Duration) *View {
	v := &View{cmp: c, period: period, runner: engine.NewRunner(), table: c.NewTable()}
	v.build()
	v.forget = i18n.OnChange(v.relabel)
	v.show()
	return v
}

// Content is what the view shows.
func (v *View) Content() fyne.CanvasObject { return v.content }

// Table is the table as the last frame showed it.
func (v *View) Table() *compare.Table { return v.table }

func (v *View) build() {
	v.title = widget.NewLabel("")
	v.title.TextStyle.Bold = true
	v.title.SizeName = theme.SizeNameSubHeadingText
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.progress = widget.NewProgressBar()
	v.progress.TextFormatter = func() string { return "" }
	v.stop = widget.NewButtonWithIcon("", theme.MediaStopIcon(), v.Stop)
	v.again = widget.NewButtonWithIcon("", theme.MediaReplayIcon(), v.Start)
	v.copyText = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), v.CopyText)
	v.copyCSV = widget.NewButtonWithIcon("", theme.DocumentIcon(), v.CopyCSV)
	v.closer = widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
		if v.OnClose != nil {
			v.OnClose()
		}
	})
	v.stop.Importance = widget.DangerImportance
	buttons := container.NewHBox(v.stop, v.again, widget.NewSeparator(), v.copyText, v.copyCSV, layout.NewSpacer(), v.closer)

	// The table: a column of labels, a column per method. Its names and
	// outcomes wrap (tableLayout) rather than widen it past the view.
	grid := container.New(&tableLayout{cols: 1 + len(v.table.Methods), wrapAt: 10})
	cell := func(bold bool, align fyne.TextAlign) *widget.Label {
		l := widget.NewLabel("")
		l.TextStyle.Bold = bold
		l.SizeName = theme.SizeNameSubHeadingText
		l.Alignment = align
		l.Wrapping = fyne.TextWrapWord
		grid.Add(l)
		return l
	}
	cell(false, fyne.TextAlignLeading)
	for range v.table.Methods {
		v.heads = append(v.heads, cell(true, fyne.TextAlignTrailing))
	}
	for range v.table.Rows() {
		v.labels = append(v.labels, cell(false, fyne.TextAlignLeading))
		var row []*widget.Label
		for range v.table.Methods {
			row = append(row, cell(false, fyne.TextAlignTrailing))
		}
		v.cells = append(v.cells, row)
	}
	brute := container.New(layout.NewFormLayout())
	for range v.table.Brute {
		l := widget.NewLabel("")
		l.SizeName = theme.SizeNameSubHeadingText
		n := widget.NewLabel("")
		n.TextStyle.Bold = true
		n.Alignment = fyne.TextAlignTrailing
		n.SizeName = theme.SizeNameSubHeadingText
		v.bruteL, v.bruteV = append(v.bruteL, l), append(v.bruteV, n)
		brute.Add(n)
		brute.Add(l)
	}
	v.tableBox = container.NewVBox(grid, widget.NewSeparator(), brute)
	table := container.NewCenter(v.tableBox)

	v.charts = []*BarChart{NewBarChart(), NewBarChart()}
	if v.cmp.Puzzle == compare.Maze {
		v.charts = append(v.charts, NewBarChart())
	}
	bars := container.NewVBox()
	for _, c := range v.charts {
		bars.Add(c)
	}
	v.tabs = container.NewAppTabs(
		container.NewTabItem("", container.NewVScroll(bars)),
		container.NewTabItem("", container.NewScroll(table)),
	)
	if v.cmp.Growth {
		v.growth = NewGrowthChart(compare.GrowthFrom, compare.GrowthTo-compare.GrowthFrom+1)
		v.tabs.Append(container.NewTabItem("", container.NewPadded(v.growth)))
	}
	top := container.NewVBox(v.title, buttons, v.progress, v.status)
	v.content = container.NewBorder(top, nil, nil, nil, v.tabs)
	v.relabel()
}

// relabel says every word of the view again, in the language now in use.
func (v *View) relabel() {
	args := i18n.Args{"N": v.cmp.N()}
	switch v.cmp.Puzzle {
	case compare.Queens:
		v.title.SetText(i18n.T("compare.title.queens", args))
	case compare.Sudoku:
		v.title.SetText(i18n.T("compare.title.sudoku"))
	case compare.Maze:
		v.title.SetText(i18n.T("compare.title.maze"))
	}
	v.stop.SetText(i18n.T("compare.button.stop"))
	v.again.SetText(i18n.T("compare.button.again"))
	v.copyText.SetText(i18n.T("compare.button.copy"))
	v.copyCSV.SetText(i18n.T("compare.button.csv"))
	v.closer.SetText(i18n.T("compare.button.close"))
	v.tabs.Items[0].Text = i18n.T("compare.tab.bars")
	v.tabs.Items[1].Text = i18n.T("compare.tab.table")
	if v.growth != nil {
		v.tabs.Items[2].Text = i18n.T("compare.tab.growth")
	}
	v.tabs.Refresh()
	v.show()
}

// Start runs the comparison from the beginning, in the background,
// stopping a run still going. Call it on the UI goroutine.
func (v *View) Start() {
	v.runner.Stop()
	if v.ticker != nil {
		v.ticker.Stop()
		v.ticker = nil
	}
	v.mu.Lock()
	v.gen++
	gen := v.gen
	v.inbox, v.ended, v.endAck = nil, false, false
	v.mu.Unlock()
	v.table = v.cmp.NewTable()
	v.started = false
	v.phase = running
	v.runner.Start(v.cmp.Search, func(e engine.Event, _ *engine.Stats) { v.receive(gen, e) })
	if v.period > 0 {
		v.ticker = run.StartTicker(v.period, v.Frame)
	}
	v.show()
}

// receive keeps an event of run gen for the next frame; on the search
// goroutine, so it only appends.
func (v *View) receive(gen int, e engine.Event) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if gen != v.gen {
		return // a run replaced since
	}
	if e.Kind == engine.Finish {
		v.ended = true
		return
	}
	v.inbox = append(v.inbox, e)
}

// Stop stops the run and returns at once: it ends within a poll of the
// method running.
func (v *View) Stop() {
	v.runner.Stop()
	if v.phase == running {
		v.phase = stopped
		v.show()
	}
}

// Close stops the run, its frames and following the language.
func (v *View) Close() {
	v.Stop()
	if v.ticker != nil {
		v.ticker.Stop()
		v.ticker = nil
	}
	v.forget()
}

// Done returns a channel closed when the run has ended (nil before
// Start).
func (v *View) Done() <-chan struct{} { return v.runner.Done() }

// Frame moves the results that came since the last frame to the widgets,
// on the UI goroutine, and reports whether there is more to come.
func (v *View) Frame() bool {
	v.mu.Lock()
	events := v.inbox
	v.inbox = nil
	ended := v.ended && !v.endAck
	if ended {
		v.endAck = true
	}
	more := !v.ended
	v.mu.Unlock()
	for _, e := range events {
		if s, ok := e.Result.(compare.Started); ok {
			v.current, v.started = s, true
			continue
		}
		v.table.Take(e)
	}
	if ended && v.phase == running {
		v.phase = done
		if !v.table.Complete() {
			v.phase = stopped
		}
	}
	if len(events) > 0 || ended {
		v.show()
	} else {
		v.showStatus() // the progress moves between results
	}
	return more
}

// show puts the table, the charts and the status on screen.
func (v *View) show() {
	v.showStatus()
	sheet := v.table.Sheet(words{})
	for j, m := range sheet.Methods {
		run.SetText(v.heads[j], m)
	}
	for i, r := range sheet.Rows {
		run.SetText(v.labels[i], r.Label)
		for j, c := range r.Cells {
			run.SetText(v.cells[i][j], c.Text)
		}
	}
	// A brute force's count as a power of ten: 9⁵⁹ in full is 57 digits,
	// wider than the table. Copy and Copy CSV keep every digit.
	for i, r := range sheet.Brute {
		run.SetText(v.bruteL[i], r.Label)
		run.SetText(v.bruteV[i], bigText(v.table.Brute[i].Count))
	}
	v.showCharts()
}

// showStatus says where the run stands, with its progress, and enables
// the buttons that apply.
func (v *View) showStatus() {
	run.Enable(v.stop, v.phase == running)
	run.Enable(v.again, v.phase != running)
	run.Enable(v.copyText, v.table.Complete())
	run.Enable(v.copyCSV, v.table.Complete())
	var text string
	fraction := 0.0
	switch v.phase {
	case running:
		ended := 0
		for _, r := range v.table.Results {
			if r != nil {
				ended++
			}
		}
		steps := len(v.table.Methods)
		if v.cmp.Growth {
			steps += len(v.table.Methods) * (compare.GrowthTo - compare.GrowthFrom + 1)
		}
		ended += len(v.table.Growth)
		done, total := v.runner.Progress()
		part := 0.0
		if total > 0 {
			part = min(float64(done)/float64(total), 1)
		}
		fraction = (float64(ended) + part) / float64(steps)
		if v.started {
			method := methodName(v.cmp.Puzzle, v.current.Name)
			if v.current.N > 0 {
				text = i18n.T("compare.status.growth", i18n.Args{"Method": method, "N": v.current.N})
			} else {
				units, _ := words{}.Row(v.cmp.Puzzle, v.table.NodesKey())
				text = i18n.T("compare.status.method", i18n.Args{"Method": method, "Index": v.current.Method + 1,
					"Count": len(v.table.Methods), "Tries": story.Number(uint64(done)).String(), "Units": units})
			}
		}
	case done:
		fraction = 1
		text = i18n.T("compare.status.done")
		if v.cmp.Puzzle != compare.Maze { // a maze's searches are never capped
			units, _ := words{}.Row(v.cmp.Puzzle, v.table.NodesKey())
			text = i18n.T("compare.status.done.capped", i18n.Args{"Cap": story.Number(v.table.Cap).String(), "Units": units})
		}
	case stopped:
		text = i18n.T("compare.status.stopped")
	}
	run.SetText(v.status, text)
	if v.progress.Value != fraction {
		v.progress.SetValue(fraction)
	}
	// The bar is for a run under way: a full one would only shout.
	if v.phase == running {
		v.progress.Show()
	} else {
		v.progress.Hide()
	}
}

// showCharts draws the table's counts as bars, and the growth series.
func (v *View) showCharts() {
	t := v.table
	rows := map[string][]compare.Cell{}
	for _, r := range t.Rows() {
		rows[r.Key] = r.Cells
	}
	count := func(c compare.Cell) (float64, string) {
		switch c.Kind {
		case compare.Count:
			return float64(c.N), story.Number(c.N).String()
		case compare.NoPath:
			return 0, i18n.T("compare.bar.nopath")
		}
		return 0, i18n.T("compare.cell.pending")
	}
	methodBars := func(key string, brute bool) []Bar {
		var bars []Bar
		for j, name := range t.Methods {
			value, text := count(rows[key][j])
			if res := t.Results[j]; res != nil && res.GaveUp && key == t.NodesKey() {
				text = i18n.T("compare.bar.gaveup", i18n.Args{"N": story.Number(res.Stats.Nodes).String()})
			}
			if key == "time" {
				if res := t.Results[j]; res != nil {
					value, text = float64(res.Stats.Elapsed.Microseconds()), compare.FormatTime(res.Stats.Elapsed)
				}
			}
			bars = append(bars, Bar{Label: methodName(t.Puzzle, name), Value: value, Text: text, Color: methodColors[j%len(methodColors)]})
		}
		if brute {
			for i, b := range t.Brute {
				f, _ := new(big.Float).SetInt(b.Count).Float64()
				bars = append(bars, Bar{Label: barLabel(b), Value: f, Text: bigText(b.Count),
					Color: bruteColors[i%len(bruteColors)]})
			}
		}
		return bars
	}
	set := func(c *BarChart, titleKey string, bars []Bar) {
		c.Title, c.Bars = i18n.T(titleKey), bars
	}
	switch t.Puzzle {
	case compare.Queens:
		set(v.charts[0], "compare.chart.tries", methodBars("tries", true))
		set(v.charts[1], "compare.chart.checks", methodBars("checks", false))
	case compare.Sudoku:
		set(v.charts[0], "compare.chart.nodes", methodBars("nodes", true))
		set(v.charts[1], "compare.chart.checks", methodBars("checks", false))
	case compare.Maze:
		set(v.charts[0], "compare.chart.explored", methodBars("explored", false))
		set(v.charts[1], "compare.chart.path", methodBars("path", false))
		set(v.charts[2], "compare.chart.time", methodBars("time", false))
	}
	// One label column for every chart, so that their bars start level.
	var labels float32
	for _, c := range v.charts {
		labels = max(labels, c.labelsWidth())
	}
	for _, c := range v.charts {
		c.LabelWidth = labels
		c.Refresh()
	}
	if v.growth != nil {
		v.showGrowth()
	}
}

// showGrowth draws the growth series so far, and the brute forces at
// every n.
func (v *View) showGrowth() {
	g := v.growth
	width := compare.GrowthTo - compare.GrowthFrom + 1
	var series []Series
	for j, name := range v.table.Methods {
		s := Series{Name: methodName(compare.Queens, name), Color: methodColors[j%len(methodColors)], Values: make([]float64, width)}
		for _, p := range v.table.Growth {
			if p.Method == j {
				s.Values[p.N-compare.GrowthFrom] = float64(p.Nodes)
			}
		}
		series = append(series, s)
	}
	for i, key := range []string{"compare.growth.any", "compare.growth.perrow", "compare.growth.perrowcol"} {
		s := Series{Name: i18n.T(key), Color: bruteColors[i], Values: make([]float64, width), Dashed: true}
		for n := compare.GrowthFrom; n <= compare.GrowthTo; n++ {
			f, _ := new(big.Float).SetInt(compare.QueensBrute(n)[i].Count).Float64()
			s.Values[n-compare.GrowthFrom] = f
		}
		series = append(series, s)
	}
	g.Title, g.XLabel, g.Series = i18n.T("compare.growth.title"), i18n.T("compare.growth.x"), series
	g.Refresh()
}

// bigText writes a count on a bar: in full up to a trillion or so
// (8-queens' 4,426,165,368), beyond as about a power of ten, which a
// room can read (9⁴⁹ is 47 digits).
func bigText(n *big.Int) string {
	digits := n.String()
	if len(digits) <= 13 {
		return compare.Thousands(digits)
	}
	// Rounded to three figures: 1.9967 × 10⁵⁶ reads as 2.00 × 10⁵⁶.
	mantissa, exp, _ := strings.Cut(new(big.Float).SetInt(n).Text('e', 2), "e")
	e, _ := strconv.Atoi(exp)
	return i18n.T("compare.bar.about", i18n.Args{"N": mantissa + " × 10" + superscript(e)})
}

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
