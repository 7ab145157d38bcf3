package sudoku

import (
	"strings"
	"testing"
)

func TestPuzzleSet(t *testing.T) {
	p := puzzleOf(gridOf(t, pe1))
	if !p.set(0, 0, 4, false) {
		t.Fatal("typing 4 in the empty r1c1 changed nothing")
	}
	if p.set(0, 0, 4, false) {
		t.Fatal("typing the same entry again reported a change")
	}
	if !p.set(0, 0, 5, true) || p.givens.At(0, 0) != 5 || p.entries.At(0, 0) != 0 {
		t.Fatalf("a given typed over an entry: given %d entry %d, want 5 and 0", p.givens.At(0, 0), p.entries.At(0, 0))
	}
	if g, e := p.counts(); g != 33 || e != 0 {
		t.Fatalf("counts %d givens %d entries, want 33 and 0", g, e)
	}
	p.set(0, 1, 8, false)
	if got := p.grid().String(); got != "58"+pe1[2:] {
		t.Fatalf("grid %s, want %s", got, "58"+pe1[2:])
	}
}

func TestPuzzleEncodeRoundTrip(t *testing.T) {
	p := puzzleOf(gridOf(t, pe1))
	p.set(0, 0, 4, false)
	p.set(8, 8, 2, false)
	s := p.encode()
	if want := pe1 + "|4" + strings.Repeat(".", 79) + "2"; s != want {
		t.Fatalf("encode = %s, want %s", s, want)
	}
	back, err := decodePuzzle(s)
	if err != nil {
		t.Fatal(err)
	}
	if back != p {
		t.Fatal("decode(encode(p)) != p")
	}
}

func TestDecodePuzzleRefusesDamage(t *testing.T) {
	four := "1..4........4..1"
	for name, tc := range map[string]struct{ stored, err string }{
		"empty":           {"", "no '|' between givens and entries"},
		"no entries":      {pe1, "no '|' between givens and entries"},
		"bad givens":      {"..x" + pe1[3:] + "|" + strings.Repeat(".", 81), `givens: character 3 'x' is not a digit or blank`},
		"short entries":   {pe1 + "|" + strings.Repeat(".", 80), "entries: 80 cells, want 81"},
		"sizes differ":    {pe1 + "|" + four, "givens are 9x9, entries 4x4"},
		"given and entry": {pe1 + "|" + ".." + "4" + strings.Repeat(".", 78), "r1c3 is both a given and an entry"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := decodePuzzle(tc.stored)
			if err == nil || err.Error() != tc.err {
				t.Fatalf("error %v, want %q", err, tc.err)
			}
		})
	}
}

func TestHistory(t *testing.T) {
	var h history
	a, b, c := newPuzzle(4), newPuzzle(9), newPuzzle(16)
	if _, ok := h.back(a); ok {
		t.Fatal("undo with no history succeeded")
	}
	h.push(a) // a -> b
	h.push(b) // b -> c
	p, ok := h.back(c)
	if !ok || p != b {
		t.Fatal("first undo did not give b")
	}
	p, _ = h.back(p)
	if p != a {
		t.Fatal("second undo did not give a")
	}
	p, _ = h.forward(p)
	if p != b {
		t.Fatal("redo did not give b")
	}
	h.push(p) // a new edit drops the redo
	if _, ok := h.forward(c); ok {
		t.Fatal("redo after a new edit succeeded")
	}
	for range maxHistory + 10 {
		h.push(a)
	}
	if len(h.undo) != maxHistory {
		t.Fatalf("history holds %d states, want at most %d", len(h.undo), maxHistory)
	}
}
