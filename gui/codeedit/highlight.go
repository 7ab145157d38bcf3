package codeedit

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is what a span of code is, for its colour.
type Kind uint8

// The kinds of span. Plain text is never returned as a span: what no span
// covers is plain.
const (
	Plain    Kind = iota
	Keyword       // def, if, for, True, None, …
	Builtin       // len, range, print, …, and solution
	String        // '…', "…", '''…''', with any prefix (r, b, f, …)
	Comment       // # to the end of the line
	Number        // 42, 3.14, 0x1F, 1e-9, 10_000
	Function      // the name a def defines
)

// A Span is a run of one line of the same kind, from rune Start up to
// (not including) rune End. Indices count runes, not bytes: a comment in
// Chinese ends where its characters do on screen.
type Span struct {
	Start, End int
	Kind       Kind
}

// Tokens returns the coloured spans of line, Python code, in order and
// not overlapping. It reads the line alone: a line inside a string that
// an earlier line opened with ”' or """ is read as code (the editor
// carries that state from line to line itself).
func Tokens(line string) []Span {
	spans, _ := scanLine(line, notInString)
	return spans
}

// open is what a line starts inside: code, or a triple-quoted string
// that an earlier line opened and has not closed.
type open uint8

const (
	notInString open = iota
	inTripleSingle
	inTripleDouble
)

// The words Python reserves, with Starlark's load: True, False and None
// among them, since they are keywords in Python 3.
var keywords = set(
	"False", "None", "True", "and", "as", "assert", "async", "await", "break",
	"class", "continue", "def", "del", "elif", "else", "except", "finally",
	"for", "from", "global", "if", "import", "in", "is", "lambda", "load",
	"nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
	"with", "yield",
)

// The builtins of Starlark's universe and the common ones of Python's,
// with solution, which a program calls to report one.
var builtins = set(
	"abs", "all", "any", "bool", "bytes", "chr", "dict", "dir", "divmod",
	"enumerate", "fail", "filter", "float", "getattr", "hasattr", "hash",
	"input", "int", "isinstance", "iter", "len", "list", "map", "max", "min",
	"next", "ord", "pow", "print", "range", "repr", "reversed", "round",
	"set", "solution", "sorted", "str", "sum", "tuple", "type", "zip",
)

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// scanLine colours line, which starts inside state, and returns the
// state the next line starts in.
func scanLine(line string, state open) ([]Span, open) {
	rs := []rune(line)
	var spans []Span
	i := 0
	if state != notInString {
		end, closed := stringEnd(rs, 0, tripleOf(state), true)
		spans = append(spans, Span{0, end, String})
		if !closed {
			return spans, state
		}
		i = end
	}
	afterDef := false // the last word was def: the next names a function
	afterDot := false // the last character was a dot: an attribute follows
	for i < len(rs) {
		r := rs[i]
		switch {
		case r == '#':
			return append(spans, Span{i, len(rs), Comment}), notInString
		case r == '"' || r == '\'':
			end, next := scanString(rs, i)
			spans = append(spans, Span{i, end, String})
			if next != notInString {
				return spans, next
			}
			i, afterDef, afterDot = end, false, false
			continue
		case isDigit(r) || (r == '.' && i+1 < len(rs) && isDigit(rs[i+1]) && !afterWord(rs, i)):
			end := numberEnd(rs, i)
			spans = append(spans, Span{i, end, Number})
			i, afterDef, afterDot = end, false, false
			continue
		case isIdentStart(r):
			end := i + 1
			for end < len(rs) && isIdentPart(rs[end]) {
				end++
			}
			if end < len(rs) && (rs[end] == '"' || rs[end] == '\'') && isStringPrefix(rs[i:end]) {
				strEnd, next := scanString(rs, end)
				spans = append(spans, Span{i, strEnd, String})
				if next != notInString {
					return spans, next
				}
				i, afterDef, afterDot = strEnd, false, false
				continue
			}
			word := string(rs[i:end])
			switch {
			case afterDef:
				spans = append(spans, Span{i, end, Function})
			case afterDot:
			case keywords[word]:
				spans = append(spans, Span{i, end, Keyword})
			case builtins[word]:
				spans = append(spans, Span{i, end, Builtin})
			}
			afterDef, afterDot = word == "def" && !afterDot, false
			i = end
			continue
		}
		if !unicode.IsSpace(r) {
			afterDef, afterDot = false, r == '.'
		}
		i++
	}
	return spans, notInString
}

// scanString reads the string whose opening quote is at rune quote; it
// returns the rune after its end and the state the next line starts in
// (inside it, if it is triple-quoted and does not close on this line).
func scanString(rs []rune, quote int) (int, open) {
	q := rs[quote]
	if quote+2 < len(rs) && rs[quote+1] == q && rs[quote+2] == q {
		end, closed := stringEnd(rs, quote+3, q, true)
		if !closed {
			if q == '"' {
				return end, inTripleDouble
			}
			return end, inTripleSingle
		}
		return end, notInString
	}
	end, _ := stringEnd(rs, quote+1, q, false)
	return end, notInString
}

// stringEnd finds the end of a string whose text starts at rune from: the
// rune after its closing quote (three of them if triple), or the end of
// the line if it does not close there. A backslash escapes the rune after
// it, in raw strings too (r"\"" does not end at the second quote).
func stringEnd(rs []rune, from int, q rune, triple bool) (int, bool) {
	for i := from; i < len(rs); i++ {
		switch {
		case rs[i] == '\\':
			i++
		case rs[i] != q:
		case !triple:
			return i + 1, true
		case i+2 < len(rs) && rs[i+1] == q && rs[i+2] == q:
			return i + 3, true
		}
	}
	return len(rs), false
}

func tripleOf(s open) rune {
	if s == inTripleDouble {
		return '"'
	}
	return '\''
}

// numberEnd is the rune after the number that starts at rune i: digits,
// letters (hex digits, 0x, 0o, 0b, j), underscores, a point, and a sign
// right after the exponent's e of a decimal number.
func numberEnd(rs []rune, i int) int {
	hex := i+1 < len(rs) && rs[i] == '0' && (rs[i+1] == 'x' || rs[i+1] == 'X')
	end := i + 1
	for end < len(rs) {
		r := rs[end]
		switch {
		case r < utf8.RuneSelf && (isIdentPart(r) || r == '.'):
		case (r == '+' || r == '-') && !hex && (rs[end-1] == 'e' || rs[end-1] == 'E'):
		default:
			return end
		}
		end++
	}
	return end
}

// afterWord reports whether the rune before i ends a name or a number,
// so that the point at i is an attribute's, not a number's (x.5 is not).
func afterWord(rs []rune, i int) bool {
	return i > 0 && isIdentPart(rs[i-1])
}

// isStringPrefix reports whether p may prefix a string: r, b, u, f and
// their pairs rb, br, fr, rf, in either case.
func isStringPrefix(p []rune) bool {
	if len(p) > 2 {
		return false
	}
	s := strings.ToLower(string(p))
	switch s {
	case "r", "b", "u", "f", "rb", "br", "fr", "rf":
		return true
	}
	return false
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// isIdentStart and isIdentPart follow Python: letters of any script (a
// Chinese name is a name), digits after the first, and underscores.
func isIdentStart(r rune) bool { return r == '_' || unicode.IsLetter(r) }

func isIdentPart(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// nextState is the state the line after line starts in, without
// colouring line: most lines hold no triple quote and are passed over
// at the cost of a search.
func nextState(line string, state open) open {
	if state == notInString && !strings.Contains(line, `"""`) && !strings.Contains(line, "'''") {
		return notInString
	}
	if state == inTripleDouble && !strings.Contains(line, `"""`) {
		return state
	}
	if state == inTripleSingle && !strings.Contains(line, "'''") {
		return state
	}
	_, next := scanLine(line, state)
	return next
}
