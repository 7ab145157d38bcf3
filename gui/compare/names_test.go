package compare

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"backtracklab/engine/compare"
	"backtracklab/engine/maze"
	"backtracklab/engine/sudoku"
	"backtracklab/gui/i18n"
	"backtracklab/gui/i18n/i18ntest"
	"backtracklab/gui/run"
)

// easy is a puzzle every strategy solves at once.
const easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

// comparisons are one of each puzzle's comparisons.
func comparisons(t *testing.T) map[string]*compare.Comparison {
	t.Helper()
	g, err := sudoku.Parse(easy)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Parse(strings.NewReader("S.#\n..E\n"))
	if err != nil {
		t.Fatal(err)
	}
	return map[string]*compare.Comparison{"queens": compare.ForQueens(6), "sudoku": compare.ForSudoku(g), "maze": compare.ForMaze(m)}
}

// TestMethodsNamedAndColouredApart: in both languages every method's
// head, bars and status line name it in words (never a translation key
// or the engine's name), a Sudoku strategy as the Sudoku screen's
// selector does, and no two methods share a colour.
func TestMethodsNamedAndColouredApart(t *testing.T) {
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		for puzzle, c := range comparisons(t) {
			v := newTestView(t, c)
			i18n.Use(lang)
			t.Cleanup(func() { i18n.Use(i18n.System) })
			runToEnd(t, v)
			methods := c.Methods()
			seen := map[string]bool{}
			for j, name := range methods {
				head := v.heads[j].Text
				if strings.Contains(head, ".") || head == name && puzzle != "queens" || seen[head] {
					t.Errorf("%v %s: method %q is headed %q", lang, puzzle, name, head)
				}
				seen[head] = true
				if puzzle == "sudoku" {
					if want := i18n.T("sudoku.strategy." + name); head != want || want == "sudoku.strategy."+name {
						t.Errorf("%v: strategy %s is headed %q, the Sudoku screen calls it %q", lang, name, head, want)
					}
				}
				if lang == i18n.Chinese && puzzle != "maze" && !i18ntest.HasHan(head) {
					t.Errorf("Chinese %s: method %s headed %q", puzzle, name, head)
				}
			}
			for _, chart := range v.charts {
				colours := map[any]string{}
				for j, b := range chart.Bars {
					if j < len(methods) && b.Label != v.heads[j].Text {
						t.Errorf("%v %s %q: bar %d says %q, the table %q", lang, puzzle, chart.Title, j, b.Label, v.heads[j].Text)
					}
					if other, ok := colours[b.Color]; ok {
						t.Errorf("%v %s %q: %q and %q have one colour %v", lang, puzzle, chart.Title, other, b.Label, b.Color)
					}
					colours[b.Color] = b.Label
				}
			}
		}
	}
}

// TestSudokuTableFits: the Sudoku table, its longest strategy names and
// its 57-digit brute force among them, fits the view in a window of a
// classroom projector's size, in both languages; the brute force shows
// as a power of ten, in full when copied.
func TestSudokuTableFits(t *testing.T) {
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		test.NewTempApp(t)
		i18n.Use(lang)
		t.Cleanup(func() { i18n.Use(i18n.System) })
		w := test.NewTempWindow(t, nil)
		w.Resize(fyne.NewSize(1366, 768))
		g, _ := sudoku.Parse(hard) // 64 empty cells: 9⁶⁴ has 62 digits; the slow strategies give up
		c := compare.ForSudoku(g)
		c.Cap = 1000
		v := Show(w, run.NewSession(nil, 0), c)
		runToEnd(t, v)
		v.tabs.SelectIndex(1)
		scroll := v.tabs.Items[1].Content
		if need, have := v.tableBox.MinSize().Width, scroll.Size().Width; need > have || have == 0 {
			t.Errorf("%v: the table needs %v wide, the view has %v", lang, need, have)
		}
		for j, h := range v.heads {
			if h.Position().X < 0 || h.Position().X+h.Size().Width > v.tableBox.Size().Width {
				t.Errorf("%v: head %d %q lies at %v, %v wide, in a table %v wide", lang, j, h.Text, h.Position(), h.Size(), v.tableBox.Size())
			}
		}
		digits := v.table.Brute[0].Count.String()
		if got := v.bruteV[0].Text; !strings.Contains(got, "10"+superscript(len(digits)-1)) || len([]rune(got)) > 20 {
			t.Errorf("%v: brute force shown as %q", lang, got)
		}
		if !strings.Contains(v.CSV(), v.table.Brute[0].Count.String()) {
			t.Errorf("%v: the CSV lost the brute force's digits", lang)
		}
		v.OnClose()
	}
}

// A queens check or a maze search is headed by the short name its
// screen's selector begins its option with ("scan" of "scan — compare
// with each queen", "DFS" of "DFS · backtracking"), in both languages.
func TestQueensAndMazeNamesBeginTheirSelectorsOptions(t *testing.T) {
	t.Cleanup(func() { i18n.Use(i18n.System) })
	for _, lang := range []string{i18n.English, i18n.Chinese} {
		i18n.Use(lang)
		for _, c := range []struct {
			p      compare.Puzzle
			prefix string
			cmp    *compare.Comparison
		}{
			{compare.Queens, "queens.check.", compare.ForQueens(8)},
			{compare.Maze, "maze.algo.", comparisons(t)["maze"]},
		} {
			for _, name := range c.cmp.Methods() {
				option, short := i18n.T(c.prefix+name), methodName(c.p, name)
				if option == c.prefix+name || !strings.HasPrefix(option, short+" ") {
					t.Errorf("%s: %s is headed %q, its selector says %q", lang, name, short, option)
				}
			}
		}
	}
}
