package cli

import (
	"encoding/csv"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"backtracklab/engine"
	"backtracklab/engine/compare"
	"backtracklab/engine/maze"
	"backtracklab/engine/story"
	"backtracklab/engine/sudoku"
)

// -compare runs every method of a puzzle on the same input, one after the
// other, unwatched and at full speed, through the same calls -stats makes
// for one method alone (package engine/compare, which the window's
// Compare view runs too), and prints their counters side by side.

// maxCompareNodes is where -compare gives a method up (compare.MaxNodes;
// a variable so that tests can make it small).
var maxCompareNodes = compare.MaxNodes

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

// fromTable turns a comparison's table into the rows -compare prints, in
// English; units names the tries in the result row of a method that gave
// up ("tries", "nodes").
func fromTable(tab *compare.Table, labels map[string]string, csvLabels map[string]string) compareTable {
	t := compareTable{}
	for _, m := range tab.Methods {
		t.methods = append(t.methods, compare.Upper(tab.Puzzle, m))
	}
	units := tab.NodesKey()
	for _, r := range tab.Rows() {
		label := r.Key
		if l, ok := labels[r.Key]; ok {
			label = l
		}
		if r.Sub {
			label = "  " + label
		}
		row := compareRow{label: label, csvLabel: csvLabels[r.Key]}
		for _, c := range r.Cells {
			row.cells = append(row.cells, cliCell(c, units))
		}
		t.rows = append(t.rows, row)
	}
	for _, b := range tab.Brute {
		t.brute = append(t.brute, compareRow{label: bruteLabel(b), cells: []compareCell{bigCell(b.Count)}})
	}
	return t
}

// cliCell is a cell as -compare prints it.
func cliCell(c compare.Cell, units string) compareCell {
	switch c.Kind {
	case compare.Count:
		return countCell(c.N)
	case compare.Time:
		return timeCell(c.D)
	case compare.Finished:
		return textCell("finished")
	case compare.Solved:
		return textCell("solved")
	case compare.NoSolution:
		return textCell("no solution")
	case compare.GaveUp:
		return textCell(fmt.Sprintf("gave up after %v %s", story.Number(c.N), units))
	case compare.NoPath:
		return textCell("no path")
	}
	return textCell("")
}

// bruteLabel names a brute force as -compare prints it.
func bruteLabel(b compare.Brute) string {
	switch b.Kind {
	case compare.AnySquares:
		return fmt.Sprintf("brute force, any %d squares: C(%d,%d)", b.N, b.N*b.N, b.N)
	case compare.PerRow:
		return fmt.Sprintf("brute force, one per row: %d^%[1]d", b.N)
	case compare.PerRowAndColumn:
		return fmt.Sprintf("brute force, one per row and column: %d!", b.N)
	}
	return fmt.Sprintf("brute force, a digit in each of the %d empty cells: %d^%d", b.Empty, b.N, b.Empty)
}

// compareQueens runs the listing search of every check on n queens.
func compareQueens(s Streams, n int, asCSV bool) int {
	c := compare.ForQueens(n)
	c.Cap = maxCompareNodes
	tab := c.Run()
	t := fromTable(tab, nil, map[string]string{
		"column": "rejections column", "diagonal": "rejections diagonal",
		"anti-diagonal": "rejections anti-diagonal", "time": "time (s)",
	})
	if err := t.write(s.Out, asCSV); err != nil {
		return writeFailed(s, "queens", err)
	}
	if last := tab.Results[len(tab.Results)-1]; last.Stats.Solutions == 0 && !last.GaveUp {
		return ExitFail
	}
	return ExitOK
}

// queensBruteForce counts the placements of n queens a brute force would
// test: any n of the n² squares, one queen per row, one per row and per
// column.
func queensBruteForce(n int) (anySquares, perRow, perRowAndColumn *big.Int) {
	b := compare.QueensBrute(n)
	return b[0].Count, b[1].Count, b[2].Count
}

// compareSudoku runs every strategy on the puzzle g, in teaching order.
func compareSudoku(s Streams, g sudoku.Grid, asCSV bool) int {
	c := compare.ForSudoku(g)
	c.Cap = maxCompareNodes
	tab := c.Run()
	t := fromTable(tab, nil, map[string]string{"forced": "forced", "time": "time (s)"})
	if err := t.write(s.Out, asCSV); err != nil {
		return writeFailed(s, "sudoku", err)
	}
	for _, r := range tab.Results {
		if !r.GaveUp && (r.End == engine.Done || r.End == engine.LimitReached) {
			return ExitOK
		}
	}
	return ExitFail
}

// compareMaze runs the depth-first and the breadth-first search on m.
func compareMaze(s Streams, m *maze.Maze, asCSV bool) int {
	tab := compare.ForMaze(m).Run()
	t := fromTable(tab, map[string]string{"explored": "cells explored", "path": "path length"},
		map[string]string{"time": "time (s)"})
	if err := t.write(s.Out, asCSV); err != nil {
		return writeFailed(s, "maze", err)
	}
	for _, r := range tab.Results {
		if r.Path >= 0 {
			return ExitOK
		}
	}
	return ExitFail
}

// writeFailed reports output that could not be written.
func writeFailed(s Streams, command string, err error) int {
	fmt.Fprintf(s.Err, "backtracklab %s: %v\n", command, err)
	return ExitFail
}
