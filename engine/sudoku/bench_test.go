package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"backtracklab/engine"
)

// benchSets are the puzzle files benchmarked, each with the strategies
// that finish it in reasonable time. The full files are read from the
// project's shared data folder when it is there, else the copies (or
// samples) in testdata.
var benchSets = []struct {
	name, shared, local string
	strategies          []Strategy
}{
	{"easy50", "sudoku_norvig_easy50.txt", "sudoku_norvig_easy50.txt", []Strategy{MRV, Singles, Static, Records, Plain}},
	{"hardest11", "sudoku_norvig_hardest11.txt", "sudoku_norvig_hardest11.txt", []Strategy{MRV, Singles, Static, Records, Plain}},
	{"top95", "sudoku_norvig_top95.txt", "sudoku_norvig_top95.txt", []Strategy{MRV, Singles}},
	{"top1465", "sudoku_magictour_top1465.txt", "sudoku_magictour_top1465.txt", []Strategy{MRV, Singles}},
	{"17clue", "sudoku_17clue_sample5000.txt", "sudoku_17clue_sample500.txt", []Strategy{MRV, Singles}},
	{"diabolical", "sudoku_qqwing_diabolical_sample5000.txt", "sudoku_qqwing_diabolical_sample500.txt", []Strategy{MRV, Singles}},
	{"multi", "sudoku_serg_multi_sample1000.txt", "", []Strategy{MRV, Singles}},
}

// benchPuzzles reads a set for a benchmark, or skips it.
func benchPuzzles(b *testing.B, shared, local string) []Grid {
	path := filepath.Join("..", "..", "..", "shared", "data", shared)
	if _, err := os.Stat(path); err != nil {
		if local == "" {
			b.Skip("no ", shared)
		}
		path = filepath.Join("testdata", local)
	}
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var grids []Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		g, err := Parse(sc.Text())
		if err != nil {
			b.Fatal(err)
		}
		grids = append(grids, g)
	}
	return grids
}

// BenchmarkSolve finds a first solution of every puzzle of a set, as the
// command line does, and reports puzzles per second and nodes per puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range benchSets {
		for _, st := range set.strategies {
			b.Run(st.String()+"/"+set.name, func(b *testing.B) {
				benchSolve(b, benchPuzzles(b, set.shared, set.local), st, 1)
			})
		}
	}
}

// BenchmarkUnique counts solutions up to 2 (solve and prove uniqueness),
// the work the reference figures quote.
func BenchmarkUnique(b *testing.B) {
	for _, set := range benchSets {
		b.Run("mrv/"+set.name, func(b *testing.B) {
			benchSolve(b, benchPuzzles(b, set.shared, set.local), MRV, 2)
		})
	}
}

func benchSolve(b *testing.B, grids []Grid, st Strategy, limit int) {
	s := Solver{Strategy: st, Limit: limit}
	t := engine.NewTracer(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range grids {
			s.Run(g, t)
		}
	}
	runs := float64(b.N * len(grids))
	b.ReportMetric(runs/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(float64(t.Stats.Nodes)/runs, "nodes/puzzle")
}
