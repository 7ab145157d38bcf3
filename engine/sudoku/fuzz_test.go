package sudoku

import (
	"errors"
	"testing"
)

// FuzzParse feeds the parser and the rule checks arbitrary text. Its seeds
// are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add(easy1)
	f.Fuzz(func(t *testing.T, in string) {
		if fast, ok := parseCompact(in); ok {
			if slow, err := parseLong(in); err != nil || slow != fast {
				t.Fatalf("%q: the compact reader says %s, the long one %s, %v", in, fast, slow, err)
			}
		}
		g, err := Parse(in)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Error() == "" {
				t.Fatalf("error %v is not a *ParseError with a message", err)
			}
			if pe.Pos > 0 {
				runes := []rune(in)
				if pe.Pos > len(runes) || runes[pe.Pos-1] != pe.Char {
					t.Fatalf("error %v does not point at its character", err)
				}
			}
			return
		}
		if back, err := Parse(g.String()); err != nil || back != g {
			t.Fatalf("%q does not round-trip through String: %v", in, err)
		}
		if back, err := Parse(g.Pretty()); err != nil || back != g {
			t.Fatalf("%q does not round-trip through Pretty: %v", in, err)
		}
		err = Validate(g)
		if (err == nil) != naiveValid(g) {
			t.Fatalf("%s: Validate says %v, the naive check %v", g, err, naiveValid(g))
		}
		if (len(Conflicts(g)) == 0) != (err == nil) {
			t.Fatalf("%s: Conflicts %v disagrees with Validate %v", g, Conflicts(g), err)
		}
		var ce *ConflictError
		if err != nil {
			if !errors.As(err, &ce) {
				t.Fatalf("Validate error %v is not a *ConflictError", err)
			}
			checkConflict(t, g, ce)
		}
	})
}

// checkConflict fails t unless the conflict names two cells of one unit
// that hold its digit.
func checkConflict(t *testing.T, g Grid, ce *ConflictError) {
	b := g.BoxSize()
	a, c := ce.A, ce.B
	if a == c || g.At(a.Row, a.Col) != ce.Digit || g.At(c.Row, c.Col) != ce.Digit {
		t.Fatalf("%s: %v names cells that do not hold %d", g, ce, ce.Digit)
	}
	var same bool
	switch ce.Unit {
	case Row:
		same = a.Row == ce.Index && c.Row == ce.Index
	case Column:
		same = a.Col == ce.Index && c.Col == ce.Index
	case Box:
		same = a.Row/b*b+a.Col/b == ce.Index && c.Row/b*b+c.Col/b == ce.Index
	}
	if !same {
		t.Fatalf("%s: %v: the cells are not both in %v %d", g, ce, ce.Unit, ce.Index)
	}
}
