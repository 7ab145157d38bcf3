package cli

import (
	"encoding/csv"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

// -compare runs every method of a puzzle on the same input, one after the
// other, unwatched and at full speed, through the same calls -stats makes
// for one method alone, and prints their counters side by side.

// maxCompareNodes is where -compare gives a method up: the slow ones
// would otherwise hold the table back for minutes (8-queens takes 15,720
// tries with the scan, 12-queens about 10 million).
var maxCompareNodes uint64 = 10_000_000

// compareCell is one value of the table: as the text table shows it and
// as the CSV holds it (plain digits, seconds).
type compareCell struct{ text, csv string }

func countCell(n uint64) compareCell {
	return compareCell{story.Number(n).String(), fmt.Sprint(n)}
}

func bigCell(n *big.Int) compareCell {
	return compareCell{thousands(n.String()), n.String()}
}

func timeCell(d time.Duration) compareCell {
	return compareCell{d.Round(time.Microsecond).String(), fmt.Sprintf("%.6f", d.Seconds())}
}

func textCell(s string) compareCell { return compareCell{s, s} }

// compareRow is a counter of every method; label is the text table's and
// csvLabel, when set, the CSV's (which says its unit).
type compareRow struct {
	label, csvLabel string
	cells           []compareCell
}

// compareTable is what -compare prints: a column per method, a row per
// counter, then the brute-force counts the lesson starts from, which
// belong to no method.
type compareTable struct {
	methods []string
	rows    []compareRow
	brute   []compareRow // one cell each
}

// add appends a row of one counter read from every method's stats.
func (t *compareTable) add(label string, stats []engine.Stats, value func(*engine.Stats) compareCell) {
	row := compareRow{label: label}
	for i := range stats {
		row.cells = append(row.cells, value(&stats[i]))
	}
	t.rows = append(t.rows, row)
}

// addTime appends the row of each method's wall time.
func (t *compareTable) addTime(stats []engine.Stats) {
	t.add("time", stats, func(st *engine.Stats) compareCell { return timeCell(st.Elapsed) })
	t.rows[len(t.rows)-1].csvLabel = "time (s)"
}

// writeText writes the table aligned: labels to the left, values to the
// right of their column, the brute-force counts below after a blank line.
func (t *compareTable) writeText(w io.Writer) error {
	labelWidth := 0
	for _, r := range t.rows {
		labelWidth = max(labelWidth, len([]rune(r.label)))
	}
	widths := make([]int, len(t.methods))
	for j, m := range t.methods {
		widths[j] = len([]rune(m))
		for _, r := range t.rows {
			widths[j] = max(widths[j], len([]rune(r.cells[j].text)))
		}
	}
	var b strings.Builder
	line := func(label string, cells []string) {
		b.WriteString(pad(label, labelWidth, false))
		for j, c := range cells {
			b.WriteString("  ")
			b.WriteString(pad(c, widths[j], true))
		}
		b.WriteString("\n")
	}
	line("", t.methods)
	for _, r := range t.rows {
		cells := make([]string, len(r.cells))
		for j, c := range r.cells {
			cells[j] = c.text
		}
		line(r.label, cells)
	}
	if len(t.brute) > 0 {
		bruteLabel, bruteValue := 0, 0
		for _, r := range t.brute {
			bruteLabel = max(bruteLabel, len([]rune(r.label)))
			bruteValue = max(bruteValue, len(r.cells[0].text))
		}
		b.WriteString("\n")
		for _, r := range t.brute {
			fmt.Fprintf(&b, "%s  %s\n", pad(r.label, bruteLabel, false), pad(r.cells[0].text, bruteValue, true))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeCSV writes the table as CSV: a header row of the method names, a
// row per counter, then the brute-force counts, each in the first method's
// column.
func (t *compareTable) writeCSV(w io.Writer) error {
	c := csv.NewWriter(w)
	c.Write(append([]string{""}, t.methods...))
	for _, r := range append(t.rows[:len(t.rows):len(t.rows)], t.brute...) {
		label := r.label
		if r.csvLabel != "" {
			label = r.csvLabel
		}
		record := make([]string, 1+len(t.methods))
		record[0] = label
		for j, cell := range r.cells {
			record[1+j] = cell.csv
		}
		c.Write(record)
	}
	c.Flush()
	return c.Error()
}

// write writes the table as text or, with asCSV, as CSV.
func (t *compareTable) write(w io.Writer, asCSV bool) error {
	if asCSV {
		return t.writeCSV(w)
	}
	return t.writeText(w)
}

// pad pads s with spaces to width runes, on the left when right-aligned.
func pad(s string, width int, right bool) string {
	fill := strings.Repeat(" ", max(width-len([]rune(s)), 0))
	if right {
		return fill + s
	}
	return s + fill
}

// thousands puts commas between groups of three digits of a decimal
// integer, as story.Number does for a uint64.
func thousands(digits string) string {
	sign := ""
	if strings.HasPrefix(digits, "-") {
		sign, digits = "-", digits[1:]
	}
	var b strings.Builder
	b.WriteString(sign)
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String()
}

// cappedTracer is a tracer nobody watches whose polls stop the search once
// it has tried maxCompareNodes choices. Unwatched, every solver takes the
// path it takes for -stats, and counts the same.
func cappedTracer() *engine.Tracer {
	var t *engine.Tracer
	t = engine.NewPolledTracer(func() bool { return t.Stats.Nodes < maxCompareNodes })
	return t
}

// gaveUp is what a column says of a method stopped at maxCompareNodes,
// counted in units ("tries", "nodes") as its rows name them.
func gaveUp(units string) compareCell {
	return textCell(fmt.Sprintf("gave up after %v %s", story.Number(maxCompareNodes), units))
}

// compareQueens runs the listing search of every check on n queens.
func compareQueens(s Streams, n int, asCSV bool) int {
	checks := queens.Checks()
	t := compareTable{}
	stats := make([]engine.Stats, len(checks))
	ends := make([]engine.End, len(checks))
	for i, c := range checks {
		t.methods = append(t.methods, c.String())
		tr := cappedTracer()
		ends[i] = searchQueens(n, c, tr)
		stats[i] = tr.Stats
	}
	result := compareRow{label: "result"}
	for _, end := range ends {
		if end == engine.Stopped {
			result.cells = append(result.cells, gaveUp("tries"))
		} else {
			result.cells = append(result.cells, textCell("finished"))
		}
	}
	t.rows = append(t.rows, result)
	t.add("tries", stats, count(func(st *engine.Stats) uint64 { return st.Nodes }))
	t.add("checks", stats, count(func(st *engine.Stats) uint64 { return st.Checks }))
	t.add("placements", stats, count(func(st *engine.Stats) uint64 { return st.Placements }))
	t.add("rejections", stats, count((*engine.Stats).Rejected))
	for _, rule := range []struct {
		label    string
		conflict engine.Conflict
	}{{"  column", engine.SameColumn}, {"  diagonal", engine.SameDiagonal}, {"  anti-diagonal", engine.SameAntiDiagonal}} {
		t.add(rule.label, stats, count(func(st *engine.Stats) uint64 { return st.Rejections[rule.conflict] }))
		t.rows[len(t.rows)-1].csvLabel = "rejections " + strings.TrimSpace(rule.label)
	}
	t.add("backtracks", stats, count(func(st *engine.Stats) uint64 { return st.Backtracks }))
	t.add("solutions", stats, count(func(st *engine.Stats) uint64 { return st.Solutions }))
	t.addTime(stats)

	anySquares, perRow, perRowAndColumn := queensBruteForce(n)
	t.brute = []compareRow{
		{label: fmt.Sprintf("brute force, any %d squares: C(%d,%d)", n, n*n, n), cells: []compareCell{bigCell(anySquares)}},
		{label: fmt.Sprintf("brute force, one per row: %d^%[1]d", n), cells: []compareCell{bigCell(perRow)}},
		{label: fmt.Sprintf("brute force, one per row and column: %d!", n), cells: []compareCell{bigCell(perRowAndColumn)}},
	}
	if err := t.write(s.Out, asCSV); err != nil {
		return writeFailed(s, "queens", err)
	}
	if stats[len(stats)-1].Solutions == 0 && ends[len(ends)-1] != engine.Stopped {
		return ExitFail
	}
	return ExitOK
}

// queensBruteForce counts the placements of n queens a brute force would
// test: any n of the n² squares, one queen per row, one per row and per
// column.
func queensBruteForce(n int) (anySquares, perRow, perRowAndColumn *big.Int) {
	bn := big.NewInt(int64(n))
	return new(big.Int).Binomial(int64(n*n), int64(n)),
		new(big.Int).Exp(bn, bn, nil),
		new(big.Int).MulRange(1, int64(n))
}

// compareSudoku runs every strategy on the puzzle g, in teaching order.
func compareSudoku(s Streams, g sudoku.Grid, asCSV bool) int {
	t := compareTable{}
	var stats []engine.Stats
	result := compareRow{label: "result"}
	solved := false
	for _, strategy := range sudoku.Strategies {
		t.methods = append(t.methods, strategy.String())
		tr := cappedTracer()
		st, end := solveSudoku(&sudoku.Solver{Strategy: strategy, Limit: 1}, g, tr)
		stats = append(stats, st)
		switch end {
		case engine.Stopped:
			result.cells = append(result.cells, gaveUp("nodes"))
		case engine.LimitReached, engine.Done:
			solved = true
			result.cells = append(result.cells, textCell("solved"))
		default:
			result.cells = append(result.cells, textCell("no solution"))
		}
	}
	t.rows = append(t.rows, result)
	t.add("nodes", stats, count(func(st *engine.Stats) uint64 { return st.Nodes }))
	t.add("checks", stats, count(func(st *engine.Stats) uint64 { return st.Checks }))
	t.add("placements", stats, count(func(st *engine.Stats) uint64 { return st.Placements }))
	t.add("  forced", stats, count(func(st *engine.Stats) uint64 { return st.Forced }))
	t.rows[len(t.rows)-1].csvLabel = "forced"
	t.add("rejections", stats, count((*engine.Stats).Rejected))
	t.add("backtracks", stats, count(func(st *engine.Stats) uint64 { return st.Backtracks }))
	t.add("solutions", stats, count(func(st *engine.Stats) uint64 { return st.Solutions }))
	t.addTime(stats)

	size, empty := g.Size(), g.NumCells()-g.Filled()
	t.brute = []compareRow{{
		label: fmt.Sprintf("brute force, a digit in each of the %d empty cells: %d^%d", empty, size, empty),
		cells: []compareCell{bigCell(new(big.Int).Exp(big.NewInt(int64(size)), big.NewInt(int64(empty)), nil))},
	}}
	if err := t.write(s.Out, asCSV); err != nil {
		return writeFailed(s, "sudoku", err)
	}
	if !solved {
		return ExitFail
	}
	return ExitOK
}

// compareMaze runs the depth-first and the breadth-first search on m.
func compareMaze(s Streams, m *maze.Maze, asCSV bool) int {
	t := compareTable{}
	var (
		stats  []engine.Stats
		length = compareRow{label: "path length"}
		found  = false
	)
	for _, algo := range mazeAlgos {
		t.methods = append(t.methods, strings.ToUpper(algo))
		path, st := solveMaze(m, algo)
		stats = append(stats, st)
		if path == nil {
			length.cells = append(length.cells, textCell("no path"))
		} else {
			found = true
			length.cells = append(length.cells, countCell(uint64(len(path)-1)))
		}
	}
	t.add("tries", stats, func(st *engine.Stats) compareCell { return countCell(st.Nodes) })
	t.add("cells explored", stats, func(st *engine.Stats) compareCell { return countCell(st.Placements) })
	t.rows = append(t.rows, length)
	t.addTime(stats)
	if err := t.write(s.Out, asCSV); err != nil {
		return writeFailed(s, "maze", err)
	}
	if !found {
		return ExitFail
	}
	return ExitOK
}

// writeFailed reports output that could not be written.
func writeFailed(s Streams, command string, err error) int {
	fmt.Fprintf(s.Err, "backtracklab %s: %v\n", command, err)
	return ExitFail
}

// count is the cell maker of a row that shows the counter f reads.
func count(f func(*engine.Stats) uint64) func(*engine.Stats) compareCell {
	return func(st *engine.Stats) compareCell { return countCell(f(st)) }
}
