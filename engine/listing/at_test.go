package listing

import (
	"strings"
	"testing"

	"backtracklab/engine"
	"backtracklab/engine/maze"
	"backtracklab/engine/queens"
	"backtracklab/engine/sudoku"
)

// record runs search watched and returns its events, with the Finish a
// Runner would add.
func record(search engine.Search) []engine.Event {
	var events []engine.Event
	end := search(engine.NewTracer(func(e engine.Event) { events = append(events, e) }))
	return append(events, engine.Event{Seq: uint64(len(events) + 1), Kind: engine.Finish, End: end})
}

// run is a scripted run of a method and what At says at some of its
// events: the first event that prints as each key.
type run struct {
	m      Method
	events []engine.Event
	want   map[string][2]string // event String: tag, note
}

func queensRun(c queens.Check) []engine.Event {
	return record((&queens.Solver{N: 4, Check: c}).Search)
}

func sudokuRun(t *testing.T, s sudoku.Strategy, puzzle string, limit int) []engine.Event {
	g, err := sudoku.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	return record((&sudoku.Solver{Strategy: s, Limit: limit}).Search(g))
}

func mazeRun(t *testing.T, bfs bool, text string) []engine.Event {
	m, err := maze.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if bfs {
		return record(maze.NewBFS(m).Run)
	}
	return record(maze.NewDFS(m).Run)
}

// The 4x4 Sudoku of the runs: r1c1 = 1, r2c3 = 3, r3c2 = 4, r4c4 = 2.
const sudoku4 = "1...\n..3.\n.4..\n...2"

// A small maze: DFS goes right first, into a dead end, backs out and goes
// down and round to E.
const maze3 = "S.#\n.##\n..E"

func runs(t *testing.T) []run {
	scan := map[string][2]string{
		"enter d0 f1":                              {"enter", "row = 0"},
		"try d0 (0,0)=0":                           {"loop", "col = 0"},
		"place d0 (0,0)=0":                         {"place", "cols[0] = 0"},
		"reject d1 (1,0)=0 column by (0,0)":        {"check.column", "cols[0] == 0"},
		"reject d1 (1,1)=0 diagonal by (0,0)":      {"check.diagonal", "0 - cols[0] == 1 - 1  (cols[0] = 0)"},
		"reject d2 (2,1)=0 anti-diagonal by (1,2)": {"check.anti", "1 + cols[1] == 2 + 1  (cols[1] = 2)"},
		"leave d2 f3":                              {"return", "row = 2"},
		"undo d1 (1,2)=0":                          {"undo", "row = 1, col = 2"},
		"solution d3":                              {"exit", "row = 3 = n-1"},
		"finish done":                              {"done", ""},
	}
	arrays := map[string][2]string{
		"place d0 (0,0)=0":                         {"place", "cols[0] = 0; colTaken[0], diagTaken[0-0+n-1], antiTaken[0] = true"},
		"reject d1 (1,0)=0 column by (0,0)":        {"check.column", "colTaken[0]"},
		"reject d1 (1,1)=0 diagonal by (0,0)":      {"check.diagonal", "diagTaken[1-1+n-1]"},
		"reject d2 (2,1)=0 anti-diagonal by (1,2)": {"check.anti", "antiTaken[3]"},
		"undo d1 (1,2)=0":                          {"undo", "colTaken[2], diagTaken[1-2+n-1], antiTaken[3] = false"},
		"solution d3":                              {"exit", "row = 3 = n-1"},
	}
	bitmask := map[string][2]string{
		"enter d0 f1":               {"enter", "row = 0"},
		"choose d0 (0,0) 4 of 1111": {"choose", "free = 0b1111  {0, 1, 2, 3}"},
		"choose d1 (1,0) 2 of 1100": {"choose", "free = 0b1100  {2, 3}"},
		"choose d2 (2,0) 0 of 0":    {"choose", "free = 0b0  {}"},
		"try d1 (1,3)=0":            {"loop", "bit = 1<<3"},
		"place d1 (1,3)=0":          {"place", "board[1] = 1<<3"},
		"leave d2 f3":               {"return", "row = 2"},
		"undo d1 (1,2)=0":           {"undo", "row = 1, col = 2"},
		"solution d3":               {"exit", "row = 3 = n-1"},
		"finish done":               {"done", ""},
	}
	plain := map[string][2]string{
		"enter d0 f1":                       {"enter", "depth = 0"},
		"try d0 (0,1)=1":                    {"loop", "d = 1"},
		"reject d0 (0,1)=1 row by (0,0)":    {"check.row", "r1c1 == 1"},
		"place d0 (0,1)=2":                  {"place", "r1c2 = 2"},
		"reject d1 (0,2)=3 column by (1,2)": {"check.column", "r2c3 == 3"},
		"reject d2 (0,3)=3 box by (1,2)":    {"check.box", "r2c3 == 3"},
		"leave d2 f3":                       {"return", "depth = 2"},
		"undo d1 (0,2)=4":                   {"undo", "r1c3 = 0"},
		"solution d12":                      {"exit", ""},
	}
	records := map[string][2]string{
		"reject d0 (0,1)=1 row by (0,0)":    {"check.row", "rowHas[1][1]  (r1c1)"},
		"reject d1 (0,2)=3 column by (1,2)": {"check.column", "colHas[3][3]  (r2c3)"},
		"reject d2 (0,3)=3 box by (1,2)":    {"check.box", "boxHas[box(r1c4)][3]  (r2c3)"},
	}
	static := map[string][2]string{
		"try d0 (0,3)=1":                    {"loop", "d = 1"},
		"reject d0 (0,3)=2 column by (3,3)": {"check.column", "colHas[4][2]  (r4c4)"},
		"place d0 (0,3)=4":                  {"place", "r1c4 = 4"},
	}
	mrv := map[string][2]string{
		"choose d0 (0,0) 4 of 1111":               {"choose", "cand[r1c1] = {1, 2, 3, 4}"},
		"try d2 (0,2)=3":                          {"loop", "d = 3"},
		"place d2 (0,2)=3":                        {"place", "r1c3 = 3"},
		"place d3 (0,3)=4 hidden single in row 0": {"forced", "r1c4 = 4"},
		"solution d7":                             {"exit", ""},
		"undo d7 (3,3)=1 forced":                  {"undo.forced", "r4c4 = 0"},
		"undo d6 (2,1)=1":                         {"undo", "r3c2 = 0"},
		"finish limit reached":                    {"done.limit", ""},
	}
	deadEnd := map[string][2]string{
		"reject d0 (0,3)=0 no candidate": {"check.nocandidate", "cand[r1c4] = {}"},
		"leave d0 f1":                    {"return", "depth = 0"},
		"finish no solution":             {"done", ""},
	}
	dfs := map[string][2]string{
		"try d0 (0,0)=-1 search 1":   {"place.start", "S = (0,0)"},
		"place d0 (0,0)=-1":          {"place.start", "S = (0,0)"},
		"enter d1 f2":                {"enter", "(0,1)"},
		"try d1 (-1,0)=0":            {"loop", "↑ (-1,0)"},
		"reject d1 (-1,0)=0 outside": {"check.outside", "(-1,0)"},
		"reject d2 (0,2)=1 wall":     {"check.wall", "(0,2)"},
		"reject d2 (0,0)=3 visited":  {"check.visited", "(0,0)"},
		"place d1 (1,0)=2":           {"place", "(1,0)"},
		"leave d1 f2":                {"return", "(0,1)"},
		"undo d1 (0,1)=1":            {"undo", "(0,1)"},
		"solution d4 search 1":       {"exit", "E = (2,2)"},
		"finish limit reached":       {"done.limit", ""},
	}
	bfs := map[string][2]string{
		"place d0 (0,0)=-1":      {"place.start", "S = (0,0)"},
		"enter d0 f1":            {"enter", "(0,0)"},
		"expand d1 (0,1)=1":      {"dequeue", "(0,1)"},
		"try d1 (0,1)=1":         {"loop", "→ (0,1)"},
		"place d2 (2,0)=2":       {"enqueue", "(2,0)"},
		"reject d2 (0,2)=1 wall": {"check.wall", "(0,2)"},
		"solution d4 search 2":   {"exit", "E = (2,2)"},
	}
	noPath := map[string][2]string{
		"reject d1 (0,1)=1 wall": {"check.wall", "(0,1)"},
		"leave d0 f1":            {"return", "(0,0)"},
		"finish no solution":     {"done", ""},
	}
	// BFS's last step, the Leave of its root frame, carries its result.
	noPathBFS := map[string][2]string{"leave d0 f1 search 2": noPath["leave d0 f1"]}
	for k, v := range noPath {
		if k != "leave d0 f1" {
			noPathBFS[k] = v
		}
	}
	return []run{
		{QueensScan, queensRun(queens.Scan), scan},
		{QueensArrays, queensRun(queens.Arrays), arrays},
		{QueensBitmask, queensRun(queens.Bitmask), bitmask},
		{SudokuPlain, sudokuRun(t, sudoku.Plain, sudoku4, 0), plain},
		{SudokuRecords, sudokuRun(t, sudoku.Records, sudoku4, 0), records},
		{SudokuStatic, sudokuRun(t, sudoku.Static, sudoku4, 0), static},
		{SudokuMRV, sudokuRun(t, sudoku.MRV, "....\n....\n....\n....", 2), mrv},
		{SudokuMRV, sudokuRun(t, sudoku.MRV, "123.\n...4\n....\n....", 0), deadEnd},
		{MazeDFS, mazeRun(t, false, maze3), dfs},
		{MazeBFS, mazeRun(t, true, maze3), bfs},
		{MazeDFS, mazeRun(t, false, "S#E"), noPath},
		{MazeBFS, mazeRun(t, true, "S#E"), noPathBFS},
	}
}

// At names the line and the values of the events of scripted runs: a
// 4-queens run per check, a 4x4 Sudoku per strategy, a small maze. Every
// event of them lands on a line of the Go and of the pseudocode in both
// languages, a Reject on the check of its rule.
func TestAtNamesTheLineOfEveryEvent(t *testing.T) {
	en, zh := pseudocode(t, "en"), pseudocode(t, "zh_Hans")
	for _, r := range runs(t) {
		found := map[string]bool{}
		kinds := map[engine.Kind]bool{}
		for _, e := range r.events {
			tag, note := At(r.m, e)
			kinds[e.Kind] = true
			if w, ok := r.want[e.String()]; ok && !found[e.String()] {
				found[e.String()] = true
				if string(tag) != w[0] || note != w[1] {
					t.Errorf("%s: %v is %q %q, want %q %q", r.m, e, tag, note, w[0], w[1])
				}
			}
			if e.Kind == engine.Reject && !strings.HasPrefix(string(tag), string(CheckTag(e.Conflict))) {
				t.Errorf("%s: %v is on %s", r.m, e, tag)
			}
			for what, l := range map[string]Listing{"Go": Code(r.m), "English": en[r.m], "Chinese": zh[r.m]} {
				if _, ok := l.Line(tag); !ok || tag == "" {
					t.Errorf("%s: %v is on %q, which the %s has no line for", r.m, e, tag, what)
				}
			}
		}
		for k := range r.want {
			if !found[k] {
				t.Errorf("%s: no event %q in the run", r.m, k)
			}
		}
		if r.m.Puzzle() == "queens" && len(kinds) < 7 {
			t.Errorf("%s: only the kinds %v", r.m, kinds)
		}
	}
}

// Every frame below the top of a call stack stands at its call: the
// recursive methods have a line for it.
func TestRecursiveMethodsHaveACall(t *testing.T) {
	en := pseudocode(t, "en")
	for _, m := range Methods() {
		if m.Puzzle() == "maze" {
			continue // the maze's searches loop over a stack or a queue
		}
		for what, l := range map[string]Listing{"Go": Code(m), "pseudocode": en[m]} {
			if _, ok := l.Line(TagCall); !ok {
				t.Errorf("%s: the %s has no call", m, what)
			}
		}
	}
}

// A restated event executes nothing; a method At does not know has no
// line.
func TestAtSaysNothingOfRestatements(t *testing.T) {
	for _, e := range []engine.Event{
		{Kind: engine.Resync, Sync: true},
		{Kind: engine.Place, Sync: true, Row: 1, Col: 2},
		{Kind: engine.Enter, Sync: true},
	} {
		if tag, note := At(QueensScan, e); tag != "" || note != "" {
			t.Errorf("%v: %q %q, want nothing", e, tag, note)
		}
	}
	if tag, note := At("chess/minimax", engine.Event{Kind: engine.Try}); tag != "" || note != "" {
		t.Errorf("an unknown method: %q %q", tag, note)
	}
}

// At runs for every event a view shows: it must not cost more than a
// format of a few numbers.
func BenchmarkAt(b *testing.B) {
	events := queensRun(queens.Scan)
	b.ReportAllocs()
	for b.Loop() {
		for i := range events {
			At(QueensScan, events[i])
		}
	}
}
