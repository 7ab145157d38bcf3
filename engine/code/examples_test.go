package code

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/trace"
	"backtracklab/engine/trace/tracetest"
	"backtracklab/engine/trace/tree"
)

// The app's examples (assets/code), each run watched: its output is
// Python 3's for the same file (the .out beside it), its calls per
// function are those Python counts, and its search tree, built from the
// events, has the choices, stubs and solutions the events say.
func TestExamples(t *testing.T) {
	// Calls counted by Python 3 (sys.setprofile); steps by the
	// interpreter running the file as written, with no markers or hooks.
	want := map[string]struct {
		calls     map[string]int
		solutions int
		steps     uint64
	}{
		"01_permutations":    {map[string]int{"backtrack": 16}, 6, 1152},
		"02_subsets":         {map[string]int{"backtrack": 8}, 8, 435},
		"03_combinations":    {map[string]int{"backtrack": 11}, 6, 508},
		"04_combination_sum": {map[string]int{"backtrack": 10}, 2, 615},
		"05_queens_textbook": {map[string]int{"place": 153, "is_valid": 894}, 4, 105731},
		"06_queens_arrays":   {map[string]int{"place": 153}, 4, 28340},
		"07_sudoku":          {map[string]int{"solve": 60, "is_valid": 353}, 1, 120971},
		"08_maze":            {map[string]int{"walk": 77}, 1, 5333},
		"09_word_search":     {map[string]int{"dfs": 14}, 1, 1281},
		"10_parentheses":     {map[string]int{"backtrack": 22}, 5, 939},
		"11_knights_tour":    {map[string]int{"jump": 329}, 1, 125002},
		"12_map_colouring":   {map[string]int{"paint": 52, "ok": 102}, 18, 6607},
		"13_queens_broken":   {map[string]int{"place": 8, "is_valid": 32}, 0, 1938},
	}
	files, _ := filepath.Glob("../../assets/code/*.py")
	if len(files) != len(want) {
		t.Fatalf("%d examples, want %d", len(files), len(want))
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			w, ok := want[name]
			if !ok {
				t.Fatalf("no expectations for %s", name)
			}
			p := compileFile(t, file)
			events, out, end := record(t, p)
			python, err := os.ReadFile(strings.TrimSuffix(file, ".py") + ".out")
			if err != nil {
				t.Fatal(err)
			}
			if end != engine.Done || out != string(python) {
				t.Fatalf("end %v; output\n%s\nwant Python's\n%s", end, out, python)
			}
			calls := map[string]int{}
			var stats engine.Stats
			rec := trace.New(&State{}, trace.Options{KeepResults: true})
			for _, e := range events {
				stats.Apply(&e)
				st := stats
				rec.Append(e, &st)
				if e.Kind == engine.Enter && e.Depth > 0 {
					calls[e.Detail.(*Step).Func]++
				}
			}
			for fn, n := range w.calls {
				if calls[fn] != n {
					t.Errorf("%d calls of %s, want %d (all: %v)", calls[fn], fn, n, calls)
				}
			}
			// The run adds marker calls, and takes their steps off again;
			// the compiler lays some blocks out a little differently with
			// them (a continue costs a jump more), so the count comes
			// within a few percent of the file's own.
			if d := float64(stats.Checks)/float64(w.steps) - 1; d < -0.08 || d > 0.08 {
				t.Errorf("%d steps, want %d within 8%%", stats.Checks, w.steps)
			}
			if int(stats.Solutions) != w.solutions {
				t.Errorf("%d solutions, want %d", stats.Solutions, w.solutions)
			}
			// Back and forth through the recording: every step shows what a
			// fresh replay of the events up to it shows.
			tracetest.Walk(t, events, func() trace.Board { return &State{} },
				func(b trace.Board) string { return fmt.Sprintf("%+v", *b.(*State)) }, 1024, 30, 11)
			tr := tree.New()
			tr.Sync(rec)
			choices, stubs, solutions := tr.Counts(rec.Last())
			if uint64(choices) != stats.Placements || uint64(stubs) != stats.Rejections[engine.Pruned] || uint64(solutions) > stats.Solutions {
				t.Errorf("tree %d choices %d stubs %d solutions; events %d placements %d pruned %d solutions",
					choices, stubs, solutions, stats.Placements, stats.Rejections[engine.Pruned], stats.Solutions)
			}
		})
	}
}
