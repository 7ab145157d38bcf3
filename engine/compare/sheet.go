package compare

import (
	"encoding/csv"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"

	"backtracklab/engine/story"
)

// Words says a table's labels in a language: the command line's English,
// the window's language in use.
type Words interface {
	// Method is the head of a method's column.
	Method(p Puzzle, name string) string
	// Row is the label of the row key (see Row) in the text table and in
	// the CSV, which may say its unit ("time (s)").
	Row(p Puzzle, key string) (text, csv string)
	// Outcome is a cell that is no number: Finished, Solved, NoSolution,
	// GaveUp (after c.N units, the row NodesKey names), NoPath, Pending.
	Outcome(c Cell, units string) string
	// Brute is a brute force's label.
	Brute(b Brute) string
}

// SheetCell is one value as the text table shows it and as the CSV
// holds it (plain digits, seconds).
type SheetCell struct{ Text, CSV string }

// SheetRow is a labelled row of a Sheet.
type SheetRow struct {
	Label, CSVLabel string
	Cells           []SheetCell
}

// Sheet is a table in words, ready to print as aligned text or CSV.
type Sheet struct {
	Methods []string
	Rows    []SheetRow
	Brute   []SheetRow // one cell each
}

// Sheet says the table in words w.
func (t *Table) Sheet(w Words) *Sheet {
	s := &Sheet{}
	for _, m := range t.Methods {
		s.Methods = append(s.Methods, w.Method(t.Puzzle, m))
	}
	units, _ := w.Row(t.Puzzle, t.NodesKey())
	for _, r := range t.Rows() {
		text, csvLabel := w.Row(t.Puzzle, r.Key)
		if r.Sub {
			text = "  " + text
		}
		row := SheetRow{Label: text, CSVLabel: csvLabel}
		for _, c := range r.Cells {
			row.Cells = append(row.Cells, sheetCell(c, w, units))
		}
		s.Rows = append(s.Rows, row)
	}
	for _, b := range t.Brute {
		label := w.Brute(b)
		s.Brute = append(s.Brute, SheetRow{Label: label, CSVLabel: label,
			Cells: []SheetCell{{Thousands(b.Count.String()), b.Count.String()}}})
	}
	return s
}

func sheetCell(c Cell, w Words, units string) SheetCell {
	switch c.Kind {
	case Count:
		return SheetCell{story.Number(c.N).String(), fmt.Sprint(c.N)}
	case Time:
		return SheetCell{FormatTime(c.D), fmt.Sprintf("%.6f", c.D.Seconds())}
	}
	s := w.Outcome(c, units)
	return SheetCell{s, s}
}

// FormatTime is a method's wall time as the table shows it: to the
// microsecond.
func FormatTime(d time.Duration) string { return d.Round(time.Microsecond).String() }

// WriteText writes the sheet aligned: labels to the left, values to the
// right of their column, the brute-force counts below after a blank line.
func (s *Sheet) WriteText(w io.Writer) error {
	labelWidth := 0
	for _, r := range s.Rows {
		labelWidth = max(labelWidth, Width(r.Label))
	}
	widths := make([]int, len(s.Methods))
	for j, m := range s.Methods {
		widths[j] = Width(m)
		for _, r := range s.Rows {
			widths[j] = max(widths[j], Width(r.Cells[j].Text))
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
	line("", s.Methods)
	for _, r := range s.Rows {
		cells := make([]string, len(r.Cells))
		for j, c := range r.Cells {
			cells[j] = c.Text
		}
		line(r.Label, cells)
	}
	if len(s.Brute) > 0 {
		bruteLabel, bruteValue := 0, 0
		for _, r := range s.Brute {
			bruteLabel = max(bruteLabel, Width(r.Label))
			bruteValue = max(bruteValue, Width(r.Cells[0].Text))
		}
		b.WriteString("\n")
		for _, r := range s.Brute {
			fmt.Fprintf(&b, "%s  %s\n", pad(r.Label, bruteLabel, false), pad(r.Cells[0].Text, bruteValue, true))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteCSV writes the sheet as CSV: a header row of the method names, a
// row per counter, then the brute-force counts, each in the first
// method's column.
func (s *Sheet) WriteCSV(w io.Writer) error {
	c := csv.NewWriter(w)
	c.Write(append([]string{""}, s.Methods...))
	for _, r := range append(s.Rows[:len(s.Rows):len(s.Rows)], s.Brute...) {
		label := r.CSVLabel
		if label == "" {
			label = strings.TrimSpace(r.Label)
		}
		record := make([]string, 1+len(s.Methods))
		record[0] = label
		for j, cell := range r.Cells {
			record[1+j] = cell.CSV
		}
		c.Write(record)
	}
	c.Flush()
	return c.Error()
}

// Text is the sheet as WriteText writes it.
func (s *Sheet) Text() string {
	var b strings.Builder
	s.WriteText(&b)
	return b.String()
}

// CSV is the sheet as WriteCSV writes it.
func (s *Sheet) CSV() string {
	var b strings.Builder
	s.WriteCSV(&b)
	return b.String()
}

// Width is how many columns s takes in a monospaced font: two for a wide
// character (Chinese), so that a table in Chinese lines up too.
func Width(s string) int {
	n := 0
	for _, r := range s {
		n++
		if unicode.Is(unicode.Han, r) || (r >= 0x3000 && r <= 0x303F) || (r >= 0xFF00 && r <= 0xFF60) {
			n++
		}
	}
	return n
}

// pad pads s with spaces to width columns, on the left when right-aligned.
func pad(s string, width int, right bool) string {
	fill := strings.Repeat(" ", max(width-Width(s), 0))
	if right {
		return fill + s
	}
	return s + fill
}

// Thousands puts commas between groups of three digits of a decimal
// integer, as story.Number does for a uint64.
func Thousands(digits string) string {
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
