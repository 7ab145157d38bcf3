package code

import (
	"strconv"
	"strings"
)

// ValKind says what kind of program value a Val draws.
type ValKind uint8

// The kinds of value a state view draws. Every other Starlark value (a
// function, a set, a range) is an Other, drawn by its text.
const (
	None ValKind = iota
	Bool
	Int
	Float
	String
	List
	Tuple
	Dict
	Other
)

// Val is a program value as it stood at one step: an immutable copy, so
// that a step of the recording shows what the program held then, not
// what its lists hold now. A list, tuple or dict keeps its items; ID names
// the object (from 1, in the order the run first met it) so that a view
// draws the same list seen from two frames as one object: the sharing
// that backtracking's undo relies on. Scalars have ID 0.
type Val struct {
	Kind  ValKind
	Text  string // a scalar's text as the program prints it; an Other's text
	ID    uint32 // a list's, tuple's or dict's identity; 0 for a scalar
	Items []Val  // a list's or tuple's items; a dict's values
	Keys  []Val  // a dict's keys, in its order
	Cut   int    // how many items were left out past the limit of a copy (see maxItems)
}

// maxItems is the most items a copy of one list or dict keeps: a state
// view draws 40 at most, and a step must not copy a million.
const maxItems = 64

// String is the value as the program would print it (Starlark's form:
// strings inside lists in double quotes), shortened past maxItems items.
func (v Val) String() string {
	var b strings.Builder
	v.write(&b, false)
	return b.String()
}

// write appends v to b; inner says v is an item of a container, where a
// string is quoted.
func (v Val) write(b *strings.Builder, inner bool) {
	switch v.Kind {
	case String:
		if inner {
			b.WriteString(strconv.Quote(v.Text))
		} else {
			b.WriteString(v.Text)
		}
	case List, Tuple:
		open, end := "[", "]"
		if v.Kind == Tuple {
			open, end = "(", ")"
		}
		b.WriteString(open)
		for i, it := range v.Items {
			if i > 0 {
				b.WriteString(", ")
			}
			it.write(b, true)
		}
		if v.Kind == Tuple && len(v.Items) == 1 && v.Cut == 0 {
			b.WriteString(",")
		}
		writeCut(b, v.Cut, len(v.Items) > 0)
		b.WriteString(end)
	case Dict:
		b.WriteString("{")
		for i, it := range v.Items {
			if i > 0 {
				b.WriteString(", ")
			}
			v.Keys[i].write(b, true)
			b.WriteString(": ")
			it.write(b, true)
		}
		writeCut(b, v.Cut, len(v.Items) > 0)
		b.WriteString("}")
	default:
		b.WriteString(v.Text)
	}
}

func writeCut(b *strings.Builder, cut int, after bool) {
	if cut == 0 {
		return
	}
	if after {
		b.WriteString(", ")
	}
	b.WriteString("…")
}

// Equal reports whether v and w draw the same: the same kind, text,
// identity and items.
func (v Val) Equal(w Val) bool {
	if v.Kind != w.Kind || v.Text != w.Text || v.ID != w.ID || v.Cut != w.Cut ||
		len(v.Items) != len(w.Items) || len(v.Keys) != len(w.Keys) {
		return false
	}
	for i := range v.Items {
		if !v.Items[i].Equal(w.Items[i]) {
			return false
		}
	}
	for i := range v.Keys {
		if !v.Keys[i].Equal(w.Keys[i]) {
			return false
		}
	}
	return true
}

// Grid reports whether v is a board: a list of at least two rows of equal
// length (at least two), each a list or a string; rows are then
// v.Items[r] and cells Cell(r, c).
func (v Val) Grid() (rows, cols int, ok bool) {
	if v.Kind != List || len(v.Items) < 2 || v.Cut != 0 {
		return 0, 0, false
	}
	for i, r := range v.Items {
		n := r.width()
		if n < 2 || (i > 0 && n != cols) {
			return 0, 0, false
		}
		cols = n
	}
	return len(v.Items), cols, true
}

// width is the length of a board row: a list's items or a string's
// characters; -1 for anything else.
func (v Val) width() int {
	switch v.Kind {
	case List, Tuple:
		if v.Cut != 0 {
			return -1
		}
		return len(v.Items)
	case String:
		return len([]rune(v.Text))
	}
	return -1
}

// Cell is the text of cell (r, c) of a Grid: the item as printed, or the
// string's character.
func (v Val) Cell(r, c int) string {
	row := v.Items[r]
	if row.Kind == String {
		return string([]rune(row.Text)[c])
	}
	return row.Items[c].String()
}
