package listing

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

// pseudocode reads the pseudocode of every method in lang ("en",
// "zh_Hans") from the translations.
func pseudocode(t *testing.T, lang string) map[Method]Listing {
	t.Helper()
	data, err := os.ReadFile("../../assets/translations/code." + lang + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var texts map[string]string
	if err := json.Unmarshal(data, &texts); err != nil {
		t.Fatalf("code.%s.json: %v", lang, err)
	}
	out := map[Method]Listing{}
	for _, m := range Methods() {
		text, ok := texts[m.PseudoKey()]
		if !ok {
			t.Errorf("code.%s.json has no %s", lang, m.PseudoKey())
		}
		out[m] = Parse(m, text)
	}
	for k := range texts {
		if m, ok := strings.CutPrefix(k, "code.pseudo."); ok && !slices.Contains(Methods(), Method(m)) {
			t.Errorf("code.%s.json: %s names no method", lang, k)
		}
	}
	return out
}

// codeOf is a pseudocode line without its comment.
func codeOf(line string) string {
	code, _, _ := strings.Cut(line, "#")
	return strings.TrimRight(code, " ")
}

// The translations say the same code with the same tags in every language:
// only the comments differ, and they do.
func TestPseudocodeIsTheSameCodeInEveryLanguage(t *testing.T) {
	en, zh := pseudocode(t, "en"), pseudocode(t, "zh_Hans")
	known := map[Tag]bool{}
	for _, tag := range Tags() {
		known[tag] = true
	}
	for _, m := range Methods() {
		e, z := en[m], zh[m]
		if len(e.Lines) < 8 || len(e.Lines) != len(z.Lines) {
			t.Errorf("%s: %d lines in English, %d in Chinese", m, len(e.Lines), len(z.Lines))
			continue
		}
		comments := 0
		for i := range e.Lines {
			if codeOf(e.Lines[i]) != codeOf(z.Lines[i]) {
				t.Errorf("%s line %d: the code differs: %q and %q", m, i, e.Lines[i], z.Lines[i])
			}
			if strings.Contains(e.Lines[i], "#") && e.Lines[i] != z.Lines[i] {
				comments++
			}
		}
		if comments == 0 {
			t.Errorf("%s: no comment is translated", m)
		}
		if !maps(e.Tagged(), z.Tagged()) {
			t.Errorf("%s: tags %v in English, %v in Chinese", m, e.Tagged(), z.Tagged())
		}
		for tag := range e.Tagged() {
			if !known[tag] {
				t.Errorf("%s: unknown tag %q", m, tag)
			}
		}
	}
}

func maps(a, b map[Tag]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// pseudoLines says what the pseudocode line of some steps says.
var pseudoLines = map[Method]map[Tag]string{
	QueensScan: {
		TagEnter: "solve(row):", TagLoop: "for col in 0 .. n-1:", TagCheck: "if attacked(row, col): continue",
		TagCheckColumn: "if cols[i] == col: return true", TagCheckDiagonal: "if i-cols[i] == row-col",
		TagCheckAnti: "if i+cols[i] == row+col", TagPlace: "cols[row] = col", TagExit: "if row == n-1: report(cols)",
		TagCall: "else: solve(row + 1)", TagReturn: "return", TagDone: "solve(0)",
	},
	QueensArrays: {
		TagCheckColumn: "if colTaken[col]: continue", TagCheckDiagonal: "if diagTaken[row-col+n-1]: continue",
		TagCheckAnti: "if antiTaken[row+col]: continue", TagUndo: "colTaken[col] = false",
	},
	QueensBitmask: {
		TagChoose: "free = ~(cols | diag | anti) & full", TagLoop: "bit = free & -free", TagPlace: "board[row] = bit",
		TagCall: "solve(row + 1, cols | bit,", TagDone: "solve(0, 0, 0, 0)",
	},
	SudokuPlain: {
		TagChoose: "c = nextEmpty(from)", TagCheckRow: "if d in row(c): continue", TagCheckColumn: "if d in col(c): continue",
		TagCheckBox: "if d in box(c): continue", TagPlace: "grid[c] = d", TagUndo: "grid[c] = 0", TagCall: "solve(c + 1)",
	},
	SudokuRecords: {TagCheckRow: "if rowHas[row(c)][d]: continue", TagChoose: "c = order[k]", TagExit: "if k == len(order):"},
	SudokuStatic:  {TagCheckBox: "if boxHas[box(c)][d]: continue", TagDone: "solve(0)"},
	SudokuMRV: {
		TagForced: "place(cand, c, d)", TagCheckNoCandidate: "if deadEnd(cand): return", TagChoose: "c = fewestCandidates(cand)",
		TagLoop: "for d in cand[c]:", TagPlace: "place(next, c, d)", TagCall: "solve(next)", TagUndoForced: "# ",
	},
	MazeDFS: {
		TagPlaceStart: "stack = [S]", TagEnter: "cell = top(stack)", TagReturn: "if tried(cell) == 4:", TagUndo: "pop(stack)",
		TagCheckOutside: "if outside(next): continue", TagCheckWall: "if wall(next): continue",
		TagCheckVisited: "if visited[next]: continue", TagPlace: "visited[next] = true", TagExit: "if next == E: return stack",
		TagDoneLimit: "if next == E: return stack", TagDone: "return none",
	},
	MazeBFS: {
		TagPlaceStart: "queue = [S]", TagDequeue: "cell = dequeue(queue)", TagEnqueue: "visited[next] = true",
		TagExit: "if next == E:", TagReturn: "return none", TagDone: "return none",
	},
}

func TestEachStepIsOnItsLineOfPseudocode(t *testing.T) {
	for _, lang := range []string{"en", "zh_Hans"} {
		listings := pseudocode(t, lang)
		for m, lines := range pseudoLines {
			l := listings[m]
			for tag, want := range lines {
				i, ok := l.Line(tag)
				if !ok || !strings.Contains(l.Lines[i], want) {
					t.Errorf("%s %s: %s is line %d (found %v), want one with %q", lang, m, tag, i, ok, want)
				}
			}
		}
	}
}
