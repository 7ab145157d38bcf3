package cli

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// compared is a -compare table read back: the methods in order, and each
// row's values by method, commas dropped; brute the brute-force counts by
// label.
type compared struct {
	methods []string
	rows    map[string]map[string]string
	brute   map[string]string
}

// columnGap splits a line of the text table: columns are two or more
// spaces apart, and no label or value holds two spaces in a row.
var columnGap = regexp.MustCompile(`\s{2,}`)

// parseCompareText reads the text table -compare prints.
func parseCompareText(t *testing.T, text string) compared {
	t.Helper()
	table, brute, ok := strings.Cut(text, "\n\n")
	lines := strings.Split(strings.TrimSuffix(table, "\n"), "\n")
	c := compared{methods: columnGap.Split(strings.TrimSpace(lines[0]), -1), rows: map[string]map[string]string{}, brute: map[string]string{}}
	for _, line := range lines[1:] {
		fields := columnGap.Split(strings.TrimSpace(line), -1)
		if len(fields) != 1+len(c.methods) {
			t.Fatalf("row %q: %d fields, want %d\n%s", line, len(fields), 1+len(c.methods), text)
		}
		row := map[string]string{}
		for j, m := range c.methods {
			row[m] = strings.ReplaceAll(fields[1+j], ",", "")
		}
		c.rows[fields[0]] = row
	}
	if ok {
		for _, line := range strings.Split(strings.TrimSuffix(brute, "\n"), "\n") {
			fields := columnGap.Split(line, -1)
			if len(fields) != 2 {
				t.Fatalf("brute-force line %q\n%s", line, text)
			}
			c.brute[fields[0]] = fields[1]
		}
	}
	return c
}

// parseCompareCSV reads the table -compare -csv prints: the same rows,
// the brute-force counts in the first method's column.
func parseCompareCSV(t *testing.T, text string) compared {
	t.Helper()
	records, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil {
		t.Fatalf("csv: %v\n%s", err, text)
	}
	c := compared{methods: records[0][1:], rows: map[string]map[string]string{}, brute: map[string]string{}}
	for _, rec := range records[1:] {
		if strings.HasPrefix(rec[0], "brute force") {
			c.brute[rec[0]] = rec[1]
			continue
		}
		row := map[string]string{}
		for j, m := range c.methods {
			row[m] = rec[1+j]
		}
		c.rows[rec[0]] = row
	}
	return c
}

// statsOf reads -stats lines "name    value" into a map.
func statsOf(text string) map[string]string {
	m := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		if fields := columnGap.Split(strings.TrimSpace(sc.Text()), 2); len(fields) == 2 {
			m[fields[0]] = fields[1]
		}
	}
	return m
}

// sameRows checks that the text and CSV tables hold the same methods and
// counters, the CSV's labels being the text's as csvLabels renames them.
func sameRows(t *testing.T, text, csvTable compared, csvLabels map[string]string) {
	t.Helper()
	if fmt.Sprint(text.methods) != fmt.Sprint(csvTable.methods) {
		t.Fatalf("methods: text %v, csv %v", text.methods, csvTable.methods)
	}
	if len(text.rows) != len(csvTable.rows) {
		t.Errorf("text has %d rows, csv %d", len(text.rows), len(csvTable.rows))
	}
	for label, row := range text.rows {
		if label == "time" {
			continue // wall time differs from run to run
		}
		csvLabel := label
		if l, ok := csvLabels[label]; ok {
			csvLabel = l
		}
		if fmt.Sprint(row) != fmt.Sprint(csvTable.rows[csvLabel]) {
			t.Errorf("%s: text %v, csv %v", label, row, csvTable.rows[csvLabel])
		}
	}
}

func TestQueensCompareEqualsStats(t *testing.T) {
	for _, n := range []string{"6", "8"} {
		code, out, errOut := runQueensArgs("-n", n, "-compare")
		if code != ExitOK || errOut != "" {
			t.Fatalf("n=%s: exit %d, stderr %q", n, code, errOut)
		}
		table := parseCompareText(t, out)
		code, csvOut, _ := runQueensArgs("-n", n, "-compare", "-csv")
		if code != ExitOK {
			t.Fatalf("n=%s -csv: exit %d", n, code)
		}
		sameRows(t, table, parseCompareCSV(t, csvOut), map[string]string{
			"column": "rejections column", "diagonal": "rejections diagonal", "anti-diagonal": "rejections anti-diagonal",
		})
		if fmt.Sprint(table.methods) != "[scan arrays bitmask]" {
			t.Fatalf("n=%s: methods %v", n, table.methods)
		}
		rejections := regexp.MustCompile(`^(\d+) \(column (\d+), diagonal (\d+), anti-diagonal (\d+)\)$`)
		for _, check := range table.methods {
			code, _, errOut := runQueensArgs("-n", n, "-check", check, "-stats")
			if code != ExitOK {
				t.Fatalf("n=%s %s -stats: exit %d", n, check, code)
			}
			st := statsOf(errOut)
			r := rejections.FindStringSubmatch(st["rejections"])
			if r == nil {
				t.Fatalf("n=%s %s: rejections line %q", n, check, st["rejections"])
			}
			want := map[string]string{
				"tries": st["nodes"], "checks": st["checks"], "placements": st["placements"],
				"rejections": r[1], "column": r[2], "diagonal": r[3], "anti-diagonal": r[4],
				"backtracks": st["backtracks"], "solutions": st["solutions"], "result": "finished",
			}
			for label, w := range want {
				if got := table.rows[label][check]; got != w || w == "" {
					t.Errorf("n=%s %s %s: -compare %q, -stats %q", n, check, label, got, w)
				}
			}
		}
	}
}

func TestQueensCompareBruteForce(t *testing.T) {
	_, out, _ := runQueensArgs("-n", "8", "-compare")
	brute := parseCompareText(t, out).brute
	want := map[string]string{
		"brute force, any 8 squares: C(64,8)":     "4,426,165,368",
		"brute force, one per row: 8^8":           "16,777,216",
		"brute force, one per row and column: 8!": "40,320",
	}
	if fmt.Sprint(brute) != fmt.Sprint(want) {
		t.Errorf("brute force\n%v\nwant\n%v", brute, want)
	}
	_, csvOut, _ := runQueensArgs("-n", "8", "-compare", "-csv")
	if got := parseCompareCSV(t, csvOut).brute["brute force, any 8 squares: C(64,8)"]; got != "4426165368" {
		t.Errorf("csv: any 8 squares %q", got)
	}
	// Past uint64: 32^32 = 2^160.
	anySquares, perRow, perRowAndColumn := queensBruteForce(32)
	if want := new(big.Int).Lsh(big.NewInt(1), 160); perRow.Cmp(want) != 0 {
		t.Errorf("32^32 = %v, want %v", perRow, want)
	}
	if perRowAndColumn.String() != "263130836933693530167218012160000000" {
		t.Errorf("32! = %v", perRowAndColumn)
	}
	// C(1024,32) = C(1023,31) * 1024 / 32.
	c := new(big.Int).Binomial(1023, 31)
	if c.Mul(c, big.NewInt(32)); anySquares.Cmp(c) != 0 {
		t.Errorf("C(1024,32) = %v, want %v", anySquares, c)
	}
}

func TestThousands(t *testing.T) {
	for in, want := range map[string]string{"0": "0", "999": "999", "1000": "1,000", "40320": "40,320",
		"4426165368": "4,426,165,368", "-1234": "-1,234", "100000": "100,000"} {
		if got := thousands(in); got != want {
			t.Errorf("thousands(%s) = %s, want %s", in, got, want)
		}
	}
}

// firstPuzzle is the first line of a file of the Sudoku engine's test
// data.
func firstPuzzle(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "sudoku", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	line, _, _ := strings.Cut(string(data), "\n")
	return line
}

func TestSudokuCompareEqualsStats(t *testing.T) {
	puzzle := firstPuzzle(t, "sudoku_norvig_easy50.txt")
	file := filepath.Join(t.TempDir(), "puzzle.txt")
	if err := os.WriteFile(file, []byte(puzzle+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runSudokuArgs("", "-compare", file)
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errOut, out)
	}
	table := parseCompareText(t, out)
	code, csvOut, _ := runSudokuArgs(puzzle+"\n", "-csv", "-compare")
	if code != ExitOK {
		t.Fatalf("-csv from stdin: exit %d", code)
	}
	sameRows(t, table, parseCompareCSV(t, csvOut), map[string]string{"time": "time (s)"})
	if fmt.Sprint(table.methods) != "[plain records static singles mrv]" {
		t.Fatalf("methods %v", table.methods)
	}
	batch := regexp.MustCompile(`^puzzles 1, nodes (\d+), solving .*\n` +
		`checks (\d+), placements (\d+) \(forced (\d+)\), eliminated \d+, rejections (\d+), backtracks (\d+), solutions (\d+)\n$`)
	for _, strategy := range table.methods {
		code, _, errOut := runSudokuArgs("", "-strategy", strategy, "-stats", file)
		m := batch.FindStringSubmatch(errOut)
		if code != ExitOK || m == nil {
			t.Fatalf("%s -stats: exit %d, stderr %q", strategy, code, errOut)
		}
		want := map[string]string{"nodes": m[1], "checks": m[2], "placements": m[3], "forced": m[4],
			"rejections": m[5], "backtracks": m[6], "solutions": m[7], "result": "solved"}
		for label, w := range want {
			if got := table.rows[label][strategy]; got != w {
				t.Errorf("%s %s: -compare %q, -stats %q", strategy, label, got, w)
			}
		}
	}
	// Plain and records make the same search; records looks up what plain
	// scans for.
	if table.rows["nodes"]["plain"] != table.rows["nodes"]["records"] || table.rows["checks"]["plain"] == table.rows["checks"]["records"] {
		t.Errorf("plain and records: nodes %v, checks %v", table.rows["nodes"], table.rows["checks"])
	}
	empty := strings.Count(puzzle, ".")
	label := fmt.Sprintf("brute force, a digit in each of the %d empty cells: 9^%d", empty, empty)
	want := new(big.Int).Exp(big.NewInt(9), big.NewInt(int64(empty)), nil)
	if got := table.brute[label]; got != thousands(want.String()) {
		t.Errorf("brute force: %v, want %s %s", table.brute, label, thousands(want.String()))
	}
}

func TestSudokuCompareSmallGridAndCap(t *testing.T) {
	// A 4x4 grid: the brute force fills its blanks with 4 digits.
	_, out, _ := runSudokuArgs(sudokuSmall+"\n", "-compare")
	if got := parseCompareText(t, out).brute["brute force, a digit in each of the 11 empty cells: 4^11"]; got != "4,194,304" {
		t.Errorf("4x4 brute force %q\n%s", got, out)
	}

	defer func(n uint64) { maxCompareNodes = n }(maxCompareNodes)
	maxCompareNodes = 100
	code, out, _ := runSudokuArgs(sudokuHard+"\n", "-compare")
	table := parseCompareText(t, out)
	if code != ExitOK || table.rows["result"]["plain"] != "gave up after 100 nodes" || table.rows["result"]["mrv"] != "solved" {
		t.Fatalf("capped: exit %d\n%s", code, out)
	}
	if table.rows["solutions"]["plain"] != "0" || table.rows["solutions"]["mrv"] != "1" {
		t.Errorf("capped: solutions %v", table.rows["solutions"])
	}
}

func TestMazeCompareEqualsStats(t *testing.T) {
	file := filepath.Join("..", "maze", "testdata", "loops.txt")
	code, out, errOut := runArgs("", "maze", "-compare", file)
	if code != ExitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errOut, out)
	}
	table := parseCompareText(t, out)
	_, csvOut, _ := runArgs("", "maze", "-compare", "-csv", file)
	sameRows(t, table, parseCompareCSV(t, csvOut), map[string]string{"time": "time (s)"})
	if fmt.Sprint(table.methods) != "[DFS BFS]" {
		t.Fatalf("methods %v", table.methods)
	}
	for _, algo := range []string{"dfs", "bfs"} {
		code, _, errOut := runArgs("", "maze", "-algo", algo, "-stats", file)
		st := statsOf(errOut)
		if code != ExitOK || st["tries"] == "" {
			t.Fatalf("%s -stats: exit %d, stderr %q", algo, code, errOut)
		}
		col := strings.ToUpper(algo)
		for label, w := range map[string]string{"tries": st["tries"], "cells explored": st["explored"], "path length": st["path length"]} {
			if got := table.rows[label][col]; got != w {
				t.Errorf("%s %s: -compare %q, -stats %q", algo, label, got, w)
			}
		}
	}
	// The file's two ways round: DFS takes the long one.
	if table.rows["path length"]["DFS"] != "10" || table.rows["path length"]["BFS"] != "6" {
		t.Errorf("path lengths %v", table.rows["path length"])
	}

	code, out, _ = runArgs("", "maze", "-compare", filepath.Join("..", "maze", "testdata", "nopath.txt"))
	if table := parseCompareText(t, out); code != ExitFail || table.rows["path length"]["BFS"] != "no path" {
		t.Errorf("no path: exit %d\n%s", code, out)
	}
}

func TestCompareUsage(t *testing.T) {
	tests := []struct {
		stdin string
		args  []string
		msg   string
	}{
		{"", []string{"queens", "-n", "8", "-compare", "-log"}, "not with -log"},
		{"", []string{"queens", "-n", "8", "-compare", "-check", "scan"}, "not with -check"},
		{"", []string{"queens", "-n", "8", "-compare", "-count"}, "not with -count"},
		{"", []string{"queens", "-n", "8", "-csv"}, "-csv goes with -compare"},
		{"", []string{"queens", "-compare"}, "missing -n"},
		{sudokuEasy + "\n", []string{"sudoku", "-compare", "-log"}, "not with -log"},
		{sudokuEasy + "\n", []string{"sudoku", "-compare", "-strategy", "mrv"}, "not with -strategy"},
		{sudokuEasy + "\n", []string{"sudoku", "-csv"}, "-csv goes with -compare"},
		{sudokuEasy + "\n" + sudokuHard + "\n", []string{"sudoku", "-compare"}, "-compare takes one puzzle"},
		{"", []string{"sudoku", "-compare"}, "no puzzle"},
		{smallMaze, []string{"maze", "-compare", "-tree", "dot"}, "not with -tree"},
		{smallMaze, []string{"maze", "-compare", "-algo", "bfs"}, "not with -algo"},
		{smallMaze, []string{"maze", "-csv"}, "-csv goes with -compare"},
	}
	for _, tc := range tests {
		code, out, errOut := runArgs(tc.stdin, tc.args...)
		if code != ExitUsage || out != "" || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 saying %q", tc.args, code, out, errOut, tc.msg)
		}
	}
	// An invalid puzzle is a failure of the input, said as the solver says it.
	code, out, errOut := runArgs(sudokuDup+"\n", "sudoku", "-compare")
	if code != ExitFail || out != "invalid\n" || errOut == "" {
		t.Errorf("invalid puzzle: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestQueensCompareGivesUp(t *testing.T) {
	defer func(n uint64) { maxCompareNodes = n }(maxCompareNodes)
	maxCompareNodes = 100
	code, out, _ := runQueensArgs("-n", "10", "-compare")
	table := parseCompareText(t, out)
	if code != ExitOK || table.rows["result"]["scan"] != "gave up after 100 tries" {
		t.Fatalf("exit %d\n%s", code, out)
	}
	// 10-queens has 724 solutions; stopped early, the scan has not found them all.
	if table.rows["solutions"]["scan"] == "724" {
		t.Errorf("scan gave up yet found every solution\n%s", out)
	}
}
